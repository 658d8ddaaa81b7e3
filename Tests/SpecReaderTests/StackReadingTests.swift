import Diagnostics
import LayoutIR
import SpecReader
import XCTest

/// `kind: stack`, its `stack:` block and the arranged-view keys (Docs/SpecFormat.md#stack-views).
final class StackReadingTests: XCTestCase {
    private func read(_ text: String) -> SpecReadResult {
        SpecReader.read(Array(text.utf8), file: "t.layout.yaml", options: ReaderOptions())
    }

    func testStackBlockAndArrangedKeys() throws {
        let result = read("""
            layout: 1
            screen: S
            root:
              children:
                - id: actions
                  kind: stack
                  place: {left: 16, right: 16, bottom: 16, height: 50}
                  stack:
                    axis: vertical
                    distribution: equalCentering
                    alignment: center
                    spacing: 8
                    layoutMarginsRelative: true
                  children:
                    - {id: cancel, kind: button, intrinsicSize: [80, 44], hugging: 251, compressionResistance: 1000}
                    - {id: spacer, spacingAfter: 4, intrinsicSize: [1, 2]}
            """)
        XCTAssertEqual(result.diagnostics, [])
        let screen = try XCTUnwrap(result.screen)
        XCTAssertEqual(screen.views[1].kind, .stack)
        XCTAssertEqual(screen.views[1].stackSpec,
                       StackSpec(axis: .vertical, distribution: .equalCentering, alignment: .center, spacing: 8,
                                 layoutMarginsRelative: true))
        XCTAssertEqual(screen.views[2].arranged, ArrangedSettings(hugging: 251, compressionResistance: 1000))
        XCTAssertEqual(screen.views[3].arranged, ArrangedSettings(spacingAfter: 4))
        XCTAssertEqual(screen.views[3].attributes.intrinsicSize, Size(width: 1, height: 2))
    }

    func testDefaultsWithoutABlock() throws {
        let screen = try XCTUnwrap(read("layout: 1\nscreen: S\nroot:\n  children:\n    - kind: stack\n").screen)
        XCTAssertEqual(screen.views[1].stackSpec, StackSpec())
        XCTAssertEqual(screen.views[1].stackSpec.spacing, 0)
        XCTAssertEqual(ArrangedSettings.defaultHugging(for: .label), 251)
        XCTAssertEqual(ArrangedSettings.defaultHugging(for: .button), 250)
        XCTAssertEqual(ArrangedSettings.defaultCompressionResistance, 750)
    }

    func testTopAndBottomAreAHorizontalStacksLeadingAndTrailing() throws {
        let result = read("""
            layout: 1
            screen: S
            root:
              children:
                - {kind: stack, stack: {alignment: top}}
                - {kind: stack, stack: {alignment: bottom, axis: horizontal}}
                - {kind: stack, stack: {alignment: top, axis: vertical}}
            """)
        let screen = try XCTUnwrap(result.screen)
        XCTAssertEqual(screen.views[1].stackSpec.alignment, .leading)
        XCTAssertEqual(screen.views[2].stackSpec.alignment, .trailing)
        XCTAssertEqual(screen.views[3].stackSpec.alignment, .leading)
        XCTAssertEqual(result.diagnostics.map(\.rule), [.typeMismatch])
        XCTAssertEqual(result.diagnostics.first?.range?.start, SourceLocation(line: 7, column: 40))
        XCTAssertTrue(result.diagnostics.first?.message.contains("vertical stack") ?? false)
    }

    func testMisspeltWordsSuggestTheRightOne() {
        let result = read("""
            layout: 1
            screen: S
            root:
              children:
                - kind: stack
                  stack: {distribution: fillEqualy, alignment: centre, axis: verticle}
            """)
        let messages = result.diagnostics.map(\.message)
        XCTAssertEqual(result.diagnostics.map(\.rule), [.typeMismatch, .typeMismatch, .typeMismatch])
        XCTAssertTrue(messages[0].contains("did you mean 'fillEqually'"), messages[0])
        XCTAssertTrue(messages[1].contains("did you mean 'center'"), messages[1])
        XCTAssertTrue(messages[2].contains("did you mean 'vertical'"), messages[2])
    }

    func testPrioritiesOutsideOneToAThousandAreErrors() {
        let result = read("""
            layout: 1
            screen: S
            root:
              children:
                - kind: stack
                  children:
                    - {hugging: 0}
                    - {compressionResistance: 1001}
                    - {hugging: -5}
                    - {hugging: .nan}
                    - {hugging: 1, compressionResistance: 1000}
            """)
        XCTAssertEqual(result.diagnostics.map(\.rule), [.typeMismatch, .typeMismatch, .typeMismatch, .typeMismatch])
        XCTAssertTrue(result.diagnostics[0].message.contains("from 1 to 1000"), result.diagnostics[0].message)
        XCTAssertEqual(result.screen?.views[6].arranged, ArrangedSettings(hugging: 1, compressionResistance: 1000))
    }

    func testStackKeyOnlyOnAStack() {
        let result = read("layout: 1\nscreen: S\nroot:\n  children:\n    - {kind: view, stack: {axis: vertical}}\n")
        XCTAssertEqual(result.diagnostics.map(\.rule), [.unknownKey])
        XCTAssertTrue(result.diagnostics[0].message.contains("it applies to kind stack"), result.diagnostics[0].message)
    }
}
