import Foundation
import XCTest

/// Whatever the bytes, the binary answers with a positioned diagnostic and exit 1:
/// never a crash, a stack overflow, a hang or unbounded memory.
final class HostileInputTests: XCTestCase {
    private func compile(_ bytes: [UInt8], name: String = "hostile.layout.yaml",
                         arguments: [String] = []) throws -> CLIRunner.Run {
        let directory = try CLIRunner.temporaryDirectory()
        let file = directory.appendingPathComponent(name)
        try Data(bytes).write(to: file)
        return try CLIRunner.run(["compile", file.path] + arguments, in: directory)
    }

    /// Asserts exit 1 and a `file:line:col: error: … [rule]` line.
    private func assertDiagnosed(_ run: CLIRunner.Run, rule: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(run.status, 1, run.stderr, file: file, line: line)
        let pattern = #"hostile\.layout\.yaml:\d+:\d+: error: .*\["# + rule + #"\]"#
        XCTAssertNotNil(run.stderr.range(of: pattern, options: .regularExpression),
                        "expected a [\(rule)] error with a position, got: \(run.stderr.prefix(600))", file: file, line: line)
    }

    func testEmptyFile() throws {
        assertDiagnosed(try compile([]), rule: "missing-key")
    }

    func testBinaryBytes() throws {
        var generator = SeededGenerator(seed: 7)
        let bytes = (0..<4096).map { _ in UInt8.random(in: 0...255, using: &generator) }
        assertDiagnosed(try compile(bytes), rule: "yaml-syntax")
    }

    func testNonUTF8File() throws {
        assertDiagnosed(try compile(Array("layout: 1\nscreen: Caf".utf8) + [0xE9] + Array("\nroot: {}\n".utf8)),
                        rule: "yaml-syntax")
    }

    func testTenThousandDeepNesting() throws {
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        assertDiagnosed(try compile(Array("layout: 1\nscreen: S\nroot: \(deep)\n".utf8)), rule: "limit-exceeded")
        // 2,000 views, each nested in the one before: children → sequence → mapping
        // is two YAML levels per view, so this is 4,000 levels deep.
        var views = "layout: 1\nscreen: S\nroot:\n"
        var indent = "  "
        for _ in 0..<2_000 {
            views += indent + "children:\n" + indent + "  - id: x\n"
            indent += "    "
        }
        assertDiagnosed(try compile(Array(views.utf8)), rule: "limit-exceeded")
    }

    func testAliasBomb() throws {
        var yaml = "layout: 1\nscreen: S\na0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        for level in 1...9 {
            let previous = "*a\(level - 1)"
            yaml += "a\(level): &a\(level) [\(Array(repeating: previous, count: 9).joined(separator: ", "))]\n"
        }
        yaml += "root: {children: *a9}\n"
        assertDiagnosed(try compile(Array(yaml.utf8)), rule: "limit-exceeded")
    }

    func testFiftyMegabyteScalar() throws {
        let huge = [UInt8](repeating: UInt8(ascii: "x"), count: 50 << 20)
        assertDiagnosed(try compile(Array("layout: 1\nscreen: ".utf8) + huge + Array("\nroot: {}\n".utf8)),
                        rule: "limit-exceeded")
    }

    func testSeveralDocuments() throws {
        assertDiagnosed(try compile(Array("layout: 1\nscreen: A\nroot: {}\n---\nlayout: 1\nscreen: B\nroot: {}\n".utf8)),
                        rule: "yaml-syntax")
    }

    func testHugeNumbersAndNaN() throws {
        let run = try compile(Array("layout: 1\nscreen: S\nroot:\n  children:\n    - frame: [0, 0, 1e308, .nan]\n".utf8))
        assertDiagnosed(run, rule: "type-mismatch")
    }

    func testHugeRepeatCount() throws {
        let yaml = "layout: 1\nscreen: S\nroot:\n  children:\n    - kind: collection\n      flow:\n        items:\n          - {repeat: 2147483647}\n"
        // A lowered limit keeps the debug-build test fast; the default (2,000,000)
        // is the same code path.
        let run = try compile(Array(yaml.utf8), arguments: ["--max-views", "5000"])
        assertDiagnosed(run, rule: "limit-exceeded")
        XCTAssertTrue(run.stderr.contains("expands to 2147483649 views, more than the view limit of 5000 (--max-views or 'limits: {maxViews: N}' in .layoutc.yml)"),
                      run.stderr)
        XCTAssertEqual(run.stdout.count, 0, "nothing is solved or printed past the limit")
    }
}

/// A small deterministic generator (SplitMix64) so hostile bytes are the same every run.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE5_E9B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
