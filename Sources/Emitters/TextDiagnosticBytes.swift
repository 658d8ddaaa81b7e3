import Diagnostics

extension TextDiagnosticRenderer {
    /// ``render(_:fallbackFile:)`` appended to `out` as UTF-8, the same bytes.
    ///
    /// The common case is written straight into the byte buffer: no color, no
    /// notes, and a source line of at most ``maxShownColumns`` ASCII bytes without
    /// tabs, whose caret line is spaces, `^` and `~`, and a message and file
    /// name without control characters. Anything else goes through the
    /// `String` renderer (which escapes them).
    public func render(_ diagnostic: Diagnostic, fallbackFile: String? = nil, into out: inout [UInt8]) {
        if !color, diagnostic.notes.isEmpty, let file = diagnostic.file ?? fallbackFile, let range = diagnostic.range,
           !ControlCharacters.needsEscaping(file) {
            let lines = sourceLines(file).flatMap { lines in
                range.start.line >= 1 && range.start.line <= lines.count ? lines[range.start.line - 1] : nil
            }
            var written = false
            withUnsafePointer(to: diagnostic) { diagnostic in
                Diagnostic.withMessageBytes(of: diagnostic) { message in
                    guard !ControlCharacters.needsEscaping(message),
                          !diagnostic.pointee.devices.contains(where: ControlCharacters.needsEscaping) else { return }
                    // Without a source line, the header alone, as the String renderer writes it.
                    guard let line = lines else {
                        let bound = TextDiagnosticFastPath.bound(diagnostic, message: message, file: file, lineBytes: 0)
                        out.appendWriting(maxCount: bound) {
                            TextDiagnosticFastPath.write(diagnostic, message: message, file: file, range: range,
                                                         line: nil, to: &$0)
                        }
                        written = true
                        return
                    }
                    written = line.utf8.withContiguousStorageIfAvailable { line -> Bool in
                        guard TextDiagnosticFastPath.isPlain(line, column: range.start.column) else { return false }
                        let bound = TextDiagnosticFastPath.bound(diagnostic, message: message, file: file,
                                                                 lineBytes: line.count)
                        out.appendWriting(maxCount: bound) {
                            TextDiagnosticFastPath.write(diagnostic, message: message, file: file, range: range,
                                                         line: line, to: &$0)
                        }
                        return true
                    } ?? false
                }
            }
            if written { return }
        }
        var text = ""
        render(diagnostic, fallbackFile: fallbackFile, into: &text)
        out.append(contentsOf: text.utf8)
    }
}

/// A file's bytes and its line table, for excerpts read straight from the bytes.
public struct SourceFileBytes: Sendable {
    public let bytes: [UInt8]
    public let lines: SourceLineTable

    public init(bytes: [UInt8]) {
        self.bytes = bytes
        lines = SourceLineTable(bytes: bytes)
    }
}

/// Text diagnostics written into 64 KiB chunks as they are rendered: a screen
/// with 100,000 findings prints 30 MB of them, which is never whole in memory.
///
/// A diagnostic on the fast path (see ``TextDiagnosticRenderer/render(_:fallbackFile:into:)``)
/// is written through a cursor, its source line read from the file's bytes;
/// any other goes through the `String` renderer. The bytes are the same either way.
public struct TextDiagnosticWriter {
    private let renderer: TextDiagnosticRenderer
    private var output = ChunkedOutput(chunkSize: 1 << 16)
    /// The last long line checked for ``TextDiagnosticFastPath/isPlainLongLine(_:)``:
    /// findings on one line come one after another, and the line is checked once.
    private var lastLongLine: (file: UnsafePointer<UInt8>?, start: Int, plain: Bool)?

    public init(renderer: TextDiagnosticRenderer) {
        self.renderer = renderer
    }

    /// Writes one diagnostic; `source` is its file's bytes, when known.
    public mutating func write(_ diagnostic: Diagnostic, source: SourceFileBytes?, to sink: (ArraySlice<UInt8>) -> Void) {
        withUnsafePointer(to: diagnostic) { write($0, source: source, to: sink) }
    }

    /// ``write(_:source:to:)`` for a diagnostic read in place, such as an
    /// array's element through its buffer (passed by value it would be copied).
    public mutating func write(_ diagnostic: UnsafePointer<Diagnostic>, source: SourceFileBytes?,
                               to sink: (ArraySlice<UInt8>) -> Void) {
        if !renderer.color, diagnostic.pointee.notes.isEmpty, let file = diagnostic.pointee.file,
           let range = diagnostic.pointee.range, let source, !ControlCharacters.needsEscaping(file),
           writeFast(diagnostic, file: file, range: range, source: source, to: sink) {
            return
        }
        var text = ""
        renderer.render(diagnostic.pointee, fallbackFile: nil, into: &text)
        write(text, to: sink)
    }

