import LayoutIR
import XCTest

@testable import Emitters

/// The label and findings-list text helpers of the picture, by hand.
final class SVGLabelTests: XCTestCase {
    /// 4.8 units a character, 2 of padding: "root · feed · content" is 21
    /// characters, 102.8 units; "root · feed +1" is 14, 69.2; "root +2" is 7, 35.6.
    func testSharedLabelKeepsTheLeadingNamesThatFit() {
        let names = ["root", "feed", "content"]
        XCTAssertEqual(SVGEmitter.fittingNames(names, width: 102.8, characterWidth: 4.8)?.text, "root · feed · content")
        XCTAssertEqual(SVGEmitter.fittingNames(names, width: 102.7, characterWidth: 4.8)?.text, "root · feed +1")
        XCTAssertEqual(SVGEmitter.fittingNames(names, width: 69.1, characterWidth: 4.8)?.text, "root +2")
        XCTAssertEqual(SVGEmitter.fittingNames(names, width: 69.1, characterWidth: 4.8)?.count, 1)
        XCTAssertNil(SVGEmitter.fittingNames(names, width: 35.5, characterWidth: 4.8))
    }

    func testWordsWrapAtSpacesAndALongWordKeepsItsLine() {
        XCTAssertEqual(SVGBadges.wrapWords("1 · a bb ccc", columns: 6), ["1 · a", "bb ccc"])
        XCTAssertEqual(SVGBadges.wrapWords("averyverylongword x", columns: 5), ["averyverylongword", "x"])
        XCTAssertEqual(SVGBadges.wrapWords("", columns: 5), [""])
    }

    /// 1 up to a 390-pt short side, then short side / 390 rounded down to a quarter.
    func testTextScale() {
        XCTAssertEqual(SVGEmitter.textScale(for: Size(width: 393, height: 852)), 1)
        XCTAssertEqual(SVGEmitter.textScale(for: Size(width: 852, height: 393)), 1)
        XCTAssertEqual(SVGEmitter.textScale(for: Size(width: 834, height: 1194)), 2)  // 2.138
        XCTAssertEqual(SVGEmitter.textScale(for: Size(width: 1032, height: 1376)), 2.5)  // 2.646
        XCTAssertEqual(SVGEmitter.textScale(for: Size(width: .nan, height: 10)), 1)
    }
}
