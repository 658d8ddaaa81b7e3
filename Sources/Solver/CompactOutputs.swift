import LayoutIR

/// The solver outputs only some views have, stored as just the values present.
///
/// A view that needs any of them (every label has a text rect, every table an
/// index strip and content size) used to carry all ten, about 370 bytes with
/// the optionals' padding; here a label's text rect costs its four doubles and
/// a mask. The storage is immutable once made: a change makes a new one, so it
/// can be shared between copies of a view without copy-on-write checks.
@usableFromInline
final class CompactOutputs: ManagedBuffer<UInt16, Double> {
    /// The fields, in storage order; each present field's doubles follow the
    /// present fields before it.
    @usableFromInline
    enum Field: Int {
        case safeAreaInsets, layoutMargins, textRect, contentRect, placeholderRect, indexRect
        case adjustedContentInset, contentSize, boundsSize, hitRect

        /// Doubles the field takes.
        @inlinable var width: Int { self == .contentSize || self == .boundsSize ? 2 : 4 }
    }

    /// Where `field` starts in the tail, given the mask of present fields.
    @inlinable
    static func offset(of field: Field, mask: UInt16) -> Int {
        let below = mask & (1 << UInt16(field.rawValue) &- 1)
        let sizes = UInt16(1 << Field.contentSize.rawValue | 1 << Field.boundsSize.rawValue)
        return 4 * below.nonzeroBitCount - 2 * (below & sizes).nonzeroBitCount
    }

    /// The `width` doubles of `field`, or nil when it is absent.
    @inlinable
    func values(_ field: Field) -> UnsafeBufferPointer<Double>? {
        withUnsafeMutablePointers { header, elements in
            let mask = header.pointee
            guard mask & 1 << UInt16(field.rawValue) != 0 else { return nil }
            return UnsafeBufferPointer(start: elements + Self.offset(of: field, mask: mask), count: field.width)
        }
    }

    @inlinable
    func rect(_ field: Field) -> Rect? {
        values(field).map { Rect(x: $0[0], y: $0[1], width: $0[2], height: $0[3]) }
    }

    @inlinable
    func insets(_ field: Field) -> Insets? {
        values(field).map { Insets(top: $0[0], left: $0[1], bottom: $0[2], right: $0[3]) }
    }

    @inlinable
    func size(_ field: Field) -> Size? {
        values(field).map { Size(width: $0[0], height: $0[1]) }
    }

    /// `old` with `field` set to `values` (`width` doubles) or removed (nil);
    /// nil when nothing is left. One allocation, no intermediate arrays: the
    /// solver sets a field or two on many views.
    static func replacing(_ field: Field, with values: UnsafeBufferPointer<Double>?,
                          in old: SharedOutputs?) -> SharedOutputs? {
        let oldMask = old?.storage.header ?? 0
        let bit = UInt16(1) << UInt16(field.rawValue)
        let mask = values == nil ? oldMask & ~bit : oldMask | bit
        guard mask != 0 else { return nil }
        let count = offset(of: .hitRect, mask: mask) + (mask & 1 << UInt16(Field.hitRect.rawValue) != 0 ? 4 : 0)
        let storage = CompactOutputs.create(minimumCapacity: count) { _ in mask } as! CompactOutputs
        storage.withUnsafeMutablePointerToElements { elements in
            var offset = 0
            for raw in 0...Field.hitRect.rawValue where mask & 1 << UInt16(raw) != 0 {
                let candidate = Field(rawValue: raw)!
                let source = candidate == field ? values : old?.storage.values(candidate)
                (elements + offset).initialize(from: source!.baseAddress!, count: candidate.width)
                offset += candidate.width
            }
        }
        return SharedOutputs(storage)
    }

    /// Every field, defaults for the absent ones.
    var outputs: KindOutputs {
        var outputs = KindOutputs()
        outputs.safeAreaInsets = insets(.safeAreaInsets) ?? .zero
        outputs.layoutMargins = insets(.layoutMargins) ?? KindOutputs.defaultMargins
        outputs.textRect = rect(.textRect)
        outputs.contentRect = rect(.contentRect)
        outputs.placeholderRect = rect(.placeholderRect)
        outputs.indexRect = rect(.indexRect)
        outputs.adjustedContentInset = insets(.adjustedContentInset)
        outputs.contentSize = size(.contentSize)
        outputs.boundsSize = size(.boundsSize)
        outputs.hitRect = rect(.hitRect)
        return outputs
    }
}

/// ``CompactOutputs`` as a view holds it. The storage is never written after
/// `make`, so sharing it between threads is safe, but a `ManagedBuffer`
/// subclass cannot declare itself `Sendable`.
@usableFromInline
struct SharedOutputs: @unchecked Sendable {
    @usableFromInline let storage: CompactOutputs

    init(_ storage: CompactOutputs) { self.storage = storage }

    @inlinable func values(_ field: CompactOutputs.Field) -> UnsafeBufferPointer<Double>? { storage.values(field) }
    @inlinable func rect(_ field: CompactOutputs.Field) -> Rect? { storage.rect(field) }
    @inlinable func insets(_ field: CompactOutputs.Field) -> Insets? { storage.insets(field) }
    @inlinable func size(_ field: CompactOutputs.Field) -> Size? { storage.size(field) }
    var outputs: KindOutputs { storage.outputs }
}
