import Foundation
import XCTest

/// A button whose id holds an OSC 52 clipboard write and a newline followed by
/// a GitHub Actions command: `lint`'s default output and `compile`'s standard
/// error printed both raw, so a spec wrote to the reader's clipboard or ran
/// `::error` in a CI log. Every human-readable output shows them escaped.
final class ControlCharacterCLITests: XCTestCase {
    private let spec = """
        layout: 1
        screen: A
        root:
          children:
            - id: "x\\e]52;c;aGk=\\a\\n::error file=y::pwned\\u202E"
              kind: button
              frame: [0, 0, 10, 10]

        """

    private func assertNoRawControl(_ text: String, _ what: String, file: StaticString = #filePath, line: UInt = #line) {
        let raw = text.unicodeScalars.filter { $0 != "\n" && ($0.value < 0x20 || (0x7F...0x9F).contains($0.value)
            || $0 == "\u{202E}") }
        XCTAssertEqual(raw.map(\.value), [], "\(what): \(text)", file: file, line: line)
        XCTAssertFalse(text.split(separator: "\n").contains { $0.hasPrefix("::") }, "\(what): \(text)", file: file, line: line)
    }

    func testNoHumanReadableOutputCarriesTheSpecsControlCharacters() throws {
        let dir = try CLIRunner.temporaryDirectory(holding: ["a.layout.yaml": spec])
        defer { try? FileManager.default.removeItem(at: dir) }
        let lint = try CLIRunner.run(["lint", "a.layout.yaml"], in: dir)
        XCTAssertEqual(lint.status, 0, lint.stderr)
        assertNoRawControl(lint.stdoutText, "lint")
        XCTAssertTrue(lint.stdoutText.contains("'x<U+001B>]52;c;aGk=<U+0007><U+000A>::error file=y::pwned<U+202E>'"),
                      lint.stdoutText)
        let color = try CLIRunner.run(["lint", "a.layout.yaml", "--color", "always"], in: dir)
        XCTAssertTrue(color.stdoutText.contains("<U+0007><U+000A>::error"), color.stdoutText)
        for arguments in [["compile", "a.layout.yaml"], ["render", "a.layout.yaml"], ["compile", "a.layout.yaml", "-o", "out"]] {
            let run = try CLIRunner.run(arguments, in: dir)
            XCTAssertEqual(run.status, 0, "\(arguments): \(run.stderr)")
            XCTAssertTrue(run.stderr.contains("<U+000A>::error file=y::pwned"), "\(arguments): \(run.stderr)")
            assertNoRawControl(run.stderr, "\(arguments)")
        }
        let github = try CLIRunner.run(["lint", "a.layout.yaml", "--reporter", "github"], in: dir)
        XCTAssertEqual(github.stdoutText.split(separator: "\n").count, 2, github.stdoutText)
        XCTAssertTrue(github.stdoutText.split(separator: "\n").allSatisfy { $0.hasPrefix("::warning file=a.layout.yaml,") },
                      github.stdoutText)
        XCTAssertFalse(github.stdoutText.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{07}" }, github.stdoutText)
        let report = try CLIRunner.run(["report", "a.layout.yaml"], in: dir)
        XCTAssertFalse(report.stdoutText.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{07}" }, "report")
    }
}
