import LayoutIR
import SwiftCodegen
import XCTest

/// A screen name or spec path with a bidirectional override (U+202E) reached
/// the generated Swift's comments and string literals raw (issue 32), where it shows a reviewer
/// the code around it in another order than the compiler reads it.
final class CommentBidiTests: XCTestCase {
    func testOverridesAndMarksBecomeQuestionMarksInComments() {
        var screen = Screen(name: "Home\u{202E}evil\u{200F}", views: [ViewSpec(path: "root", kind: .view)])
        screen.deviceID = "iphone-15-pro"
        let source = LayoutFileWriter(screen: screen, specPath: "Specs/a\u{2066}b\u{061C}.layout.yaml",
                                      layoutcVersion: "test").render().source
        for scalar in ["\u{202E}", "\u{200F}", "\u{2066}", "\u{061C}"] {
            XCTAssertFalse(source.contains(scalar), "U+\(String(scalar.unicodeScalars.first!.value, radix: 16))")
        }
        XCTAssertTrue(source.contains("from Specs/a?b?.layout.yaml."), source)
        // In string literals they are escapes: the same string at run time, shown inert.
        XCTAssertTrue(source.contains("public static let screen = \"Home\\u{202e}evil\\u{200f}\""), source)
    }
}
