import Driver
import Foundation

/// Everything a command prints as its result goes through here, so that a
/// failed write is noticed. `layoutc lint --reporter sarif > report.sarif` on a
/// full disk must not exit 0 with half a report (nor trap, as
/// `FileHandle.write` does on a write error): the first failure is kept, the
/// rest of the output dropped, and the command ends with exit code 2 and
/// `cannot write standard output: REASON` (``exitCode(after:)``).
///
/// A reader that is gone (EPIPE: `| head`) is not a failure: the process ends
/// by SIGPIPE as before, or, with the signal ignored, drops the rest quietly.
enum StandardOutput {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var firstFailure: Int32 = 0

    /// Writes `bytes` to standard output with write(2); after a failure, nothing more.
    static func write(_ bytes: ArraySlice<UInt8>) {
        guard !bytes.isEmpty, failure == nil else { return }
        let written = bytes.withUnsafeBytes { DescriptorWriting.writeAll($0, to: STDOUT_FILENO) }
        let reason = errno
        guard !written, reason != EPIPE else { return }
        lock.withLock { if firstFailure == 0 { firstFailure = reason == 0 ? EIO : reason } }
    }

    /// Writes `text` as UTF-8.
    static func write(_ text: String) {
        write(Array(text.utf8)[...])
    }

    /// The `errno` of the first failed write, if any.
    static var failure: Int32? {
        lock.withLock { firstFailure == 0 ? nil : firstFailure }
    }

    /// The exit code for a command that would end with `code`: 2, with the
    /// reason on standard error, when its output could not be written.
    static func exitCode(after code: Int32) -> Int32 {
        guard let failure else { return code }
        Terminal.error("cannot write standard output: \(SystemError.reason(failure))")
        return 2
    }
}
