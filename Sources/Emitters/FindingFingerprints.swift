import Diagnostics

/// The stable identity of a finding across runs, shared by the SARIF
/// (`partialFingerprints`) and GitLab Code Quality (`fingerprint`) reporters.
///
/// It hashes the rule, the file (as given), the view's path and the message:
/// never a line or column, so a finding keeps its fingerprint when unrelated
/// lines above it move. A folded finding's message quotes its copy count and
/// worst copy, which change with `repeat`, so it is known by its first copy
/// instead. Equal hashes within one report are told apart by occurrence
/// (`:1`, `:2`, … in document order).
struct FindingFingerprints {
    /// Keyed by the hash itself.
    private var occurrences: [UInt64: Int] = [:]

    init(capacity: Int = 0) {
        occurrences.reserveCapacity(capacity)
    }

    /// The next fingerprint of `diagnostic` (its message as `message`) in file
    /// `file`: 16 hex digits, a colon and the occurrence.
    mutating func next(_ diagnostic: Diagnostic, message: String, file: String) -> String {
        var hash = FNV1a64()
        hash.combineField(diagnostic.rule.rawValue)
        hash.combineField(file)
        if let firstCopy = diagnostic.foldedPaths.first {
            hash.combineField("folded")
            hash.combineField(firstCopy)
        } else {
            hash.combineField(diagnostic.viewPath ?? "")
            hash.combineField(message)
        }
        let occurrence = occurrences[hash.value, default: 0] + 1
        occurrences[hash.value] = occurrence
        return hash.hex + ":\(occurrence)"
    }
}
