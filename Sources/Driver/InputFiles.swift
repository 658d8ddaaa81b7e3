import Foundation

/// The files a command reads (its specs and their `.layoutc.yml`), known by
/// device and inode, so that no output is ever written over one of them
/// however the output's path is spelled: `./a`, `dir/../a`, a hard link, or a
/// symbolic link to it (`compile -o build` where `build/a.….json` links to a
/// spec). ``AtomicFile`` checks every output against them before it writes.
///
/// `layoutc report a.layout.yaml -o a.layout.yaml` replaced the spec with the
/// page, and `compile -o DIR` wrote through a link in `DIR` onto a spec: each
/// command checked its own outputs, or forgot to. Every writer now takes the
/// inputs it must spare.
public struct InputFiles: Sendable {
    /// What an input is to the command, for the message.
    public enum Role: String, Sendable {
        case spec
        case config = "configuration"
    }

    private struct Identity: Hashable, Sendable {
        var device: UInt64
        var inode: UInt64
    }

    private var roles: [Identity: Role] = [:]

    /// No inputs: a command that writes without reading (`init`).
    public static let none = InputFiles()

    public init() {}

    /// The regular files among `specs` and `configs` as they are now; `-`
    /// (standard input) and paths that name nothing are left out.
    public init(specs: [String], configs: [String] = []) {
        for config in configs { add(config, as: .config) }
        for spec in specs { add(spec, as: .spec) }
    }

    /// Adds `path` (links followed) when it names a regular file.
    public mutating func add(_ path: String, as role: Role) {
        guard path != "-", let identity = Self.identity(of: path) else { return }
        roles[identity] = role
    }

    /// Throws a ``AtomicFile/WriteError`` when `output` (every link followed)
    /// is one of the inputs.
    public func check(_ output: String) throws {
        guard !roles.isEmpty, let identity = Self.identity(of: output), let role = roles[identity] else { return }
        throw AtomicFile.WriteError(path: output, reason: "it is a \(role.rawValue) this command reads; "
            + "writing it would replace the \(role.rawValue)")
    }

    /// Whether `first` and `second` name one existing regular file (by device
    /// and inode: `./a`, `a` and a link to it are one). Special files are
    /// never one: two reports may well both go to `/dev/null`.
    public static func sameRegularFile(_ first: String, _ second: String) -> Bool {
        guard let one = identity(of: first), let other = identity(of: second) else { return false }
        return one == other
    }

    /// The device and inode of the regular file `path` names, links followed.
    private static func identity(of path: String) -> Identity? {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        return Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    }
}
