#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Which `Host` headers name the server, the defence against DNS rebinding: a
/// web page whose own domain an attacker points at this machine sends that
/// domain, never an IP literal, so only `localhost` and IP literals pass.
///
/// A literal passes when it is the address bound (compared as an address, so
/// `[0:0::1]` is `[::1]`), or any address when the server listens on every
/// interface (`0.0.0.0`, `::`: it is then reached by whichever address the
/// client used). `localhost` passes on loopback and on every interface. The
/// port must be the server's; a browser leaves it out for port 80.
struct HostCheck: Sendable {
    /// The bound address's bytes (4 or 16).
    private let address: [UInt8]
    private let port: UInt16

    /// `host` as `--host` takes it: an IP literal or `localhost`.
    init(host: String, port: UInt16) {
        address = Self.bytes(ofLiteral: host == "localhost" ? "127.0.0.1" : host) ?? []
        self.port = port
    }

    private var listensEverywhere: Bool { !address.isEmpty && address.allSatisfy { $0 == 0 } }

    private var isLoopback: Bool {
        address == [127, 0, 0, 1] || address == [UInt8](repeating: 0, count: 15) + [1]
    }

    /// Whether `header` (a request's `Host`, nil when it has none) names this server.
    func accepts(_ header: String?) -> Bool {
        guard let header, let (name, port) = Self.split(header.lowercased()), port == self.port else { return false }
        if name == "localhost" { return isLoopback || listensEverywhere }
        // IPv6 literals are bracketed in a Host header; a bare one is not a host.
        let literal = name.hasPrefix("[") && name.hasSuffix("]") ? String(name.dropFirst().dropLast()) : name
        guard literal.contains(":") == name.hasPrefix("["), let bytes = Self.bytes(ofLiteral: literal) else { return false }
        return listensEverywhere || bytes == address
    }

    /// `name:port` split, the port 80 when it is left out; nil for a port that is not one.
    private static func split(_ header: String) -> (String, UInt16)? {
        // The port follows the last colon, unless that colon is inside an IPv6 literal's brackets.
        if let colon = header.lastIndex(of: ":"), !header[colon...].contains("]") {
            let digits = header[header.index(after: colon)...]
            guard (1...5).contains(digits.count), digits.allSatisfy({ $0.isASCII && $0.isNumber }),
                  let port = UInt16(digits) else { return nil }
            return (String(header[..<colon]), port)
        }
        return (header, 80)
    }

    /// The bytes of an IPv4 (dotted quad) or IPv6 literal, nil for anything else.
    static func bytes(ofLiteral text: String) -> [UInt8]? {
        if text.contains(":") {
            var address = in6_addr()
            guard inet_pton(AF_INET6, text, &address) == 1 else { return nil }
            return withUnsafeBytes(of: &address) { Array($0) }
        }
        var address = in_addr()
        guard inet_pton(AF_INET, text, &address) == 1 else { return nil }
        return withUnsafeBytes(of: &address) { Array($0) }
    }
}
