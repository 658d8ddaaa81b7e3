import Diagnostics

/// Renders diagnostics the way clang and swiftc print them, which is what
/// Xcode, editors and CI log parsers understand:
///
/// ```
/// a.layout.yaml:3:7: warning: hit area reaches outside its parent [hit-area-outside-parent]
///   - id: buyButton
///       ^~~~~~~~~~~
/// a.layout.yaml:3:7: note: grow the parent or shrink 'hitInsets'
/// ```
///
/// - The header is `file:line:column: severity: message [rule-id]`; without a
///   range it is `file: severity: …`, without a file `severity: …`.
/// - A device list is appended to the message: ` (on iphone-se-3/portrait, …)`.
/// - When the source line is available it follows verbatim (a trailing `\r`
///   dropped), then the caret line: `^` under the start column, `~` under the
///   rest of the range on that line (to the end of the line when the range goes
///   on). Columns count Unicode scalars; tabs before the caret are copied into
///   the caret line so it stays aligned whatever the tab width.
/// - Each note becomes `file:line:column: note: text`, at the diagnostic's position.
/// - Color (off by default) follows clang: bold header, red `error:`, magenta
///   `warning:`, bold black `note:`, bold message, green caret line.
/// - Control characters in the file name, the message, the notes and the
///   source line are shown as `<U+001B>` (``ControlCharacters``): a key or id
///   of the spec never reaches the terminal or a CI log as an escape sequence
///   or a line of its own; the caret line counts each as its eight columns.
public struct TextDiagnosticRenderer {
    /// Returns the lines of `file`, or nil when its source is not available.
    public typealias SourceLines = (_ file: String) -> [Substring]?

    public var color: Bool
    let sourceLines: SourceLines
    /// Where every 256th character of each long line starts, found once per line.
    private let longLines = LongLineIndex()

    public init(color: Bool = false, sourceLines: @escaping SourceLines) {
        self.color = color
        self.sourceLines = sourceLines
    }

    /// Sources given as a map from file name (as in `Diagnostic.file`) to lines.
    public init(color: Bool = false, sources: [String: [Substring]]) {
        self.init(color: color, sourceLines: { sources[$0] })
    }

    /// Splits a source text into lines at `\n`, `\r\n` and `\r`, as libyaml counts them.
    public static func lines(of text: String) -> [Substring] {
        text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
    }

    /// All diagnostics, in the given order, each ending with a newline.
    public func render(_ diagnostics: [Diagnostic], fallbackFile: String? = nil) -> String {
        var out = ""
        for diagnostic in diagnostics { render(diagnostic, fallbackFile: fallbackFile, into: &out) }
        return out
    }

    /// One diagnostic with its source excerpt and notes, ending with a newline.
    public func render(_ diagnostic: Diagnostic, fallbackFile: String? = nil) -> String {
        var out = ""
        render(diagnostic, fallbackFile: fallbackFile, into: &out)
        return out
    }

    func render(_ diagnostic: Diagnostic, fallbackFile: String?, into out: inout String) {
        let file = diagnostic.file ?? fallbackFile
        let location = Self.location(file: file.map { ControlCharacters.escaped($0) }, range: diagnostic.range)
        header(location: location, severity: diagnostic.severity,
               message: ControlCharacters.escaped(diagnostic.displayMessage) + " [" + diagnostic.rule.rawValue + "]",
               into: &out)
        if let file, let range = diagnostic.range, let fullLine = sourceLine(file: file, line: range.start.line) {
            let (line, shown) = Self.excerpt(of: fullLine, around: range) { count in
                longLines.index(ofScalar: count, in: fullLine, key: LongLineIndex.Key(file: file, line: range.start.line))
            }
            out += ControlCharacters.escaped(line)
            out += "\n"
            out += style(Self.caretLine(for: line, range: shown), "\u{1B}[1;32m")
            out += "\n"
        }
        for note in diagnostic.notes {
            header(location: location, severity: .note, message: ControlCharacters.escaped(note), into: &out)
        }
    }

