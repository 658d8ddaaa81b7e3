/// "Did you mean" suggestions for misspelled keys, kinds, device ids and rule
/// ids: one implementation for the reader, the config parser and the CLI.
public enum DidYouMean {
    /// The candidate closest to `word` by edit distance, when close enough to be a
    /// plausible typo (at most 2 edits, or a third of the word's length).
    public static func closest(to word: String, among candidates: [String]) -> String? {
        let lowered = Array(word.lowercased().unicodeScalars)
        guard lowered.count <= 64 else { return nil }
        let limit = max(2, lowered.count / 3)
        var best: (String, Int)?
        for candidate in candidates {
            let distance = editDistance(lowered, Array(candidate.lowercased().unicodeScalars))
            if distance <= limit, distance < (best?.1 ?? Int.max) { best = (candidate, distance) }
        }
        return best?.0
    }

    /// Edit distance counting an adjacent transposition as one edit (optimal
    /// string alignment), so `widht` is one edit from `width`.
    public static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = [Int](repeating: 0, count: b.count + 1)
        var current = Array(0...b.count)
        var next = current
        for i in 1...a.count {
            next[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                next[j] = min(current[j] + 1, next[j - 1] + 1, current[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    next[j] = min(next[j], previous[j - 2] + 1)
                }
            }
            (previous, current, next) = (current, next, previous)
        }
        return current[b.count]
    }

    /// ` (did you mean 'x'?)`, or nothing.
    public static func hint(for word: String, among candidates: [String]) -> String {
        closest(to: word, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// Up to `count` candidates close to `word`, best first (ties by name); a
    /// candidate containing the word (of 3 or more letters) also counts.
    public static func ranked(_ word: String, among candidates: [String], count: Int = 3) -> [String] {
        let lowered = word.lowercased()
        let scalars = Array(lowered.unicodeScalars)
        guard scalars.count <= 64 else { return [] }
        let limit = max(2, scalars.count / 3)
        return candidates
            .map { ($0, editDistance(scalars, Array($0.lowercased().unicodeScalars))) }
            .filter { $0.1 <= limit || (scalars.count >= 3 && $0.0.lowercased().contains(lowered)) }
            .sorted { ($0.1, $0.0) < ($1.1, $1.0) }
            .prefix(count).map(\.0)
    }
}
