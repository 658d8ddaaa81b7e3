import LayoutIR

/// The second pass of wrapping text
/// (Docs/SpecFormat.md#wrapping-under-constraints-and-in-stacks-two-passes), as
/// UIKit's automatic `preferredMaxLayoutWidth` does it: pass 1 lays the screen
/// out with every text at its one-line size; each wrapping text (`numberOfLines`
/// ≠ 1) whose width the layout decides — it is laid out by constraints, or it
/// is a stack's arranged view — and whose pass-1 width, less its padding, is
/// smaller than its one line then gets the size of its text wrapped at that
/// width, and the screen is laid out again. Pass 2's frames are final: a width
/// it changes starts no third pass.
///
/// An Interface Builder file's wrapping label is measured again at any
/// width, and its stored height scaled (``StoredWrap``).
///
/// A text placed by `place` needs no second pass: its width is known before
/// its height, so step 3 wraps it in the same pass.
enum TextSecondPass {
    /// Gives the wrapping texts of `prepass` their wrapped sizes at the widths
    /// `layout` (pass 1) gave them. Returns whether any size changed, i.e.
    /// whether the screen must be laid out again; a screen without such a text
    /// is laid out once.
    static func wrap(_ prepass: inout TextPrepass, after layout: ResolvedLayout, plan: ConstraintPlan?,
                     environment: TextEnvironment, scale: Double) -> Bool {
        guard !prepass.wrapping.isEmpty, let measurer = environment.measurer else { return false }
        var changed = false
        for (index, lineWidth) in prepass.wrapping where index < layout.views.count {
            let view = prepass.screen.views[index]
            guard !view.hidden, widthFromLayout(index, in: prepass.screen, plan: plan),
                  let text = view.attributes.text, let string = text.text else { continue }
            if let stored = text.storedWrap {
                guard let size = StoredWrap.size(
                    of: view, stored: stored, width: layout.views[index].boundsSize.width,
                    current: view.attributes.intrinsicSize, environment: environment, measurer: measurer, scale: scale),
                    size != view.attributes.intrinsicSize else { continue }
                prepass.screen.views[index].attributes.intrinsicSize = size
                changed = true
                continue
            }
            let padding = TextSizing.paddingInsets(of: view)
            let width = layout.views[index].boundsSize.width - padding.left - padding.right
            // A text whose one line fits keeps its one-line size; a NaN width (reported
            // as a non-finite frame) wraps nothing.
            let available = TextSizing.wrapWidth(width)
            guard !width.isNaN, available < lineWidth else { continue }
            let font = text.effectiveFont.resolved(at: environment.contentSize)
            let lines = measurer.measure(string, font: font, maxWidth: available, lineBreakMode: text.lineBreakMode)
            let size = Size(
                width: TextSizing.roundedUp(lines.width, scale: scale) + padding.left + padding.right,
                height: TextSizing.roundedUp(lines.height(maxLines: text.numberOfLines), scale: scale)
                    + padding.top + padding.bottom)
            guard size != view.attributes.intrinsicSize else { continue }
            prepass.screen.views[index].attributes.intrinsicSize = size
            changed = true
        }
        return changed
    }

    /// Whether the layout, not `place` or `frame`, decides the view's width: it is
    /// the first item of a constraint, or an arranged view of a stack.
    static func widthFromLayout(_ index: Int, in screen: Screen, plan: ConstraintPlan?) -> Bool {
        if let plan, plan.laidOut.contains(index) { return true }
        guard let parent = screen.views[index].parent, parent >= 0, parent < index,
              screen.views[parent].kind == .stack else { return false }
        if case .subview = screen.views[index].role { return true }
        return false
    }
}
