import Diagnostics
import LayoutIR
import SpecReader
import XCTest

/// `constraints:`, per-axis priorities and `intrinsicSize` with a null axis
/// (Docs/SpecFormat.md#auto-layout-constraints): what is read, and each mistake at its token.
final class ConstraintReadingTests: XCTestCase {
    private func spec(_ constraints: String, extra: String = "") -> String {
        """
        layout: 1
        screen: S
        root:
          children:
            - id: avatar
              frame: [300, 100, 40, 40]
            - id: title
              kind: label
              intrinsicSize: [120, null]
              hugging: {horizontal: 251, vertical: 200}
              compressionResistance: 700
              constraints:
        \(constraints)
        \(extra)
        """
    }

    func testLineFormsAreRead() throws {
        let text = spec("""
                    - leading = superview.leading + 16
                    - top = safeArea.top + 8
                    - trailing <= avatar.leading - 8
                    - width = 0.5 * superview.width @750
                    - {constraint: "height >= 44", id: titleMinHeight}
                    - centerY == avatar.centerY@low
                    - leadingMargin = superview.leading
                    - width = 2 * height + -3
            """)
        let result = SpecReader.read(Array(text.utf8), file: "t.layout.yaml", options: ReaderOptions())
        XCTAssertEqual(result.diagnostics.map(\.message), [])
        let screen = try XCTUnwrap(result.screen)
        let c = screen.constraints
        XCTAssertEqual(c.count, 8)
        XCTAssertEqual(c[0], LayoutConstraint(first: ConstraintAnchor(view: 2, attribute: .leading), relation: .equal,
                                              second: ConstraintAnchor(view: 0, attribute: .leading), constant: 16,
                                              owner: 2, ordinal: 0, location: SourceLocation(line: 13, column: 11),
                                              text: "leading = superview.leading + 16"))
        XCTAssertEqual(c[1].second, ConstraintAnchor(view: 0, guide: .safeArea, attribute: .top))
        XCTAssertEqual(c[2].relation, .lessThanOrEqual)
        XCTAssertEqual(c[2].second?.view, 1)
        XCTAssertEqual(c[2].constant, -8)
        XCTAssertEqual(c[3].multiplier, 0.5)
        XCTAssertEqual(c[3].priority, 750)
        XCTAssertNil(c[4].second)
        XCTAssertEqual(c[4].constant, 44)
        XCTAssertEqual(c[4].id, "titleMinHeight")
        XCTAssertEqual(c[4].location, SourceLocation(line: 17, column: 25))
        XCTAssertEqual(c[5].priority, 250)
        XCTAssertEqual(c[6].first, ConstraintAnchor(view: 2, guide: .margins, attribute: .leading))
        XCTAssertEqual(c[7].second, ConstraintAnchor(view: 2, attribute: .height))
        XCTAssertEqual(c[7].multiplier, 2)
        XCTAssertEqual(c[7].constant, -3)
        let title = screen.views[2]
        XCTAssertEqual(title.attributes.intrinsicSize, Size(width: 120, height: KindAttributes.noIntrinsicMetric))
        XCTAssertEqual(title.arranged.hugging(vertical: false), 251)
        XCTAssertEqual(title.arranged.hugging(vertical: true), 200)
        XCTAssertEqual(title.arranged.compressionResistance(vertical: true), 700)
        XCTAssertEqual(screen.constraintKeyLocations[1]?.placement, SourceLocation(line: 6, column: 7))
        XCTAssertEqual(screen.constraintKeyLocations[2]?.intrinsicSize, SourceLocation(line: 9, column: 7))
    }

