import Foundation
import XCTest

@testable import Driver

/// The preview walks its directories for new specs on every poll unless a
/// walk takes long; then walks take at most their share of the time.
final class DiscoveryPacingTests: XCTestCase {
    func testALongWalkWaitsUntilItIsItsShareOfTheTime() {
        var pacing = DiscoveryPacing()
        XCTAssertTrue(pacing.isDue(at: 0), "the first walk is due at once")
        pacing.walked(from: 10, to: 10.2)  // 0.2 s, 5 %: 3.8 s more before the next
        XCTAssertFalse(pacing.isDue(at: 10.5))
        XCTAssertFalse(pacing.isDue(at: 13.99))
        XCTAssertTrue(pacing.isDue(at: 14.0))
        pacing.walked(from: 20, to: 20.004)  // a short walk: due again at once
        XCTAssertTrue(pacing.isDue(at: 20.004))
        pacing.walked(from: 30, to: 29)  // a clock that went back counts as no time
        XCTAssertTrue(pacing.isDue(at: 29))
    }

    /// Through the session: after a walk that counts as long, a spec saved
    /// at once is not looked for until the walk is due, then it is found.
    func testTheSessionLooksForNewSpecsOnlyWhenAWalkIsDue() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("pacing-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let spec = "layout: 1\nscreen: Box\nroot:\n  children:\n    - {id: box, place: {top: 0, left: 0, width: 10, height: 10}}\n"
        try Data(spec.utf8).write(to: directory.appendingPathComponent("A.layout.yaml"))
        let session = try ReportSession(options: ReportOptions(paths: [directory.path]))
        // Every walk counts as long, and waits about 2,000 times what it took (a fraction of a second here).
        session.pacing.unpacedSeconds = 0
        session.pacing.share = 0.0005
        XCTAssertEqual(session.refresh(), [])
        let due = session.pacing.notBefore
        XCTAssertGreaterThan(due, DiscoveryPacing.now(), "the walk is not due again yet")
        try Data(spec.utf8).write(to: directory.appendingPathComponent("B.layout.yaml"))
        XCTAssertEqual(session.refresh(), [], "not looked for before the walk is due")
        XCTAssertEqual(session.specPaths.count, 1)
        XCTAssertLessThan(due - DiscoveryPacing.now(), 30, "a walk of one file is due within seconds")
        while DiscoveryPacing.now() < due { usleep(10_000) }
        XCTAssertEqual(session.refresh(), [1])
        XCTAssertEqual(session.specPaths.map { ($0 as NSString).lastPathComponent }, ["A.layout.yaml", "B.layout.yaml"])
    }
}
