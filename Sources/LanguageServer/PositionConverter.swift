import Diagnostics

/// How the client counts characters in a line (LSP `PositionEncodingKind`).
public enum PositionEncoding: String, Sendable, CaseIterable {
    case utf8 = "utf-8"
    case utf16 = "utf-16"
    case utf32 = "utf-32"

    /// Code units of `scalar` in this encoding.
    func width(of scalar: Unicode.Scalar) -> Int {
        switch self {
        case .utf8: UTF8.width(scalar)
        case .utf16: UTF16.width(scalar)
        case .utf32: 1
        }
    }
}

/// A position as LSP sends it: 0-based line and 0-based character offset in the
/// negotiated encoding.
public struct LSPPosition: Hashable, Sendable, CustomStringConvertible {
    public var line: Int
    public var character: Int

    public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    public var json: JSONValue { ["line": .int(line), "character": .int(character)] }

    init?(_ json: JSONValue?) {
        guard let line = json?["line"]?.intValue, let character = json?["character"]?.intValue else { return nil }
        self.init(line: line, character: character)
    }

    public var description: String { "\(line):\(character)" }
}

/// Converts between the compiler's positions (1-based lines as libyaml counts
/// them, 1-based columns in Unicode scalars) and LSP positions (0-based lines
/// split at `\n`, `\r\n` and `\r`, 0-based offsets in UTF-16 code units by default).
///
/// This is the only place columns change units (Docs/Architecture.md#house-habits: convert to
/// UTF-16 only at the language-server boundary). Two differences in line
/// counting are absorbed here as well: libyaml also breaks lines at U+0085, U+2028
/// and U+2029, which LSP does not, and libyaml does not count a leading byte
/// order mark.
public struct PositionConverter: Sendable {
    /// The text as Unicode scalars.
    let scalars: [Unicode.Scalar]
    /// Offsets (into `scalars`) where each LSP line starts.
    let lineStarts: [Int]
    /// Offsets where each libyaml line starts.
    let yamlLineStarts: [Int]
    public let encoding: PositionEncoding
    /// For each LSP line longer than ``stride`` scalars, the code units before
    /// every stride's boundary in it: a position on a line of megabytes (a list
    /// written on one line, with a finding on each item) is measured from the
    /// nearest boundary, so converting 100,000 of them stays linear.
    let longLineUnits: [Int: [Int]]
    static let stride = 512

    public init(text: String, encoding: PositionEncoding = .utf16) {
        self.init(scalars: Array(text.unicodeScalars), encoding: encoding)
    }

