import Diagnostics
import LayoutIR

/// A project's `.layoutc.yml`: which devices to lint on, how each rule reports,
/// which files a directory search takes, and the project's own devices.
///
/// The config of a spec is the first `.layoutc.yml` in the spec's directory or
/// one of its ancestors (`--config PATH` names one for every spec). It is read
/// with the project's YAML layer; every key below is optional, an empty file is
/// the defaults, and anything else is an error with its position (exit 2):
/// unknown keys (`unknown-key`, with "did you mean"), unknown rule ids
/// (`unknown-rule`), bad severities and malformed values (`type-mismatch`),
/// unknown devices (`unknown-device`), missing required keys (`missing-key`).
///
/// ```yaml
/// devices:                       # default: each spec's own device and orientation
///   - iphone-se-3                # a plain id: the spec's own orientation
///   - id: iphone-15-pro          # `orientations` defaults to the spec's own
///     orientations: [portrait, landscape]
/// rules:                         # rule id → error | warning | note | off
///   hit-target-too-small: error
///   ambiguous-position: off
/// include: [Specs/**]            # globs (see LintGlob) relative to this file's
/// exclude: [Specs/Legacy]        # directory; a list or one string
/// limits: {maxViews: 100000, maxFileBytes: 10000000}   # default 2,000,000 views, 256 MiB,
///                                # maxIslandSize 20,000 constraints, maxXMLAttributes 256;
///                                # --max-views / --max-file-size / --max-island-size /
///                                # --max-xml-attributes win over these
/// suppress:                      # findings silenced by file, object and rule
///   - {file: App/Main.storyboard, object: 8bC-Xf-vdC, rule: hit-target-too-small, reason: …}
/// customDevices:                 # join the built-in catalog (ids must be new)
///   - id: kiosk                  # required
///     name: Kiosk 10-inch        # default: the id
///     scale: 2                   # required, positive
///     portrait:                  # required, and so is landscape
///       size: [800, 1280]        # required: [w, h] or {width, height}, positive
///       safeAreaInsets: [24, 0, 20, 0]   # number, [t, l, b, r] or {top, left, bottom, right}; default 0
///       statusBar: 24            # default 0
///       bars: {navigation: 50, largeTitle: 102, tab: 50, toolbar: 50}
///                                # any subset; default 44/96/49/44 in portrait, 32 each in landscape
///       rootSideMargin: 20       # default 16
///     landscape: {size: [1280, 800], safeAreaInsets: [24, 0, 20, 0], statusBar: 24}
/// ```
///
/// `rules:` may name every rule of `layoutc rules` (and the spec format's ids),
/// but not `unknown-rule`, which reports configuration mistakes, nor the syntax,
/// schema and limit errors (``LintRules/unconfigurable``), which always report.
/// The severities apply to every command (`compile`, `render`, `lint`, …): see
/// ``ProjectSettings``.
public struct ProjectConfig: Sendable {
    /// How `rules:` sets a rule.
    public enum RuleSetting: String, Sendable, Hashable, CaseIterable {
        case error, warning, note, off

        /// The severity, or `nil` for `off`.
        public var severity: Severity? {
            switch self {
            case .error: .error
            case .warning: .warning
            case .note: .note
            case .off: nil
            }
        }
    }

    /// The config file, as reports name it; `nil` for the built-in defaults.
    public var file: String?
    /// The absolute directory `include:`/`exclude:` are relative to.
    public var directory: String
    /// `devices:`: the targets each spec is linted on; empty means the spec's own
    /// device and orientation.
    public var targets: [CompileTarget] = []
    /// `contentSizes:`: the content size categories each target is linted at; empty: `large` only.
    public var contentSizes: [ContentSizeCategory] = []
    /// `layoutDirections:`: the directions each target is linted in; empty: left to right only.
    public var layoutDirections: [LayoutDirection] = []
    /// `rules:`.
    public var rules: [RuleID: RuleSetting] = [:]
    /// `include:`: when not empty, a directory search takes only files matching one.
    public var include: [LintGlob] = []
    /// `exclude:`: a directory search skips files matching one.
    public var exclude: [LintGlob] = []
    /// `customDevices:`, which join the built-in catalog.
    public var customDevices: [Device] = []
    /// `limits:`: the view and file size limits, where the command line sets none.
    public var limits = ReadLimits.Overrides()
    /// `suppress:`: findings silenced by file, object and rule (``ConfigSuppression``).
    public var suppressions: [ConfigSuppression] = []

    public init(file: String? = nil, directory: String) {
        self.file = file
        self.directory = directory
    }

    /// The device catalog specs under this config may name.
    public var devices: [Device] { DeviceCatalog.all + customDevices }


    /// The file name looked for in a spec's directory and its ancestors.
    public static let fileName = ".layoutc.yml"
}

/// A config read from disk: the config, or what is wrong with it.
public struct ProjectConfigResult: Sendable {
    public var config: ProjectConfig
    /// Problems in the config file, each with a position; any one is fatal (exit 2).
    public var diagnostics: [Diagnostic]
    /// The config file's text, for showing source lines.
    public var source: SourceText?

    public init(config: ProjectConfig, diagnostics: [Diagnostic] = [], source: SourceText? = nil) {
        self.config = config
        self.diagnostics = diagnostics
        self.source = source
    }

    public var hasErrors: Bool { diagnostics.hasErrors }
}