    /// Writes text as it is (a summary line).
    public mutating func write(_ text: String, to sink: (ArraySlice<UInt8>) -> Void) {
        guard !text.isEmpty else { return }
        var text = text
        text.withUTF8 { bytes in output.write(bound: bytes.count, sink: sink) { $0.bytes(bytes) } }
    }

    /// Hands what is buffered to `sink`.
    public mutating func flush(to sink: (ArraySlice<UInt8>) -> Void) {
        output.flush(to: sink)
    }

    /// Whether the long line at byte `start` of the file `bytes` is plain ASCII
    /// without tabs or `\r`, remembered for the next finding on it.
    private mutating func isPlainLongLine(_ line: UnsafeBufferPointer<UInt8>, at start: Int,
                                          in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        if let last = lastLongLine, last.file == bytes.baseAddress, last.start == start { return last.plain }
        let plain = TextDiagnosticFastPath.isPlainLongLine(line)
        lastLongLine = (bytes.baseAddress, start, plain)
        return plain
    }

    private mutating func writeFast(_ diagnostic: UnsafePointer<Diagnostic>, file: String, range: SourceRange,
                                    source: SourceFileBytes, to sink: (ArraySlice<UInt8>) -> Void) -> Bool {
        source.bytes.withUnsafeBufferPointer { bytes -> Bool in
            let lineRange = source.lines.byteRange(ofLine: range.start.line, in: bytes)
            var excerpt: TextDiagnosticFastPath.Excerpt?
            if let lineRange {
                let line = UnsafeBufferPointer(rebasing: bytes[lineRange])
                if TextDiagnosticFastPath.isPlain(line, column: range.start.column) {
                    excerpt = TextDiagnosticFastPath.Excerpt(line: line, range: range)
                } else {
                    // A long line of plain ASCII (a list written on one line): the same
                    // window the String renderer cuts, from the bytes.
                    guard line.count > TextDiagnosticRenderer.maxShownColumns,
                          isPlainLongLine(line, at: lineRange.lowerBound, in: bytes),
                          let window = TextDiagnosticFastPath.Excerpt(window: line, around: range) else { return false }
                    excerpt = window
                }
            }
            var plain = false
            Diagnostic.withMessageBytes(of: diagnostic) { message in
                // Control characters are escaped by the String renderer.
                guard !ControlCharacters.needsEscaping(message),
                      !diagnostic.pointee.devices.contains(where: ControlCharacters.needsEscaping) else { return }
                plain = true
                // Without a source line, the header alone, as the String renderer writes it.
                let bound = TextDiagnosticFastPath.bound(diagnostic, message: message, file: file,
                                                         lineBytes: excerpt?.boundBytes ?? 0)
                output.write(bound: bound, sink: sink) {
                    TextDiagnosticFastPath.write(diagnostic, message: message, file: file, range: range,
                                                 excerpt: excerpt, to: &$0)
                }
            }
            return plain
        }
    }
}

/// The byte-level rendering of a diagnostic whose source line is plain ASCII.
enum TextDiagnosticFastPath {
    /// Whether `line` can be shown as it is with a caret line of spaces: at most
    /// ``TextDiagnosticRenderer/maxShownColumns`` ASCII bytes, no tab, no `\r`,
    /// and the range starting on it or just after it.
    static func isPlain(_ line: UnsafeBufferPointer<UInt8>, column: Int) -> Bool {
        guard line.count <= TextDiagnosticRenderer.maxShownColumns, column <= line.count + 1 else { return false }
        for byte in line where byte >= 0x7F || byte < 0x20 {  // tabs, `\r` and controls too
            return false
        }
        return true
    }

    /// The most bytes ``write(_:file:range:line:to:)`` writes for a source line of `lineBytes`.
    static func bound(_ diagnostic: UnsafePointer<Diagnostic>, message: UnsafeBufferPointer<UInt8>, file: String,
                      lineBytes: Int) -> Int {
        var devices = 6
        for device in diagnostic.pointee.devices { devices += device.utf8.count + 2 }
        return file.utf8.count + 2 * 21 + 16 + message.count + devices
            + diagnostic.pointee.rule.rawValue.utf8.count + 4 + 2 * (lineBytes + 3)
            + diagnostic.pointee.severity.rawValue.utf8.count
    }

    /// Whether a line longer than the renderer shows whole is all ASCII with no
    /// tab and no `\r`: its characters are its bytes, and its caret line is spaces.
    static func isPlainLongLine(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        for byte in line where byte >= 0x7F || byte < 0x20 {  // tabs, `\r` and controls too
            return false
        }
        return true
    }

    /// The part of the source line shown and the range the caret line marks in it.
    struct Excerpt {
        /// The line's bytes shown.
        var bytes: UnsafeBufferPointer<UInt8>
        /// Whether `…` stands before or after them (the line goes on).
        var leading = false, trailing = false
        /// The diagnostic's range, in the excerpt's columns.
        var range: SourceRange

