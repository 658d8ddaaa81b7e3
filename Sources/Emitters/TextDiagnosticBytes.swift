import Diagnostics

extension TextDiagnosticRenderer {
    /// ``render(_:fallbackFile:)`` appended to `out` as UTF-8, the same bytes.
    ///
    /// The common case is written straight into the byte buffer: no color, no
    /// notes, and a source line of at most ``maxShownColumns`` ASCII bytes without
    /// tabs, whose caret line is spaces, `^` and `~`. Anything else goes through
    /// the `String` renderer. A screen with 100,000 findings prints 30 MB of
    /// this; building it as one growing `String` cost more than finding them.
    public func render(_ diagnostic: Diagnostic, fallbackFile: String? = nil, into out: inout [UInt8]) {
        guard !color, diagnostic.notes.isEmpty, let file = diagnostic.file ?? fallbackFile,
              let range = diagnostic.range,
              appendFast(diagnostic, file: file, range: range, into: &out) else {
            var text = ""
            render(diagnostic, fallbackFile: fallbackFile, into: &text)
            out.append(contentsOf: text.utf8)
            return
        }
    }

    /// The fast path; false, with `out` untouched, when it does not apply.
    private func appendFast(_ diagnostic: Diagnostic, file: String, range: SourceRange,
                            into out: inout [UInt8]) -> Bool {
        guard let lines = sourceLines(file), range.start.line >= 1, range.start.line <= lines.count else {
            // No source line: the header alone, as the String renderer writes it.
            appendHeader(diagnostic, file: file, range: range, into: &out)
            return true
        }
        let line = lines[range.start.line - 1]
        let written: Bool? = line.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard bytes.count <= Self.maxShownColumns else { return false }
            for byte in bytes where byte >= 0x80 || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") {
                return false
            }
            appendHeader(diagnostic, file: file, range: range, into: &out)
            out.append(contentsOf: bytes)
            out.append(UInt8(ascii: "\n"))
            Self.appendCaret(count: bytes.count, range: range, into: &out)
            return true
        }
        return written ?? false
    }

    /// `file:line:column: severity: message [rule]` and a newline.
    private func appendHeader(_ diagnostic: Diagnostic, file: String, range: SourceRange, into out: inout [UInt8]) {
        out.append(contentsOf: file.utf8)
        out.append(UInt8(ascii: ":"))
        appendDecimal(range.start.line, to: &out)
        out.append(UInt8(ascii: ":"))
        appendDecimal(range.start.column, to: &out)
        out.append(contentsOf: ": ".utf8)
        out.append(contentsOf: diagnostic.severity.rawValue.utf8)
        out.append(contentsOf: ": ".utf8)
        out.append(contentsOf: diagnostic.message.utf8)
        if !diagnostic.devices.isEmpty {
            out.append(contentsOf: " (on ".utf8)
            for (index, device) in diagnostic.devices.enumerated() {
                if index > 0 { out.append(contentsOf: ", ".utf8) }
                out.append(contentsOf: device.utf8)
            }
            out.append(UInt8(ascii: ")"))
        }
        out.append(contentsOf: " [".utf8)
        out.append(contentsOf: diagnostic.rule.rawValue.utf8)
        out.append(contentsOf: "]\n".utf8)
    }

    /// ``caretLine(for:range:)`` for a line of `count` ASCII bytes without tabs.
    private static func appendCaret(count: Int, range: SourceRange, into out: inout [UInt8]) {
        let start = max(range.start.column, 1)
        out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: start - 1))
        out.append(UInt8(ascii: "^"))
        let end: Int
        if range.end.line == range.start.line {
            end = range.end.column
        } else if range.end.line > range.start.line {
            end = count + 1
        } else {
            end = start
        }
        let clamped = min(end, count + 1)
        if clamped > start + 1 { out.append(contentsOf: repeatElement(UInt8(ascii: "~"), count: clamped - start - 1)) }
        out.append(UInt8(ascii: "\n"))
    }

    private func appendDecimal(_ value: Int, to out: inout [UInt8]) {
        guard value >= 0, value < 10 else {
            out.append(contentsOf: String(value).utf8)
            return
        }
        out.append(UInt8(ascii: "0") + UInt8(value))
    }
}
