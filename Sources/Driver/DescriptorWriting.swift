#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writing to a file descriptor with write(2), for the streams a reader may
/// close: the command line's standard output and error, the language
/// server's channel to its client.
public enum DescriptorWriting {
    /// Writes all of `bytes` to `descriptor`, retrying interrupted and partial
    /// writes; `false`, with the rest dropped, once a write fails (EPIPE when
    /// the reader is gone and SIGPIPE is held back or ignored). Unlike
    /// `FileHandle.write`, which traps on such a failure.
    @discardableResult
    public static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        var offset = 0
        while offset < bytes.count {
            let written = write(descriptor, base + offset, bytes.count - offset)
            if written > 0 {
                offset += written
            } else if written < 0, errno == EINTR {
                continue
            } else {
                return false
            }
        }
        return true
    }
}
