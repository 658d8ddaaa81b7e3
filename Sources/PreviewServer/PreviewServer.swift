import Driver
import FlyingFox
import FlyingSocks
import Foundation

/// `layoutc preview`: the report of the given specs served live on one local
/// address. A watcher re-reads the spec files every `pollInterval` and tells
/// every open page which spec changed (server-sent events); the page fetches
/// that spec's section again and swaps it in, keeping its scroll position.
///
/// The server binds only the address asked for (loopback by default), reads
/// only the spec files found at the start, and serves only ``PreviewRoute``s.
public final class PreviewServer: Sendable {
    /// A `--host` that is not an IP address (or `localhost`).
    public struct BadHost: Error, CustomStringConvertible {
        public var host: String
        public var description: String {
            "--host must be an IPv4 or IPv6 address or localhost, not '\(host)'"
        }
    }

    let session: ReportSession
    let host: String
    let port: UInt16
    let pollInterval: Duration
    private let events = EventHub()

    public init(session: ReportSession, host: String = "127.0.0.1", port: UInt16 = 8765,
                pollInterval: Duration = .milliseconds(200)) throws {
        _ = try Self.address(host: host, port: port)
        self.session = session
        self.host = host
        self.port = port
        self.pollInterval = pollInterval
    }

    /// `localhost` is 127.0.0.1; other hosts must be IP literals, so the
    /// interface bound is exactly the one named (no name lookup).
    static func address(host: String, port: UInt16) throws -> any SocketAddress {
        let ip = host == "localhost" ? "127.0.0.1" : host
        if ip.contains(":") {
            guard let address = try? sockaddr_in6.inet6(ip6: ip, port: port) else { throw BadHost(host: host) }
            return address
        }
        guard let address = try? sockaddr_in.inet(ip4: ip, port: port) else { throw BadHost(host: host) }
        return address
    }

    /// The `Host` headers that name this server: its address and port, and on
    /// loopback also `localhost`.
    static func hostHeaders(host: String, port: UInt16) -> Set<String> {
        let ip = host == "localhost" ? "127.0.0.1" : host.lowercased()
        var names = [ip.contains(":") ? "[\(ip)]" : ip]
        if ip == "127.0.0.1" || ip == "::1" { names.append("localhost") }
        return Set(names.map { "\($0):\(port)" })
    }

    /// The page's address, as printed.
    public var url: String {
        let ip = host == "localhost" ? "127.0.0.1" : host
        return ip.contains(":") ? "http://[\(ip)]:\(port)/" : "http://\(ip):\(port)/"
    }

    /// Serves until the task is cancelled or the socket fails; `listening` is
    /// called once the socket accepts connections.
    public func run(listening: @Sendable @escaping () -> Void) async throws {
        let handler = PreviewHandler(session: session, events: events, hosts: Self.hostHeaders(host: host, port: port))
        let server = HTTPServer(address: try Self.address(host: host, port: port), timeout: 60,
                                logger: .disabled, handler: handler)
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await server.run() }
            group.addTask {
                try await server.waitUntilListening()
                listening()
            }
            group.addTask { [self] in try await watch() }
            defer { events.finishAll() }
            // The server's task ends only with an error; the others never end on their own.
            try await group.next()
            try await group.next()
            group.cancelAll()
        }
    }

    /// Re-reads the specs, announces the changed ones, and pings idle pages.
    private func watch() async throws {
        var sincePing = Duration.zero
        while !Task.isCancelled {
            try await Task.sleep(for: pollInterval)
            for index in session.refresh() { events.publish(spec: index) }
            sincePing += pollInterval
            if sincePing >= .seconds(15) {
                events.ping()
                sincePing = .zero
            }
        }
    }

    /// The socket failed (a port in use, an address not on this machine).
    public struct ListenFailure: Error, CustomStringConvertible {
        public var url: String
        public var reason: String
        public var description: String { "cannot listen on \(url): \(reason)" }
    }

    /// A socket error in the project's voice: the system's reason, lowercased.
    func describe(_ error: any Error) -> any Error {
        guard let socket = error as? SocketError else { return error }
        switch socket {
        case .failed(let call, _, let message):
            return ListenFailure(url: url, reason: "\(message.prefix(1).lowercased() + message.dropFirst()) (\(call.lowercased()))")
        default:
            return ListenFailure(url: url, reason: "\(socket)")
        }
    }

    /// Runs the server from synchronous code (the command line), blocking the
    /// calling thread until it stops; rethrows what stopped it.
    public func runBlocking(listening: @Sendable @escaping () -> Void) throws {
        let outcome = BlockingOutcome()
        let done = DispatchSemaphore(value: 0)
        Task {
            do { try await run(listening: listening) } catch { outcome.error = describe(error) }
            done.signal()
        }
        done.wait()
        if let error = outcome.error { throw error }
    }
}

/// What stopped a blocking run.
private final class BlockingOutcome: @unchecked Sendable {
    var error: (any Error)?
}
