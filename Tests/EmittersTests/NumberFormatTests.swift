import Foundation
import XCTest

@testable import Emitters

final class NumberFormatTests: XCTestCase {
    func testTable() {
        let table: [(Double, String)] = [
            (0, "0"), (-0.0, "0"), (16, "16"), (-16, "-16"), (16.5, "16.5"), (2.5, "2.5"),
            (393, "393"), (0.1, "0.1"), (0.3, "0.3"), (1.0 / 3, "0.3333"), (2.0 / 3, "0.6667"),
            (374.0 / 3, "124.6667"), (-374.0 / 3, "-124.6667"),
            (0.00005, "0.0001"), (-0.00005, "-0.0001"), (0.00004999, "0"), (1e-5, "0"), (-1e-5, "0"),
            (0.00015, "0.0002"),  // the shortest decimal is rounded, not the binary 0.000149999…
            (1.00005, "1.0001"), (2.675, "2.675"), (0.12345, "0.1235"),
            (1.03125, "1.0313"), (-1.03125, "-1.0313"),  // exact ties: away from zero
            (-1.23456, "-1.2346"), (0.0625, "0.0625"), (12.34005, "12.3401"),
            (0.99995, "1"), (9.99995, "10"), (-0.99995, "-1"), (0.000049, "0"), (1e-300, "0"),
            (99_999_999_999_999.99, "99999999999999.98"), (1e14, "100000000000000"),
            (1e15, "1000000000000000"), (-1e15, "-1000000000000000"), (1e16, "10000000000000000"),
            (123_456_789_012_345.67, "123456789012345.67"), (9_007_199_254_740_994, "9007199254740994"),
            (1e23, "100000000000000000000000"), (.leastNonzeroMagnitude, "0"),
            (.nan, "\"NaN\""), (.infinity, "\"Infinity\""), (-.infinity, "\"-Infinity\""),
        ]
        for (value, expected) in table {
            XCTAssertEqual(NumberFormat.string(value), expected, "\(value)")
        }
    }

    func testLargestFiniteValueHasNoExponent() {
        let text = NumberFormat.string(.greatestFiniteMagnitude)
        XCTAssertEqual(text.count, 309)
        XCTAssertTrue(text.hasPrefix("17976931348623157"))
        XCTAssertTrue(text.dropFirst(17).allSatisfy { $0 == "0" })
    }

    /// 1,800 generated cases (random magnitudes, near-ties, random bit patterns),
    /// with expected texts computed exactly by Python's `decimal` module.
    func testGeneratedReferenceCases() throws {
        let lines = try Fixtures.read("number-format-cases.txt").split(separator: "\n")
        var checked = 0
        for line in lines where !line.hasPrefix("#") {
            let fields = line.split(separator: " ")
            guard fields.count == 2, let bits = UInt64(fields[0], radix: 16) else {
                XCTFail("bad line: \(line)")
                continue
            }
            let value = Double(bitPattern: bits)
            XCTAssertEqual(NumberFormat.string(value), String(fields[1]), "\(value) (bits \(fields[0]))")
            checked += 1
        }
        XCTAssertGreaterThan(checked, 1_000)
    }

    func testOutputIsValidJSONNumber() throws {
        for value in [0.5, -2.25, 1e15, 1.0 / 7, -1e-3] {
            let data = Data(("[" + NumberFormat.string(value) + "]").utf8)
            let parsed = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [Double])
            XCTAssertEqual(parsed[0], value, accuracy: 0.00005)
        }
    }

    func testIntegers() {
        var out: [UInt8] = []
        for value in [0, 7, -7, 1234567890, Int.min, Int.max] {
            out.removeAll()
            NumberFormat.appendInteger(value, to: &out)
            XCTAssertEqual(String(decoding: out, as: UTF8.self), String(value))
        }
    }
}
