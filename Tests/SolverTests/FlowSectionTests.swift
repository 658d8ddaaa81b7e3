import LayoutIR
import XCTest

@testable import Solver

/// Sections, headers, footers, content size, `sectionInsetReference`, and
/// degenerate input (Docs/SpecFormat.md#flow-collections, #flow-layout).
final class FlowSectionTests: XCTestCase {
    /// Three sections stacked with no gap: uniform with header and footer, row
    /// path without either, and an empty one with both.
    func testSectionsHeadersFootersAndContentSize() {
        let flow = FlowFixture.spec(
            inset: Insets(top: 8, left: 16, bottom: 8, right: 16), interitem: 8, line: 8,
            itemSize: Size(width: 80, height: 32), sections: [
                FlowSection(header: 44, footer: 20, itemSizes: FlowFixture.defaultItems(5)),
                FlowSection(itemSizes: FlowFixture.items([[100, 30], [50, 20]])),
                FlowSection(header: 30, footer: 10, itemSizes: []),
            ])
        let result = FlowFixture.layout(flow)
        let s0 = result.sections[0], s1 = result.sections[1], s2 = result.sections[2]
        // Section 0 at 0: header (0, 0, 393, 44), full width, not inset by 16.
        // Lines at 44 + 8 = 52 and 52 + 32 + 8 = 92 (grid of example A: n = 4).
        // Lines end at 92 + 32 = 124; footer at 124 + 8 = 132; extent 132 + 20 = 152.
        assertRect(s0.header, [0, 0, 393, 44])
        XCTAssertEqual(s0.items.map(\.y), [52, 52, 52, 52, 92])
        assertRect(s0.footer, [0, 132, 393, 20])
        // Section 1 at 152: no header or footer (size 0). One line, packed left:
        // x = 16, 16 + 100 + 8 = 124; line height 30: y = 152 + 8 = 160, 160 + 5 = 165.
        // Extent 8 + 30 + 8 = 46 → ends at 198.
        XCTAssertNil(s1.header)
        XCTAssertNil(s1.footer)
        assertRects(s1.items, [[16, 160, 100, 30], [124, 165, 50, 20]])
        // Section 2 at 198, no items: header (0, 198, 393, 30); lines "end" at 30 + 8;
        // footer at 198 + 38 + 8 = 244; extent 56 → content height 254.
        assertRect(s2.header, [0, 198, 393, 30])
        assertRect(s2.footer, [0, 244, 393, 10])
        XCTAssertEqual(s2.items, [])
        XCTAssertEqual(result.contentSize, Size(width: 393, height: 254))
    }

    /// Header and footer origins are rounded like items.
    func testHeaderAndFooterOriginsRounded() {
        let flow = FlowFixture.spec(itemSize: Size(width: 50, height: 10.25), sections: [
            FlowSection(header: 10.1, footer: 5, itemSizes: FlowFixture.defaultItems(1)),
            FlowSection(header: 5, itemSizes: []),
        ])
        let result = FlowFixture.layout(flow)
        // Item y = 10.1 → 30.3 → 30/3 = 10. Footer at 10.1 + 10.25 = 20.35 → 61.05 → 61/3.
        // Section 1 starts at 25.35 → 76.05 → 76/3; sizes are never rounded.
        XCTAssertEqual(result.sections[0].items[0].y, 10, accuracy: 1e-9)
        assertRect(result.sections[0].footer, [0, 61.0 / 3, 393, 5])
        assertRect(result.sections[1].header, [0, 76.0 / 3, 393, 5])
        XCTAssertEqual(result.contentSize.height, 30.35, accuracy: 1e-9)
    }

    /// A negative header has no frame, but UIKit still adds its dimension to
    /// the first line's offset (`_otherMargin = header + inset.top`).
    func testNegativeHeaderHasNoFrameButOffsets() {
        let flow = FlowFixture.spec(inset: Insets(top: 20, left: 0, bottom: 0, right: 0), sections: [
            FlowSection(header: -5, footer: -3, itemSizes: FlowFixture.defaultItems(1)),
        ])
        let section = FlowFixture.layout(flow).sections[0]
        XCTAssertNil(section.header)
        XCTAssertNil(section.footer)
        // y = −5 + 20 = 15; a negative footer adds nothing: height 15 + 50 = 65.
        XCTAssertEqual(section.items[0].y, 15)
        XCTAssertEqual(FlowFixture.layout(flow).contentSize.height, 65)
    }

