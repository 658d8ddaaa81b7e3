/// A growable buffer of plain values for the builder's scratch stacks (open
/// collections, pending child ids): appends without the uniqueness and
/// copy-on-write checks of `Array`. Owned by one builder, which frees it.
struct ScratchBuffer<Element: BitwiseCopyable> {
    private(set) var base: UnsafeMutablePointer<Element>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    /// Releases the memory; the buffer must not be used afterwards.
    func free() { base.deallocate() }

    var isEmpty: Bool { count == 0 }

    @inline(__always)
    mutating func append(_ element: Element) {
        if count == capacity { grow() }
        (base + count).initialize(to: element)
        count += 1
    }

    /// Appends all of `elements` (which must not point into this buffer).
    mutating func append(contentsOf elements: UnsafeBufferPointer<Element>) {
        guard let source = elements.baseAddress else { return }
        while capacity - count < elements.count { grow() }
        (base + count).initialize(from: source, count: elements.count)
        count += elements.count
    }

    @inline(__always)
    subscript(index: Int) -> Element {
        get {
            assert(index >= 0 && index < count, "scratch index out of range")
            return base[index]
        }
        set {
            assert(index >= 0 && index < count, "scratch index out of range")
            base[index] = newValue
        }
    }

    /// The last element, if any.
    var last: Element? { count > 0 ? base[count - 1] : nil }

    @inline(__always)
    mutating func popLast() -> Element? {
        guard count > 0 else { return nil }
        count -= 1
        return base[count]
    }

    /// The elements from `first` to the end.
    func tail(from first: Int) -> UnsafeBufferPointer<Element> {
        UnsafeBufferPointer(start: base + first, count: count - first)
    }

    /// Drops the elements from `first` on.
    mutating func truncate(to first: Int) {
        precondition(first >= 0 && first <= count, "scratch truncation out of range")
        count = first
    }

    private mutating func grow() {
        let bigger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
        bigger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = bigger
        capacity *= 2
    }
}
