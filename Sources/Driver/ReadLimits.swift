import InterfaceBuilder
import Solver

/// The limits every command that reads specs applies, so that hostile input
/// ends in a diagnostic naming the limit instead of a hang or exhausted memory
/// (Docs/Security.md#limits-and-the-flags-that-raise-them lists them).
///
/// Each comes from the command line (`--max-views`, `--max-file-size`,
/// `--max-island-size`, `--max-xml-attributes`), else from `.layoutc.yml`'s
/// `limits:`, else from ``defaults``.
public struct ReadLimits: Sendable, Hashable {
    /// Most views a spec may expand to, `repeat` included (`limit-exceeded` past it).
    public var maxViews: Int
    /// Longest spec file read, in bytes (a "cannot read" error past it).
    public var maxFileBytes: Int
    /// Most constraints one island of connected constraints may hold (``IslandLimit``).
    public var maxIslandSize: Int
    /// Most attributes one element of an Interface Builder file may have (``MarkupLimits/maxAttributes``).
    public var maxXMLAttributes: Int

    public init(maxViews: Int = ReadLimits.defaults.maxViews, maxFileBytes: Int = ReadLimits.defaults.maxFileBytes,
                maxIslandSize: Int = ReadLimits.defaults.maxIslandSize,
                maxXMLAttributes: Int = ReadLimits.defaults.maxXMLAttributes) {
        self.maxViews = maxViews
        self.maxFileBytes = maxFileBytes
        self.maxIslandSize = maxIslandSize
        self.maxXMLAttributes = maxXMLAttributes
    }

    /// 2,000,000 views, 256 MiB, 20,000 constraints in an island, 256 attributes on an element.
    public static let defaults = ReadLimits(uncheckedViews: 2_000_000, fileBytes: FileBytes.defaultMaxBytes,
                                            islandSize: IslandLimit.defaultMaxConstraints,
                                            xmlAttributes: MarkupLimits().maxAttributes)

    private init(uncheckedViews: Int, fileBytes: Int, islandSize: Int, xmlAttributes: Int) {
        maxViews = uncheckedViews
        maxFileBytes = fileBytes
        maxIslandSize = islandSize
        maxXMLAttributes = xmlAttributes
    }

    /// These limits with every value `overrides` gives replacing the one here.
    public func overridden(by overrides: Overrides) -> ReadLimits {
        var limits = self
        if let views = overrides.maxViews { limits.maxViews = views }
        if let bytes = overrides.maxFileBytes { limits.maxFileBytes = bytes }
        if let island = overrides.maxIslandSize { limits.maxIslandSize = island }
        if let attributes = overrides.maxXMLAttributes { limits.maxXMLAttributes = attributes }
        return limits
    }

    /// Limits given on the command line or in a config; `nil` where not given.
    public struct Overrides: Sendable, Hashable {
        public var maxViews: Int?
        public var maxFileBytes: Int?
        public var maxIslandSize: Int?
        public var maxXMLAttributes: Int?
        public init(maxViews: Int? = nil, maxFileBytes: Int? = nil, maxIslandSize: Int? = nil,
                    maxXMLAttributes: Int? = nil) {
            self.maxViews = maxViews
            self.maxFileBytes = maxFileBytes
            self.maxIslandSize = maxIslandSize
            self.maxXMLAttributes = maxXMLAttributes
        }
    }
}
