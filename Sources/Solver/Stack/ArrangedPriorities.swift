import LayoutIR

/// How strongly a view keeps its natural size on each axis: its content hugging
/// (against growing) and compression resistance (against shrinking), as a stack
/// parent and the constraint solver read them (Docs/SpecFormat.md#stack-layout).
///
/// A stack has no intrinsic size of its own in UIKit (UIStackView's size comes
/// from the constraints it makes to its arranged views), so its own priorities
/// mean nothing there; how readily it grows or shrinks is its arranged views':
///
/// - along its axis, the lowest of its visible arranged views' (the view that
///   stretches or shrinks first decides);
/// - across it under `fill`, the highest (every view spans the stack, so
///   growing it stretches them all); under `leading`, `center` and `trailing`
///   it grows at the weak fit's priority (51 with two or more visible views, 49
///   with one: `UISV-spanning-fit`, `UISV-canvas-fit`) and shrinks at the
///   highest resistance of its visible views.
///
/// That is a stack read from an Interface Builder file
/// (``StackSpec/prioritiesFromArrangedViews``). A spec's stack follows the spec
/// format instead (Docs/SpecFormat.md#stack-views): as an arranged view, its
/// written `hugging:`/`compressionResistance:` or the defaults (250, 750); laid
/// out by constraints, the lowest hugging and resistance of its visible arranged
/// views along its axis, and across it their lowest hugging and highest
/// resistance.
///
/// A stack given its own length on an axis (an IB size constraint on an arranged
/// stack, read into `intrinsicSize`) keeps that constraint's priority there, and
/// a spec's explicit `hugging:`/`compressionResistance:` on a stack with no own
/// length stands as written.
struct ArrangedPriorities: Equatable {
    var horizontalHugging: Double
    var verticalHugging: Double
    var horizontalResistance: Double
    var verticalResistance: Double

    func hugging(vertical: Bool) -> Double { vertical ? verticalHugging : horizontalHugging }
    func resistance(vertical: Bool) -> Double { vertical ? verticalResistance : horizontalResistance }

    /// The priorities of the view at `index`; a stack's come from `stacks` (filled
    /// from the last view to the first, so a nested stack's are known first).
    static func of(_ index: Int, specs: UnsafeBufferPointer<ViewSpec>, stacks: [ArrangedPriorities]) -> ArrangedPriorities {
        let spec = specs[index]
        let settings = spec.arranged
        if spec.kind == .stack, spec.stackSpec.prioritiesFromArrangedViews, index < stacks.count {
            let derived = stacks[index]
            let own = spec.attributes.intrinsicSize
            let ownAxis = [false, true].map { PlacementStep.intrinsicLength($0 ? own?.height : own?.width) != nil }
            // A spec stack has no own length: its written priorities stand on both axes.
            let explicit = { (vertical: Bool) in ownAxis[vertical ? 1 : 0] || !(ownAxis[0] || ownAxis[1]) }
            return ArrangedPriorities(
                horizontalHugging: (explicit(false) ? settings.hugging(vertical: false) : nil) ?? derived.horizontalHugging,
                verticalHugging: (explicit(true) ? settings.hugging(vertical: true) : nil) ?? derived.verticalHugging,
                horizontalResistance: (explicit(false) ? settings.compressionResistance(vertical: false) : nil)
                    ?? derived.horizontalResistance,
                verticalResistance: (explicit(true) ? settings.compressionResistance(vertical: true) : nil)
                    ?? derived.verticalResistance)
        }
        let hug = ArrangedSettings.defaultHugging(for: spec.kind), resist = ArrangedSettings.defaultCompressionResistance
        return ArrangedPriorities(horizontalHugging: settings.hugging(vertical: false) ?? hug,
                                  verticalHugging: settings.hugging(vertical: true) ?? hug,
                                  horizontalResistance: settings.compressionResistance(vertical: false) ?? resist,
                                  verticalResistance: settings.compressionResistance(vertical: true) ?? resist)
    }

    /// A stack's priorities from its arranged views' (see the type's notes); the
    /// defaults of a plain view when it has no visible arranged view.
    static func derived(stack: Int, specs: UnsafeBufferPointer<ViewSpec>,
                        stacks: [ArrangedPriorities]) -> ArrangedPriorities {
        let spec = specs[stack].stackSpec
        let alongVertical = spec.axis == .vertical
        let fill = spec.alignment == .fill
        let uikit = spec.prioritiesFromArrangedViews
        var alongHug = Double.infinity, alongResist = Double.infinity
        var crossHug = -Double.infinity, crossResist = -Double.infinity, visible = 0
        for child in specs.arrangedViews(of: stack) {
            let hidden = specs[child].hidden
            let child = of(child, specs: specs, stacks: stacks)
            if !hidden {
                visible += 1
                alongHug = min(alongHug, child.hugging(vertical: alongVertical))
                alongResist = min(alongResist, child.resistance(vertical: alongVertical))
            }
            guard uikit else {
                // The spec format's rule: across, the lowest hugging and the highest resistance.
                if !hidden {
                    crossHug = crossHug.isFinite ? min(crossHug, child.hugging(vertical: !alongVertical))
                        : child.hugging(vertical: !alongVertical)
                    crossResist = max(crossResist, child.resistance(vertical: !alongVertical))
                }
                continue
            }
            // Under fill a hidden view still spans the stack (Docs/SpecFormat.md#stack-layout).
            guard fill || !hidden else { continue }
            crossHug = max(crossHug, child.hugging(vertical: !alongVertical))
            crossResist = max(crossResist, child.resistance(vertical: !alongVertical))
        }
        let plain = ArrangedSettings.defaultHugging(for: .stack), resist = ArrangedSettings.defaultCompressionResistance
        guard visible > 0 else {
            return ArrangedPriorities(horizontalHugging: plain, verticalHugging: plain,
                                      horizontalResistance: resist, verticalResistance: resist)
        }
        if uikit, !fill { crossHug = visible > 1 ? StackCrossFit.spanningFitPriority : StackCrossFit.canvasFitPriority }
        return alongVertical
            ? ArrangedPriorities(horizontalHugging: crossHug, verticalHugging: alongHug,
                                 horizontalResistance: crossResist, verticalResistance: alongResist)
            : ArrangedPriorities(horizontalHugging: alongHug, verticalHugging: crossHug,
                                 horizontalResistance: alongResist, verticalResistance: crossResist)
    }
}
