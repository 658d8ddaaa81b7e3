import Diagnostics
import Driver
import Foundation
import LayoutIR
import Validation
import XCTest

/// The choices the rules' examples do not pin down one by one: what counts as
/// taking part in hit testing, severities, coordinates through transforms and
/// scroll views, the corner allowance, and scale.
final class RuleSemanticsTests: XCTestCase {
    private func findings(_ spec: String, _ rule: RuleID, device: String? = nil) -> [Diagnostic] {
        LayoutCompiler(options: CompileOptions(deviceID: device)).compile(Array(spec.utf8), file: "t.layout.yaml")
            .diagnostics.filter { $0.rule == rule }
    }

    /// A panel at [0, 200, 300, 100] holding a button that sticks out on the right.
    private func panel(_ panelKeys: String, buttonKeys: String = "") -> String {
        """
        layout: 1
        screen: T
        root:
          children:
            - id: panel
              frame: [0, 200, 300, 100]
        \(panelKeys.isEmpty ? "" : "      " + panelKeys)
              children:
                - id: b
                  kind: button
                  frame: [280, 20, 60, 60]
        \(buttonKeys.isEmpty ? "" : "          " + buttonKeys)
        """
    }

    /// A table's rows of 44 pt as Interface Builder stores them: each cell one
    /// pixel short (the hairline separator's), the row still a 44-pt target.
    /// Two pixels short, or a cell outside a table, is too small.
    func testATableCellOnePixelShortOfTheRowIsNotTooSmall() {
        func spec(cellHeight: Double, parentKind: String) -> String {
            """
            layout: 1
            screen: T
            root:
              children:
                - id: list
                  kind: \(parentKind)
                  frame: [0, 100, 375, 400]
                  children:
                    - id: row
                      kind: cell
                      frame: [0, 0, 375, \(cellHeight)]
            """
        }
        // iphone-15-pro is 3x: one pixel is 1/3 pt.
        XCTAssertEqual(findings(spec(cellHeight: 43.6667, parentKind: "table"), .hitTargetTooSmall, device: "iphone-15-pro").count, 0)
        XCTAssertEqual(findings(spec(cellHeight: 43.3333, parentKind: "table"), .hitTargetTooSmall, device: "iphone-15-pro").count, 1)
        // Interface Builder stores the hairline as 0.5 pt whatever the device: a stored 43.5-pt cell
        // is a 44-pt row on a 3x phone too (DuckDuckGo's Debug.storyboard).
        XCTAssertEqual(findings(spec(cellHeight: 43.5, parentKind: "table"), .hitTargetTooSmall, device: "iphone-15-pro").count, 0)
        XCTAssertEqual(findings(spec(cellHeight: 43.6667, parentKind: "view"), .hitTargetTooSmall, device: "iphone-15-pro").count, 1)
        // iphone-se-3 is 2x: one pixel is 0.5 pt.
        XCTAssertEqual(findings(spec(cellHeight: 43.5, parentKind: "table"), .hitTargetTooSmall, device: "iphone-se-3").count, 0)
        XCTAssertEqual(findings(spec(cellHeight: 43, parentKind: "table"), .hitTargetTooSmall, device: "iphone-se-3").count, 1)
    }

    func testPartlyOutsideIsAWarningNamingTheAncestorAndEdges() throws {
        let found = findings(panel(""), .hitAreaOutsideParent)
        XCTAssertEqual(found.count, 1)
        let finding = try XCTUnwrap(found.first)
        XCTAssertEqual(finding.severity, .warning)
        XCTAssertTrue(finding.message.contains("past 'panel' by 40 pt at the right"), finding.message)
        XCTAssertEqual(finding.viewID, "b")
    }

    func testWhollyOutsideIsAnError() {
        let spec = panel("").replacingOccurrences(of: "[280, 20, 60, 60]", with: "[310, 20, 60, 60]")
        XCTAssertEqual(findings(spec, .hitAreaOutsideParent).map(\.severity), [.error])
    }

