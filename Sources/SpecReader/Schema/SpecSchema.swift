import LayoutIR

/// The spec format, version 1, as data (Docs/SpecFormat.md, Docs/SpecKeys.md).
///
/// The reader validates every mapping against these objects; the JSON Schema
/// and `layoutc explain` are generated from them. Add a key here first.
public enum SpecSchema {
    static let kindNames = ViewKind.allCases.map(\.rawValue)
    static let edgeNames = ["top", "left", "bottom", "right"]
    static let scrollKinds: [ViewKind] = [.scroll, .collection, .table]

    /// The top level of a file.
    public static let file = ObjectSpec(name: "file", doc: "a layout spec: one screen", keys: [
        KeySpec("layout", .layout, .integer(min: 1, max: 1), required: true, "format version; must be 1"),
        KeySpec("screen", .screen, .string, required: true, "screen name, unique in a project"),
        KeySpec("device", .device, .string, default: "iphone-15-pro",
                "default device id (see `layoutc devices`); the command line overrides it"),
        KeySpec("orientation", .orientation, .oneOf(Orientation.allCases.map(\.rawValue)), default: "portrait",
                "device orientation"),
        KeySpec("bars", .bars, .list(.oneOf(Bar.allCases.map(\.rawValue))), default: "[status]",
                "bars the hosting controllers show; they add to the root's safe area"),
        KeySpec("additionalSafeAreaInsets", .additionalSafeAreaInsets, .insets, default: "0",
                "the root controller's additionalSafeAreaInsets, added per edge"),
        KeySpec("root", .root, .view, required: true, "the root view controller's view"),
        KeySpec("source", .source, .object("source"),
                "where an imported screen came from: the Interface Builder file and its object id"),
    ])

    /// `source:` of an imported screen (Docs/InterfaceBuilder.md).
    public static let source = ObjectSpec(name: "source", doc: "the file and object an imported screen came from", keys: [
        KeySpec("file", .sourceFile, .string, "the Interface Builder file, as it was named to layoutc import"),
        KeySpec("object", .sourceObject, .string, "the object id of the top-level view or view controller"),
    ])

    /// Keys every view accepts (section 2).
    static let commonViewKeys: [KeySpec] = [
        KeySpec("id", .id, .string, "identifier, unique within the file; names the view in messages and output"),
        KeySpec("kind", .kind, .oneOf(kindNames), default: "view", "the UIKit class the view stands for"),
        KeySpec("frame", .frame, .rect, "[x, y, width, height] from the reference box's origin; not with place"),
        KeySpec("place", .place, .object("place"), "pins edges inside the reference box, one axis at a time; not with frame"),
        KeySpec("in", .referenceBox, .oneOf(ReferenceBox.allCases.map(\.rawValue)), default: "content",
                "the parent's box the view is placed in"),
        KeySpec("aspectRatio", .aspectRatio, .number(), "width / height; stands in for a missing width or height"),
        KeySpec("insets", .insets, .insets, default: "0", "shrinks the box this view's children are placed in"),
        KeySpec("safeArea", .safeArea, .booleanOrEdges, default: "false",
                "makes the view a safe-area container: children stay clear of its safe-area insets (all or the listed edges)"),
        KeySpec("margins", .margins, .insets, default: "8",
                "layout margins (the root's are 0 top and bottom, 16 or 20 at the sides)"),
        KeySpec("children", .children, .views, "subviews, back to front"),
        KeySpec("hidden", .hidden, .boolean, default: "false", "hidden views take no touches"),
        KeySpec("alpha", .alpha, .number(min: 0, max: 1), default: "1", "opacity; below 0.01 the view takes no touches"),
        KeySpec("interactive", .interactive, .boolean,
                "takes touches (default true for button, textField, textView, cell; false otherwise)"),
        KeySpec("hitInsets", .hitInsets, .insets, default: "0",
                "insets of the hit area from the bounds; negative values enlarge it, like overriding point(inside:with:)"),
        KeySpec("alignmentRectInsets", .alignmentRectInsets, .insets, default: "0",
                "UIKit's alignmentRectInsets: the rect constraints, stacks and place lay out is the frame inset by these (a switch's [0, 0, 0, 2])"),
        KeySpec("clipsToBounds", .clipsToBounds, .boolean, default: "false", "clips drawing (not touches) to the bounds"),
        KeySpec("cornerRadius", .cornerRadius, .number(min: 0), default: "0", "the layer's corner radius"),
        KeySpec("maskedCorners", .maskedCorners, .list(.oneOf(["topLeft", "topRight", "bottomLeft", "bottomRight"])),
                default: "[topLeft, topRight, bottomLeft, bottomRight]", "the corners cornerRadius rounds"),
        KeySpec("transform", .transform, .object("transform"), "a scale about the view's center; bounds stay, the frame is the scaled box"),
        KeySpec("suppress", .suppress, .list(.string), "rule ids not reported for this view"),
        KeySpec("source", .source, .string, "the object id an imported view came from; printed in the frames document"),
        KeySpec("hugging", .hugging, .priority, default: "250 (a label: 251)",
                "in a stack: content hugging priority along the stack's axis, the lowest stretches; laid out by constraints: size <= intrinsic at this priority, per axis with {horizontal:, vertical:}"),
        KeySpec("compressionResistance", .compressionResistance, .priority, default: "750",
                "in a stack: compression resistance priority along the stack's axis, the lowest shrinks first; laid out by constraints: size >= intrinsic at this priority, per axis with {horizontal:, vertical:}"),
        KeySpec("spacingAfter", .spacingAfter, .number(), "in a stack: the gap after this view (setCustomSpacing(_:after:))"),
        KeySpec("constraints", .constraints, .list(.constraint),
                "Auto Layout constraints: `FIRST REL [M *] SECOND [+|- C] [@P]`; the view is then laid out by constraints"),
        KeySpec("semanticContentAttribute", .semanticContentAttribute,
                .oneOf(SemanticContentAttribute.allCases.map(\.rawValue)),
                "fixes the layout direction of the view and its subtree, whatever the language's"),
    ]

