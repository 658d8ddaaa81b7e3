import Foundation

/// When ``ReportSession`` walks its directories again for new spec files.
///
/// A walk costs in proportion to the tree under the paths: nothing for a
/// specs folder, but `layoutc preview .` in a checkout with `node_modules`,
/// or a directory holding a symbolic link to `/usr`, is a walk of 100,000
/// entries, which on every poll kept a core two-thirds busy. So a walk that
/// took long waits until it is only `share` of the time since; a short one
/// (a project of a few thousand files) is done on every refresh, so a new
/// spec shows on the next poll.
struct DiscoveryPacing {
    /// The most of the wall-clock time walks may take.
    var share = 0.05
    /// A walk shorter than this is not worth waiting after.
    var unpacedSeconds = 0.01
    /// No walk before this time (in ``now``'s seconds).
    private(set) var notBefore = -Double.infinity

    /// Whether a walk is due at `now`.
    func isDue(at now: Double) -> Bool { now >= notBefore }

    /// Records a walk from `start` to `end`.
    mutating func walked(from start: Double, to end: Double) {
        let took = max(0, end - start)
        notBefore = took < unpacedSeconds ? end : end + took * (1 / share - 1)
    }

    /// Seconds on a clock that only goes forward.
    static func now() -> Double { ProcessInfo.processInfo.systemUptime }
}
