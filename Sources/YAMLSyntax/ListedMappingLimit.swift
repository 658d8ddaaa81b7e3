/// A bound on the mappings written as elements of a sequence that is the value
/// of one of `keys` (`children: [{…}, {…}]`), checked while libyaml parses.
///
/// A layer above knows what such mappings mean (a spec's views) and what its
/// limit is called; counting them here stops a file that writes millions of
/// them at the limit, with memory in proportion to the limit, instead of
/// parsing the whole file into a tree first and counting afterwards.
public struct ListedMappingLimit: Sendable, Equatable {
    /// The mapping keys whose sequence values hold the counted mappings.
    public var keys: [String]
    /// Most such mappings; one more is a `limit-exceeded` error.
    public var maxCount: Int
    /// The error's message, which names the limit and how to raise it.
    public var message: String

    public init(keys: [String], maxCount: Int, message: String) {
        self.keys = keys
        self.maxCount = maxCount
        self.message = message
    }
}