        /// A plain line shown whole.
        init(line: UnsafeBufferPointer<UInt8>, range: SourceRange) {
            bytes = line
            self.range = range
        }

        /// The window ``TextDiagnosticRenderer/excerpt(of:around:)`` cuts from a
        /// long line of plain ASCII (characters are bytes); `nil` when it would
        /// show the line whole (the column past the line's end).
        init?(window line: UnsafeBufferPointer<UInt8>, around range: SourceRange) {
            let shownColumns = TextDiagnosticRenderer.maxShownColumns
            let first = max(0, range.start.column - 1 - shownColumns / 4)
            guard first <= line.count else { return nil }
            let upper = min(first + shownColumns, line.count)
            guard first > 0 || upper < line.count else { return nil }
            bytes = UnsafeBufferPointer(rebasing: line[first..<upper])
            leading = first > 0
            trailing = upper < line.count
            let shift = first - (leading ? 1 : 0)
            var shown = range
            shown.start.column -= shift
            shown.end = range.end.line == range.start.line
                ? SourceLocation(line: range.end.line, column: min(range.end.column - shift, shownColumns + 2))
                : SourceLocation(line: range.start.line, column: shownColumns + 2)
            self.range = shown
        }

        /// Its length in characters (`…` is one).
        var characters: Int { bytes.count + (leading ? 1 : 0) + (trailing ? 1 : 0) }
        /// Bytes to reserve for it, in ``bound(_:message:file:lineBytes:)``'s terms.
        var boundBytes: Int { bytes.count + 6 + max(0, range.start.column) }
    }

    /// `file:line:column: severity: message [rule]`, then, given an excerpt of
    /// the source line, the excerpt and its caret line.
    static func write(_ diagnostic: UnsafePointer<Diagnostic>, message: UnsafeBufferPointer<UInt8>, file: String,
                      range: SourceRange, line: UnsafeBufferPointer<UInt8>?, to cursor: inout ByteCursor) {
        write(diagnostic, message: message, file: file, range: range,
              excerpt: line.map { Excerpt(line: $0, range: range) }, to: &cursor)
    }

    /// ``write(_:message:file:range:line:to:)`` with the excerpt already cut.
    static func write(_ diagnostic: UnsafePointer<Diagnostic>, message: UnsafeBufferPointer<UInt8>, file: String,
                      range: SourceRange, excerpt: Excerpt?, to cursor: inout ByteCursor) {
        text(file, &cursor)
        cursor.byte(UInt8(ascii: ":"))
        cursor.integer(range.start.line)
        cursor.byte(UInt8(ascii: ":"))
        cursor.integer(range.start.column)
        cursor.literal(": ")
        text(diagnostic.pointee.severity.rawValue, &cursor)
        cursor.literal(": ")
        cursor.bytes(message)
        if !diagnostic.pointee.devices.isEmpty {
            cursor.literal(" (on ")
            for (index, device) in diagnostic.pointee.devices.enumerated() {
                if index > 0 { cursor.literal(", ") }
                text(device, &cursor)
            }
            cursor.byte(UInt8(ascii: ")"))
        }
        cursor.literal(" [")
        text(diagnostic.pointee.rule.rawValue, &cursor)
        cursor.literal("]\n")
        guard let excerpt else { return }
        if excerpt.leading { cursor.literal("…") }
        cursor.bytes(excerpt.bytes)
        if excerpt.trailing { cursor.literal("…") }
        cursor.byte(UInt8(ascii: "\n"))
        caret(count: excerpt.characters, range: excerpt.range, &cursor)
    }

    /// ``TextDiagnosticRenderer/caretLine(for:range:)`` for a line of `count` ASCII bytes without tabs.
    private static func caret(count: Int, range: SourceRange, _ cursor: inout ByteCursor) {
        let start = max(range.start.column, 1)
        // A column past the line still gets its spaces (the String renderer's rule).
        cursor.repeated(UInt8(ascii: " "), count: start - 1)
        cursor.byte(UInt8(ascii: "^"))
        let end: Int
        if range.end.line == range.start.line {
            end = range.end.column
        } else if range.end.line > range.start.line {
            end = count + 1
        } else {
            end = start
        }
        let clamped = min(end, count + 1)
        if clamped > start + 1 { cursor.repeated(UInt8(ascii: "~"), count: clamped - start - 1) }
        cursor.byte(UInt8(ascii: "\n"))
    }

    @inline(__always)
    private static func text(_ value: String, _ cursor: inout ByteCursor) {
        let copied: Void? = value.utf8.withContiguousStorageIfAvailable { cursor.bytes($0) }
        if copied == nil {
            var copy = value
            copy.withUTF8 { cursor.bytes($0) }
        }
    }
}
