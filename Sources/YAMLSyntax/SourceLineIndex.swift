import Foundation

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
public struct SourceLineIndex: Sendable {
    /// The byte offset at which each line starts (line 1 at index 0).
    private let lineStarts: [Int]
    /// 3 when the input starts with a UTF-8 byte order mark, else 0.
    private let bomLength: Int
    /// For each line longer than ``checkpointStride`` bytes, the characters
    /// before every stride's boundary in it: a column on a 2 MB line (a flow
    /// list written on one line) is counted from the nearest boundary, not from
    /// the line's start, so 100,000 findings on it cost linear time, not
    /// quadratic.
    private let checkpoints: [Int: [Int32]]
    static let checkpointStride = 512

    /// `nil` when the input has a line break other than `\n`.
    public init?(bytes: [UInt8]) {
        var starts = [0]
        starts.reserveCapacity(bytes.count / 32 + 1)
        let ok = bytes.withUnsafeBufferPointer { input -> Bool in
            guard let base = input.baseAddress else { return true }
            let count = input.count
            // `\r` anywhere, or a lead byte of NEL (C2 85) or of LS / PS (E2 80 A8/A9):
            // memchr's vectorized scans find them, and there are rarely any.
            if memchr(base, 0x0D, count) != nil { return false }
            for lead in [UInt8(0xC2), 0xE2] {
                var offset = 0
                while offset < count, let found = memchr(base + offset, Int32(lead), count - offset) {
                    let at = UnsafeRawPointer(found) - UnsafeRawPointer(base)
                    if lead == 0xC2, at + 1 < count, input[at + 1] == 0x85 { return false }
                    if lead == 0xE2, at + 2 < count, input[at + 1] == 0x80, input[at + 2] == 0xA8 || input[at + 2] == 0xA9 {
                        return false
                    }
                    offset = at + 1
                }
            }
            var offset = 0
            while offset < count, let found = memchr(base + offset, 0x0A, count - offset) {
                offset = UnsafeRawPointer(found) - UnsafeRawPointer(base) + 1
                starts.append(offset)
            }
            return true
        }
        guard ok else { return nil }
        lineStarts = starts
        let bom = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
        bomLength = bom
        checkpoints = bytes.withUnsafeBufferPointer { input in
            Self.checkpoints(lineStarts: starts, bomLength: bom, in: input)
        }
    }

    private static func checkpoints(lineStarts: [Int], bomLength: Int,
                                    in input: UnsafeBufferPointer<UInt8>) -> [Int: [Int32]] {
        var result: [Int: [Int32]] = [:]
        for line in lineStarts.indices {
            let start = line == 0 ? bomLength : lineStarts[line]
            let end = line + 1 < lineStarts.count ? lineStarts[line + 1] : input.count
            guard end - start > checkpointStride else { continue }
            var marks: [Int32] = [0]
            var boundary = start + checkpointStride, total = 0
            while boundary < end {
                total += characters(in: input, from: boundary - checkpointStride, to: boundary)
                marks.append(Int32(clamping: total))
                boundary += checkpointStride
            }
            result[line] = marks
        }
        return result
    }

    /// The 1-based line and column of byte `offset`, which must start a character.
    public func location(ofByte offset: Int, in input: UnsafeBufferPointer<UInt8>) -> (line: Int32, column: Int32) {
        // The last line starting at or before `offset`.
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        var from = low == 0 ? bomLength : lineStarts[low]
        var before = 0
        if offset - from > Self.checkpointStride, let marks = checkpoints[low] {
            // Counting is additive over any split of the bytes: from the last
            // boundary at or before `offset`.
            let mark = min((offset - from) / Self.checkpointStride, marks.count - 1)
            before = Int(marks[mark])
            from += mark * Self.checkpointStride
        }
        return (Int32(clamping: low + 1),
                Int32(clamping: before + Self.characters(in: input, from: from, to: offset) + 1))
    }

    /// The number of characters in `input[from..<to]` (UTF-8 bytes that are not continuations).
    public static func characters(in input: UnsafeBufferPointer<UInt8>, from: Int, to: Int) -> Int {
        var continuations = 0
        var index = from
        while index < to {
            continuations &+= input[index] & 0xC0 == 0x80 ? 1 : 0
            index += 1
        }
        return (to - from) - continuations
    }
}
