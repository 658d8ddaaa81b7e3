/// Lets views with equal out-of-line attributes share one copy of them.
///
/// Real screens repeat their styles (every chip label has the same insets and
/// font, every card the same corner radius), and each distinct box costs a heap
/// block per view. Sharing is safe: the boxes are copy-on-write. The table is
/// capped, so a screen of all-different values costs at most that many entries.
public struct ViewStorageInterner {
    /// Most distinct values kept per kind of box.
    public static let capacity = 4_096

    var attributes: [KindAttributes: CopyOnWriteBox<KindAttributes>] = [:]
    var decorations: [ViewSpec.Decorations: CopyOnWriteBox<ViewSpec.Decorations>] = [:]
    var placements: Set<Positioning> = []

    public init() {}

    static func share<Value>(_ box: inout CopyOnWriteBox<Value>?,
                             in table: inout [Value: CopyOnWriteBox<Value>]) {
        guard let current = box else { return }
        if let shared = table[current.value] {
            box = shared
        } else if table.count < Self.capacity {
            table[current.value] = current
        }
    }
}

extension ViewSpec {
    /// Swaps this view's attribute boxes (and `place:` pins) for equal ones
    /// already seen, remembering new ones.
    public mutating func shareStorage(_ interner: inout ViewStorageInterner) {
        ViewStorageInterner.share(&attributesBox, in: &interner.attributes)
        ViewStorageInterner.share(&decorations, in: &interner.decorations)
        if case .place = positioning {
            if let shared = interner.placements.firstIndex(of: positioning) {
                positioning = interner.placements[shared]
            } else if interner.placements.count < ViewStorageInterner.capacity {
                interner.placements.insert(positioning)
            }
        }
    }
}
