import Diagnostics
import Foundation
import XCTest

#if canImport(FoundationXML)
    import FoundationXML
#endif

@testable import Emitters

/// Keys and ids reach messages, and a YAML string can hold any character: the
/// text reporter, `compile`'s standard error and the GitHub annotations printed
/// them raw, so a spec could send escape sequences to a terminal (an OSC 52
/// clipboard write, a screen clear) or split a line so that `::error …` of its
/// own choosing ran as a GitHub Actions command.
final class ControlCharacterOutputTests: XCTestCase {
    private let hostile = "bad\u{1B}]52;c;aGk=\u{07}id\r\n::error file=x::pwned\u{202E}\u{85}"
    private let shown = "bad<U+001B>]52;c;aGk=<U+0007>id<U+000D><U+000A>::error file=x::pwned<U+202E><U+0085>"

    private func diagnostic(file: String = "a.yaml") -> Diagnostic {
        var diagnostic = Diagnostic(rule: .hitTargetTooSmall, severity: .warning, message: "'\(hostile)' is too small",
                                    file: file, range: SourceRange(line: 1, column: 3, endLine: 1, endColumn: 5), viewPath: "root")
        diagnostic.devices = ["custom\u{1B}[2J"]
        return diagnostic
    }

    private func assertPlain(_ text: String, linesOfItsOwn: Bool = true, file: StaticString = #filePath, line: UInt = #line) {
        let controls = text.unicodeScalars.filter { $0 != "\n" && ControlCharacters.isEscaped($0) }
        XCTAssertEqual(controls.map(\.value), [], text, file: file, line: line)
        for printed in text.split(separator: "\n") where linesOfItsOwn {
            XCTAssertFalse(printed.hasPrefix("::"), "a line of the spec's choosing: \(printed)", file: file, line: line)
        }
    }

    func testTheTextRendererShowsControlCharactersEscapedOnEveryPath() {
        let renderer = TextDiagnosticRenderer(color: false, sources: ["a.yaml": ["- id: x"]])
        let expected = "a.yaml:1:3: warning: '\(shown)' is too small (on custom<U+001B>[2J) [hit-target-too-small]\n"
            + "- id: x\n  ^~\n"
        XCTAssertEqual(renderer.render(diagnostic()), expected)
        var bytes: [UInt8] = []
        renderer.render(diagnostic(), into: &bytes)
        XCTAssertEqual(String(decoding: bytes, as: UTF8.self), expected)
        var writer = TextDiagnosticWriter(renderer: renderer)
        var written: [UInt8] = []
        writer.write(diagnostic(), source: SourceFileBytes(bytes: Array("- id: x\n".utf8))) { written += $0 }
        writer.flush { written += $0 }
        XCTAssertEqual(String(decoding: written, as: UTF8.self), expected)
        var noted = diagnostic(file: "dir\n::error::x/a.yaml")
        noted.notes = ["see \u{1B}[31m"]
        let text = TextDiagnosticRenderer(color: true, sources: [:]).render(noted)
        XCTAssertTrue(text.contains("dir<U+000A>::error::x/a.yaml:1:3"), text)
        XCTAssertTrue(text.contains("see <U+001B>[31m"), text)
    }

    func testTheTextReporterPrintsNoControlCharacter() {
        let report = LintReport(files: [.init(path: "a.yaml", diagnostics: [diagnostic()])])
        let text = TextReporter(renderer: TextDiagnosticRenderer(color: false, sources: [:])) { _ in
            Array("- id: x\n".utf8)
        }.renderString(report)
        assertPlain(text)
        XCTAssertTrue(text.contains(shown), text)
    }

    /// The caret still stands under the column once an earlier character
    /// takes eight columns.
    func testTheCaretLineCountsAnEscapedCharacterAsItsWidth() {
        let line: Substring = "a\u{202E}b: c"
        let renderer = TextDiagnosticRenderer(color: false, sources: ["a.yaml": [line]])
        let text = renderer.render(Diagnostic(rule: .yamlSyntax, severity: .error, message: "m", file: "a.yaml",
                                              range: SourceRange(line: 1, column: 2, endLine: 1, endColumn: 4)))
        XCTAssertEqual(text, "a.yaml:1:2: error: m [yaml-syntax]\na<U+202E>b: c\n ^" + String(repeating: "~", count: 8) + "\n")
    }

    /// GitHub's own escapes keep each command on one line: a newline in an id
    /// is `%0A`, so `::error` after it is text of the annotation, not a command.
    func testGitHubAnnotationsStayOneLineWithoutRawControls() {
        let report = LintReport(files: [.init(path: "a.yaml", diagnostics: [diagnostic(file: "a\u{1B}\n.yaml")])])
        let out = GitHubActionsReporter().renderString(report)
        assertPlain(out, linesOfItsOwn: false)
        XCTAssertEqual(out.split(separator: "\n").count, 1, out)
        XCTAssertTrue(out.hasPrefix("::warning file=a<U+001B>%0A.yaml,line=1,col=3,"), out)
        XCTAssertTrue(out.contains("aGk=<U+0007>id%0D%0A::error file=x::pwned<U+202E><U+0085>"), out)
    }

    /// JUnit and checkstyle stay well-formed XML whatever the ids hold.
    func testXMLReportsParseWithControlCharactersInIDs() throws {
        let report = LintReport(files: [.init(path: "a\u{1B}.yaml", diagnostics: [diagnostic(file: "a\u{1B}.yaml")])])
        for bytes in [JUnitReporter().render(report), CheckstyleReporter().render(report)] {
            XCTAssertNoThrow(try XMLDocument(data: Data(bytes)), String(decoding: bytes, as: UTF8.self))
        }
    }
}
