import LayoutIR

/// The second pass for a wrapping label of an Interface Builder file
/// (Docs/InterfaceBuilder.md#wrapping-labels). IB measured the label with SF
/// Pro at the width it stored and stored the height it found: that height is
/// the calibration, and stays the answer where the text wraps as it did there
/// (the design device at the default size). At another width or content size
/// the label's height follows its text as UIKit's `preferredMaxLayoutWidth`
/// makes it: the stored height scaled by the measured text's height at the
/// width pass 1 gave over its height at the stored width and the default size,
/// rounded up to the pixel grid. So a narrower phone that wraps the text to
/// three lines where IB showed two makes the label half as tall again, and a
/// wider one that fits it on one line makes it half as tall.
enum StoredWrap {
    /// The label's new intrinsic size, or `nil` when its text wraps at `width`
    /// (pass 1's, padding included) as it did at the stored size.
    static func size(of view: ViewSpec, stored: Size, width: Double, current: Size?,
                     environment: TextEnvironment, measurer: any TextMeasuring, scale: Double) -> Size? {
        guard let text = view.attributes.text, let string = text.text, !width.isNaN else { return nil }
        let padding = TextSizing.paddingInsets(of: view)
        let horizontal = padding.left + padding.right, vertical = padding.top + padding.bottom
        let font = text.effectiveFont
        let design = measurer.measure(string, font: font.resolved(at: .standard),
                                      maxWidth: TextSizing.wrapWidth(stored.width - horizontal),
                                      lineBreakMode: text.lineBreakMode).height(maxLines: text.numberOfLines)
        let cell = measurer.measure(string, font: font.resolved(at: environment.contentSize),
                                    maxWidth: TextSizing.wrapWidth(width - horizontal),
                                    lineBreakMode: text.lineBreakMode).height(maxLines: text.numberOfLines)
        // The same lines as IB's (or no text to measure): pass 1's size, the stored one scaled, stands.
        guard design > 0, cell != design else { return nil }
        let textHeight = max(0, stored.height - vertical) * cell / design
        return Size(width: current?.width ?? stored.width,
                    height: TextSizing.roundedUp(textHeight, scale: scale) + vertical)
    }
}
