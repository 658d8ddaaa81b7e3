import Driver
import Foundation
import XCTest

/// Docs/SpecKeys.md is generated from the schema data and kept current, like
/// Docs/layout.schema.json.
final class KeyReferenceTests: XCTestCase {
    private let committed = CLIRunner.repositoryRoot.appendingPathComponent("Docs/SpecKeys.md")

    func testCommittedKeyReferenceIsCurrent() throws {
        let generated = KeyReference.markdown()
        if ProcessInfo.processInfo.environment["LAYOUTC_RECORD"] == "1" {
            try Data(generated.utf8).write(to: committed)
            XCTFail("re-recorded Docs/SpecKeys.md; run again without LAYOUTC_RECORD")
            return
        }
        let onDisk = try String(contentsOf: committed, encoding: .utf8)
        XCTAssertEqual(onDisk, generated,
                       "Docs/SpecKeys.md is stale; run `LAYOUTC_RECORD=1 swift test --filter KeyReferenceTests`")
    }

    func testEveryKeyOfEveryObjectIsDocumented() throws {
        let text = try String(contentsOf: committed, encoding: .utf8)
        for key in ["layout", "screen", "root", "place", "centerX", "hitInsets", "suppress", "sectionInsetReference",
                    "repeat", "lineFragmentPadding", "contentInsetAdjustmentBehavior", "maskedCorners"] {
            XCTAssertTrue(text.contains("| `\(key)`"), key)
        }
    }
}
