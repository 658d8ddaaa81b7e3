import SpecGenerator
import XCTest
@testable import Validation

/// Numbers in messages, written without `String(Double)`, must read exactly as
/// the `String(Double)` wording they replace.
final class PointsFormatTests: XCTestCase {
    /// `RuleText.number` as first written.
    private func reference(_ value: Double) -> String {
        if value.isNaN { return "NaN" }
        if value.isInfinite { return value < 0 ? "-Infinity" : "Infinity" }
        if abs(value) >= 1e15 { return String(value) }
        let rounded = (value * 10_000).rounded() / 10_000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        return String(rounded)
    }

    private func check(_ value: Double, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(RuleText.number(value), reference(value), "\(value)", file: file, line: line)
        var text = MessageText()
        text.append("x")
        text.appendNumber(value)
        XCTAssertEqual(text.string, "x" + reference(value), "\(value)", file: file, line: line)
    }

    func testEveryTenThousandthNearZero() {
        for units in -30_000...30_000 { check(Double(units) / 10_000) }
    }

    func testSpecialAndLargeValues() {
        let values: [Double] = [0, -0.0, .nan, -.nan, .infinity, -.infinity, 1e15, -1e15, 1e16, 9.99e14,
                                0.00004999, 0.00005, -0.00005, 0.00015, 2.5, -2.5, 44, 43.99995, 1 / 3, -2 / 3,
                                Double(PointsFormat.limit) / 10_000, Double(PointsFormat.limit) / 10_000 - 0.0001,
                                -Double(PointsFormat.limit) / 10_000, 858_993.4591, 123_456.789_05, .ulpOfOne,
                                .leastNonzeroMagnitude, .greatestFiniteMagnitude]
        for value in values { check(value) }
    }

    func testRandomValuesAtEveryScale() {
        var random = SeededRandom(state: 42)  // seeded: a failure repeats
        for exponent in -6...16 {
            let scale = pow(10, Double(exponent))
            for _ in 0..<2_000 { check(Double.random(in: -scale...scale, using: &random)) }
        }
    }

    func testMessageTextKeepsUnicodeAndEmpties() {
        var text = MessageText()
        text.append("the hit area of ")
        text.appendName(id: "café", path: "root")
        text.append(" × ")
        text.appendName(id: nil, path: "root/children/2")
        XCTAssertEqual(text.string, "the hit area of 'café' × root/children/2")
        text.removeAll()
        text.append("a")
        XCTAssertEqual(text.string, "a")
    }
}
