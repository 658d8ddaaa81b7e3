/// Two specs of one `compile -o DIR` whose frames files would have one name:
/// `A/home.layout.yaml` and `B/home.layout.yaml` both write
/// `DIR/home.<device>.<orientation>.json`, and the one written last (which,
/// compiled in parallel, varies from run to run) silently replaced the other.
/// Names that differ only in case collide too: they are one file on a
/// case-insensitive file system (macOS's default). Found before anything is
/// compiled or written.
public struct OutputNameCollision: Error, CustomStringConvertible, Equatable {
    /// The two specs, in the order they were found.
    public let first: String
    public let second: String
    /// The frames files' common name, `home.<device>.<orientation>.json`.
    public let name: String
    /// The output directory.
    public let directory: String

    public var description: String {
        "\(first) and \(second) would both write \(directory)/\(name) (a file is named after its spec's "
            + "file name); compile them into separate -o directories, or rename one"
    }

    /// The first collision among `specs`, each as messages name it, the path
    /// its frames files are named after (they differ for standard input) and the
    /// subfolders of the output folder it is written into (``OutputNaming``), or nil.
    static func find(in specs: [(display: String, path: String, subfolders: [String])],
                     directory: String) -> OutputNameCollision? {
        var owners: [String: String] = [:]
        for spec in specs {
            let stem = BatchCompiler.outputStem(of: spec.path)
            let key = OutputNaming.key(subfolders: spec.subfolders, name: stem)
            if let owner = owners[key] {
                let shown = (spec.subfolders + [OutputNaming.component(stem)]).joined(separator: "/")
                return OutputNameCollision(first: owner, second: spec.display, name: "\(shown).<device>.<orientation>.json",
                                           directory: directory.hasSuffix("/") ? String(directory.dropLast()) : directory)
            }
            owners[key] = spec.display
        }
        return nil
    }
}
