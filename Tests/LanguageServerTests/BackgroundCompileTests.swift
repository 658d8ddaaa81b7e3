import Foundation
import LanguageServer
import XCTest

/// The language server compiles off its answering loop (issue 32): a document
/// that takes long to compile (a 1.6 MB minified IB file took 27 s) held up
/// every request about every other document. Through a ``ServerLoop``, as
/// `layoutc lsp` runs it.
final class BackgroundCompileTests: XCTestCase {
    /// Runs `messages` through a loop over a fresh session; returns what it wrote, in order.
    private func run(_ messages: [JSONValue]) -> [JSONValue] {
        let session = LanguageServerSession()
        let input = messages.reduce(Data()) { $0 + MessageFramer.frame($1.encoded()) }
        final class Box: @unchecked Sendable {
            var sent = false
            var output: [Data] = []
            let lock = NSLock()
        }
        let box = Box()
        let loop = ServerLoop(session: session, read: {
            box.lock.withLock {
                defer { box.sent = true }
                return box.sent ? Data() : input
            }
        }, write: { data in box.lock.withLock { box.output.append(data) } })
        _ = loop.run()
        var framer = MessageFramer()
        return box.lock.withLock { box.output }.flatMap { framer.append($0) }.compactMap { event in
            guard case .message(let content) = event else { return nil }
            return JSONValue.parse(content)
        }
    }

    /// A storyboard of one view with `count` subviews, slow to read and solve.
    private func slowDocument(_ count: Int) -> String {
        let subviews = (0..<count).map { index in
            "<view contentMode=\"scaleToFill\" id=\"v\(index)\"><rect key=\"frame\" x=\"0\" y=\"\(index % 600)\" "
                + "width=\"10\" height=\"10\"/><autoresizingMask key=\"autoresizingMask\" flexibleMaxX=\"YES\"/></view>"
        }.joined()
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?><document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" "
            + "version=\"3.0\"><device id=\"retina4_7\" orientation=\"portrait\"/><objects><view contentMode=\"scaleToFill\" "
            + "id=\"top\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"375\" height=\"667\"/><subviews>" + subviews
            + "</subviews></view></objects></document>"
    }

