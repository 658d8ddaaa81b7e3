import Diagnostics

extension RuleInfo.Example {
    /// The marker that shows where a finding is reported (SwiftLint's convention).
    public static let marker: Unicode.Scalar = "↓"

    /// The spec with its markers removed, and each marker's position in it
    /// (1-based line and column, columns counting Unicode scalars as libyaml does).
    public var unmarked: (source: String, markers: [SourceLocation]) {
        var text = ""
        var markers: [SourceLocation] = []
        var line = 1, column = 1
        for scalar in spec.unicodeScalars {
            if scalar == Self.marker {
                markers.append(SourceLocation(line: line, column: column))
                continue
            }
            text.unicodeScalars.append(scalar)
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return (text, markers)
    }
}
