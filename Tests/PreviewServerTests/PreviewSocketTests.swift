import Driver
import Foundation
import XCTest

@testable import PreviewServer

/// The server on a real loopback socket, spoken to byte by byte.
final class PreviewSocketTests: XCTestCase {
    private var server: PreviewServer!
    private var socket: ListeningSocket!
    private var port: UInt16 = 0
    private let stopped = DispatchSemaphore(value: 0)

    /// What the server under test may hold; set before `setUp` starts it.
    var limits = PreviewServer.Limits()

    override func setUpWithError() throws {
        switch name {
        case let name where name.contains("IdleConnections") || name.contains("TrickledHead"):
            limits.connectionsInFlight = 2
            limits.requestTimeoutSeconds = 1
        case let name where name.contains("IdleConnectionsDoNotDelay"):
            limits.connectionsInFlight = 2
            limits.requestTimeoutSeconds = 5
        case let name where name.contains("WaitedLongest"):
            limits.connectionsWaiting = 2
        case let name where name.contains("TooManyPages"):
            limits.eventStreams = 1
        default: break
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("preview-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data("layout: 1\nscreen: One\nroot:\n  children:\n    - {id: box, place: {top: 0, left: 0, width: 10, height: 10}}\n"
            .utf8).write(to: directory.appendingPathComponent("One.layout.yaml"))
        if name.contains("HadABody") || name.contains("SlowReaders") {
            // A page of about 1 MB: more than the socket buffers hold while the client is still sending;
            // of about 6 MB for the slow readers, more than loopback's send buffer grows to (4 MB).
            let views = (0..<(name.contains("SlowReaders") ? 30000 : 5000)).map { "    - {id: view\($0), place: {top: \($0 % 800), left: 0, width: 10, height: 10}}\n" }
            try Data(("layout: 1\nscreen: Big\nroot:\n  children:\n" + views.joined()).utf8)
                .write(to: directory.appendingPathComponent("Big.layout.yaml"))
        }
        let session = try ReportSession(options: ReportOptions(paths: [directory.path]))
        // A free port: bound at 0, read back, released, then taken by the server.
        let probe = try ListeningSocket(XCTUnwrap(ListenAddress(ip: "127.0.0.1", port: 0)))
        port = probe.port
        probe.stop()
        server = try PreviewServer(session: session, host: "127.0.0.1", port: port, limits: limits)
        socket = try server.listen()
        let (server, socket, stopped) = (server!, socket!, stopped)
        Thread.detachNewThread {
            try? server.serve(socket)
            stopped.signal()
        }
    }

    override func tearDown() {
        socket.stop()
        XCTAssertEqual(stopped.wait(timeout: .now() + 10), .success, "serve returns once its socket is stopped")
    }

    /// A connection to the server, reads timing out after 15 s; `receiveBuffer`
    /// bytes of socket buffer when given (set before connecting, so the window is small from the start).
    private func connectToServer(receiveBuffer: Int32? = nil) -> Int32 {
        let connection = Foundation.socket(AF_INET, streamSocketType, 0)
        if var size = receiveBuffer {
            setsockopt(connection, SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size))
        }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(connection, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        XCTAssertEqual(connected, 0)
        var timeout = timeval(tv_sec: 15, tv_usec: 0)
        setsockopt(connection, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        #if !canImport(Glibc)
        // Writing after the server closed must fail, not end the test process.
        var one: Int32 = 1
        setsockopt(connection, SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size))
        #endif
        return connection
    }

    /// Sends `request` and reads until the server closes (or `until` shows up).
    private func exchange(_ request: String, until marker: String? = nil) throws -> (Int32, String) {
        let connection = connectToServer()
        _ = Array(request.utf8).withUnsafeBytes { send(connection, $0.baseAddress, $0.count, noSignal) }
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            if let marker, String(decoding: received, as: UTF8.self).contains(marker) { break }
            let count = buffer.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
            if count <= 0 { break }
            received += buffer[..<count]
        }
        return (connection, String(decoding: received, as: UTF8.self))
    }

    private func get(_ head: String) throws -> String {
        let (connection, answer) = try exchange(head)
        close(connection)
        return answer
    }

