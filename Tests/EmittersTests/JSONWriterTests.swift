import Foundation
import SpecGenerator
import XCTest

@testable import Emitters

final class JSONWriterTests: XCTestCase {
    private func escaped(_ text: String) -> String {
        var out: [UInt8] = []
        JSONWriter.appendEscaped(text, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    func testStringEscaping() {
        XCTAssertEqual(escaped("plain"), #""plain""#)
        XCTAssertEqual(escaped(#"say "hi" \ bye"#), #""say \"hi\" \\ bye""#)
        XCTAssertEqual(escaped("a\nb\rc\td\u{8}e\u{C}f"), #""a\nb\rc\td\be\ff""#)
        XCTAssertEqual(escaped("\u{0}\u{1}\u{1B}\u{1F}"), #""\u0000\u0001\u001b\u001f""#)
        XCTAssertEqual(escaped("/ \u{7F} é 日本 🙂"), "\"/ \u{7F} é 日本 🙂\"")
        XCTAssertEqual(escaped(""), #""""#)
    }

    func testEveryControlCharacterRoundTrips() throws {
        let text = String(String.UnicodeScalarView((0..<0x20).map { Unicode.Scalar(UInt8($0)) })) + "\"\\é"
        let data = Data(("[" + escaped(text) + "]").utf8)
        let parsed = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String])
        XCTAssertEqual(parsed, [text])
    }

    func testPrettyAndCompactLayout() {
        var json = JSONWriter()
        json.beginObject()
        json.key("a")
        json.integer(1)
        json.key("empty")
        json.beginArray()
        json.endArray()
        json.key("inline")
        json.beginObject(compact: true)
        json.key("x")
        json.numbers(1.5, -0.0)
        json.key("nested")
        json.beginArray()  // inherits compact
        json.null()
        json.bool(true)
        json.string(nil)
        json.endArray()
        json.endObject()
        json.key("list")
        json.beginArray()
        json.string("one")
        json.beginObject()
        json.endObject()
        json.endArray()
        json.endObject()
        json.newline()
        XCTAssertEqual(String(decoding: json.bytes, as: UTF8.self), """
            {
              "a": 1,
              "empty": [],
              "inline": {"x": [1.5, 0], "nested": [null, true, null]},
              "list": [
                "one",
                {}
              ]
            }

            """)
    }

    func testFlushDrainsTheBuffer() {
        var json = JSONWriter()
        var chunks: [[UInt8]] = []
        json.beginArray()
        json.integer(1)
        json.flush { chunks.append(Array($0)) }
        XCTAssertTrue(json.bytes.isEmpty)
        json.integer(2)
        json.endArray()
        json.flush { chunks.append(Array($0)) }
        XCTAssertEqual(chunks.map { String(decoding: $0, as: UTF8.self) }, ["[\n  1", ",\n  2\n]"])
    }
}

/// The word-at-a-time check and the escaping of `JSONEscaping` against a plain
/// byte-by-byte reference.
final class JSONEscapingTests: XCTestCase {
    private func reference(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [UInt8(ascii: "\"")]
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "\""): out += Array(#"\""#.utf8)
            case UInt8(ascii: "\\"): out += Array(#"\\"#.utf8)
            case 0x08: out += Array(#"\b"#.utf8)
            case 0x0C: out += Array(#"\f"#.utf8)
            case 0x0A: out += Array(#"\n"#.utf8)
            case 0x0D: out += Array(#"\r"#.utf8)
            case 0x09: out += Array(#"\t"#.utf8)
            case ..<0x20: out += Array(("\\u00" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16)).utf8)
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
        return out
    }

    private func escaped(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.appendWriting(maxCount: JSONEscaping.bound(bytes.count)) { cursor in
            cursor.byte(UInt8(ascii: "\""))
            bytes.withUnsafeBufferPointer { JSONEscaping.write($0, to: &cursor) }
            cursor.byte(UInt8(ascii: "\""))
        }
        return out
    }

    /// Every byte value at every position of strings of 0…19 bytes (word and tail).
    func testEveryByteAtEveryPosition() {
        for length in 1..<20 {
            for position in 0..<length {
                for byte in 0...UInt8.max {
                    var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                    bytes[position] = byte
                    let needs = byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
                    XCTAssertEqual(bytes.withUnsafeBufferPointer { JSONEscaping.needsEscaping($0) }, needs,
                                   "byte \(byte) at \(position) of \(length)")
                    XCTAssertEqual(escaped(bytes), reference(bytes))
                }
            }
        }
        XCTAssertEqual(escaped([]), reference([]))
    }

    /// Random strings mixing plain ASCII, UTF-8 lead and continuation bytes
    /// (0x80…0xFF, where a borrow could mislead a careless check) and specials.
    func testRandomStrings() {
        var random = SeededRandom(state: 42)
        let alphabet: [UInt8] = [0x00, 0x09, 0x0A, 0x1F, 0x20, 0x21, 0x22, 0x23, 0x5B, 0x5C, 0x5D, 0x7F, 0x80,
                                 0x9F, 0xA0, 0xC3, 0xDF, 0xE0, 0xFF, UInt8(ascii: "a"), UInt8(ascii: "/")]
        for _ in 0..<20_000 {
            let length = Int.random(in: 0...40, using: &random)
            let plain = Bool.random(using: &random)
            let bytes = (0..<length).map { _ in
                plain ? alphabet[Int.random(in: 11..<alphabet.count, using: &random)]
                    : alphabet.randomElement(using: &random)!
            }
            XCTAssertEqual(escaped(bytes), reference(bytes), "\(bytes)")
        }
    }
}
