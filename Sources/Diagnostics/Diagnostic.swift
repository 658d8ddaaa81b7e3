/// One problem found in a spec: what, where, how bad, and about which view.
///
/// Diagnostics are values: collected, sorted and de-duplicated by the driver,
/// never thrown. Producers that cannot know positions (the solver and the
/// validation rules) fill `viewIndex` and `sourceKey`; the driver resolves
/// them to a `range` through the spec's source map.
public struct Diagnostic: Hashable, Sendable {
    /// The stable rule id.
    public var rule: RuleID
    /// Error, warning or note.
    public var severity: Severity
    /// Lowercase, no trailing period, says what was expected. A deferred
    /// message (``DeferredMessage``) is formatted each time this is read; the
    /// printers use ``withMessageBytes(_:)`` instead.
    public var message: String {
        get {
            switch storedMessage {
            case .text(let text): return text
            case .utf8(let bytes): return String(decoding: bytes, as: UTF8.self)
            case .deferred:
                var text = ""
                withMessageBytes { text = String(decoding: $0, as: UTF8.self) }
                return text
            }
        }
        set { storedMessage = .text(newValue) }
    }
    var storedMessage: MessageStorage
    /// The file the diagnostic is about, as the user named it.
    public var file: String?
    /// Where in the file; `nil` only for whole-file problems of unreadable files.
    public var range: SourceRange?
    /// The view's path (`root/children/2`), when the diagnostic is about a view.
    public var viewPath: String?
    /// The view's `id`, when it has one.
    public var viewID: String?
    /// Index of the view in the screen's flat view list (set by the solver and
    /// validation rules, used to find a source range).
    public var viewIndex: Int?
    /// The key of the view whose source range should be reported
    /// (`place`, `frame`, `hitInsets`, `placeholder.location`…); `nil` for the view itself.
    public var sourceKey: String?
    /// The devices (`iphone-15-pro/landscape`) on which the finding occurs, when it
    /// was checked on several.
    public var devices: [String]
    /// Extra explanations attached to the diagnostic.
    public var notes: [String]
    /// How far the finding is from passing, in the rule's own unit (points
    /// short, points outside), larger being worse; `nil` when the rule measures
    /// nothing. Folding quotes the copy with the largest.
    public var measure: Double? = nil
    /// For one finding standing for the same finding on many copies of one spec
    /// node (the copies of a `repeat`): every copy's view path, in view order.
    /// Empty for a finding about one view.
    public var foldedPaths: [String] = []
    /// For a finding in an Interface Builder file: the IB object id it is about
    /// (`8bC-Xf-vdC`), its element's or else its nearest ancestor's. Set by `lint`
    /// for the machine reporters (Docs/InterfaceBuilder.md#findings-a-team-can-act-on).
    public var object: String? = nil

    public init(
        rule: RuleID, severity: Severity, message: String,
        file: String? = nil, range: SourceRange? = nil,
        viewPath: String? = nil, viewID: String? = nil,
        viewIndex: Int? = nil, sourceKey: String? = nil,
        devices: [String] = [], notes: [String] = []
    ) {
        self.rule = rule
        self.severity = severity
        self.storedMessage = .text(message)
        self.file = file
        self.range = range
        self.viewPath = viewPath
        self.viewID = viewID
        self.viewIndex = viewIndex
        self.sourceKey = sourceKey
        self.devices = devices
        self.notes = notes
    }

    /// A finding about a view whose message is already written as UTF-8 bytes
    /// (`messageUTF8` must be valid UTF-8: it is not checked, and is printed as
    /// it is). Kept as bytes, so that a rule with 100,000 findings does not pay
    /// for `String`'s check of every byte; ``message`` makes the `String` when read.
    public init(rule: RuleID, severity: Severity, messageUTF8: [UInt8],
                viewPath: String?, viewID: String?, viewIndex: Int?, sourceKey: String? = nil) {
        self.init(rule: rule, severity: severity, storedMessage: .utf8(messageUTF8),
                  viewPath: viewPath, viewID: viewID, viewIndex: viewIndex, sourceKey: sourceKey)
    }

