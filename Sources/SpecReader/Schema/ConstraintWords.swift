import LayoutIR

/// The words of a constraint line (`constraints:`, `FIRST REL [M *] SECOND
/// [+|- C] [@P]`) and what each means: the one description that completion and
/// hover inside a constraint line, and Docs/SpecKeys.md, are written from.
public enum ConstraintWords {
    /// The attributes the format solves, in the spec format's order, with their
    /// meaning (baselines are not in this version and are not offered).
    public static let attributes: [(name: String, doc: String)] = [
        ("leading", "the leading edge: the left edge, or the right one when the view lays out right to left"),
        ("trailing", "the trailing edge: the right edge, or the left one when the view lays out right to left"),
        ("top", "the top edge"),
        ("bottom", "the bottom edge"),
        ("width", "the width"),
        ("height", "the height"),
        ("centerX", "the horizontal center"),
        ("centerY", "the vertical center"),
        ("left", "the left edge, whatever the layout direction"),
        ("right", "the right edge, whatever the layout direction"),
        ("leadingMargin", "the leading edge of the view's layout margins (margins.leading)"),
        ("trailingMargin", "the trailing edge of the view's layout margins (margins.trailing)"),
        ("topMargin", "the top edge of the view's layout margins (margins.top)"),
        ("bottomMargin", "the bottom edge of the view's layout margins (margins.bottom)"),
        ("leftMargin", "the left edge of the view's layout margins (margins.left)"),
        ("rightMargin", "the right edge of the view's layout margins (margins.right)"),
        ("centerXWithinMargins", "the horizontal center of the view's layout margins (margins.centerX)"),
        ("centerYWithinMargins", "the vertical center of the view's layout margins (margins.centerY)"),
    ]

    /// What an attribute means; baselines say why they are refused.
    public static func attributeDoc(_ name: String) -> String? {
        if name == "firstBaseline" || name == "lastBaseline" {
            return "a baseline: not in this version of the format (unsupported-constraint); constrain top, bottom or centerY instead"
        }
        return attributes.first { $0.name == name }?.doc
    }

    /// Items that name the owning view's superview or one of its guides.
    public static let superviewItems: [(name: String, doc: String)] = [
        ("superview", "the superview of the view the constraint is written under"),
        ("safeArea", "the superview's safeAreaLayoutGuide: its bounds inset by its safe-area insets"),
        ("margins", "the superview's layoutMarginsGuide: the safe-area box inset by its layout margins"),
    ]

    /// Guides after `id.`; `content` and `frame` only of a scroll view.
    public static let guides: [(name: String, doc: String, scrollOnly: Bool)] = [
        ("safeArea", "the view's safeAreaLayoutGuide: its bounds inset by its safe-area insets", false),
        ("margins", "the view's layoutMarginsGuide: the safe-area box inset by its layout margins", false),
        ("content", "the scroll view's contentLayoutGuide: its content area, whose size is contentSize", true),
        ("frame", "the scroll view's frameLayoutGuide: its frame, which does not scroll", true),
    ]

    /// The relations, `=` (or `==`), `<=` and `>=`.
    public static let relations: [(name: String, doc: String)] = [
        ("=", "equal: the first attribute is the second times the multiplier plus the constant (also `==`)"),
        ("<=", "less than or equal: the first attribute is at most the right side"),
        (">=", "greater than or equal: the first attribute is at least the right side"),
    ]

    /// The priorities offered after `@`: the grammar's words, and 999, the
    /// usual "almost required" that may be broken without a log.
    public static let priorities: [(name: String, doc: String)] = [
        ("required", "1000: must hold; if it cannot, unsatisfiable-constraints"),
        ("high", "750 (UILayoutPriorityDefaultHigh)"),
        ("low", "250 (UILayoutPriorityDefaultLow)"),
        ("999", "optional, but above every other optional priority"),
    ]

}
