import Driver
import Foundation
import XCTest

/// A symbolic link inside a served directory that points out of it was
/// followed: the preview showed the first line of `/etc/passwd`, and through
/// `/proc/self/environ` the server's environment. Only what lies inside the
/// paths named is ever read.
final class SymlinkContainmentTests: XCTestCase {
    private var directory: URL!
    private var outside: URL!

    override func setUpWithError() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("contain-\(UUID().uuidString)")
        directory = base.appendingPathComponent("served")
        outside = base.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try Data("SECRET_TOKEN=hunter2: [\n".utf8).write(to: outside.appendingPathComponent("secret.layout.yaml"))
        try Data("layout: 1\nscreen: Box\nroot: {}\n".utf8).write(to: directory.appendingPathComponent("Box.layout.yaml"))
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory.deletingLastPathComponent())
    }

    private func link(_ name: String, to target: String) throws {
        try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent(name).path,
                                                   withDestinationPath: target)
    }

    private func page(_ session: ReportSession) -> String {
        String(decoding: session.page(), as: UTF8.self)
    }

    func testLinksOutOfTheServedDirectoryAreNotFollowed() throws {
        try link("passwd.layout.yaml", to: "/etc/passwd")
        try link("environ.layout.yaml", to: "/proc/self/environ")
        try link("secret.layout.yaml", to: outside.appendingPathComponent("secret.layout.yaml").path)
        try link("everything", to: "/")
        try link("up", to: "..")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("inner"), withIntermediateDirectories: true)
        try link("inner/back.layout.yaml", to: "../Box.layout.yaml")
        let session = try ReportSession(options: ReportOptions(paths: [directory.path]))
        XCTAssertEqual(session.specPaths.map { ($0 as NSString).lastPathComponent }, ["Box.layout.yaml"],
                       "a link inside the directory to one of its own specs is the same spec, taken once")
        let shown = page(session)
        XCTAssertFalse(shown.contains("root:x:0"), "no line of /etc/passwd")
        XCTAssertFalse(shown.contains("hunter2"))
        XCTAssertFalse(shown.contains("PATH="))
    }

    /// A spec replaced by a link out of the directory while the preview runs
    /// is not read again; the page says why and shows none of its lines.
    func testASpecReplacedByALinkOutOfTheDirectoryIsNotRead() throws {
        let session = try ReportSession(options: ReportOptions(paths: [directory.path]))
        let spec = directory.appendingPathComponent("Box.layout.yaml")
        try FileManager.default.removeItem(at: spec)
        try link("Box.layout.yaml", to: outside.appendingPathComponent("secret.layout.yaml").path)
        XCTAssertEqual(session.refresh(), [0])
        let section = String(decoding: try XCTUnwrap(session.section(0)), as: UTF8.self)
        XCTAssertFalse(section.contains("hunter2"), section)
        XCTAssertTrue(section.contains("it is a symbolic link out of the paths given"), section)
    }

    /// A spec named on the command line is read through its link: naming it is
    /// the user's choice.
    func testALinkNamedOnTheCommandLineIsRead() throws {
        try Data("layout: 1\nscreen: Far\nroot: {}\n".utf8).write(to: outside.appendingPathComponent("Far.layout.yaml"))
        try link("Far.layout.yaml", to: outside.appendingPathComponent("Far.layout.yaml").path)
        let named = directory.appendingPathComponent("Far.layout.yaml").path
        let session = try ReportSession(options: ReportOptions(paths: [named]))
        XCTAssertTrue(page(session).contains("Far"), page(session))
        XCTAssertFalse(page(session).contains("symbolic link out of"))
    }
}
