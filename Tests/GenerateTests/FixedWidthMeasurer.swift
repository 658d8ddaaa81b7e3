import Foundation
import LayoutcRuntime

// Compiled into the tests and, as text, into the program built from generated
// code (DifferentialTests.sharedFunctions): the measurer UIKit's stands in for
// on Linux, the same on both sides. Every UTF-8 byte is 0.55 × the point size
// wide, a line 1.2 × the point size tall; text wraps at spaces.

let fixedWidthText = TextEnvironment(measurer: ClosureTextMeasurer { text, font, maxWidth in
    let advance = font.pointSize * 0.55
    let lineHeight = font.pointSize * 1.2
    guard let maxWidth else {
        return TextMeasurement(width: Double(text.utf8.count) * advance, lineCount: text.isEmpty ? 0 : 1,
                               lineHeight: lineHeight)
    }
    var lines = 1, line = -advance, widest = 0.0
    for word in text.split(separator: " ") {
        let width = Double(word.utf8.count) * advance
        if line >= 0, line + advance + width > maxWidth {
            widest = max(widest, line)
            lines += 1
            line = width
        } else {
            line += advance + width
        }
    }
    return TextMeasurement(width: max(widest, line), lineCount: text.isEmpty ? 0 : lines, lineHeight: lineHeight)
})
