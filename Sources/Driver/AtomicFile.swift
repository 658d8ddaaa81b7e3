import Foundation

/// Writes files so that a reader never sees half of one: the bytes go to a
/// temporary file in the same directory, which is then renamed over the target
/// (rename is atomic within a file system). Missing directories are created.
///
/// Temporary files are named `.<name>.<pid>.<random>.tmp`. A process killed
/// mid-write leaves its temporary file behind: the next write of the same file
/// removes those of its name whose process is gone, and `compile -o DIR`
/// removes every such file of the directory first
/// (``removeStaleTemporaries(in:named:)``).
public enum AtomicFile {
    /// Why a file could not be written; `description` is `cannot write PATH: REASON`
    /// with the system's reason ("not a directory", "is a directory", "permission denied").
    public struct WriteError: Error, CustomStringConvertible, Equatable {
        public let path: String
        public let reason: String
        public var description: String { "cannot write \(path): \(reason)" }
        public init(path: String, reason: String) {
            self.path = path
            self.reason = reason
        }
    }

    /// Writes `bytes` to `path` atomically, never over one of `inputs`.
    public static func write(_ bytes: [UInt8], to path: String, sparing inputs: InputFiles) throws {
        try write(to: path, sparing: inputs) { emit in emit(bytes[...]) }
    }

    /// Writes what `produce` emits (chunk by chunk, never whole in memory) to
    /// `path` atomically; nothing is left behind when any step fails.
    ///
    /// A path that names one of `inputs` (the files the command reads), however
    /// spelled or linked, is refused before anything is written: an output
    /// never replaces a spec or a configuration.
    ///
    /// A path that names something other than a regular file (`/dev/stdout`,
    /// `/dev/null`, a FIFO) is written into, as a shell's `>` does: renaming a
    /// file over it would replace the device node or pipe itself (for root even
    /// in `/dev`). A symbolic link to a file is followed: the file it names is
    /// replaced (or created, for a dangling link) and the link stays, unless
    /// that file is one of `inputs` (refused, as any spelling of an input is).
    ///
    /// A path that ends in `/` names a directory, and fails as `is a directory`
    /// whether or not one is there (a shell's `> build/` does the same): it is
    /// never written as a file named without the slash.
    ///
    /// After the rename, temporary files of the same name left by killed
    /// processes are removed, unless `removingStaleTemporaries` is false (a
    /// batch that cleaned its directory once already).
    public static func write(to userPath: String, sparing inputs: InputFiles, removingStaleTemporaries: Bool = true,
                             _ produce: (_ emit: (ArraySlice<UInt8>) -> Void) -> Void) throws {
        if userPath.hasSuffix("/") { throw WriteError(path: userPath, reason: SystemError.reason(EISDIR)) }
        try inputs.check(userPath)
        var info = stat()
        if stat(userPath, &info) == 0 {
            switch info.st_mode & S_IFMT {
            case S_IFDIR: throw WriteError(path: userPath, reason: "is a directory")
            case S_IFREG: break
            default: return try writeInPlace(userPath, produce)
            }
        }
        let path = try linkTarget(userPath) ?? userPath
        let directory = ParentPath.of(path)
        try createDirectories(directory, for: userPath)
        let name = (path as NSString).lastPathComponent
        let temporary = (directory as NSString).appendingPathComponent(
            ".\(name).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp")
        guard let stream = fopen(temporary, "wbx") else { throw WriteError(path: userPath, reason: SystemError.reason(errno)) }
        var failure = emit(into: stream, produce)
        if failure == 0, rename(temporary, path) != 0 { failure = errno }
        guard failure != 0 else {
            if removingStaleTemporaries { removeStaleTemporaries(in: directory, named: name) }
            return
        }
        unlink(temporary)
        throw WriteError(path: userPath, reason: SystemError.reason(failure))
    }

