import Diagnostics
import Driver
import XCTest

/// Placements that read but cannot mean what they say get a warning (issue
/// 25, item 2), and a placement value that failed to read gets its error
/// alone, not findings about the pin or size it left out (item 3).
final class PlacementMistakeTests: XCTestCase {
    private func findings(_ spec: String) -> [String] {
        LayoutCompiler().compile(Array(spec.utf8), file: "a.layout.yaml").diagnostics.map { diagnostic in
            "\(diagnostic.range.map { "\($0.start.line):\($0.start.column)" } ?? "-") \(diagnostic.rule.rawValue)"
        }
    }

    private func messages(_ spec: String, _ rule: RuleID) -> [String] {
        LayoutCompiler().compile(Array(spec.utf8), file: "a.layout.yaml").diagnostics.filter { $0.rule == rule }.map(\.message)
    }

    func testPlaceOrFrameOnTheRootIsAWarningAtTheKey() {
        let spec = """
            layout: 1
            screen: S
            root:
              place: {top: 100, left: 16, width: 120, height: 44}
              frame: [0, 0, 10, 10]
              children:
                - {kind: button, frame: [16, 100, 120, 44]}

            """
        XCTAssertEqual(findings(spec), ["4:3 root-placement-ignored", "4:10 over-constrained", "5:3 root-placement-ignored"])
        XCTAssertEqual(messages(spec, .rootPlacementIgnored).first,
                       "'place' on the root view is ignored: the root's frame is the screen's; a 'place:' indented "
                           + "one level too little is the usual cause, indent it under the child it belongs to")
    }

    func testASizeUnderOnePointOffersThePercentage() {
        let spec = """
            layout: 1
            screen: S
            root:
              children:
                - kind: button
                  place: {top: 100, left: 0, width: 0.5, height: 44}
                - kind: label
                  place: {top: 200, left: 0, right: 0, height: 0.25}
                - id: hairline
                  place: {top: 300, left: 0, right: 0, height: 0.5}
                - id: container
                  place: {top: 400, left: 0, width: 0.333, height: 100}
                  children:
                    - {kind: button, frame: [0, 0, 44, 44]}
                - kind: button
                  place: {top: 500, left: 0, width: "50%", height: 44}

            """
        XCTAssertEqual(findings(spec).filter { $0.hasSuffix("size-under-one-point") },
                       ["6:41 size-under-one-point", "8:52 size-under-one-point", "12:41 size-under-one-point"])
        XCTAssertEqual(messages(spec, .sizeUnderOnePoint), [
            "'place.width' is 0.5 pt, less than a point; did you mean \"50%\" of the reference box? a percentage is written as a string",
            "'place.height' is 0.25 pt, less than a point; did you mean \"25%\" of the reference box? a percentage is written as a string",
            "'place.width' is 0.333 pt, less than a point; did you mean \"33.3%\" of the reference box? a percentage is written as a string",
        ])
    }

    func testAPercentageInFrameSaysWherePercentagesAreAllowed() {
        let spec = """
            layout: 1
            screen: S
            root:
              children:
                - {kind: button, frame: [0, 0, "100%", 44]}

            """
        XCTAssertEqual(messages(spec, .typeMismatch), [
            "expected a number for 'frame[2]', found the string \"100%\"; a percentage is a length only in 'place' "
                + "(left, right, leading, trailing, width, centerX, top, bottom, height, centerY), of the reference box: "
                + "write points here, or place the view with 'place'",
        ])
    }

    func testAValueThatFailedToReadGetsItsErrorAlone() {
        // A string width, a misspelt centerX, an empty top: each was followed by
        // warnings that the width is 0, the position missing, the hit target
        // small or in the unsafe area, before the error that explains them.
        let spec = """
            layout: 1
            screen: S
            root:
              children:
                - kind: button
                  place: {top: 100, left: 10, width: "50", height: 44}
                - kind: button
                  place: {top: 160, centreX: 0, width: 50, height: 44}
                - kind: button
                  place:
                    top:
                    left: 10
                    width: 50
                    height: 44
                - kind: button
                  frame: [0, 0, "44", 44]

            """
        XCTAssertEqual(findings(spec), ["6:42 type-mismatch", "8:25 unknown-key", "11:13 type-mismatch", "16:21 type-mismatch"])
    }

    func testTheOtherAxisStillReportsItsOwnGap() {
        // The width failed to read; the vertical axis has only a height: that is still said.
        let spec = """
            layout: 1
            screen: S
            root:
              children:
                - kind: button
                  place: {left: 10, width: "50", height: 44}

            """
        XCTAssertEqual(findings(spec), ["6:14 ambiguous-position", "6:32 type-mismatch"])
    }
}
