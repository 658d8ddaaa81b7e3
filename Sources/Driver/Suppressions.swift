import Diagnostics
import LayoutIR

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Findings the author chose not to see: a view's `suppress: [rule-id]`, which
/// covers the view and its subviews, and a `# layoutc:disable-next-line rule-id`
/// comment, which covers diagnostics on the line after it.
struct Suppressions {
    /// Rule ids disabled for each line (1-based) by the comment above it; an empty
    /// set disables every rule.
    private var lineRules: [Int: Set<String>] = [:]

    static let directive = "layoutc:disable-next-line"

    /// Finds the comments with `memchr` over the bytes: most files have none, and
    /// splitting a big file into lines just to look would cost more than the compile.
    init(source: SourceText) {
        let directive = Array(Self.directive.utf8)
        source.bytes.withUnsafeBufferPointer { bytes in
            guard let base = bytes.baseAddress else { return }
            var offset = 0
            var line = 1
            var lineCountedTo = 0
            while offset < bytes.count,
                  let found = memchr(base + offset, Int32(UInt8(ascii: "#")), bytes.count - offset) {
                let hash = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                offset = hash + 1
                var start = offset
                while start < bytes.count, bytes[start] == UInt8(ascii: " ") { start += 1 }
                guard bytes.count - start >= directive.count,
                      directive.indices.allSatisfy({ bytes[start + $0] == directive[$0] }) else { continue }
                line += LineBreaks.count(in: bytes, from: lineCountedTo, to: hash)
                lineCountedTo = hash
                var end = start + directive.count
                let rulesStart = end
                while end < bytes.count, bytes[end] != UInt8(ascii: "\n"), bytes[end] != UInt8(ascii: "\r") { end += 1 }
                let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[rulesStart..<end]), as: UTF8.self)
                let rules = text.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
                lineRules[line + 1] = Set(rules)
                offset = end
            }
        }
    }
    /// The rule ids named by `disable-next-line` comments, with their lines, so
    /// unknown ids can be reported.
    var namedRules: [(line: Int, rule: String)] {
        lineRules.sorted { $0.key < $1.key }.flatMap { line, rules in rules.sorted().map { (line - 1, $0) } }
    }

    /// Removes the suppressed diagnostics, keeping the order of the others.
    /// In place: the survivors are moved, not copied (a copy of a diagnostic
    /// retains seven strings and arrays). A file without any `suppress:` list or
    /// `disable-next-line` comment (most files) costs one pass over the views.
    func removeSuppressed(from diagnostics: inout [Diagnostic], views: [ViewSpec]?) {
        let covered = Self.viewsUnderSuppressLists(views)
        guard !lineRules.isEmpty || covered != nil else { return }
        let kept = diagnostics.withUnsafeMutableBufferPointer { items -> Int in
            var kept = 0
            for index in items.indices
            where !suppresses(rule: items[index].rule, line: items[index].range?.start.line,
                              viewIndex: items[index].viewIndex, views: views, covered: covered) {
                if index != kept { items.swapAt(index, kept) }
                kept += 1
            }
            return kept
        }
        diagnostics.removeSubrange(kept...)
    }

    /// Whether `diagnostic` is suppressed by a comment or by a `suppress:` list on
    /// its view or one of the view's ancestors.
    func suppresses(_ diagnostic: Diagnostic, views: [ViewSpec]?) -> Bool {
        suppresses(rule: diagnostic.rule, line: diagnostic.range?.start.line, viewIndex: diagnostic.viewIndex,
                   views: views, covered: Self.viewsUnderSuppressLists(views))
    }

    /// For each view, whether it or an ancestor has a `suppress:` list; `nil` when
    /// no view has one, so that diagnostics need not walk their ancestors.
    static func viewsUnderSuppressLists(_ views: [ViewSpec]?) -> [Bool]? {
        guard let views else { return nil }
        return subtrees(of: views) { !$0.suppress.isEmpty }
    }

    /// For each view, whether it or an ancestor is `marked`; `nil` when none
    /// is. Pre-order: a parent comes before its children, so one pass
    /// inherits. A parent after its child (never made by the reader) is taken
    /// as marked.
    static func subtrees(of views: [ViewSpec], marked: (ViewSpec) -> Bool, alsoMarked: [Int] = []) -> [Bool]? {
        var covered: [Bool]?
        for index in views.indices where marked(views[index]) {
            if covered == nil { covered = [Bool](repeating: false, count: views.count) }
            covered![index] = true
        }
        for index in alsoMarked where views.indices.contains(index) {
            if covered == nil { covered = [Bool](repeating: false, count: views.count) }
            covered![index] = true
        }
        guard var covered else { return nil }
        for index in views.indices where !covered[index] {
            if let parent = views[index].parent, parent >= index || covered[parent] { covered[index] = true }
        }
        return covered
    }

    /// The check behind ``suppresses(_:views:)``, from the fields it reads (the
    /// caller need not copy the diagnostic).
    private func suppresses(rule: RuleID, line: Int?, viewIndex: Int?, views: [ViewSpec]?, covered: [Bool]?) -> Bool {
        if let line, let rules = lineRules[line] {
            if rules.isEmpty || rules.contains(rule.rawValue) { return true }
        }
        guard let views, let covered, var index = viewIndex, index < views.count, covered[index] else { return false }
        while true {
            if views[index].suppress.contains(rule.rawValue) { return true }
            guard let parent = views[index].parent else { return false }
            index = parent
        }
    }
}
