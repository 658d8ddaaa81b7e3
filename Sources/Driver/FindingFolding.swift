import Diagnostics
import Foundation
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
            let groups = diagnostics.withUnsafeBufferPointer { group(run, of: $0) }
            guard groups.count < run.count else { continue }
            if dropped.isEmpty { dropped = [Bool](repeating: false, count: diagnostics.count) }
            // The run's findings after folding, in print order (a folded message
            // sorts by its worst copy's), then the rest of the run dropped.
            var kept = diagnostics.withUnsafeBufferPointer { items in groups.map { merge($0, of: items) } }
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

        /// The shape hashed as one block of bytes (an array hashes byte by byte,
        /// some 200 a finding), with a subset of the other fields `==` compares.
        func hash(into hasher: inout Hasher) {
            hasher.combine(end)
            hasher.combine(sourceKey)
            shape.withUnsafeBytes { hasher.combine(bytes: $0) }
        }

        /// The shapes compared as blocks too (an array's `==` compares byte by byte).
        static func == (a: Key, b: Key) -> Bool {
            guard a.end == b.end, a.sourceKey == b.sourceKey, a.devices == b.devices, a.notes == b.notes,
                  a.shape.count == b.shape.count else { return false }
            return a.shape.withUnsafeBytes { x in
                b.shape.withUnsafeBytes { y in x.count == 0 || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0 }
            }
        }
    }

    /// The indices of `run` in groups of findings that fold, in order of first
    /// appearance. The diagnostics are read in place.
    private static func group(_ run: Range<Int>, of items: UnsafeBufferPointer<Diagnostic>) -> [[Int]] {
        var groups: [[Int]] = []
        var groupOf: [Key: Int] = [:]
        for index in run {
            let diagnostic = items.baseAddress! + index
            let key = Key(end: diagnostic.pointee.range?.end, sourceKey: diagnostic.pointee.sourceKey,
                          devices: diagnostic.pointee.devices, notes: diagnostic.pointee.notes,
                          shape: shape(of: diagnostic))
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
    /// number (`12`, `-4.5`) by `#`.
    static func shape(of diagnostic: Diagnostic) -> [UInt8] {
        withUnsafePointer(to: diagnostic) { shape(of: $0) }
    }

    /// ``shape(of:)`` for a diagnostic read in place. One pass over the message's
    /// bytes, written where they are (a deferred message is not made a
    /// `String`): a folded item can have a million copies.
    private static func shape(of diagnostic: UnsafePointer<Diagnostic>) -> [UInt8] {
        let hasID = diagnostic.pointee.viewID != nil
        var id = diagnostic.pointee.viewID ?? "", path = diagnostic.pointee.viewPath ?? ""
        var out: [UInt8] = []
        id.withUTF8 { id in
            path.withUTF8 { path in
                Diagnostic.withMessageBytes(of: diagnostic) { bytes in
                    out = shape(of: bytes, id: hasID ? id : nil, path: path)
                }
            }
        }
        return out
    }

    /// `bytes` with `'id'` (when there is an id, even an empty one) or `path`
    /// (when not empty) replaced by `§`, and numbers by `#`; at each place the
    /// id is tried first.
    private static func shape(of bytes: UnsafeBufferPointer<UInt8>, id: UnsafeBufferPointer<UInt8>?,
                              path: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        func matches(_ name: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
            guard bytes.count - index >= name.count else { return false }
            guard let base = name.baseAddress, !name.isEmpty else { return true }
            return memcmp(bytes.baseAddress! + index, base, name.count) == 0
        }
        let quote = UInt8(ascii: "'")
        let section: (UInt8, UInt8) = (0xC2, 0xA7)  // "§" in UTF-8
        // A byte that is not a quote, "-", a digit or the path's first byte starts
        // nothing below: runs of them are copied in a tight loop, not tried one
        // by one against each case (~20 instructions a byte).
        let pathFirst: UInt16 = path.isEmpty ? 0x100 : UInt16(path[0])
        func isPlain(_ byte: UInt8) -> Bool {
            byte != quote && byte != UInt8(ascii: "-") && byte &- UInt8(ascii: "0") > 9 && UInt16(byte) != pathFirst
        }
        // Each name (at least one byte) becomes two, anything else at most one:
        // twice the message's length is room enough.
        return [UInt8](unsafeUninitializedCapacity: 2 * bytes.count) { out, written in
            var count = 0
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if isPlain(byte) {
                    out[count] = byte
                    count += 1
                    index += 1
                    while index < bytes.count, isPlain(bytes[index]) {
                        out[count] = bytes[index]
                        count += 1
                        index += 1
                    }
                    continue
                }
                if byte == quote, let id, bytes.count - index >= id.count + 2, matches(id, at: index + 1),
                   bytes[index + 1 + id.count] == quote {
                    (out[count], out[count + 1]) = section
                    count += 2
                    index += id.count + 2
                    continue
                }
                if !path.isEmpty, byte == path[0], matches(path, at: index) {
                    (out[count], out[count + 1]) = section
                    count += 2
                    index += path.count
                    continue
                }
                if let end = MessageNumbers.end(ofNumberAt: index, in: bytes) {
                    out[count] = UInt8(ascii: "#")
                    count += 1
                    index = end
                    continue
                }
                out[count] = byte
                count += 1
                index += 1
            }
            written = count
        }
    }

    /// One finding for the diagnostics at `members` (one when there is one),
    /// read in place: only the worst copy is copied out.
    private static func merge(_ members: [Int], of items: UnsafeBufferPointer<Diagnostic>) -> Diagnostic {
        guard members.count > 1 else { return items[members[0]] }
        // The worst copy: the largest measure, the first (in print order) on ties.
        var worst = members[0]
        for member in members.dropFirst() {
            // Worse by more than the messages' 4 decimals show: floating-point noise
            // between copies must not pick a copy in the middle.
            if let measure = items[member].measure, measure > (items[worst].measure ?? -.infinity) + 1e-4 {
                worst = member
            }
        }
        let ordered = members.sorted { (items[$0].viewIndex ?? 0) < (items[$1].viewIndex ?? 0) }
        let paths = ordered.map { items[$0].viewPath ?? "" }
        let worstView = items[worst].viewIndex
        let others = ordered.filter { items[$0].viewIndex != worstView }.map { items[$0].viewPath ?? "" }
        var folded = items[worst]
        folded.message = folded.message + "; " + copiesText(others, items: paths.allSatisfy(isFlowItemPath))
        folded.foldedPaths = paths
        return folded
    }

    /// Whether a view path goes through a flow's `items` (`…/items/3`).
    private static func isFlowItemPath(_ path: String) -> Bool {
        let segment: StaticString = "/items/"
        var path = path
        return path.withUTF8 { bytes in
            guard bytes.count >= segment.utf8CodeUnitCount else { return false }
            for start in 0...(bytes.count - segment.utf8CodeUnitCount)
                where memcmp(bytes.baseAddress! + start, segment.utf8Start, segment.utf8CodeUnitCount) == 0 {
                return true
            }
            return false
        }
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
