#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads whole files straight into `[UInt8]`.
///
/// `FileManager.contents(atPath:)` gives `Data`, and turning that into the byte
/// array the compiler reads copies it: two copies of a 50 MB spec alive at once.
/// Here the array is sized from `fstat` and filled by `read(2)`.
public enum FileBytes {
    /// The file's bytes, or nil when it cannot be opened or read (or is a directory).
    public static func read(_ path: String) -> [UInt8]? {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) != S_IFDIR else { return nil }
        // The size is a hint: a file that grows while read is read to its end.
        var bytes: [UInt8] = []
        var capacity = max(Int(info.st_size), 0) + 1
        while true {
            // Read into uninitialized capacity: zero-filling a 200 MB array first
            // would write every page once more than the read itself does.
            guard let more = readChunk(fd, capacity: capacity) else { return nil }
            if bytes.isEmpty { bytes = more } else { bytes += more }
            if more.count < capacity { return bytes }
            capacity = max(bytes.count, 4096)
        }
    }

    /// Up to `capacity` bytes, fewer only at the end of the file; nil on a read error.
    private static func readChunk(_ fd: Int32, capacity: Int) -> [UInt8]? {
        var failed = false
        let chunk = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
            count = 0
            while count < capacity {
                let n = systemRead(fd, buffer.baseAddress! + count, capacity - count)
                if n < 0 {
                    if errno == EINTR { continue }
                    failed = true
                    return
                }
                if n == 0 { return }
                count += n
            }
        }
        return failed ? nil : chunk
    }
}

/// `read(2)`, under a name that does not clash with `FileBytes.read`.
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.read(fd, buffer, count)
    #else
    Darwin.read(fd, buffer, count)
    #endif
}
