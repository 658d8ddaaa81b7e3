import Foundation
import XCTest

/// Hostile stacks through the built binary: each is a diagnostic or a result,
/// never a crash, a stack overflow or a hang.
final class HostileStackTests: XCTestCase {
    private func compile(_ yaml: String) throws -> (run: CLIRunner.Run, json: [String: Any]?) {
        let directory = try CLIRunner.temporaryDirectory()
        let file = directory.appendingPathComponent("hostile.layout.yaml")
        try Data(yaml.utf8).write(to: file)
        let run = try CLIRunner.run(["compile", file.path, "--device", "iphone-se-3"], in: directory)
        return (run, try? JSONSerialization.jsonObject(with: run.stdout) as? [String: Any])
    }

    private func frames(_ json: [String: Any]?) -> [[Double]] {
        ((json?["views"] as? [[String: Any]]) ?? []).map { ($0["frame"] as? [Any])?.compactMap { $0 as? Double } ?? [] }
    }

    func testTenThousandArrangedViews() throws {
        // 10,000 views 1 pt wide, spacing 1, in a 343-pt stack: 19,999 pt of content,
        // every view shrinks to 0 (one group of 750s, shrunk whole: no tie), and the
        // gaps alone (9,999) run 9,656 pt past the end.
        var yaml = "layout: 1\nscreen: S\nroot:\n  children:\n    - id: strip\n      kind: stack\n"
        yaml += "      place: {left: 16, right: 16, top: 100, height: 10}\n      stack: {spacing: 1}\n      children:\n"
        for _ in 0..<10_000 { yaml += "        - {intrinsicSize: [1, 1]}\n" }
        let (run, json) = try compile(yaml)
        XCTAssertEqual(run.status, 0, run.stderr.prefix(400).description)
        let all = frames(json)
        XCTAssertEqual(all.count, 10_002)
        XCTAssertEqual(all.last, [9_999, 0, 0, 10])
        XCTAssertTrue(run.stderr.contains("needs 9656 pt more than its 343 pt width"), run.stderr.prefix(600).description)
        XCTAssertFalse(run.stderr.contains("stack-priority-ambiguous"))
    }

    func testThousandDeepStacksHitTheNestingLimit() throws {
        // Each stack is a mapping in a sequence: two YAML levels a view, past the
        // 1,000-level nesting limit, which is a positioned error (the solver itself
        // takes any depth, see StackDepthTests).
        var yaml = "layout: 1\nscreen: S\nroot:\n"
        var indent = "  "
        for _ in 0..<1_000 {
            yaml += indent + "children:\n" + indent + "  - kind: stack\n" + indent + "    stack: {axis: vertical}\n"
            indent += "    "
        }
        let (run, _) = try compile(yaml)
        XCTAssertEqual(run.status, 1)
        XCTAssertNotNil(run.stderr.range(of: #"hostile\.layout\.yaml:\d+:\d+: error: .*\[limit-exceeded\]"#,
                                         options: .regularExpression), run.stderr.prefix(600).description)
    }

    func testNegativeAndNaNSizesAndPriorities() throws {
        let yaml = """
            layout: 1
            screen: S
            root:
              children:
                - kind: stack
                  place: {left: 16, top: 100, width: -50, height: .nan}
                  stack: {spacing: -20, distribution: fillProportionally}
                  children:
                    - {intrinsicSize: [-10, -5], hugging: -1}
                    - {intrinsicSize: [.nan, 1e308], compressionResistance: .nan}
                    - {intrinsicSize: [20, 20], hugging: 1e9, spacingAfter: -1e9}
                    - {intrinsicSize: [20, 20], compressionResistance: 0}
                - kind: stack
                  frame: [0, 200, -100, -40]
                  stack: {distribution: equalCentering, alignment: center}
                  children:
                    - {intrinsicSize: [-30, 10]}
                    - {intrinsicSize: [30, 60]}
            """
        let (run, json) = try compile(yaml)
        XCTAssertEqual(run.status, 1, "type mismatches are errors")
        for rule in ["type-mismatch", "negative-size"] { XCTAssertTrue(run.stderr.contains("[\(rule)]"), rule) }
        XCTAssertFalse(run.stderr.contains("Fatal error"))
        XCTAssertEqual(frames(json).count, 9, "every view still gets a frame")
    }

    func testStacksWithNothingToArrange() throws {
        let yaml = """
            layout: 1
            screen: S
            root:
              children:
                - {id: a, kind: stack, place: {left: 16, top: 100}}
                - {id: b, kind: stack, place: {left: 16, top: 200}, stack: {}, children: []}
                - id: c
                  kind: stack
                  place: {left: 16, top: 300}
                  stack: {distribution: equalCentering, spacing: 8, layoutMarginsRelative: true}
                  children:
                    - {hidden: true, intrinsicSize: [40, 40]}
            """
        let (run, json) = try compile(yaml)
        XCTAssertEqual(run.status, 0, run.stderr)
        // a, b: 0 × 0; c: only margins (8 on every edge) → 16 × 16; the hidden view at 8, 8, 0 long, filling across.
        XCTAssertEqual(Array(frames(json).dropFirst()), [[16, 100, 0, 0], [16, 200, 0, 0], [16, 300, 16, 16], [8, 8, 0, 0]])
    }
}
