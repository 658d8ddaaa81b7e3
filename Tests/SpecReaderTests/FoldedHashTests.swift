import XCTest

@testable import LayoutIR

/// The attribute boxes and pins the reader interns hash as one folded word;
/// the hash must still agree with `==` (equal values, equal hashes), including
/// for the doubles that compare equal with different bits.
final class FoldedHashTests: XCTestCase {
    func testEqualDecorationsHashEqualAndDifferentOnesMostlyDiffer() {
        var a = ViewSpec.Decorations()
        a.insets = Insets(top: 0, left: 1, bottom: 2, right: 3)
        a.margins = Insets(all: 8)
        a.suppress = ["hit-target-too-small"]
        var b = a
        b.insets.top = -0.0
        XCTAssertEqual(a, b)
        XCTAssertEqual(a.hashValue, b.hashValue)
        var hashes = Set<Int>()
        for value in 0..<1_000 {
            var c = a
            c.cornerRadius = Double(value)
            hashes.insert(c.hashValue)
        }
        XCTAssertEqual(hashes.count, 1_000, "a field change moves the hash")
        var nilMargins = a
        nilMargins.margins = nil
        XCTAssertNotEqual(nilMargins.hashValue, a.hashValue)
    }

    func testEqualKindAttributesHashEqual() {
        var a = KindAttributes()
        a.fontSize = 0
        a.contentMode = .aspectFit
        var b = KindAttributes()
        b.fontSize = -0.0
        b.contentMode = .aspectFit
        XCTAssertEqual(a, b)
        XCTAssertEqual(a.hashValue, b.hashValue)
        b.fontSize = nil
        XCTAssertNotEqual(a, b)
        XCTAssertNotEqual(a.hashValue, b.hashValue)
    }

    func testPositioningHashesAgreeWithEquality() {
        let frameA = Positioning.frame(Rect(x: 0, y: 1, width: 2, height: 3))
        let frameB = Positioning.frame(Rect(x: -0.0, y: 1, width: 2, height: 3))
        XCTAssertEqual(frameA, frameB)
        XCTAssertEqual(frameA.hashValue, frameB.hashValue)
        let place = Positioning.place(horizontal: AxisPins(leading: .points(8), size: .percent(50)),
                                      vertical: AxisPins(leading: .points(8), size: .points(44)))
        let same = Positioning.place(horizontal: AxisPins(leading: .points(8), size: .percent(50)),
                                     vertical: AxisPins(leading: .points(8), size: .points(44)))
        XCTAssertEqual(place.hashValue, same.hashValue)
        let swapped = Positioning.place(horizontal: AxisPins(leading: .points(8), size: .points(44)),
                                        vertical: AxisPins(leading: .points(8), size: .percent(50)))
        XCTAssertNotEqual(place.hashValue, swapped.hashValue, "axes are not interchangeable")
        XCTAssertNotEqual(Positioning.fill.hashValue, frameA.hashValue)
    }
}
