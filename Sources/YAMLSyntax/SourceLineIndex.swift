/// Byte offsets to libyaml's 1-based lines and columns, for the scalars a
/// document without recorded positions points into its input for.
///
/// A diagnostic about a view points at a scalar (the view's first key, the
/// value of `cornerRadius`): when that scalar is written on one line verbatim
/// in the input, its position follows from its byte offset and this table, and
/// the file need not be parsed a second time to find it. The table is one
/// offset per line, built in one pass the first time a position is asked for.
///
/// It reproduces libyaml's counting: columns count characters (UTF-8 lead
/// bytes), a byte order mark at the start is not counted, lines end at `\n`.
/// A file with any other line break libyaml knows (`\r`, NEL, LS, PS) gets no
/// table, and every position comes from the parse with positions instead.
struct SourceLineIndex: Sendable {
    /// The byte offset at which each line starts (line 1 at index 0).
    private let lineStarts: [Int]
    /// 3 when the input starts with a UTF-8 byte order mark, else 0.
    private let bomLength: Int

    /// `nil` when the input has a line break other than `\n`.
    init?(bytes: [UInt8]) {
        var starts = [0]
        let hasBOM = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
        let ok = bytes.withUnsafeBufferPointer { input -> Bool in
            for index in input.indices {
                switch input[index] {
                case UInt8(ascii: "\n"): starts.append(index + 1)
                case UInt8(ascii: "\r"): return false
                // NEL is C2 85; LS and PS are E2 80 A8 and E2 80 A9.
                case 0xC2 where index + 1 < input.count && input[index + 1] == 0x85: return false
                case 0xE2 where index + 2 < input.count && input[index + 1] == 0x80
                    && (input[index + 2] == 0xA8 || input[index + 2] == 0xA9): return false
                default: continue
                }
            }
            return true
        }
        guard ok else { return nil }
        lineStarts = starts
        bomLength = hasBOM ? 3 : 0
    }

    /// The 1-based line and column of byte `offset`, which must start a character.
    func location(ofByte offset: Int, in input: UnsafeBufferPointer<UInt8>) -> (line: Int32, column: Int32) {
        // The last line starting at or before `offset`.
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        let lineStart = low == 0 ? bomLength : lineStarts[low]
        return (Int32(clamping: low + 1), Int32(clamping: Self.characters(in: input, from: lineStart, to: offset) + 1))
    }

    /// The number of characters in `input[from..<to]` (UTF-8 bytes that are not continuations).
    static func characters(in input: UnsafeBufferPointer<UInt8>, from: Int, to: Int) -> Int {
        var continuations = 0
        var index = from
        while index < to {
            continuations &+= input[index] & 0xC0 == 0x80 ? 1 : 0
            index += 1
        }
        return (to - from) - continuations
    }
}
