import LayoutIR
import XCTest

/// The IR's compact storage reads and writes like plain stored properties.
final class CompactIRTests: XCTestCase {
    func testAxisPinsKeepEachPinAndItsUnit() {
        var pins = AxisPins(leading: .points(-0.5), size: .percent(50))
        XCTAssertEqual(pins.leading, .points(-0.5))
        XCTAssertNil(pins.trailing)
        XCTAssertEqual(pins.size, .percent(50))
        XCTAssertNil(pins.center)
        XCTAssertEqual(pins.pinCount, 2)
        pins.center = .points(3)
        pins.leading = nil
        XCTAssertEqual(pins, AxisPins(size: .percent(50), center: .points(3)))
        XCTAssertNotEqual(pins, AxisPins(size: .points(50), center: .points(3)))
    }

    func testViewPathsFromASharedPrefix() {
        var view = ViewSpec(pathPrefix: "root/children/0/items/", pathIndex: 12)
        XCTAssertEqual(view.path, "root/children/0/items/12")
        XCTAssertEqual(view.pathParts.prefix, "root/children/0/items/")
        XCTAssertEqual(view.pathParts.index, 12)
        view.path = "root"
        XCTAssertEqual(view.path, "root")
        XCTAssertNil(view.pathParts.index)
    }

    /// The path is the prefix and the index's decimal digits, at each digit count's
    /// edges, with an empty prefix and with one past the small-string length.
    func testViewPathsJoinThePrefixAndEveryDigitOfTheIndex() {
        let cases: [(String, Int, String)] = [
            ("s", 0, "s0"), ("s", 9, "s9"), ("s", 10, "s10"), ("", 7, "7"), ("", 1_999_999, "1999999"),
            ("root/children/3/children/", 99, "root/children/3/children/99"),
            ("root/children/0/items/", 100_000, "root/children/0/items/100000"),
            ("root/children/0/items/", Int(Int32.max), "root/children/0/items/2147483647"),
            ("root/rows/é/", 5, "root/rows/é/5"),
        ]
        for (prefix, index, path) in cases {
            XCTAssertEqual(ViewSpec(pathPrefix: prefix, pathIndex: index).path, path)
        }
    }

    func testSharedAttributeBoxesAreCopiedOnWrite() {
        let interner = ViewStorageInterner()
        var a = ViewSpec(path: "a", kind: .label)
        var b = ViewSpec(path: "b", kind: .label)
        for index in [0, 1] {
            var view = index == 0 ? a : b
            view.attributes.fontSize = 17
            view.hitInsets = Insets(top: -4, left: -4, bottom: -4, right: -4)
            view.positioning = .place(horizontal: AxisPins(leading: .points(8)), vertical: AxisPins(size: .points(44)))
            view.shareStorage(interner)
            if index == 0 { a = view } else { b = view }
        }
        b.attributes.fontSize = 12
        b.hitInsets.top = 0
        XCTAssertEqual(a.attributes.fontSize, 17, "a shared box changed under the other view")
        XCTAssertEqual(a.hitInsets.top, -4)
        XCTAssertEqual(b.attributes.fontSize, 12)
        XCTAssertEqual(b.hitInsets.top, 0)
        XCTAssertEqual(a.positioning, b.positioning)
    }
}

extension CompactIRTests {
    /// Equal attribute boxes and pins end up shared; different ones never do,
    /// whatever slot they land in.
    func testInternerSharesEqualValuesAndNeverMixesDifferentOnes() {
        let interner = ViewStorageInterner()
        var views: [ViewSpec] = []
        for index in 0..<20_000 {
            var view = ViewSpec(pathPrefix: "root/children/", pathIndex: index, kind: .label)
            view.attributes.fontSize = Double(index % 50)
            view.cornerRadius = Double(index % 7)
            view.positioning = .place(horizontal: AxisPins(leading: .points(Double(index % 30))),
                                      vertical: AxisPins(size: .points(44)))
            view.shareStorage(interner)
            views.append(view)
        }
        for (index, view) in views.enumerated() {
            XCTAssertEqual(view.attributes.fontSize, Double(index % 50))
            XCTAssertEqual(view.cornerRadius, Double(index % 7))
            XCTAssertEqual(view.positioning, .place(horizontal: AxisPins(leading: .points(Double(index % 30))),
                                                    vertical: AxisPins(size: .points(44))))
        }
    }
}
