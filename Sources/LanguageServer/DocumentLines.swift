/// The lines of one document version as the context heuristics read them: one
/// line's scalars at a time, copied on demand from the position converter (the
/// document is not held a second time as an array of lines).
struct DocumentLines {
    /// Lines longer than this are read only up to it: keys and flow brackets are
    /// near a line's start, and a 50 MB single-line scalar must not be copied on
    /// every keystroke. Completion past this column offers nothing.
    static let maxLineScalars = 16_384

    let converter: PositionConverter

    var count: Int { converter.lineCount }

    /// Line `line`'s scalars (0-based line), at most ``maxLineScalars``.
    subscript(line: Int) -> [Unicode.Scalar] {
        Array(converter.lineScalars(line).prefix(Self.maxLineScalars))
    }

    /// A request's position with its character clamped to where the context
    /// heuristics read (two code units per scalar at most): finding the column
    /// of a position 50 MB into a line would otherwise walk the whole line.
    static func clamped(_ position: LSPPosition) -> LSPPosition {
        LSPPosition(line: position.line, character: min(position.character, 2 * maxLineScalars + 2))
    }

    /// Whether line `line` is longer than what ``subscript(_:)`` gives.
    func isCut(_ line: Int) -> Bool { converter.lineScalars(line).count > Self.maxLineScalars }
}
