/// A file path compared byte for byte, for the sets and dictionaries that
/// tell files apart.
///
/// Swift compares `String`s by canonical equivalence: `café` spelled with
/// U+00E9 and with `e` + U+0301 are one key of a `Set<String>`. On Linux (and
/// any file system that does not normalize names) they are two files, and
/// keyed by `String` the second was silently dropped from a `lint` or
/// `compile` of their directory, or given the first one's source lines.
public struct PathKey: Hashable, Comparable, Sendable {
    /// The path's UTF-8 bytes, as the system names the file.
    public let bytes: [UInt8]

    public init(_ path: String) {
        bytes = Array(path.utf8)
    }

    /// Byte order: the tie-break of paths that are equal as `String`s.
    public static func < (lhs: PathKey, rhs: PathKey) -> Bool {
        lhs.bytes.lexicographicallyPrecedes(rhs.bytes)
    }

    /// Sorted as `String`s (what the user reads), and paths equal as `String`s
    /// but distinct as files in byte order, so that the order never depends on
    /// the order a directory listed them in.
    public static func precedes(_ lhs: String, _ rhs: String) -> Bool {
        lhs != rhs ? lhs < rhs : PathKey(lhs) < PathKey(rhs)
    }
}
