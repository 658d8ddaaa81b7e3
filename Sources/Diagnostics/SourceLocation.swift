/// A position in a source file: 1-based line and 1-based column.
///
/// Columns count Unicode scalars, as libyaml does; the language server converts
/// to UTF-16 only at its own boundary.
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// 1-based line number.
    public var line: Int
    /// 1-based column, in Unicode scalars.
    public var column: Int

    /// Creates a location from 1-based line and column numbers.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    public var description: String { "\(line):\(column)" }
}

/// A half-open range of source: from `start` up to (not including) `end`.
public struct SourceRange: Hashable, Sendable, CustomStringConvertible {
    /// The first position of the range.
    public var start: SourceLocation
    /// The position just after the range.
    public var end: SourceLocation

    /// Creates a range; `end` defaults to `start` (an empty range, a caret).
    public init(start: SourceLocation, end: SourceLocation? = nil) {
        self.start = start
        self.end = end ?? start
    }

    /// Creates a range from raw 1-based numbers.
    public init(line: Int, column: Int, endLine: Int, endColumn: Int) {
        self.init(
            start: SourceLocation(line: line, column: column),
            end: SourceLocation(line: endLine, column: endColumn))
    }

    public var description: String { "\(start)-\(end)" }
}
