/// How far the off-device measurer's text may be from what SF Pro gives on a
/// device (Docs/SpecFormat.md#text-dynamic-type-and-layout-direction; the measurements are in
/// Docs/SpecFormat.md#text): Inter's advance widths came out 2 % to 6 % wider than
/// the published SF Pro widths, its line heights 1.4 % taller. A text finding
/// whose overflow is within this fraction of the text's own size says it *may*
/// happen.
public enum TextMargin {
    /// Of a line's advance width.
    public static let width = 0.06
    /// Of the text's height.
    public static let height = 0.02
}
