import Diagnostics
@testable import Driver
import Emitters
import Foundation
import XCTest

/// `--reporter gitlab`: GitLab's Code Quality report (Code Climate JSON). What is
/// checked against GitLab's documented format: the document is an array of
/// issues, and every issue has the fields GitLab requires — `description`,
/// `check_name` and `fingerprint` (non-empty strings), `severity` (one of
/// info, minor, major, critical, blocker), `location.path` (a relative path)
/// and `location.lines.begin` (an integer from 1). Fingerprints are unique in
/// a report and stay the same when unrelated lines above a finding move.
final class GitLabReporterTests: XCTestCase {
    /// Two findings: a negative height (error) and a small hit target (warning).
    private static let spec = """
        layout: 1
        screen: Two
        root:
          children:
            - id: tall
              place: {left: 0, width: 50, top: 0, bottom: 900}
            - {id: small, kind: button, frame: [0, 100, 30, 30]}

        """

    private func issues(_ text: String) throws -> [[String: Any]] {
        let dir = try LintTempDirectory(files: ["a.layout.yaml": text])
        let outcome = dir.lint(reporters: [ReporterRequest(kind: .gitlab)])
        let json = try JSONSerialization.jsonObject(with: Data(outcome.standardOutput))
        return try XCTUnwrap(json as? [[String: Any]], "an array of issues")
    }

    func testEveryIssueHasGitLabsRequiredFields() throws {
        let found = try issues(Self.spec)
        XCTAssertEqual(found.count, 2)
        for issue in found {
            for key in ["description", "check_name", "fingerprint"] {
                XCTAssertFalse((issue[key] as? String ?? "").isEmpty, "\(key) in \(issue)")
            }
            XCTAssertTrue(["info", "minor", "major", "critical", "blocker"].contains(issue["severity"] as? String ?? ""),
                          "\(issue)")
            let location = try XCTUnwrap(issue["location"] as? [String: Any])
            XCTAssertEqual(location["path"] as? String, "a.layout.yaml")
            let lines = try XCTUnwrap(location["lines"] as? [String: Any])
            XCTAssertGreaterThanOrEqual(try XCTUnwrap(lines["begin"] as? Int), 1)
        }
        let byRule = Dictionary(found.map { ($0["check_name"] as? String ?? "", $0) }, uniquingKeysWith: { a, _ in a })
        XCTAssertEqual(byRule["negative-size"]?["severity"] as? String, "major")
        XCTAssertEqual(byRule["hit-target-too-small"]?["severity"] as? String, "minor")
        XCTAssertEqual(((byRule["negative-size"]?["location"] as? [String: Any])?["lines"] as? [String: Any])?["begin"] as? Int, 6)
        XCTAssertEqual(Set(found.compactMap { $0["fingerprint"] as? String }).count, found.count)
    }

    func testFingerprintsStayWhenUnrelatedLinesMove() throws {
        let before = try issues(Self.spec)
        let moved = try issues("# a comment\n# another\n" + Self.spec)
        func prints(_ issues: [[String: Any]]) -> [String: String] {
            Dictionary(issues.map { ($0["check_name"] as? String ?? "", $0["fingerprint"] as? String ?? "") },
                       uniquingKeysWith: { a, _ in a })
        }
        func begins(_ issues: [[String: Any]]) -> [Int] {
            issues.compactMap { (($0["location"] as? [String: Any])?["lines"] as? [String: Any])?["begin"] as? Int }.sorted()
        }
        XCTAssertEqual(prints(before), prints(moved))
        XCTAssertEqual(begins(moved), begins(before).map { $0 + 2 })
        // The same fingerprints as SARIF's partialFingerprints.
        let dir = try LintTempDirectory(files: ["a.layout.yaml": Self.spec])
        let sarif = String(decoding: dir.lint(reporters: [ReporterRequest(kind: .sarif)]).standardOutput, as: UTF8.self)
        for fingerprint in prints(before).values { XCTAssertTrue(sarif.contains("\"\(fingerprint)\""), fingerprint) }
    }

    func testACleanRunIsAnEmptyArray() throws {
        let dir = try LintTempDirectory(files: ["a.layout.yaml": "layout: 1\nscreen: Clean\nroot: {}\n"])
        let outcome = dir.lint(reporters: [ReporterRequest(kind: .gitlab)])
        XCTAssertEqual(String(decoding: outcome.standardOutput, as: UTF8.self), "[]\n")
    }
}
