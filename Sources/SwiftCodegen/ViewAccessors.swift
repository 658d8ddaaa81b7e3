import Diagnostics
import LayoutIR

/// The typed properties of a generated type: one per view id, in the order the
/// ids first appear; an id several views share, or one written in a `repeat:`
/// item, becomes an array (empty for `repeat: 0`, so app code reading it still
/// compiles when a count drops to 0).
struct ViewAccessor: Equatable {
    /// The Swift name, escaped if it needs backticks.
    var name: String
    var id: String
    /// The views with this id, in `views` order (none for a `repeat: 0` item).
    var indices: [Int]
    /// Whether the views are the copies of a `repeat` (an array, however many).
    var isArray: Bool
}

enum ViewAccessors {
    /// Members every generated type has; an id that maps to one is renamed like a collision.
    static let reservedNames: Set<String> = ["views", "framesJSON", "solution", "ir", "specPath", "screen", "init"]

    /// The accessors of `screen`'s ids and a warning for each renamed one.
    /// `repeatedIDs` are the ids written on or inside `repeat:` items: always
    /// arrays, and those with no view (`repeat: 0`) come last, in the order given.
    static func plan(_ screen: Screen, repeatedIDs: [String] = []) -> (accessors: [ViewAccessor], warnings: [Diagnostic]) {
        // The copies of a `repeat` (`chip[0]`, `chip[1]`, …) and a view whose id is
        // exactly `chip` are different views the spec names alike: two accessors,
        // never one array holding both.
        var order: [Group] = []
        var indices: [Group: [Int]] = [:]
        for (index, view) in screen.views.enumerated() {
            guard let raw = view.id else { continue }
            let base = repeatedBase(raw)
            let group = Group(id: base, copies: base != raw)
            if indices[group] == nil { order.append(group) }
            indices[group, default: []].append(index)
        }
        let repeated = Set(repeatedIDs)
        for id in repeatedIDs where indices[Group(id: id, copies: true)] == nil && indices[Group(id: id, copies: false)] == nil {
            order.append(Group(id: id, copies: true))
            indices[Group(id: id, copies: true)] = []
        }
        var used = reservedNames
        var accessors: [ViewAccessor] = []
        var warnings: [Diagnostic] = []
        var owner: [String: String] = [:]
        for group in order {
            let id = group.id, views = indices[group]!
            // A `repeat: 0` id has no view: it is named and suffixed as if it came after the last.
            let first = views.first ?? screen.views.count
            let copiesOfAPlainID = group.copies && indices[Group(id: id, copies: false)] != nil
            let described = copiesOfAPlainID ? "the copies of repeated id '\(id)'" : "id '\(id)'"
            var name = SwiftNames.propertyName(forID: id, viewIndex: first)
            if used.contains(SwiftNames.bare(name)) {
                let renamed = uniqueName(SwiftNames.bare(name) + String(first), used: used)
                let clash = owner[SwiftNames.bare(name)] ?? "a member of every generated type"
                warnings.append(Diagnostic(
                    rule: .accessorNameCollision, severity: .warning,
                    message: "\(described) \(copiesOfAPlainID ? "give" : "gives") the Swift name '\(SwiftNames.bare(name))' that \(clash) already has; generated as '\(renamed)'",
                    viewPath: views.isEmpty ? nil : screen.views[first].path, viewID: id,
                    viewIndex: views.isEmpty ? nil : first, sourceKey: "id"))
                name = renamed
            }
            used.insert(SwiftNames.bare(name))
            owner[SwiftNames.bare(name)] = described
            // An id written inside a `repeat` keeps its text on every copy: an array too,
            // unless the copies of a repeat already have that id's array.
            let insideRepeat = !group.copies && repeated.contains(id) && indices[Group(id: id, copies: true)] == nil
            let isArray = group.copies || views.count != 1 || insideRepeat
            accessors.append(ViewAccessor(name: name, id: id, indices: views, isArray: isArray))
        }
        return (accessors, warnings)
    }

    /// Views named alike: the copies of a repeat (`chip[k]`), or views whose id is exactly `id`.
    private struct Group: Hashable {
        var id: String
        var copies: Bool
    }

    /// `chip` for `chip[2]`, the id the reader gives the copies of a `repeat`.
    static func repeatedBase(_ id: String) -> String {
        guard id.hasSuffix("]"), let open = id.lastIndex(of: "["), open > id.startIndex else { return id }
        let digits = id[id.index(after: open)..<id.index(before: id.endIndex)]
        return !digits.isEmpty && digits.allSatisfy(\.isASCII) && digits.allSatisfy(\.isNumber) ? String(id[..<open]) : id
    }

    private static func uniqueName(_ base: String, used: Set<String>) -> String {
        var name = base
        while used.contains(name) { name += "_" }
        return name
    }
}
