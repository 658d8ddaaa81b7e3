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
///
/// A screen can hold a million views, so the struct is kept small: the path is a
/// prefix shared with the view's siblings plus an index, and attribute groups
/// most views leave at their defaults (decorations, kind attributes, a flow)
/// live in copy-on-write boxes that are only allocated when set. The
/// properties read and write as plain stored values.
public struct ViewSpec: Hashable, Sendable {
    // Stored properties are declared widest first: Swift lays them out in
    // declaration order, so this keeps the struct at 128 bytes.

    /// `id:`, unique within the file when given.
    public var id: String?
    /// `path` is `pathPrefix` followed by `pathIndex` when that is not negative.
    @usableFromInline var pathPrefix: String
    /// Indices of the subviews, back to front (flow headers, items and footers of
    /// a collection come first, in section order, then its `children:`).
    public var children: [Int] = []
    @usableFromInline var decorations: CopyOnWriteBox<Decorations>?
    @usableFromInline var attributesBox: CopyOnWriteBox<KindAttributes>?
    @usableFromInline var flowBox: CopyOnWriteBox<FlowSpec>?
    public var positioning: Positioning = .fill
    public var kind: ViewKind
    /// `in:`, the parent's box this view is placed in.
    public var referenceBox: ReferenceBox = .content
    /// `safeArea:`: the edges whose safe-area insets the content box excludes.
    public var safeAreaEdges: EdgeSet = []
    public var hidden = false
    public var clipsToBounds = false
    public var maskedCorners: CornerSet = .all
    @usableFromInline var pathIndex: Int32 = -1
    @usableFromInline var parentIndex: Int32 = -1
    @usableFromInline var compactRole = CompactRole.subview

    public init(id: String? = nil, path: String, kind: ViewKind = .view, parent: Int? = nil) {
        self.id = id
        self.pathPrefix = path
        self.kind = kind
        self.parent = parent
    }

    /// A view whose path is `prefix` followed by `index` (`…/items/` and 12):
    /// siblings share one prefix string instead of holding a path each.
    public init(id: String? = nil, pathPrefix: String, pathIndex: Int, kind: ViewKind = .view, parent: Int? = nil) {
        self.id = id
        self.pathPrefix = pathPrefix
        self.pathIndex = Int32(clamping: pathIndex)
        self.kind = kind
        self.parent = parent
    }

    /// The view's path, `root/children/2/children/0`, used in every message.
    public var path: String {
        get { pathIndex < 0 ? pathPrefix : Self.path(pathPrefix, pathIndex) }
        set {
            pathPrefix = newValue
            pathIndex = -1
        }
    }

