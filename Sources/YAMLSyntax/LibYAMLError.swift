internal import CYAML
import Diagnostics

/// Turns the error libyaml left in its parser into one `yaml-syntax` diagnostic.
enum LibYAMLError {
    static func diagnostic(_ parser: UnsafeMutablePointer<yaml_parser_t>, _ input: UnsafeBufferPointer<UInt8>) -> Diagnostic {
        let p = parser.pointee
        let problem = p.problem.map { String(cString: $0) }
        let context = p.context.map { String(cString: $0) }
        switch p.error {
        case YAML_MEMORY_ERROR:
            return .error(.yamlSyntax, YAMLMessages.outOfMemory, at: caret(SourceLocation(line: 1, column: 1)))
        case YAML_READER_ERROR:
            return readerError(problem: problem, offset: p.problem_offset, value: p.problem_value, input)
        default:
            let at = clamped(YAMLParser.mark(p.problem_mark).location, to: input)
            var message = YAMLMessages.libyaml(problem: problem, context: context)
            if byte(at: at, in: input) == 0x09 { message += YAMLMessages.tabHint }
            var diagnostic = Diagnostic.error(.yamlSyntax, message, at: caret(at))
            if let context, !context.isEmpty {
                let contextAt = clamped(YAMLParser.mark(p.context_mark).location, to: input)
                if contextAt != at { diagnostic.notes.append(YAMLMessages.contextNote(context, at: contextAt)) }
            }
            return diagnostic
        }
    }

    /// Reader errors carry a byte offset, not a mark. "Invalid trailing octet"
    /// points past the character's first byte; point at that first byte instead.
    private static func readerError(problem: String?, offset: Int, value: Int32, _ input: UnsafeBufferPointer<UInt8>)
        -> Diagnostic
    {
        var offset = offset
        var shown = [value]
        if problem == "invalid trailing UTF-8 octet", offset <= input.count {
            var lead = offset - 1
            while lead > 0 && lead > offset - 4 && input[lead] & 0xC0 == 0x80 { lead -= 1 }
            if lead >= 0 && input[lead] >= 0xC0 {
                shown = input[lead..<offset].map { Int32($0) } + shown
                offset = lead
            }
        }
        let at = location(ofOffset: offset, in: input)
        return .error(.yamlSyntax, YAMLMessages.reader(problem: problem, values: shown), at: caret(at))
    }

    /// `location`, or the input's end when it lies past it: at the end of a
    /// file without a final line break, libyaml moves its mark to the start of
    /// a next line the file does not have (6:1 after a last line 5).
    static func clamped(_ location: SourceLocation, to input: UnsafeBufferPointer<UInt8>) -> SourceLocation {
        let end = self.location(ofOffset: input.count, in: input)
        return location > end ? end : location
    }

    private static func caret(_ location: SourceLocation) -> SourceRange {
        SourceRange(start: location, end: location)
    }

    /// The byte at a 1-based line and column (columns count characters), if any.
    static func byte(at location: SourceLocation, in input: UnsafeBufferPointer<UInt8>) -> UInt8? {
        var line = 1
        var column = 1
        var i = 0
        if input.count >= 3 && input[0] == 0xEF && input[1] == 0xBB && input[2] == 0xBF { i = 3 }
        while i < input.count {
            let byte = input[i]
            if line == location.line && column == location.column && byte & 0xC0 != 0x80 { return byte }
            if line > location.line { return nil }
            if byte == 0x0A || byte == 0x0D {
                if byte == 0x0D && i + 1 < input.count && input[i + 1] == 0x0A { i += 1 }
                line += 1
                column = 1
            } else if i + 1 < input.count && input[i + 1] & 0xC0 != 0x80 {
                column += 1
            }
            i += 1
        }
        return nil
    }

    /// The 1-based line and column of a byte offset, counting characters and line
    /// breaks as libyaml does (`\n`, `\r\n`, `\r`; a leading byte-order mark is not a column).
    static func location(ofOffset offset: Int, in input: UnsafeBufferPointer<UInt8>) -> SourceLocation {
        let end = min(max(offset, 0), input.count)
        var line = 1
        var column = 1
        var i = 0
        if end >= 3 && input[0] == 0xEF && input[1] == 0xBB && input[2] == 0xBF { i = 3 }
        while i < end {
            let byte = input[i]
            if byte == 0x0A || byte == 0x0D {
                if byte == 0x0D && i + 1 < end && input[i + 1] == 0x0A { i += 1 }
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            i += 1
        }
        return SourceLocation(line: line, column: column)
    }
}
