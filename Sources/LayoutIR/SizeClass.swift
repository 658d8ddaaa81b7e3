/// A horizontal or vertical size class, as UIKit's trait collection reports it.
public enum SizeClass: String, Hashable, Sendable {
    case compact
    case regular
}

/// The size classes of a device in one orientation (Docs/SpecFormat.md#devices):
/// what picks an Interface Builder file's `<variation key="widthClass=…">` and
/// what UIKit reports in `traitCollection`.
public struct SizeClasses: Hashable, Sendable {
    public var width: SizeClass
    public var height: SizeClass

    public init(width: SizeClass, height: SizeClass) {
        self.width = width
        self.height = height
    }

    /// The size classes of a screen the catalog does not describe (a project's
    /// custom device that names none, a run-time container without a trait
    /// collection): regular on a side of at least 700 pt (the smallest iPad, the
    /// mini, is 744 wide), else compact. Every catalog device states its own.
    public static func standIn(for size: Size) -> SizeClasses {
        let shortSide = min(size.width, size.height)
        // An iPad-sized screen is regular both ways in either orientation.
        if shortSide >= 700 { return SizeClasses(width: .regular, height: .regular) }
        return SizeClasses(width: .compact, height: size.height >= size.width ? .regular : .compact)
    }

    /// UIKit's side layout margin of a view controller's root view (its
    /// `systemMinimumLayoutMargins`): 20 in regular width, else 16. The catalog's
    /// 414-pt and wider phones state 20 in portrait themselves (Docs/SpecFormat.md#devices).
    public var rootSideMargin: Double { width == .regular ? 20 : 16 }
}
