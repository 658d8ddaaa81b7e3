import Driver
import Foundation

/// `layoutc preview`: the report of the given specs served live on one local
/// address. A watcher re-reads the spec files every `pollInterval` and tells
/// every open page which spec changed (server-sent events); the page fetches
/// that spec's section again and swaps it in, keeping its scroll position.
///
/// The server binds only the address asked for (loopback by default), reads
/// only the spec files found at the start, and serves only ``PreviewRoute``s.
/// It is plain HTTP/1.1: request heads read on one thread with `poll`, each
/// answer made on a thread of a small pool and written, as far as the client
/// does not take it at once, on one more thread with `poll` (``AnswerWriter``): a page,
/// a few sections and an event stream are all it ever carries, and an HTTP
/// package would cost every other command its start-up (FoundationNetworking
/// and the libraries under it are loaded by every run of the executable).
public final class PreviewServer: Sendable {
    /// A `--host` that is not an IP address (or `localhost`).
    public struct BadHost: Error, CustomStringConvertible {
        public var host: String
        public var description: String {
            "--host must be an IPv4 or IPv6 address or localhost, not '\(host)'"
        }
    }

    /// The socket failed (a port in use, an address not on this machine).
    public struct ListenFailure: Error, CustomStringConvertible {
        public var url: String
        public var reason: String
        public var description: String { "cannot listen on \(url): \(reason)" }
    }

    let session: ReportSession
    let host: String
    let port: UInt16
    let pollInterval: Duration
    let limits: Limits
    let events = EventHub()

    /// What one client can hold of the server.
    public struct Limits: Sendable {
        /// Connections answered at once; more wait their turn. Request heads are
        /// read apart from them, so idle connections take no answering thread.
        public var connectionsInFlight = 32
        /// Connections still sending their request heads at most; past it the
        /// one that has waited longest is answered 408.
        public var connectionsWaiting = 256
        /// Open event streams (pages) at most; past it a page gets 503.
        public var eventStreams = 256
        /// How long a client may take to send its whole request head (then 408).
        public var requestTimeoutSeconds = 10
        /// How long a client may take to read a whole response (then it is cut
        /// off): one that stops reading must not keep its descriptor and page.
        public var responseTimeoutSeconds = 30

        public init() {}
    }

    public init(session: ReportSession, host: String = "127.0.0.1", port: UInt16 = 8765,
                pollInterval: Duration = .milliseconds(200), limits: Limits = Limits()) throws {
        _ = try Self.address(host: host, port: port)
        self.limits = limits
        self.session = session
        self.host = host
        self.port = port
        self.pollInterval = pollInterval
    }

    /// `localhost` is 127.0.0.1; other hosts must be IP literals, so the
    /// interface bound is exactly the one named (no name lookup).
    static func address(host: String, port: UInt16) throws -> ListenAddress {
        guard let address = ListenAddress(ip: host == "localhost" ? "127.0.0.1" : host, port: port) else {
            throw BadHost(host: host)
        }
        return address
    }

    /// The page's address, as printed.
    public var url: String {
        let ip = host == "localhost" ? "127.0.0.1" : host
        return ip.contains(":") ? "http://[\(ip)]:\(port)/" : "http://\(ip):\(port)/"
    }

    /// A socket error in the project's voice: where, and the system's reason.
    func describe(_ error: any Error) -> any Error {
        guard let failure = error as? SocketFailure else { return error }
        return ListenFailure(url: url, reason: failure.description)
    }

    /// Binds the address; the socket then queues connections until ``serve(_:)`` takes them.
    func listen() throws -> ListeningSocket {
        do {
            return try ListeningSocket(Self.address(host: host, port: port))
        } catch {
            throw describe(error)
        }
    }

    /// Answers the connections of `socket` until the socket is stopped (then
    /// returns) or fails (then throws): one thread reads every request head
    /// (``HeadReader``), and at most ``Limits/connectionsInFlight`` answer at once.
    func serve(_ socket: ListeningSocket) throws {
        let handler = PreviewHandler(session: session, hosts: HostCheck(host: host, port: port))
        let (events, limits) = (self.events, self.limits)
        let answering = OperationQueue()
        answering.maxConcurrentOperationCount = limits.connectionsInFlight
        // A request with a body lingers over it after the answer: on an answering thread, not the writer's.
        let writer = try AnswerWriter { connection, drainingBody in
            if drainingBody {
                answering.addOperation { Connection.finish(connection, drainingBody: true) }
            } else {
                close(connection)
            }
        }
        let reader = try HeadReader(timeoutSeconds: limits.requestTimeoutSeconds,
                                    maxWaiting: limits.connectionsWaiting) { connection, head in
            answering.addOperation {
                Connection.respond(to: head, on: connection, handler: handler, events: events, limits: limits,
                                   writer: writer)
            }
        }
        Thread.detachNewThread { reader.run() }
        Thread.detachNewThread { writer.run() }
        defer {
            reader.stop()
            writer.stop()
        }
        while let connection = try socket.accept() { reader.add(connection) }
        events.finishAll()
    }

    /// Re-reads the specs, announces the changed ones, and pings idle pages;
    /// never returns.
    private func watch() -> Never {
        let interval = Double(pollInterval.components.seconds) + Double(pollInterval.components.attoseconds) / 1e18
        var sincePing = 0.0
        while true {
            Thread.sleep(forTimeInterval: interval)
            for index in session.refresh() { events.publish(spec: index) }
            sincePing += interval
            if sincePing >= 15 {
                events.ping()
                sincePing = 0
            }
        }
    }

    /// Runs the server, blocking the calling thread; `listening` is called once
    /// the socket accepts connections. Throws what stopped it (a port in use
    /// before it started, a socket failure after).
    public func runBlocking(listening: @Sendable @escaping () -> Void) throws {
        let socket = try listen()
        listening()
        Thread.detachNewThread { [self] in watch() }
        do {
            try serve(socket)
        } catch {
            throw describe(error)
        }
    }
}
