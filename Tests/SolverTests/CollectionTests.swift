import Diagnostics
import LayoutIR
import XCTest

@testable import Solver

/// Collections through the whole solver: adjustedContentInset per behaviour on a
/// notched iPhone in landscape, item frames, windowFrame and the safe area items
/// see. Numbers worked out by hand from Docs/SpecFormat.md#flow-collections and 3.1.
final class CollectionTests: XCTestCase {
    /// iphone-15-pro landscape: 852 × 393, safe area [0, 59, 21, 59], status bar
    /// hidden. A collection filling the root's bounds, 10 items of 100 × 50,
    /// spacings 10.
    private func screen(_ behavior: ContentInsetAdjustmentBehavior, bars: [Bar] = [.status],
                        direction: FlowDirection = .vertical, reference: SectionInsetReference = .contentInset,
                        itemWidth: Double = 100) -> ScreenBuilder {
        var builder = ScreenBuilder(bars: bars)
        let collection = builder.add(.collection) { view in
            view.referenceBox = .bounds
            view.attributes.contentInsetAdjustmentBehavior = behavior
            var flow = FlowSpec()
            flow.direction = direction
            flow.sectionInsetReference = reference
            flow.itemSize = Size(width: itemWidth, height: 50)
            flow.sections = [FlowSection(itemSizes: Array(repeating: nil, count: 10))]
            view.flow = flow
        }
        for index in 0..<10 {
            builder.add(.cell, to: collection) { $0.role = .flowItem(section: 0, index: index) }
        }
        return builder
    }

    private let first = 2  // the first item's view index (root 0, collection 1)

    func testAutomaticVerticalAbsorbsTopAndBottomOnly() {
        let layout = screen(.automatic).solve("iphone-15-pro", .landscape)
        // A vertical flow scrolls along Y: top and bottom of [0, 59, 21, 59].
        XCTAssertEqual(layout.views[1].adjustedContentInset, Insets(top: 0, left: 0, bottom: 21, right: 0))
        // dimension 852; n = floor(862 / 110) = 7; gap = (852 − 700) / 6 = 25.3333.
        XCTAssertEqual(layout.views[first].frame, rect(0, 0, 100, 50))
        assertRect(layout.views[first + 1].frame, rect(125.3333, 0, 100, 50))
        XCTAssertEqual(layout.views[first + 6].frame, rect(752, 0, 100, 50))
        // The last line (3 items) sits on the same grid columns, one line down.
        XCTAssertEqual(layout.views[first + 7].frame, rect(0, 60, 100, 50))
        assertRect(layout.views[first + 9].frame, rect(250.6667, 60, 100, 50))
        XCTAssertEqual(layout.views[1].contentSize, Size(width: 852, height: 110))
        // Left and right are not absorbed, so items at the sides see the sensor housing.
        XCTAssertEqual(layout.views[first].safeAreaInsets, Insets(top: 0, left: 59, bottom: 0, right: 0))
        XCTAssertEqual(layout.views[first + 6].safeAreaInsets, Insets(top: 0, left: 0, bottom: 0, right: 59))
        XCTAssertEqual(layout.views[first + 3].safeAreaInsets, .zero)
    }

    func testScrollableAxesIsTheSameHere() {
        let layout = screen(.scrollableAxes).solve("iphone-15-pro", .landscape)
        XCTAssertEqual(layout.views[1].adjustedContentInset, Insets(top: 0, left: 0, bottom: 21, right: 0))
        XCTAssertEqual(layout.views[first + 6].frame, rect(752, 0, 100, 50))
    }

    func testNeverAbsorbsNothingAndPassesEveryEdge() {
        let layout = screen(.never).solve("iphone-15-pro", .landscape)
        XCTAssertEqual(layout.views[1].adjustedContentInset, .zero)
        XCTAssertEqual(layout.views[first].frame, rect(0, 0, 100, 50))
        XCTAssertEqual(layout.views[first].safeAreaInsets, Insets(top: 0, left: 59, bottom: 0, right: 0))
    }

    func testAlwaysAbsorbsAllFourEdges() {
        let layout = screen(.always).solve("iphone-15-pro", .landscape)
        XCTAssertEqual(layout.views[1].adjustedContentInset, Insets(top: 0, left: 59, bottom: 21, right: 59))
        // dimension 852 − 118 = 734; n = floor(744 / 110) = 6; gap = (734 − 600) / 5 = 26.8;
        // x = 126.8 → round(380.4) / 3 = 126.6667, 253.6 → round(760.8) / 3 = 253.6667.
        assertRect(layout.views[first + 1].frame, rect(126.6667, 0, 100, 50))
        assertRect(layout.views[first + 2].frame, rect(253.6667, 0, 100, 50))
        XCTAssertEqual(layout.views[first + 5].frame, rect(634, 0, 100, 50))
        XCTAssertEqual(layout.views[1].contentSize, Size(width: 734, height: 110))
        // windowFrame adds the collection's position and the adjusted left/top inset.
        XCTAssertEqual(layout.views[first].windowFrame, rect(59, 0, 100, 50))
        XCTAssertEqual(layout.views[first + 6].windowFrame, rect(59, 60, 100, 50))
        // Every edge is absorbed, so nothing is passed on to the items.
        XCTAssertEqual(layout.views[first].safeAreaInsets, .zero)
    }

    func testAutomaticUnderANavigationBarAbsorbsTheBar() {
        let layout = screen(.automatic, bars: [.status, .navigation]).solve("iphone-15-pro", .landscape)
        // Landscape: status bar 0, compact navigation bar 32 → root top 32.
        XCTAssertEqual(layout.views[0].safeAreaInsets, Insets(top: 32, left: 59, bottom: 21, right: 59))
        XCTAssertEqual(layout.views[1].adjustedContentInset, Insets(top: 32, left: 0, bottom: 21, right: 0))
        XCTAssertEqual(layout.views[first].frame, rect(0, 0, 100, 50))
        XCTAssertEqual(layout.views[first].windowFrame, rect(0, 32, 100, 50))
    }

