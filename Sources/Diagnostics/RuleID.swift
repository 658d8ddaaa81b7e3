/// A stable rule identifier such as `unknown-key`. Rule ids are part of the
/// contract (spec-format.md section 6): never rename one.
public struct RuleID: RawRepresentable, Hashable, Comparable, Sendable, Codable,
    ExpressibleByStringLiteral, CustomStringConvertible
{
    public var rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }

    public static func < (lhs: RuleID, rhs: RuleID) -> Bool { lhs.rawValue < rhs.rawValue }
    public var description: String { rawValue }
}

extension RuleID {
    // Syntax and schema: reported by the YAML layer and the spec reader.
    public static let yamlSyntax: RuleID = "yaml-syntax"
    /// A mapping names the same key twice.
    public static let duplicateKey: RuleID = "duplicate-key"
    public static let unknownKey: RuleID = "unknown-key"
    public static let typeMismatch: RuleID = "type-mismatch"
    public static let missingKey: RuleID = "missing-key"
    public static let duplicateID: RuleID = "duplicate-id"
    public static let unsupportedVersion: RuleID = "unsupported-version"
    public static let unknownDevice: RuleID = "unknown-device"
    /// A resource limit (nesting depth, alias expansion, total views, scalar size) was hit.
    public static let limitExceeded: RuleID = "limit-exceeded"

    // Swift names: reported by `layoutc generate`.
    /// A `screen:` with no letter or digit, which gives no Swift type name.
    public static let invalidTypeName: RuleID = "invalid-type-name"
    /// Two specs that give one Swift type name (an error: neither is generated).
    public static let typeNameCollision: RuleID = "type-name-collision"
    /// Two specs whose type names differ only in look-alike letters (Latin `C`, Cyrillic `С`): a warning.
    public static let typeNameLookalike: RuleID = "type-name-lookalike"
    /// Two view ids that give one Swift property name (a warning: the second is renamed).
    public static let accessorNameCollision: RuleID = "accessor-name-collision"

    // Geometry: reported by the solver.
    public static let overConstrained: RuleID = "over-constrained"
    public static let ambiguousPosition: RuleID = "ambiguous-position"
    public static let ambiguousSize: RuleID = "ambiguous-size"
    public static let nonFiniteFrame: RuleID = "non-finite-frame"
    public static let negativeSize: RuleID = "negative-size"
    public static let placeholderLocationIgnored: RuleID = "placeholder-location-ignored"
    public static let flowItemTooWide: RuleID = "flow-item-too-wide"
    /// A flow item with a zero or negative width or height.
    public static let invalidItemSize: RuleID = "invalid-item-size"
    /// `frame`/`place` on the root view, whose frame is the screen's (usually a mis-indented `place:`).
    public static let rootPlacementIgnored: RuleID = "root-placement-ignored"
    /// A `place` width or height written as a number between 0 and 1 (`0.5` where `"50%"` was meant).
    public static let sizeUnderOnePoint: RuleID = "size-under-one-point"

    // Validation rules: reported by `layoutc lint`.
    public static let hitAreaOutsideParent: RuleID = "hit-area-outside-parent"
    public static let hitTargetTooSmall: RuleID = "hit-target-too-small"
    public static let hitAreaCovered: RuleID = "hit-area-covered"
    public static let outsideSafeArea: RuleID = "outside-safe-area"
    public static let cornerRadiusTooLarge: RuleID = "corner-radius-too-large"
    public static let zeroFontSize: RuleID = "zero-font-size"
    /// A rule id that names no rule: in `.layoutc.yml`'s `rules:`, a view's
    /// `suppress:` or a `# layoutc:disable-next-line` comment. Always an error;
    /// it cannot be configured or suppressed.
    public static let unknownRule: RuleID = "unknown-rule"

    // Stack rules (spec-format.md 3.2): reported by `layoutc lint` (and `compile`).
    /// Views tied on the lowest hugging or compression resistance decide a stack's layout.
    public static let stackPriorityAmbiguous: RuleID = "stack-priority-ambiguous"
    /// A stack's content runs past its end, or a view sticks out across it.
    public static let stackOverflow: RuleID = "stack-overflow"
    /// `fillProportionally` with a non-zero gap (UIKit's layout differs from the documented one).
    public static let fillProportionallySpacing: RuleID = "fill-proportionally-spacing"
    /// `frame` or `place` on an arranged view, which UIKit overwrites.
    public static let placementIgnoredInStack: RuleID = "placement-ignored-in-stack"

    // Auto Layout constraints (spec-format.md 3.3).
    /// A constraint line that does not parse (positioned at its token).
    public static let constraintSyntax: RuleID = "constraint-syntax"
    /// A constraint UIKit refuses: mixed axes, a position against a constant, a bad priority…
    public static let invalidConstraint: RuleID = "invalid-constraint"
    /// A constraint naming an id the file does not have.
    public static let unknownView: RuleID = "unknown-view"
    /// A constraint this version does not model: baselines, arranged views, flow items.
    public static let unsupportedConstraint: RuleID = "unsupported-constraint"
    /// Required constraints that cannot hold together (UIKit's "Unable to simultaneously satisfy constraints").
    public static let unsatisfiableConstraints: RuleID = "unsatisfiable-constraints"
    /// A frame value that constraints leave free (UIView.hasAmbiguousLayout).
    public static let ambiguousLayout: RuleID = "ambiguous-layout"

    // Interface Builder files (Docs/InterfaceBuilder.md): reported by the IB reader.
    /// The file is not well-formed XML, or has a document type declaration.
    public static let xmlSyntax: RuleID = "xml-syntax"
    /// Something an Interface Builder file says that the import cannot express (a note).
    public static let ibNotImported: RuleID = "ib-not-imported"
    /// A view whose stored frame is not where its constraints place it on the
    /// file's design device: what Xcode calls a misplaced view (a note).
    public static let misplacedView: RuleID = "misplaced-view"
    /// An interactive view hidden in an Interface Builder file, whose hit target is not checked (a note).
    public static let hiddenViewNotChecked: RuleID = "hidden-view-not-checked"

    /// `contentSize` on a flow collection, whose layout replaces it.
    public static let contentSizeIgnored: RuleID = "content-size-ignored"

    // Text rules (spec-format.md 3.4): reported on every cell of the text matrix.
    /// A line of text longer than its view at that content size.
    public static let textTruncated: RuleID = "text-truncated"
    /// Text taller than a view whose height is fixed.
    public static let textClipped: RuleID = "text-clipped"
    /// Text with a fixed-size font, which Dynamic Type does not scale (off by default).
    public static let fixedFontSize: RuleID = "fixed-font-size"
    /// `left`/`right` in `place` where `leading`/`trailing` would mirror (off by default).
    public static let fixedDirection: RuleID = "fixed-direction"
    /// The text font cannot be loaded, so text is not measured.
    public static let textNotMeasured: RuleID = "text-not-measured"
}
