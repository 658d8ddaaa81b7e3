/// Owns the node and child-id memory of a ``YAMLDocument``.
///
/// The builder fills these with raw appends (a capacity check, no uniqueness or
/// copy-on-write checks as `Array.append` has: those cost about 20
/// instructions a node), then hands the buffers over here without a copy.
/// Never mutated after that, so sharing it across threads is safe.
@usableFromInline
final class ArenaStorage: @unchecked Sendable {
    private let nodes: UnsafeMutablePointer<YAMLDocument.Node>
    private let children: UnsafeMutablePointer<Int32>

    /// Takes ownership of both allocations (made with `allocate(capacity:)`).
    init(nodes: UnsafeMutablePointer<YAMLDocument.Node>, children: UnsafeMutablePointer<Int32>) {
        self.nodes = nodes
        self.children = children
    }

    deinit {
        nodes.deallocate()
        children.deallocate()
    }
}

/// A read-only, bounds-checked view of memory an ``ArenaStorage`` keeps alive.
///
/// A plain pointer and count in the document itself: a read is one compare and
/// one load, as cheap as an `Array` read and inlinable across modules.
@usableFromInline
struct ArenaBuffer<Element: BitwiseCopyable>: @unchecked Sendable {
    @usableFromInline let base: UnsafePointer<Element>
    @usableFromInline let count: Int

    @usableFromInline
    init(base: UnsafePointer<Element>, count: Int) {
        self.base = base
        self.count = count
    }

    /// The element at `index`; traps out of range, as an `Array` does.
    @inlinable
    subscript(index: Int) -> Element {
        @inline(__always) get {
            precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "arena index out of range")
            return base[index]
        }
    }

    /// The whole buffer, for loops that check their own bounds.
    var buffer: UnsafeBufferPointer<Element> { UnsafeBufferPointer(start: base, count: count) }
}
