import Diagnostics

/// Files' lines for the text renderer, split the first time a file's are
/// asked for: only a diagnostic off the byte writer's fast path (color, notes,
/// a long or non-ASCII line) needs them, and splitting a big clean file into a
/// million `Substring`s costs its size again in memory.
final class LazySourceLines {
    private let sources: [PathKey: SourceText]
    private var split: [PathKey: [Substring]] = [:]

    /// `sources` by path, told apart byte for byte (``PathKey``).
    init(_ sources: [PathKey: SourceText]) {
        self.sources = sources
    }

    /// The lines of `file`, or `nil` when its source is not known.
    func lines(of file: String) -> [Substring]? {
        let key = PathKey(file)
        if let lines = split[key] { return lines }
        guard let source = sources[key] else { return nil }
        let lines = source.lines
        split[key] = lines
        return lines
    }
}
