#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Driver
import Foundation
import XCTest

/// Output paths that are not plain files: a FIFO (as `/dev/stdout` or
/// `/dev/null` are special files) is written into, not replaced by a renamed
/// temporary (which, run as root, replaced `/dev/null` itself); a symbolic link
/// keeps pointing at its file, which gets the new bytes.
final class AtomicFileTargetTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = try CLIRunner.temporaryDirectory()
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    private func fileType(_ path: String) -> mode_t {
        var info = stat()
        XCTAssertEqual(lstat(path, &info), 0, path)
        return info.st_mode & S_IFMT
    }

    /// A FIFO at `name` with its read end open (non-blocking, so neither side waits).
    private func fifo(_ name: String) throws -> (path: String, reader: Int32) {
        let path = directory.appendingPathComponent(name).path
        XCTAssertEqual(mkfifo(path, 0o600), 0)
        let reader = open(path, O_RDONLY | O_NONBLOCK)
        XCTAssertGreaterThanOrEqual(reader, 0)
        return (path, reader)
    }

    private func drain(_ fd: Int32) -> String {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(fd, &buffer, buffer.count)
            if count <= 0 { break }
            bytes += buffer[..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    func testAFIFOIsWrittenIntoAndStaysAFIFO() throws {
        let (path, reader) = try fifo("pipe")
        defer { close(reader) }
        try AtomicFile.write(Array("hello\n".utf8), to: path, sparing: .none)
        XCTAssertEqual(fileType(path), S_IFIFO, "the FIFO was replaced")
        XCTAssertEqual(drain(reader), "hello\n")
    }

    func testASymbolicLinkKeepsPointingAtItsFile() throws {
        let real = directory.appendingPathComponent("real/A.swift")
        try FileManager.default.createDirectory(at: real.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("old".utf8).write(to: real)
        let link = directory.appendingPathComponent("A.swift").path
        XCTAssertEqual(symlink("real/A.swift", link), 0)
        try AtomicFile.write(Array("new".utf8), to: link, sparing: .none)
        XCTAssertEqual(fileType(link), S_IFLNK, "the link was replaced by a file")
        XCTAssertEqual(try String(contentsOf: real, encoding: .utf8), "new")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("real").path),
                       ["A.swift"], "a temporary file was left behind")
    }

    /// A dangling link (here through a second link) names where the file goes;
    /// renaming over it replaced the link with a file.
    func testADanglingLinkKeepsPointingAtTheFileItCreates() throws {
        let link = directory.appendingPathComponent("latest.sarif").path
        XCTAssertEqual(symlink("hop.sarif", link), 0)
        XCTAssertEqual(symlink("reports/run-1/r.sarif", directory.appendingPathComponent("hop.sarif").path), 0)
        let run = try CLIRunner.run(["lint", "Specs/SignInForm.layout.yaml", "--reporter", "sarif", "-o", link])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(fileType(link), S_IFLNK, "the link was replaced by a file")
        XCTAssertEqual(fileType(directory.appendingPathComponent("hop.sarif").path), S_IFLNK)
        let report = try String(contentsOf: directory.appendingPathComponent("reports/run-1/r.sarif"), encoding: .utf8)
        XCTAssertTrue(report.contains("\"version\": \"2.1.0\""), report)
    }

    /// Links that loop fail as `open` fails on them; the links stay.
    func testLinksThatLoopAreAnErrorAndStay() throws {
        let first = directory.appendingPathComponent("a").path
        XCTAssertEqual(symlink("b", first), 0)
        XCTAssertEqual(symlink("a", directory.appendingPathComponent("b").path), 0)
        XCTAssertThrowsError(try AtomicFile.write(Array("x".utf8), to: first, sparing: .none)) { error in
            XCTAssertEqual(error as? AtomicFile.WriteError,
                           AtomicFile.WriteError(path: first, reason: "too many levels of symbolic links"))
        }
        XCTAssertEqual(fileType(first), S_IFLNK)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted(), ["a", "b"])
    }

    func testGenerateWritesIntoAFIFOGivenAsItsOutputFile() throws {
        try Data("layout: 1\nscreen: A\nroot: {}\n".utf8).write(to: directory.appendingPathComponent("A.layout.yaml"))
        let (path, reader) = try fifo("out.swift")
        defer { close(reader) }
        let run = try CLIRunner.run(["generate", "A.layout.yaml", "--output-file", "out.swift"], in: directory)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(fileType(path), S_IFIFO, "the FIFO was replaced")
        let source = drain(reader)
        XCTAssertTrue(source.hasPrefix("// out.swift: generated by layoutc"), source)
        XCTAssertTrue(source.contains("public struct ALayout: LayoutcRuntime.GeneratedLayout {"), source)
    }
}
