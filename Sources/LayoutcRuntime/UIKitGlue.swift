// Compiled on Apple platforms with UIKit only (iOS, tvOS, Mac Catalyst): on
// Linux and macOS this file is empty. It holds no arithmetic: it reads the
// three values UIKit knows and hands them to the tested runtime.
#if canImport(UIKit)
import UIKit

extension LayoutContainer {
    /// The container `view` is now: its bounds size, its final safe-area insets,
    /// its screen scale, and the root side margins of its horizontal size class.
    @MainActor
    public init(for view: UIView) {
        self.init(size: view.bounds.size,
                  safeAreaInsets: LayoutInsets(view.safeAreaInsets),
                  scale: view.traitCollection.displayScale,
                  rootSideMargin: view.traitCollection.horizontalSizeClass == .regular ? 20 : 16)
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
#endif
