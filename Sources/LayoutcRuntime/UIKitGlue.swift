// Compiled on Apple platforms with UIKit only (iOS, tvOS, Mac Catalyst): on
// Linux and macOS this file is empty. It holds no arithmetic: it reads the
// three values UIKit knows and hands them to the tested runtime.
#if canImport(UIKit)
import Solver
import UIKit

extension LayoutContainer {
    /// The container `view` is now: its bounds size, its final safe-area insets,
    /// its screen scale, and the root side margins UIKit gives its view controller
    /// (`systemMinimumLayoutMargins`, which follow the trait collection: 20 in
    /// regular width and on the Plus and Max phones, 16 otherwise).
    @MainActor
    public init(for view: UIView) {
        self.init(size: view.bounds.size,
                  safeAreaInsets: LayoutInsets(view.safeAreaInsets),
                  scale: view.traitCollection.displayScale,
                  rootSideMargin: Self.systemSideMargin(of: view))
    }

    /// The leading `systemMinimumLayoutMargins` of the view controller that owns
    /// `view` (up the responder chain); without one, the horizontal size class's.
    @MainActor
    static func systemSideMargin(of view: UIView) -> CGFloat {
        var responder: UIResponder? = view
        while let current = responder {
            if let controller = current as? UIViewController { return controller.systemMinimumLayoutMargins.leading }
            responder = current.next
        }
        return view.traitCollection.horizontalSizeClass == .regular ? 20 : 16
    }
}

extension LayoutInsets {
    /// UIKit's insets, edge for edge.
    public init(_ insets: UIEdgeInsets) {
        self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    }

    /// The same insets as UIKit's type (for `additionalSafeAreaInsets`,
    /// `contentInset`, `directionalLayoutMargins`' neighbours…).
    public var uiEdgeInsets: UIEdgeInsets {
        UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
    }
}

extension UIEdgeInsets {
    /// The runtime's insets, edge for edge.
    public init(_ insets: LayoutInsets) {
        self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    }
}

extension GeneratedLayout {
    /// Solves the screen for `view` as it is now (call it in `layoutSubviews`):
    /// `bounds.size`, `safeAreaInsets` and `traitCollection.displayScale`.
    @MainActor
    public init(for view: UIView) {
        self.init(container: LayoutContainer(for: view))
    }
}

extension TextEnvironment {
    /// The content size and direction of `view`'s trait collection, text
    /// measured by UIKit (``UIKitTextMeasurer``): what generated code solves
    /// with in an app (`init(container:text:)`).
    @MainActor
    public static func uiKit(for view: UIView) -> TextEnvironment {
        let traits = view.traitCollection
        return TextEnvironment(contentSize: ContentSizeCategory(traits.preferredContentSizeCategory),
                               direction: traits.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight,
                               measurer: UIKitTextMeasurer())
    }
}

extension ContentSizeCategory {
    /// UIKit's category; an unspecified one is the default, `large`.
    public init(_ category: UIContentSizeCategory) {
        let table: [UIContentSizeCategory: ContentSizeCategory] = [
            .extraSmall: .extraSmall, .small: .small, .medium: .medium, .large: .large, .extraLarge: .extraLarge,
            .extraExtraLarge: .extraExtraLarge, .extraExtraExtraLarge: .extraExtraExtraLarge,
            .accessibilityMedium: .accessibilityMedium, .accessibilityLarge: .accessibilityLarge,
            .accessibilityExtraLarge: .accessibilityExtraLarge,
            .accessibilityExtraExtraLarge: .accessibilityExtraExtraLarge,
            .accessibilityExtraExtraExtraLarge: .accessibilityExtraExtraExtraLarge,
        ]
        self = table[category] ?? .large
    }
}

/// Measures with the system font as UILabel lays it out: NSString's
/// `boundingRect(with:options:attributes:)` (what `UILabel.sizeThatFits` uses,
/// and safe off the main thread), lines counted by `UIFont.lineHeight`.
public struct UIKitTextMeasurer: TextMeasuring {
    public init() {}

    public func measure(_ text: String, font: ResolvedFont, maxWidth: Double?) -> TextMeasurement {
        let weights: [FontWeight: UIFont.Weight] = [
            .ultraLight: .ultraLight, .thin: .thin, .light: .light, .regular: .regular, .medium: .medium,
            .semibold: .semibold, .bold: .bold, .heavy: .heavy, .black: .black,
        ]
        let uiFont = UIFont.systemFont(ofSize: CGFloat(font.pointSize), weight: weights[font.weight] ?? .regular)
        let limit = CGSize(width: maxWidth.map { CGFloat($0) } ?? .greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
        let box = (text as NSString).boundingRect(with: limit, options: [.usesLineFragmentOrigin],
                                                  attributes: [.font: uiFont], context: nil)
        let lines = text.isEmpty ? 0 : max(1, Int((box.height / uiFont.lineHeight).rounded()))
        return TextMeasurement(width: Double(box.width), lineCount: lines, lineHeight: Double(uiFont.lineHeight))
    }
}
#endif
