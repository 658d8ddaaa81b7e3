import Diagnostics
import XCTest
import YAMLSyntax

/// Parses UTF-8 text.
func parse(_ text: String, limits: YAMLLimits = .default) -> YAMLParseResult {
    YAMLParser.parse(Array(text.utf8), limits: limits)
}

/// Parses text that must give a document with no diagnostics.
func parseClean(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> YAMLDocument {
    let result = parse(text)
    XCTAssertEqual(result.diagnostics, [], file: file, line: line)
    return try XCTUnwrap(result.document, "expected a document", file: file, line: line)
}

/// A range from explicit numbers, for readable assertions.
func range(_ line: Int, _ column: Int, _ endLine: Int, _ endColumn: Int) -> SourceRange {
    SourceRange(line: line, column: column, endLine: endLine, endColumn: endColumn)
}

extension YAMLDocument {
    /// The value under `key` in a mapping (test helper; first match).
    func value(_ mapping: YAMLNodeID, _ key: String) -> YAMLNodeID? {
        guard kind(mapping) == .mapping else { return nil }
        for i in 0..<count(mapping) where scalarEquals(self.key(mapping, i), key) {
            return value(mapping, i)
        }
        return nil
    }

    /// Follows a path of mapping keys and sequence indices from the root.
    func node(_ path: Any...) -> YAMLNodeID? {
        var id = root
        for step in path {
            switch step {
            case let key as String: guard let next = value(id, key) else { return nil }; id = next
            case let index as Int:
                guard kind(id) == .sequence, index < count(id) else { return nil }
                id = element(id, index)
            default: return nil
            }
        }
        return id
    }
}

/// Asserts exactly one diagnostic with `rule`, and returns it.
@discardableResult
func assertSingle(_ result: YAMLParseResult, _ rule: RuleID, file: StaticString = #filePath, line: UInt = #line)
    -> Diagnostic?
{
    XCTAssertEqual(result.diagnostics.count, 1, "\(result.diagnostics)", file: file, line: line)
    guard let d = result.diagnostics.first else { return nil }
    XCTAssertEqual(d.rule, rule, d.message, file: file, line: line)
    XCTAssertEqual(d.severity, .error, file: file, line: line)
    XCTAssertGreaterThanOrEqual(d.range?.start.line ?? 0, 1, "needs a position", file: file, line: line)
    XCTAssertGreaterThanOrEqual(d.range?.start.column ?? 0, 1, "needs a position", file: file, line: line)
    XCTAssertFalse(d.message.hasSuffix("."), "no trailing period: \(d.message)", file: file, line: line)
    XCTAssertEqual(d.message.first.map { $0.isUppercase }, false, "lowercase: \(d.message)", file: file, line: line)
    return d
}
