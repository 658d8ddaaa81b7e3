@testable import Emitters
import SpecGenerator
import XCTest

/// The scan for characters the text output escapes skips printable ASCII
/// eight bytes at a time: it must find every escaped character wherever it
/// lies against those eight-byte steps, and nothing else.
final class ControlCharacterScanTests: XCTestCase {
    private func needsEscaping(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { ControlCharacters.needsEscaping($0) }
    }

    /// A word is skipped only when all eight bytes lie in 0x20...0x7E.
    func testAWordIsPrintableOnlyWhenEveryByteIs() {
        for position in 0..<8 {
            for value in 0...255 {
                var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 8)
                bytes[position] = UInt8(value)
                let word = bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
                XCTAssertEqual(ControlCharacters.isPrintableASCII(word), (0x20...0x7E).contains(value),
                               "byte \(value) at \(position)")
            }
        }
        // Neighbours of the range's ends next to each other (a borrow from one byte into the next).
        for (low, high) in [(0x1F, 0x20), (0x20, 0x1F), (0x00, 0x7E), (0x7E, 0x7F), (0x7F, 0x80), (0x20, 0x20)] {
            let bytes = [UInt8](repeating: UInt8(low), count: 4) + [UInt8](repeating: UInt8(high), count: 4)
            let word = bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
            XCTAssertEqual(ControlCharacters.isPrintableASCII(word), low == 0x20 && high == 0x20, "\(low), \(high)")
        }
    }

    /// One byte of every value at every position of 1 to 17 bytes of "a": a
    /// lone byte is escaped when it is a C0 control other than tab, or DEL (a
    /// lead byte of 0x80 and up followed by "a" starts no escaped character).
    func testEveryByteAtEveryPosition() {
        for length in 1...17 {
            for position in 0..<length {
                for value in 0...255 {
                    var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                    bytes[position] = UInt8(value)
                    XCTAssertEqual(needsEscaping(bytes), value < 0x20 && value != 0x09 || value == 0x7F,
                                   "length \(length), byte \(value) at \(position)")
                }
            }
        }
    }

    /// Random text of printable ASCII, tabs, other non-ASCII text, and the
    /// escaped characters (C0 and C1 controls, DEL, the bidi controls, the line
    /// and paragraph separators): escaped exactly when one of its characters is.
    func testAgreesWithTheCharactersOnRandomText() {
        let plain = ["a", "Z", " ", "'", "9", "~", "\t", "×", "é", "€", "🙂", "\u{2027}", "\u{202F}", "\u{2065}",
                     "\u{206A}", "\u{061B}", "\u{A0}", "\u{200D}"]
        let escaped = ["\u{0}", "\n", "\u{1F}", "\u{7F}", "\u{80}", "\u{9F}", "\u{061C}", "\u{200E}", "\u{200F}",
                       "\u{2028}", "\u{202E}", "\u{2066}", "\u{2069}"]
        var random = SeededRandom(seed: 2028)
        for _ in 0..<20_000 {
            var text = (0..<random.int(0...40)).map { _ in plain[random.int(0...(plain.count - 1))] }.joined()
            if random.int(0...1) == 1 {
                let utf8 = Array(text.utf8)
                // At any character boundary: the ASCII-only prefix decides where it lands against the words.
                var cut = random.int(0...utf8.count)
                while cut < utf8.count, utf8[cut] & 0xC0 == 0x80 { cut += 1 }
                text = String(decoding: utf8[..<cut], as: UTF8.self) + escaped[random.int(0...(escaped.count - 1))]
                    + String(decoding: utf8[cut...], as: UTF8.self)
            }
            let expected = text.unicodeScalars.contains(where: ControlCharacters.isEscaped)
            XCTAssertEqual(needsEscaping(Array(text.utf8)), expected, "\(Array(text.unicodeScalars))")
            XCTAssertEqual(ControlCharacters.needsEscaping(text), expected)
        }
    }
}
