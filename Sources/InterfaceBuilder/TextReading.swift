import LayoutIR

/// The text of labels, buttons, text fields and text views (Docs/InterfaceBuilder.md,
/// "Text"): `text` (a button's normal-state `title`), `fontDescription`
/// (a text style, or the system font at a size and weight), `numberOfLines`
/// and `lineBreakMode`, so the compiler can measure it at other content sizes
/// and directions. The stored frame stays the view's `intrinsicSize`; the
/// driver scales it by how the measured text changes (`InterfaceBuilderText`).
extension ScreenBuilder {
    /// IB's text style names (`UIFontTextStyle` values).
    static let textStyles: [String: TextStyle] = [
        "UICTFontTextStyleTitle0": .largeTitle, "UICTFontTextStyleTitle1": .title1,
        "UICTFontTextStyleTitle2": .title2, "UICTFontTextStyleTitle3": .title3,
        "UICTFontTextStyleHeadline": .headline, "UICTFontTextStyleBody": .body,
        "UICTFontTextStyleCallout": .callout, "UICTFontTextStyleSubhead": .subheadline,
        "UICTFontTextStyleFootnote": .footnote, "UICTFontTextStyleCaption1": .caption1,
        "UICTFontTextStyleCaption2": .caption2,
    ]

    /// IB's `lineBreakMode` values.
    static let lineBreakModes: [String: LineBreakMode] = [
        "wordWrap": .byWordWrapping, "characterWrap": .byCharWrapping, "clip": .byClipping,
        "headTruncation": .truncatingHead, "middleTruncation": .truncatingMiddle, "tailTruncation": .truncatingTail,
    ]

    /// The text attributes of view element `element`; nil when it is not a
    /// label, button, text field or text view, or has no text.
    func readText(of element: Int) -> TextAttributes? {
        let node = tree.elements[element]
        let string: String?
        switch node.name {
        case "label", "textField": string = node["text"]
        // A text view's text is an element's content: `<string key="text">Lorem…</string>`. Only a
        // text view that does not scroll sizes itself to its text; a scrolling one's text scrolls, so
        // it is never cut, and is not measured.
        case "textView" where node["scrollEnabled"] == "NO":
            string = tree.child(of: element, named: "string", key: "text").flatMap { tree.strings[$0] }
        case "button":
            string = tree.children(of: element, named: "state").first { tree.elements[$0]["key"] == "normal" }
                .flatMap { tree.elements[$0]["title"] }
        default: return nil
        }
        guard let string, !string.isEmpty else { return nil }
        var text = TextAttributes(text: string)
        if let font = tree.child(of: element, named: "fontDescription", key: "fontDescription") {
            text.font = Self.font(tree.elements[font])
        } else if node.name == "button" {
            // A system button's title is 15 pt (UIButton's default font); a label's default is UILabel's.
            text.font = .fixed(size: 15, weight: .regular)
        } else if node.name == "textView" {
            // UITextView's default font is 12 pt.
            text.font = .fixed(size: 12, weight: .regular)
        }
        if node.name == "textView" {
            // A text view wraps at words and shows every line.
            text.numberOfLines = 0
            text.lineBreakMode = .byWordWrapping
        }
        if node.name == "label" {
            text.numberOfLines = node["numberOfLines"].flatMap(Int.init).map { max(0, $0) } ?? 1
            text.lineBreakMode = node["lineBreakMode"].flatMap { Self.lineBreakModes[$0] } ?? .truncatingTail
        }
        return text
    }

    /// Whether `element` is a cell style's built-in label (the `textLabel` or
    /// `detailTextLabel` a `tableViewCell` names).
    func isCellStyleLabel(_ element: Int) -> Bool {
        guard tree.elements[element].name == "label", let id = tree.elements[element]["id"] else { return false }
        var ancestor = tree.elements[element].parent
        while let index = ancestor {
            let node = tree.elements[index]
            if node.name == "tableViewCell" { return node["textLabel"] == id || node["detailTextLabel"] == id }
            ancestor = node.parent
        }
        return false
    }

    /// A cell style's built-in labels are laid out by the cell at run time
    /// (UITableViewCell's `layoutSubviews`), not at the frame IB stored around its
    /// sample text: each spans the content view between the layout margins (the
    /// nearer side's distance IB drew it at, at both ends; the cell shares the
    /// width between its two labels, which a finding does not judge) and is as tall as its text, at
    /// its stored y. Read as the app shows it only: as saved, the stored frame
    /// is what IB drew.
    func placeCellStyleLabels() {
        guard savedBy == nil else { return }
        for index in views.indices where index < elementOfView.count && isCellStyleLabel(elementOfView[index]) {
            guard case .place = views[index].positioning, let frame = stored[index].frame,
                  let parent = views[index].parent, let box = stored[parent].frame else { continue }
            // The margin is the nearer side's: a Right Detail cell's detail label sits at the trailing one.
            let margin = max(0, min(frame.x, box.width - frame.maxX))
            views[index].positioning = .place(
                horizontal: AxisPins(leading: .points(margin), trailing: .points(margin), isDirectional: true),
                vertical: AxisPins(leading: .points(frame.y)))
        }
    }

    /// `style="UICTFontTextStyleBody"` → the style; `type="system"` (or
    /// `boldSystem`, `italicSystem`) with `pointSize` and `weight` → that size;
    /// a custom font (`name=`, `family=`) → its point size at regular weight,
    /// measured with Inter as every font is. Nil when no size can be read.
    static func font(_ description: MarkupElement) -> TextFont? {
        if let style = description["style"] { return textStyles[style].map(TextFont.style) }
        guard let size = description["pointSize"].flatMap(Double.init), size.isFinite, size > 0 else { return nil }
        var weight = description["weight"].flatMap(FontWeight.init(rawValue:)) ?? .regular
        if description["type"] == "boldSystem" { weight = .bold }
        return .fixed(size: size, weight: weight)
    }
}
