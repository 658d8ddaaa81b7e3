import Driver
import Foundation
import LayoutIR
import XCTest

/// A compile whose ``Cancellation`` is set stops at its next check: after
/// reading, every 1,024 views and between islands of the solve, and between
/// rules (the language server sets it when a newer version arrives).
final class CancellationTests: XCTestCase {
    /// Cancelled from its `after`-th check on; counts the checks.
    final class Countdown: @unchecked Sendable {
        private let lock = NSLock()
        private var checks = 0
        private let after: Int
        init(after: Int) { self.after = after }
        var cancellation: Cancellation {
            Cancellation { [self] in
                lock.withLock {
                    checks += 1
                    return checks >= after
                }
            }
        }
    }

    private func compile(cancelledAt check: Int) -> CompileResult {
        var options = CompileOptions()
        options.cancellation = Countdown(after: check).cancellation
        return LayoutCompiler(options: options).compile(Array(IslandLimitTests.spec.utf8), file: "islands.layout.yaml")
    }

    func testCancelledBeforeSolvingNothingIsSolved() {
        // The first check is right after reading.
        let result = compile(cancelledAt: 1)
        XCTAssertNil(result.screen)
        XCTAssertNil(result.layout)
        XCTAssertEqual(result.diagnostics, [])
    }

    func testCancelledAtTheSolvesFirstViewOnlyTheRootIsPlaced() throws {
        // Check 1 (after reading) passes; check 2, at view 0 of the solve, stops it:
        // the root has the screen's frame, every other view none, and no rule runs.
        let result = compile(cancelledAt: 2)
        let layout = try XCTUnwrap(result.layout)
        XCTAssertEqual(layout.views[0].frame, Rect(x: 0, y: 0, width: 393, height: 852))
        XCTAssertEqual(layout.views.dropFirst().map(\.frame), Array(repeating: Rect(x: 0, y: 0, width: 0, height: 0),
                                                                    count: 5))
        XCTAssertEqual(result.diagnostics, [])
    }

    func testNeverCancelledSolvesEverything() throws {
        let result = LayoutCompiler().compile(Array(IslandLimitTests.spec.utf8), file: "islands.layout.yaml")
        let layout = try XCTUnwrap(result.layout)
        // c, in `right`: 4, 4, 50 × 50.
        XCTAssertEqual(layout.views[5].frame, Rect(x: 4, y: 4, width: 50, height: 50))
    }
}
