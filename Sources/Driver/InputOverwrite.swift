import Foundation

/// Refuses an output file that is one of the command's own input specs:
/// `layoutc lint home.layout.yaml -o home.layout.yaml` (a slip in a build
/// script) replaced the spec with its report, and `render` and `generate
/// --output-file` did the same with an SVG or Swift source.
public enum InputOverwrite {
    /// Throws a ``AtomicFile/WriteError`` when `output` names the same file as
    /// one of `inputs` (by device and inode, so `./a` and links count); `-`
    /// (standard input) is never a file.
    public static func check(_ output: String, inputs: [String]) throws {
        for input in inputs where input != "-" && sameRegularFile(output, input) {
            throw AtomicFile.WriteError(path: output, reason: "it is a spec this command reads; "
                + "writing it would replace the spec")
        }
    }

    /// Whether `first` and `second` name one existing regular file (by device
    /// and inode: `./a`, `a` and a link to it are one). Special files are
    /// never one: two reports may well both go to `/dev/null`.
    public static func sameRegularFile(_ first: String, _ second: String) -> Bool {
        var one = stat()
        var other = stat()
        guard stat(first, &one) == 0, one.st_mode & S_IFMT == S_IFREG, stat(second, &other) == 0 else { return false }
        return one.st_dev == other.st_dev && one.st_ino == other.st_ino
    }
}
