import Driver
import Foundation
import LayoutcRuntime
import SpecGenerator
import XCTest

/// The runtime's constraint session (issue 26, part 4): a screen solved again
/// at a new size re-solves its kept systems incrementally, without ambiguity
/// analysis, and gives the frames a fresh solve (`layoutc compile`'s) gives.
final class ConstraintSessionTests: XCTestCase {
    static let specs = DifferentialTests.repositoryRoot.appendingPathComponent("Specs")

    func screen(_ bytes: [UInt8], _ name: String) throws -> Screen {
        try XCTUnwrap(LayoutCompiler().compile(bytes, file: name).screen, name)
    }

    func spec(_ name: String) throws -> Screen {
        try screen(Array(try Data(contentsOf: Self.specs.appendingPathComponent(name))), name)
    }

    /// The profile card by hand, in a container with root insets [20, 0, 0, 0],
    /// side margins 16. At 600 pt: the card spans the margins, x = 16, width
    /// 568, top = 20 + 16 = 36; follow's trailing = 568 - 16 = 552, so x = 464
    /// (88 × 44), centred on the avatar (16 + 28 = 44): y = 22; the bio runs
    /// from 16 to 552 (width 536) at y = 16 + 56 + 12 = 84, 60 tall, and the card
    /// ends 16 below it: height 160. At 400 pt the card is 368 wide, follow at
    /// 368 - 16 - 88 = 264 and the bio 264 + 88 - 16 = 336 wide.
    func testTheProfileCardBySizeIsReSolvedIncrementally() throws {
        let screen = try spec("ConstraintProfileCard.layout.yaml")
        let session = LayoutSession()
        func frames(_ width: CGFloat) -> [String: Rect] {
            let container = LayoutContainer(size: CGSize(width: width, height: 800), safeAreaInsets: LayoutInsets(top: 20), scale: 2)
            let solution = LayoutSolution(screen: screen, container: container, session: session)
            XCTAssertEqual(solution.framesJSON(), LayoutSolution(screen: screen, container: container).framesJSON(), "\(width)")
            return Dictionary(uniqueKeysWithValues: solution.views.compactMap { view in view.id.map { ($0, solution.layout.views[view.index].frame) } })
        }
        let wide = frames(600)
        XCTAssertEqual(wide["card"], Rect(x: 16, y: 36, width: 568, height: 160))
        XCTAssertEqual(wide["follow"], Rect(x: 464, y: 22, width: 88, height: 44))
        XCTAssertEqual(wide["bio"], Rect(x: 16, y: 84, width: 536, height: 60))
        XCTAssertEqual(wide["name"], Rect(x: 84, y: 20, width: 140, height: 22))
        XCTAssertEqual(session.solveCounts.incremental, 0)
        let narrow = frames(400)
        XCTAssertEqual(narrow["card"], Rect(x: 16, y: 36, width: 368, height: 160))
        XCTAssertEqual(narrow["follow"], Rect(x: 264, y: 22, width: 88, height: 44))
        XCTAssertEqual(narrow["bio"], Rect(x: 16, y: 84, width: 336, height: 60))
        XCTAssertGreaterThan(session.solveCounts.incremental, 0)
        XCTAssertEqual(session.solveCounts.fresh, 1)
    }

    /// A wrapping label pinned leading and trailing 16 pt in and a label pinned
    /// 8 pt below it, through one session, measured by the fixed-width measurer
    /// (17 pt: 9.35 a byte, lines 20.4): 16 words of 4 letters are 79 bytes,
    /// a line of n words 5n − 1 bytes. At 300 pt (268 wide) 5 words a line
    /// (24 × 9.35 = 224.4; 6 words are 271.15), 4 lines, 81.6 → 82 at @2x; at
    /// 400 (368) 8 words, 2 lines, 41; at 800 (768) the one line of 738.65
    /// fits: 20.4 → 20.5. The second text pass keeps systems of its own, so
    /// only the first solve builds any; every frame equals a fresh solve's.
    func testAWrappingLabelIsReSolvedIncrementallyInBothPasses() throws {
        let words = Array(repeating: "aaaa", count: 16).joined(separator: " ")
        let screen = try screen(Array("""
            layout: 1
            screen: Wrap
            root:
              children:
                - id: body
                  kind: label
                  text: "\(words)"
                  numberOfLines: 0
                  constraints:
                    - leading = superview.leading + 16
                    - trailing = superview.trailing - 16
                    - top = superview.top + 100
                - id: below
                  kind: label
                  text: "bb"
                  constraints: [leading = body.leading, top = body.bottom + 8]
            """.utf8), "wrap")
        let session = LayoutSession()
        for (width, height) in [(300.0, 82.0), (400, 41), (800, 20.5), (300, 82)] {
            let container = LayoutContainer(size: CGSize(width: width, height: 800), safeAreaInsets: LayoutInsets(),
                                            scale: 2)
            let kept = LayoutSolution(screen: screen, container: container, text: fixedWidthText, session: session)
            let fresh = LayoutSolution(screen: screen, container: container, text: fixedWidthText)
            XCTAssertEqual(viewsSection(kept.framesJSON()), viewsSection(fresh.framesJSON()), "\(width)")
            XCTAssertEqual(kept.layout.views[1].frame, Rect(x: 16, y: 100, width: width - 32, height: height), "\(width)")
            XCTAssertEqual(kept.layout.views[2].frame.y, 100 + height + 8, "\(width)")
        }
        XCTAssertEqual(session.solveCounts.fresh, 2, "one system for each text pass")
        XCTAssertEqual(session.solveCounts.incremental, 5, "400 and the second 300 in both passes, 800 in the first only")
    }

    /// Every constraint example and generated constraint screens, swept over
    /// container sizes, insets and scales through one session each: the frames
    /// equal a fresh solve's at every step (conflicts and ambiguity included),
    /// and the runtime reports no `ambiguous-layout` (compile's job).
    func testSweptSizesEqualFreshSolves() throws {
        var screens: [(String, Screen)] = []
        for name in ["ConstraintProfileCard", "ConstraintConflict", "ConstraintAmbiguity"] {
            screens.append((name, try spec("\(name).layout.yaml")))
        }
        for seed in UInt64(1)...12 {
            let bytes = SpecGenerator(shape: .constraints, views: 12 + Int(seed) * 9, seed: seed).generate()
            screens.append(("constraints-\(seed)", try screen(bytes, "constraints-\(seed)")))
        }
        for (name, screen) in screens {
            XCTAssertFalse(screen.constraints.isEmpty, name)
            let session = LayoutSession()
            var step = 0
            for width in stride(from: 280.0, through: 1100, by: 90) {
                for (top, scale) in [(0.0, 2.0), (47, 3), (20, 1)] {
                    step += 1
                    let container = LayoutContainer(size: CGSize(width: width, height: 500 + width / 3),
                                                    safeAreaInsets: LayoutInsets(top: CGFloat(top), left: 0, bottom: 21, right: 0),
                                                    scale: CGFloat(scale))
                    let kept = LayoutSolution(screen: screen, container: container, session: session)
                    let fresh = LayoutSolution(screen: screen, container: container)
                    XCTAssertEqual(viewsSection(kept.framesJSON()), viewsSection(fresh.framesJSON()), "\(name) step \(step)")
                    XCTAssertFalse(kept.diagnostics.contains { $0.rule.rawValue == "ambiguous-layout" }, name)
                }
            }
            XCTAssertGreaterThan(session.solveCounts.incremental, session.solveCounts.fresh, name)
        }
    }
}