    func testSkippedSubtreesTakeNoPart() {
        for keys in ["hidden: true", "alpha: 0.005", "interactive: false", "kind: image", "kind: label"] {
            XCTAssertEqual(findings(panel(keys), .hitAreaOutsideParent).count, 0, keys)
        }
        // A label or image that turns interaction on passes touches to its subviews.
        XCTAssertEqual(findings(panel("kind: image\n      interactive: true"), .hitAreaOutsideParent).count, 1)
        // The view's own settings.
        for keys in ["hidden: true", "alpha: 0", "interactive: false"] {
            XCTAssertEqual(findings(panel("", buttonKeys: keys), .hitAreaOutsideParent).count, 0, keys)
        }
        XCTAssertEqual(findings(panel("alpha: 0.01"), .hitAreaOutsideParent).count, 1)
    }

    func testTheTightestAncestorIsNamedPerEdge() throws {
        let spec = """
            layout: 1
            screen: T
            root:
              children:
                - id: outer
                  frame: [0, 200, 100, 300]
                  children:
                    - id: inner
                      frame: [0, 0, 300, 100]
                      children:
                        - id: b
                          kind: button
                          frame: [80, -10, 44, 44]
            """
        let finding = try XCTUnwrap(findings(spec, .hitAreaOutsideParent).first)
        XCTAssertTrue(finding.message.contains("past 'inner' by 10 pt at the top and past 'outer' by 24 pt at the right"),
                      finding.message)
    }

    func testAncestorTransformsScaleTheHitArea() throws {
        let spec = """
            layout: 1
            screen: T
            root:
              children:
                - frame: [0, 200, 200, 200]
                  transform: {scale: 0.5}
                  children:
                    - kind: button
                      frame: [0, 0, 60, 60]
            """
        let finding = try XCTUnwrap(findings(spec, .hitTargetTooSmall).first)
        XCTAssertTrue(finding.message.contains("30 × 30 pt"), finding.message)
        XCTAssertTrue(finding.message.contains("'hitInsets: -14'"), finding.message)
    }

    func testAZeroWideButtonIsTooSmall() {
        let spec = """
            layout: 1
            screen: T
            root:
              children:
                - kind: button
                  frame: [16, 100, 0, 44]
            """
        XCTAssertEqual(findings(spec, .hitTargetTooSmall).count, 1)
        XCTAssertEqual(findings(spec, .hitAreaOutsideParent).count, 0)
    }

    /// Window coordinates far beyond any grid index (a scaled ancestor of huge
    /// frames) are compared directly instead of trapping.
    func testHugeCoordinatesDoNotTrap() {
        let spec = """
            layout: 1
            screen: T
            root:
              children:
                - frame: [0, 0, 100, 100]
                  transform: {scale: 1000000000}
                  children:
                    - kind: button
                      frame: [1000000000, 0, 10, 10]
                    - kind: button
                      frame: [1000000000, 0, 1000000000, 10]
                    - kind: button
                      frame: [-1000000000, 0, 60, 60]
            """
        XCTAssertEqual(findings(spec, .hitAreaOutsideParent).count, 3)
        // Wholly outside their parent (and the screen), no touch reaches them, so
        // none covers another: a hit area counts only within its ancestors' bounds.
        XCTAssertEqual(findings(spec, .hitAreaCovered).count, 0)
    }

    func testNonFiniteAndNegativeFramesAreSkipped() {
        let spec = """
            layout: 1
            screen: T
            root:
              children:
                - kind: button
                  place: {left: 0, width: 10, top: 0}
                  aspectRatio: 0
                - kind: button
                  place: {left: 300, right: 300, top: 0, height: 10}
            """
        for rule in [RuleID.hitTargetTooSmall, .hitAreaOutsideParent, .outsideSafeArea, .hitAreaCovered] {
            XCTAssertEqual(findings(spec, rule).count, 0, "\(rule)")
        }
    }

    func testScrollContentPastItsContentSizeIsOutside() {
        let spec = """
            layout: 1
            screen: T
            root:
              children:
                - id: list
                  kind: scroll
                  place: {in: safeArea}
                  contentSize: [393, 1000]
                  children:
                    - kind: button
                      frame: [0, 980, 100, 44]
            """
        let found = findings(spec, .hitAreaOutsideParent)
        XCTAssertEqual(found.count, 1)
        XCTAssertTrue(found.first?.message.contains("past 'list' by 24 pt at the bottom") ?? false, "\(found)")
    }

    private func allowance(size: Size, masked: CornerSet) -> Double? {
        CornerRadiusTooLargeRule.allowance(size: size, masked: masked)?.0
    }

