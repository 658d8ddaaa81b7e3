import LayoutIR

/// The measured text of one view, after the solve: what `text-truncated` and
/// `text-clipped` compare with the view's size.
public struct TextRecord: Hashable, Sendable {
    /// The view's index in `screen.views`.
    public var view: Int
    /// The font at the solved content size.
    public var font: ResolvedFont
    /// Whether the font is a text style (it scales with Dynamic Type).
    public var scales: Bool
    /// The text on one line: its advance width, rounded up to the pixel grid.
    public var lineWidth: Double
    /// The font's line height.
    public var lineHeight: Double
    /// The box the text is drawn in: the bounds less the kind's padding.
    public var textBox: Size
    /// Lines the text wraps to at `textBox.width` (1 when it does not wrap).
    public var lineCount: Int
    /// The fewest lines SF Pro could wrap it to: Inter's lines at the box's
    /// width widened by the measuring margin (`textBox.width / (1 − TextMargin.width)`),
    /// since SF Pro's lines are at most that much narrower; `lineCount` when it
    /// does not wrap. A finding that holds only at `lineCount` says *may*.
    public var fewestLineCount = 0
    /// `numberOfLines` (0: no limit).
    public var maxLines: Int
    /// The height the shown lines need (capped at `maxLines`), rounded up to the pixel grid.
    public var neededHeight: Double
    public var lineBreakMode: LineBreakMode
    /// `lineWidth` and `neededHeight` before they were rounded up to the pixel
    /// grid: the text rules' measuring margin applies to these, and the
    /// rounding is allowed for on its own (a 17-pt line 20.57 pt tall rounds
    /// to 21 at @2x where SF Pro's 20.29 rounds to 20.5).
    public var unroundedLineWidth: Double = 0
    public var unroundedHeight: Double = 0
    /// Whether the spec gives the view's `intrinsicSize`: the layout takes the
    /// author's size, not the measured one, and the text rules still check
    /// that the text fits the frame it gets.
    public var sizeGiven = false
}

/// The records of every view with text: those measured for their size, and
/// those whose `intrinsicSize` the spec gives (Docs/SpecFormat.md#text-dynamic-type-and-layout-direction leaves an
/// explicit size to the author; whether the text fits it is still checked).
enum TextRecords {
    static func make(_ screen: Screen, layout: ResolvedLayout, measured: [Bool], environment: TextEnvironment) -> [TextRecord] {
        guard let measurer = environment.measurer else { return [] }
        let scale = layout.device.scale
        var records: [TextRecord] = []
        for index in screen.views.indices where screen.views[index].hasKindAttributes && index < layout.views.count {
            let spec = screen.views[index]
            guard let text = spec.attributes.text, let string = text.text else { continue }
            let sizeGiven = index >= measured.count || !measured[index]
            let font = text.effectiveFont.resolved(at: environment.contentSize)
            let padding = TextSizing.paddingInsets(of: spec)
            let bounds = layout.views[index].boundsSize
            let box = Size(width: bounds.width - padding.left - padding.right,
                           height: bounds.height - padding.top - padding.bottom)
            let line = measurer.measure(string, font: font, maxWidth: nil)
            let wraps = text.numberOfLines != 1
            let lines = wraps
                ? measurer.measure(string, font: font, maxWidth: TextSizing.wrapWidth(box.width),
                                   lineBreakMode: text.lineBreakMode) : line
            let height = lines.height(maxLines: wraps ? text.numberOfLines : 1)
            let fewest = wraps
                ? measurer.measure(string, font: font, maxWidth: TextSizing.wrapWidth(box.width / (1 - TextMargin.width)),
                                   lineBreakMode: text.lineBreakMode).lineCount : nil
            var scales = false
            if case .style = text.effectiveFont { scales = true }
            var record = TextRecord(
                view: index, font: font, scales: scales, lineWidth: TextSizing.roundedUp(line.width, scale: scale),
                lineHeight: line.lineHeight, textBox: box, lineCount: wraps ? lines.lineCount : min(1, line.lineCount),
                maxLines: text.numberOfLines,
                neededHeight: TextSizing.roundedUp(height, scale: scale),
                lineBreakMode: text.lineBreakMode, unroundedLineWidth: line.width, unroundedHeight: height,
                sizeGiven: sizeGiven)
            record.fewestLineCount = min(fewest ?? record.lineCount, record.lineCount)
            records.append(record)
        }
        return records
    }
}
