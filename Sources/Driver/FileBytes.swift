#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads whole files straight into `[UInt8]`, bounded.
///
/// Only regular files are read (a directory, `/dev/zero`, a FIFO or a socket is a
/// ``ReadError`` naming what it is), never more than a size limit (named in the
/// error, with the flag that raises it), and a FIFO with no writer is never waited
/// on: the file is opened non-blocking and refused before anything is read.
///
/// `FileManager.contents(atPath:)` gives `Data`, and turning that into the byte
/// array the compiler reads copies it: two copies of a 50 MB spec alive at once.
/// Here the array is sized from `fstat` and filled by `read(2)`.
public enum FileBytes {
    /// The default size limit of a spec: 256 MiB (`--max-file-size`, `limits: {maxFileBytes}`).
    public static let defaultMaxBytes = 256 << 20

    /// Why a file could not be read; `description` is `cannot read PATH: REASON`.
    public struct ReadError: Error, CustomStringConvertible, Equatable {
        /// The file as the user named it.
        public let path: String
        /// What is wrong, lowercase: "no such file or directory", "is a directory",
        /// "not a regular file (a character device)", "… over the file size limit …".
        public let reason: String
        public var description: String { "cannot read \(path): \(reason)" }
        public init(path: String, reason: String) {
            self.path = path
            self.reason = reason
        }
    }

    /// The regular file at `path`, at most `maxBytes` long.
    public static func contents(of path: String, maxBytes: Int = defaultMaxBytes) throws -> [UInt8] {
        // O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer.
        let fd = open(path, O_RDONLY | O_NONBLOCK)
        guard fd >= 0 else { throw ReadError(path: path, reason: openFailure(path, errno)) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw ReadError(path: path, reason: SystemError.reason(errno)) }
        let type = info.st_mode & S_IFMT
        guard type == S_IFREG else { throw ReadError(path: path, reason: notRegular(type)) }
        if Int(info.st_size) > maxBytes { throw ReadError(path: path, reason: overLimit(Int(info.st_size), maxBytes)) }
        return try readAll(fd, path: path, sizeHint: Int(info.st_size), maxBytes: maxBytes)
    }

    /// Standard input (a pipe, a file or a terminal), at most `maxBytes` long;
    /// `name` is how errors call it.
    public static func standardInput(maxBytes: Int = defaultMaxBytes, name: String = "<stdin>") throws -> [UInt8] {
        try readAll(0, path: name, sizeHint: 64 << 10, maxBytes: maxBytes)
    }

    /// The file's bytes, or nil when it cannot be read (see ``contents(of:maxBytes:)``).
    public static func read(_ path: String) -> [UInt8]? {
        try? contents(of: path)
    }

    /// The file is read to its end (it may grow while read), failing past `maxBytes`.
    private static func readAll(_ fd: Int32, path: String, sizeHint: Int, maxBytes: Int) throws -> [UInt8] {
        var bytes: [UInt8] = []
        // One byte more than the size, so that a file of exactly that size ends in one read.
        var capacity = min(max(sizeHint, 0), maxBytes) + 1
        while true {
            // Read into uninitialized capacity: zero-filling a 200 MB array first
            // would write every page once more than the read itself does.
            let more = try readChunk(fd, capacity: capacity, path: path)
            if bytes.isEmpty { bytes = more } else { bytes += more }
            if bytes.count > maxBytes {
                throw ReadError(path: path, reason: overLimit(nil, maxBytes))
            }
            if more.count < capacity { return bytes }
            capacity = min(max(bytes.count, 4096), maxBytes + 1 - bytes.count)
        }
    }

    /// Up to `capacity` bytes, fewer only at the end of the file.
    private static func readChunk(_ fd: Int32, capacity: Int, path: String) throws -> [UInt8] {
        var failure: Int32 = 0
        let chunk = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
            count = 0
            while count < capacity {
                let n = systemRead(fd, buffer.baseAddress! + count, capacity - count)
                if n < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                if n == 0 { return }
                count += n
            }
        }
        if failure != 0 { throw ReadError(path: path, reason: SystemError.reason(failure)) }
        return chunk
    }

    /// The system's reason, or the link's own for a dangling symbolic link.
    private static func openFailure(_ path: String, _ code: Int32) -> String {
        var info = stat()
        guard code == ENOENT, lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else {
            return SystemError.reason(code)
        }
        var target = [CChar](repeating: 0, count: 4096)
        let count = readlink(path, &target, target.count - 1)
        let named = count > 0 ? " '" + String(decoding: target[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self) + "'" : ""
        return "a dangling symbolic link (its target\(named) does not exist)"
    }

    private static func notRegular(_ type: mode_t) -> String {
        switch type {
        case S_IFDIR: return "is a directory"
        case S_IFCHR: return "not a regular file (a character device)"
        case S_IFBLK: return "not a regular file (a block device)"
        case S_IFIFO: return "not a regular file (a FIFO)"
        case S_IFSOCK: return "not a regular file (a socket)"
        default: return "not a regular file"
        }
    }

    private static func overLimit(_ size: Int?, _ maxBytes: Int) -> String {
        let actual = size.map { "the file is \($0) bytes, " } ?? "the file is longer than that; "
        return "\(actual)over the file size limit of \(maxBytes) bytes (raise it with --max-file-size "
            + "or 'limits: {maxFileBytes: N}' in .layoutc.yml)"
    }
}

/// The system's reason for an `errno`, as messages say it (lowercase).
public enum SystemError {
    /// `strerror(code)` with its first letter lowercased: "no such file or directory".
    public static func reason(_ code: Int32) -> String {
        let text = String(cString: strerror(code))
        guard let first = text.first else { return "error \(code)" }
        return first.lowercased() + text.dropFirst()
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