    private func header(location: String, severity: Severity, message: String, into out: inout String) {
        if !location.isEmpty { out += style(location + ": ", "\u{1B}[1m") }
        out += style(severity.rawValue + ": ", Self.severityColor(severity))
        out += style(message, "\u{1B}[1m")
        out += "\n"
    }

    private func style(_ text: String, _ code: String) -> String {
        color ? code + text + "\u{1B}[0m" : text
    }

    private static func severityColor(_ severity: Severity) -> String {
        switch severity {
        case .error: "\u{1B}[1;31m"
        case .warning: "\u{1B}[1;35m"
        case .note: "\u{1B}[1;30m"
        }
    }

    /// `file:line:column`, `file`, or empty.
    static func location(file: String?, range: SourceRange?) -> String {
        guard let file else { return "" }
        guard let range else { return file }
        return "\(file):\(range.start.line):\(range.start.column)"
    }

    private func sourceLine(file: String, line: Int) -> Substring? {
        guard let lines = sourceLines(file), line >= 1, line <= lines.count else { return nil }
        var text = lines[line - 1]
        // Lines split elsewhere may keep the "\r" of a "\r\n".
        if text.unicodeScalars.last == "\r" { text = Substring(text.unicodeScalars.dropLast()) }
        return text
    }

    /// Longest source line shown whole; longer lines (a minified or hostile file)
    /// are cut to a window around the column, marked with `…`.
    static let maxShownColumns = 160

    /// The part of `line` to show and the range shifted into it. `locate`, when
    /// given, finds the index of a character of the line faster than walking to
    /// it (``LongLineIndex``); it returns `nil` past the line's end.
    static func excerpt(of line: Substring, around range: SourceRange,
                        locate: ((Int) -> Substring.Index?)? = nil) -> (Substring, SourceRange) {
        guard line.utf8.count > maxShownColumns else { return (line, range) }
        let scalars = line.unicodeScalars
        // Walk only as far as the window needs: never count a huge line whole.
        let first = max(0, range.start.column - 1 - maxShownColumns / 4)
        guard let lower = locate.map({ $0(first) })
                ?? scalars.index(scalars.startIndex, offsetBy: first, limitedBy: scalars.endIndex) else {
            return (line, range)
        }
        let upper = scalars.index(lower, offsetBy: maxShownColumns, limitedBy: scalars.endIndex) ?? scalars.endIndex
        if lower == scalars.startIndex, upper == scalars.endIndex { return (line, range) }
        var text = first > 0 ? "…" : ""
        text.unicodeScalars.append(contentsOf: scalars[lower..<upper])
        if upper < scalars.endIndex { text += "…" }
        let shift = first - (first > 0 ? 1 : 0)
        var shown = range
        shown.start.column -= shift
        shown.end = range.end.line == range.start.line
            ? SourceLocation(line: range.end.line, column: min(range.end.column - shift, maxShownColumns + 2))
            : SourceLocation(line: range.start.line, column: maxShownColumns + 2)
        return (Substring(text), shown)
    }

    /// The line under a source line: spaces (tabs copied) up to the start
    /// column, `^`, then `~` over the rest of the range on this line; a
    /// character shown escaped (``ControlCharacters``) counts as its width.
    static func caretLine(for line: Substring, range: SourceRange) -> String {
        let scalars = Array(line.unicodeScalars)
        let start = max(range.start.column, 1)
        var caret = ""
        for column in 1..<start {
            guard column <= scalars.count else {
                caret += " "
                continue
            }
            let scalar = scalars[column - 1]
            caret += scalar == "\t" ? "\t" : String(repeating: " ", count: ControlCharacters.width(scalar))
        }
        caret += "^"
        let end: Int  // exclusive column of the range on this line
        if range.end.line == range.start.line {
            end = range.end.column
        } else if range.end.line > range.start.line {
            end = scalars.count + 1
        } else {
            end = start
        }
        let clamped = min(end, scalars.count + 1)  // never underline past the end of the line
        guard clamped > start else { return caret }
        let covered = scalars[(start - 1)..<(clamped - 1)].reduce(0) { $0 + ControlCharacters.width($1) }
        if covered > 1 { caret += String(repeating: "~", count: covered - 1) }
        return caret
    }
}
