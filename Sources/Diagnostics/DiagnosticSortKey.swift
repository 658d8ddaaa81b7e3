/// The leading fields of ``Diagnostic/sortedOrder(_:_:)`` as integers: file,
/// line, column, severity and rule, the files and rules replaced by their ranks
/// among the values present. Sorting 100,000 findings compares these instead of
/// the diagnostics, which a generic sort copies (seven retains a copy).
struct DiagnosticSortKey: Comparable {
    var file: Int32
    var severity: Int8
    var rule: Int32
    var line: Int
    var column: Int

    static func < (a: Self, b: Self) -> Bool {
        if a.file != b.file { return a.file < b.file }
        if a.line != b.line { return a.line < b.line }
        if a.column != b.column { return a.column < b.column }
        if a.severity != b.severity { return a.severity < b.severity }
        return a.rule < b.rule
    }

    /// One key per diagnostic. Keys compare as ``Diagnostic/sortedOrder(_:_:)``
    /// does on those fields, so that a different key means a different diagnostic
    /// and equal keys leave the order to the remaining fields.
    static func keys(_ items: UnsafeBufferPointer<Diagnostic>) -> [DiagnosticSortKey] {
        // The order treats a missing file as "". Fields read in place: `items.map`
        // would copy each diagnostic out (five retains and releases).
        let files = Ranks(items.indices.map { items[$0].file ?? "" })
        let rules = Ranks(items.indices.map { items[$0].rule.rawValue })
        return items.indices.map { index in
            let range = items[index].range
            return DiagnosticSortKey(
                file: files.ranks[index], severity: severityRank(items[index].severity), rule: rules.ranks[index],
                line: range?.start.line ?? 0, column: range?.start.column ?? 0)
        }
    }

    private static func severityRank(_ severity: Severity) -> Int8 {
        switch severity {
        case .error: 0
        case .warning: 1
        case .note: 2
        }
    }

    /// Each value's rank among the distinct values, in `<` order. Findings mostly
    /// share their file and rule with the one before: that case costs one `==`
    /// (a pointer comparison for the same string), not a hash.
    private struct Ranks {
        var ranks: [Int32]

        init(_ values: [String]) {
            var distinct: [String: Int32] = [:]
            var numbers = [Int32](repeating: 0, count: values.count)
            var previous: (value: String, number: Int32)?
            for (index, value) in values.enumerated() {
                if let previous, previous.value == value {
                    numbers[index] = previous.number
                    continue
                }
                let number = distinct[value] ?? {
                    let next = Int32(distinct.count)
                    distinct[value] = next
                    return next
                }()
                numbers[index] = number
                previous = (value, number)
            }
            // Number → rank: the distinct values sorted.
            var rankOf = [Int32](repeating: 0, count: distinct.count)
            for (rank, entry) in distinct.sorted(by: { $0.key < $1.key }).enumerated() {
                rankOf[Int(entry.value)] = Int32(rank)
            }
            ranks = numbers.map { rankOf[Int($0)] }
        }
    }
}
