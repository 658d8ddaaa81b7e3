import Foundation
import XCTest

/// `lint --reporter json` and `--reporter sarif` name the IB object of a finding
/// in an Interface Builder file (Docs/InterfaceBuilder.md#findings-a-team-can-act-on):
/// JSON `"object"`, SARIF `properties.object` and the result's logical location;
/// a spec's findings have none (their logical location is the view's path).
final class InterfaceBuilderObjectOutputTests: XCTestCase {
    /// A 30 × 30 button `tiny-1-btn` (too small) in a 375 × 667 view.
    static let xib = JudgedFindingsTests.xib(top: "top", size: #"width="375" height="667""#,
                                             JudgedFindingsTests.button("tiny-1-btn", #"x="20" y="100" width="30" height="30""#))
    static let spec = """
        layout: 1
        screen: S
        device: iphone-se-3
        root:
          children:
            - {id: small, kind: button, frame: [20, 100, 30, 30]}
        """

    private func run(_ reporter: String) throws -> [String: Any] {
        let dir = try CLIRunner.temporaryDirectory(holding: ["App/View.xib": Self.xib, "App/S.layout.yaml": Self.spec])
        let run = try CLIRunner.run(["lint", "App", "--reporter", reporter], in: dir)
        return try XCTUnwrap(JSONSerialization.jsonObject(with: run.stdout) as? [String: Any], run.stderr)
    }

    func testJSONNamesTheObject() throws {
        let files = try XCTUnwrap(try run("json")["files"] as? [[String: Any]])
        let findings = files.flatMap { ($0["diagnostics"] as? [[String: Any]]) ?? [] }
            .filter { $0["rule"] as? String == "hit-target-too-small" }
        let byFile = Dictionary(findings.map { (($0["file"] as? String) ?? "", $0) }, uniquingKeysWith: { a, _ in a })
        XCTAssertEqual(byFile.count, 2)
        XCTAssertEqual(byFile.first { $0.key.hasSuffix("View.xib") }?.value["object"] as? String, "tiny-1-btn")
        XCTAssertNil(byFile.first { $0.key.hasSuffix(".layout.yaml") }?.value["object"])
    }

    func testSARIFNamesTheObjectInThePropertyBagAndAsTheLogicalLocation() throws {
        let runs = try XCTUnwrap(try run("sarif")["runs"] as? [[String: Any]])
        let results = try XCTUnwrap(runs.first?["results"] as? [[String: Any]])
            .filter { $0["ruleId"] as? String == "hit-target-too-small" }
        func uri(_ result: [String: Any]) -> String {
            let location = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
            return ((location?["artifactLocation"] as? [String: Any])?["uri"] as? String) ?? ""
        }
        let ib = try XCTUnwrap(results.first { uri($0).hasSuffix("View.xib") })
        XCTAssertEqual((ib["properties"] as? [String: Any])?["object"] as? String, "tiny-1-btn")
        func logical(_ result: [String: Any]) -> [[String: String]]? {
            (result["locations"] as? [[String: Any]])?.first?["logicalLocations"] as? [[String: String]]
        }
        // The object as the logical location: the file's name and the id.
        XCTAssertEqual(logical(ib), [["name": "tiny-1-btn", "fullyQualifiedName": "View.xib/tiny-1-btn", "kind": "element"]])
        let spec = try XCTUnwrap(results.first { uri($0).hasSuffix(".layout.yaml") })
        XCTAssertNil(spec["properties"])
        // A spec's view keeps its path.
        XCTAssertEqual(logical(spec), [["name": "small", "fullyQualifiedName": "root/children/0", "kind": "element"]])
    }
}
