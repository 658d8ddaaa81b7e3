import Diagnostics
import Driver
import Foundation
import LayoutIR
import Validation
import XCTest

/// Where the four stack findings land and what they say, beyond the rules'
/// examples; and the spec format's own example, end to end.
final class StackRuleSemanticsTests: XCTestCase {
    private func compile(_ spec: String, device: String = "iphone-15-pro") -> CompileResult {
        LayoutCompiler(options: CompileOptions(deviceID: device)).compile(Array(spec.utf8), file: "t.layout.yaml")
    }

    private func stackFindings(_ result: CompileResult) -> [Diagnostic] {
        let rules: Set<RuleID> = [.stackPriorityAmbiguous, .stackOverflow, .fillProportionallySpacing,
                                  .placementIgnoredInStack]
        return result.diagnostics.filter { rules.contains($0.rule) }
    }

    func testTheContractsExample() throws {
        // Docs/SpecFormat.md#stack-views on an iPhone 15 Pro: A = 393 − 32 = 361, L = 80 + 0 + 80,
        // G = 8 + 8 (ok's spacingAfter is after the last view), E = 185. Huggings
        // 251, 250, 250: the spacer and ok tie, ok (the last) gets +185 → 265.
        let result = compile("""
            layout: 1
            screen: Actions
            root:
              children:
                - id: actions
                  kind: stack
                  place: {left: 16, right: 16, bottom: 16, height: 50}
                  stack:
                    axis: horizontal
                    distribution: fill
                    alignment: fill
                    spacing: 8
                    layoutMarginsRelative: false
                  children:
                    - {id: cancel, kind: button, intrinsicSize: [80, 44], hugging: 251}
                    - {id: spacer}
                    - {id: ok, kind: button, intrinsicSize: [80, 44], spacingAfter: 0}
            """)
        let layout = try XCTUnwrap(result.layout)
        XCTAssertEqual(layout.views.map(\.frame), [
            Rect(x: 0, y: 0, width: 393, height: 852), Rect(x: 16, y: 786, width: 361, height: 50),
            Rect(x: 0, y: 0, width: 80, height: 50), Rect(x: 88, y: 0, width: 0, height: 50),
            Rect(x: 96, y: 0, width: 265, height: 50),
        ])
        let found = stackFindings(result)
        XCTAssertEqual(found.map(\.rule), [.stackPriorityAmbiguous])
        XCTAssertEqual(found.first?.viewID, "ok")
        XCTAssertEqual(found.first?.message, "'spacer' and 'ok' hug at the same priority 250 and 'actions' has 185 pt to spare along its horizontal axis, so which of them UIKit stretches is ambiguous (layoutc stretches 'ok', the last); mend it either way: set 'hugging: 249' on the view that should stretch, or 'hugging: 251' on 'spacer' so that 'ok' alone stretches")
    }

    func testATieAtTheTopPriorityIsMendedByLoweringOne() {
        let result = compile("""
            layout: 1
            screen: T
            root:
              children:
                - kind: stack
                  place: {left: 16, right: 16, top: 100, height: 44}
                  children:
                    - {id: a, intrinsicSize: [10, 10], hugging: 1000}
                    - {id: b, intrinsicSize: [10, 10], hugging: 1000}
            """)
        let message = stackFindings(result).first?.message ?? ""
        XCTAssertTrue(message.hasSuffix("; set 'hugging: 999' on the view that should stretch"), message)
    }

    func testOverflowAcrossAVerticalStackLandsOnTheView() throws {
        // A vertical stack 100 wide, trailing: a 130-wide view sticks out by 30
        // (x = 100 − 130 = −30). A hidden 500-wide view does not count.
        let result = compile("""
            layout: 1
            screen: T
            root:
              children:
                - id: column
                  kind: stack
                  frame: [16, 100, 100, 300]
                  stack: {axis: vertical, alignment: trailing}
                  children:
                    - {id: wide, kind: label, intrinsicSize: [130, 20]}
                    - {id: ghost, intrinsicSize: [500, 20], hidden: true}
            """)
        let found = stackFindings(result)
        XCTAssertEqual(found.map(\.viewID), ["wide"])
        XCTAssertEqual(found.first?.message, "'wide' is 130 pt in width, 30 pt more than the 100 pt of 'column' (alignment trailing), so it sticks out of the stack; make the stack 30 pt wider, the view 30 pt narrower, or use alignment fill")
        XCTAssertEqual(found.first?.range?.start, SourceLocation(line: 10, column: 50))
        XCTAssertEqual(result.layout?.views[2].frame, Rect(x: -30, y: 0, width: 130, height: 300))
    }