    /// A finding about a view whose message is formatted only when printed.
    public init(rule: RuleID, severity: Severity, deferredMessage: DeferredMessage,
                viewPath: String?, viewID: String?, viewIndex: Int?, sourceKey: String? = nil) {
        self.init(rule: rule, severity: severity, storedMessage: .deferred(deferredMessage),
                  viewPath: viewPath, viewID: viewID, viewIndex: viewIndex, sourceKey: sourceKey)
    }

    /// A finding about a view, no devices or notes, its message stored as given.
    init(rule: RuleID, severity: Severity, storedMessage: MessageStorage,
         viewPath: String?, viewID: String?, viewIndex: Int?, sourceKey: String?) {
        self.rule = rule
        self.severity = severity
        self.storedMessage = storedMessage
        self.viewPath = viewPath
        self.viewID = viewID
        self.viewIndex = viewIndex
        self.sourceKey = sourceKey
        self.devices = []
        self.notes = []
    }

    /// Shorthand for an error.
    public static func error(_ rule: RuleID, _ message: String, at range: SourceRange? = nil) -> Diagnostic {
        Diagnostic(rule: rule, severity: .error, message: message, range: range)
    }

    /// Shorthand for a warning.
    public static func warning(_ rule: RuleID, _ message: String, at range: SourceRange? = nil) -> Diagnostic {
        Diagnostic(rule: rule, severity: .warning, message: message, range: range)
    }
}

extension Diagnostic {
    // Equal and hashed by what they say: a deferred message as its text.
    public static func == (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        withUnsafePointer(to: lhs) { l in withUnsafePointer(to: rhs) { r in equal(l, r) } }
    }

