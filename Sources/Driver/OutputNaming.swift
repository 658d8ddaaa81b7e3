import Foundation

/// The paths `compile -o DIR` and `import -o DIR` write to.
///
/// An output's name is made of names an input chose (its file name, an IB
/// screen's class or object id), so each is sanitized whole before it becomes
/// a path, and the path is checked once more before anything is written: it
/// must lie in the output folder (or the subfolder the input's own folder maps
/// to), never beside or above it (Docs/Security.md#what-it-writes-and-how).
///
/// A file found by searching a directory is written under its path relative
/// to that directory: `compile App/ -o out` writes `App/Share/MainInterface.storyboard`'s
/// frames into `out/Share/`, so the extensions of one app, each with its own
/// `MainInterface.storyboard`, and localized copies (`en.lproj/Main.storyboard`,
/// `de.lproj/Main.storyboard`) never share a name. A file named on the command
/// line is written straight into the output folder.
public enum OutputNaming {
    /// An output's path would not be a file of the output folder.
    public struct Escape: Error, CustomStringConvertible, Equatable {
        public let name: String
        public let directory: String

        public var description: String {
            "cannot write \(name): the name would place the file outside \(directory); nothing was written there"
        }
    }

    /// `name` as one path component: no `/`, `\` or control character (each
    /// becomes `_`), never `.`, `..`, empty, or starting with `.` (a hidden file
    /// or a way up), at most ``maxComponentBytes`` (a file system's limit is 255,
    /// and the temporary written beside it adds `.` and `.<pid>.<random>.tmp`).
    public static func component(_ name: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in name.unicodeScalars {
            let unsafe = scalar == "/" || scalar == "\\" || scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
                || (0x2028...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
                || scalar.value == 0x200E || scalar.value == 0x200F || scalar.value == 0x061C
            scalars.append(unsafe ? "_" : scalar)
        }
        var text = String(scalars)
        if text.isEmpty || text.hasPrefix(".") { text = "_" + text }
        return shortened(text)
    }

    /// The most bytes of one component.
    public static let maxComponentBytes = 200

    /// `text` when short enough, else its start, a hash of the whole and its end
    /// (where `.<device>.<orientation>.json` is): names that differ stay apart.
    static func shortened(_ text: String) -> String {
        guard text.utf8.count > maxComponentBytes else { return text }
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325  // FNV-1a, for a stable name from run to run
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
        var head = Substring(text), tail = Substring(text)
        while head.utf8.count > 100 { head.removeLast() }
        while tail.utf8.count > 80 { tail.removeFirst() }
        return head + "-" + String(hash, radix: 16) + "-" + tail
    }

    /// The folder of `file` relative to `root`, the directory it was found in
    /// (`App/`, `App/Share/MainInterface.storyboard` → `["Share"]`), each part a
    /// ``component(_:)``; empty for a file named itself.
    public static func subfolders(of file: String, under root: String?) -> [String] {
        guard let root else { return [] }
        var prefix = root
        while prefix.count > 1, prefix.hasSuffix("/") { prefix.removeLast() }
        if prefix != "/" { prefix += "/" }
        guard file.hasPrefix(prefix) else { return [] }
        let parts = file.dropFirst(prefix.count).split(separator: "/").map(String.init).filter { $0 != "." }
        return parts.dropLast().map(component)
    }

    /// `directory/subfolders…/name`, each part sanitized as a ``component(_:)``,
    /// after checking that the file's parent, every `.` and `..` resolved, is
    /// that folder inside `directory`.
    public static func path(in directory: String, subfolders: [String] = [], name: String) throws -> String {
        let folder = subfolders.reduce(directory) { ($0 as NSString).appendingPathComponent(component($1)) }
        let path = (folder as NSString).appendingPathComponent(component(name))
        let parent = Array(lexical(path).dropLast())
        guard parent == lexical(folder), parent.count == lexical(directory).count + subfolders.count,
              parent.starts(with: lexical(directory)) else {
            throw Escape(name: name, directory: directory)
        }
        return path
    }

    /// `path`'s components with `.` dropped and `..` taking the one before it
    /// away, read as text (no link followed): where the path leads in the tree it names.
    private static func lexical(_ path: String) -> [Substring] {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) where part != "." {
            if part == "..", let last = parts.last, last != ".." { parts.removeLast() } else { parts.append(part) }
        }
        return parts
    }

    /// The relative key two outputs collide on: their subfolders and name, without case.
    static func key(subfolders: [String], name: String) -> String {
        (subfolders + [component(name)]).joined(separator: "/").lowercased()
    }
}
