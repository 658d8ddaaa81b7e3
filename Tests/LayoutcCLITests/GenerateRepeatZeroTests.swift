import Foundation
import XCTest

/// An id written on a `repeat: 0` item has no view, but its array accessor can
/// still be renamed: the warning is placed where the id is written (it printed
/// as `Z.layout.yaml: warning: …`, with no line).
final class GenerateRepeatZeroTests: XCTestCase {
    func testARenamedAccessorOfARepeatZeroItemIsPlacedAtItsID() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let spec = """
            layout: 1
            screen: Z
            root:
              children:
                - kind: collection
                  flow:
                    items:
                      - {id: a-b, repeat: 0}
                      - {id: aB, repeat: 0}
                      - {id: views, repeat: 0, children: [{id: a-b}]}

            """
        try Data(spec.utf8).write(to: dir.appendingPathComponent("Z.layout.yaml"))
        let run = try CLIRunner.run(["generate", "Z.layout.yaml", "-o", "out", "--color", "never"], in: dir)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stderr.contains("Z.layout.yaml:9:18: warning: id 'aB' gives the Swift name 'aB' that id 'a-b' "
                                          + "already has; generated as 'aB2' [accessor-name-collision]"), run.stderr)
        XCTAssertTrue(run.stderr.contains("Z.layout.yaml:10:18: warning: id 'views' gives the Swift name 'views' that a member "
                                          + "of every generated type already has; generated as 'views2' [accessor-name-collision]"),
                      run.stderr)
        XCTAssertFalse(run.stderr.contains("Z.layout.yaml: warning"), run.stderr)
        let source = try String(contentsOf: dir.appendingPathComponent("out/ZLayout.swift"), encoding: .utf8)
        XCTAssertTrue(source.contains("public var aB2: [LayoutcRuntime.LayoutView] { solution.views([]) }"), source)
    }
}
