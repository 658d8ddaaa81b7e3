/// The limits every command that reads specs applies, so that hostile input
/// ends in a diagnostic naming the limit instead of a hang or exhausted memory.
///
/// Each comes from the command line (`--max-views`, `--max-file-size`), else
/// from `.layoutc.yml`'s `limits:`, else from ``defaults``.
public struct ReadLimits: Sendable, Hashable {
    /// Most views a spec may expand to, `repeat` included (`limit-exceeded` past it).
    public var maxViews: Int
    /// Longest spec file read, in bytes (a "cannot read" error past it).
    public var maxFileBytes: Int

    public init(maxViews: Int = ReadLimits.defaults.maxViews, maxFileBytes: Int = ReadLimits.defaults.maxFileBytes) {
        self.maxViews = maxViews
        self.maxFileBytes = maxFileBytes
    }

    /// 2,000,000 views and 256 MiB.
    public static let defaults = ReadLimits(uncheckedViews: 2_000_000, fileBytes: FileBytes.defaultMaxBytes)

    private init(uncheckedViews: Int, fileBytes: Int) {
        maxViews = uncheckedViews
        maxFileBytes = fileBytes
    }

    /// These limits with every value `overrides` gives replacing the one here.
    public func overridden(by overrides: Overrides) -> ReadLimits {
        var limits = self
        if let views = overrides.maxViews { limits.maxViews = views }
        if let bytes = overrides.maxFileBytes { limits.maxFileBytes = bytes }
        return limits
    }

    /// Limits given on the command line or in a config; `nil` where not given.
    public struct Overrides: Sendable, Hashable {
        public var maxViews: Int?
        public var maxFileBytes: Int?
        public init(maxViews: Int? = nil, maxFileBytes: Int? = nil) {
            self.maxViews = maxViews
            self.maxFileBytes = maxFileBytes
        }
    }
}
