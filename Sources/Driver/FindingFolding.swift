import Diagnostics
import LayoutIR

/// Folds the findings one mistake in the spec makes on many views into one
/// finding at the spec node.
///
/// The copies of a `repeat` (and the items a flow makes from one `itemSize`)
/// share their spec node, so a rule finds the same problem on each at the same
/// place: a 32-pt chip repeated 1,000 times would otherwise be 1,000 identical
/// warnings. Findings fold when they have the same file, range, severity,
/// rule and source key, are about views, and their messages are the same once
/// the view's own name and every number are blanked (`'chip[3]'` and
/// `'chip[4]'`, `items/3` and `items/4`, and the measurements differ only
/// there). The folded finding is the worst copy's
/// (largest ``Diagnostic/measure``, else the first), its message ending with
/// the count and the first few other copies, and ``Diagnostic/foldedPaths``
/// listing every copy. Findings that differ in rule, kind of message or place
/// in the spec are never merged.
enum FindingFolding {
    /// Copies named in the message besides the one quoted; the rest are counted
    /// (and listed in ``Diagnostic/foldedPaths``).
    static let namedCopies = 3

    /// Folds `diagnostics`, sorted in print order (``Array/sortAndUnique()``),
    /// in place; the order stays the print order.
    static func fold(_ diagnostics: inout [Diagnostic]) {
        guard diagnostics.count > 1 else { return }
        // Changed in place: copying 100,000 diagnostics into a new array retains
        // seven fields each, and most runs have one diagnostic.
        var dropped: [Bool] = []
        for run in runs(diagnostics) {
            let groups = group(diagnostics[run])
            guard groups.count < run.count else { continue }
            if dropped.isEmpty { dropped = [Bool](repeating: false, count: diagnostics.count) }
            // The run's findings after folding, in print order (a folded message
            // sorts by its worst copy's), then the rest of the run dropped.
            var kept = groups.map { merge($0.map { diagnostics[$0] }) }
            kept.sort(by: Diagnostic.sortedOrder)
            for (offset, diagnostic) in kept.enumerated() { diagnostics[run.lowerBound + offset] = diagnostic }
            for index in (run.lowerBound + kept.count)..<run.upperBound { dropped[index] = true }
        }
        guard !dropped.isEmpty else { return }
        let kept = diagnostics.withUnsafeMutableBufferPointer { items -> Int in
            var kept = 0
            for index in items.indices where !dropped[index] {
                if index != kept { items.swapAt(index, kept) }
                kept += 1
            }
            return kept
        }
        diagnostics.removeSubrange(kept...)
    }

    /// The runs of two or more findings about views with the same file, start,
    /// severity and rule: the fields print order sorts by first, so the
    /// candidates for folding are neighbours. Read through the buffer (taking
    /// each diagnostic out of the array would copy it).
    private static func runs(_ diagnostics: [Diagnostic]) -> [Range<Int>] {
        diagnostics.withUnsafeBufferPointer { items in
            var runs: [Range<Int>] = []
            var start = 0
            while start < items.count {
                var end = start + 1
                while end < items.count, items[start].viewIndex != nil, items[end].viewIndex != nil,
                      items[start].range?.start == items[end].range?.start, items[start].rule == items[end].rule,
                      items[start].severity == items[end].severity, items[start].file == items[end].file {
                    end += 1
                }
                if end - start > 1 { runs.append(start..<end) }
                start = end
            }
            return runs
        }
    }

    /// What must be equal for two findings at one start to fold.
    private struct Key: Hashable {
        var end: SourceLocation?
        var sourceKey: String?
        var devices: [String]
        var notes: [String]
        var shape: [UInt8]
    }

    /// The indices of `run` in groups of findings that fold, in order of first appearance.
    private static func group(_ run: ArraySlice<Diagnostic>) -> [[Int]] {
        var groups: [[Int]] = []
        var groupOf: [Key: Int] = [:]
        for index in run.indices {
            let diagnostic = run[index]
            let key = Key(end: diagnostic.range?.end, sourceKey: diagnostic.sourceKey, devices: diagnostic.devices,
                          notes: diagnostic.notes, shape: shape(of: diagnostic))
            if let group = groupOf[key] {
                groups[group].append(index)
            } else {
                groupOf[key] = groups.count
                groups.append([index])
            }
        }
        return groups
    }

