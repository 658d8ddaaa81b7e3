import Foundation

/// What every type `layoutc generate` writes offers, so a test or a debug
/// screen can treat all generated layouts alike (Docs/Generate.md).
public protocol GeneratedLayout: Sendable {
    /// The spec's `screen:` name.
    static var screen: String { get }
    /// Solves the screen on a catalog device, with the spec's own bars; throws
    /// `LayoutError.unknownDevice` for an id not in the catalog.
    init(device: String, orientation: Orientation) throws
    /// Solves the screen in a container of `size` whose root has the final
    /// `safeAreaInsets` (bars included, as UIKit reports them), at `scale`.
    init(size: CGSize, safeAreaInsets: LayoutInsets, scale: CGFloat)
    /// Every view, in `layoutc compile`'s order (pre-order, a collection's items
    /// right after it).
    var views: [LayoutView] { get }
    /// The `layoutc.frames/1` document of this solve.
    func framesJSON() -> String
    /// Solves the screen in `container` (its side margins chosen by the caller).
    /// Generated types implement it; the default ignores the side margins.
    init(container: LayoutContainer)
    /// ``init(device:orientation:)`` at the content size and direction of
    /// `text`, measuring text with its measurer (Docs/SpecFormat.md#text-dynamic-type-and-layout-direction).
    init(device: String, orientation: Orientation, text: TextEnvironment) throws
    /// ``init(container:)`` with the text environment: in an app, the trait
    /// collection's content size and direction, and UIKit measuring
    /// (`TextEnvironment.uiKit(for:)`).
    init(container: LayoutContainer, text: TextEnvironment)
}

extension GeneratedLayout {
    public init(container: LayoutContainer) {
        self.init(size: container.size, safeAreaInsets: container.safeAreaInsets, scale: container.scale)
    }
}
