import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The bytes of one font file, read whole into memory that lives as long as
/// the fonts made from it. Only a regular file is read: a FIFO or a device
/// named like a font in a font folder would block `open` or `read` forever
/// (the folder is the user's `LAYOUTC_FONT_DIR`), so the file is opened
/// without blocking and checked with `fstat` before a byte is read.
final class FontFile: @unchecked Sendable {
    /// The largest font file read (Noto Sans CJK, the largest of the list, is 20 MB).
    static let maximumBytes = 64 << 20

    let path: String
    let bytes: UnsafeMutableRawBufferPointer

    /// Nil when `path` is missing, not a regular file, empty, too large or unreadable.
    init?(path: String) {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG,
              info.st_size > 0, info.st_size <= Self.maximumBytes else { return nil }
        let size = Int(info.st_size)
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: size, alignment: 16)
        var done = 0
        while done < size {
            let got = read(descriptor, buffer.baseAddress! + done, size - done)
            if got < 0, errno == EINTR { continue }
            guard got > 0 else {
                buffer.deallocate()
                return nil
            }
            done += got
        }
        self.path = path
        self.bytes = buffer
    }

    deinit { bytes.deallocate() }
}
