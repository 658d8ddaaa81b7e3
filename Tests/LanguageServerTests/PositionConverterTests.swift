import Diagnostics
@testable import LanguageServer
import XCTest

final class PositionConverterTests: XCTestCase {
    func testScalarColumnsBecomeUTF16Offsets() {
        let converter = PositionConverter(text: "a: 1\nx: \"🎉é\" # 🎉\n")
        // Line 2, column 8 (scalars): after `x: "`, the emoji and `é`.
        XCTAssertEqual(converter.lspPosition(SourceLocation(line: 2, column: 7)), LSPPosition(line: 1, character: 7))
        XCTAssertEqual(converter.lspPosition(SourceLocation(line: 2, column: 8)), LSPPosition(line: 1, character: 8))
        XCTAssertEqual(converter.sourceLocation(LSPPosition(line: 1, character: 7)), SourceLocation(line: 2, column: 7))
        // Inside the surrogate pair: the pair's start.
        XCTAssertEqual(converter.sourceLocation(LSPPosition(line: 1, character: 5)), SourceLocation(line: 2, column: 5))
        XCTAssertEqual(converter.sourceLocation(LSPPosition(line: 1, character: 6)), SourceLocation(line: 2, column: 6))
    }

    func testOtherEncodings() {
        let text = "k: 🎉x"
        XCTAssertEqual(PositionConverter(text: text, encoding: .utf32).lspPosition(SourceLocation(line: 1, column: 5)),
                       LSPPosition(line: 0, character: 4))
        XCTAssertEqual(PositionConverter(text: text, encoding: .utf8).lspPosition(SourceLocation(line: 1, column: 5)),
                       LSPPosition(line: 0, character: 7))
    }

    func testColumnsPastTheLineEndStopThere() {
        let converter = PositionConverter(text: "ab\ncd")
        XCTAssertEqual(converter.lspPosition(SourceLocation(line: 1, column: 40)), LSPPosition(line: 0, character: 2))
        XCTAssertEqual(converter.lspPosition(SourceLocation(line: 9, column: 1)), LSPPosition(line: 1, character: 0))
    }

    func testLibYAMLLineBreaksThatLSPDoesNotCount() {
        // libyaml breaks lines at U+2028 (and counts \r\n as one break); LSP only at \n, \r\n, \r.
        let converter = PositionConverter(text: "# a\u{2028}b\r\nkey: 1\rz")
        XCTAssertEqual(converter.lineCount, 3)
        XCTAssertEqual(converter.lspPosition(SourceLocation(line: 3, column: 1)), LSPPosition(line: 1, character: 0))
        XCTAssertEqual(converter.lspPosition(SourceLocation(line: 2, column: 2)), LSPPosition(line: 0, character: 5))
        XCTAssertEqual(converter.lspPosition(SourceLocation(line: 4, column: 1)), LSPPosition(line: 2, character: 0))
        XCTAssertEqual(converter.sourceLocation(LSPPosition(line: 1, character: 3)), SourceLocation(line: 3, column: 4))
    }

    func testByteOrderMarkIsNotAColumnForLibYAML() {
        let converter = PositionConverter(text: "\u{FEFF}key: 1")
        XCTAssertEqual(converter.lspPosition(SourceLocation(line: 1, column: 1)), LSPPosition(line: 0, character: 1))
    }

    /// Lines longer than the converter's stride are measured from its marks:
    /// the same positions as summing every scalar's width from the line's
    /// start, in every encoding, at every column of lines with one-, two- and
    /// four-byte characters (surrogate pairs in UTF-16).
    func testLongLinesGiveTheSamePositionsAsSummingFromTheStart() {
        var line = ""
        for item in 0..<3_000 { line += ["a", "é", "中", "😀"][item % 4] + "\(item) " }
        let text = "short: 1\n" + line + "\r\nlast: 2\n" + line
        let scalars = Array(text.unicodeScalars)
        for encoding in [PositionEncoding.utf16, .utf8, .utf32] {
            let converter = PositionConverter(text: text, encoding: encoding)
            XCTAssertFalse(converter.longLineUnits.isEmpty)
            for lspLine in [1, 3] {
                let start = converter.lineStarts[lspLine]
                var units = 0
                for column in 0..<line.unicodeScalars.count {
                    // Every 13th column, and each side of every boundary.
                    if column % 13 == 0 || (column + 2) % PositionConverter.stride < 4 {
                        let found = converter.lspPosition(line: lspLine, scalarColumn: column)
                        XCTAssertEqual(found, LSPPosition(line: lspLine, character: units), "\(encoding) column \(column)")
                        if found.character != units { return }
                    }
                    units += encoding.width(of: scalars[start + column])
                }
                let yaml = converter.lspPosition(SourceLocation(line: lspLine + 1, column: 5_000))
                XCTAssertEqual(yaml, converter.lspPosition(line: lspLine, scalarColumn: 4_999))
            }
        }
    }
}
