/// What role a view plays in its parent.
public enum ViewRole: Hashable, Sendable {
    /// An ordinary subview from `children:` (or the root).
    case subview
    /// Item `index` (after `repeat` expansion) of flow section `section`.
    case flowItem(section: Int, index: Int)
    /// The header of flow section `section`.
    case flowHeader(section: Int)
    /// The footer of flow section `section`.
    case flowFooter(section: Int)
}

/// One view of a screen, as the spec describes it: no YAML, no positions.
///
/// Views live in a flat array in pre-order (parents before children, document
/// order); `parent` and `children` are indices into it.
public struct ViewSpec: Hashable, Sendable {
    /// `id:`, unique within the file when given.
    public var id: String?
    /// The view's path, `root/children/2/children/0`, used in every message.
    public var path: String
    public var kind: ViewKind
    /// Index of the parent view; `nil` for the root.
    public var parent: Int?
    /// Indices of the subviews, back to front (flow headers, items and footers of
    /// a collection come first, in section order, then its `children:`).
    public var children: [Int] = []
    public var role: ViewRole = .subview

    /// `in:`, the parent's box this view is placed in.
    public var referenceBox: ReferenceBox = .content
    public var positioning: Positioning = .fill
    /// `aspectRatio:` (width / height).
    public var aspectRatio: Double?

    /// `insets:`: shrinks the box children are placed in.
    public var insets: Insets = .zero
    /// `safeArea:`: the edges whose safe-area insets the content box excludes.
    public var safeAreaEdges: EdgeSet = []
    /// `margins:`; `nil` means UIKit's default (8, or the root's system margins).
    public var margins: Insets?

    public var hidden = false
    public var alpha: Double = 1
    /// `interactive:`; `nil` means the kind's default.
    public var interactiveOverride: Bool?
    /// `hitInsets:` (negative values enlarge the hit area).
    public var hitInsets: Insets = .zero
    public var clipsToBounds = false
    public var cornerRadius: Double = 0
    public var maskedCorners: CornerSet = .all
    public var transform: ScaleTransform = .identity
    /// `suppress:`: rule ids not reported for this view.
    public var suppress: [String] = []
    public var attributes = KindAttributes()
    /// `flow:` of a collection.
    public var flow: FlowSpec?

    public init(id: String? = nil, path: String, kind: ViewKind = .view, parent: Int? = nil) {
        self.id = id
        self.path = path
        self.kind = kind
        self.parent = parent
    }

    /// Whether the view takes touches (its own setting, not its ancestors').
    public var isInteractive: Bool { interactiveOverride ?? kind.isInteractiveByDefault }
}