    /// `==` of two diagnostics read in place (taken out of an array by value
    /// for `==`, each is copied: five strings and arrays retained and released).
    /// Messages compare as text, deferred ones formatted into bytes, not `String`s.
    static func equal(_ l: UnsafePointer<Diagnostic>, _ r: UnsafePointer<Diagnostic>) -> Bool {
        l.pointee.rule == r.pointee.rule && l.pointee.severity == r.pointee.severity
            && l.pointee.range == r.pointee.range && l.pointee.file == r.pointee.file
            && l.pointee.viewPath == r.pointee.viewPath && l.pointee.viewID == r.pointee.viewID
            && l.pointee.viewIndex == r.pointee.viewIndex && l.pointee.sourceKey == r.pointee.sourceKey
            && l.pointee.devices == r.pointee.devices && l.pointee.notes == r.pointee.notes
            && l.pointee.measure == r.pointee.measure && l.pointee.foldedPaths == r.pointee.foldedPaths
            && l.pointee.object == r.pointee.object
            && messageOrder(l, r) == nil
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(rule)
        hasher.combine(severity)
        withMessageBytes { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        hasher.combine(file)
        hasher.combine(range)
        hasher.combine(viewPath)
        hasher.combine(viewID)
        hasher.combine(viewIndex)
        hasher.combine(sourceKey)
        hasher.combine(devices)
        hasher.combine(notes)
        hasher.combine(measure)
        hasher.combine(foldedPaths)
    }

    /// Whether the two messages are equal as `String`s (`a.message == b.message`),
    /// read as bytes where the diagnostics lie: no `String` is made of a
    /// deferred message or one kept as bytes.
    public static func messagesEqual(_ a: UnsafePointer<Diagnostic>, _ b: UnsafePointer<Diagnostic>) -> Bool {
        messageOrder(a, b) == nil
    }

    /// The messages compared as `String`s compare them: `nil` when they are
    /// equal, else whether `a`'s comes first. Read as bytes (``MessageOrder``),
    /// deferred messages formatted into scratch buffers, not made `String`s.
    static func messageOrder(_ a: UnsafePointer<Diagnostic>, _ b: UnsafePointer<Diagnostic>,
                             aBelow: Bool? = nil, bBelow: Bool? = nil) -> Bool? {
        var order: Bool?
        withMessageBytes(of: a) { left in
            withMessageBytes(of: b) { right in
                order = MessageOrder.compare(left, right, aBelow: aBelow, bBelow: bBelow)
            }
        }
        return order
    }

    /// The deterministic order every front end prints in: file, position, severity,
    /// rule, message, view path; the remaining fields break ties, so the order is
    /// total and equal diagnostics end up next to each other.
    public static func sortedOrder(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
        withUnsafePointer(to: lhs) { l in withUnsafePointer(to: rhs) { r in sortedOrder(l, r) } }
    }

    /// ``sortedOrder(_:_:)`` of two diagnostics read in place (an array's
    /// elements through its buffer): passing them by value copies each one,
    /// a retain of every string and array in it, on every comparison of a sort.
    static func sortedOrder(_ lhs: UnsafePointer<Diagnostic>, _ rhs: UnsafePointer<Diagnostic>) -> Bool {
        // Positions first, compared as integers: they tell most pairs apart, and
        // strings are only touched when they do not. The order is the same as
        // comparing (file, line, column) tuples, the file first.
        if leadingFieldsPrecede(lhs, rhs) { return true }
        if leadingFieldsPrecede(rhs, lhs) { return false }
        return orderAfterLeadingFields(lhs, rhs)
    }

    /// ``sortedOrder(_:_:)`` of two diagnostics whose file, start, severity
    /// and rule are equal: the message, then the remaining fields.
    /// `lBelow` and `rBelow`: ``MessageOrder/isBelowCombiningMarks(_:)`` of each
    /// message where the caller knows it (`nil`: read from the bytes).
    static func orderAfterLeadingFields(_ l: UnsafePointer<Diagnostic>, _ r: UnsafePointer<Diagnostic>,
                                        lBelow: Bool? = nil, rBelow: Bool? = nil) -> Bool {
        if let order = messageOrder(l, r, aBelow: lBelow, bBelow: rBelow) { return order }
        // Fields read where they lie: `let lhs = l.pointee` would copy the whole
        // diagnostic (a retain and release of each string and array in it) on
        // every comparison of tied findings.
        if l.pointee.viewPath != r.pointee.viewPath { return (l.pointee.viewPath ?? "") < (r.pointee.viewPath ?? "") }
        let lEnd = (l.pointee.range?.end.line ?? 0, l.pointee.range?.end.column ?? 0)
        let rEnd = (r.pointee.range?.end.line ?? 0, r.pointee.range?.end.column ?? 0)
        if lEnd != rEnd { return lEnd < rEnd }
        if l.pointee.viewID != r.pointee.viewID { return (l.pointee.viewID ?? "") < (r.pointee.viewID ?? "") }
        if l.pointee.viewIndex != r.pointee.viewIndex { return (l.pointee.viewIndex ?? -1) < (r.pointee.viewIndex ?? -1) }
        if l.pointee.sourceKey != r.pointee.sourceKey { return (l.pointee.sourceKey ?? "") < (r.pointee.sourceKey ?? "") }
        if l.pointee.devices != r.pointee.devices { return l.pointee.devices.lexicographicallyPrecedes(r.pointee.devices) }
        return l.pointee.notes.lexicographicallyPrecedes(r.pointee.notes)
    }

    /// Whether `a`'s file, start, severity and rule come strictly before `b`'s,
    /// as ``DiagnosticSortKey`` orders them.
    static func leadingFieldsPrecede(_ a: UnsafePointer<Diagnostic>, _ b: UnsafePointer<Diagnostic>) -> Bool {
        if let fileOrder = compare(a.pointee.file, b.pointee.file) { return fileOrder }
        let aStart = (a.pointee.range?.start.line ?? 0, a.pointee.range?.start.column ?? 0)
        let bStart = (b.pointee.range?.start.line ?? 0, b.pointee.range?.start.column ?? 0)
        if aStart != bStart { return aStart < bStart }
        if a.pointee.severity != b.pointee.severity { return a.pointee.severity < b.pointee.severity }
        return a.pointee.rule < b.pointee.rule
    }

    /// `(a ?? "") < (b ?? "")` when the two differ, `nil` when they are equal;
    /// without making the empty strings (a sort calls this ~n log n times).
    @inline(__always)
    private static func compare(_ a: String?, _ b: String?) -> Bool? {
        switch (a, b) {
        case (nil, nil): return nil
        case (let a?, nil): return a.isEmpty ? nil : false
        case (nil, let b?): return b.isEmpty ? nil : true
        case (let a?, let b?): return a == b ? nil : a < b
        }
    }
}

extension Array where Element == Diagnostic {
    /// Sorted in the deterministic print order, exact duplicates removed. The
    /// order is total, so duplicates are neighbours: no hashing of every message
    /// (a 100,000-item collection can have 100,000 findings).
    public func sortedAndUnique() -> [Diagnostic] {
        var unique = self
        unique.sortAndUnique()
        return unique
    }

