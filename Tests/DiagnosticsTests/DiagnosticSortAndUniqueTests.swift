import Diagnostics
import SpecGenerator
import XCTest

/// `sortAndUnique()` sorts positions and moves the diagnostics along the
/// permutation's cycles; it must give exactly what the plain way gives: a
/// stable sort of the values, then dropping each one equal to the last kept.
final class DiagnosticSortAndUniqueTests: XCTestCase {

    private func reference(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var unique: [Diagnostic] = []
        for diagnostic in diagnostics.sorted(by: Diagnostic.sortedOrder) where unique.last != diagnostic {
            unique.append(diagnostic)
        }
        return unique
    }

    /// Few distinct values per field, so ties, duplicates and `nil` against `""`
    /// (equal in the order, different as values) all occur.
    private func randomDiagnostics(_ count: Int, seed: UInt64) -> [Diagnostic] {
        var random = SeededRandom(state: seed)
        func pick<T>(_ choices: [T]) -> T { choices.randomElement(using: &random)! }
        return (0..<count).map { _ in
            let line = pick([1, 2, 3]), column = pick([1, 5])
            return Diagnostic(
                rule: pick([.unknownKey, .hitAreaCovered, .yamlSyntax]), severity: pick([.error, .warning, .note]),
                message: pick(["a", "b"]), file: pick([nil, "", "x.yaml", "y.yaml"]),
                range: pick([nil, SourceRange(line: line, column: column, endLine: line, endColumn: pick([6, 9]))]),
                viewPath: pick([nil, "", "root"]), viewID: pick([nil, "", "b"]), viewIndex: pick([nil, -1, 0, 2]),
                sourceKey: pick([nil, "", "frame"]), devices: pick([[], ["d1"], ["d1", "d2"]]), notes: pick([[], ["n"]]))
        }
    }

    func testMatchesStableSortThenUnique() {
        for seed in UInt64(1)...400 {
            let diagnostics = randomDiagnostics(Int(seed % 120), seed: seed)
            var sorted = diagnostics
            sorted.sortAndUnique()
            XCTAssertEqual(sorted, reference(diagnostics), "seed \(seed)")
            XCTAssertEqual(diagnostics.sortedAndUnique(), sorted, "seed \(seed)")
        }
    }

    /// The print order written out field by field, messages compared as
    /// `String`s: what ``Diagnostic/sortedOrder(_:_:)`` must agree with.
    private static func referenceOrder(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
        let l = (lhs.file ?? "", lhs.range?.start.line ?? 0, lhs.range?.start.column ?? 0)
        let r = (rhs.file ?? "", rhs.range?.start.line ?? 0, rhs.range?.start.column ?? 0)
        if l != r { return l < r }
        if lhs.severity != rhs.severity { return lhs.severity < rhs.severity }
        if lhs.rule != rhs.rule { return lhs.rule < rhs.rule }
        if lhs.message != rhs.message { return lhs.message < rhs.message }
        if lhs.viewPath != rhs.viewPath { return (lhs.viewPath ?? "") < (rhs.viewPath ?? "") }
        let lEnd = (lhs.range?.end.line ?? 0, lhs.range?.end.column ?? 0)
        let rEnd = (rhs.range?.end.line ?? 0, rhs.range?.end.column ?? 0)
        if lEnd != rEnd { return lEnd < rEnd }
        if lhs.viewID != rhs.viewID { return (lhs.viewID ?? "") < (rhs.viewID ?? "") }
        if lhs.viewIndex != rhs.viewIndex { return (lhs.viewIndex ?? -1) < (rhs.viewIndex ?? -1) }
        if lhs.sourceKey != rhs.sourceKey { return (lhs.sourceKey ?? "") < (rhs.sourceKey ?? "") }
        if lhs.devices != rhs.devices { return lhs.devices.lexicographicallyPrecedes(rhs.devices) }
        return lhs.notes.lexicographicallyPrecedes(rhs.notes)
    }

    /// A list is seen as sorted and unique exactly when sorting it (stably, by
    /// the order written out above) and dropping equal neighbours leaves it as
    /// it is: on random lists, on sorted ones, and on sorted ones with two
    /// neighbours swapped. Messages with `×` and a decomposed `é` tie places.
    func testSortedAndUniqueIsSeenAsSuch() {
        var random = SeededRandom(state: 77)
        var seen = (sorted: 0, unsorted: 0)
        for seed in UInt64(1)...300 {
            var list = randomDiagnostics(Int(seed % 40), seed: seed)
            for index in list.indices where random.int(0...2) == 0 {
                list[index].message = ["2 × 3", "caf\u{E9}", "cafe\u{301}", "b"][random.int(0...3)]
            }
            var sorted: [Diagnostic] = []
            for diagnostic in list.sorted(by: Self.referenceOrder) where sorted.last != diagnostic { sorted.append(diagnostic) }
            var swapped = sorted
            if swapped.count > 1 {
                let at = random.int(0...(swapped.count - 2))
                swapped.swapAt(at, at + 1)
            }
            for candidate in [list, sorted, swapped] {
                var reference: [Diagnostic] = []
                for diagnostic in candidate.sorted(by: Self.referenceOrder) where reference.last != diagnostic {
                    reference.append(diagnostic)
                }
                XCTAssertEqual(candidate.isSortedAndUnique, reference == candidate, "seed \(seed)")
                XCTAssertEqual(candidate.sortedAndUnique(), reference, "seed \(seed)")
                if reference == candidate { seen.sorted += 1 } else { seen.unsorted += 1 }
            }
        }
        XCTAssertGreaterThan(seen.sorted, 300)
        XCTAssertGreaterThan(seen.unsorted, 200)
    }

    /// The random lists must hold duplicates, or the comparison proves little.
    func testRandomListsHaveDuplicates() {
        let diagnostics = randomDiagnostics(20_000, seed: 9)
        XCTAssertLessThan(reference(diagnostics).count, diagnostics.count)
    }
}
