import Diagnostics
import LayoutIR
import XCTest

@testable import Solver

/// Label `textRect`, image `contentRect`, text view `textRect` and
/// `placeholderRect`, table `indexRect` (Docs/SpecFormat.md#kinds).
final class KindOutputTests: XCTestCase {
    func testLabelTextRect() {
        // bounds 200 × 40 inset by [4, 8, 4, 8]: (8, 4, 184, 32)
        var b = ScreenBuilder()
        let c = b.add(.label, frame: rect(10, 100, 200, 40)) { $0.attributes.textInsets = insets(4, 8, 4, 8) }
        let l = b.solve()
        XCTAssertRect(l.views[c].textRect, rect(8, 4, 184, 32))
        XCTAssertNil(l.views[c].hitRect)
    }

    func image(_ mode: ContentMode, _ content: Size) -> (ResolvedLayout, Int) {
        var b = ScreenBuilder()
        let c = b.add(.image, frame: rect(0, 100, 200, 100)) {
            $0.attributes.contentMode = mode
            $0.attributes.imageSize = content
        }
        return (b.solve(), c)
    }

    func testImageScaleToFill() {
        XCTAssertRect(image(.scaleToFill, Size(width: 50, height: 100)).0.views[1].contentRect, rect(0, 0, 200, 100))
    }

    func testImageAspectFit() {
        // s = min(200/50, 100/100) = 1: 50 × 100 at ((200 − 50)/2, 0) = (75, 0)
        XCTAssertRect(image(.aspectFit, Size(width: 50, height: 100)).0.views[1].contentRect, rect(75, 0, 50, 100))
        // s = min(200/400, 100/100) = 0.5: 200 × 50 at (0, 25)
        XCTAssertRect(image(.aspectFit, Size(width: 400, height: 100)).0.views[1].contentRect, rect(0, 25, 200, 50))
    }

    func testImageAspectFill() {
        // s = max(4, 1) = 4: 200 × 400 at (0, (100 − 400)/2 = −150)
        XCTAssertRect(image(.aspectFill, Size(width: 50, height: 100)).0.views[1].contentRect, rect(0, -150, 200, 400))
    }

    func testImageCenter() {
        // no scaling: ((200 − 40)/2, (100 − 20)/2) = (80, 40)
        XCTAssertRect(image(.center, Size(width: 40, height: 20)).0.views[1].contentRect, rect(80, 40, 40, 20))
        // bigger than the bounds: ((200 − 300)/2, (100 − 50)/2) = (−50, 25)
        XCTAssertRect(image(.center, Size(width: 300, height: 50)).0.views[1].contentRect, rect(-50, 25, 300, 50))
    }

    func testZeroImageSizeGivesNaNInAspectModes() {
        for mode in [ContentMode.aspectFit, .aspectFill] {
            // s = min(200/0, 100/0) = ∞, 0 · ∞ = NaN everywhere
            let (l, c) = image(mode, .zero)
            XCTAssertRect(l.views[c].contentRect, rect(.nan, .nan, .nan, .nan))
            let d = l.diagnostics(.nonFiniteFrame)
            XCTAssertEqual(d.count, 1, "\(mode)")
            XCTAssertEqual(d.first?.severity, .error)
            XCTAssertEqual(d.first?.sourceKey, "contentSize")
            XCTAssertTrue(d.first?.message.hasPrefix("contentRect [NaN, NaN, NaN, NaN] is not finite") ?? false)
            XCTAssertTrue(d.first?.message.contains("CALayerInvalidGeometry") ?? false)
            // the view's own frame is fine
            XCTAssertRect(l.views[c].frame, rect(0, 100, 200, 100))
        }
    }

    func testZeroImageSizeIsFiniteInOtherModes() {
        // center: (100, 50, 0, 0); scaleToFill ignores the size
        let (l, c) = image(.center, .zero)
        XCTAssertRect(l.views[c].contentRect, rect(100, 50, 0, 0))
        XCTAssertTrue(l.diagnostics.isEmpty)
        XCTAssertRect(image(.scaleToFill, .zero).0.views[1].contentRect, rect(0, 0, 200, 100))
    }

