import Foundation
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
