import Emitters
import XCTest

/// The bidirectional marks (U+200E LEFT-TO-RIGHT MARK, U+200F RIGHT-TO-LEFT
/// MARK, U+061C ARABIC LETTER MARK) reorder the text around them as the
/// overrides do: they reached terminals raw (issue 32), and are now shown as
/// `<U+200E>` wherever the other controls are.
final class BidiMarkTests: XCTestCase {
    func testMarksAreEscapedLikeOverrides() {
        XCTAssertEqual(ControlCharacters.escaped("a\u{200E}b\u{200F}c\u{061C}d\u{202E}e"),
                       "a<U+200E>b<U+200F>c<U+061C>d<U+202E>e")
        for mark in ["\u{200E}", "\u{200F}", "\u{061C}"] {
            // The byte scan (the fast path for the common case) finds them too.
            XCTAssertTrue(ControlCharacters.needsEscaping("id" + mark), mark.unicodeScalars.first!.description)
            XCTAssertEqual(ControlCharacters.width(mark.unicodeScalars.first!), 8)
        }
        // Neighbours that are letters or ordinary punctuation stay: U+200D (joiner), U+2010, Arabic U+061B, U+061D.
        for kept in ["\u{200D}", "\u{2010}", "\u{061B}", "\u{061D}", "ب"] {
            XCTAssertFalse(ControlCharacters.needsEscaping("x" + kept), kept)
            XCTAssertEqual(ControlCharacters.escaped("x" + kept), "x" + kept)
        }
    }
}
