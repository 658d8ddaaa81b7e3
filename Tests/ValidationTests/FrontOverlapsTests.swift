import Driver
import LayoutIR
import SpecGenerator
import XCTest
@testable import Validation

/// ``FrontOverlaps`` (which builds its at-rest grid and each scroll view's grid
/// one at a time) against the definition read pair by pair: for a view, the
/// last view after its subtree whose hit area meets its own either at rest
/// (both cut to where they show before scrolling) or anywhere when both lie in
/// the same innermost scroll view.
final class FrontOverlapsTests: XCTestCase {

    /// What each view shows at rest: its reachable hit area cut to its ancestors'
    /// frames (the root's own area uncut), `nil` when nothing shows.
    private func atRest(_ index: Int, _ geometry: HitGeometry) -> Rect? {
        guard let swept = geometry.reachableHitArea(index) else { return nil }
        guard let parent = geometry.parent(of: index) else { return swept }
        guard let shown = geometry.restClip(under: parent) else { return nil }
        return swept.intersection(shown)
    }

    private func subtreeEnd(_ index: Int, _ geometry: HitGeometry) -> Int {
        var end = index + 1
        // Pre-order: the subtree is the run of views that have `index` as an ancestor.
        func isInside(_ view: Int) -> Bool {
            var current = geometry.parent(of: view)
            while let parent = current {
                if parent == index { return true }
                current = geometry.parent(of: parent)
            }
            return false
        }
        while end < geometry.hitArea.count, isInside(end) { end += 1 }
        return end
    }

    private func bruteForce(_ index: Int, _ geometry: HitGeometry) -> Int? {
        guard let swept = geometry.reachableHitArea(index) else { return nil }
        let rest = atRest(index, geometry)
        let scroller = geometry.scroller(of: index)
        let end = subtreeEnd(index, geometry)
        return (end..<geometry.hitArea.count).reversed().first { other in
            guard let otherSwept = geometry.reachableHitArea(other) else { return false }
            if let rest, let otherRest = atRest(other, geometry), rest.intersection(otherRest) != nil { return true }
            return scroller >= 0 && geometry.scroller(of: other) == scroller && swept.intersection(otherSwept) != nil
        }
    }

    /// A random screen: buttons at the root, in plain containers and in several
    /// scroll views (one nested in another, some content below the fold), so
    /// that views meet at rest, inside one scroll view, and not at all.
    private func randomSpec(seed: UInt64) -> String {
        var random = SeededRandom(seed: seed)
        func frame(_ width: Int, _ height: Int) -> String {
            let x = Int.random(in: 0...width, using: &random), y = Int.random(in: 0...height, using: &random)
            let w = Int.random(in: 20...160, using: &random), h = Int.random(in: 20...120, using: &random)
            return "[\(x), \(y), \(w), \(h)]"
        }
        func buttons(_ count: Int, indent: String, width: Int, height: Int) -> String {
            (0..<count).map { _ in "\(indent)- {kind: button, frame: \(frame(width, height))}\n" }.joined()
        }
        var spec = "layout: 1\nscreen: Random\nroot:\n  children:\n"
        for _ in 0..<Int.random(in: 3...6, using: &random) {
            switch Int.random(in: 0..<3, using: &random) {
            case 0:
                spec += buttons(Int.random(in: 1...4, using: &random), indent: "    ", width: 360, height: 800)
            case 1:
                spec += "    - frame: \(frame(200, 600))\n      children:\n"
                spec += buttons(Int.random(in: 1...8, using: &random), indent: "        ", width: 200, height: 200)
            default:
                spec += "    - kind: scroll\n      frame: \(frame(200, 500))\n      contentSize: [400, 1600]\n"
                spec += "      children:\n"
                spec += buttons(Int.random(in: 2...20, using: &random), indent: "        ", width: 300, height: 1500)
                if Bool.random(using: &random) {
                    spec += "        - kind: scroll\n          frame: \(frame(100, 800))\n"
                    spec += "          contentSize: [300, 900]\n          children:\n"
                    spec += buttons(Int.random(in: 2...16, using: &random), indent: "            ", width: 250,
                                    height: 800)
                }
            }
        }
        return spec
    }

    func testRandomScreensMatchThePairwiseDefinition() throws {
        var views = 0, covered = 0, uncovered = 0
        for seed in 1...60 as ClosedRange<UInt64> {
            let spec = randomSpec(seed: seed)
            let result = LayoutCompiler(options: CompileOptions()).compile(Array(spec.utf8), file: "t.layout.yaml")
            let screen = try XCTUnwrap(result.screen, spec)
            let layout = try XCTUnwrap(result.layout, spec)
            let geometry = HitGeometry(screen: screen, layout: layout)
            let fronts = FrontOverlaps(geometry)
            let expected = (0..<geometry.hitArea.count).filter { geometry.reachableHitArea($0) != nil }
            XCTAssertEqual(fronts.views.map(Int.init), expected, "seed \(seed)")
            for (position, view) in fronts.views.enumerated() {
                let answer = bruteForce(Int(view), geometry)
                XCTAssertEqual(fronts.frontmost(at: position), answer, "seed \(seed), view \(view)\n\(spec)")
                views += 1
                if answer == nil { uncovered += 1 } else { covered += 1 }
            }
        }
        // The cases are not all one way: both answers occur many times.
        XCTAssertGreaterThan(covered, 100)
        XCTAssertGreaterThan(uncovered, 100)
        XCTAssertGreaterThan(views, 500)
    }
}
