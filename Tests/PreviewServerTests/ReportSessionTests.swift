import Driver
import Foundation
import XCTest

/// The live report: a saved spec is redrawn, a broken one keeps its last good pictures, dimmed.
final class ReportSessionTests: XCTestCase {
    func testChangedSpecIsRedrawnAndABrokenOneKeepsItsPicturesStale() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("session-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let spec = directory.appendingPathComponent("Box.layout.yaml")
        let other = directory.appendingPathComponent("Other.layout.yaml")
        func write(_ width: Int, to url: URL) throws {
            try Data("layout: 1\nscreen: Box\nroot:\n  children:\n    - {id: box, place: {top: 0, left: 0, width: \(width), height: 10}}\n"
                .utf8).write(to: url)
        }
        try write(10, to: spec)
        try write(20, to: other)
        let session = try ReportSession(options: ReportOptions(paths: [directory.path]))
        XCTAssertEqual(session.specPaths.map { ($0 as NSString).lastPathComponent }, ["Box.layout.yaml", "Other.layout.yaml"])
        XCTAssertEqual(session.refresh(), [], "nothing changed")
        func section(_ index: Int) throws -> String { String(decoding: try XCTUnwrap(session.section(index)), as: UTF8.self) }
        XCTAssertTrue(try section(0).contains(#"data-path="root/children/0" class="v k-view" x="0" y="0" width="10" height="10""#))

        try write(30, to: spec)
        XCTAssertEqual(session.refresh(), [0])
        let redrawn = try section(0)
        XCTAssertTrue(redrawn.contains(#"x="0" y="0" width="30" height="10""#), redrawn)

        try Data("layout: 1\nscreen: [unclosed\n".utf8).write(to: spec)
        XCTAssertEqual(session.refresh(), [0])
        let broken = try section(0)
        XCTAssertTrue(broken.contains("<pre class=\"failure\">"), broken)
        XCTAssertTrue(broken.contains("<div class=\"pictures stale\">"), "the last good pictures stay, dimmed")
        XCTAssertTrue(broken.contains(#"width="30" height="10""#))
        XCTAssertTrue(broken.contains(#"<template class="summary-row"><tr id="row-0">"#), "the summary row comes along")
        XCTAssertTrue(broken.contains(#"<td class="n e">not readable</td>"#))
        XCTAssertNil(session.section(2))
    }
}
