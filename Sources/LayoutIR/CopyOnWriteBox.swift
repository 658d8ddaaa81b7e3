/// A value stored out of line and shared between copies until one of them
/// changes it. Keeps rarely set groups of attributes from widening every view.
///
/// `@usableFromInline` so that the `@inlinable` getters of ``ViewSpec`` read a
/// field straight out of the box in the solver's, validation's and emitters'
/// loops instead of calling across the module boundary per field.
@usableFromInline
final class CopyOnWriteBox<Value: Hashable & Sendable>: @unchecked Sendable {
    // Safe to share across threads: a box is only written while uniquely
    // referenced (see `Optional.modify`), so a shared box is never mutated.
    // Unchecked: exclusivity holds by construction (written only while
    // uniquely referenced), and the dynamic check cost a runtime call per read.
    @exclusivity(unchecked) @usableFromInline var value: Value

    @usableFromInline init(_ value: Value) { self.value = value }
}

extension Optional {
    /// Changes the boxed value in place when this is the only reference to the
    /// box, else in a fresh box; a missing box starts from `initial`.
    @inline(__always)
    mutating func modify<Value>(initial: @autoclosure () -> Value, _ change: (inout Value) -> Void)
        where Wrapped == CopyOnWriteBox<Value> {
        if var box = self.take() {
            if !isKnownUniquelyReferenced(&box) { box = CopyOnWriteBox(box.value) }
            change(&box.value)
            self = box
        } else {
            var value = initial()
            change(&value)
            self = CopyOnWriteBox(value)
        }
    }
}
