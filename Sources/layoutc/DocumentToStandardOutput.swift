import Driver
import Foundation

/// `layoutc compile FILE` without `-o`: the frames document streamed to
/// standard output from a second thread while the diagnostics print on
/// standard error, as `-o DIR` writes its file (see
/// ``BatchCompiler/documentStream``), with what a reader sees unchanged.
enum DocumentToStandardOutput {
    /// The stream for the batch, or nil where the two would show mixed: standard
    /// output and standard error one file (a terminal, `2>&1`), unless that file
    /// is `/dev/null`.
    static func stream() -> BatchCompiler.DocumentStream? {
        guard !sameFile || isNull(STDOUT_FILENO) else { return nil }
        return { document in
            heldSIGPIPE { document { Terminal.write($0, to: FileHandle.standardOutput) } }
        }
    }

    /// Ends the process by SIGPIPE when standard output's reader went away while
    /// the document was streamed: the signal was held on the writing thread so
    /// that every diagnostic still printed, as when the document came after them.
    static func raiseHeldSIGPIPE() {
        guard lock.withLock({ readerGone }) else { return }
        raise(SIGPIPE)
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var readerGone = false

    /// Runs `body` with SIGPIPE held back on this thread; a SIGPIPE it caused is
    /// taken off the thread (not delivered: it would end the process in the
    /// middle of the diagnostics) and remembered for ``raiseHeldSIGPIPE()``.
    private static func heldSIGPIPE(_ body: () -> Void) {
        Terminal.deferringSIGPIPE {
            body()
            // Taken before the thread's mask is restored, which would deliver it.
            var pending = sigset_t()
            sigpending(&pending)
            guard sigismember(&pending, SIGPIPE) == 1 else { return }
            var pipe = sigset_t()
            sigemptyset(&pipe)
            sigaddset(&pipe, SIGPIPE)
            var none = timespec(tv_sec: 0, tv_nsec: 0)
            if sigtimedwait(&pipe, nil, &none) == SIGPIPE { lock.withLock { readerGone = true } }
        }
    }

    private static var sameFile: Bool {
        var output = stat(), error = stat()
        guard fstat(STDOUT_FILENO, &output) == 0, fstat(STDERR_FILENO, &error) == 0 else { return true }
        return output.st_dev == error.st_dev && output.st_ino == error.st_ino
    }

    private static func isNull(_ descriptor: Int32) -> Bool {
        var open = stat(), null = stat()
        guard fstat(descriptor, &open) == 0, stat("/dev/null", &null) == 0 else { return false }
        return (open.st_mode & S_IFMT) == S_IFCHR && open.st_rdev == null.st_rdev
    }
}