    /// A spec of `islands` islands, each a chain of `views` views whose heights
    /// are left free (`height >= 10`): its ambiguity analysis is the costly part
    /// of the compile, island by island.
    private func slowSpec(islands: Int, views: Int) -> String {
        var lines = ["layout: 1", "screen: Slow", "device: iphone-15-pro", "root:", "  children:"]
        for island in 0..<islands {
            lines += ["    - id: c\(island)", "      frame: [0, 0, 393, 852]", "      children:"]
            for view in 0..<views {
                let top = view == 0 ? "top = superview.top + 8" : "top = c\(island)v\(view - 1).bottom + 8"
                let width = view == 0 ? "width = 300" : "width = c\(island)v0.width"
                lines.append("        - {id: c\(island)v\(view), constraints: ['\(top)', 'leading = superview.leading + 16', "
                    + "'\(width)', 'height >= 10']}")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// CPU seconds this process has used (every thread): unlike the wall clock,
    /// not stretched by other work on a loaded machine.
    private func processorSeconds() -> Double {
        var usage = rusage()
        #if os(Linux)
        getrusage(RUSAGE_SELF.rawValue, &usage)
        #else
        getrusage(RUSAGE_SELF, &usage)
        #endif
        return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
            + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    }

    private func open(_ uri: String, _ text: String) -> JSONValue {
        ["jsonrpc": "2.0", "method": "textDocument/didOpen",
         "params": ["textDocument": ["uri": .string(uri), "languageId": "xml", "version": 1, "text": .string(text)]]]
    }

    private func hover(_ id: Int, _ uri: String, line: Int, character: Int) -> JSONValue {
        ["jsonrpc": "2.0", "id": .int(id), "method": "textDocument/hover",
         "params": ["textDocument": ["uri": .string(uri)], "position": ["line": .int(line), "character": .int(character)]]]
    }

    func testAnotherDocumentIsAnsweredWhileASlowOneCompiles() throws {
        let slow = "file:///work/App/Slow.xib", quick = "file:///work/Specs/Quick.layout.yaml"
        let written = run([
            ["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["processId": .null, "capabilities": [:]]],
            ["jsonrpc": "2.0", "method": "initialized", "params": [:]],
            open(slow, slowDocument(6_000)),
            open(quick, "layout: 1\nscreen: Quick\ndevice: iphone-15-pro\nroot:\n  children:\n    - {id: title, kind: label, frame: [16, 60, 200, 20]}\n"),
            hover(2, quick, line: 5, character: 12),
            hover(3, slow, line: 0, character: 200),
            ["jsonrpc": "2.0", "id": 4, "method": "shutdown"],
            ["jsonrpc": "2.0", "method": "exit"],
        ])
        func index(_ matches: (JSONValue) -> Bool, _ what: String) throws -> Int {
            try XCTUnwrap(written.firstIndex(where: matches), "\(what) was not written: \(written)")
        }
        let quickAnswer = try index({ $0["id"] == .int(2) }, "the hover on the quick document")
        let quickPublished = try index({ $0["params"]?["uri"]?.stringValue == quick }, "the quick document's diagnostics")
        let slowPublished = try index({ $0["params"]?["uri"]?.stringValue == slow }, "the slow document's diagnostics")
        let slowAnswer = try index({ $0["id"] == .int(3) }, "the hover on the slow document")
        let shutdown = try index({ $0["id"] == .int(4) }, "the shutdown answer")
        // The quick document is compiled, published and answered while the slow one compiles.
        XCTAssertLessThan(quickPublished, slowPublished)
        XCTAssertLessThan(quickAnswer, slowPublished)
        XCTAssertNotNil(written[quickAnswer]["result"]?["contents"], "the hover has an answer: \(written[quickAnswer])")
        // The slow document's own request waits for its compile, and shutdown for everything.
        XCTAssertLessThan(slowPublished, slowAnswer)
        XCTAssertLessThan(slowAnswer, shutdown)
    }

    func testASupersededCompileStopsEarly() throws {
        let uri = "file:///work/Specs/Slow.layout.yaml"
        let slow = slowSpec(islands: 10, views: 300)
        let quick = "layout: 1\nscreen: Quick\nroot:\n  children:\n    - {id: title, kind: label, frame: [16, 60, 200, 20]}\n"
        // What compiling the slow version to its end costs.
        let before = processorSeconds()
        let session = LanguageServerSession()
        _ = session.process(decoded: ["jsonrpc": "2.0", "id": 1, "method": "initialize",
                                      "params": ["processId": .null, "capabilities": [:]]])
        XCTAssertFalse(session.process(decoded: open(uri, slow)).isEmpty, "compiled and published")
        let whole = processorSeconds() - before

        let start = processorSeconds()
        let written = run([
            ["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["processId": .null, "capabilities": [:]]],
            ["jsonrpc": "2.0", "method": "initialized", "params": [:]],
            open(uri, slow),
            ["jsonrpc": "2.0", "method": "textDocument/didChange",
             "params": ["textDocument": ["uri": .string(uri), "version": 2], "contentChanges": [["text": .string(quick)]]]],
            ["jsonrpc": "2.0", "id": 2, "method": "shutdown"],
            ["jsonrpc": "2.0", "method": "exit"],
        ])
        let superseded = processorSeconds() - start
        // Only the newest version is published, and the first one's compile stopped early:
        // its islands are not all solved (without the cancellation the run costs `whole` and more).
        let published = written.filter { $0["method"]?.stringValue == "textDocument/publishDiagnostics" }
        XCTAssertEqual(published.map { $0["params"]?["version"] }, [.int(2)], "\(published)")
        XCTAssertLessThan(superseded, whole * 0.6, "the superseded compile ran on: \(superseded) s of \(whole) s")
    }
}