    /// The kinds that show text (Docs/SpecFormat.md#text-dynamic-type-and-layout-direction).
    static let textKinds: [ViewKind] = [.label, .button, .textField, .textView]

    /// Keys only some kinds accept (Docs/SpecFormat.md#kinds).
    static let kindViewKeys: [KeySpec] = [
        KeySpec("textInsets", .textInsets, .insets, default: "0", kinds: [.label], "insets of the text rect (a padded UILabel)"),
        KeySpec("fontSize", .fontSize, .number(min: 0), kinds: [.label], "font size in points"),
        KeySpec("minimumScaleFactor", .minimumScaleFactor, .number(min: 0, max: 1), default: "0", kinds: [.label],
                "smallest font scale when the text shrinks to fit"),
        KeySpec("intrinsicSize", .intrinsicSize, .intrinsicSize, kinds: ViewKind.allCases,
                "intrinsic content size (an axis may be null: none), used when place leaves a dimension open, as the natural size in a stack and by constraints; on a stack, its own length on an axis, in place of its arranged views'"),
        KeySpec("text", .text, .string, kinds: textKinds,
                "the text shown (a button's title); measured for the intrinsic size when 'intrinsicSize' is absent"),
        KeySpec("font", .font, .object("font"), default: "{size: 17}", kinds: textKinds,
                "a text style that scales with Dynamic Type, or a fixed size and weight"),
        KeySpec("numberOfLines", .numberOfLines, .integer(min: 0, max: 100_000), default: "1", kinds: textKinds,
                "the most lines the text wraps to; 0 = as many as needed"),
        KeySpec("lineBreakMode", .lineBreakMode, .oneOf(LineBreakMode.allCases.map(\.rawValue)),
                default: "truncatingTail", kinds: textKinds, "how text that does not fit is wrapped or cut"),
        KeySpec("contentInsets", .contentInsets, .insets, default: "0", kinds: [.button], "the button's contentEdgeInsets"),
        KeySpec("contentSize", .imageSize, .size, kinds: [.image], "the image's size in points"),
        KeySpec("contentMode", .contentMode, .oneOf(ContentMode.allCases.map(\.rawValue)), default: "scaleToFill",
                kinds: [.image], "how the image is drawn in the bounds"),
        KeySpec("textContainerInset", .textContainerInset, .insets, default: "[8, 0, 8, 0]", kinds: [.textView],
                "inset of the text container"),
        KeySpec("lineFragmentPadding", .lineFragmentPadding, .number(min: 0), default: "5", kinds: [.textView],
                "padding at both ends of every line fragment"),
        KeySpec("placeholder", .placeholder, .object("placeholder"), kinds: [.textView], "a placeholder label"),
        KeySpec("contentInset", .contentInset, .insets, default: "0", kinds: scrollKinds, "the scroll view's contentInset"),
        KeySpec("contentInsetAdjustmentBehavior", .contentInsetAdjustmentBehavior,
                .oneOf(ContentInsetAdjustmentBehavior.allCases.map(\.rawValue)), default: "automatic", kinds: scrollKinds,
                "which safe-area edges are added to adjustedContentInset"),
        KeySpec("contentSize", .scrollContentSize, .size, kinds: scrollKinds,
                "the scrollable content size; computed from the children when absent (a collection's flow sets its own)"),
        KeySpec("sectionIndex", .sectionIndex, .boolean, default: "false", kinds: [.table],
                "shows a section index strip along the right edge"),
        KeySpec("flow", .flow, .object("flow"), kinds: [.collection], "a UICollectionViewFlowLayout"),
        KeySpec("stack", .stack, .object("stack"), kinds: [.stack], "a UIStackView: how the children are arranged"),
    ]

