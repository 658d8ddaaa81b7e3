import Diagnostics

/// The edits made to a document since a compile, in compiler coordinates
/// (libyaml's lines, scalar columns), so that the compile's positions can be
/// moved to where the same text is now.
///
/// While a document does not parse (a `{` just typed), the outline features
/// answer from the last compile that did (``OutlineSnapshot``): a position
/// before an edit stays, one after it moves with the text, one inside the
/// replaced text goes to the end of what replaced it.
struct SourceEdits {
    /// One replacement: `from..<to` of the text before it became the inserted
    /// text, which has `lines` line breaks and `lastLineColumns` scalars after
    /// the last one (or in all, without a break).
    struct Edit: Equatable {
        var from: SourceLocation
        var to: SourceLocation
        var lines: Int
        var lastLineColumns: Int
    }

    /// Edits kept before the old compile is given up (each keystroke is one;
    /// moving a position costs one step per edit).
    static let limit = 512

    private(set) var edits: [Edit] = []

    var isEmpty: Bool { edits.isEmpty }
    var isFull: Bool { edits.count >= Self.limit }

    mutating func append(_ edit: Edit) { edits.append(edit) }

    /// Records replacing `from..<to` with `text`.
    mutating func append(from: SourceLocation, to: SourceLocation, text: some Sequence<Unicode.Scalar>) {
        var lines = 0, columns = 0
        var afterCR = false
        for scalar in text {
            switch scalar {
            case "\n" where afterCR:
                break  // the `\n` of a `\r\n`: one break
            case "\r", "\n", "\u{85}", "\u{2028}", "\u{2029}":
                lines += 1
                columns = 0
            default:
                columns += 1
            }
            afterCR = scalar == "\r"
        }
        append(Edit(from: from, to: max(from, to), lines: lines, lastLineColumns: columns))
    }

    /// Where `location` of the compiled text is now. The end of a range
    /// (`isEnd`, exclusive) stays put when text is inserted right at it: what
    /// is typed just after a view is not part of the view.
    func map(_ location: SourceLocation, isEnd: Bool = false) -> SourceLocation {
        var location = location
        for edit in edits {
            guard isEnd ? location > edit.from : location >= edit.from else { continue }
            let endLine = edit.from.line + edit.lines
            let endColumn = edit.lines == 0 ? edit.from.column + edit.lastLineColumns : 1 + edit.lastLineColumns
            if location < edit.to {
                location = SourceLocation(line: endLine, column: endColumn)
            } else if location.line == edit.to.line {
                location = SourceLocation(line: endLine, column: endColumn + location.column - edit.to.column)
            } else {
                location.line += endLine - edit.to.line
            }
        }
        return location
    }

    /// Where `range` of the compiled text is now.
    func map(_ range: SourceRange) -> SourceRange {
        isEmpty ? range : SourceRange(start: map(range.start), end: max(map(range.start), map(range.end, isEnd: true)))
    }
}
