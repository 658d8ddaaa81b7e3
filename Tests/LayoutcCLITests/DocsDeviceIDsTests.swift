import Foundation
import XCTest

/// Every device id the README and Docs/ show is one `layoutc devices` knows: a
/// reader copies settings and configurations from them. The one exception is
/// a deliberate mistake, marked `↓` in a rule's triggering example.
final class DocsDeviceIDsTests: XCTestCase {
    func testEveryDeviceIDInTheDocsIsInTheCatalog() throws {
        let listing = try CLIRunner.run(["devices", "--format", "json"])
        let catalog = try XCTUnwrap(JSONSerialization.jsonObject(with: listing.stdout) as? [String: Any])
        let known = Set(try XCTUnwrap(catalog["devices"] as? [[String: Any]]).compactMap { $0["id"] as? String })
        XCTAssertTrue(known.contains("iphone-se-3"))
        let root = CLIRunner.repositoryRoot
        let docs = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Docs").path)
            .filter { $0.hasSuffix(".md") }.sorted().map { "Docs/" + $0 }
        var checked = 0
        for name in ["README.md", "Examples/ProductCard/README.md"] + docs {
            let text = try String(contentsOf: root.appendingPathComponent(name), encoding: .utf8)
            for match in text.matches(of: /(↓?)\b((?:iphone|ipad)-[a-z0-9-]*[a-z0-9])\b/) where match.1.isEmpty {
                checked += 1
                XCTAssertTrue(known.contains(String(match.2)), "\(name) shows the device '\(match.2)', which is not in the catalog")
            }
        }
        XCTAssertGreaterThan(checked, 0)
    }
}
