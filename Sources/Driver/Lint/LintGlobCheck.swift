extension LintGlob {
    /// What is wrong with `pattern` as a glob, or nil when it is well-formed: an
    /// empty pattern, a `[` class that is not closed within its path segment, or
    /// braces (`{a,b}` alternation is not supported: write one pattern per entry).
    /// `.layoutc.yml` reports these as `type-mismatch` errors instead of matching
    /// nothing silently.
    public static func problem(in pattern: String) -> String? {
        if pattern.isEmpty { return "an empty glob matches nothing" }
        if pattern.contains("{") || pattern.contains("}") {
            return "braces are not supported in globs ('\(pattern)'); write one pattern per list entry"
        }
        for segment in pattern.split(separator: "/") {
            var scalars = Array(segment.unicodeScalars)[...]
            while let open = scalars.firstIndex(of: "[") {
                var index = open + 1
                if index < scalars.endIndex, scalars[index] == "!" || scalars[index] == "^" { index += 1 }
                if index < scalars.endIndex, scalars[index] == "]" { index += 1 }  // `[]a]`: a leading ] is literal
                guard let close = scalars[index...].firstIndex(of: "]") else {
                    return "unclosed '[' in glob '\(pattern)'; close the class with ']'"
                }
                scalars = scalars[(close + 1)...]
            }
        }
        return nil
    }
}