    func testHorizontalFlowAbsorbsLeftAndRight() {
        let layout = screen(.automatic, direction: .horizontal).solve("iphone-15-pro", .landscape)
        XCTAssertEqual(layout.views[1].adjustedContentInset, Insets(top: 0, left: 59, bottom: 0, right: 59))
        // dimension = height 393; n = floor((393 + 10) / (50 + 10)) = 6 per column;
        // gap = (393 − 300) / 5 = 18.6 → y = 68.6 → round(205.8) / 3 = 68.6667.
        XCTAssertEqual(layout.views[first].frame, rect(0, 0, 100, 50))
        assertRect(layout.views[first + 1].frame, rect(0, 68.6667, 100, 50))
        // Columns are lineSpacing (10) apart: the 7th item starts column 2 at x = 110.
        XCTAssertEqual(layout.views[first + 6].frame, rect(110, 0, 100, 50))
        XCTAssertEqual(layout.views[first + 6].windowFrame, rect(169, 0, 100, 50))
        XCTAssertEqual(layout.views[1].contentSize, Size(width: 210, height: 393))
    }

    func testSectionInsetFromSafeAreaKeepsItemsOffTheSensorHousing() {
        let layout = screen(.automatic, reference: .safeArea).solve("iphone-15-pro", .landscape)
        // left' = max(0 + 59 − 0, 0) = 59 on both sides: avail 734 as with `always`,
        // but the content is the full width and the lines start at x = 59.
        XCTAssertEqual(layout.views[first].frame, rect(59, 0, 100, 50))
        // 59 + 126.8 = 185.8 → round(557.4) / 3 = 185.6667.
        assertRect(layout.views[first + 1].frame, rect(185.6667, 0, 100, 50))
        XCTAssertEqual(layout.views[first].safeAreaInsets, .zero, "clear of the 59-pt band")
    }

    func testTooWideItemIsAWarningOnTheItem() {
        let layout = screen(.automatic, itemWidth: 900).solve("iphone-15-pro", .landscape)
        let warnings = layout.diagnostics.filter { $0.rule == .flowItemTooWide }
        XCTAssertEqual(warnings.count, 10)
        XCTAssertEqual(warnings.first?.severity, .warning)
        XCTAssertEqual(warnings.first?.viewIndex, first)
        // n = 1: each item centered, overflowing equally: (852 − 900) / 2 = −24.
        XCTAssertEqual(layout.views[first].frame, rect(-24, 0, 900, 50))
    }

    private func assertRect(_ actual: Rect, _ expected: Rect, file: StaticString = #filePath, line: UInt = #line) {
        for (a, e) in [(actual.x, expected.x), (actual.y, expected.y), (actual.width, expected.width),
                       (actual.height, expected.height)] {
            XCTAssertEqual(a, e, accuracy: 0.0001, "\(actual) ≠ \(expected)", file: file, line: line)
        }
    }
}

/// Sizes a flow cannot lay out.
final class FlowSizeCheckTests: XCTestCase {
    private func collection(width: Double, inset: Insets, itemSize: Size, sizes: [Size?]) -> ScreenBuilder {
        var builder = ScreenBuilder()
        let collection = builder.add(.collection, frame: rect(0, 100, width, 200)) { view in
            var flow = FlowSpec()
            flow.sectionInset = inset
            flow.itemSize = itemSize
            flow.sections = [FlowSection(itemSizes: sizes)]
            view.flow = flow
        }
        for index in sizes.indices {
            builder.add(.cell, to: collection) { $0.role = .flowItem(section: 0, index: index) }
        }
        return builder
    }

    func testInsetsWiderThanTheCollectionAreANegativeSizeOnTheCollection() {
        // 100 wide, insets 60 + 60: lines have 100 − 120 = −20 pt.
        let layout = collection(width: 100, inset: Insets(top: 0, left: 60, bottom: 0, right: 60),
                                itemSize: Size(width: 50, height: 50), sizes: [nil]).solve()
        let errors = layout.diagnostics.filter { $0.rule == .negativeSize }
        XCTAssertEqual(errors.map(\.viewIndex), [1])
        XCTAssertEqual(errors.first?.sourceKey, "flow.sectionInset")
        XCTAssertTrue(errors.first?.message.hasPrefix("the section insets leave lines of this collection -20 pt of width") ?? false)
    }

    func testZeroOrNegativeItemSizesAreErrors() {
        let layout = collection(width: 300, inset: .zero, itemSize: Size(width: 0, height: 40),
                                sizes: [Size(width: 64, height: -1), nil, nil, Size(width: 64, height: 32)]).solve()
        let errors = layout.diagnostics.filter { $0.rule == .invalidItemSize }
        // The item with its own bad size, then the flow's itemSize once for the two items using it.
        XCTAssertEqual(errors.map(\.viewIndex), [2, 1])
        XCTAssertEqual(errors.map(\.sourceKey), ["size", "flow.itemSize"])
        XCTAssertEqual(errors.first?.severity, .error)
    }

    func testPositiveSizesAndFittingInsetsAreQuiet() {
        let layout = collection(width: 300, inset: Insets(all: 8), itemSize: Size(width: 50, height: 50),
                                sizes: [nil, Size(width: 64, height: 32)]).solve()
        XCTAssertEqual(layout.diagnostics.filter { $0.rule == .invalidItemSize || $0.rule == .negativeSize }, [])
    }
}
