import Diagnostics
import Foundation

/// Finds, before libyaml sees the input, a run of bytes that can only be part
/// of a scalar (or a name or comment) longer than the scalar size limit.
///
/// libyaml copies a whole scalar into a growing buffer before it hands it over:
/// a 200 MB one-line value, one word or words, cost seconds and hundreds of
/// megabytes before ``YAMLLimits/maxScalarBytes`` could refuse it. A run here
/// stays on one line and has no `,` `:` `[` `]` `{` `}` (which end a plain
/// scalar or separate tokens), `\` or `'` (escapes, whose value is shorter than
/// their source), nor a byte of NEL, LS or PS (line breaks that fold). Spaces
/// and tabs do not end it but are not counted, nor are double quotes: what is counted is every byte
/// of the value of the one plain or double-quoted scalar (or comment) the run
/// holds, whose spaces inside are kept on one line, so more than the limit of
/// them proves the value is past it. A `#` after a space starts a run of its
/// own (a comment); `- ` and `? ` before a value are not counted. Names before
/// a scalar (`& ! *`) are counted too: only names of hundreds of kilobytes
/// put more than the limit of them on one line. Over-long scalars
/// written over many lines or with escapes are left to the limit check after
/// libyaml (exact, but slower).
enum OverlongRun {
    /// The byte offset at which the first run with more than `limit` counted
    /// bytes starts (its first byte that is not a space or tab), or `nil`.
    /// Stops reading `limit + 1` counted bytes into the run. UTF-16 input
    /// (which starts with its byte order mark) is not scanned.
    static func find(in input: UnsafeBufferPointer<UInt8>, limit: Int) -> Int? {
        guard input.count > limit, limit >= 0, let base = input.baseAddress else { return nil }
        if input.count >= 2, (input[0] == 0xFE && input[1] == 0xFF) || (input[0] == 0xFF && input[1] == 0xFE) {
            return nil
        }
        // A line feed ends every run and leaves the scan as it starts, so each
        // line is scanned on its own, and a line of at most `limit` bytes cannot
        // hold a run past it: only longer lines are read byte by byte. Lines are
        // found with `memchr` (the byte loop cost ~20 instructions a byte on every
        // file, about 3% of compiling a clean screen).
        var lineStart = 0
        while input.count - lineStart > limit {
            let rest = input.count - lineStart
            var lineEnd = input.count
            if let feed = memchr(base + lineStart, 0x0A, rest) {
                lineEnd = base.distance(to: UnsafePointer(feed.assumingMemoryBound(to: UInt8.self)))
            }
            if lineEnd - lineStart > limit, let start = find(in: input, from: lineStart, to: lineEnd, limit: limit) {
                return start
            }
            lineStart = lineEnd + 1
        }
        return nil
    }

    /// ``find(in:limit:)`` over the bytes `from..<to`, one line (no line feed in it).
    private static func find(in input: UnsafeBufferPointer<UInt8>, from: Int, to end: Int, limit: Int) -> Int? {
        var runStart: Int?
        var counted = 0
        var afterSpace = true
        var index = from
        while index < end {
            let byte = input[index]
            index += 1
            if byte == 0x20 || byte == 0x09 {
                afterSpace = true
                continue
            }
            if byte == 0x23, afterSpace {  // `#`: a comment, counted apart from the value before it
                runStart = nil
                counted = 0
            }
            afterSpace = false
            if breaksRun[Int(byte)] {
                afterSpace = true
                runStart = nil
                counted = 0
                // The rest of the line is too short to hold a run past the limit.
                if end - index <= limit { return nil }
                continue
            }
            if runStart == nil {
                // `- ` and `? ` before a value are indicators (a nesting level each), not part of it.
                if byte == 0x2D || byte == 0x3F, index < end, input[index] == 0x20 || input[index] == 0x09 { continue }
                runStart = index - 1
            }
            if byte != 0x22 { counted += 1 }  // a double quote is not part of the value it encloses
            if counted > limit { return runStart }
        }
        return nil
    }

    /// The error for a run found at `offset`: placed where libyaml would place
    /// it (1-based line, column in characters, a leading byte order mark not counted).
    static func diagnostic(at offset: Int, in input: UnsafeBufferPointer<UInt8>, limit: Int) -> Diagnostic {
        var line = 1
        var lineStart = 0
        var index = 0
        while index < offset {
            let byte = input[index]
            if byte == 0x0A || (byte == 0x0D && (index + 1 >= input.count || input[index + 1] != 0x0A)) {
                line += 1
                lineStart = index + 1
            }
            index += 1
        }
        var column = 1
        var scan = lineStart
        if lineStart == 0, input.count >= 3, input[0] == 0xEF, input[1] == 0xBB, input[2] == 0xBF { scan = 3 }
        while scan < offset {
            if input[scan] & 0xC0 != 0x80 { column += 1 }
            scan += 1
        }
        return .error(.limitExceeded, YAMLMessages.runTooLong(limit),
                      at: SourceRange(line: line, column: column, endLine: line, endColumn: column))
    }

    /// Bytes that end a run: line breaks, flow and value
    /// indicators, escape characters, and the last bytes of NEL (C2 85) and
    /// LS / PS (E2 80 A8/A9), which also end runs where they are not line breaks
    /// (only making the scan refuse less).
    private static let breaksRun: [Bool] = {
        var table = [Bool](repeating: false, count: 256)
        for byte in Array("\n\r,:[]{}\\'".utf8) + [0x85, 0xA8, 0xA9] { table[Int(byte)] = true }
        return table
    }()
}