    /// The kind of message: its bytes with the view's own name (its quoted id,
    /// which differs from copy to copy, or its path) replaced by `§` and every
    /// number (`12`, `-4.5`) by `#`. One pass over the bytes: a folded item can
    /// have a million copies.
    static func shape(of diagnostic: Diagnostic) -> [UInt8] {
        let names = [diagnostic.viewID.map { Array("'\($0)'".utf8) }, diagnostic.viewPath.map { Array($0.utf8) }]
            .compactMap { $0 }.filter { !$0.isEmpty }
        var message = diagnostic.message
        return message.withUTF8 { bytes in
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count)
            var index = 0
            func isDigit(_ at: Int) -> Bool { at < bytes.count && bytes[at] >= 0x30 && bytes[at] <= 0x39 }
            scan: while index < bytes.count {
                for name in names where bytes.count - index >= name.count && bytes[index] == name[0] {
                    if name.indices.allSatisfy({ bytes[index + $0] == name[$0] }) {
                        out.append(contentsOf: "§".utf8)
                        index += name.count
                        continue scan
                    }
                }
                if isDigit(index) || (bytes[index] == UInt8(ascii: "-") && isDigit(index + 1)) {
                    index += 1
                    while isDigit(index) || (index < bytes.count && bytes[index] == UInt8(ascii: ".")) { index += 1 }
                    out.append(UInt8(ascii: "#"))
                    continue
                }
                out.append(bytes[index])
                index += 1
            }
            return out
        }
    }

    /// One finding for `members` (one when there is one).
    private static func merge(_ members: [Diagnostic]) -> Diagnostic {
        guard members.count > 1 else { return members[0] }
        // The worst copy: the largest measure, the first (in print order) on ties.
        var worst = members[0]
        for member in members.dropFirst() {
            // Worse by more than the messages' 4 decimals show: floating-point noise
            // between copies must not pick a copy in the middle.
            if let measure = member.measure, measure > (worst.measure ?? -.infinity) + 1e-4 { worst = member }
        }
        let ordered = members.sorted { ($0.viewIndex ?? 0) < ($1.viewIndex ?? 0) }
        let paths = ordered.map { $0.viewPath ?? "" }
        let others = ordered.filter { $0.viewIndex != worst.viewIndex }.map { $0.viewPath ?? "" }
        var folded = worst
        folded.message = worst.message + "; " + copiesText(others, items: paths.allSatisfy { $0.contains("/items/") })
        folded.foldedPaths = paths
        return folded
    }

    /// The collection whose `flow.itemSize` a `hit-target-too-small` finding is
    /// about: the view is a flow item with no `size` of its own and no
    /// `hitInsets` or transform changing its hit area, so the size it is too
    /// small by is the collection's `itemSize`. `nil` for any other finding.
    static func itemSizeOwner(of diagnostic: Diagnostic, in screen: Screen) -> Int? {
        guard diagnostic.rule == .hitTargetTooSmall, diagnostic.sourceKey == nil, let index = diagnostic.viewIndex,
              index < screen.views.count, case .flowItem(let section, let item) = screen.views[index].role,
              let collection = screen.views[index].parent, let flow = screen.views[collection].flow,
              section < flow.sections.count, item < flow.sections[section].itemSizes.count,
              flow.sections[section].itemSizes[item] == nil,
              screen.views[index].hitInsets == .zero, screen.views[index].transform == .identity
        else { return nil }
        return collection
    }

    /// `and 999 more copies of this item: a, b, c … z`.
    static func copiesText(_ others: [String], items: Bool) -> String {
        let noun = items ? (others.count == 1 ? "copy of this item" : "copies of this item")
            : (others.count == 1 ? "view made from this node" : "views made from this node")
        var named = others.prefix(namedCopies).joined(separator: ", ")
        if others.count > namedCopies + 1 {
            named += " … " + others[others.count - 1]
        } else if others.count == namedCopies + 1 {
            named += ", " + others[others.count - 1]
        }
        return "and \(others.count) more \(noun): \(named)"
    }
}
