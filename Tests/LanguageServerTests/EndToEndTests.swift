import Foundation
import LanguageServer
import XCTest

/// `layoutc lsp` as an editor starts it: a real process on pipes.
final class EndToEndTests: XCTestCase {
    /// `layoutc` next to the test bundle (`swift test` builds every product into
    /// the same directory); the locator of LayoutcCLITests' CLIRunner.
    static func binary() throws -> URL {
        let testBundle = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var directory = testBundle.deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("layoutc")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let fallback = root.appendingPathComponent(".build/debug/layoutc")
        guard FileManager.default.isExecutableFile(atPath: fallback.path) else {
            throw XCTSkip("the layoutc binary was not found next to \(testBundle.path); run `swift build` first")
        }
        return fallback
    }

    /// Collects a pipe's bytes on another thread.
    final class Reader: @unchecked Sendable {
        private let lock = NSLock()
        private var data = Data()
        private let done = DispatchSemaphore(value: 0)

        init(_ handle: FileHandle) {
            DispatchQueue.global().async {
                let all = handle.readDataToEndOfFile()
                self.lock.withLock { self.data = all }
                self.done.signal()
            }
        }

        /// The bytes, once the pipe closed; `nil` after `seconds`.
        func wait(seconds: Double) -> Data? {
            guard done.wait(timeout: .now() + seconds) == .success else { return nil }
            return lock.withLock { data }
        }
    }

    struct Run {
        var status: Int32
        var messages: [JSONValue]
        var stderr: String
    }

    /// Runs `layoutc lsp`, writes `input` in `chunks` pieces, closes standard
    /// input, and waits at most 60 seconds for the server to finish.
    func runServer(_ input: Data, chunks: Int = 1) throws -> Run {
        let process = Process()
        process.executableURL = try Self.binary()
        process.arguments = ["lsp"]
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        let out = Reader(stdout.fileHandleForReading), err = Reader(stderr.fileHandleForReading)
        let size = max(1, (input.count + chunks - 1) / chunks)
        var offset = 0
        while offset < input.count {
            stdin.fileHandleForWriting.write(input[offset..<min(offset + size, input.count)])
            offset += size
            if chunks > 1 { Thread.sleep(forTimeInterval: 0.01) }
        }
        try stdin.fileHandleForWriting.close()
        guard let output = out.wait(seconds: 60) else {
            process.terminate()
            XCTFail("layoutc lsp did not finish within 60 seconds")
            return Run(status: -1, messages: [], stderr: "")
        }
        let deadline = Date().addingTimeInterval(10)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        if process.isRunning {
            process.terminate()
            XCTFail("layoutc lsp closed its output but did not exit")
        }
        process.waitUntilExit()
        let errors = String(decoding: err.wait(seconds: 10) ?? Data(), as: UTF8.self)
        return Run(status: process.terminationStatus, messages: TestClient.decode([output]), stderr: errors)
    }

    private func frame(_ messages: [JSONValue]) -> Data {
        messages.reduce(into: Data()) { $0.append(MessageFramer.frame($1.encoded())) }
    }

    private var session: [JSONValue] {
        [
            ["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["capabilities": [:]]],
            ["jsonrpc": "2.0", "method": "initialized", "params": [:]],
            ["jsonrpc": "2.0", "method": "textDocument/didOpen", "params": [
                "textDocument": ["uri": "file:///tmp/Sample.layout.yaml", "languageId": "yaml", "version": 1,
                                 "text": .string(sampleSpec)],
            ]],
            ["jsonrpc": "2.0", "id": 2, "method": "shutdown"],
            ["jsonrpc": "2.0", "method": "exit"],
        ]
    }

    func testInitializeOpenShutdownExit() throws {
        let run = try runServer(frame(session))
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.messages.first?["id"], 1)
        XCTAssertEqual(run.messages.first?["result"]?["capabilities"]?["positionEncoding"], "utf-16")
        let published = try XCTUnwrap(run.messages.first { $0["method"] == "textDocument/publishDiagnostics" })
        let diagnostics = published["params"]?["diagnostics"]?.arrayValue ?? []
        let unknown = try XCTUnwrap(diagnostics.first { $0["code"] == "unknown-key" }, "\(diagnostics)")
        let at = utf16Position(of: "bogus", in: sampleSpec)
        XCTAssertEqual(unknown["range"]?["start"], ["line": .int(at.line), "character": .int(at.character)])
        XCTAssertEqual(run.messages.last?["id"], 2)
        XCTAssertEqual(run.messages.last?["result"], .null)
    }

    func testSlowlyWrittenInputWithGarbageFirst() throws {
        var input = Data("Content-Length: nope\r\n\r\n".utf8)
        input.append(frame(session))
        let run = try runServer(input, chunks: 40)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stderr.contains("bad message header"), run.stderr)
        XCTAssertTrue(run.messages.contains { $0["method"] == "textDocument/publishDiagnostics" })
    }

    func testEndOfInputWithoutShutdownExitsWithOne() throws {
        let run = try runServer(frame(Array(session.prefix(2))))
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.messages.count, 1)
    }
}
