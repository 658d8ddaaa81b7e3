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

    /// The random lists must hold duplicates, or the comparison proves little.
    func testRandomListsHaveDuplicates() {
        let diagnostics = randomDiagnostics(20_000, seed: 9)
        XCTAssertLessThan(reference(diagnostics).count, diagnostics.count)
    }
}
