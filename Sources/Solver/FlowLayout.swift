import LayoutIR

/// UICollectionViewFlowLayout's arithmetic (spec-format.md section 3).
/// TEMPORARY: the engine lands with issue 3; this file is replaced there.
public enum FlowLayout {
    /// Lays out every section of `input.flow`.
    public static func layout(_ input: FlowLayoutInput) -> FlowLayoutResult {
        fatalError("flow layout is not built yet (issue 3)")
    }
}