    func testImageWithoutContentSizeHasNoContentRect() {
        var b = ScreenBuilder()
        let c = b.add(.image, frame: rect(0, 100, 200, 100))
        XCTAssertNil(b.solve().views[c].contentRect)
    }

    func textView(location: Point?, inset: Insets? = nil) -> (ResolvedLayout, Int) {
        var b = ScreenBuilder()
        let c = b.add(.textView, frame: rect(0, 100, 300, 200)) {
            $0.attributes.placeholderLocation = location
            if let inset { $0.attributes.textContainerInset = inset }
        }
        return (b.solve(), c)
    }

    func testTextViewTextRect() {
        // default inset [8, 0, 8, 0]: (0, 8, 300, 184)
        let (l, c) = textView(location: nil)
        XCTAssertRect(l.views[c].textRect, rect(0, 8, 300, 184))
        XCTAssertNil(l.views[c].placeholderRect)
    }

    func testPlaceholderRect() {
        // x = 5 + 0 + 10 = 15, y = 8 + 4 = 12, width = 300 − 0 − 15 = 285, height = 200 − 8 − 12 = 180
        let (l, c) = textView(location: Point(x: 10, y: 4))
        XCTAssertRect(l.views[c].placeholderRect, rect(15, 12, 285, 180))
        XCTAssertTrue(l.diagnostics.isEmpty)
        // inset [10, 6, 12, 4]: x = 5 + 6 + 10 = 21, y = 10 + 4 = 14, width = 300 − 4 − 21 = 275, height = 200 − 12 − 14 = 174
        let (l2, c2) = textView(location: Point(x: 10, y: 4), inset: insets(10, 6, 12, 4))
        XCTAssertRect(l2.views[c2].textRect, rect(6, 10, 290, 178))
        XCTAssertRect(l2.views[c2].placeholderRect, rect(21, 14, 275, 174))
    }

    func testPlaceholderLocationAtTheLimitIsKept() {
        // limit = 300 − 5 − 0 = 295: x = 5 + 295 = 300, width 0
        let (l, c) = textView(location: Point(x: 295, y: 0))
        XCTAssertRect(l.views[c].placeholderRect, rect(300, 8, 0, 184))
        XCTAssertTrue(l.diagnostics.isEmpty)
    }

    func testPlaceholderLocationIgnored() {
        // 296 > 295, x < 0, y < 0: each treated as [0, 0]: (5, 8, 295, 184)
        for location in [Point(x: 296, y: 0), Point(x: -1, y: 3), Point(x: 3, y: -1)] {
            let (l, c) = textView(location: location)
            XCTAssertRect(l.views[c].placeholderRect, rect(5, 8, 295, 184))
            let d = l.diagnostics(.placeholderLocationIgnored)
            XCTAssertEqual(d.count, 1)
            XCTAssertEqual(d.first?.severity, .warning)
            XCTAssertEqual(d.first?.sourceKey, "placeholder.location")
        }
    }

    func testTableIndexRectOnALandscapeNotchedPhone() {
        // iphone-15-pro landscape, table fills the root: safe area [0, 59, 21, 59], 852 × 393;
        // x = 852 − 59 − 16 = 777, y = 0, height = 393 − 0 − 21 = 372
        var b = ScreenBuilder()
        let t = b.add(.table) { $0.attributes.sectionIndex = true }
        let l = b.solve("iphone-15-pro", .landscape)
        XCTAssertRect(l.views[t].indexRect, rect(777, 0, 16, 372))
    }

    func testTableIndexRectPortraitWithBars() {
        // portrait + navigation + tab: [98, 0, 83, 0]: x = 393 − 16 = 377, y 98, height 852 − 181 = 671
        var b = ScreenBuilder(bars: [.status, .navigation, .tab])
        let t = b.add(.table) { $0.attributes.sectionIndex = true }
        let plain = b.add(.table)
        let l = b.solve()
        XCTAssertRect(l.views[t].indexRect, rect(377, 98, 16, 671))
        XCTAssertNil(l.views[plain].indexRect)
    }
}
