import Diagnostics
import LayoutIR
import SpecReader
import XCTest

/// The reader builds the IR the format describes: every key lands in its field.
final class ScreenReadingTests: XCTestCase {
    private func read(_ text: String, options: ReaderOptions = ReaderOptions()) -> SpecReadResult {
        SpecReader.read(Array(text.utf8), file: "t.layout.yaml", options: options)
    }

    func testFileKeys() throws {
        let result = read("""
            layout: 1
            screen: TagPicker
            device: iphone-se-3
            orientation: landscape
            bars: [status, navigation, tab]
            additionalSafeAreaInsets: [1, 2, 3, 4]
            root: {}
            """)
        XCTAssertEqual(result.diagnostics, [])
        let screen = try XCTUnwrap(result.screen)
        XCTAssertEqual(screen.name, "TagPicker")
        XCTAssertEqual(screen.deviceID, "iphone-se-3")
        XCTAssertEqual(screen.orientation, .landscape)
        XCTAssertEqual(screen.bars, [.status, .navigation, .tab])
        XCTAssertEqual(screen.additionalSafeAreaInsets, Insets(top: 1, left: 2, bottom: 3, right: 4))
        XCTAssertEqual(screen.views.map(\.path), ["root"])
    }

    func testViewKeysAndPreOrder() throws {
        let result = read("""
            layout: 1
            screen: S
            root:
              safeArea: [top, bottom]
              margins: {left: 20}
              children:
                - id: title
                  kind: label
                  place: {in: safeArea, left: 16, right: "10%", top: 8, height: 44}
                  textInsets: [4, 8, 4, 8]
                  fontSize: 17
                  children:
                    - frame: {x: 1, y: 2, width: 3, height: 4}
                - id: buy
                  kind: button
                  in: bounds
                  frame: [16, 100, 120, 44]
                  hitInsets: -10
                  transform: {scale: 2}
                  alpha: 0.5
                  hidden: false
                  interactive: false
                  clipsToBounds: true
                  cornerRadius: 8
                  maskedCorners: [topLeft, bottomRight]
                  suppress: [hit-target-too-small]
                  aspectRatio: 1.5
            """)
        XCTAssertEqual(result.diagnostics, [])
        let views = try XCTUnwrap(result.screen?.views)
        XCTAssertEqual(views.map(\.path), ["root", "root/children/0", "root/children/0/children/0", "root/children/1"])
        XCTAssertEqual(views.map(\.parent), [nil, 0, 1, 0])
        XCTAssertEqual(views[0].children, [1, 3])
        XCTAssertEqual(views[0].safeAreaEdges, [.top, .bottom])
        XCTAssertEqual(views[0].margins, Insets(top: 0, left: 20, bottom: 0, right: 0))
        let title = views[1]
        XCTAssertEqual(title.kind, .label)
        XCTAssertEqual(title.referenceBox, .safeArea)
        XCTAssertEqual(title.positioning, .place(
            horizontal: AxisPins(leading: .points(16), trailing: .percent(10)),
            vertical: AxisPins(leading: .points(8), size: .points(44))))
        XCTAssertEqual(title.attributes.textInsets, Insets(top: 4, left: 8, bottom: 4, right: 8))
        XCTAssertEqual(title.attributes.fontSize, 17)
        XCTAssertEqual(views[2].positioning, .frame(Rect(x: 1, y: 2, width: 3, height: 4)))
        let buy = views[3]
        XCTAssertEqual(buy.referenceBox, .bounds)
        XCTAssertEqual(buy.hitInsets, Insets(all: -10))
        XCTAssertEqual(buy.transform, ScaleTransform(scaleX: 2, scaleY: 2))
        XCTAssertEqual(buy.alpha, 0.5)
        XCTAssertFalse(buy.isInteractive)
        XCTAssertTrue(buy.clipsToBounds)
        XCTAssertEqual(buy.cornerRadius, 8)
        XCTAssertEqual(buy.maskedCorners, [.topLeft, .bottomRight])
        XCTAssertEqual(buy.suppress, ["hit-target-too-small"])
        XCTAssertEqual(buy.aspectRatio, 1.5)
    }

    func testKindKeys() throws {
        let result = read("""
            layout: 1
            screen: S
            root:
              children:
                - {kind: image, contentSize: [0, 0], contentMode: aspectFit}
                - kind: textView
                  textContainerInset: [10, 4, 10, 4]
                  lineFragmentPadding: 6
                  placeholder: {location: [2, 3]}
                - {kind: scroll, contentInset: 5, contentInsetAdjustmentBehavior: never, contentSize: [100, 2000]}
                - {kind: table, sectionIndex: true}
            """)
        XCTAssertEqual(result.diagnostics, [])
        let views = try XCTUnwrap(result.screen?.views)
        XCTAssertEqual(views[1].attributes.imageSize, Size(width: 0, height: 0))
        XCTAssertEqual(views[1].attributes.contentMode, .aspectFit)
        XCTAssertEqual(views[2].attributes.textContainerInset, Insets(top: 10, left: 4, bottom: 10, right: 4))
        XCTAssertEqual(views[2].attributes.lineFragmentPadding, 6)
        XCTAssertEqual(views[2].attributes.placeholderLocation, Point(x: 2, y: 3))
        XCTAssertEqual(views[3].attributes.contentInset, Insets(all: 5))
        XCTAssertEqual(views[3].attributes.contentInsetAdjustmentBehavior, .never)
        XCTAssertEqual(views[3].attributes.contentSize, Size(width: 100, height: 2000))
        XCTAssertTrue(views[4].attributes.sectionIndex)
    }