    func testThePageHasItsLengthAndHeadHasNoBody() throws {
        let host = "Host: 127.0.0.1:\(port)\r\n"
        let page = try get("GET / HTTP/1.1\r\n\(host)\r\n")
        XCTAssertTrue(page.hasPrefix("HTTP/1.1 200 OK\r\n"), page)
        let parts = page.components(separatedBy: "\r\n\r\n")
        let length = try XCTUnwrap(parts[0].components(separatedBy: "\r\n").first { $0.hasPrefix("Content-Length: ") })
        XCTAssertEqual(Int(length.dropFirst("Content-Length: ".count)), parts.dropFirst().joined(separator: "\r\n\r\n").utf8.count)
        XCTAssertTrue(page.contains("Cache-Control: no-store\r\n") && page.contains("X-Content-Type-Options: nosniff\r\n"))
        for header in ["Content-Security-Policy: default-src 'none'; script-src 'self'; style-src 'self'; "
                       + "img-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
                       "X-Frame-Options: DENY",
                       "Cross-Origin-Resource-Policy: same-origin"] {
            XCTAssertTrue(parts[0].contains("\r\n\(header)\r\n"), header)
        }
        XCTAssertFalse(parts[0].lowercased().contains("access-control-"), "no CORS header lets another site read it")
        let head = try get("HEAD /section/0 HTTP/1.1\r\n\(host)\r\n")
        XCTAssertTrue(head.hasPrefix("HTTP/1.1 200 OK\r\n"), head)
        XCTAssertTrue(head.hasSuffix("\r\n\r\n"), "no body after the head: \(head.suffix(40))")
    }

    func testRefusalsAnswerWithTheirStatus() throws {
        let host = "Host: 127.0.0.1:\(port)\r\n"
        XCTAssertTrue(try get("GET /../../etc/passwd HTTP/1.1\r\n\(host)\r\n").hasPrefix("HTTP/1.1 404 "))
        XCTAssertTrue(try get("GET / HTTP/1.1\r\nHost: rebound.example:\(port)\r\n\r\n").hasPrefix("HTTP/1.1 403 "))
        XCTAssertTrue(try get("DELETE / HTTP/1.1\r\n\(host)\r\n").hasPrefix("HTTP/1.1 405 "))
        XCTAssertTrue(try get("\u{1}\u{2}garbage\r\n\r\n").hasPrefix("HTTP/1.1 400 "))
        XCTAssertTrue(try get("GET / HTTP/1.1\r\n\(host)Host: rebound.example:\(port)\r\n\r\n").hasPrefix("HTTP/1.1 400 "),
                      "two Hosts")
        let huge = "GET / HTTP/1.1\r\n" + String(repeating: "X-Pad: \(String(repeating: "a", count: 1000))\r\n", count: 20)
        XCTAssertTrue(try get(huge).hasPrefix("HTTP/1.1 431 "), "a head over 16 KiB")
    }

    func testTheEventStreamCarriesEachChangeAndDropsAClosedPage() throws {
        let (connection, opened) = try exchange("GET /events HTTP/1.1\r\nHost: localhost:\(port)\r\n\r\n", until: "retry: 500\n\n")
        XCTAssertTrue(opened.hasPrefix("HTTP/1.1 200 OK\r\nContent-Type: text/event-stream"), opened)
        XCTAssertFalse(opened.contains("Content-Length"))
        let deadline = Date().addingTimeInterval(10)
        while server.events.count == 0, Date() < deadline { usleep(10_000) }
        XCTAssertEqual(server.events.count, 1)
        server.events.publish(spec: 7)
        var buffer = [UInt8](repeating: 0, count: 256)
        let count = buffer.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
        XCTAssertEqual(String(decoding: buffer[..<max(0, count)], as: UTF8.self), "data: 7\n\n")
        close(connection)
        // The first write after the page went may still be taken by the system; the next fails.
        for _ in 0..<50 where server.events.count > 0 {
            server.events.ping()
            usleep(20_000)
        }
        XCTAssertEqual(server.events.count, 0, "a closed page is dropped")
    }

