import LayoutIR
import XCTest

@testable import Solver

/// The root view (step 1): frame, safe area from device insets + bars +
/// additionalSafeAreaInsets, system margins.
final class RootSafeAreaTests: XCTestCase {
    func root(_ bars: [Bar], _ device: String = "iphone-15-pro", _ orientation: Orientation = .portrait,
              additional: Insets = .zero) -> ResolvedView {
        ScreenBuilder(bars: bars, additional: additional).solve(device, orientation).views[0]
    }

    func testIPhone15ProPortraitStatusOnly() {
        let r = root([.status])
        XCTAssertRect(r.frame, rect(0, 0, 393, 852))
        XCTAssertRect(r.windowFrame, rect(0, 0, 393, 852))
        XCTAssertEqual(r.boundsSize, Size(width: 393, height: 852))
        XCTAssertInsets(r.safeAreaInsets, insets(59, 0, 34, 0))
        XCTAssertInsets(r.layoutMargins, insets(0, 16, 0, 16))
    }

    func testNavigationBarSitsUnderTheStatusBar() {
        // top = max(59, 54 + 44) = 98
        XCTAssertInsets(root([.status, .navigation]).safeAreaInsets, insets(98, 0, 34, 0))
    }

    func testLargeTitle() {
        // top = max(59, 54 + 96) = 150
        XCTAssertInsets(root([.status, .largeTitle]).safeAreaInsets, insets(150, 0, 34, 0))
    }

    func testTabBarSitsOnTheHomeIndicator() {
        // bottom = 34 + 49 = 83
        XCTAssertInsets(root([.status, .navigation, .tab]).safeAreaInsets, insets(98, 0, 83, 0))
    }

    func testToolbar() {
        // bottom = 34 + 44 = 78
        XCTAssertInsets(root([.status, .toolbar]).safeAreaInsets, insets(59, 0, 78, 0))
    }

    func testAdditionalSafeAreaInsetsAreAddedLast() {
        // [98, 0, 83, 0] + [10, 5, 1, 2]
        XCTAssertInsets(root([.status, .navigation, .tab], additional: insets(10, 5, 1, 2)).safeAreaInsets,
                        insets(108, 5, 84, 2))
    }

    func testIPhone15ProLandscape() {
        let r = root([.status], "iphone-15-pro", .landscape)
        XCTAssertRect(r.frame, rect(0, 0, 852, 393))
        XCTAssertInsets(r.safeAreaInsets, insets(0, 59, 21, 59))
        XCTAssertInsets(r.layoutMargins, insets(0, 16, 0, 16))
        // compact-height navigation bar 32 under a hidden status bar: max(0, 0 + 32) = 32;
        // tab bar 32 on the 21-pt home indicator: 53
        XCTAssertInsets(root([.status, .navigation, .tab], "iphone-15-pro", .landscape).safeAreaInsets,
                        insets(32, 59, 53, 59))
    }

    func testIPhoneSE3Portrait() {
        let r = root([.status], "iphone-se-3")
        XCTAssertRect(r.frame, rect(0, 0, 375, 667))
        XCTAssertInsets(r.safeAreaInsets, insets(20, 0, 0, 0))
        // navigation: max(20, 20 + 44) = 64; tab: 0 + 49
        XCTAssertInsets(root([.status, .navigation, .tab], "iphone-se-3").safeAreaInsets, insets(64, 0, 49, 0))
    }

    func testIPhoneSE3LandscapeHasZeroInsets() {
        let r = root([.status], "iphone-se-3", .landscape)
        XCTAssertRect(r.frame, rect(0, 0, 667, 375))
        XCTAssertInsets(r.safeAreaInsets, .zero)
        XCTAssertInsets(r.layoutMargins, insets(0, 16, 0, 16))
    }

    func testHiddenStatusBar() {
        // SE: the 20-pt inset is all status bar, so it goes; the 15 Pro keeps the Dynamic Island's 59
        XCTAssertInsets(root([], "iphone-se-3").safeAreaInsets, .zero)
        XCTAssertInsets(root([], "iphone-15-pro").safeAreaInsets, insets(59, 0, 34, 0))
        // a navigation bar without a status bar: max(59, 0 + 44) = 59
        XCTAssertInsets(root([.navigation], "iphone-15-pro").safeAreaInsets, insets(59, 0, 34, 0))
    }

    func testIPadBars() {
        // ipad-pro-11: [24, 0, 20, 0]; navigation 50: max(24, 24 + 50) = 74; tab 20 + 50 = 70
        XCTAssertInsets(root([.status, .navigation, .tab], "ipad-pro-11").safeAreaInsets, insets(74, 0, 70, 0))
        XCTAssertInsets(root([.status], "ipad-pro-11").layoutMargins, insets(0, 20, 0, 20))
    }

    func testRootIgnoresItsOwnPlacement() {
        var b = ScreenBuilder { $0.positioning = .frame(rect(5, 5, 10, 10)) }
        b.add()
        XCTAssertRect(b.solve().views[0].frame, rect(0, 0, 393, 852))
    }
}
