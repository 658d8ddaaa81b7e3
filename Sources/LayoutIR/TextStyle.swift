/// UIKit's content size categories (`UIContentSizeCategory`), smallest first:
/// the text size a user picks in Settings (Docs/SpecFormat.md#text-dynamic-type-and-layout-direction).
public enum ContentSizeCategory: String, Hashable, Sendable, CaseIterable, Comparable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge
    case accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

    /// The system default.
    public static let standard = ContentSizeCategory.large

    /// The position in `allCases`, smallest first.
    public var rank: Int { Self.allCases.firstIndex(of: self) ?? 3 }

    public static func < (a: Self, b: Self) -> Bool { a.rank < b.rank }
}

/// A font weight as `UIFont.Weight` names it.
public enum FontWeight: String, Hashable, Sendable, CaseIterable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
}

/// UIKit's text styles (`UIFont.TextStyle`) with Apple's published Dynamic Type
/// point sizes (Human Interface Guidelines, Typography, "iOS, iPadOS Dynamic
/// Type sizes"; printed whole in Docs/SpecFormat.md).
public enum TextStyle: String, Hashable, Sendable, CaseIterable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

    /// UIKit's weight for the style: `headline` is semibold, the others regular.
    public var weight: FontWeight { self == .headline ? .semibold : .regular }

    /// The point size at `category`.
    public func pointSize(at category: ContentSizeCategory) -> Double {
        Double(Self.sizes[rank][category.rank])
    }

    private var rank: Int { Self.allCases.firstIndex(of: self) ?? 5 }

    /// Rows in `allCases` order, columns in `ContentSizeCategory.allCases` order.
    static let sizes: [[UInt8]] = [
        [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],  // largeTitle
        [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],  // title1
        [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],  // title2
        [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],  // title3
        [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],  // headline
        [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],  // body
        [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],  // callout
        [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],  // subheadline
        [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],  // footnote
        [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],  // caption1
        [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],  // caption2
    ]
}

/// `font:` of a text view: a text style that scales with Dynamic Type, or a
/// fixed size that does not.
public enum TextFont: Hashable, Sendable {
    case style(TextStyle)
    case fixed(size: Double, weight: FontWeight)

    /// UILabel's default font, `{size: 17}`.
    public static let labelDefault = TextFont.fixed(size: 17, weight: .regular)

    /// The concrete font at `category`.
    public func resolved(at category: ContentSizeCategory) -> ResolvedFont {
        switch self {
        case .style(let style): ResolvedFont(pointSize: style.pointSize(at: category), weight: style.weight)
        case .fixed(let size, let weight): ResolvedFont(pointSize: size, weight: weight)
        }
    }
}

/// A font as a measurer sees it: a point size and a weight of the system font.
public struct ResolvedFont: Hashable, Sendable {
    public var pointSize: Double
    public var weight: FontWeight

    public init(pointSize: Double, weight: FontWeight) {
        self.pointSize = pointSize
        self.weight = weight
    }
}

/// `NSLineBreakMode`.
public enum LineBreakMode: String, Hashable, Sendable, CaseIterable {
    case byWordWrapping, byCharWrapping, byClipping, truncatingHead, truncatingMiddle, truncatingTail

    /// Whether text that does not fit ends in an ellipsis rather than being cut off.
    public var truncates: Bool {
        switch self {
        case .truncatingHead, .truncatingMiddle, .truncatingTail: true
        default: false
        }
    }
}

/// The direction of a screen's language (`UIUserInterfaceLayoutDirection`).
public enum LayoutDirection: String, Hashable, Sendable, CaseIterable {
    case leftToRight, rightToLeft
}

/// `semanticContentAttribute`: fixes the direction of a view and its subtree.
public enum SemanticContentAttribute: String, Hashable, Sendable, CaseIterable {
    case forceLeftToRight, forceRightToLeft

    /// The direction it forces.
    public var direction: LayoutDirection { self == .forceLeftToRight ? .leftToRight : .rightToLeft }
}

/// The text keys of a view (Docs/SpecFormat.md#text-dynamic-type-and-layout-direction), boxed in `KindAttributes`.
public struct TextAttributes: Hashable, Sendable {
    /// `text:`.
    public var text: String?
    /// `font:`; `nil` means UILabel's default, `{size: 17}`.
    public var font: TextFont?
    /// `numberOfLines:` (label default 1; 0 = as many as needed).
    public var numberOfLines: Int = 1
    /// `lineBreakMode:` (UILabel's default `truncatingTail`).
    public var lineBreakMode: LineBreakMode = .truncatingTail
    /// For a wrapping label of an Interface Builder file, the size IB stored for it
    /// (Docs/InterfaceBuilder.md#wrapping-labels): its height is what IB measured at
    /// that width, and the second text pass scales it by how the measured text's
    /// height changes at the width the layout gives. `nil` in specs.
    public var storedWrap: Size?

    public init(text: String? = nil, font: TextFont? = nil, numberOfLines: Int = 1,
                lineBreakMode: LineBreakMode = .truncatingTail) {
        self.text = text
        self.font = font
        self.numberOfLines = numberOfLines
        self.lineBreakMode = lineBreakMode
    }

    /// The font to measure with: the given one, else UILabel's default.
    public var effectiveFont: TextFont { font ?? .labelDefault }
}
