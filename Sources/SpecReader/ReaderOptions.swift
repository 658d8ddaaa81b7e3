import Diagnostics
import LayoutIR
import YAMLSyntax

/// Knobs of the reader: the devices a spec may name, and the limits that keep
/// hostile input bounded.
public struct ReaderOptions: Sendable {
    /// Device ids `device:` may name (the built-in catalog plus a project's own).
    public var knownDeviceIDs: [String]
    /// Most views a spec may expand to, `repeat` included.
    public var maxViews: Int
    /// Limits of the YAML layer.
    public var yamlLimits: YAMLLimits

    public init(knownDeviceIDs: [String] = DeviceCatalog.all.map(\.id), maxViews: Int = 2_000_000,
                yamlLimits: YAMLLimits = .default) {
        self.knownDeviceIDs = knownDeviceIDs
        self.maxViews = maxViews
        self.yamlLimits = yamlLimits
    }

    /// `yamlLimits` with the view limit counted while parsing: a spec's views
    /// are the mappings of its `children:` and `items:` lists, so a file that
    /// writes more of them than `maxViews` stops there, before the rest of it
    /// is parsed (the reader's own count then handles `repeat`).
    public var parseLimits: YAMLLimits {
        var limits = yamlLimits
        limits.listedMappings = ListedMappingLimit(
            keys: ["children", "items"], maxCount: maxViews,
            message: "the spec writes more than \(maxViews) views, the view limit (\(ReaderContext.viewLimitSource)); "
                + "split the screen")
        return limits
    }
}

/// What reading a spec gives.
public struct SpecReadResult: Sendable {
    /// The screen, when the file held a mapping; views that could not be read are
    /// left out, everything else is kept.
    public var screen: Screen?
    /// Where each view came from.
    public var sourceMap: SpecSourceMap
    /// Syntax and schema problems, in the order found.
    public var diagnostics: [Diagnostic]
}
