import SpecGenerator
import XCTest

@testable import Emitters

/// The fast paths of `NumberFormat` (integers, scaled values) against its
/// careful path, which computes every value from Swift's shortest digits.
final class NumberFastPathTests: XCTestCase {
    private func careful(_ x: Double) -> String {
        var bytes: [UInt8] = []
        NumberFormat.appendCarefully(x, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    func testIntegerEdgeCases() {
        let table: [(Double, String)] = [
            (0, "0"), (-0.0, "0"), (1, "1"), (-1, "-1"), (9, "9"), (10, "10"), (-10, "-10"), (99, "99"),
            (100, "100"), (-101, "-101"), (999_999_999, "999999999"), (-999_999_999, "-999999999"),
            (1e9, "1000000000"), (-1e9, "-1000000000"), (4_294_967_295, "4294967295"),
            (4_294_967_296, "4294967296"), (9_007_199_254_740_991, "9007199254740991"),
            (-9_007_199_254_740_991, "-9007199254740991"), (9_007_199_254_740_992, "9007199254740992"),
            (1e16, "10000000000000000"),
        ]
        for (value, expected) in table {
            XCTAssertEqual(NumberFormat.string(value), expected, "\(value)")
            XCTAssertEqual(careful(value), expected, "careful \(value)")
        }
    }

    /// Values next to the boundaries of the fast paths, and near-ties that round
    /// to an integer or carry into a new digit.
    func testNearTiesAndBoundaries() {
        let table: [(Double, String)] = [
            (999_999_999.99995, "1000000000"), (-999_999_999.99995, "-1000000000"),
            (999_999_999.9999, "999999999.9999"), (999_999_999.5, "999999999.5"),
            (0.5, "0.5"), (-0.5, "-0.5"), (0.00005, "0.0001"), (-0.00004, "0"), (123.00005, "123.0001"),
            (99.99995, "100"), (9.99994, "9.9999"), (0.1 + 0.2, "0.3"), (1e9 + 0.5, "1000000000.5"),
            (0x1p53 - 1, "9007199254740991"), (0x1p53 + 2, "9007199254740994"),
            (Double(Int32.max) + 0.25, "2147483647.25"), (.ulpOfOne, "0"), (1 + .ulpOfOne, "1"),
        ]
        for (value, expected) in table {
            XCTAssertEqual(NumberFormat.string(value), expected, "\(value)")
            XCTAssertEqual(careful(value), expected, "careful \(value)")
        }
        XCTAssertEqual(NumberFormat.string(-0.0.nextDown), "0")
    }

    /// A million seeded values of the kinds frames hold (integers, halves and
    /// other binary fractions, few decimals, near-ties, negatives) and random bit
    /// patterns: the fast paths print each exactly as the careful path does.
    func testFastPathsMatchCarefulPath() {
        var random = SeededRandom(state: 0x4C41_594F_5554)
        var mismatches: [String] = []
        for round in 0..<1_000_000 {
            let value = Self.sample(kind: round % 8, using: &random)
            let fast = NumberFormat.string(value)
            let reference = careful(value)
            if fast != reference, mismatches.count < 10 {
                mismatches.append("\(value) (bits \(String(value.bitPattern, radix: 16))): \(fast) ≠ \(reference)")
            }
        }
        XCTAssertEqual(mismatches, [])
    }

    private static func sample(kind: Int, using random: inout SeededRandom) -> Double {
        let sign: Double = Bool.random(using: &random) ? -1 : 1
        switch kind {
        case 0:  // small integers: most of a frame
            return sign * Double(Int.random(in: 0...2_000, using: &random))
        case 1:  // integers of any size up to and past 2⁵³
            let bits = Int.random(in: 0...56, using: &random)
            return sign * Double(UInt64.random(in: 0...(UInt64(1) << bits), using: &random))
        case 2:  // halves, quarters, … (points on 2x and 3x screens)
            let denominator = Double(1 << Int.random(in: 1...12, using: &random))
            return sign * Double(Int.random(in: 0...4_000_000, using: &random)) / denominator
        case 3:  // decimals with up to 6 places (thirds, insets, user input)
            let places = Int.random(in: 1...6, using: &random)
            var scale = 1.0
            for _ in 0..<places { scale *= 10 }
            return sign * Double(Int64.random(in: 0...20_000_000_000, using: &random)) / scale
        case 4:  // near-ties: k + 0.00005, a few ulps either side
            let tie = Double(Int.random(in: 0...10_000_000, using: &random)) / 10_000 + 0.00005
            var value = tie
            for _ in 0..<Int.random(in: 0...3, using: &random) {
                value = Bool.random(using: &random) ? value.nextUp : value.nextDown
            }
            return sign * value
        case 5:  // values around the 1e9 and 2⁵³ boundaries
            let base = Bool.random(using: &random) ? 1e9 : 0x1p53
            return sign * (base + Double(Int.random(in: -4_000...4_000, using: &random)) / 4)
        case 6:  // thirds and sevenths of frame sizes
            return sign * Double(Int.random(in: 0...100_000, using: &random)) / Double(Int.random(in: 1...9, using: &random))
        default:  // random bit patterns (NaNs and infinities included)
            return Double(bitPattern: random.next())
        }
    }

    func testDecimalDigits() {
        var buffer = [UInt8](repeating: 0, count: 24)
        func digits(_ value: UInt64) -> String {
            buffer.withUnsafeMutableBufferPointer { storage in
                let end = DecimalDigits.write(value, to: storage.baseAddress!)
                return String(decoding: UnsafeBufferPointer(start: storage.baseAddress!,
                                                            count: end - storage.baseAddress!), as: UTF8.self)
            }
        }
        for value in 0..<UInt64(100_000) { XCTAssertEqual(digits(value), String(value)) }
        var power: UInt64 = 1
        for _ in 0..<19 {
            for value in [power - 1, power, power + 1] { XCTAssertEqual(digits(value), String(value)) }
            power *= 10
        }
        XCTAssertEqual(digits(.max), String(UInt64.max))
        var random = SeededRandom(state: 7)
        for _ in 0..<100_000 {
            let value = random.next() >> UInt64.random(in: 0...63, using: &random)
            XCTAssertEqual(digits(value), String(value))
            XCTAssertEqual(DecimalDigits.count(value), String(value).count)
        }
    }

    func testFractionDigits() {
        var buffer = [UInt8](repeating: 0, count: 4)
        for value in 1..<10_000 {
            let kept = buffer.withUnsafeMutableBufferPointer { DecimalDigits.writeFraction(value, to: $0.baseAddress!) }
            var expected = String(value)
            expected = String(repeating: "0", count: 4 - expected.count) + expected
            XCTAssertEqual(String(decoding: buffer, as: UTF8.self), expected)
            while expected.hasSuffix("0") { expected.removeLast() }
            XCTAssertEqual(kept, expected.count, "\(value)")
        }
    }

    func testLongestTextsFitTheBound() {
        for value in [Double.greatestFiniteMagnitude, -.greatestFiniteMagnitude, -1e300, -123_456_789_012_345.67,
                      .nan, -.infinity] {
            XCTAssertLessThanOrEqual(NumberFormat.string(value).utf8.count, NumberFormat.maxLength)
        }
    }
}
