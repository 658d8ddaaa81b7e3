import Foundation
import XCTest

/// Saved outputs live in `Tests/EmittersTests/Fixtures/`, found through
/// `#filePath` (the package manifest declares no test resources).
/// `LAYOUTC_RECORD=1 swift test --filter EmittersTests` rewrites them; review the
/// diff, then run again without the switch.
enum Fixtures {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures", isDirectory: true)

    /// The repository checkout this file belongs to.
    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static var isRecording: Bool { ProcessInfo.processInfo.environment["LAYOUTC_RECORD"] == "1" }

    static func url(_ name: String) -> URL { directory.appendingPathComponent(name) }

    static func read(_ name: String) throws -> String {
        try String(contentsOf: url(name), encoding: .utf8)
    }
}

/// Compares `actual` with the saved output `name`, or records it under `LAYOUTC_RECORD=1`.
func assertMatchesFixture(
    _ actual: String, named name: String, file: StaticString = #filePath, line: UInt = #line
) {
    let url = Fixtures.url(name)
    if Fixtures.isRecording {
        do {
            try FileManager.default.createDirectory(at: Fixtures.directory, withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: url)
            XCTFail("recorded \(name); review the diff and run again without LAYOUTC_RECORD", file: file, line: line)
        } catch {
            XCTFail("cannot record \(name): \(error)", file: file, line: line)
        }
        return
    }
    guard let expected = try? Fixtures.read(name) else {
        XCTFail("no saved output \(name); run with LAYOUTC_RECORD=1 to record it", file: file, line: line)
        return
    }
    if actual != expected {
        XCTFail("output differs from \(name):\n" + firstDifference(expected, actual), file: file, line: line)
    }
}

/// The first differing line of two texts, for a readable failure.
func firstDifference(_ expected: String, _ actual: String) -> String {
    let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
    for index in 0..<max(e.count, a.count) {
        let l = index < e.count ? String(e[index]) : "<end>"
        let r = index < a.count ? String(a[index]) : "<end>"
        if l != r { return "line \(index + 1):\n  expected: \(l)\n  actual:   \(r)" }
    }
    return "(same lines, different bytes)"
}
