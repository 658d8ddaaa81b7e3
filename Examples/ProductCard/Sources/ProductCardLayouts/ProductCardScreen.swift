import Foundation
import LayoutcRuntime

/// What the app's view controller asks for: the card's layout in its view's
/// current container. `ProductCardLayout` is generated from
/// `ProductCard.layout.yaml` at build time.
public enum ProductCardScreen {
    /// The card laid out in a container (size, final safe area, scale).
    public static func layout(in container: LayoutContainer) -> ProductCardLayout {
        ProductCardLayout(container: container)
    }
}