    /// `prefix` followed by the decimal digits of `index` (not negative), made
    /// in one allocation: `prefix + String(index)` made the digits a `String`
    /// and then grew a copy of the prefix, about 1,000 instructions a path, and
    /// every finding about a view names it (100,000 on a screen of small buttons).
    static func path(_ prefix: String, _ index: Int32) -> String {
        var digits = 1
        var rest = index
        while rest >= 10 {
            rest /= 10
            digits += 1
        }
        var prefix = prefix
        return prefix.withUTF8 { head in
            String(unsafeUninitializedCapacity: head.count + digits) { buffer in
                if let source = head.baseAddress { buffer.baseAddress!.update(from: source, count: head.count) }
                var value = index
                for offset in stride(from: head.count + digits - 1, through: head.count, by: -1) {
                    buffer[offset] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value % 10)
                    value /= 10
                }
                return head.count + digits
            }
        }
    }

    /// The path in two parts, for writers that append it without building a String.
    @inlinable public var pathParts: (prefix: String, index: Int?) {
        (pathPrefix, pathIndex < 0 ? nil : Int(pathIndex))
    }

    /// Index of the parent view; `nil` for the root.
    public var parent: Int? {
        @inlinable get { parentIndex < 0 ? nil : Int(parentIndex) }
        set { parentIndex = newValue.map { Int32(clamping: $0) } ?? -1 }
    }

    public var role: ViewRole {
        @inlinable get { compactRole.role }
        set { compactRole = CompactRole(newValue) }
    }

    /// `aspectRatio:` (width / height).
    public var aspectRatio: Double? {
        @inlinable get { decorations?.value.aspectRatio }
        set { decorations.modify(initial: Decorations()) { $0.aspectRatio = newValue } }
    }
    /// `insets:`: shrinks the box children are placed in.
    public var insets: Insets {
        @inlinable get { decorations?.value.insets ?? Insets() }
        set { decorations.modify(initial: Decorations()) { $0.insets = newValue } }
    }
    /// `margins:`; `nil` means UIKit's default (8, or the root's system margins).
    public var margins: Insets? {
        @inlinable get { decorations?.value.margins }
        set { decorations.modify(initial: Decorations()) { $0.margins = newValue } }
    }
    public var alpha: Double {
        @inlinable get { decorations?.value.alpha ?? 1 }
        set { decorations.modify(initial: Decorations()) { $0.alpha = newValue } }
    }
    /// `interactive:`; `nil` means the kind's default.
    public var interactiveOverride: Bool? {
        @inlinable get { decorations?.value.interactiveOverride }
        set { decorations.modify(initial: Decorations()) { $0.interactiveOverride = newValue } }
    }
    /// `hitInsets:` (negative values enlarge the hit area).
    public var hitInsets: Insets {
        @inlinable get { decorations?.value.hitInsets ?? Insets() }
        set { decorations.modify(initial: Decorations()) { $0.hitInsets = newValue } }
    }
    /// `alignmentRectInsets:`: UIKit's `alignmentRectInsets`, the alignment rect
    /// inside the frame. Constraints, stacks and `place` lay out the alignment
    /// rect; the frame (drawn, hit-tested) reaches beyond it by these insets
    /// (a switch's frame is 2 pt wider than its 49-pt alignment rect).
    public var alignmentRectInsets: Insets {
        @inlinable get { decorations?.value.alignmentRectInsets ?? Insets() }
        set { decorations.modify(initial: Decorations()) { $0.alignmentRectInsets = newValue } }
    }
    public var cornerRadius: Double {
        @inlinable get { decorations?.value.cornerRadius ?? 0 }
        set { decorations.modify(initial: Decorations()) { $0.cornerRadius = newValue } }
    }
    public var transform: ScaleTransform {
        @inlinable get { decorations?.value.transform ?? ScaleTransform(scaleX: 1, scaleY: 1) }
        set { decorations.modify(initial: Decorations()) { $0.transform = newValue } }
    }
    /// `suppress:`: rule ids not reported for this view.
    public var suppress: [String] {
        @inlinable get { decorations?.value.suppress ?? [] }
        set { decorations.modify(initial: Decorations()) { $0.suppress = newValue } }
    }
    /// `source:`: the object this view was imported from (an Interface Builder
    /// object id), printed in the frames document.
    public var source: String? {
        @inlinable get { decorations?.value.source }
        set { decorations.modify(initial: Decorations()) { $0.source = newValue } }
    }
    /// The axes whose `place`/`frame` value failed to read (a type error, an
    /// empty or misspelt key): the view's size and position there are not what
    /// the author wrote, so findings about a missing pin, a zero size or where
    /// the view ended up are not reported for it (the read error is).
    public var unreadAxes: EdgeSet {
        @inlinable get { decorations?.value.unreadAxes ?? [] }
        set { decorations.modify(initial: Decorations()) { $0.unreadAxes = newValue } }
    }
    /// `hugging`, `compressionResistance`, `spacingAfter`: read by a stack parent.
    public var arranged: ArrangedSettings {
        @inlinable get { decorations?.value.arranged ?? ArrangedSettings() }
        set { decorations.modify(initial: Decorations()) { $0.arranged = newValue } }
    }
    /// The `stack:` block of a stack (UIKit's defaults when absent).
    @inlinable public var stackSpec: StackSpec { attributes.stack ?? StackSpec() }
    public var attributes: KindAttributes {
        // Always inlined: callers read one field, and an outlined getter copies all of them.
        @inlinable @inline(__always) get { attributesBox?.value ?? KindAttributes() }
        set { attributesBox.modify(initial: KindAttributes()) { $0 = newValue } }
    }
    /// `flow:` of a collection.
    public var flow: FlowSpec? {
        @inlinable get { flowBox?.value }
        set {
            if let newValue { flowBox.modify(initial: newValue) { $0 = newValue } } else { flowBox = nil }
        }
    }

    /// Whether any kind attribute is set (`attributes` is not all defaults): a
    /// pass over a million views skips the rest without copying the defaults out.
    @inlinable public var hasKindAttributes: Bool { attributesBox != nil }

    /// Whether the view takes touches (its own setting, not its ancestors').
    @inlinable public var isInteractive: Bool { interactiveOverride ?? kind.isInteractiveByDefault }

    public static func == (a: ViewSpec, b: ViewSpec) -> Bool {
        a.id == b.id && a.path == b.path && a.kind == b.kind && a.referenceBox == b.referenceBox
            && a.safeAreaEdges == b.safeAreaEdges && a.hidden == b.hidden && a.clipsToBounds == b.clipsToBounds
            && a.maskedCorners == b.maskedCorners && a.parentIndex == b.parentIndex && a.compactRole == b.compactRole
            && a.children == b.children && a.positioning == b.positioning
            && (a.decorations?.value ?? Decorations()) == (b.decorations?.value ?? Decorations())
            && a.attributes == b.attributes && a.flow == b.flow
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(path)
        hasher.combine(kind)
        hasher.combine(parentIndex)
        hasher.combine(positioning)
    }
}

