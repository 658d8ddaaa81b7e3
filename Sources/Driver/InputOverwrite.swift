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
        var target = stat()
        guard stat(output, &target) == 0 else { return }
        for input in inputs where input != "-" {
            var info = stat()
            if stat(input, &info) == 0, info.st_dev == target.st_dev, info.st_ino == target.st_ino {
                throw AtomicFile.WriteError(path: output, reason: "it is a spec this command reads; "
                    + "writing it would replace the spec")
            }
        }
    }
}
