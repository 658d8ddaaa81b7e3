/// The exit code of a command that compiles a batch of specs (`compile`,
/// `generate`; Docs/Usage.md#compiling): 2 when a file could not be read or
/// written, else 1 when a spec has an error or no spec was found at all, else 0.
enum RunExitCode {
    static func code(ioFailed: Bool, nothingCompiled: Bool, hasErrors: Bool) -> Int32 {
        if ioFailed { return 2 }
        if nothingCompiled { return 1 }
        return hasErrors ? 1 : 0
    }
}
