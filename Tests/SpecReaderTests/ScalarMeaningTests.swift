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

extension ScalarMeaningTests {
    /// The fast paths agree with the C library's correctly rounded reading on
    /// seeded random decimals of every form the format accepts.
    func testDecimalsReadAsTheCLibraryReadsThem() {
        var state: UInt64 = 0x1234_5678
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        for _ in 0..<20_000 {
            var text = ["", "-", "+"][next(3)]
            text += String(repeating: "0", count: next(2)) + (next(4) == 0 ? "" : String(next(1_000_000)))
            if next(2) == 0 { text += "." + String(next(100_000)) }
            if text.last == "-" || text.last == "+" || text.isEmpty { text += "7" }
            if next(4) == 0 { text += ["e", "E"][next(2)] + ["", "-", "+"][next(3)] + String(next(30)) }
            guard let expected = Double(text) else { continue }
            XCTAssertEqual(meaning(text), .number(expected), text)
        }
    }
}
