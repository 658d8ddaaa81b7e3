/// A question a long compile asks between its phases and inside its long
/// loops: has the caller given up on the answer? The language server sets it
/// when a newer version of the document it compiles arrives, so that the
/// superseded compile stops early instead of holding a worker for its whole
/// length (Docs/Editors.md#what-it-does).
///
/// Checking is cooperative and cheap (one closure call); a compile that sees
/// it set returns what it has, which the caller drops.
public struct Cancellation: Sendable {
    private let check: (@Sendable () -> Bool)?

    /// Cancelled once `check` returns true.
    public init(_ check: @escaping @Sendable () -> Bool) { self.check = check }

    private init() { check = nil }

    /// Never cancelled: what every command line compile uses.
    public static let never = Cancellation()

    /// Whether the caller has given up.
    @inline(__always)
    public var isCancelled: Bool { check?() ?? false }
}