    /// Whether each diagnostic's leading fields in the print order (file, start,
    /// severity, rule: ``DiagnosticSortKey``'s) come strictly after the one
    /// before's. Then the list is sorted and unique, and no two diagnostics lie
    /// at one place. Compared neighbour by neighbour where they lie: no keys, no
    /// copies; the first pair out of order ends it.
    public var leadingFieldsStrictlyIncrease: Bool {
        withUnsafeBufferPointer { items in
            guard let first = items.baseAddress else { return true }
            for index in items.indices.dropFirst() where !Diagnostic.leadingFieldsPrecede(first + index - 1, first + index) {
                return false
            }
            return true
        }
    }

    /// Whether the list is in print order (``Diagnostic/sortedOrder(_:_:)``)
    /// with no two equal diagnostics side by side: what ``sortAndUnique()``
    /// would leave as it is. Neighbours are compared where they lie, by their
    /// leading fields, and by their messages and the rest only when those are
    /// equal (findings about the copies of a repeated view share their place).
    public var isSortedAndUnique: Bool {
        withUnsafeBufferPointer { items in
            guard let first = items.baseAddress else { return true }
            for index in items.indices.dropFirst() {
                let a = first + index - 1, b = first + index
                if Diagnostic.leadingFieldsPrecede(a, b) { continue }
                if Diagnostic.leadingFieldsPrecede(b, a) { return false }
                if Diagnostic.orderAfterLeadingFields(a, b) { continue }
                // Not before: after, or as equal in the order (then the sort keeps them as they
                // are, and only an exact duplicate is removed).
                if Diagnostic.orderAfterLeadingFields(b, a) || Diagnostic.equal(a, b) { return false }
            }
            return true
        }
    }

