import LayoutIR

/// Before the pass (Docs/SpecFormat.md#text-dynamic-type-and-layout-direction): every view's layout direction (its
/// `semanticContentAttribute`, else its parent's, else the environment's), the
/// `place:` pins written as `leading`/`trailing` swapped right to left, and the
/// measured intrinsic size of every text view without `intrinsicSize`: one
/// line's advance width by the line height, rounded up to the pixel grid.
/// Wrapped text gets its height later, once its width is known: from `place`
/// in the same pass (``TextSizing/wrappedHeight(_:width:in:)``), from
/// constraints or a stack in a second pass (``TextSecondPass``).
struct TextPrepass {
    /// The screen the pass solves: measured sizes and mirrored pins filled in.
    var screen: Screen
    /// Per view, whether it lays out right to left; empty when none does.
    var rightToLeft: [Bool] = []
    /// Per view, whether its intrinsic size was measured; empty when none was.
    var measured: [Bool] = []
    /// The measured texts that wrap (`numberOfLines` ≠ 1), in document order,
    /// with their one line's advance width (not rounded): the second pass's
    /// candidates (``TextSecondPass``); an IB file's wrapping label (its
    /// `storedWrap`) is one too, its width infinite (it is always measured again).
    var wrapping: [(view: Int, lineWidth: Double)] = []

    init(_ screen: Screen, environment: TextEnvironment, scale: Double) {
        self.screen = screen
        let count = screen.views.count
        let rtlEnvironment = environment.direction == .rightToLeft
        // The changes are written after the loop, and only when there are any: a write
        // in the loop made the optimizer make the views unique before it, a copy of
        // every view (128 bytes each, retained) on screens with no text at all.
        var mirrored: [(view: Int, positioning: Positioning)] = []
        var sized: [(view: Int, size: Size)] = []
        for index in 0..<count {
            // Most views set no kind attribute: they have no text and force no direction.
            // Each field is read from the view in place: a copy of the whole attributes
            // (text, font, measurer and all) per view was 3 % of a compile of 100,000 cells.
            let hasAttributes = screen.views[index].hasKindAttributes
            if !hasAttributes, !rtlEnvironment, rightToLeft.isEmpty { continue }
            let forced = hasAttributes ? screen.views[index].attributes.semanticContentAttribute : nil
            let parentRTL = screen.views[index].parent.flatMap { $0 < index && !rightToLeft.isEmpty ? rightToLeft[$0] : nil }
            let rtl = forced.map { $0 == .forceRightToLeft } ?? parentRTL ?? rtlEnvironment
            if rtl, rightToLeft.isEmpty { rightToLeft = [Bool](repeating: false, count: count) }
            if !rightToLeft.isEmpty { rightToLeft[index] = rtl }
            if rtl, case .place(var h, let v) = screen.views[index].positioning, h.isDirectional {
                (h.leading, h.trailing) = (h.trailing, h.leading)
                mirrored.append((index, .place(horizontal: h, vertical: v)))
            }
            guard hasAttributes, let measurer = environment.measurer, let text = screen.views[index].attributes.text,
                  let string = text.text else { continue }
            guard screen.views[index].attributes.intrinsicSize == nil else {
                // An IB file's wrapping label keeps the size IB stored for pass 1; pass 2 scales it.
                if text.storedWrap != nil, text.numberOfLines != 1 { wrapping.append((index, .infinity)) }
                continue
            }
            let font = text.effectiveFont.resolved(at: environment.contentSize)
            let line = measurer.measure(string, font: font, maxWidth: nil)
            let padding = TextSizing.padding(of: screen.views[index])
            let size = Size(width: TextSizing.roundedUp(line.width, scale: scale) + padding.width,
                            height: TextSizing.roundedUp(line.height(maxLines: 1), scale: scale) + padding.height)
            sized.append((index, size))
            if measured.isEmpty { measured = [Bool](repeating: false, count: count) }
            measured[index] = true
            if text.numberOfLines != 1 { wrapping.append((index, line.width)) }
        }
        if !mirrored.isEmpty {
            for change in mirrored { self.screen.views[change.view].positioning = change.positioning }
        }
        if !sized.isEmpty {
            for change in sized { self.screen.views[change.view].attributes.intrinsicSize = change.size }
        }
    }
}

/// How text sizes turn into view sizes.
enum TextSizing {
    /// Rounded up to the pixel grid (a millionth of a pixel of slack, so a
    /// width that is a whole number of pixels stays it).
    static func roundedUp(_ value: Double, scale: Double) -> Double {
        guard scale > 0, value.isFinite else { return value }
        return (value * scale - 1e-6).rounded(.up) / scale
    }

    /// The width a text is wrapped at in a box `available` wide: a millionth of
    /// a point more, so that a box whose edges were rounded to the pixel grid
    /// (24.999999999999996 for 25 in binary floating point) still holds a line
    /// as wide as the box. Never negative.
    static func wrapWidth(_ available: Double) -> Double {
        max(0, available + 1e-6)
    }

    /// What a kind adds around its text: a label its `textInsets`, a button its
    /// `contentInsets`, a text view its `textContainerInset` and the line
    /// fragment padding at both ends; a text field nothing (its border style is
    /// not modelled).
    static func padding(of view: ViewSpec) -> Size {
        let insets = paddingInsets(of: view)
        return Size(width: insets.left + insets.right, height: insets.top + insets.bottom)
    }

    static func paddingInsets(of view: ViewSpec) -> Insets {
        let attributes = view.attributes
        switch view.kind {
        case .label: return attributes.textInsets
        case .button: return attributes.contentInsets
        case .textView:
            let inset = attributes.textContainerInset, padding = attributes.lineFragmentPadding
            return Insets(top: inset.top, left: inset.left + padding, bottom: inset.bottom, right: inset.right + padding)
        default: return .zero
        }
    }

    /// The height a wrapping text view (`numberOfLines` ≠ 1) takes at `width`,
    /// padding included; `nil` when the view's text is not measured or does not wrap.
    static func wrappedHeight(_ index: Int, width: Double, in state: SolverState) -> Double? {
        guard index < state.textMeasured.count, state.textMeasured[index], let measurer = state.text.measurer,
              let text = state.specs[index].attributes.text, text.numberOfLines != 1, let string = text.text
        else { return nil }
        let padding = paddingInsets(of: state.specs[index])
        let font = text.effectiveFont.resolved(at: state.text.contentSize)
        let lines = measurer.measure(string, font: font, maxWidth: wrapWidth(width - padding.left - padding.right),
                                     lineBreakMode: text.lineBreakMode)
        return roundedUp(lines.height(maxLines: text.numberOfLines), scale: state.scale) + padding.top + padding.bottom
    }
}
