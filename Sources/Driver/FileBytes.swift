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
        var bytes: [UInt8] = []
        // The size is a hint: a file that grows or shrinks while read is read to its end.
        var capacity = max(Int(info.st_size), 0) + 1
        var count = 0
        while true {
            if count == bytes.count {
                bytes.append(contentsOf: repeatElement(0, count: max(capacity - bytes.count, 4096)))
                capacity = bytes.count * 2
            }
            let n = bytes.withUnsafeMutableBytes { buffer in
                systemRead(fd, buffer.baseAddress! + count, buffer.count - count)
            }
            if n < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if n == 0 { break }
            count += n
        }
        bytes.removeSubrange(count...)
        return bytes
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
