import Driver
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard input and output for the server, through `read(2)` and
/// `write(2)`: `FileHandle.availableData` traps when a read is interrupted by a
/// signal (EINTR), which a server must simply retry.
public enum StandardStreams {
    /// The next bytes of standard input; empty at its end (or on an error).
    public static func read() -> Data {
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { systemRead(0, $0.baseAddress, $0.count) }
            if count >= 0 { return Data(buffer[0..<count]) }
            if errno != EINTR { return Data() }
        }
    }

    /// Writes all of `data` to standard output; gives up when the client is gone.
    public static func write(_ data: Data) {
        _ = data.withUnsafeBytes { DescriptorWriting.writeAll($0, to: 1) }
    }

    private static func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.read(fd, buffer, count)
        #else
        Darwin.read(fd, buffer, count)
        #endif
    }
}
