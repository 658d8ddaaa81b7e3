import Foundation
import XCTest

@testable import Driver

final class ParallelWorkTests: XCTestCase {
    /// Collects what the workers did, from any thread.
    private final class Visits: @unchecked Sendable {
        private let lock = NSLock()
        private var indices: [Int] = []
        func add(_ index: Int) { lock.withLock { indices.append(index) } }
        var all: [Int] { lock.withLock { indices } }
    }

    func testEveryItemRunsExactlyOnceWhateverTheJobs() {
        for count in [0, 1, 2, 7, 100] {
            for jobs in [1, 2, 3, 16] {
                let visits = Visits()
                ParallelWork.forEach(count: count, jobs: jobs, cost: { ($0 * 37) % 11 }) { visits.add($0) }
                XCTAssertEqual(visits.all.sorted(), Array(0..<count), "count \(count), jobs \(jobs)")
            }
        }
    }

    func testOneJobTakesTheLargestItemsFirstThenIndexOrder() {
        let costs = [5, 1, 9, 5, 0]
        let visits = Visits()
        ParallelWork.forEach(count: costs.count, jobs: 1, cost: { costs[$0] }) { visits.add($0) }
        XCTAssertEqual(visits.all, [2, 0, 3, 1, 4])
    }
}
