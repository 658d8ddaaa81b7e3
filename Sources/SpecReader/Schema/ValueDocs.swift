/// What each word of an enum-valued key means, in UIKit's terms: one line a
/// word, shown by the editor's completion and hover, written into the JSON
/// Schema (`enumDescriptions`, which VS Code's JSON and YAML editors show
/// beside each offered value) and into the key reference.
enum ValueDocs {
    /// The line on `word` as a value of the key `key`, if it has one.
    static func doc(key: KeyID, word: String) -> String? { table[key]?[word] }

    /// The words' lines in `words`' order, or `nil` when one has none.
    static func docs(key: KeyID, words: [String]) -> [String]? {
        let lines = words.compactMap { doc(key: key, word: $0) }
        return lines.count == words.count ? lines : nil
    }

    /// The keys listed here take exactly the words the schema gives them (a
    /// test holds the two together).
    static let table: [KeyID: [String: String]] = [
        .orientation: [
            "portrait": "upright: the catalog's portrait size, safe area and status bar",
            "landscape": "on its side: width and height swapped; an iPhone hides its status bar and has the notch's inset left and right",
        ],
        .bars: [
            "status": "the status bar: its height is the root's top safe-area inset (an iPhone hides it in landscape)",
            "navigation": "a navigation bar right under the status bar (44 pt on an iPhone in portrait), added to the top inset",
            "largeTitle": "a navigation bar with a large title (96 pt on an iPhone in portrait), added to the top inset",
            "tab": "a tab bar on top of the home-indicator inset (49 pt on an iPhone in portrait), added to the bottom inset",
            "toolbar": "a toolbar on top of the home-indicator inset (44 pt on an iPhone in portrait), added to the bottom inset",
        ],
        .kind: [
            "view": "a plain UIView; takes no touches unless `interactive: true`",
            "label": "a UILabel: `textRect` is its bounds inset by `textInsets`",
            "button": "a UIButton: interactive, its hit area checked against 44 × 44 pt",
            "image": "a UIImageView: `contentRect` is where `contentSize` is drawn under `contentMode`",
            "textView": "a UITextView: interactive; `textRect` and the placeholder follow `textContainerInset` and `lineFragmentPadding`",
            "textField": "a UITextField: interactive",
            "scroll": "a UIScrollView: `adjustedContentInset` from `contentInset` and the safe area; `contentSize` given or from the children",
            "collection": "a UICollectionView: with `flow:`, items laid out as UICollectionViewFlowLayout does",
            "table": "a UITableView: scrolls vertically; `sectionIndex: true` adds the index strip along its right edge, which takes touches",
            "cell": "a collection view cell, a flow item's default kind: interactive",
            "stack": "a UIStackView: `stack:` arranges its children along one axis",
        ],
        .referenceBox: [
            "content": "the parent's bounds inset by its `insets` (and first by its safe area when it is a safe-area container)",
            "bounds": "the parent's bounds, whatever its insets and safe area",
            "safeArea": "the parent's bounds inset by its safeAreaInsets",
            "margins": "the parent's bounds inset by its safe area, then by its layout margins",
        ],
        .safeArea: [
            "top": "keep the children clear of the top inset: status bar, notch, navigation bar",
            "left": "keep the children clear of the left inset: the notch's side in landscape",
            "bottom": "keep the children clear of the bottom inset: home indicator, tab bar, toolbar",
            "right": "keep the children clear of the right inset: the notch's side in landscape",
        ],
        .lineBreakMode: [
            "byWordWrapping": "wraps at word boundaries; a line that does not fit is cut without an ellipsis",
            "byCharWrapping": "wraps between characters; a line that does not fit is cut without an ellipsis",
            "byClipping": "cuts the text at the view's edge, without an ellipsis",
            "truncatingHead": "an ellipsis replaces the start of the last line that does not fit",
            "truncatingMiddle": "an ellipsis replaces the middle of the last line that does not fit",
            "truncatingTail": "UILabel's default: an ellipsis replaces the end of the last line that does not fit",
        ],
        .semanticContentAttribute: [
            "forceLeftToRight": "the view and its subtree lay out left to right in every language (leading is left)",
            "forceRightToLeft": "the view and its subtree lay out right to left in every language (leading is right)",
        ],
        .style: [
            "largeTitle": "34 pt at the default content size, 31 to 60 across Dynamic Type",
            "title1": "28 pt at the default content size, 25 to 58 across Dynamic Type",
            "title2": "22 pt at the default content size, 19 to 56 across Dynamic Type",
            "title3": "20 pt at the default content size, 17 to 55 across Dynamic Type",
            "headline": "17 pt semibold at the default content size, 14 to 53 across Dynamic Type",
            "body": "17 pt at the default content size, 14 to 53 across Dynamic Type",
            "callout": "16 pt at the default content size, 13 to 51 across Dynamic Type",
            "subheadline": "15 pt at the default content size, 12 to 49 across Dynamic Type",
            "footnote": "13 pt at the default content size, 12 to 44 across Dynamic Type",
            "caption1": "12 pt at the default content size, 11 to 43 across Dynamic Type",
            "caption2": "11 pt at the default content size, 11 to 40 across Dynamic Type",
        ],
        .weight: [
            "ultraLight": "UIFont.Weight.ultraLight, the thinnest (measured with Inter Thin)",
            "thin": "UIFont.Weight.thin (measured with Inter ExtraLight)",
            "light": "UIFont.Weight.light",
            "regular": "UIFont.Weight.regular, the default",
            "medium": "UIFont.Weight.medium",
            "semibold": "UIFont.Weight.semibold, the headline style's weight",
            "bold": "UIFont.Weight.bold",
            "heavy": "UIFont.Weight.heavy (measured with Inter ExtraBold)",
            "black": "UIFont.Weight.black, the heaviest",
        ],
        .maskedCorners: [
            "topLeft": "the top-left corner (layerMinXMinYCorner)",
            "topRight": "the top-right corner (layerMaxXMinYCorner)",
            "bottomLeft": "the bottom-left corner (layerMinXMaxYCorner)",
            "bottomRight": "the bottom-right corner (layerMaxXMaxYCorner)",
        ],
        .contentMode: [
            "scaleToFill": "stretched to the bounds, aspect ratio ignored (UIKit's default)",
            "aspectFit": "scaled to fit inside the bounds, centred, aspect kept (AVMakeRectWithAspectRatioInsideRect; a zero `contentSize` gives NaN)",
            "aspectFill": "scaled to cover the bounds, centred, aspect kept; the overflow shows unless `clipsToBounds`",
            "center": "at its own size, centred in the bounds",
        ],
        .contentInsetAdjustmentBehavior: [
            "automatic": "as scrollableAxes, plus top and bottom always for a direct child of the root when `bars` has a navigation or tab bar (UIKit's default)",
            "scrollableAxes": "the safe-area edges of the axes it scrolls along: top and bottom when the content is taller or it scrolls vertically, left and right when wider or it scrolls horizontally",
            "never": "no safe-area edge: the content may sit under the bars and the home indicator",
            "always": "all four safe-area edges",
        ],
        .direction: [
            "vertical": "lines run across and stack downwards; the collection scrolls vertically",
            "horizontal": "lines run down and stack rightwards (the axes swapped); the collection scrolls horizontally",
        ],
        .align: [
            "justified": "UICollectionViewFlowLayout's own: full lines spread edge to edge, the last line packed as UIKit packs it",
            "left": "every line packed from the left inset at `interitemSpacing`, as the tag-chip subclass does",
            "center": "every line packed at `interitemSpacing` and centred",
            "right": "every line packed at `interitemSpacing` against the right inset",
        ],
        .sectionInsetReference: [
            "contentInset": "section insets measured from the content inset (UIKit's default)",
            "safeArea": "section insets measured from the safe area",
            "layoutMargins": "section insets measured from the layout margins",
        ],
        .axis: [
            "horizontal": "children left to right: lengths are widths",
            "vertical": "children top to bottom: lengths are heights",
        ],
        .distribution: [
            "fill": "natural lengths; slack goes to the lowest hugging, a shortfall comes from the lowest compression resistance",
            "fillEqually": "every visible child the same length: (length − gaps) / n",
            "fillProportionally": "lengths in proportion to the natural ones (with spacing, UIKit's real layout differs)",
            "equalSpacing": "natural lengths; the slack shared equally among the gaps",
            "equalCentering": "natural lengths; the centres spaced evenly from the first to the last",
        ],
        .alignment: [
            "fill": "every child the stack's length across the axis",
            "leading": "natural length across, at the leading edge (the top of a horizontal stack, the left of a vertical one)",
            "center": "natural length across, centred",
            "trailing": "natural length across, at the trailing edge (the bottom of a horizontal stack, the right of a vertical one)",
            "top": "a horizontal stack's leading: natural height at the top",
            "bottom": "a horizontal stack's trailing: natural height at the bottom",
        ],
    ]
}

extension KeySpec {
    /// What `word` means as this key's value (`distribution: fillEqually`),
    /// when the key takes words from a list.
    public func valueDoc(_ word: String) -> String? { ValueDocs.doc(key: id, word: word) }

    /// The lines on each of `words` in order, for a key all of whose words
    /// have one (`nil` otherwise).
    public func valueDocs(_ words: [String]) -> [String]? { ValueDocs.docs(key: id, words: words) }
}
