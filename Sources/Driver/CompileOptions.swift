import Diagnostics
import InterfaceBuilder
import LayoutIR
import Solver
import SpecReader
import TextShaping

/// What to compile for: the device and orientation (overriding the spec's own),
/// and the devices a spec may name.
public struct CompileOptions: Sendable {
    /// `--device`; `nil` uses the spec's `device:`, else ``defaultDeviceID``.
    public var deviceID: String?
    /// `--orientation`; `nil` uses the spec's `orientation:`, else portrait.
    public var orientation: Orientation?
    /// `--content-size`; `nil`: `large` (Docs/SpecFormat.md#text-dynamic-type-and-layout-direction).
    public var contentSize: ContentSizeCategory?
    /// `--layout-direction`; `nil`: left to right.
    public var layoutDirection: LayoutDirection?
    /// Who measures text: the off-device Inter measurer, when its font loads
    /// (otherwise `nil`, and a spec with text gets a `text-not-measured` warning).
    public var textMeasurer: (any TextMeasuring)? = try? InterTextMeasurer.shared.get()
    /// The catalog: built-in devices plus a project's own.
    public var devices: [Device]
    /// The reader's limits.
    public var maxViews: Int
    /// Most constraints one island may hold (`--max-island-size`, ``IslandLimit``).
    public var maxIslandSize = ReadLimits.defaults.maxIslandSize
    /// Most attributes of one Interface Builder element (`--max-xml-attributes`).
    public var maxXMLAttributes = ReadLimits.defaults.maxXMLAttributes
    /// Whether the caller gave up on the compile (the language server, when a
    /// newer version of the document arrives): checked between the phases and
    /// inside the solve and the rules; a cancelled compile's result is incomplete.
    public var cancellation = Cancellation.never
    /// The validation rules to run (`nil`: all); `lint` leaves out the rules a
    /// project config turns `off`. For `Validator.validate(…, enabled:)`.
    public var enabledRules: Set<RuleID>? = nil
    /// A project's `rules:` (see ``ProjectConfig``): each finding of a listed rule
    /// gets the configured severity, or is dropped for `off`. Syntax, schema and
    /// limit errors and `unknown-rule` are never changed (``LintRules/unconfigurable``).
    public var ruleSettings: [RuleID: ProjectConfig.RuleSetting] = [:]
    /// The entries of a project's `suppress:` whose `file:` matches the file
    /// compiled (``SpecSettings/compileOptions(deviceID:orientation:contentSize:layoutDirection:)``
    /// picks them): findings of their rules about their object are dropped.
    public var configSuppressions: [ConfigSuppression] = []

    /// The device used when neither the command line nor the spec names one.
    public static let defaultDeviceID = "iphone-15-pro"

    public init(deviceID: String? = nil, orientation: Orientation? = nil,
                devices: [Device] = DeviceCatalog.all, maxViews: Int = 2_000_000) {
        self.deviceID = deviceID
        self.orientation = orientation
        self.devices = devices
        self.maxViews = maxViews
    }

    /// The device with `id` in this catalog.
    public func device(id: String) -> Device? { devices.first { $0.id == id } }

    /// The text environment of the solve.
    var textEnvironment: TextEnvironment {
        TextEnvironment(contentSize: contentSize ?? .standard, direction: layoutDirection ?? .leftToRight,
                        measurer: textMeasurer)
    }

    /// The markup reader's limits for an Interface Builder file.
    var markupLimits: MarkupLimits { MarkupLimits(maxAttributes: maxXMLAttributes) }

    var readerOptions: ReaderOptions {
        ReaderOptions(knownDeviceIDs: devices.map(\.id), maxViews: maxViews)
    }
}
