/// Lets views with equal out-of-line attributes share one copy of them.
///
/// Real screens repeat their styles (every chip label has the same insets and
/// font, every card the same corner radius), and each distinct box costs a heap
/// block per view. Sharing is safe: the boxes are copy-on-write.
///
/// Each kind of box has a direct-mapped table of `slots` entries indexed by the
/// value's folded word (see `WordFold`): one multiply-xor fold, one slot and
/// one `==` per view, where a `Dictionary` cost a seeded SipHash of every field
/// and often a second lookup to insert. A slot keeps the latest value that
/// landed in it, so the table is bounded and repeated styles stay shared.
///
/// A class: its tables are written on most views, and held by a struct they
/// were copied whole whenever the reader's state was not uniquely referenced.
public final class ViewStorageInterner {
    /// Entries per kind of box (a power of two).
    public static let slots = 4_096

    var attributes: [CopyOnWriteBox<KindAttributes>?] = []
    var decorations: [CopyOnWriteBox<ViewSpec.Decorations>?] = []
    /// `place:` pins, kept as the (indirect, so shared) `Positioning` values.
    var placements: [Positioning?] = []

    public init() {}

    /// The slot of a folded word: its high bits, the best mixed.
    @inline(__always)
    static func slot(_ word: UInt64) -> Int {
        Int(truncatingIfNeeded: word >> 52) & (slots - 1)
    }

    static func share<Value>(_ box: inout CopyOnWriteBox<Value>?, word: (Value) -> UInt64,
                             in table: inout [CopyOnWriteBox<Value>?]) {
        guard let current = box else { return }
        if table.isEmpty { table = Array(repeating: nil, count: slots) }
        let slot = slot(word(current.value))
        if let shared = table[slot], shared.value == current.value {
            box = shared
        } else {
            table[slot] = current
        }
    }
}

extension ViewSpec {
    /// Swaps this view's attribute boxes (and `place:` pins) for equal ones
    /// already seen, remembering new ones.
    public mutating func shareStorage(_ interner: ViewStorageInterner) {
        ViewStorageInterner.share(&attributesBox, word: \.foldedWord, in: &interner.attributes)
        ViewStorageInterner.share(&decorations, word: \.foldedWord, in: &interner.decorations)
        if case .place = positioning {
            if interner.placements.isEmpty { interner.placements = Array(repeating: nil, count: ViewStorageInterner.slots) }
            let slot = ViewStorageInterner.slot(positioning.foldedWord)
            if let shared = interner.placements[slot], shared == positioning {
                positioning = shared
            } else {
                interner.placements[slot] = positioning
            }
        }
    }
}