    /// Each waiting connection is answered 408 when its time is up, and the
    /// server then takes the next: a flood of idle connections holds two threads here, not one each.
    func testIdleConnectionsTimeOutAndTheServerStillAnswers() throws {
        let idle = (0..<6).map { _ in connectToServer() }
        defer { idle.forEach { close($0) } }
        let page = try get("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
        XCTAssertTrue(page.hasPrefix("HTTP/1.1 200 OK\r\n"), String(page.prefix(80)))
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = buffer.withUnsafeMutableBytes { recv(idle[0], $0.baseAddress, $0.count, 0) }
        XCTAssertTrue(String(decoding: buffer[..<max(0, count)], as: UTF8.self).hasPrefix("HTTP/1.1 408 "))
    }

    /// Heads are read on one thread: connections that send nothing take no
    /// answering thread, so a page is answered while they wait. With two answering
    /// threads and six idle connections, the page used to wait for their 5 s timeouts.
    func testIdleConnectionsDoNotDelayAPage() throws {
        let idle = (0..<6).map { _ in connectToServer() }
        defer { idle.forEach { close($0) } }
        usleep(100_000)  // all six accepted before the page's connection
        let start = Date()
        let page = try get("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
        XCTAssertTrue(page.hasPrefix("HTTP/1.1 200 OK\r\n"), String(page.prefix(80)))
        XCTAssertLessThan(Date().timeIntervalSince(start), 4, "answered before the idle connections' 5 s timeout")
    }

    /// 40 clients that ask for a large page and never read it held every
    /// answering thread for the 30 s response timeout, and a page asked for
    /// after them waited 31.6 s: their answers are now written on one thread
    /// with `poll`, and the page comes at once.
    func testSlowReadersDoNotDelayAPage() throws {
        let request = Array("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n".utf8)
        let stuck = (0..<40).map { _ in connectToServer(receiveBuffer: 2048) }
        defer { stuck.forEach { close($0) } }
        for connection in stuck {
            XCTAssertEqual(request.withUnsafeBytes { send(connection, $0.baseAddress, $0.count, noSignal) }, request.count)
        }
        usleep(500_000)  // every one asked and answered in part
        let start = Date()
        let page = try get("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
        XCTAssertTrue(page.hasPrefix("HTTP/1.1 200 OK\r\n"), String(page.prefix(80)))
        XCTAssertTrue(page.hasSuffix("</html>\n"), "the whole page")
        XCTAssertLessThan(Date().timeIntervalSince(start), 3, "not behind the clients that never read")
    }

    /// Past `connectionsWaiting` connections still sending their heads, the one
    /// that has waited longest is answered 408 at once to make room.
    func testTheConnectionThatWaitedLongestMakesRoom() throws {
        let first = connectToServer()
        defer { close(first) }
        usleep(100_000)
        let others = (0..<2).map { _ -> Int32 in
            let connection = connectToServer()
            usleep(100_000)
            return connection
        }
        defer { others.forEach { close($0) } }
        let start = Date()
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = buffer.withUnsafeMutableBytes { recv(first, $0.baseAddress, $0.count, 0) }
        XCTAssertLessThan(Date().timeIntervalSince(start), 5, "at once, not at the 10 s timeout")
        XCTAssertTrue(String(decoding: buffer[..<max(0, count)], as: UTF8.self).hasPrefix("HTTP/1.1 408 "),
                      "the oldest of three waiting, with room for two, is answered 408 (the limit is 10 s)")
        let page = try get("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
        XCTAssertTrue(page.hasPrefix("HTTP/1.1 200 OK\r\n"), String(page.prefix(80)))
    }

    /// The time limit is for the whole head: bytes sent now and then do not extend it.
    func testATrickledHeadStillTimesOut() throws {
        let connection = connectToServer()
        defer { close(connection) }
        var answer: [UInt8] = []
        for byte in Array("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ".utf8) + Array(repeating: UInt8(ascii: "a"), count: 40) {
            guard send(connection, [byte], 1, noSignal) == 1 else { break }
            usleep(100_000)
            var buffer = [UInt8](repeating: 0, count: 64)
            let count = buffer.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
            if count > 0 {
                answer = Array(buffer[..<count])
                break
            }
        }
        XCTAssertTrue(String(decoding: answer, as: UTF8.self).hasPrefix("HTTP/1.1 408 "),
                      "a byte every 0.1 s for longer than the 1 s limit gets 408, not a longer wait")
    }

    /// A GET with a body (which the preview never reads) still gets its whole
    /// answer: closing with the body unread would reset the connection and
    /// throw away what the client had not read yet.
    func testAnAnswerIsWholeWhenTheRequestHadABody() throws {
        let body = String(repeating: "x", count: 1 << 20)
        let head = "GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nContent-Length: \(body.utf8.count)\r\n\r\n"
        let expected = try get("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
        XCTAssertTrue(expected.hasPrefix("HTTP/1.1 200 OK\r\n"))
        let answer = try get(head + body)
        XCTAssertEqual(answer.utf8.count, expected.utf8.count, "the whole page, not cut short by a reset")
        XCTAssertTrue(answer == expected, "the same page (not printed: 1 MB)")
        XCTAssertFalse(Connection.declaresBody(try RequestHead(parsing: Array("GET / HTTP/1.1\r\nContent-Length: 0\r\n\r\n".utf8)[...])))
        XCTAssertTrue(Connection.declaresBody(try RequestHead(parsing: Array("GET / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n".utf8)[...])))
    }

    /// A client that asks for a page and never reads it is cut off when its
    /// time is up, instead of holding one of the few connection threads for
    /// good. (A page of several MiB, a big project's, is more than the
    /// socket buffers take; here a local socket pair with a small buffer.)
    func testAClientThatNeverReadsIsCutOff() throws {
        var pair: [Int32] = [0, 0]
        XCTAssertEqual(socketpair(AF_UNIX, streamSocketType, 0, &pair), 0)
        let (server, client) = (pair[0], pair[1])
        defer { close(client) }
        var size: Int32 = 4096
        setsockopt(server, SOL_SOCKET, SO_SNDBUF, &size, socklen_t(MemoryLayout<Int32>.size))
        let body = [UInt8](repeating: UInt8(ascii: "x"), count: 4 << 20)
        let answered = DispatchSemaphore(value: 0)
        let started = Date()
        Thread.detachNewThread {
            Connection.answer(.html(body), headOnly: false, on: server, events: EventHub(), timeoutSeconds: 1)
            answered.signal()
        }
        XCTAssertEqual(answered.wait(timeout: .now() + 10), .success, "the answer gave up")
        let elapsed = Date().timeIntervalSince(started)
        XCTAssertGreaterThanOrEqual(elapsed, 0.9, "it waited its second for the client")
        XCTAssertLessThan(elapsed, 5)
        // The client got the head and part of the body, then the end of the connection.
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(client, $0.baseAddress, $0.count, 0) }
            if count <= 0 { break }
            received += buffer[..<count]
        }
        XCTAssertEqual(String(decoding: received.prefix(15), as: UTF8.self), "HTTP/1.1 200 OK")
        XCTAssertLessThan(received.count, PreviewResponse.html(body).head.count + body.count, "cut off before the end of the body")
    }

    /// A page that stops reading is dropped as soon as its buffer is full,
    /// without any publish waiting on it (publishing holds the lock that new
    /// pages and the watcher wait for).
    func testAnEventStreamThatNeverReadsIsDroppedWithoutWaiting() throws {
        let stuck = connectToServer(receiveBuffer: 2048)
        defer { close(stuck) }
        let request = Array("GET /events HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n".utf8)
        XCTAssertEqual(request.withUnsafeBytes { send(stuck, $0.baseAddress, $0.count, noSignal) }, request.count)
        let deadline = Date().addingTimeInterval(10)
        while server.events.count == 0, Date() < deadline { usleep(10_000) }
        XCTAssertEqual(server.events.count, 1)
        var slowest = 0.0
        var published = 0
        while server.events.count > 0, published < 1_000_000 {
            let start = Date()
            server.events.publish(spec: 123_456)
            slowest = max(slowest, Date().timeIntervalSince(start))
            published += 1
        }
        XCTAssertEqual(server.events.count, 0, "dropped after \(published) events")
        XCTAssertGreaterThan(published, 10, "events fit in the buffer before it is full")
        XCTAssertLessThan(slowest, 0.5, "no publish waited on the page")
    }

    func testTooManyPagesGet503() throws {
        let (first, opened) = try exchange("GET /events HTTP/1.1\r\nHost: localhost:\(port)\r\n\r\n", until: "retry: 500\n\n")
        defer { close(first) }
        XCTAssertTrue(opened.hasPrefix("HTTP/1.1 200 OK\r\n"))
        let deadline = Date().addingTimeInterval(10)
        while server.events.count == 0, Date() < deadline { usleep(10_000) }
        XCTAssertTrue(try get("GET /events HTTP/1.1\r\nHost: localhost:\(port)\r\n\r\n").hasPrefix("HTTP/1.1 503 "))
    }
}

// The constants' types differ between Glibc and Darwin.
#if canImport(Glibc)
private let streamSocketType = Int32(SOCK_STREAM.rawValue)
private let noSignal = Int32(MSG_NOSIGNAL)
#else
private let streamSocketType = SOCK_STREAM
private let noSignal: Int32 = 0  // SO_NOSIGPIPE is set on each test connection instead
#endif
