import Driver
import Emitters
import SpecGenerator
import Validation
import XCTest

final class SpecGeneratorTests: XCTestCase {
    func testEveryShapeExpandsToExactlyTheViewsAskedFor() {
        for shape in SpecGenerator.Shape.allCases {
            for views in [2, 3, 57, 1_000] {
                let bytes = SpecGenerator(shape: shape, views: views, seed: 7).generate()
                let result = LayoutCompiler().compile(bytes, file: "\(shape).layout.yaml")
                XCTAssertEqual(result.screen?.views.count, views, "\(shape) \(views)")
                // Generated screens are clean: no compiler or lint diagnostic at all,
                // except the `findings` shapes' one small hit target per item.
                if shape == .findings || shape == .oneLineFindings {
                    XCTAssertEqual(result.diagnostics.count, max(0, views - 2), "\(shape) \(views)")
                    XCTAssertTrue(result.diagnostics.allSatisfy { $0.rule == .hitTargetTooSmall }, "\(shape) \(views)")
                } else if shape == .mixedFindings {
                    XCTAssertEqual(result.diagnostics.isEmpty, views < 3, "\(shape) \(views)")
                } else {
                    // The nested shapes (`deep`, `mixed`) lay later subtrees over earlier
                    // buttons: since hit-area-covered follows hit-testing order across the
                    // hierarchy those overlaps are findings; every other rule stays silent.
                    let unexpected = result.diagnostics.filter {
                        !($0.rule == .hitAreaCovered && (shape == .deep || shape == .mixed))
                    }
                    XCTAssertTrue(unexpected.isEmpty, "\(shape) \(views): \(unexpected.prefix(3).map { "\($0)" })")
                }
            }
        }
    }

    func testTheSameSeedGivesTheSameBytesAndAnotherSeedDifferentOnes() {
        for shape in SpecGenerator.Shape.allCases {
            let a = SpecGenerator(shape: shape, views: 500, seed: 3).generate()
            XCTAssertEqual(a, SpecGenerator(shape: shape, views: 500, seed: 3).generate(), "\(shape)")
            XCTAssertNotEqual(a, SpecGenerator(shape: shape, views: 500, seed: 4).generate(), "\(shape)")
        }
    }

    func testShapesHaveTheirCharacter() {
        let deep = SpecGenerator(shape: .deep, views: 2_000).generate()
        let lines = deep.split(separator: UInt8(ascii: "\n"))
        let deepest = lines.map { line in line.prefix { $0 == UInt8(ascii: " ") }.count }.max() ?? 0
        XCTAssertGreaterThan(deepest, 2 * 30, "chains nest at least 30 views deep")

        let flow = LayoutCompiler().compile(SpecGenerator(shape: .flow, views: 5_000).generate(), file: "f.yaml")
        XCTAssertEqual(flow.screen?.views[1].kind, .collection)
        XCTAssertEqual(flow.screen?.views[1].children.count, 4_998, "one collection holds every item")

        let mixed = LayoutCompiler().compile(SpecGenerator(shape: .mixed, views: 5_000).generate(), file: "m.yaml")
        let kinds = Set(mixed.screen?.views.map(\.kind) ?? [])
        XCTAssertGreaterThanOrEqual(kinds.count, 9, "mixed uses nearly every kind: \(kinds)")

        // Most views of `constraints` are laid out by constraints, in cards of 10 to 20 views.
        let cards = LayoutCompiler().compile(SpecGenerator(shape: .constraints, views: 2_000).generate(), file: "c.yaml")
        let screen = cards.screen
        let laidOut = Set(screen?.constraints.map(\.first.view) ?? [])
        XCTAssertGreaterThan(laidOut.count, 1_700, "most views are laid out by constraints")
        let cardSizes = screen?.views[0].children.map { screen?.views[$0].children.count ?? 0 } ?? []
        XCTAssertTrue(cardSizes.dropLast().allSatisfy { (9...19).contains($0) }, "\(cardSizes.prefix(20))")
    }

    func testMixedFindingsHasAFindingOnMostViewsOfSeveralRules() {
        let result = LayoutCompiler().compile(SpecGenerator(shape: .mixedFindings, views: 5_000).generate(), file: "m.yaml")
        XCTAssertEqual(result.screen?.views.count, 5_000)
        let viewsWithFindings = Set(result.diagnostics.flatMap { $0.foldedPaths.isEmpty ? [$0.viewPath ?? ""] : $0.foldedPaths })
        XCTAssertGreaterThan(viewsWithFindings.count, 2_500, "most views have a finding")
        XCTAssertEqual(Set(result.diagnostics.map(\.rule)),
                       [.hitTargetTooSmall, .hitAreaOutsideParent, .hitAreaCovered, .zeroFontSize, .cornerRadiusTooLarge])
        XCTAssertTrue(result.diagnostics.contains { $0.foldedPaths.count >= 16 }, "the repeated chips fold")
    }

    func testGeneratedSpecsCompileToFramesJSON() {
        let bytes = SpecGenerator(shape: .mixed, views: 300).generate()
        let result = LayoutCompiler().compile(bytes, file: "m.yaml")
        guard let screen = result.screen, let layout = result.layout else { return XCTFail("no layout") }
        let json = FramesJSONEmitter(file: "m.yaml", screen: screen, layout: layout, diagnostics: result.diagnostics)
            .render()
        XCTAssertGreaterThan(json.count, 300 * 100)
    }
}