    /// The content is as wide as the dimension, not the bounds.
    func testContentWidthIsDimension() {
        let flow = FlowFixture.spec(sections: [FlowSection(itemSizes: FlowFixture.defaultItems(1))])
        let result = FlowFixture.layout(flow, adjusted: Insets(top: 50, left: 10, bottom: 34, right: 20))
        // 393 − 10 − 20 = 363; one line of 50.
        XCTAssertEqual(result.contentSize, Size(width: 363, height: 50))
    }

    // MARK: sectionInsetReference

    /// iPhone 15 landscape: 852 × 393, safe area [0, 59, 21, 59], adjusted
    /// [0, 0, 21, 0]; inset [8, 16, 8, 16], 100 × 40 items, s = 10, 6 items.
    private func landscape(_ reference: SectionInsetReference) -> FlowLayoutResult {
        let flow = FlowFixture.spec(inset: Insets(top: 8, left: 16, bottom: 8, right: 16),
                                    itemSize: Size(width: 100, height: 40), reference: reference,
                                    sections: [FlowSection(itemSizes: FlowFixture.defaultItems(6))])
        return FlowFixture.layout(flow, bounds: Size(width: 852, height: 393),
                                  adjusted: Insets(top: 0, left: 0, bottom: 21, right: 0),
                                  safeArea: Insets(top: 0, left: 59, bottom: 21, right: 59),
                                  margins: Insets(top: 8, left: 75, bottom: 8, right: 75))
    }

    func testContentInsetReferenceRunsUnderTheHousing() {
        let result = landscape(.contentInset)
        // dimension 852, avail 820; n = floor(830/110) = 7; gap = (820 − 700)/6 = 20:
        // x = 16 + k·120 → 16 … 616; a line of 7 columns holds all 6.
        XCTAssertEqual(result.sections[0].items.map(\.x), [16, 136, 256, 376, 496, 616])
        XCTAssertEqual(result.contentSize, Size(width: 852, height: 56))
    }

    func testSafeAreaReferenceGrowsLeftRightBy59() {
        let result = landscape(.safeArea)
        // left' = max(16 + 59 − 0, 0) = 75, right' = 75; avail = 702; n = floor(712/110) = 6;
        // gap = (852 − 75 − 75 − 600)/5 = 20.4 → x = 75, 195.4 → 586.2 → 586/3, …, 677.
        // Extras: top max(0 − 0, 0) = 0, bottom max(21 − 21, 0) = 0.
        let items = result.sections[0].items
        XCTAssertEqual(items.first?.x, 75)
        XCTAssertEqual(items[1].x, 586.0 / 3, accuracy: 1e-9)
        XCTAssertEqual(items.last?.x, 677)  // 677 + 100 = 852 − 75
        XCTAssertEqual(result.contentSize, Size(width: 852, height: 56))
    }

    func testLayoutMarginsReference() {
        let result = landscape(.layoutMargins)
        // Margins [8, 75, 8, 75]: left' = 16 + 75 − 0 = 91, right' = 91; avail 670;
        // n = floor(680/110) = 6; gap = (670 − 600)/5 = 14 → x = 91 + k·114 → 91 … 661.
        // Extras along the scroll axis: top max(8 − 0, 0) = 8, bottom max(8 − 21, 0) = 0.
        // Items start at 8 + 8 = 16; height 8 + 8 + 40 + 8 = 64.
        let items = result.sections[0].items
        XCTAssertEqual(items.map(\.x), [91, 205, 319, 433, 547, 661])
        XCTAssertEqual(items[0].y, 16)
        XCTAssertEqual(result.contentSize, Size(width: 852, height: 64))
    }

