import ConstraintCore
import ConstraintOracleFormat
import Foundation

/// A problem of the differential oracle saved in `Tests/ConstraintOracle/problems/` (the oracle's
/// own text format, `ConstraintOracleFormat`): problems too large to write out as rows in a test.
struct OracleProblemFile {
    struct Malformed: Error { let seed: Int }

    let saved: OracleProblem

    /// The problem the oracle generates from `seed` (saved with `to_text(generate(seed))`).
    init(seed: Int) throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../ConstraintOracle/problems/seed-\(seed).txt").standardizedFileURL
        var tokens = OracleTokens(text: try String(contentsOf: url, encoding: .utf8))
        guard let saved = OracleProblem.read(&tokens) else { throw Malformed(seed: seed) }
        self.saved = saved
    }

    func solve() -> LinearSolution {
        TieredSolver().solve(saved.problem, fixOrder: saved.fixOrder, findAmbiguity: saved.findAmbiguity)
    }
}
