/// Breaks text into lines the way UILabel wraps with `byWordWrapping`: at the
/// spaces between words, greedily, spaces at a line's end taking no width; a
/// word longer than the line is broken between characters; `\n` starts a new
/// line. Works on the per-byte advances of ``InterFont/advances(_:)``.
enum LineBreaker {
    /// The widest line and the number of lines; `maxWidth` nil keeps every
    /// paragraph on one line.
    static func lines(_ utf8: [UInt8], advances: [Double], maxWidth: Double?) -> (width: Double, count: Int) {
        guard !utf8.isEmpty else { return (0, 0) }
        let limit = maxWidth.map { $0 + 1e-9 } ?? .infinity
        var widest = 0.0, count = 1
        var line = 0.0, pendingSpace = 0.0, lineHasWord = false
        var index = 0
        func endLine() {
            widest = max(widest, line)
            count += 1
            line = 0
            pendingSpace = 0
            lineHasWord = false
        }
        while index < utf8.count {
            let byte = utf8[index]
            if byte == 0x0A {
                endLine()
                index += 1
                continue
            }
            if byte == 0x20 {
                pendingSpace += advances[index]
                index += 1
                continue
            }
            var end = index
            var word = 0.0
            while end < utf8.count, utf8[end] != 0x20, utf8[end] != 0x0A {
                word += advances[end]
                end += 1
            }
            if lineHasWord, line + pendingSpace + word > limit { endLine() }
            if !lineHasWord, word > limit {
                // Too long for any line: broken between characters.
                for byteIndex in index..<end where advances[byteIndex] != 0 {
                    if line > 0, line + advances[byteIndex] > limit { endLine() }
                    line += advances[byteIndex]
                }
                lineHasWord = true
            } else {
                line += (lineHasWord ? pendingSpace : 0) + word
                lineHasWord = true
            }
            pendingSpace = 0
            index = end
        }
        widest = max(widest, line)
        return (widest, count)
    }
}
