import Foundation

/// Where every 256th character (Unicode scalar) of a long source line
/// starts, found in one walk the first time the line is asked for.
///
/// A flow list written on one line can be megabytes long with a finding on
/// every item; showing each finding's excerpt walked the line from its start
/// to the column, so 100,000 findings on a 2 MB line took minutes. With the
/// marks, each walk is at most 256 characters (a mark is 16 bytes: about
/// 6% of the line).
final class LongLineIndex: @unchecked Sendable {
    /// A line of a file, as diagnostics name them.
    struct Key: Hashable {
        var file: String
        var line: Int
    }

    static let stride = 256
    private let lock = NSLock()
    /// The marks of each line, with the line's length in bytes (a renderer lives
    /// for one rendering of fixed sources; a line of another length is walked again).
    private var marks: [Key: (bytes: Int, marks: [Substring.Index])] = [:]

    /// The index of character `count` (0-based) of `line`, the line `key` names;
    /// `nil` past its end.
    func index(ofScalar count: Int, in line: Substring, key: Key) -> Substring.Index? {
        let scalars = line.unicodeScalars
        guard count >= Self.stride else {
            return scalars.index(scalars.startIndex, offsetBy: count, limitedBy: scalars.endIndex)
        }
        let lineMarks = lock.withLock {
            if let found = marks[key], found.bytes == line.utf8.count { return found.marks }
            var found: [Substring.Index] = []
            var position = scalars.startIndex, walked = 0
            while position < scalars.endIndex {
                if walked % Self.stride == 0 { found.append(position) }
                scalars.formIndex(after: &position)
                walked += 1
            }
            marks[key] = (line.utf8.count, found)
            return found
        }
        let mark = count / Self.stride
        guard mark < lineMarks.count else { return nil }
        return scalars.index(lineMarks[mark], offsetBy: count - mark * Self.stride, limitedBy: scalars.endIndex)
    }
}
