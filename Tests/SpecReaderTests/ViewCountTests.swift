import Diagnostics
import LayoutIR
import SpecReader
import XCTest

/// The view limit is checked on the count `repeat` expands to before anything
/// is made: past it, one error at the `repeat` that takes the spec there, and
/// no screen.
final class ViewCountTests: XCTestCase {
    private func read(_ yaml: String, maxViews: Int = 2_000_000) -> SpecReadResult {
        SpecReader.read(Array(yaml.utf8), file: "s.layout.yaml", options: ReaderOptions(maxViews: maxViews))
    }

    func testAHundredMillionCopiesGiveOneErrorAtTheRepeatAndNoScreen() throws {
        let result = read("flow: {items: [{size: [0, 0], repeat: 100000000}]}\n")
        // No `layout`, `screen` or `root`: the top keys are reported, the flow is not a root.
        XCTAssertFalse(result.diagnostics.contains { $0.rule == .limitExceeded })

        let spec = """
            layout: 1
            screen: S
            root:
              children:
                - kind: collection
                  flow: {items: [{size: [0, 0], repeat: 100000000}]}
            """
        let over = read(spec)
        XCTAssertNil(over.screen)
        let diagnostic = try XCTUnwrap(over.diagnostics.first)
        XCTAssertEqual(over.diagnostics.count, 1, "\(over.diagnostics.map(\.message))")
        XCTAssertEqual(diagnostic.rule, .limitExceeded)
        XCTAssertEqual(diagnostic.severity, .error)
        XCTAssertEqual(diagnostic.range?.start, SourceLocation(line: 6, column: 45))
        // root + the collection + 10^8 items
        XCTAssertEqual(diagnostic.message, "the spec expands to 100000002 views, more than the view limit of 2000000 "
                       + "(--max-views or 'limits: {maxViews: N}' in .layoutc.yml); lower 'repeat' or split the screen")
    }

    func testNestedRepeatsMultiplyWithoutOverflow() throws {
        // 2^31 - 1 copies of a collection of 2^31 - 1 items, each again a
        // collection of 2^31 - 1 items: far past Int.max, counted saturating.
        let spec = """
            layout: 1
            screen: S
            root:
              children:
                - kind: collection
                  flow:
                    items:
                      - kind: collection
                        repeat: 2147483647
                        flow:
                          items:
                            - kind: collection
                              repeat: 2147483647
                              flow: {items: [{repeat: 2147483647}]}
            """
        let result = read(spec)
        XCTAssertNil(result.screen)
        XCTAssertEqual(result.diagnostics.map(\.rule), [.limitExceeded])
        // The innermost repeat alone passes the limit: it is the one reported.
        XCTAssertEqual(result.diagnostics.first?.range?.start, SourceLocation(line: 14, column: 43))
        XCTAssertTrue(result.diagnostics[0].message.hasPrefix(
            "the spec expands to at least 9223372036854775807 views, more than the view limit of 2000000"),
            result.diagnostics[0].message)
    }

    func testTwoToTheSixtySecondViews() throws {
        // 2^31 copies of a collection of 2^31 items: 2^62 items and 2^31 collections.
        let spec = """
            layout: 1
            screen: S
            root:
              children:
                - kind: collection
                  flow:
                    items:
                      - kind: collection
                        repeat: 2147483647
                        flow: {items: [{repeat: 2147483647}]}
            """
        let result = read(spec)
        XCTAssertNil(result.screen)
        XCTAssertEqual(result.diagnostics.count, 1)
        // 2 + (2^31 - 1) × (1 + 2^31 - 1) = 2 + 2^62 - 2^31
        let expected = 2 + (1 << 62) - (1 << 31)
        XCTAssertEqual(result.diagnostics.first?.message,
                       "the spec expands to \(expected) views, more than the view limit of 2000000 (--max-views or 'limits: {maxViews: N}' in .layoutc.yml); "
                       + "lower 'repeat' or split the screen")
    }

    func testAnOuterRepeatThatMultipliesPastTheLimitIsTheOneReported() throws {
        // Each copy has 1 + 100 views, fine on its own; 100 copies are 10,100.
        let spec = """
            layout: 1
            screen: S
            root:
              children:
                - kind: collection
                  flow:
                    items:
                      - kind: collection
                        repeat: 100
                        flow: {items: [{repeat: 100}]}
            """
        let over = read(spec, maxViews: 10_000)
        XCTAssertEqual(over.diagnostics.map(\.rule), [.limitExceeded])
        XCTAssertEqual(over.diagnostics.first?.range?.start, SourceLocation(line: 9, column: 21))
        XCTAssertTrue(over.diagnostics[0].message.contains("expands to 10102 views"), over.diagnostics[0].message)
        // Exactly at the limit is allowed, and every view is made.
        let within = read(spec, maxViews: 10_102)
        XCTAssertEqual(within.diagnostics.map(\.message), [])
        XCTAssertEqual(within.screen?.views.count, 10_102)
        XCTAssertEqual(read(spec, maxViews: 10_101).diagnostics.map(\.rule), [.limitExceeded])
    }

    func testSectionsHeadersAndFootersCount() {
        let spec = """
            layout: 1
            screen: S
            root:
              children:
                - kind: collection
                  flow:
                    sections:
                      - {header: 40, footer: 0, items: [{repeat: 3}]}
                      - {header: 0, footer: 20, items: [{repeat: 2}, {size: [1, 1]}]}
            """
        // root, the collection, 1 header, 3 items, 3 items, 1 footer
        let exact = read(spec, maxViews: 10)
        XCTAssertEqual(exact.diagnostics.map(\.message), [])
        XCTAssertEqual(exact.screen?.views.count, 10)
        let over = read(spec, maxViews: 9)
        XCTAssertNil(over.screen)
        XCTAssertEqual(over.diagnostics.map(\.rule), [.limitExceeded])
    }

    /// Views written out one by one (no `repeat`) are counted while the YAML
    /// is parsed: the parse stops at the first view past the limit, so the
    /// syntax error written after it is never reached.
    func testWrittenViewsPastTheLimitStopTheParseThere() throws {
        let views = (0..<30).map { "    - {frame: [0, \($0), 10, 10]}\n" }.joined()
        let spec = "layout: 1\nscreen: S\nroot:\n  children:\n" + views + "  broken: [\n"
        let result = read(spec, maxViews: 10)
        XCTAssertNil(result.screen)
        XCTAssertEqual(result.diagnostics.count, 1, "\(result.diagnostics.map(\.message))")
        let diagnostic = try XCTUnwrap(result.diagnostics.first)
        XCTAssertEqual(diagnostic.rule, .limitExceeded)
        XCTAssertEqual(diagnostic.range?.start, SourceLocation(line: 15, column: 7), "the 11th view")
        XCTAssertEqual(diagnostic.message, "the spec writes more than 10 views, the view limit "
                       + "(--max-views or 'limits: {maxViews: N}' in .layoutc.yml); split the screen")

        // Ten written views and the root are eleven: the parse passes, the count does not.
        let eleven = "layout: 1\nscreen: S\nroot:\n  children:\n" + views.split(separator: "\n").prefix(10)
            .map { $0 + "\n" }.joined()
        let counted = read(eleven, maxViews: 10)
        XCTAssertNil(counted.screen)
        XCTAssertEqual(counted.diagnostics.map(\.message), [
            "the spec expands to 11 views, more than the view limit of 10 "
                + "(--max-views or 'limits: {maxViews: N}' in .layoutc.yml); lower 'repeat' or split the screen"])
        XCTAssertNotNil(read(eleven, maxViews: 11).screen)
    }
}
