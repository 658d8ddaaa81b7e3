import XCTest

@testable import SpecReader

/// The strict meaning of plain scalars: YAML 1.2 core decimals, `true`/`false`,
/// the null spellings, non-finite spellings and YAML 1.1 booleans (rejected).
final class ScalarMeaningTests: XCTestCase {
    private func meaning(_ text: String) -> ScalarMeaning {
        Array(text.utf8).withUnsafeBufferPointer { ScalarText.meaning(of: $0) }
    }

    func testEverySpecialWord() {
        XCTAssertEqual(meaning("true"), .boolean(true))
        XCTAssertEqual(meaning("false"), .boolean(false))
        for word in ["", "~", "null", "Null", "NULL"] { XCTAssertEqual(meaning(word), .null, word) }
        for word in [".nan", ".NaN", ".NAN", ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF", "-.inf", "-.Inf", "-.INF"] {
            XCTAssertEqual(meaning(word), .nonFinite, word)
        }
        for word in ["yes", "Yes", "YES", "no", "No", "NO", "on", "On", "ON", "off", "Off", "OFF",
                     "y", "Y", "n", "N", "True", "TRUE", "False", "FALSE"] {
            XCTAssertEqual(meaning(word), .legacyBoolean, word)
        }
    }

    func testNumbersAndText() {
        XCTAssertEqual(meaning("-12.5"), .number(-12.5))
        XCTAssertEqual(meaning("1e400"), .outOfRange)
        XCTAssertEqual(meaning("123456789"), .number(123_456_789))
        for word in ["falsey", "nulls", "title", "trueish", ".nanx", "+.infinity", "yes!", "l10"] {
            XCTAssertEqual(meaning(word), .text, word)
        }
    }
}
