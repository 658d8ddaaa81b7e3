import Diagnostics
import LayoutIR
import SpecGenerator
import XCTest

@testable import Solver

/// Random constraint screens checked against a small exact model of
/// Docs/SpecFormat.md#auto-layout-constraints written here, independently of the solver: a brute
/// force over the integer grid.
///
/// The screens are one or two views in a 20 × 20 container, constrained on
/// the horizontal axis by differences of edges with integer constants
/// (leading, trailing and width against the container, the sibling's
/// trailing against the other's leading) at random relations and
/// priorities; the vertical axis is pinned. Such a system is a network
/// matrix in the edges, so every lexicographic optimum and every
/// closest-to-0 fix lies on the integer grid, which the model searches whole:
/// required rows by the deletion filter, then each tier's error sum, then
/// `|x1|, |w1|, |x2|, |w2|`.
///
/// The same screens are checked right to left (3.4: leading is the right
/// edge, the engine measuring x from the right) and inside a scroll view whose
/// `content` and `frame` guides the edges name (the content area's leading
/// edge is 0; its trailing edge is contentSize, which these rows would
/// decide, so trailing names the frame guide, 0 to 20).
final class ConstraintModelTests: XCTestCase {
    /// One horizontal row: `a·x1 + b·w1 + c·x2 + d·w2 + k REL 0` in container coordinates.
    struct ModelRow {
        var coefficients: [Double]
        var constant: Double
        var relation: ConstraintRelation
        var priority: Double

        func error(_ p: [Double]) -> Double {
            // Plain arithmetic: the model visits a million points a screen.
            let value = constant + coefficients[0] * p[0] + coefficients[1] * p[1] + coefficients[2] * p[2]
                + coefficients[3] * p[3]
            switch relation {
            case .equal: return abs(value)
            case .lessThanOrEqual: return max(0, value)
            case .greaterThanOrEqual: return max(0, -value)
            }
        }
    }

    static let container = 20.0

    /// How the container and its views are laid out.
    enum Variant {
        case plain
        /// Every view right to left (Docs/SpecFormat.md#right-to-left): leading is the right edge and the
        /// engine measures x from the right, so `leading = superview.leading + c`
        /// is `20 - (x + w) = c`.
        case rightToLeft
        /// The container is a scroll view and the edges name its guides:
        /// `ID.content` (leading: the content area's origin, 0) or `ID.frame`
        /// (its frame in content coordinates at offset 0: 0 to 20).
        case scroll
    }