    /// A view (section 2), all kinds' keys together.
    public static let view = ObjectSpec(name: "view", doc: "a view; every node of the tree",
                                        keys: commonViewKeys + kindViewKeys)

    /// `place:` (Docs/SpecFormat.md#placement-in-the-parent).
    public static let place = ObjectSpec(name: "place", doc: "edges pinned inside the reference box", keys: [
        KeySpec("in", .referenceBox, .oneOf(ReferenceBox.allCases.map(\.rawValue)), default: "content",
                "the parent's box the view is placed in"),
        KeySpec("left", .left, .length, "inset from the box's left edge"),
        KeySpec("right", .right, .length, "inset from the box's right edge"),
        KeySpec("width", .width, .length, "the width"),
        KeySpec("leading", .leading, .length,
                "inset from the box's leading edge: the left edge, the right one right to left; not with left or right"),
        KeySpec("trailing", .trailing, .length,
                "inset from the box's trailing edge: the right edge, the left one right to left; not with left or right"),
        KeySpec("centerX", .centerX, .length, "offset of the center from the box's vertical mid line"),
        KeySpec("top", .top, .length, "inset from the box's top edge"),
        KeySpec("bottom", .bottom, .length, "inset from the box's bottom edge"),
        KeySpec("height", .height, .length, "the height"),
        KeySpec("centerY", .centerY, .length, "offset of the center from the box's horizontal mid line"),
        KeySpec("aspectRatio", .aspectRatio, .number(), "width / height; stands in for a missing width or height"),
    ], exclusivePairs: [("left", "leading"), ("left", "trailing"), ("right", "leading"), ("right", "trailing")])

    /// `transform:`.
    public static let transform = ObjectSpec(name: "transform", doc: "a scale about the view's center", keys: [
        KeySpec("scale", .scale, .number(), "the same scale on both axes"),
        KeySpec("scaleX", .scaleX, .number(), default: "1", "horizontal scale"),
        KeySpec("scaleY", .scaleY, .number(), default: "1", "vertical scale"),
    ], exclusivePairs: [("scale", "scaleX"), ("scale", "scaleY")])

    /// `font:` of a text view (Docs/SpecFormat.md#text-dynamic-type-and-layout-direction).
    public static let font = ObjectSpec(name: "font", doc: "a text style, or a fixed size and weight", keys: [
        KeySpec("style", .style, .oneOf(TextStyle.allCases.map(\.rawValue)),
                "a text style: its size follows the content size category (Dynamic Type); not with size or weight"),
        KeySpec("size", .size, .number(min: 0), "a fixed point size, which Dynamic Type does not scale"),
        KeySpec("weight", .weight, .oneOf(FontWeight.allCases.map(\.rawValue)), default: "regular",
                "the weight of a fixed size"),
    ], exclusivePairs: [("style", "size"), ("style", "weight")])

    /// `placeholder:` of a text view.
    public static let placeholder = ObjectSpec(name: "placeholder", doc: "a text view's placeholder label", keys: [
        KeySpec("location", .location, .point, default: "[0, 0]",
                "offset from the first glyph's position (padding + inset); a location outside the text is ignored"),
    ])

    /// `flow:` of a collection (section 3).
    public static let flow = ObjectSpec(name: "flow", doc: "a UICollectionViewFlowLayout", keys: [
        KeySpec("direction", .direction, .oneOf(FlowDirection.allCases.map(\.rawValue)), default: "vertical", "scroll direction"),
        KeySpec("align", .align, .oneOf(FlowAlignment.allCases.map(\.rawValue)), default: "justified",
                "justified is UIKit's own; left packs at interitemSpacing like the tag-chip subclass"),
        KeySpec("sectionInset", .sectionInset, .insets, default: "0", "insets of every section"),
        KeySpec("interitemSpacing", .interitemSpacing, .number(min: 0), default: "10", "minimumInteritemSpacing"),
        KeySpec("lineSpacing", .lineSpacing, .number(min: 0), default: "10", "minimumLineSpacing"),
        KeySpec("sectionInsetReference", .sectionInsetReference, .oneOf(SectionInsetReference.allCases.map(\.rawValue)),
                default: "contentInset", "what the section insets are measured from"),
        KeySpec("itemSize", .itemSize, .size, default: "[50, 50]", "size of items without their own size"),
        KeySpec("sections", .sections, .list(.object("section")), "the sections; or items, for one section"),
        KeySpec("items", .items, .list(.object("item")), "the items of a single section"),
    ])