    func testFlowSectionsRepeatAndPaths() throws {
        let result = read("""
            layout: 1
            screen: S
            root:
              children:
                - kind: collection
                  flow:
                    direction: horizontal
                    align: left
                    sectionInset: [8, 16, 8, 16]
                    interitemSpacing: 8
                    lineSpacing: 4
                    sectionInsetReference: safeArea
                    itemSize: [40, 40]
                    sections:
                      - header: 44
                        items:
                          - {id: swift, size: [64, 32]}
                          - id: chip
                            size: [88, 32]
                            repeat: 3
                            children: [{id: label, kind: label}]
                      - items: [{}]
                        footer: 10
            """)
        XCTAssertEqual(result.diagnostics, [])
        let views = try XCTUnwrap(result.screen?.views)
        let c = "root/children/0"
        XCTAssertEqual(views.map(\.path), [
            "root", c, "\(c)/sections/0/header", "\(c)/sections/0/items/0",
            "\(c)/sections/0/items/1", "\(c)/sections/0/items/1/children/0",
            "\(c)/sections/0/items/2", "\(c)/sections/0/items/2/children/0",
            "\(c)/sections/0/items/3", "\(c)/sections/0/items/3/children/0",
            "\(c)/sections/1/items/0", "\(c)/sections/1/footer",
        ])
        XCTAssertEqual(views.map(\.id), [nil, nil, nil, "swift", "chip[0]", "label", "chip[1]", "label", "chip[2]", "label",
                                         nil, nil])
        XCTAssertEqual(views[4].kind, .cell, "items are cells by default")
        XCTAssertEqual(views[4].role, .flowItem(section: 0, index: 1))
        XCTAssertEqual(views[11].role, .flowFooter(section: 1))
        let flow = try XCTUnwrap(views[1].flow)
        XCTAssertEqual(flow.direction, .horizontal)
        XCTAssertEqual(flow.alignment, .left)
        XCTAssertEqual(flow.sectionInsetReference, .safeArea)
        XCTAssertEqual(flow.itemSize, Size(width: 40, height: 40))
        XCTAssertEqual(flow.sections.map(\.header), [44, 0])
        XCTAssertEqual(flow.sections.map(\.footer), [0, 10])
        XCTAssertEqual(flow.sections[0].itemSizes, [Size(width: 64, height: 32)] + Array(repeating: Size(width: 88, height: 32), count: 3))
        XCTAssertEqual(flow.sections[1].itemSizes, [nil])
    }

    func testHugeRepeatHitsTheViewLimitWithAPosition() throws {
        let source = MarkedSource("""
            layout: 1
            screen: S
            root:
              children:
                - kind: collection
                  flow:
                    items:
                      - {repeat: 2000000000}
            """)
        let result = source.read(options: ReaderOptions(maxViews: 1000))
        XCTAssertEqual(result.diagnostics.map(\.rule), [.limitExceeded])
        XCTAssertEqual(result.diagnostics.first?.message,
                       "the spec expands to 2000000002 views, more than the view limit of 1000 (--max-views or 'limits: {maxViews: N}' in .layoutc.yml); lower 'repeat' or split the screen")
        XCTAssertEqual(result.diagnostics.first?.range?.start, SourceLocation(line: 8, column: 22))
        XCTAssertNil(result.screen, "nothing is made past the limit")
    }

    func testFrameAndPlaceTogetherIsOverConstrained() {
        assertDiagnostics("""
            layout: 1
            screen: S
            root:
              children:
                - frame: [0, 0, 1, 1]
                  place: ↓{left: 0}
            """, rule: .overConstrained)
    }

    func testSourceMapPointsAtKeys() throws {
        let result = read("""
            layout: 1
            screen: S
            root:
              children:
                - id: a
                  place: {left: 3, width: 10}
            """)
        XCTAssertEqual(result.sourceMap.range(forView: 1)?.start, SourceLocation(line: 5, column: 7))
        XCTAssertEqual(result.sourceMap.range(forView: 1, key: "place")?.start, SourceLocation(line: 6, column: 14))
        XCTAssertEqual(result.sourceMap.range(forView: 1, key: "place.width")?.start, SourceLocation(line: 6, column: 31))
        XCTAssertEqual(result.sourceMap.range(forView: 1, key: "hitInsets")?.start, SourceLocation(line: 5, column: 7))
    }
}