    /// A random screen: its constraints for the solver and the same rows for the model.
    static func randomCase(_ random: inout SeededRandom, views: Int,
                           variant: Variant = .plain) -> ([LayoutConstraint], [ModelRow]) {
        var constraints: [LayoutConstraint] = []
        var rows: [ModelRow] = []
        let count = views == 1 ? random.int(2...5) : random.int(3...6)
        let relations: [ConstraintRelation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]
        let priorities: [Double] = [1000, 1000, 750, 500, 250, 100]
        for index in 0..<count {
            let view = random.int(0...(views - 1))
            let relation = relations[random.int(0...2)]
            // Two-view screens keep at most two required rows (each conflict costs the model a full scan).
            var priority = priorities[random.int(0...5)]
            if views == 2, priority == 1000, rows.filter({ $0.priority == 1000 }).count >= 2 { priority = 750 }
            let kind = random.int(0...(views == 1 ? 2 : 3))
            var coefficients = [0.0, 0, 0, 0]
            let first: ConstraintAnchor, second: ConstraintAnchor?
            let constant: Double
            let me = 2 + view
            switch kind {
            case 0:  // leading REL superview.leading + c:  x - c; right to left 20 - x - w - c
                constant = Double(random.int(-2...8))
                first = ConstraintAnchor(view: me, attribute: .leading)
                let guide: ConstraintGuide = variant == .scroll ? (random.int(0...1) == 0 ? .content : .frame) : .view
                second = ConstraintAnchor(view: 1, guide: guide, attribute: .leading)
                if variant == .rightToLeft {
                    coefficients[2 * view] = -1
                    coefficients[2 * view + 1] = -1
                    rows.append(ModelRow(coefficients: coefficients, constant: container - constant, relation: relation,
                                         priority: priority))
                } else {
                    coefficients[2 * view] = 1
                    rows.append(ModelRow(coefficients: coefficients, constant: -constant, relation: relation, priority: priority))
                }
            case 1:  // trailing REL superview.trailing + c:  x + w - 20 - c; right to left -x - c
                constant = -Double(random.int(-2...8))
                first = ConstraintAnchor(view: me, attribute: .trailing)
                // A scroll view's content trailing edge is its contentSize, which these rows would decide: its frame guide.
                second = ConstraintAnchor(view: 1, guide: variant == .scroll ? .frame : .view, attribute: .trailing)
                if variant == .rightToLeft {
                    coefficients[2 * view] = -1
                    rows.append(ModelRow(coefficients: coefficients, constant: -constant, relation: relation, priority: priority))
                } else {
                    coefficients[2 * view] = 1
                    coefficients[2 * view + 1] = 1
                    rows.append(ModelRow(coefficients: coefficients, constant: -container - constant, relation: relation,
                                         priority: priority))
                }
            case 2:  // width REL c
                constant = Double(random.int(0...12))
                first = ConstraintAnchor(view: me, attribute: .width)
                second = nil
                coefficients[2 * view + 1] = 1
                rows.append(ModelRow(coefficients: coefficients, constant: -constant, relation: relation, priority: priority))
            default:  // v2.leading REL v1.trailing + c:  x2 - x1 - w1 - c; right to left x1 - x2 - w2 - c
                constant = Double(random.int(-2...6))
                first = ConstraintAnchor(view: 3, attribute: .leading)
                second = ConstraintAnchor(view: 2, attribute: .trailing)
                coefficients = variant == .rightToLeft ? [1, 0, -1, -1] : [-1, -1, 1, 0]
                rows.append(ModelRow(coefficients: coefficients, constant: -constant, relation: relation, priority: priority))
            }
            constraints.append(LayoutConstraint(first: first, relation: relation, second: second, constant: constant,
                                                priority: priority, owner: first.view, ordinal: index,
                                                location: SourceLocation(line: 100 + index, column: 5),
                                                text: "row \(index)"))
        }
        return (constraints, rows)
    }

    /// The model: required rows by the deletion filter, tiers, then closest to 0,
    /// over every grid point (x1, w1, x2, w2) in [lowest, 26] (x2 = w2 = 0 with one view).
    /// Right to left the mirrored rows put the optimum further below 0 (a
    /// required `x2 + w2 = x1 - 5` with `x1 ≤ -2` and `x2 ≥ 3` makes `w2 = -10`),
    /// so the grid starts at `lowest`.
    static func model(_ rows: [ModelRow], views: Int, lowest: Double = -6) -> (values: [Double], conflicts: Int) {
        let range = Array(stride(from: lowest, through: 26.0, by: 1.0))
        let second = views == 2 ? range : [0.0]
        /// Calls `body` with every grid point until it returns false.
        func forEachPoint(_ body: ([Double]) -> Bool) {
            var p = [0.0, 0, 0, 0]
            for x1 in range {
                p[0] = x1
                for w1 in range {
                    p[1] = w1
                    for x2 in second {
                        p[2] = x2
                        for w2 in second {
                            p[3] = w2
                            if !body(p) { return }
                        }
                    }
                }
            }
        }
        func feasible(_ set: [ModelRow]) -> Bool {
            var found = false
            forEachPoint { p in
                for row in set where row.error(p) != 0 { return true }
                found = true
                return false
            }
            return found
        }
        var required = rows.indices.filter { rows[$0].priority >= 1000 }
        var conflicts = 0
        while !feasible(required.map { rows[$0] }) {
            var candidate = required
            var index = 0
            while index < candidate.count {
                var without = candidate
                without.remove(at: index)
                if !feasible(without.map { rows[$0] }) { candidate = without } else { index += 1 }
            }
            // The last of the minimal set (in row order) is broken.
            required.removeAll { $0 == candidate.last! }
            conflicts += 1
        }
        let kept = required.map { rows[$0] }
        let tiers = Set(rows.filter { $0.priority < 1000 }.map(\.priority)).sorted(by: >)
        let tierRows = tiers.map { tier in rows.filter { $0.priority == tier } }
        var best: [Double]?, bestKey: [Double] = []
        var key = [Double](repeating: 0, count: tiers.count + 2 * views)
        forEachPoint { p in
            for row in kept where row.error(p) != 0 { return true }
            for (tier, rows) in tierRows.enumerated() {
                var sum = 0.0
                for row in rows { sum += row.error(p) }
                key[tier] = sum
            }
            for index in 0..<(2 * views) { key[tiers.count + index] = abs(p[index]) }
            if best == nil || key.lexicographicallyPrecedes(bestKey) {
                best = p
                bestKey = key
            }
            return true
        }
        return (best ?? [0, 0, 0, 0], conflicts)
    }

