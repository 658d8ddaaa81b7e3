/// A bar shown by the hosting controllers, which adds to the root's safe area.
public enum Bar: String, Hashable, Sendable, CaseIterable {
    case status, navigation, largeTitle, tab, toolbar

    /// Whether the bar sits at the top of the screen.
    public var isTop: Bool { self == .status || self == .navigation || self == .largeTitle }
}

/// Device orientation.
public enum Orientation: String, Hashable, Sendable, CaseIterable {
    case portrait, landscape
}

/// Where an imported screen came from: `source: {file:, object:}`.
public struct ScreenSource: Hashable, Sendable {
    /// The Interface Builder file, as it was named.
    public var file: String
    /// The object id of the top-level view or view controller.
    public var object: String

    public init(file: String, object: String) {
        self.file = file
        self.object = object
    }
}

/// A whole spec file: one screen, as the IR.
public struct Screen: Hashable, Sendable {
    /// `layout:`, the format version (1).
    public var formatVersion: Int = 1
    /// `screen:`, the screen's name.
    public var name: String
    /// `device:`, the default device id, when given.
    public var deviceID: String?
    /// `orientation:`, when given.
    public var orientation: Orientation?
    /// `bars:` (default `[status]`).
    public var bars: [Bar] = [.status]
    /// The root controller's `additionalSafeAreaInsets`.
    public var additionalSafeAreaInsets: Insets = .zero
    /// Every view, in pre-order; `views[0]` is the root.
    public var views: [ViewSpec]
    /// Auto Layout constraints (Docs/SpecFormat.md#auto-layout-constraints) that read without error, in
    /// document order: the order the conflict search takes them in.
    public var constraints: [LayoutConstraint] = []
    /// For views that have them, where their `frame`/`place` and `intrinsicSize`
    /// keys are written (filled only when the screen has constraints).
    public var constraintKeyLocations: [Int: ConstraintKeyLocations] = [:]
    /// `source:`: the file and object an imported screen came from.
    public var source: ScreenSource?

    public init(name: String, views: [ViewSpec]) {
        self.name = name
        self.views = views
    }
}
