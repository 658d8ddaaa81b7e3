import Diagnostics
import Driver
import Foundation
import XCTest

/// The island size limit (Docs/Security.md#limits-and-the-flags-that-raise-them):
/// an island of more constraints than `--max-island-size` (`limits:
/// {maxIslandSize: N}`) is one `limit-exceeded` error at its first constraint,
/// and its views get empty frames; other islands of the screen are solved.
final class IslandLimitTests: XCTestCase {
    /// Two islands: `a` and `b` in `left` (8 constraints), `c` in `right` (4).
    static let spec = """
        layout: 1
        screen: Islands
        device: iphone-15-pro
        root:
          children:
            - id: left
              frame: [0, 100, 200, 400]
              children:
                - id: a
                  constraints:
                    - top = superview.top + 8
                    - leading = superview.leading + 16
                    - width = 100
                    - height = 20
                - id: b
                  constraints:
                    - top = a.bottom + 8
                    - leading = a.leading
                    - width = a.width
                    - height = 30
            - id: right
              frame: [200, 100, 193, 400]
              children:
                - id: c
                  constraints:
                    - top = superview.top + 4
                    - leading = superview.leading + 4
                    - width = 50
                    - height = 50

        """

    private func compile(limit: Int) -> CompileResult {
        var options = CompileOptions()
        options.maxIslandSize = limit
        return LayoutCompiler(options: options).compile(Array(Self.spec.utf8), file: "islands.layout.yaml")
    }

    private func frame(_ result: CompileResult, _ id: String) throws -> [Double] {
        let screen = try XCTUnwrap(result.screen), layout = try XCTUnwrap(result.layout)
        let index = try XCTUnwrap(screen.views.firstIndex { $0.id == id })
        let frame = layout.views[index].frame
        return [frame.x, frame.y, frame.width, frame.height]
    }

    func testAnIslandOverTheLimitIsOneErrorAtItsFirstConstraint() throws {
        let result = compile(limit: 4)
        XCTAssertEqual(result.diagnostics.count, 1, "\(result.diagnostics)")
        let error = try XCTUnwrap(result.diagnostics.first)
        XCTAssertEqual(error.rule, .limitExceeded)
        XCTAssertEqual(error.severity, .error)
        // Line 11 is `- top = superview.top + 8`, the island's first constraint; its text starts at column 15.
        XCTAssertEqual(error.range, SourceRange(line: 11, column: 15, endLine: 11, endColumn: 38))
        XCTAssertEqual(error.viewID, "a")
        XCTAssertTrue(error.message.hasPrefix("the constraints connected to this one form an island of 8 constraints "
            + "among 2 views, more than the island size limit of 4 (--max-island-size or 'limits: {maxIslandSize: N}' "
            + "in .layoutc.yml)"), error.message)
        // Its views are not laid out; the island of 4 constraints, at the limit, is:
        // c at superview.leading + 4, superview.top + 4, 50 × 50.
        XCTAssertEqual(try frame(result, "a"), [0, 0, 0, 0])
        XCTAssertEqual(try frame(result, "b"), [0, 0, 0, 0])
        XCTAssertEqual(try frame(result, "c"), [4, 4, 50, 50])
    }

    func testAtTheLimitTheIslandIsSolved() throws {
        let result = compile(limit: 8)
        XCTAssertEqual(result.diagnostics.filter { $0.severity == .error }, [])
        // a: x = 16, y = 8, 100 × 20; b: below a by 8 (8 + 20 + 8 = 36), a's x and width, 30 high.
        XCTAssertEqual(try frame(result, "a"), [16, 8, 100, 20])
        XCTAssertEqual(try frame(result, "b"), [16, 36, 100, 30])
    }

    func testTheFlagWinsOverTheConfigAndBadValuesAreRefused() throws {
        let directory = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(Self.spec.utf8).write(to: directory.appendingPathComponent("islands.layout.yaml"))
        try Data("limits: {maxIslandSize: 4}\n".utf8).write(to: directory.appendingPathComponent(".layoutc.yml"))

        let configured = try CLIRunner.run(["compile", "islands.layout.yaml"], in: directory)
        XCTAssertEqual(configured.status, 1, configured.stderr)
        XCTAssertTrue(configured.stderr.hasPrefix("islands.layout.yaml:11:15: error: the constraints connected to this "
            + "one form an island of 8 constraints among 2 views, more than the island size limit of 4"), configured.stderr)

        for command in ["compile", "lint", "render"] {
            let raised = try CLIRunner.run([command, "islands.layout.yaml", "--max-island-size", "8"], in: directory)
            XCTAssertEqual(raised.status, 0, "\(command): \(raised.stderr)")
        }
        let zero = try CLIRunner.run(["compile", "islands.layout.yaml", "--max-island-size", "0"], in: directory)
        XCTAssertEqual(zero.status, 2)
        XCTAssertTrue(zero.stderr.contains("--max-island-size must be at least 1, not 0"), zero.stderr)

        try Data("limits: {maxIslandSize: 0.5}\n".utf8).write(to: directory.appendingPathComponent(".layoutc.yml"))
        let badConfig = try CLIRunner.run(["compile", "islands.layout.yaml"], in: directory)
        XCTAssertEqual(badConfig.status, 2, badConfig.stderr)
        XCTAssertTrue(badConfig.stderr.contains("maxIslandSize"), badConfig.stderr)
    }

    func testTheDefaultLimitIsTwentyThousandConstraints() throws {
        // One view with 20,001 constraints is one island, over the default of 20,000.
        func spec(_ count: Int) -> [UInt8] {
            let rows = (0..<count).map { "      - width = \($0 % 300) @999" }.joined(separator: "\n")
            return Array("layout: 1\nscreen: S\nroot:\n  children:\n    - id: v\n      constraints:\n\(rows)\n".utf8)
        }
        XCTAssertEqual(CompileOptions().maxIslandSize, 20_000)
        let over = LayoutCompiler().compile(spec(20_001), file: "over.layout.yaml")
        XCTAssertEqual(over.diagnostics.filter { $0.rule == .limitExceeded }.map(\.range?.start.line), [7])
    }
}