    func testAStackReadAsUIKitBuildsItSqueezesAllButARequiredView() throws {
        // The same column with prioritiesFromArrangedViews (an IB stack): 'wide'
        // (resistance 750 across) is squeezed to 100 at x 0, no finding; 'stiff'
        // (1000) cannot shrink and sticks out at x = 100 − 130 = −30.
        let result = compile("""
            layout: 1
            screen: T
            root:
              children:
                - id: column
                  kind: stack
                  frame: [16, 100, 100, 300]
                  stack: {axis: vertical, alignment: trailing, prioritiesFromArrangedViews: true}
                  children:
                    - {id: wide, kind: label, intrinsicSize: [130, 20]}
                    - {id: stiff, intrinsicSize: [130, 20], compressionResistance: {horizontal: 1000, vertical: 750}}
            """)
        let found = stackFindings(result)
        XCTAssertEqual(found.map(\.viewID), ["stiff"])
        XCTAssertEqual(found.first?.message, "'stiff' is 130 pt in width, 30 pt more than the 100 pt of 'column' (alignment trailing), so it sticks out of the stack (its horizontal compression resistance is 1000, so the stack cannot squeeze it); make the stack 30 pt wider, the view 30 pt narrower, lower its horizontal compressionResistance below 1000, or use alignment fill")
        XCTAssertEqual(result.layout?.views[2].frame, Rect(x: 0, y: 0, width: 100, height: 20))
        XCTAssertEqual(result.layout?.views[3].frame.minX, -30)
        XCTAssertEqual(result.layout?.views[3].frame.width, 130)
    }

    func testOverflowAlongTheAxisLandsOnTheStackWithTheExcess() throws {
        // fillEqually, A = 100, spacing 60 between three views: G = 120, 20 pt too long.
        let result = compile("""
            layout: 1
            screen: T
            root:
              children:
                - id: strip
                  kind: stack
                  frame: [16, 100, 100, 40]
                  stack: {distribution: fillEqually, spacing: 60}
                  children: [{}, {}, {}]
            """)
        let found = stackFindings(result)
        XCTAssertEqual(found.map(\.rule), [.stackOverflow])
        XCTAssertEqual(found.first?.viewID, "strip")
        XCTAssertEqual(found.first?.range?.start, SourceLocation(line: 8, column: 14))
        XCTAssertEqual(found.first?.message, "the content of 'strip' needs 20 pt more than its 100 pt width even with every view that can shrink at 0, so UIKit lets it run 20 pt past the stack's end; make the stack 20 pt wider, or the content or the spacing 20 pt shorter")
    }

    func testNoFindingsWhereTheContractSeesNone() {
        // Fits exactly (E = 0) with equal huggings; a shrink covered by one view;
        // fillProportionally without gaps; an arranged view without frame or place;
        // a tied group shrunk to nothing.
        let result = compile("""
            layout: 1
            screen: T
            root:
              children:
                - {kind: stack, frame: [0, 100, 100, 40], children: [{intrinsicSize: [50, 10]}, {intrinsicSize: [50, 10]}]}
                - kind: stack
                  frame: [0, 200, 100, 40]
                  children:
                    - {intrinsicSize: [80, 10], compressionResistance: 700}
                    - {intrinsicSize: [40, 10]}
                - {kind: stack, frame: [0, 300, 100, 40], stack: {distribution: fillProportionally}, children: [{intrinsicSize: [1, 1]}, {}]}
                - kind: stack
                  frame: [0, 400, 100, 40]
                  children:
                    - {intrinsicSize: [10, 10], compressionResistance: 700}
                    - {intrinsicSize: [10, 10], compressionResistance: 700}
                    - {intrinsicSize: [150, 10]}
            """)
        XCTAssertEqual(stackFindings(result), [])
        XCTAssertEqual(result.diagnostics.filter { $0.severity == .error }, [])
    }
}
