/// Scroll direction of a flow layout.
public enum FlowDirection: String, Hashable, Sendable, CaseIterable {
    case vertical, horizontal
}

/// How items of a line are aligned (Docs/SpecFormat.md#flow-collections).
public enum FlowAlignment: String, Hashable, Sendable, CaseIterable {
    /// UIKit's own behaviour (both code paths).
    case justified
    /// Packed from the leading inset at exactly `interitemSpacing`.
    case left
    case center
    case right
}

/// `UICollectionViewFlowLayout.SectionInsetReference`.
public enum SectionInsetReference: String, Hashable, Sendable, CaseIterable {
    case contentInset, safeArea, layoutMargins
}

/// One section of a flow layout. Its headers, footers and items are views of the
/// screen (see ``ViewRole``); the section holds their sizes.
public struct FlowSection: Hashable, Sendable {
    /// Header reference size along the scroll axis (0: none).
    public var header: Double = 0
    /// Footer reference size along the scroll axis (0: none).
    public var footer: Double = 0
    /// Item sizes, after `repeat` expansion; `nil` entries use the flow's `itemSize`.
    public var itemSizes: [Size?] = []

    public init(header: Double = 0, footer: Double = 0, itemSizes: [Size?] = []) {
        self.header = header
        self.footer = footer
        self.itemSizes = itemSizes
    }
}

/// A collection's `flow:` block.
public struct FlowSpec: Hashable, Sendable {
    public var direction: FlowDirection = .vertical
    public var alignment: FlowAlignment = .justified
    public var sectionInset: Insets = .zero
    /// `minimumInteritemSpacing` (UIKit's default 10).
    public var interitemSpacing: Double = 10
    /// `minimumLineSpacing` (UIKit's default 10).
    public var lineSpacing: Double = 10
    public var sectionInsetReference: SectionInsetReference = .contentInset
    /// Default item size (UIKit's default 50 × 50).
    public var itemSize = Size(width: 50, height: 50)
    public var sections: [FlowSection] = []

    public init() {}
}
