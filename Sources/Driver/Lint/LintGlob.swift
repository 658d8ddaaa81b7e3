/// A path pattern of `include:`/`exclude:` in `.layoutc.yml`, matched against a
/// path relative to the config's directory, `/`-separated.
///
/// - `*` matches any run of characters within one path segment (not `/`).
/// - `?` matches one character other than `/`.
/// - `[abc]`, `[a-z]`, `[!a-z]` match one character of (or not of) a set.
/// - `**` as a whole segment matches zero or more segments: `**/a.yaml`,
///   `Specs/**`, `a/**/b`. Elsewhere it is the same as `*`.
/// - A leading `./` and a trailing `/` are ignored.
/// - A pattern that matches a directory matches every file under it
///   (`exclude: [Specs/Legacy]`).
///
/// Matching is case-sensitive and works on Unicode scalars.
public struct LintGlob: Hashable, Sendable, CustomStringConvertible {
    /// The pattern as written.
    public let pattern: String
    private let segments: [[Unicode.Scalar]]

    public init(_ pattern: String) {
        self.pattern = pattern
        var text = Substring(pattern)
        while text.hasPrefix("./") { text = text.dropFirst(2) }
        while text.hasSuffix("/") && text.count > 1 { text = text.dropLast() }
        segments = text.split(separator: "/", omittingEmptySubsequences: true).map { Array($0.unicodeScalars) }
    }

    public var description: String { pattern }

    /// Whether `path` (relative, `/`-separated), or a directory it is in, matches.
    public func matches(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
            .filter { $0 != "." }.map { Array($0.unicodeScalars) }
        guard !parts.isEmpty else { return false }
        for count in stride(from: parts.count, through: 1, by: -1)
        where Self.match(segments[...], parts[..<count]) {
            return true
        }
        return false
    }

    /// Segments against segments, `**` spanning any number of them.
    private static func match(_ pattern: ArraySlice<[Unicode.Scalar]>, _ path: ArraySlice<[Unicode.Scalar]>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == ["*", "*"] {
            let rest = pattern.dropFirst()
            var remaining = path
            while true {
                if match(rest, remaining) { return true }
                guard !remaining.isEmpty else { return false }
                remaining = remaining.dropFirst()
            }
        }
        guard let segment = path.first, matchSegment(first[...], segment[...]) else { return false }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    /// One segment: `*`, `?` and `[…]` with backtracking on `*` only.
    static func matchSegment(_ pattern: ArraySlice<Unicode.Scalar>, _ text: ArraySlice<Unicode.Scalar>) -> Bool {
        var p = pattern.startIndex, t = text.startIndex
        var star: (p: Int, t: Int)?
        while t < text.endIndex {
            if p < pattern.endIndex, pattern[p] == "*" {
                while p < pattern.endIndex, pattern[p] == "*" { p += 1 }
                star = (p, t)
                continue
            }
            if p < pattern.endIndex, let next = matchOne(pattern, at: p, text[t]) {
                p = next
                t += 1
                continue
            }
            guard let resume = star else { return false }
            star = (resume.p, resume.t + 1)
            p = resume.p
            t = resume.t + 1
        }
        while p < pattern.endIndex, pattern[p] == "*" { p += 1 }
        return p == pattern.endIndex
    }

    /// When the pattern element at `index` matches `scalar`, the index after it.
    private static func matchOne(_ pattern: ArraySlice<Unicode.Scalar>, at index: Int, _ scalar: Unicode.Scalar) -> Int? {
        switch pattern[index] {
        case "?": return index + 1
        case "[":
            guard let (matched, next) = matchClass(pattern, at: index, scalar) else {
                return scalar == "[" ? index + 1 : nil  // an unclosed `[` is literal
            }
            return matched ? next : nil
        default:
            return pattern[index] == scalar ? index + 1 : nil
        }
    }

    /// A `[…]` class at `index`: whether it matches, and the index after `]`;
    /// `nil` when there is no closing `]`.
    private static func matchClass(_ pattern: ArraySlice<Unicode.Scalar>, at index: Int,
                                   _ scalar: Unicode.Scalar) -> (Bool, Int)? {
        var i = index + 1
        let negated = i < pattern.endIndex && (pattern[i] == "!" || pattern[i] == "^")
        if negated { i += 1 }
        var matched = false
        var first = true
        while i < pattern.endIndex {
            if pattern[i] == "]" && !first { return (matched != negated, i + 1) }
            first = false
            if i + 2 < pattern.endIndex, pattern[i + 1] == "-", pattern[i + 2] != "]" {
                if pattern[i].value <= scalar.value && scalar.value <= pattern[i + 2].value { matched = true }
                i += 3
            } else {
                if pattern[i] == scalar { matched = true }
                i += 1
            }
        }
        return nil
    }
}