    func testCornerAllowance() {
        let size = Size(width: 120, height: 44)
        XCTAssertEqual(allowance(size: size, masked: .all), 22)
        XCTAssertEqual(allowance(size: size, masked: [.topLeft, .topRight]), 44)
        XCTAssertEqual(allowance(size: size, masked: [.topLeft]), 44)
        XCTAssertEqual(allowance(size: size, masked: [.topLeft, .bottomLeft]), 22)
        XCTAssertEqual(allowance(size: size, masked: [.topLeft, .bottomRight]), 44)
        XCTAssertNil(allowance(size: size, masked: []))
    }

    /// The message names the side that limits the radius, worked out by hand:
    /// a 120 × 44 view with every corner rounded is limited by half its height
    /// (22); with its top-left corner alone, by the left side's whole height
    /// (44, against the top side's 120); with both top corners, also by the
    /// left side's height (44, against half the top's 120 = 60; the left side
    /// is named before the right on the tie).
    func testCornerRadiusMessagesNameTheLimitingSide() {
        func message(_ corners: String, radius: Int, id: String = "card") -> String? {
            let spec = """
                layout: 1
                screen: T
                root:
                  children:
                    - id: \(id)
                      frame: [0, 100, 120, 44]
                      cornerRadius: \(radius)
                      maskedCorners: \(corners)
                """
            return findings(spec, .cornerRadiusTooLarge).first?.message
        }
        XCTAssertEqual(message("[topLeft, topRight, bottomLeft, bottomRight]", radius: 40),
                       "'cornerRadius' 40 of 'card' is more than half the 44 pt height its two rounded left corners share, so CALayer clamps it and the shape is not the one designed; use at most 22 or make the view larger")
        XCTAssertEqual(message("[topLeft]", radius: 100),
                       "'cornerRadius' 100 of 'card' is more than the 44 pt height of its left side, so CALayer clamps it and the shape is not the one designed; use at most 44 or make the view larger")
        XCTAssertEqual(message("[topLeft, topRight]", radius: 50),
                       "'cornerRadius' 50 of 'card' is more than the 44 pt height of its left side, so CALayer clamps it and the shape is not the one designed; use at most 44 or make the view larger")
        XCTAssertNil(message("[topLeft, topRight]", radius: 44))
    }

    /// 100,000 items whose enlarged hit areas overlap their neighbours: every item
    /// but the last is covered by a later one. Quadratic work would not finish.
    func testCoveredScalesToAHundredThousandItems() {
        let spec = """
            layout: 1
            screen: T
            root:
              children:
                - kind: collection
                  place: {in: safeArea}
                  flow:
                    items: [{size: [40, 40], hitInsets: -8, repeat: 100000}]
            """
        // Folded: one finding per kind of message at the item, standing for all its copies.
        let found = findings(spec, .hitAreaCovered)
        XCTAssertEqual(found.reduce(0) { $0 + max(1, $1.foldedPaths.count) }, 99_999)
        XCTAssertLessThanOrEqual(found.count, 4)
    }

    /// How far a view reaches into a section index strip is at most the strip's
    /// 16 pt, even when the table's content is wider than the table and the
    /// strip can lie over any of it: a row 600 pt wide is 16 pt into the strip
    /// (the strip at 377…393 on a 393 pt wide table), a 4 pt sliver 4 pt.
    func testSectionIndexReachIsAtMostTheStripWidth() throws {
        let spec = """
        layout: 1
        screen: T
        device: iphone-15-pro
        root:
          children:
            - id: contacts
              kind: table
              in: bounds
              sectionIndex: true
              contentSize: [600, 2000]
              children:
                - {id: wideRow, kind: cell, frame: [0, 0, 600, 44]}
                - {id: farButton, kind: button, frame: [500, 100, 44, 44]}
                - {id: sliver, kind: button, frame: [337, 300, 44, 44]}
        """
        let found = findings(spec, .hitAreaCovered)
        let messages = Dictionary(uniqueKeysWithValues: found.map { ($0.viewID ?? "", $0.message) })
        XCTAssertEqual(messages.count, 3, "\(messages)")
        XCTAssertTrue(messages["wideRow"]?.contains("(16 pt into the index strip)") == true, "\(messages)")
        XCTAssertTrue(messages["farButton"]?.contains("(16 pt into the index strip)") == true, "\(messages)")
        XCTAssertTrue(messages["sliver"]?.contains("(4 pt into the index strip)") == true, "\(messages)")
    }
}