    /// Sorts in place in the deterministic print order and removes exact
    /// duplicates, moving the diagnostics instead of copying them (a copy
    /// retains seven strings and arrays).
    public mutating func sortAndUnique() {
        // Sorted, and no two neighbours equal: sorting again after folding, or a
        // list from a compile, is then one look at each pair of neighbours.
        guard count > 1, !isSortedAndUnique else { return }
        // The same sort, of positions: the diagnostics are compared where they lie
        // (by integer keys first, the full order only on ties) and then moved once,
        // along the permutation's cycles. The order is total, so the result is the
        // stable sort's.
        let keys = withUnsafeBufferPointer { DiagnosticSortKey.keys($0) }
        var order = [Int](indices)
        materializeTiedMessages(keys: keys)
        // Whether each text message lies below the combining marks, read once here
        // rather than from both messages on each of the n log n comparisons of ties
        // (copies of a repeated chip share a place; a third of a findings-heavy sort).
        let below = withUnsafeBufferPointer { items in
            items.indices.map { Self.messageBelowCombiningMarks(items.baseAddress! + $0) }
        }
        withUnsafeBufferPointer { items in
            let base = items.baseAddress!
            keys.withUnsafeBufferPointer { keys in
                below.withUnsafeBufferPointer { below in
                    order.sort { a, b in
                        if keys[a] != keys[b] { return keys[a] < keys[b] }
                        // Equal keys: equal file, start, severity and rule.
                        return Diagnostic.orderAfterLeadingFields(base + a, base + b, lBelow: below[a], rBelow: below[b])
                    }
                }
            }
        }
        let kept = withUnsafeMutableBufferPointer { items -> Int in
            var placed = [Bool](repeating: false, count: items.count)
            for start in items.indices where !placed[start] {
                // Position `current` takes the diagnostic at `order[current]`; the one it
                // held travels along the cycle until the cycle's last position takes it.
                placed[start] = true
                var current = start
                while order[current] != start {
                    let next = order[current]
                    items.swapAt(current, next)
                    placed[next] = true
                    current = next
                }
            }
            // Equal diagnostics are neighbours now: keep the first of each run. Different
            // keys mean different diagnostics, so most pairs are told apart by their keys.
            var kept = 1
            var keptKey = keys[order[0]]
            for index in 1..<items.count {
                let key = keys[order[index]]
                if key == keptKey, Diagnostic.equal(items.baseAddress! + index, items.baseAddress! + kept - 1) { continue }
                if index != kept { items.swapAt(index, kept) }
                keptKey = key
                kept += 1
            }
            return kept
        }
        removeSubrange(kept...)
    }

    /// ``MessageOrder/isBelowCombiningMarks(_:)`` of a text message; `nil` for a
    /// deferred one (left to be read when compared: formatting it costs more).
    private static func messageBelowCombiningMarks(_ diagnostic: UnsafePointer<Diagnostic>) -> Bool? {
        switch diagnostic.pointee.storedMessage {
        case .text(let text): return text.utf8.withContiguousStorageIfAvailable(MessageOrder.isBelowCombiningMarks)
        case .utf8(let bytes): return bytes.withUnsafeBufferPointer(MessageOrder.isBelowCombiningMarks)
        case .deferred: return nil
        }
    }

    /// Makes text of the deferred messages of diagnostics whose sort keys are
    /// shared, once each: the order compares their messages, and formatting both
    /// sides of each comparison would cost n log n formattings (the copies of a
    /// repeated chip share a position). Other deferred messages stay deferred.
    private mutating func materializeTiedMessages(keys: [DiagnosticSortKey]) {
        // Through the buffer: `contains` would copy each diagnostic.
        guard withUnsafeBufferPointer({ items in items.indices.contains { items[$0].hasDeferredMessage } }) else { return }
        var byKey = [Int](indices)
        keys.withUnsafeBufferPointer { keys in byKey.sort { keys[$0] < keys[$1] } }
        withUnsafeMutableBufferPointer { items in
            var start = 0
            while start < byKey.count {
                var end = start + 1
                while end < byKey.count, keys[byKey[end]] == keys[byKey[start]] { end += 1 }
                if end - start > 1 {
                    for index in byKey[start..<end] where items[index].hasDeferredMessage {
                        // As bytes: a `String` would check each byte of what the format wrote.
                        var bytes: [UInt8] = []
                        Diagnostic.withMessageBytes(of: UnsafePointer(items.baseAddress! + index)) { written in
                            bytes = [UInt8](written)
                        }
                        items[index].storedMessage = .utf8(bytes)
                    }
                }
                start = end
            }
        }
    }

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool {
        // Through the buffer: `contains` would copy each diagnostic (seven retains).
        withUnsafeBufferPointer { items in items.indices.contains { items[$0].severity == .error } }
    }
}