    /// A converter over text given as Unicode scalars.
    public init(scalars: [Unicode.Scalar], encoding: PositionEncoding = .utf16) {
        self.encoding = encoding
        self.scalars = scalars
        var lineStarts = [0], yamlLineStarts = [scalars.first == "\u{FEFF}" ? 1 : 0]
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            switch scalar {
            case "\r", "\n":
                if scalar == "\r", index < scalars.count, scalars[index] == "\n" { index += 1 }
                lineStarts.append(index)
                yamlLineStarts.append(index)
            case "\u{85}", "\u{2028}", "\u{2029}":
                yamlLineStarts.append(index)
            default: break
            }
        }
        self.lineStarts = lineStarts
        self.yamlLineStarts = yamlLineStarts
        var longLineUnits: [Int: [Int]] = [:]
        for line in lineStarts.indices {
            let start = lineStarts[line], end = line + 1 < lineStarts.count ? lineStarts[line + 1] : scalars.count
            guard end - start > Self.stride else { continue }
            var marks = [0], units = 0
            for offset in start..<end {
                if offset > start, (offset - start) % Self.stride == 0 { marks.append(units) }
                units += encoding.width(of: scalars[offset])
            }
            longLineUnits[line] = marks
        }
        self.longLineUnits = longLineUnits
    }

    /// The code units of LSP line `line` from its start to scalar offset `offset`.
    private func units(line: Int, to offset: Int) -> Int {
        var from = lineStarts[line], character = 0
        if offset - from >= Self.stride, let marks = longLineUnits[line] {
            let mark = min((offset - from) / Self.stride, marks.count - 1)
            character = marks[mark]
            from += mark * Self.stride
        }
        for scalar in scalars[from..<offset] { character += encoding.width(of: scalar) }
        return character
    }

    /// The number of LSP lines.
    public var lineCount: Int { lineStarts.count }

    /// The scalars of LSP line `line` (0-based), without its line break.
    public func lineScalars(_ line: Int) -> ArraySlice<Unicode.Scalar> {
        guard line >= 0, line < lineStarts.count else { return [] }
        return scalars[lineStarts[line]..<lineEnd(line)]
    }

    /// Where LSP line `line`'s content ends (before its line break).
    private func lineEnd(_ line: Int) -> Int {
        var end = line + 1 < lineStarts.count ? lineStarts[line + 1] : scalars.count
        while end > lineStarts[line], scalars[end - 1] == "\n" || scalars[end - 1] == "\r" { end -= 1 }
        return end
    }

    /// The LSP line holding scalar offset `offset`.
    private func line(containing offset: Int) -> Int {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }

    // MARK: Compiler → LSP

    /// The scalar offset of a compiler location, clamped to the text.
    func offset(of location: SourceLocation) -> Int {
        let yamlLine = min(max(location.line, 1), yamlLineStarts.count) - 1
        let start = yamlLineStarts[yamlLine]
        // Columns past the end of the line stop at its end.
        let lspLine = line(containing: start)
        let end = max(start, lineEnd(lspLine))
        return min(start + max(location.column - 1, 0), end)
    }

    /// The LSP position of a compiler location.
    public func lspPosition(_ location: SourceLocation) -> LSPPosition {
        let offset = offset(of: location)
        let lspLine = line(containing: offset)
        return LSPPosition(line: lspLine, character: units(line: lspLine, to: offset))
    }

    /// The LSP range of a compiler range (`nil` stands for the start of the file).
    public func lspRange(_ range: SourceRange?) -> (start: LSPPosition, end: LSPPosition) {
        guard let range else { return (LSPPosition(line: 0, character: 0), LSPPosition(line: 0, character: 0)) }
        let start = lspPosition(range.start)
        return (start, max(start, lspPosition(range.end)))
    }

    /// The LSP position of scalar column `column` (0-based) of LSP line `line`.
    public func lspPosition(line: Int, scalarColumn column: Int) -> LSPPosition {
        guard line >= 0, line < lineStarts.count else { return LSPPosition(line: max(line, 0), character: 0) }
        let start = lineStarts[line]
        let end = lineEnd(line)
        // `column` may be `Int.max` (the end of the line): clamped before adding.
        return LSPPosition(line: line, character: units(line: line, to: start + min(max(column, 0), end - start)))
    }

    // MARK: LSP → compiler

    /// The scalar offset of an LSP position. A position past the end of its line
    /// is the end of the line; one inside a surrogate pair is the pair's start.
    public func offset(of position: LSPPosition) -> Int {
        guard position.line >= 0 else { return 0 }
        guard position.line < lineStarts.count else { return scalars.count }
        var offset = lineStarts[position.line], units = 0
        let end = lineEnd(position.line)
        while offset < end {
            let width = encoding.width(of: scalars[offset])
            if units + width > position.character { break }
            units += width
            offset += 1
        }
        return offset
    }

    /// The scalar column (0-based) of an LSP position within its LSP line.
    public func scalarColumn(_ position: LSPPosition) -> Int {
        guard position.line >= 0, position.line < lineStarts.count else { return 0 }
        return offset(of: position) - lineStarts[position.line]
    }

    /// The compiler location (libyaml's line, scalar column) of an LSP position.
    public func sourceLocation(_ position: LSPPosition) -> SourceLocation {
        sourceLocation(offset: offset(of: position))
    }

    /// The compiler location of scalar offset `offset`.
    func sourceLocation(offset: Int) -> SourceLocation {
        var low = 0, high = yamlLineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if yamlLineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return SourceLocation(line: low + 1, column: max(offset - yamlLineStarts[low], 0) + 1)
    }
}

extension LSPPosition: Comparable {
    public static func < (lhs: LSPPosition, rhs: LSPPosition) -> Bool {
        (lhs.line, lhs.character) < (rhs.line, rhs.character)
    }
}
