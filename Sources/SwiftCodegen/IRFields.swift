import LayoutIR

/// The IR fields generated code sets, one line each: **a new IR field needs one
/// line here** (computed tables: key paths are not `Sendable`, so they are made per use; and, for a new value type, a `SwiftLiteral` conformance in
/// `SwiftLiteral.swift`). A field is written only when it differs from the
/// default a fresh value has, as `$0.name = literal`.
///
/// `GenerateTests` checks these tables against the IR types' stored properties,
/// so a field added to `KindAttributes`, `FlowSpec` or `Screen` and not here
/// fails a test instead of silently vanishing from generated code.
enum IRFields {
    /// Screen-level keys (`name` and `views` are written by the builder).
    static var screen: [IRField<Screen>] { [
        IRField("formatVersion", \.formatVersion),
        IRField("deviceID", \.deviceID),
        IRField("orientation", \.orientation),
        IRField("bars", \.bars),
        IRField("additionalSafeAreaInsets", \.additionalSafeAreaInsets),
        IRField("source", \.source),
    ] }

    /// A view's keys (`id`, `path`, `kind`, `parent` and `role` head each view's
    /// statement; `children` are derived by the builder, see `LayoutFileWriter`).
    static var view: [IRField<ViewSpec>] { [
        IRField("positioning", \.positioning),
        IRField("referenceBox", \.referenceBox),
        IRField("safeAreaEdges", \.safeAreaEdges),
        IRField("aspectRatio", \.aspectRatio),
        IRField("insets", \.insets),
        IRField("margins", \.margins),
        IRField("hidden", \.hidden),
        IRField("clipsToBounds", \.clipsToBounds),
        IRField("maskedCorners", \.maskedCorners),
        IRField("alpha", \.alpha),
        IRField("interactiveOverride", \.interactiveOverride),
        IRField("hitInsets", \.hitInsets),
        IRField("alignmentRectInsets", \.alignmentRectInsets),
        IRField("cornerRadius", \.cornerRadius),
        IRField("transform", \.transform),
        IRField("suppress", \.suppress),
        IRField("attributes.textInsets", \.attributes.textInsets),
        IRField("attributes.fontSize", \.attributes.fontSize),
        IRField("attributes.minimumScaleFactor", \.attributes.minimumScaleFactor),
        IRField("attributes.intrinsicSize", \.attributes.intrinsicSize),
        IRField("attributes.contentInsets", \.attributes.contentInsets),
        IRField("attributes.imageSize", \.attributes.imageSize),
        IRField("attributes.contentMode", \.attributes.contentMode),
        IRField("attributes.textContainerInset", \.attributes.textContainerInset),
        IRField("attributes.lineFragmentPadding", \.attributes.lineFragmentPadding),
        IRField("attributes.placeholderLocation", \.attributes.placeholderLocation),
        IRField("attributes.contentInset", \.attributes.contentInset),
        IRField("attributes.contentInsetAdjustmentBehavior", \.attributes.contentInsetAdjustmentBehavior),
        IRField("attributes.contentSize", \.attributes.contentSize),
        IRField("attributes.sectionIndex", \.attributes.sectionIndex),
        IRField("attributes.text", \.attributes.text),
        IRField("attributes.semanticContentAttribute", \.attributes.semanticContentAttribute),
        IRField("flow", \.flow),
        IRField("attributes.stack", \.attributes.stack),
        IRField("arranged", \.arranged),
    ] }

    /// A collection's `flow:` block.
    static var flow: [IRField<FlowSpec>] { [
        IRField("direction", \.direction),
        IRField("alignment", \.alignment),
        IRField("sectionInset", \.sectionInset),
        IRField("interitemSpacing", \.interitemSpacing),
        IRField("lineSpacing", \.lineSpacing),
        IRField("sectionInsetReference", \.sectionInsetReference),
        IRField("itemSize", \.itemSize),
        IRField("sections", \.sections),
    ] }

    /// The attribute names the tables cover, per IR type (for the coverage test).
    static var coveredNames: [String: Set<String>] {
        [
            // Constraints follow the views as statements (``ConstraintStatements``).
            "Screen": Set(screen.map(\.name)).union(["name", "views", "constraints", "constraintKeyLocations"]),
            "KindAttributes": Set(view.map(\.name).filter { $0.hasPrefix("attributes.") }.map { String($0.dropFirst(11)) }),
            "FlowSpec": Set(flow.map(\.name)),
        ]
    }
}

/// One settable field of an IR type and how to write it.
struct IRField<Root> {
    /// The name after `$0.` (a key path, dotted for nested fields).
    let name: String
    /// The field's value as Swift source, or `nil` when it equals the default's.
    private let literal: (Root, Root) -> String?

    init<Value: SwiftLiteral & Equatable>(_ name: String, _ path: KeyPath<Root, Value>) {
        self.name = name
        self.literal = { value, initial in
            value[keyPath: path] == initial[keyPath: path] ? nil : value[keyPath: path].swiftLiteral
        }
    }

    /// `$0.name = literal`, or `nil` when `value` leaves the field at `initial`'s value.
    func assignment(_ value: Root, default initial: Root) -> String? {
        literal(value, initial).map { "$0.\(name) = \($0)" }
    }
}
