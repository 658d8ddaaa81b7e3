#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A pipe whose read end, polled beside sockets, wakes a `poll` loop when
/// another thread hands it work or asks it to stop (``HeadReader``, ``AnswerWriter``).
struct WakePipe: Sendable {
    /// The end to poll for `POLLIN`.
    let readEnd: Int32
    private let writeEnd: Int32

    init() throws {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw SocketFailure(call: "pipe", code: errno) }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        (readEnd, writeEnd) = (ends[0], ends[1])
    }

    /// Wakes the loop (any thread).
    func wake() {
        var byte: UInt8 = 1
        _ = write(writeEnd, &byte, 1)  // a full pipe is already a pending wake-up
    }

    /// Reads the wake-ups that are waiting, so that `poll` blocks again.
    func drain() {
        var buffer = [UInt8](repeating: 0, count: 64)
        while buffer.withUnsafeMutableBytes({ read(readEnd, $0.baseAddress, $0.count) }) > 0 {}
    }

    /// Closes both ends, once the loop is over.
    func closeEnds() {
        close(readEnd)
        close(writeEnd)
    }
}
