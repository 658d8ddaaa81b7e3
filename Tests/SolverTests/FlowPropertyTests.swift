import LayoutIR
import SpecGenerator
import XCTest

@testable import Solver

/// Randomised checks over a few hundred seeded layouts: whatever the sizes,
/// spacings and widths, items never overlap, stay inside their section's
/// content area unless reported too wide, follow item order line by line, and
/// `left`/`center`/`right` lines keep exactly the in-line spacing.
///
/// Sizes, insets and spacings are whole points and spacings are ≥ 1, so pixel
/// rounding (at most half a point at scale 1) can never make neighbours
/// overlap, and packed gaps come out exact.
final class FlowPropertyTests: XCTestCase {

    /// One random case: the input and what the checks need to know about it.
    struct Case {
        var input: FlowLayoutInput
        var axes: FlowAxes { FlowAxes(direction: input.flow.direction) }
    }

    func testRandomLayoutsKeepInvariants() {
        var rng = SeededRandom(state: 0x5EED_F10E)
        for caseIndex in 0..<400 {
            let testCase = Self.randomCase(&rng)
            let result = FlowLayout.layout(testCase.input)
            check(testCase, result, "case \(caseIndex)")
        }
    }

    static func randomCase(_ rng: inout SeededRandom) -> Case {
        var flow = FlowSpec()
        flow.direction = FlowDirection.allCases.randomElement(using: &rng)!
        flow.alignment = FlowAlignment.allCases.randomElement(using: &rng)!
        flow.sectionInset = Insets(top: whole(0...20, &rng), left: whole(0...20, &rng),
                                   bottom: whole(0...20, &rng), right: whole(0...20, &rng))
        flow.interitemSpacing = whole(1...20, &rng)
        flow.lineSpacing = whole(1...20, &rng)
        flow.itemSize = Size(width: whole(1...150, &rng), height: whole(1...60, &rng))
        flow.sections = (0..<Int.random(in: 1...3, using: &rng)).map { _ in randomSection(&rng) }
        let bounds = Size(width: whole(120...500, &rng), height: whole(120...500, &rng))
        let input = FlowLayoutInput(flow: flow, boundsSize: bounds, adjustedContentInset: .zero,
                                    safeAreaInsets: .zero, layoutMargins: .zero,
                                    scale: [1.0, 2, 3].randomElement(using: &rng)!)
        return Case(input: input)
    }

    /// Half the sections uniform (default size), half with random sizes, some
    /// of them longer than a line.
    static func randomSection(_ rng: inout SeededRandom) -> FlowSection {
        let count = Int.random(in: 0...40, using: &rng)
        let uniform = Bool.random(using: &rng)
        let sizes: [Size?] = (0..<count).map { _ in
            uniform ? nil : Size(width: whole(1...(Int.random(in: 0..<10, using: &rng) == 0 ? 600 : 200), &rng),
                                 height: whole(1...80, &rng))
        }
        return FlowSection(header: whole(1...30, &rng), footer: whole(1...30, &rng), itemSizes: sizes)
    }

    static func whole(_ range: ClosedRange<Int>, _ rng: inout SeededRandom) -> Double {
        Double(Int.random(in: range, using: &rng))
    }

    // MARK: Checks

    private func check(_ testCase: Case, _ result: FlowLayoutResult, _ label: String) {
        let flow = testCase.input.flow
        XCTAssertEqual(result.sections.count, flow.sections.count, label)
        for (index, (section, frames)) in zip(flow.sections, result.sections).enumerated() {
            let label = "\(label) section \(index)"
            XCTAssertEqual(frames.items.count, section.itemSizes.count, label)
            checkNoOverlap(frames.items, label)
            checkInsideContentArea(testCase, result, section: index, label)
            checkLineOrder(testCase, section, frames.items, label)
        }
        let lastEnd = result.sections.last.flatMap { $0.footer }
            .map { testCase.axes.isHorizontal ? $0.maxX : $0.maxY }
        let scrollExtent = testCase.axes.isHorizontal ? result.contentSize.width : result.contentSize.height
        XCTAssertEqual(scrollExtent, lastEnd ?? 0, accuracy: 1, label)
    }

