import Diagnostics
import XCTest
import YAMLSyntax

/// The mappings listed under given keys are counted while parsing, so a file
/// that writes too many of them stops at the one past the limit.
final class ListedMappingLimitTests: XCTestCase {
    private func limits(_ max: Int) -> YAMLLimits {
        var limits = YAMLLimits.default
        limits.listedMappings = ListedMappingLimit(keys: ["children", "items"], maxCount: max, message: "too many views")
        return limits
    }

    private func parseBoth(_ text: String, max: Int) -> [YAMLParseResult] {
        [YAMLParser.parse(Array(text.utf8), limits: limits(max), positions: .onDemand),
         YAMLParser.parse(Array(text.utf8), limits: limits(max), positions: .recorded)]
    }

    func testCountsOnlyMappingsOfSequencesUnderTheKeys() throws {
        // Three listed mappings (two children, one item); the mapping under
        // `frame`, the sequence of scalars under `items`, the mapping in a
        // sequence under `other` and the key `children` as a value are not.
        let text = """
            children:
              - {frame: {x: 1}}
              - items: [{a: 1}, 7, [x]]
            other: [{b: 1}, {c: 2}]
            name: children

            """
        for result in parseBoth(text, max: 3) {
            XCTAssertNotNil(result.document)
            XCTAssertEqual(result.diagnostics, [])
        }
        for result in parseBoth(text, max: 2) {
            XCTAssertNil(result.document)
            let d = try XCTUnwrap(assertSingle(result, .limitExceeded))
            XCTAssertEqual(d.message, "too many views")
            // The third listed mapping: `{a: 1}`.
            XCTAssertEqual(d.range, range(3, 13, 3, 14))
        }
    }

    func testNestedListsAndBlockStyleCountEveryLevel() throws {
        let text = """
            children:
              - children:
                  - id: a
                  - id: b
              - id: c
                items:
                  - id: d

            """
        XCTAssertNotNil(YAMLParser.parse(Array(text.utf8), limits: limits(5)).document)
        for result in parseBoth(text, max: 4) {
            let d = try XCTUnwrap(assertSingle(result, .limitExceeded))
            XCTAssertEqual(d.range?.start, SourceLocation(line: 7, column: 9))
        }
    }

    /// The first pass keeps no positions; the limit is placed from the event
    /// that hit it, the same place a pass with positions gives.
    func testTheStopIsPlacedAsAPassWithPositionsPlacesIt() throws {
        let views = (0..<50).map { "  - {frame: [\($0), 0, 10, 10]}\n" }.joined()
        let text = "children:\n" + views
        let results = parseBoth(text, max: 20)
        let placed = results.map { $0.diagnostics.map(\.range) }
        XCTAssertEqual(placed[0], placed[1])
        XCTAssertEqual(placed[0], [range(22, 5, 22, 6)])
    }

    func testAnotherProblemBeforeTheStopStillGetsItsPosition() throws {
        var limits = limits(1)
        limits.maxScalarBytes = 8
        // Over two lines, which the scan before libyaml leaves to the limit after it.
        let text = "long: abcde\n  fghijk\nchildren: [{a: 1}, {b: 2}]\n"
        let result = YAMLParser.parse(Array(text.utf8), limits: limits, positions: .onDemand)
        XCTAssertNil(result.document)
        XCTAssertEqual(result.diagnostics.map(\.rule), [.limitExceeded, .limitExceeded])
        XCTAssertEqual(result.diagnostics.map(\.range?.start.description), ["1:7", "3:20"])
    }
}
