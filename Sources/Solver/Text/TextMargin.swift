/// How far the off-device measurer's text may be from what SF Pro gives on a
/// device (Docs/SpecFormat.md#text, "How far Inter is from SF Pro"): each
/// margin is the largest difference of one set of published SF Pro
/// measurements, rounded up to a whole percent, and holds on the others. A
/// text finding whose overflow is within this fraction of the text's own size
/// says it *may* happen.
public enum TextMargin {
    /// Of a line's advance width: from the floored widths of "a" and "aa" at
    /// 15-pt regular and 30-pt bold (30-pt bold is 4.9 % wide).
    public static let width = 0.05
    /// Of the text's height: from the 15-pt system font's line height (+1.4 %).
    public static let height = 0.02
}