    /// Each mistake is reported at its token inside the line, with its rule,
    /// and the constraint is dropped.
    func testMistakesAreAtTheirTokens() throws {
        let cases: [(line: String, rule: RuleID, column: Int, contains: String)] = [
            ("leadng = superview.leading", .constraintSyntax, 11, "did you mean 'leading'?"),
            ("leading = superview.leadin + 4", .constraintSyntax, 31, "did you mean 'leading'?"),
            ("leading superview.leading", .constraintSyntax, 19, "expected a relation"),
            ("leading = avatr.trailing + 8", .unknownView, 21, "did you mean 'avatar'?"),
            ("top = 20", .invalidConstraint, 11, "position against a constant"),
            ("top = superview.width", .invalidConstraint, 27, "size against position"),
            ("top = superview.leading", .invalidConstraint, 27, "mixed axes"),
            ("leading = superview.left", .invalidConstraint, 31, "mixed directions"),
            ("leading = 0 * superview.leading", .invalidConstraint, 21, "zero multiplier"),
            ("width = 44 @1001", .invalidConstraint, 23, "from 1 to 1000"),
            ("width = 44 @ urgent", .constraintSyntax, 24, "expected a priority"),
            ("firstBaseline = avatar.firstBaseline", .unsupportedConstraint, 11, "baselines"),
            ("width = 1e999", .invalidConstraint, 19, "finite"),
            ("width = 44 +", .constraintSyntax, 22, "expected '*' after a multiplier"),
        ]
        for item in cases {
            let text = spec("        - " + item.line)
            let result = SpecReader.read(Array(text.utf8), file: "t.layout.yaml", options: ReaderOptions())
            let found = result.diagnostics.filter { $0.rule != .typeMismatch }
            XCTAssertEqual(found.count, 1, "\(item.line): \(found.map(\.message))")
            guard let diagnostic = found.first else { continue }
            XCTAssertEqual(diagnostic.rule, item.rule, item.line)
            XCTAssertEqual(diagnostic.range?.start, SourceLocation(line: 13, column: item.column),
                           "\(item.line): \(diagnostic.message)")
            XCTAssertTrue(diagnostic.message.contains(item.contains), "\(item.line): \(diagnostic.message)")
            XCTAssertEqual(result.screen?.constraints, [], item.line)
        }
    }

    /// An item id that starts with a digit (an imported IB object id such as
    /// `8bC-Xf-vdC`) is named like any id; numbers, multipliers and constants
    /// read as before.
    func testDigitLedIdsAreItems() throws {
        let text = """
            layout: 1
            screen: S
            root:
              children:
                - id: 8bC-Xf-vdC
                  frame: [300, 100, 40, 40]
                - id: "12"
                  frame: [0, 0, 10, 10]
                - id: title
                  kind: label
                  intrinsicSize: [120, 20]
                  constraints:
                    - leading = 8bC-Xf-vdC.trailing - 8
                    - width = 0.5 * 8bC-Xf-vdC.width + 2
                    - top = 12.bottom
                    - height = 2*width @750
                    - 8bC-Xf-vdC.safeArea.top = top
            """
        let result = SpecReader.read(Array(text.utf8), file: "t.layout.yaml", options: ReaderOptions())
        XCTAssertEqual(result.diagnostics.map(\.message), [])
        let c = try XCTUnwrap(result.screen).constraints
        XCTAssertEqual(c.count, 5)
        XCTAssertEqual(c[0].second, ConstraintAnchor(view: 1, attribute: .trailing))
        XCTAssertEqual(c[0].constant, -8)
        XCTAssertEqual(c[1].second, ConstraintAnchor(view: 1, attribute: .width))
        XCTAssertEqual(c[1].multiplier, 0.5)
        XCTAssertEqual(c[1].constant, 2)
        XCTAssertEqual(c[2].second, ConstraintAnchor(view: 2, attribute: .bottom))
        XCTAssertEqual(c[3].multiplier, 2)
        XCTAssertEqual(c[3].priority, 750)
        XCTAssertEqual(c[4].first, ConstraintAnchor(view: 1, guide: .safeArea, attribute: .top))
    }

    /// A quoted line is positioned past its quote.
    func testQuotedLineColumns() throws {
        let text = spec("        - \"leading = avatr.trailing\"")
        let result = SpecReader.read(Array(text.utf8), file: "t.layout.yaml", options: ReaderOptions())
        XCTAssertEqual(result.diagnostics.map(\.rule), [.unknownView])
        XCTAssertEqual(result.diagnostics.first?.range?.start, SourceLocation(line: 13, column: 22))
    }

    func testArrangedViewsAndFlowItemsAreRefused() throws {
        let text = """
            layout: 1
            screen: S
            root:
              children:
                - id: row
                  kind: stack
                  children:
                    - id: arranged
                      constraints: [width = 40]
                - id: other
                  constraints: [leading = arranged.trailing]
            """
        let result = SpecReader.read(Array(text.utf8), file: "t.layout.yaml", options: ReaderOptions())
        XCTAssertEqual(result.diagnostics.map(\.rule), [.unsupportedConstraint, .unsupportedConstraint])
        XCTAssertEqual(result.screen?.constraints, [])
    }
}
