/// Files' lines for the text renderer, split the first time a file's are
/// asked for: only a diagnostic off the byte writer's fast path (color, notes,
/// a long or non-ASCII line) needs them, and splitting a big clean file into a
/// million `Substring`s costs its size again in memory.
final class LazySourceLines {
    private let sources: [String: SourceText]
    private var split: [String: [Substring]] = [:]

    init(_ sources: [String: SourceText]) {
        self.sources = sources
    }

    /// The lines of `file`, or `nil` when its source is not known.
    func lines(of file: String) -> [Substring]? {
        if let lines = split[file] { return lines }
        guard let source = sources[file] else { return nil }
        let lines = source.lines
        split[file] = lines
        return lines
    }
}
