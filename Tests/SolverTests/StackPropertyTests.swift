import LayoutIR
import SpecGenerator
import XCTest

@testable import Solver

/// Invariants of the arrangement over a thousand random stacks (seeded, so a
/// failure repeats): what each row of the spec format's table promises.
final class StackPropertyTests: XCTestCase {
    func testRandomStacksKeepTheTablesPromises() {
        var random = SeededRandom(seed: 12)
        for round in 0..<1_000 {
            let count = random.int(0...7)
            let spacing = Double(random.int(0...12))
            let items = (0..<count).map { _ in
                StackItem(length: Double(random.int(0...120)), cross: Double(random.int(0...60)),
                          hugging: Double([250, 251, 252][random.int(0...2)]),
                          compressionResistance: Double([700, 750][random.int(0...1)]),
                          gapAfter: random.int(0...4) == 0 ? Double(random.int(0...20)) : spacing,
                          hidden: random.int(0...6) == 0)
            }
            let spec = StackSpec(distribution: StackDistribution.allCases[random.int(0...4)],
                                 alignment: StackAlignment.allCases[random.int(0...3)], spacing: spacing)
            let a = Double(random.int(0...400)), c = Double(random.int(0...60))
            check(StackLayout.arrange(items, spec: spec, length: a, cross: c), items, spec, a, c, "round \(round)")
        }
    }

    private func check(_ result: StackArrangement, _ items: [StackItem], _ spec: StackSpec, _ a: Double,
                       _ c: Double, _ label: String) {
        let visible = items.indices.filter { !items[$0].hidden }
        let slots = result.slots
        XCTAssertEqual(slots.count, items.count, label)
        guard let first = visible.first, let last = visible.last else { return }
        XCTAssertEqual(slots[first].start, 0, label)
        let gaps = zip(visible, visible.dropFirst()).map { slots[$1].start - slots[$0].start - slots[$0].length }
        let natural = visible.map { items[$0].length }.reduce(0, +)
        let g = visible.dropLast().map { items[$0].gapAfter }.reduce(0, +)
        let end = slots[last].start + slots[last].length
        XCTAssertEqual(result.overflow, max(0, end - a), accuracy: 1e-6, label)
        for i in visible { XCTAssertGreaterThanOrEqual(slots[i].length, 0, label) }
        switch spec.distribution {
        case .fill where a - natural - g >= 0:
            XCTAssertEqual(end, a, accuracy: 1e-6, label)
        case .fill, .equalSpacing, .equalCentering:
            if a - natural - g < 0 {
                for i in visible { XCTAssertLessThanOrEqual(slots[i].length, items[i].length + 1e-9, label) }
                XCTAssertEqual(end, max(a, g), accuracy: 1e-6, "shrunk to fit, or to nothing: \(label)")
            } else {
                for i in visible { XCTAssertEqual(slots[i].length, items[i].length, label) }
                if visible.count > 1 { XCTAssertEqual(end, a, accuracy: 1e-6, label) }
                for (k, gap) in gaps.enumerated() {
                    XCTAssertGreaterThanOrEqual(gap, items[visible[k]].gapAfter - 1e-6, label)
                }
            }
        case .fillEqually:
            for i in visible { XCTAssertEqual(slots[i].length, max(0, (a - g) / Double(visible.count)), accuracy: 1e-9, label) }
        case .fillProportionally:
            if natural > 0 {
                for i in visible {
                    XCTAssertEqual(slots[i].length, max(0, items[i].length * (a - g) / natural), accuracy: 1e-9, label)
                }
            }
        }
        if [.fillEqually, .fillProportionally].contains(spec.distribution) || result.extra < 0 {
            for (k, gap) in gaps.enumerated() { XCTAssertEqual(gap, items[visible[k]].gapAfter, accuracy: 1e-9, label) }
        }
        for i in items.indices {
            switch spec.alignment {
            case .fill: XCTAssertEqual(slots[i].crossLength, c, label)
            case .leading: XCTAssertEqual(slots[i].crossStart, 0, label)
            case .center: XCTAssertEqual(slots[i].crossStart * 2 + slots[i].crossLength, c, accuracy: 1e-9, label)
            case .trailing: XCTAssertEqual(slots[i].crossStart + slots[i].crossLength, c, accuracy: 1e-9, label)
            }
        }
    }
}
