import LayoutIR
import XCTest

@testable import Solver

/// Builders and assertions shared by the flow-layout tests.
enum FlowFixture {
    /// A flow spec with the given knobs; UIKit's defaults otherwise.
    static func spec(direction: FlowDirection = .vertical, alignment: FlowAlignment = .justified,
                     inset: Insets = .zero, interitem: Double = 10, line: Double = 10,
                     itemSize: Size = Size(width: 50, height: 50),
                     reference: SectionInsetReference = .contentInset,
                     sections: [FlowSection]) -> FlowSpec {
        var flow = FlowSpec()
        flow.direction = direction
        flow.alignment = alignment
        flow.sectionInset = inset
        flow.interitemSpacing = interitem
        flow.lineSpacing = line
        flow.itemSize = itemSize
        flow.sectionInsetReference = reference
        flow.sections = sections
        return flow
    }

    /// Lays `flow` out in a collection of `bounds`, scale 3 unless told.
    static func layout(_ flow: FlowSpec, bounds: Size = Size(width: 393, height: 852),
                       adjusted: Insets = .zero, safeArea: Insets = .zero,
                       margins: Insets = .zero, scale: Double = 3) -> FlowLayoutResult {
        FlowLayout.layout(FlowLayoutInput(flow: flow, boundsSize: bounds,
                                          adjustedContentInset: adjusted, safeAreaInsets: safeArea,
                                          layoutMargins: margins, scale: scale))
    }

    /// Items of the given sizes, `[width, height]` pairs.
    static func items(_ sizes: [[Double]]) -> [Size?] {
        sizes.map { Size(width: $0[0], height: $0[1]) }
    }

    /// Items of the given widths and one height.
    static func items(widths: [Double], height: Double) -> [Size?] {
        widths.map { Size(width: $0, height: height) }
    }

    /// `count` items using the flow's default `itemSize`.
    static func defaultItems(_ count: Int) -> [Size?] {
        [Size?](repeating: nil, count: count)
    }
}

/// Asserts a rectangle equals `[x, y, width, height]` to 1e-9 (values that come
/// out of pixel rounding are written as fractions like `374.0 / 3`).
func assertRect(_ actual: Rect?, _ expected: [Double], _ message: String = "",
                file: StaticString = #filePath, line: UInt = #line) {
    guard let actual else {
        XCTFail("expected \(expected), found nil \(message)", file: file, line: line)
        return
    }
    let values = [actual.x, actual.y, actual.width, actual.height]
    let close = zip(values, expected).allSatisfy { abs($0 - $1) <= 1e-9 }
    XCTAssertTrue(close && expected.count == 4, "expected \(expected), found \(values) \(message)",
                  file: file, line: line)
}

/// Asserts every rectangle of `actual` against `expected`, in order.
func assertRects(_ actual: [Rect], _ expected: [[Double]],
                 file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(actual.count, expected.count, "item count", file: file, line: line)
    for (index, (rect, values)) in zip(actual, expected).enumerated() {
        assertRect(rect, values, "item \(index)", file: file, line: line)
    }
}

/// Asserts the x origins only.
func assertXs(_ actual: [Rect], _ expected: [Double],
              file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(actual.count, expected.count, "item count", file: file, line: line)
    for (index, (rect, x)) in zip(actual, expected).enumerated() {
        XCTAssertEqual(rect.x, x, accuracy: 1e-9, "x of item \(index)", file: file, line: line)
    }
}
