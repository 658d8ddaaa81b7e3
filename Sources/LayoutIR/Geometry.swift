/// A width and a height, in points.
public struct Size: Hashable, Sendable {
    public var width: Double
    public var height: Double
    @inlinable public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
    // Computed and `@inlinable` rather than `static let` (here and for the
    // other constants of these types): a stored global read from another
    // module costs an accessor call on every use in the solver's loops.
    @inlinable public static var zero: Size { Size(width: 0, height: 0) }
}

/// A point, in points.
public struct Point: Hashable, Sendable {
    public var x: Double
    public var y: Double
    @inlinable public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
    @inlinable public static var zero: Point { Point(x: 0, y: 0) }
}

/// A rectangle `[x, y, width, height]`, origin top-left, y growing downwards.
/// Width and height may be negative or non-finite: the solver records what it
/// computes and the validation rules report it.
public struct Rect: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    @inlinable public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    @inlinable public static var zero: Rect { Rect(x: 0, y: 0, width: 0, height: 0) }

    @inlinable public var minX: Double { x }
    @inlinable public var minY: Double { y }
    @inlinable public var maxX: Double { x + width }
    @inlinable public var maxY: Double { y + height }
    @inlinable public var midX: Double { x + width / 2 }
    @inlinable public var midY: Double { y + height / 2 }
    @inlinable public var size: Size { Size(width: width, height: height) }

    /// All four numbers finite.
    @inlinable public var isFinite: Bool { x.isFinite && y.isFinite && width.isFinite && height.isFinite }

    /// The rectangle shrunk by `insets` (grown where they are negative), like
    /// `UIEdgeInsetsInsetRect`.
    @inlinable public func inset(by insets: Insets) -> Rect {
        Rect(x: x + insets.left, y: y + insets.top,
             width: width - insets.left - insets.right,
             height: height - insets.top - insets.bottom)
    }

    /// The rectangle moved by `(dx, dy)`.
    @inlinable public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// The overlap of two rectangles, or `nil` when they do not overlap with a
    /// positive area.
    @inlinable public func intersection(_ other: Rect) -> Rect? {
        let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}

/// Edge insets in UIKit's `UIEdgeInsets` order: top, left, bottom, right.
public struct Insets: Hashable, Sendable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    @inlinable public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same value on all four edges.
    @inlinable public init(all value: Double) {
        self.init(top: value, left: value, bottom: value, right: value)
    }

    @inlinable public static var zero: Insets { Insets() }

    /// Per-edge sum.
    @inlinable public static func + (lhs: Insets, rhs: Insets) -> Insets {
        Insets(top: lhs.top + rhs.top, left: lhs.left + rhs.left,
               bottom: lhs.bottom + rhs.bottom, right: lhs.right + rhs.right)
    }

    /// Only the edges in `edges`; the others are zero.
    @inlinable public func masked(to edges: EdgeSet) -> Insets {
        Insets(top: edges.contains(.top) ? top : 0, left: edges.contains(.left) ? left : 0,
               bottom: edges.contains(.bottom) ? bottom : 0, right: edges.contains(.right) ? right : 0)
    }
}

/// A set of rectangle edges.
public struct EdgeSet: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    @inlinable public init(rawValue: UInt8) { self.rawValue = rawValue }

    @inlinable public static var top: EdgeSet { EdgeSet(rawValue: 1 << 0) }
    @inlinable public static var left: EdgeSet { EdgeSet(rawValue: 1 << 1) }
    @inlinable public static var bottom: EdgeSet { EdgeSet(rawValue: 1 << 2) }
    @inlinable public static var right: EdgeSet { EdgeSet(rawValue: 1 << 3) }
    @inlinable public static var all: EdgeSet { EdgeSet(rawValue: 0b1111) }
    @inlinable public static var vertical: EdgeSet { EdgeSet(rawValue: 0b0101) }
    @inlinable public static var horizontal: EdgeSet { EdgeSet(rawValue: 0b1010) }
}