extension ViewSpec {
/// The view attributes most views leave at their defaults.
@usableFromInline
struct Decorations: Hashable, Sendable {
    @usableFromInline var aspectRatio: Double?
    @usableFromInline var insets: Insets = .zero
    @usableFromInline var margins: Insets?
    @usableFromInline var alpha: Double = 1
    @usableFromInline var interactiveOverride: Bool?
    @usableFromInline var hitInsets: Insets = .zero
    @usableFromInline var alignmentRectInsets: Insets = .zero
    @usableFromInline var cornerRadius: Double = 0
    @usableFromInline var transform: ScaleTransform = .identity
    @usableFromInline var suppress: [String] = []
    @usableFromInline var arranged = ArrangedSettings()
    @usableFromInline var source: String?
    @usableFromInline var unreadAxes: EdgeSet = []

    /// One folded word (see `WordFold`).
    @usableFromInline func hash(into hasher: inout Hasher) { hasher.combine(foldedWord) }
}
}

/// `ViewRole` in 9 bytes rather than 17.
@usableFromInline
struct CompactRole: Hashable, Sendable {
    @usableFromInline var section: Int32
    @usableFromInline var index: Int32
    @usableFromInline var tag: UInt8

    static let subview = CompactRole(tag: 0, section: 0, index: 0)

    @usableFromInline init(tag: UInt8, section: Int32, index: Int32) {
        self.section = section
        self.index = index
        self.tag = tag
    }

    init(_ role: ViewRole) {
        switch role {
        case .subview: self = .subview
        case .flowItem(let section, let index):
            self.init(tag: 1, section: Int32(clamping: section), index: Int32(clamping: index))
        case .flowHeader(let section): self.init(tag: 2, section: Int32(clamping: section), index: 0)
        case .flowFooter(let section): self.init(tag: 3, section: Int32(clamping: section), index: 0)
        }
    }

    @inlinable var role: ViewRole {
        switch tag {
        case 1: .flowItem(section: Int(section), index: Int(index))
        case 2: .flowHeader(section: Int(section))
        case 3: .flowFooter(section: Int(section))
        default: .subview
        }
    }
}
