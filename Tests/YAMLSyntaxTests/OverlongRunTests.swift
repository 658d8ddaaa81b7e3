import XCTest
@testable import YAMLSyntax

/// The early refusal of over-long runs reads only lines longer than the limit;
/// it must find exactly the run a scan of every byte finds.
final class OverlongRunTests: XCTestCase {
    private func find(_ text: String, limit: Int) -> Int? {
        Array(text.utf8).withUnsafeBufferPointer { OverlongRun.find(in: $0, limit: limit) }
    }

    func testRunOnALaterLineIsFoundAtItsStart() {
        // Line 2 starts at byte 7; `k: ` is not counted, the nine a's start at 10.
        XCTAssertEqual(find("k: abc\nk: aaaaaaaaa\n", limit: 8), 10)
        // The same run after a long line of short values (no run past 8 in it).
        let long = "k: [" + Array(repeating: "ab", count: 20).joined(separator: ",") + "]\n"
        XCTAssertEqual(find(long + "k: aaaaaaaaa", limit: 8), long.utf8.count + 3)
    }

    func testLinesOfAtMostTheLimitAreNeverRuns() {
        // Eight bytes a line, nine with the line feed: nothing past 8.
        XCTAssertNil(find("aaaaaaaa\naaaaaaaa\naaaaaaaa\n", limit: 8))
        // Nine on the last line, with no line feed after it: found at its start.
        XCTAssertEqual(find("aaaaaaaa\naaaaaaaaa", limit: 8), 9)
        // A carriage return ends a run inside a line longer than the limit.
        XCTAssertNil(find("aaaaa\raaaaa\n", limit: 8))
        XCTAssertEqual(find("aaaaa\raaaaaaaaa\n", limit: 8), 6)
    }

    func testAgreesWithAScanOfEveryByte() {
        // Short lines and long ones, of the bytes that matter to the scan.
        let alphabet = Array("aaaaaaab  \t\n\n\r#-?\",:[]{}\\'".utf8) + [0xC2, 0x85, 0xE2, 0x80, 0xA8]
        var random = LCG(seed: 35)
        for round in 0..<4_000 {
            let limit = Int(random.next() % 12)
            let length = Int(random.next() % 80)
            let bytes = (0..<length).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }
            let expected = Self.everyByte(bytes, limit: limit)
            let found = bytes.withUnsafeBufferPointer { OverlongRun.find(in: $0, limit: limit) }
            XCTAssertEqual(found, expected, "round \(round): \(bytes) limit \(limit)")
        }
    }

    /// The scan as it was before lines were skipped: every byte, one state.
    private static func everyByte(_ input: [UInt8], limit: Int) -> Int? {
        guard input.count > limit, limit >= 0 else { return nil }
        if input.count >= 2, (input[0] == 0xFE && input[1] == 0xFF) || (input[0] == 0xFF && input[1] == 0xFE) {
            return nil
        }
        let breaks = Set(Array("\n\r,:[]{}\\'".utf8) + [0x85, 0xA8, 0xA9])
        var runStart: Int?
        var counted = 0
        var afterSpace = true
        var index = 0
        while index < input.count {
            let byte = input[index]
            index += 1
            if byte == 0x20 || byte == 0x09 {
                afterSpace = true
                continue
            }
            if byte == 0x23, afterSpace {
                runStart = nil
                counted = 0
            }
            afterSpace = false
            if breaks.contains(byte) {
                afterSpace = true
                runStart = nil
                counted = 0
                continue
            }
            if runStart == nil {
                if byte == 0x2D || byte == 0x3F, index < input.count, input[index] == 0x20 || input[index] == 0x09 {
                    continue
                }
                runStart = index - 1
            }
            if byte != 0x22 { counted += 1 }
            if counted > limit { return runStart }
        }
        return nil
    }
}
