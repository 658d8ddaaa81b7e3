import Diagnostics
import Foundation
import InterfaceBuilder

/// Finds the specs a command names: files as given, directories searched
/// recursively for `*.layout.yaml`, in a stable (sorted) order. `compile`,
/// `render` and `lint` all search this way:
///
/// - directories and files whose name starts with `.` are skipped;
/// - symbolic links are followed only where they stay inside the directory
///   named (its real path): a link out of it (to `/`, `/etc/passwd`,
///   `/proc/self/environ`, a home directory) is skipped, so that a tree never
///   makes a command read, show or walk what lies outside it; name such a
///   file or directory on the command line to have it read;
/// - each real directory is searched once and each real file taken once (a
///   link loop ends; a spec reached by two paths is compiled once, under the
///   path that sorts first);
/// - a `*.layout.yaml` symbolic link whose target is missing is kept, so that
///   reading it reports the dangling link instead of skipping it silently.
public enum SpecDiscovery {
    /// A path that names nothing.
    public struct MissingPath: Error, CustomStringConvertible {
        public let path: String
        /// The system's reason: "no such file or directory", "not a directory", …
        public var reason = "no such file or directory"
        public var description: String { "cannot read \(path): \(reason)" }
    }

    /// The spec files under `paths`, sorted within each directory, duplicates removed.
    public static func specFiles(in paths: [String]) throws -> [String] {
        var files: [String] = []
        var seen = Set<PathKey>()
        for path in paths {
            var info = stat()
            guard lstat(path, &info) == 0 else { throw MissingPath(path: path, reason: SystemError.reason(errno)) }
            let found = isDirectory(path) ? try specs(inDirectory: path) : [path]
            for file in found where seen.insert(PathKey(realPath(file) ?? file)).inserted { files.append(file) }
        }
        return files
    }

    /// Every `*.layout.yaml` under `directory` (see the type's rules), sorted.
    /// Throws for a directory that cannot be listed (`permission denied`): its
    /// specs would otherwise be left out without a word, and a CI run that
    /// cannot read them pass.
    public static func specs(inDirectory directory: String) throws -> [String] {
        let root = realPath(directory) ?? directory
        var found: [String] = []
        var pending = [directory]
        var visited = Set<PathKey>()
        while let current = pending.popLast() {
            guard visited.insert(PathKey(realPath(current) ?? current)).inserted else { continue }
            let names = try names(in: current)
            // `Specs//` names its files `Specs/A.layout.yaml`, as `Specs` and `Specs/`
            // do and as `lint` prints them: the file name is in every output.
            var prefix = Substring(current)
            while prefix.count > 1, prefix.hasSuffix("/") { prefix = prefix.dropLast() }
            if prefix != "/" { prefix += "/" }
            for name in names where !name.hasPrefix(".") {
                let path = String(prefix) + name
                guard staysInside(path, root: root) else { continue }
                if isDirectory(path) {
                    pending.append(path)
                } else if name.hasSuffix(".layout.yaml") || InterfaceBuilderReader.isInterfaceBuilderFile(name) {
                    found.append(path)
                }
            }
        }
        var files = Set<PathKey>()
        return found.sorted(by: PathKey.precedes).filter { files.insert(PathKey(realPath($0) ?? $0)).inserted }
    }

    /// The names in `directory` but `.` and `..`, unsorted; a ``MissingPath``
    /// with the system's reason when it cannot be listed, or when it holds a
    /// spec or a directory whose name is not UTF-8: no `String` opens it again,
    /// and skipping it let `lint` pass without a word on a spec it never read.
    static func names(in directory: String) throws -> [String] {
        guard let stream = opendir(directory) else {
            throw MissingPath(path: directory, reason: SystemError.reason(errno))
        }
        defer { closedir(stream) }
        var names: [String] = []
        while true {
            errno = 0
            guard let entry = readdir(stream) else {
                if errno != 0 { throw MissingPath(path: directory, reason: SystemError.reason(errno)) }
                return names
            }
            let raw = withUnsafePointer(to: entry.pointee.d_name) { tuple in
                tuple.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: tuple.pointee)) {
                    Array(UnsafeBufferPointer(start: $0, count: strlen($0))).map { UInt8(bitPattern: $0) }
                }
            }
            guard let name = String(validating: raw, as: UTF8.self) else {
                if raw.first != UInt8(ascii: "."), raw.reversed().starts(with: ".layout.yaml".utf8.reversed()) || entry.pointee.d_type == DT_DIR {
                    throw MissingPath(path: (directory as NSString).appendingPathComponent(Self.shown(raw)),
                                      reason: "the file name is not UTF-8; rename it")
                }
                continue  // not a spec, nor a directory that could hold one
            }
            if name != ".", name != ".." { names.append(name) }
        }
    }

    /// Whether the entry `path` of a directory inside `root` (a real path) is
    /// inside it too: anything but a symbolic link is; a link is when its
    /// target (every link resolved) is `root` or under it, or when it dangles
    /// (kept, to be reported when read).
    static func staysInside(_ path: String, root: String) -> Bool {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return true }
        guard let target = realPath(path) else { return true }
        return isWithin(target, root: root)
    }

    /// Whether the real path `path` is the real path `root` or lies under it.
    public static func isWithin(_ path: String, root: String) -> Bool {
        path == root || path.hasPrefix(root.hasSuffix("/") ? root : root + "/")
    }

    /// A file name's bytes as text, each byte that is not UTF-8 as `\xNN`.
    static func shown(_ bytes: [UInt8]) -> String {
        var text = ""
        var rest = bytes[...]
        while !rest.isEmpty {
            var prefix = rest.count
            while prefix > 0, String(validating: rest.prefix(prefix), as: UTF8.self) == nil { prefix -= 1 }
            if prefix > 0 {
                text += String(decoding: rest.prefix(prefix), as: UTF8.self)
                rest = rest.dropFirst(prefix)
            } else {
                text += "\\x" + String(rest.first!, radix: 16, uppercase: true)
                rest = rest.dropFirst()
            }
        }
        return text
    }

    /// Whether `path` is a directory, or a symbolic link to one.
    static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    /// `realpath(3)`: every link resolved; nil when it does not resolve.
    public static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
