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

    /// A spec file saved into a watched directory after the start is read on
    /// the next refresh and numbered after the others; the header's counts and
    /// the rule menu (`chrome`) follow the findings.
    func testSpecAddedToAWatchedDirectoryIsPickedUpAndTheCountsFollow() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("session-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data("layout: 1\nscreen: Box\nroot:\n  children:\n    - {id: box, place: {top: 0, left: 0, width: 10, height: 10}}\n"
            .utf8).write(to: directory.appendingPathComponent("B.layout.yaml"))
        var options = ReportOptions(paths: [directory.path])
        options.axes.deviceIDs = ["iphone-15-pro"]
        let session = try ReportSession(options: options)
        func chrome() -> String { String(decoding: session.chrome(), as: UTF8.self) }
        XCTAssertTrue(chrome().contains("1 spec · 1 target · 0 errors · 0 warnings · 0 notes"), chrome())
        XCTAssertFalse(chrome().contains("<option value=\"hit-target-too-small\">"))
        XCTAssertEqual(session.refresh(), [])

        // A 20 × 20 button: too small to hit (44 × 44), one warning. "A" sorts first but comes second.
        try Data("layout: 1\nscreen: Tiny\nroot:\n  children:\n    - {id: tiny, kind: button, place: {top: 100, left: 100, width: 20, height: 20}}\n"
            .utf8).write(to: directory.appendingPathComponent("A.layout.yaml"))
        XCTAssertEqual(session.refresh(), [1])
        XCTAssertEqual(session.specPaths.map { ($0 as NSString).lastPathComponent }, ["B.layout.yaml", "A.layout.yaml"])
        let section = String(decoding: try XCTUnwrap(session.section(1)), as: UTF8.self)
        XCTAssertTrue(section.contains(#"data-path="root/children/0" class="v k-button"#), section)
        XCTAssertTrue(section.contains(#"<li class="finding sev-warning" value="1" data-rule="hit-target-too-small""#), section)
        XCTAssertTrue(section.contains(#"<template class="summary-row"><tr id="row-1">"#))
        XCTAssertTrue(chrome().contains("2 specs · 1 target · 0 errors · 1 warning · 0 notes"), chrome())
        XCTAssertTrue(chrome().contains("<option value=\"hit-target-too-small\">hit-target-too-small</option></select>"))
        XCTAssertTrue(chrome().contains("<table><thead><tr><th>spec</th><th>iphone-15-pro/portrait</th></tr></thead></table>"))
        XCTAssertEqual(session.refresh(), [], "found once")

        // Made big enough, the warning goes, and so does the rule from the menu.
        try Data("layout: 1\nscreen: Tiny\nroot:\n  children:\n    - {id: tiny, kind: button, place: {top: 100, left: 100, width: 44, height: 44}}\n"
            .utf8).write(to: directory.appendingPathComponent("A.layout.yaml"))
        XCTAssertEqual(session.refresh(), [1])
        XCTAssertTrue(chrome().contains("0 warnings"), chrome())
        XCTAssertFalse(chrome().contains("<option value=\"hit-target-too-small\">"))
    }

    /// Every request for the same state gets the same bytes, drawn once: one
    /// buffer however many connections send it (a 100,000-view project's page
    /// is 20 MB). A change draws them again.
    func testPartsAreDrawnOnceUntilASpecChanges() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("session-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let spec = directory.appendingPathComponent("Box.layout.yaml")
        func write(_ width: Int) throws {
            try Data("layout: 1\nscreen: Box\nroot:\n  children:\n    - {id: box, place: {top: 0, left: 0, width: \(width), height: 10}}\n"
                .utf8).write(to: spec)
        }
        try write(10)
        let session = try ReportSession(options: ReportOptions(paths: [directory.path]))
        func storage(_ bytes: [UInt8]) -> UnsafeRawPointer? { bytes.withUnsafeBytes { $0.baseAddress } }
        let (page, section, chrome) = (session.page(), try XCTUnwrap(session.section(0)), session.chrome())
        XCTAssertEqual(storage(session.page()), storage(page), "the page is not drawn again")
        XCTAssertEqual(storage(try XCTUnwrap(session.section(0))), storage(section))
        XCTAssertEqual(storage(session.chrome()), storage(chrome))

        try write(30)
        XCTAssertEqual(session.refresh(), [0])
        let redrawn = session.page()
        XCTAssertNotEqual(storage(redrawn), storage(page))
        XCTAssertTrue(String(decoding: redrawn, as: UTF8.self).contains(#"x="0" y="0" width="30" height="10""#))
        XCTAssertFalse(String(decoding: redrawn, as: UTF8.self).contains(#"x="0" y="0" width="10" height="10""#))
        XCTAssertTrue(String(decoding: try XCTUnwrap(session.section(0)), as: UTF8.self).contains(#"width="30" height="10""#))
        XCTAssertEqual(storage(session.page()), storage(redrawn))
    }
}

/// 200 create/delete cycles grew the page from 164 KB to 2.7 MB ("226 specs …
/// 212 not readable" with 16 on disk): a spec file that is gone is dropped.
final class GoneSpecTests: XCTestCase {
    func testDeletedAndRenamedSpecsAreDroppedAndThePageDoesNotGrow() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("gone-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        func spec(_ name: String) -> URL { directory.appendingPathComponent(name + ".layout.yaml") }
        for name in ["A", "B", "C"] {
            try Data("layout: 1\nscreen: \(name)\nroot: {}\n".utf8).write(to: spec(name))
        }
        let session = try ReportSession(options: ReportOptions(paths: [directory.path]))
        let firstPage = session.page().count
        for cycle in 0..<20 {
            try Data("layout: 1\nscreen: T\(cycle)\nroot: {}\n".utf8).write(to: spec("Temp"))
            _ = session.refresh()
            try FileManager.default.removeItem(at: spec("Temp"))
            _ = session.refresh()
        }
        XCTAssertEqual(session.specPaths.map { ($0 as NSString).lastPathComponent },
                       ["A.layout.yaml", "B.layout.yaml", "C.layout.yaml"])
        XCTAssertEqual(session.page().count, firstPage, "the page is what it was")

        // B renamed to D: B's section goes, the specs after it move up, D comes last.
        try FileManager.default.moveItem(at: spec("B"), to: spec("D"))
        XCTAssertEqual(session.refresh(), [1, 2], "C moved up to 1; 2 is D, new")
        XCTAssertEqual(session.specPaths.map { ($0 as NSString).lastPathComponent },
                       ["A.layout.yaml", "C.layout.yaml", "D.layout.yaml"])
        let page = String(decoding: session.page(), as: UTF8.self)
        XCTAssertFalse(page.contains("B.layout.yaml"), "no trace of B")
        XCTAssertTrue(String(decoding: try XCTUnwrap(session.section(1)), as: UTF8.self).contains("C.layout.yaml"))

        // C deleted: D moves up to 1, and section 2 is gone (the page removes it on 404).
        try FileManager.default.removeItem(at: spec("C"))
        XCTAssertEqual(session.refresh(), [1, 2])
        XCTAssertNil(session.section(2))
        XCTAssertTrue(String(decoding: try XCTUnwrap(session.section(1)), as: UTF8.self).contains("D.layout.yaml"))
    }
}
