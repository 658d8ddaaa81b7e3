import Dispatch
import Foundation

/// Runs `count` independent work items on up to `jobs` threads.
///
/// Workers take the next item from a shared counter as they finish one, so a
/// few large specs do not leave the other cores idle the way a fixed
/// round-robin split does; items are offered largest first (by `cost`) so
/// that the biggest ones do not start last.
enum ParallelWork {
    /// Calls `body` once for every index in `0..<count`, on up to `jobs` threads,
    /// taking items in descending `cost` order (ties in index order).
    static func forEach(count: Int, jobs: Int, cost: (Int) -> Int = { _ in 0 }, _ body: @Sendable (Int) -> Void) {
        guard count > 0 else { return }
        let order = (0..<count).map { (index: $0, cost: cost($0)) }
            .sorted { $0.cost != $1.cost ? $0.cost > $1.cost : $0.index < $1.index }
            .map(\.index)
        let next = NextIndex()
        DispatchQueue.concurrentPerform(iterations: min(max(1, jobs), count)) { _ in
            while let position = next.take(below: count) {
                body(order[position])
            }
        }
    }

    /// The shared counter the workers take items from.
    private final class NextIndex: @unchecked Sendable {
        private var value = 0
        private let lock = NSLock()

        func take(below limit: Int) -> Int? {
            lock.withLock {
                guard value < limit else { return nil }
                defer { value += 1 }
                return value
            }
        }
    }
}