    func testRandomScreensMatchTheModel() {
        check(variant: .plain, seed: 26)
    }

    func testRandomRightToLeftScreensMatchTheModel() {
        check(variant: .rightToLeft, seed: 34)
    }

    func testRandomScreensInAScrollViewsGuidesMatchTheModel() {
        check(variant: .scroll, seed: 43)
    }

    private func check(variant: Variant, seed: UInt64) {
        var random = SeededRandom(seed: seed)
        for trial in 0..<56 {
            let views = trial < 50 ? 1 : 2
            let (constraints, rows) = Self.randomCase(&random, views: views, variant: variant)
            var builder = ScreenBuilder()
            let container = builder.add(variant == .scroll ? .scroll : .view, frame: Rect(x: 0, y: 0, width: 20, height: 20))
            var viewIndices: [Int] = []
            for _ in 0..<views { viewIndices.append(builder.add(to: container)) }
            var screen = builder.screen
            var all = constraints
            for (offset, view) in viewIndices.enumerated() {
                // The vertical axis pinned: top = superview.top, height = 5.
                all.append(LayoutConstraint(first: ConstraintAnchor(view: view, attribute: .top), relation: .equal,
                                            second: ConstraintAnchor(view: 1, attribute: .top), owner: view, ordinal: 90,
                                            location: SourceLocation(line: 10 + offset, column: 5), text: "top"))
                all.append(LayoutConstraint(first: ConstraintAnchor(view: view, attribute: .height), relation: .equal,
                                            second: nil, constant: 5, owner: view, ordinal: 91,
                                            location: SourceLocation(line: 20 + offset, column: 5), text: "height"))
            }
            screen.constraints = all.sorted { ($0.location?.line ?? 0) < ($1.location?.line ?? 0) }
            let direction: LayoutDirection = variant == .rightToLeft ? .rightToLeft : .leftToRight
            let layout = FrameSolver(device: DeviceCatalog.all[0], orientation: .portrait,
                                     text: TextEnvironment(direction: direction)).solve(screen)
            let expected = Self.model(rows, views: views, lowest: variant == .rightToLeft ? -14 : -6)
            for (offset, view) in viewIndices.enumerated() {
                let frame = layout.views[view].frame
                XCTAssertEqual([frame.x, frame.width], [expected.values[2 * offset], expected.values[2 * offset + 1]],
                               "\(variant) trial \(trial), view \(offset): \(rows)")
            }
            let conflicts = layout.diagnostics.filter { $0.rule == .unsatisfiableConstraints }.count
            XCTAssertEqual(conflicts, expected.conflicts, "\(variant) trial \(trial): \(rows)")
        }
    }
}
