import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A socket call that failed, with the system's `errno`.
struct SocketFailure: Error, CustomStringConvertible {
    /// The call, lowercase (`bind`, `listen`).
    var call: String
    var code: Int32

    /// The system's reason, lowercased, then the call: `address already in use (bind)`.
    var description: String {
        let reason = String(cString: strerror(code))
        return "\(reason.prefix(1).lowercased() + reason.dropFirst()) (\(call))"
    }
}

/// An IP literal and port to listen on: only addresses, never names, so the
/// interface bound is exactly the one asked for.
enum ListenAddress {
    case v4(sockaddr_in)
    case v6(sockaddr_in6)

    /// `nil` for anything but an IPv4 or IPv6 literal.
    init?(ip: String, port: UInt16) {
        if ip.contains(":") {
            var address = sockaddr_in6()
            guard inet_pton(AF_INET6, ip, &address.sin6_addr) == 1 else { return nil }
            (address.sin6_family, address.sin6_port) = (sa_family_t(AF_INET6), port.bigEndian)
            self = .v6(address)
        } else {
            var address = sockaddr_in()
            guard inet_pton(AF_INET, ip, &address.sin_addr) == 1 else { return nil }
            (address.sin_family, address.sin_port) = (sa_family_t(AF_INET), port.bigEndian)
            self = .v4(address)
        }
    }

    /// Calls `body` with the `sockaddr` of this address and its length.
    func withSocketAddress<R>(_ body: (UnsafePointer<sockaddr>, socklen_t) -> R) -> R {
        switch self {
        case .v4(var address): return Self.withGenericAddress(&address, body)
        case .v6(var address): return Self.withGenericAddress(&address, body)
        }
    }

    /// A family's address seen as the `sockaddr` the socket calls take, with its length.
    private static func withGenericAddress<Address, R>(_ address: inout Address,
                                                       _ body: (UnsafePointer<sockaddr>, socklen_t) -> R) -> R {
        withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { body($0, socklen_t(MemoryLayout<Address>.size)) }
        }
    }

    var family: Int32 {
        switch self {
        case .v4: return AF_INET
        case .v6: return AF_INET6
        }
    }
}

/// A TCP socket bound and listening on one address; `accept()` blocks until a
/// connection comes or ``stop()`` is called from another thread.
final class ListeningSocket: @unchecked Sendable {
    private let descriptor: Int32
    private let lock = NSLock()
    private var stopped = false

    init(_ address: ListenAddress) throws {
        #if canImport(Glibc)
        let streamType = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
        #else
        let streamType = SOCK_STREAM
        #endif
        let descriptor = socket(address.family, streamType, 0)
        guard descriptor >= 0 else { throw SocketFailure(call: "socket", code: errno) }
        var yes: Int32 = 1
        // A restarted preview binds the port its predecessor's closed connections still hold.
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        if address.family == AF_INET6 {
            // `::1` means IPv6 loopback alone, not also IPv4's.
            setsockopt(descriptor, Int32(IPPROTO_IPV6), IPV6_V6ONLY, &yes, socklen_t(MemoryLayout<Int32>.size))
        }
        if address.withSocketAddress({ bind(descriptor, $0, $1) }) != 0 {
            let code = errno
            close(descriptor)
            throw SocketFailure(call: "bind", code: code)
        }
        if listen(descriptor, 64) != 0 {
            let code = errno
            close(descriptor)
            throw SocketFailure(call: "listen", code: code)
        }
        self.descriptor = descriptor
    }

    /// The port bound (the one asked for, or the system's pick for port 0).
    var port: UInt16 {
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let got = withUnsafeMutablePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        guard got == 0 else { return 0 }
        let family = Int32(storage.ss_family)
        return withUnsafePointer(to: &storage) { pointer in
            if family == AF_INET6 {
                return pointer.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { UInt16(bigEndian: $0.pointee.sin6_port) }
            }
            return pointer.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { UInt16(bigEndian: $0.pointee.sin_port) }
        }
    }

    /// The next connection's descriptor; `nil` once stopped. Throws what else
    /// ended the socket.
    func accept() throws -> Int32? {
        while true {
            let connection = acceptConnection(descriptor)
            if connection >= 0 { return connection }
            let code = errno
            if lock.withLock({ stopped }) { return nil }
            // A signal, or a connection reset before it was taken: take the next.
            if code == EINTR || code == ECONNABORTED || code == EAGAIN { continue }
            // Out of descriptors or memory: wait a moment instead of spinning.
            if code == EMFILE || code == ENFILE || code == ENOBUFS || code == ENOMEM {
                usleep(50_000)
                continue
            }
            throw SocketFailure(call: "accept", code: code)
        }
    }

    /// Ends ``accept()`` on every thread and closes the socket.
    func stop() {
        guard lock.withLock({ () -> Bool in defer { stopped = true }; return !stopped }) else { return }
        // shutdown wakes a blocked accept (close alone does not, on Linux).
        shutdown(descriptor, Int32(SHUT_RDWR))
        close(descriptor)
    }
}

/// `accept` without the peer's address, the connection marked close-on-exec.
private func acceptConnection(_ descriptor: Int32) -> Int32 {
    let connection = accept(descriptor, nil, nil)
    guard connection >= 0 else { return connection }
    _ = fcntl(connection, F_SETFD, FD_CLOEXEC)
    #if !canImport(Glibc)
    // No MSG_NOSIGNAL on Darwin: a write to a page that went away fails instead of raising SIGPIPE.
    var one: Int32 = 1
    setsockopt(connection, SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size))
    #endif
    return connection
}
