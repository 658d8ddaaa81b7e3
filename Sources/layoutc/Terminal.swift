import ArgumentParser
import Driver
import Foundation

/// `--color`: whether diagnostics get ANSI colors.
enum ColorChoice: String, ExpressibleByArgument {
    case auto, always, never

    /// `auto` colors only a terminal, and never when NO_COLOR is set.
    var enabled: Bool {
        switch self {
        case .always: return true
        case .never: return false
        case .auto:
            return isatty(STDERR_FILENO) != 0 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
        }
    }
}

/// Standard error output.
enum Terminal {
    static func error(_ message: String) {
        write(Array("layoutc: error: \(message)\n".utf8), to: FileHandle.standardError)
    }

    static func warning(_ message: String) {
        write(Array("layoutc: warning: \(message)\n".utf8), to: FileHandle.standardError)
    }

    /// A status line on standard error (`layoutc: …`).
    static func note(_ message: String) {
        write(Array("layoutc: \(message)\n".utf8), to: FileHandle.standardError)
    }

    /// Ends the process with `code` at once; `value` stays alive until then
    /// (the process's exit reclaims it, nothing frees it piece by piece).
    /// Everything written so far went out through `FileHandle`, unbuffered;
    /// `exit` flushes C's standard output (`print`).
    /// A failed write to standard output makes it exit 2 (``StandardOutput``).
    static func exit(_ code: Int32, keeping value: some Any) -> Never {
        withExtendedLifetime(value) { Foundation.exit(StandardOutput.exitCode(after: code)) }
    }

    /// Writes `bytes` as they are, without copying them into a `Data` first.
    static func write(_ bytes: [UInt8], to handle: FileHandle) {
        write(bytes[...], to: handle)
    }

    /// Writes a chunk as it is, with write(2) (no copy into a `Data`), retrying
    /// interrupted and partial writes. Once the reader is gone the rest is
    /// dropped: with SIGPIPE held back (``deferringSIGPIPE(_:)``) the write fails
    /// with EPIPE, where `FileHandle` would trap.
    /// Standard output goes through ``StandardOutput``, which keeps a failure.
    static func write(_ bytes: ArraySlice<UInt8>, to handle: FileHandle) {
        guard !bytes.isEmpty else { return }
        if handle.fileDescriptor == STDOUT_FILENO { return StandardOutput.write(bytes) }
        _ = bytes.withUnsafeBytes { DescriptorWriting.writeAll($0, to: handle.fileDescriptor) }
    }

    /// Runs `body` with SIGPIPE held back on this thread. `compile` prints a
    /// spec's diagnostics while its frames file is written on another thread:
    /// a reader that stops reading (`2>&1 | head`) would end the process with
    /// the file half written, where printing after the file, as before, lost
    /// nothing. Held back, the signal makes the printing's writes fail (the
    /// rest is dropped) and is delivered when `body` returns, once the file is
    /// finished: the process then ends by SIGPIPE as it would have.
    static func deferringSIGPIPE<T>(_ body: () throws -> T) rethrows -> T {
        var held = sigset_t()
        var previous = sigset_t()
        sigemptyset(&held)
        sigaddset(&held, SIGPIPE)
        pthread_sigmask(SIG_BLOCK, &held, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        return try body()
    }

    static func printDiagnostics(_ text: String) {
        if !text.isEmpty { FileHandle.standardError.write(Data(text.utf8)) }
    }
}