    /// Extras at both ends when the safe area is not in the adjusted inset
    /// (e.g. `contentInsetAdjustmentBehavior: never`), and clamping at 0.
    func testSafeAreaExtrasAndClamp() {
        let flow = FlowFixture.spec(alignment: .left, inset: Insets(top: 0, left: 4, bottom: 0, right: 4),
                                    reference: .safeArea,
                                    sections: [FlowSection(itemSizes: FlowFixture.defaultItems(1))])
        let result = FlowFixture.layout(flow, adjusted: Insets(top: 0, left: 30, bottom: 0, right: 30),
                                        safeArea: Insets(top: 59, left: 20, bottom: 34, right: 20))
        // left' = max(4 + 20 − 30, 0) = 0; leading extra 59, trailing 34.
        // dimension = 393 − 60 = 333; item at (0, 59); height 59 + 50 + 34 = 143.
        assertRect(result.sections[0].items[0], [0, 59, 50, 50])
        XCTAssertEqual(result.contentSize, Size(width: 333, height: 143))
    }

    // MARK: Degenerate input

    /// Too-wide items are reported with their extent and the available width.
    func testTooWideItemsReported() {
        let flow = FlowFixture.spec(inset: Insets(top: 0, left: 20, bottom: 0, right: 20), sections: [
            FlowSection(itemSizes: FlowFixture.items([[100, 10], [354, 10]])),
            FlowSection(itemSizes: FlowFixture.items([[353, 10]])),
        ])
        // avail = 393 − 40 = 353: 354 is too wide, 353 is not.
        XCTAssertEqual(FlowFixture.layout(flow).tooWideItems,
                       [FlowTooWideItem(section: 0, item: 1, extent: 354, available: 353)])
    }

    /// Dimension 0: UIKit lays nothing out; every item gets a zero rect.
    func testZeroDimension() {
        let flow = FlowFixture.spec(sections: [
            FlowSection(header: 20, footer: 10, itemSizes: FlowFixture.defaultItems(2)),
            FlowSection(itemSizes: FlowFixture.items([[500, 10]])),
        ])
        for (bounds, adjusted) in [(Size(width: 0, height: 800), Insets.zero),
                                   (Size(width: 393, height: 800),
                                    Insets(top: 0, left: 200, bottom: 0, right: 200)),
                                   (Size(width: .nan, height: 800), Insets.zero)] {
            let result = FlowFixture.layout(flow, bounds: bounds, adjusted: adjusted)
            XCTAssertEqual(result.sections, [FlowSectionFrames(items: [.zero, .zero]),
                                             FlowSectionFrames(items: [.zero])])
            XCTAssertEqual(result.contentSize, .zero)
            XCTAssertEqual(result.tooWideItems, [])
        }
    }

    /// NaN, infinite and negative numbers give odd frames, never a crash or a hang.
    func testNonFiniteAndNegativeInputsTerminate() {
        let odd: [Double] = [.nan, .infinity, -.infinity, -50, 0, 1e300, -1e-300]
        for value in odd {
            for direction in FlowDirection.allCases {
                for alignment in FlowAlignment.allCases {
                    let flow = FlowFixture.spec(
                        direction: direction, alignment: alignment,
                        inset: Insets(top: value, left: 5, bottom: 5, right: value),
                        interitem: value, line: value, itemSize: Size(width: value, height: 30),
                        reference: .safeArea,
                        sections: [
                            FlowSection(header: value, footer: value, itemSizes: FlowFixture.defaultItems(4)),
                            FlowSection(itemSizes: FlowFixture.items(
                                [[value, 10], [20, value], [30, 40], [value, value]])),
                        ])
                    let result = FlowFixture.layout(flow, bounds: Size(width: 393, height: 300),
                                                    safeArea: Insets(all: value), scale: value)
                    XCTAssertEqual(result.sections.map(\.items.count), [4, 4], "\(value)")
                }
            }
        }
        let huge = FlowFixture.spec(interitem: 0, itemSize: Size(width: 0, height: 1),
                                    sections: [FlowSection(itemSizes: FlowFixture.defaultItems(3))])
        // w + s = 0 → n = ∞ (capped): the gap tends to 0, nothing traps.
        XCTAssertEqual(FlowFixture.layout(huge, bounds: Size(width: .infinity, height: 9))
            .sections[0].items.count, 3)
    }
}
