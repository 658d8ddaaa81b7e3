import LayoutIR
import SpecGenerator
import XCTest
@testable import Validation

/// The flat grid of ``SiblingOverlaps`` against the O(n²) definition: for each
/// rectangle, the highest later one whose intersection with it has a positive area.
final class SiblingOverlapsTests: XCTestCase {

    private func bruteForce(_ entries: [SiblingOverlaps.Entry]) -> [Int?] {
        entries.indices.map { position in
            entries.indices.reversed().first { candidate in
                candidate > position && entries[candidate].rect.intersection(entries[position].rect) != nil
            }.map { entries[$0].order }
        }
    }

    private func assertMatchesBruteForce(_ rects: [Rect], _ label: String, file: StaticString = #filePath,
                                         line: UInt = #line) {
        let entries = rects.enumerated().map { SiblingOverlaps.Entry(order: 10 + 3 * $0.offset, rect: $0.element) }
        let overlaps = SiblingOverlaps(entries)
        let expected = bruteForce(entries)
        for position in entries.indices {
            let found = overlaps.frontmostOverlap(after: position)?.order
            XCTAssertEqual(found, expected[position], "\(label): entry \(position) \(rects[position])",
                           file: file, line: line)
        }
    }

    private func randomRects(_ count: Int, seed: UInt64, span: Double, size: ClosedRange<Double>,
                             extras: (inout SeededRandom) -> Rect? = { _ in nil }) -> [Rect] {
        var random = SeededRandom(state: seed)
        return (0..<count).map { _ in
            if let extra = extras(&random) { return extra }
            return Rect(x: Double.random(in: -span...span, using: &random).rounded(),
                        y: Double.random(in: -span...span, using: &random).rounded(),
                        width: Double.random(in: size, using: &random).rounded(),
                        height: Double.random(in: size, using: &random).rounded())
        }
    }

    func testRandomRectanglesMatchBruteForce() {
        for seed in UInt64(1)...40 {
            let rects = randomRects(150, seed: seed, span: 400, size: 0...120)
            assertMatchesBruteForce(rects, "seed \(seed)")
        }
    }

    /// The random cases must exercise both answers, or the comparison above proves little.
    func testRandomCasesHaveHitsAndMisses() {
        let rects = randomRects(150, seed: 7, span: 400, size: 0...120)
        let expected = bruteForce(rects.enumerated().map { SiblingOverlaps.Entry(order: $0.offset, rect: $0.element) })
        XCTAssertGreaterThan(expected.compactMap { $0 }.count, 20)
        XCTAssertGreaterThan(expected.filter { $0 == nil }.count, 20)
    }

    func testDegenerateAndFarFlungRectanglesMatchBruteForce() {
        let specials: [Rect] = [
            Rect(x: 0, y: 0, width: 0, height: 0), Rect(x: 10, y: 10, width: 0, height: 50),
            Rect(x: 10, y: 10, width: 50, height: 0), Rect(x: 30, y: 30, width: -20, height: 40),
            Rect(x: 1e13, y: 5, width: 10, height: 10), Rect(x: -1e13, y: -1e13, width: 3e13, height: 3e13),
            Rect(x: 1e300, y: 1e300, width: 1e300, height: 1e300), Rect(x: -1e11, y: 0, width: 2e11, height: 20),
            Rect(x: .nan, y: 0, width: 10, height: 10), Rect(x: 0, y: 0, width: .infinity, height: 10),
            Rect(x: -.infinity, y: 0, width: .infinity, height: 10), Rect(x: 0, y: 0, width: 10, height: .nan),
            Rect(x: -5000, y: -5000, width: 10_000, height: 10_000), Rect(x: 0.25, y: 0.25, width: 0.5, height: 0.5),
        ]
        for seed in UInt64(100)...130 {
            let rects = randomRects(120, seed: seed, span: 300, size: -20...100) { random in
                Int.random(in: 0..<4, using: &random) == 0 ? specials.randomElement(using: &random) : nil
            }
            assertMatchesBruteForce(rects, "seed \(seed)")
        }
    }

    /// Small groups are scanned directly, larger ones use the grid: both sides of the cut.
    func testGroupsAroundTheDirectCountMatchBruteForce() {
        for count in 2...(2 * SiblingOverlaps.directCount) {
            for seed in UInt64(1)...10 {
                let rects = randomRects(count, seed: seed * 1000 + UInt64(count), span: 60, size: -10...50) { random in
                    Int.random(in: 0..<6, using: &random) == 0 ? Rect(x: .nan, y: 0, width: 10, height: 10) : nil
                }
                assertMatchesBruteForce(rects, "count \(count) seed \(seed)")
            }
        }
    }

    func testStackedRectanglesMatchBruteForce() {
        let stacked = Array(repeating: Rect(x: -40, y: -40, width: 44, height: 44), count: 60)
            + Array(repeating: Rect(x: 0, y: 0, width: 1, height: 1), count: 30)
        assertMatchesBruteForce(stacked, "stacked")
        assertMatchesBruteForce(stacked.reversed(), "stacked reversed")
    }

    /// One far rectangle stretches the span: the cell grows so the grid stays small.
    func testOutlierGrowsTheCellAndStillMatches() {
        var rects = (0..<200).map { Rect(x: Double($0 % 10) * 50, y: Double($0 / 10) * 40, width: 60, height: 44) }
        rects.insert(Rect(x: 9e11, y: 9e11, width: 50, height: 50), at: 77)
        rects.append(Rect(x: 8.99e11, y: 8.99e11, width: 2e9, height: 2e9))
        assertMatchesBruteForce(rects, "outlier")
    }

    /// Tiled rows like a flow layout: nothing overlaps.
    func testTiledRectanglesHaveNoOverlaps() {
        let rects = (0..<3000).map { Rect(x: Double($0 % 5) * 80, y: Double($0 / 5) * 50, width: 72, height: 44) }
        let overlaps = SiblingOverlaps(rects.enumerated().map { SiblingOverlaps.Entry(order: $0.offset, rect: $0.element) })
        XCTAssertTrue(rects.indices.allSatisfy { overlaps.frontmostOverlap(after: $0) == nil })
    }

    func testMedianSelectsTheMiddleValue() {
        var random = SeededRandom(state: 3)
        for count in [1, 2, 3, 10, 101, 1000] {
            for values in [(0..<count).map { _ in Double(Int.random(in: 0..<7, using: &random)) },
                           (0..<count).map { Double($0) }, (0..<count).map { Double(-$0) }] {
                var scratch = values
                XCTAssertEqual(FlatGrid.median(&scratch), values.sorted()[count / 2], "\(values)")
            }
        }
    }
}