    private func checkNoOverlap(_ items: [Rect], _ label: String) {
        for i in items.indices {
            for j in items.indices where j > i {
                XCTAssertNil(items[i].intersection(items[j]), "\(label): items \(i) and \(j) overlap")
            }
        }
    }

    /// Every item lies between the section's insets across, and between its
    /// header plus top inset and its footer less bottom inset along the scroll
    /// axis; too-wide items only along the scroll axis.
    private func checkInsideContentArea(_ testCase: Case, _ result: FlowLayoutResult,
                                        section: Int, _ label: String) {
        let axes = testCase.axes, flow = testCase.input.flow
        let frames = result.sections[section]
        let insets = axes.lineInsets(flow.sectionInset)
        let dimension = axes.length(of: testCase.input.boundsSize)
        let slack = 0.5 / testCase.input.scale + 1e-9
        let tooWide = Set(result.tooWideItems.filter { $0.section == section }.map(\.item))
        guard let header = frames.header, let footer = frames.footer else {
            return XCTFail("\(label): header and footer expected")
        }
        let low = v(header, axes) + thickness(header, axes) + insets.stackStart - slack
        let high = v(footer, axes) - insets.stackEnd + slack
        for (index, item) in frames.items.enumerated() {
            XCTAssertGreaterThanOrEqual(v(item, axes), low, "\(label) item \(index)")
            XCTAssertLessThanOrEqual(v(item, axes) + thickness(item, axes), high, "\(label) item \(index)")
            guard !tooWide.contains(index) else { continue }
            XCTAssertGreaterThanOrEqual(u(item, axes), insets.lineStart - slack, "\(label) item \(index)")
            XCTAssertLessThanOrEqual(u(item, axes) + length(item, axes), dimension - insets.lineEnd + slack,
                                     "\(label) item \(index)")
        }
        let available = dimension - insets.lineStart - insets.lineEnd
        let expected = frames.items.indices.filter { length(frames.items[$0], axes) > available }
        XCTAssertEqual(tooWide.sorted(), expected, label)
    }

    /// Each item follows the previous one on the same line (same center across,
    /// at least the in-line spacing further along) or starts a later line (at
    /// least the line spacing further down). Packed alignments: exactly the
    /// spacing.
    private func checkLineOrder(_ testCase: Case, _ section: FlowSection, _ items: [Rect], _ label: String) {
        let axes = testCase.axes, flow = testCase.input.flow
        let uniform = Set(section.itemSizes.map { $0 ?? flow.itemSize }).count <= 1
        let swapped = axes.isHorizontal && !uniform
        let inLine = swapped ? flow.lineSpacing : flow.interitemSpacing
        let between = swapped ? flow.interitemSpacing : flow.lineSpacing
        let pixel = 1 / testCase.input.scale + 1e-9
        for index in items.indices.dropFirst() {
            let a = items[index - 1], b = items[index]
            let sameLine = abs(midV(a, axes) - midV(b, axes)) <= pixel
            if sameLine {
                let gap = u(b, axes) - (u(a, axes) + length(a, axes))
                XCTAssertGreaterThanOrEqual(gap, inLine - pixel, "\(label) item \(index)")
                if flow.alignment != .justified {
                    XCTAssertEqual(gap, inLine, accuracy: 1e-9, "\(label) item \(index)")
                }
            } else {
                XCTAssertGreaterThanOrEqual(v(b, axes), v(a, axes) + thickness(a, axes) + between - pixel,
                                            "\(label) item \(index) starts no later line")
            }
        }
    }

    private func u(_ r: Rect, _ axes: FlowAxes) -> Double { axes.isHorizontal ? r.y : r.x }
    private func v(_ r: Rect, _ axes: FlowAxes) -> Double { axes.isHorizontal ? r.x : r.y }
    private func length(_ r: Rect, _ axes: FlowAxes) -> Double { axes.isHorizontal ? r.height : r.width }
    private func thickness(_ r: Rect, _ axes: FlowAxes) -> Double { axes.isHorizontal ? r.width : r.height }
    private func midV(_ r: Rect, _ axes: FlowAxes) -> Double { v(r, axes) + thickness(r, axes) / 2 }
}