    /// One section of a flow.
    public static let section = ObjectSpec(name: "section", doc: "a flow section", keys: [
        KeySpec("header", .header, .number(min: 0), default: "0", "header reference size along the scroll axis (0: none)"),
        KeySpec("footer", .footer, .number(min: 0), default: "0", "footer reference size along the scroll axis (0: none)"),
        KeySpec("items", .items, .list(.object("item")), "the section's items"),
    ])

    /// Alignment words: UIKit's `top` and `bottom` are `leading` and `trailing` of a horizontal stack.
    static let stackAlignmentNames = StackAlignment.allCases.map(\.rawValue) + ["top", "bottom"]

    /// `stack:` of a stack view (Docs/SpecFormat.md#stack-views).
    public static let stack = ObjectSpec(name: "stack", doc: "a UIStackView's arrangement", keys: [
        KeySpec("axis", .axis, .oneOf(StackAxis.allCases.map(\.rawValue)), default: "horizontal",
                "the axis the children are arranged along"),
        KeySpec("distribution", .distribution, .oneOf(StackDistribution.allCases.map(\.rawValue)), default: "fill",
                "how the children are sized along the axis"),
        KeySpec("alignment", .alignment, .oneOf(stackAlignmentNames), default: "fill",
                "how the children are placed across the axis (top and bottom: a horizontal stack's leading and trailing)"),
        KeySpec("spacing", .spacing, .number(), default: "0", "the gap between neighbouring visible children"),
        KeySpec("layoutMarginsRelative", .layoutMarginsRelative, .boolean, default: "false",
                "isLayoutMarginsRelativeArrangement: arrange inside the `in: margins` box"),
        KeySpec("prioritiesFromArrangedViews", .prioritiesFromArrangedViews, .boolean, default: "false",
                "the stack's own hugging and compression resistance come from its arranged views, as UIStackView's constraints make them (an imported IB stack)"),
    ], refusedWords: [(when: "axis", is: StackAxis.vertical.rawValue, key: "alignment", words: ["top", "bottom"])])

    /// View keys a flow item does not accept: the flow places it.
    static let placementKeys: Set<KeyID> = [.frame, .place, .referenceBox, .aspectRatio, .constraints]

    /// A flow item: a view (kind `cell` by default) with a size and a repeat count.
    public static let item = ObjectSpec(name: "item", doc: "a flow item; a view the flow places", keys: [
        KeySpec("size", .size, .size, "the item's size; the flow's itemSize when absent"),
        KeySpec("repeat", .repeatCount, .integer(min: 0, max: Int(Int32.max)), default: "1",
                "how many copies; ids become id[0], id[1]…"),
    ] + view.keys.filter { !placementKeys.contains($0.id) }.map { key in
        // An item's kind defaults to `cell`, not `view`: the docs, the JSON
        // Schema and completion read the default from here.
        key.id == .kind ? KeySpec("kind", .kind, .oneOf(kindNames), default: ViewKind.cell.rawValue, key.doc) : key
    })

    /// The map form of a constraint (Docs/SpecFormat.md#auto-layout-constraints).
    public static let constraint = ObjectSpec(name: "constraint", doc: "an Auto Layout constraint with a name", keys: [
        KeySpec("constraint", .constraint, .string, required: true,
                "the constraint line, `FIRST REL [M *] SECOND [+|- C] [@P]`"),
        KeySpec("id", .id, .string, "the constraint's name (its identifier), used in messages"),
    ])

    /// The map form of a priority per axis (`hugging`, `compressionResistance`).
    public static let axisPriorities = ObjectSpec(name: "axisPriorities", doc: "a priority per axis", keys: [
        KeySpec("horizontal", .horizontal, .number(min: 1, max: 1000), "the priority on the horizontal axis"),
        KeySpec("vertical", .vertical, .number(min: 1, max: 1000), "the priority on the vertical axis"),
    ])

    /// Every object, by name (for `.object(name)` shapes).
    public static let objects: [String: ObjectSpec] = [
        "file": file, "view": view, "place": place, "transform": transform, "placeholder": placeholder, "font": font,
        "flow": flow, "section": section, "item": item, "stack": stack, "constraint": constraint,
        "axisPriorities": axisPriorities, "source": source,
    ]
}
