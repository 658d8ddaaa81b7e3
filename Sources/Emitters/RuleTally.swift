import Diagnostics

/// The line after a long run of text diagnostics that says what they were, rule
/// by rule: `98,346 hit-target-too-small · 452 hit-area-outside-parent`. A person
/// scrolling back through a CI log sees the shape of the problem at once.
public struct RuleTally {
    /// More diagnostics than this (about a screenful) get the line.
    public static let threshold = 20

    private var counts: [RuleID: Int] = [:]
    /// The rule of the diagnostics counted last and how many in a row, not yet
    /// in `counts`: findings come in runs of one rule, and hashing a rule id for
    /// each of 100,000 cost more than printing its line.
    private var run: (rule: RuleID, count: Int)?
    /// Diagnostics counted.
    public private(set) var total = 0

    public init() {}

    /// Counts one printed diagnostic.
    public mutating func add(_ diagnostic: Diagnostic) {
        add(rule: diagnostic.rule)
    }

    /// Counts one printed diagnostic of `rule`.
    public mutating func add(rule: RuleID) {
        total += 1
        if let current = run, current.rule == rule {
            run = (current.rule, current.count + 1)
            return
        }
        settleRun()
        run = (rule, 1)
    }

    private mutating func settleRun() {
        guard let current = run else { return }
        counts[current.rule, default: 0] += current.count
        run = nil
    }

    /// Counts each of `diagnostics`.
    public mutating func add(contentsOf diagnostics: some Sequence<Diagnostic>) {
        for diagnostic in diagnostics { add(diagnostic) }
    }

    /// The line (with its newline) when more than ``threshold`` were counted, else
    /// empty. Rules with the most findings first, ties in rule id order.
    public var line: String {
        guard total > Self.threshold else { return "" }
        var counts = counts
        if let current = run { counts[current.rule, default: 0] += current.count }
        let ordered = counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
        return ordered.map { "\(Self.grouped($0.value)) \($0.key.rawValue)" }.joined(separator: " · ") + "\n"
    }

    /// `98346` as `98,346`, the same on every machine (no locale).
    static func grouped(_ number: Int) -> String {
        let digits = Array(String(number.magnitude))
        var out = number < 0 ? "-" : ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { out += "," }
            out.append(digit)
        }
        return out
    }
}
