import Foundation

/// Where each line of a file's bytes starts and ends (without its break), with
/// libyaml's line breaks: `\n`, `\r\n` and `\r`.
///
/// The text renderer's source excerpts read lines straight from the bytes
/// through this table: a file with 100,000 findings is not split into 100,000
/// `Substring`s first.
public struct SourceLineTable: Sendable {
    /// Start offset of each line, then one past the last byte: line `n` (1-based)
    /// is `starts[n - 1] ..< end(n)`.
    private var starts: [Int]
    private let count: Int
    /// Whether any line ends in `\r` (checked once: most files have none).
    private let hasCarriageReturns: Bool

    public init(bytes: [UInt8]) {
        count = bytes.count
        var starts = [0]
        starts.reserveCapacity(bytes.count / 32 + 1)
        let hasCR = bytes.withUnsafeBufferPointer { input -> Bool in
            guard let base = input.baseAddress else { return false }
            return memchr(base, Int32(UInt8(ascii: "\r")), input.count) != nil
        }
        bytes.withUnsafeBufferPointer { input in
            guard let base = input.baseAddress else { return }
            if !hasCR {
                // `\n` only: memchr finds each in a vectorized scan.
                var offset = 0
                while offset < input.count,
                      let found = memchr(base + offset, Int32(UInt8(ascii: "\n")), input.count - offset) {
                    offset = UnsafeRawPointer(found) - UnsafeRawPointer(base) + 1
                    starts.append(offset)
                }
                return
            }
            var index = 0
            while index < input.count {
                let byte = input[index]
                if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                    index += byte == UInt8(ascii: "\r") && index + 1 < input.count
                        && input[index + 1] == UInt8(ascii: "\n") ? 2 : 1
                    starts.append(index)
                } else {
                    index += 1
                }
            }
        }
        self.starts = starts
        hasCarriageReturns = hasCR
    }

    /// The number of lines (a file ending in a break has an empty last line).
    public var lineCount: Int { starts.count }

    /// The byte range of line `number` (1-based) without its break; `nil` past the end.
    public func byteRange(ofLine number: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        guard number >= 1, number <= starts.count else { return nil }
        let start = starts[number - 1]
        guard number < starts.count else { return start..<count }
        var end = starts[number] - 1
        if hasCarriageReturns, bytes[end] == UInt8(ascii: "\n"), end > start, bytes[end - 1] == UInt8(ascii: "\r") {
            end -= 1
        }
        return start..<end
    }
}
