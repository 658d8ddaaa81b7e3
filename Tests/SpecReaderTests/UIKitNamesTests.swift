import Diagnostics
import LayoutIR
import SpecReader
import XCTest

/// Did-you-mean that knows UIKit's names: a flow's or stack's keys written as
/// UIKit spells them, the other container's alignment key, `subviews`, and a
/// `kind:` that is a UIKit class or a control the format has not.
final class UIKitNamesTests: XCTestCase {
    private func messages(_ yaml: String) -> [String] {
        SpecReader.read(Array(yaml.utf8), file: "t.layout.yaml").diagnostics.map(\.message)
    }

    func testUIKitKeyNamesSuggestOurs() {
        let found = messages("""
            layout: 1
            screen: K
            root:
              children:
                - kind: collection
                  flow: {minimumLineSpacing: 4, minimumInteritemSpacing: 2, itemSpacing: 3, alignment: left}
                  subviews: []
                - kind: stack
                  stack: {align: center, itemSpacing: 4}
            """)
        for expected in [
            "unknown key 'minimumLineSpacing' in flow; did you mean 'lineSpacing'?",
            "unknown key 'minimumInteritemSpacing' in flow; did you mean 'interitemSpacing'?",
            "unknown key 'itemSpacing' in flow; did you mean 'interitemSpacing'?",
            "unknown key 'alignment' in flow; did you mean 'align'?",
            "unknown key 'subviews' in view root/children/0; did you mean 'children'?",
            "unknown key 'align' in stack; did you mean 'alignment'?",
            "unknown key 'itemSpacing' in stack; did you mean 'spacing'?",
        ] {
            XCTAssertTrue(found.contains(expected), "\(expected) not in \(found)")
        }
    }

    func testKindsGetAdvice() {
        func kindMessage(_ kind: String) -> String {
            messages("layout: 1\nscreen: K\nroot:\n  children:\n    - {kind: \(kind)}\n").first ?? ""
        }
        XCTAssertTrue(kindMessage("switch").hasSuffix("use kind: button with intrinsicSize: [51, 31]"), kindMessage("switch"))
        XCTAssertTrue(kindMessage("UIImageView").hasSuffix("did you mean 'image'?"), kindMessage("UIImageView"))
        XCTAssertTrue(kindMessage("UILabel").hasSuffix("did you mean 'label'?"), kindMessage("UILabel"))
        XCTAssertTrue(kindMessage("UITableViewCell").hasSuffix("did you mean 'cell'?"), kindMessage("UITableViewCell"))
    }
}