    /// Writes into the existing special file `path` (a device, a FIFO), which has
    /// no bytes to keep whole and must not be replaced.
    private static func writeInPlace(_ path: String, _ produce: (_ emit: (ArraySlice<UInt8>) -> Void) -> Void) throws {
        guard let stream = fopen(path, "wb") else { throw WriteError(path: path, reason: SystemError.reason(errno)) }
        let failure = emit(into: stream, produce)
        if failure != 0 { throw WriteError(path: path, reason: SystemError.reason(failure)) }
    }

    /// Writes what `produce` emits to `stream` and closes it; the `errno` of the
    /// first failure, or 0.
    private static func emit(into stream: UnsafeMutablePointer<FILE>,
                             _ produce: (_ emit: (ArraySlice<UInt8>) -> Void) -> Void) -> Int32 {
        var failure: Int32 = 0
        produce { chunk in
            guard failure == 0, !chunk.isEmpty else { return }
            let written = chunk.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, stream) }
            if written != chunk.count { failure = errno == 0 ? EIO : errno }
        }
        if fclose(stream) != 0, failure == 0 { failure = errno == 0 ? EIO : errno }
        return failure
    }

    /// The file a symbolic link at `path` names, links to links followed; `nil`
    /// when `path` is no link. A dangling link gives the path it names, which
    /// is then created as any output is, the link kept: renaming over the link
    /// replaced it with a file. Links that loop fail as the system's `open` does.
    private static func linkTarget(_ path: String) throws -> String? {
        var current = path
        for _ in 0..<40 {  // the system's own limit on links followed (ELOOP)
            var info = stat()
            guard lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else {
                return current == path ? nil : current
            }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(current, &buffer, buffer.count - 1)
            guard count > 0 else { return nil }
            let target = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            let directory = ParentPath.of(current)
            current = target.hasPrefix("/") || directory.isEmpty ? target
                : (directory.hasSuffix("/") ? directory + target : directory + "/" + target)
        }
        throw WriteError(path: path, reason: SystemError.reason(ELOOP))
    }

    /// `mkdir -p directory`, failing with the reason of the component that is in
    /// the way ("not a directory" for `/dev/null/x`).
    static func createDirectories(_ directory: String, for path: String) throws {
        guard !directory.isEmpty else { return }
        var info = stat()
        if stat(directory, &info) == 0 {
            if info.st_mode & S_IFMT == S_IFDIR { return }
            throw WriteError(path: path, reason: "\(directory) is not a directory")
        }
        if errno == ENOTDIR {
            throw WriteError(path: path, reason: SystemError.reason(ENOTDIR))
        }
        try createDirectories(ParentPath.of(directory), for: path)
        if mkdir(directory, 0o777) != 0, errno != EEXIST {
            throw WriteError(path: path, reason: SystemError.reason(errno))
        }
    }

    /// Removes the temporary files of this writer in `directory` whose process no
    /// longer runs (left by a killed `compile -o`). Others' files, and ours of a
    /// live process, are left alone.
    /// With `named`, only those of that file (`.<named>.<pid>.<random>.tmp`).
    public static func removeStaleTemporaries(in directory: String, named target: String? = nil) {
        let listed = directory.isEmpty ? "." : directory
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: listed) else { return }
        let prefix = target.map { ".\($0)." }
        for name in names {
            if let prefix, !name.hasPrefix(prefix) { continue }
            guard let pid = temporaryOwner(name), pid != getpid() else { continue }
            if kill(pid, 0) == 0 || errno == EPERM { continue }  // alive (or someone else's and alive)
            unlink((listed as NSString).appendingPathComponent(name))
        }
    }

    /// The process id in `.<name>.<pid>.<random>.tmp`, or nil for any other name.
    static func temporaryOwner(_ name: String) -> pid_t? {
        guard name.hasPrefix("."), name.hasSuffix(".tmp") else { return nil }
        let parts = name.dropLast(4).split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 4, UInt32(parts[parts.count - 1]) != nil,
              let pid = pid_t(parts[parts.count - 2]), pid > 0
        else { return nil }
        return pid
    }
}
