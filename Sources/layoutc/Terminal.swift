import ArgumentParser
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
        FileHandle.standardError.write(Data("layoutc: error: \(message)\n".utf8))
    }

    static func warning(_ message: String) {
        FileHandle.standardError.write(Data("layoutc: warning: \(message)\n".utf8))
    }

    /// A status line on standard error (`layoutc: …`).
    static func note(_ message: String) {
        FileHandle.standardError.write(Data("layoutc: \(message)\n".utf8))
    }

    /// Ends the process with `code` at once; `value` stays alive until then
    /// (the process's exit reclaims it, nothing frees it piece by piece).
    /// Everything written so far went out through `FileHandle`, unbuffered;
    /// `exit` flushes C's standard output (`print`).
    static func exit(_ code: Int32, keeping value: some Any) -> Never {
        withExtendedLifetime(value) { Foundation.exit(code) }
    }

    /// Writes `bytes` as they are, without copying them into a `Data` first.
    static func write(_ bytes: [UInt8], to handle: FileHandle) {
        write(bytes[...], to: handle)
    }

    /// Writes a chunk as it is, without copying it into a `Data` first.
    static func write(_ bytes: ArraySlice<UInt8>, to handle: FileHandle) {
        guard !bytes.isEmpty else { return }
        bytes.withUnsafeBytes { raw in
            handle.write(Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: raw.baseAddress!), count: raw.count,
                              deallocator: .none))
        }
    }

    static func printDiagnostics(_ text: String) {
        if !text.isEmpty { FileHandle.standardError.write(Data(text.utf8)) }
    }
}
