import Diagnostics
import Driver
import XCTest

/// A view's `suppress:` list covers the view and every subview below it, and
/// nothing else; the driver only walks ancestors when some view has a list.
final class SuppressListTests: XCTestCase {
    private func paths(_ yaml: String) -> [String] {
        LayoutCompiler().compile(Array(yaml.utf8), file: "s.layout.yaml").diagnostics
            .filter { $0.rule == .hitTargetTooSmall }.compactMap(\.viewPath)
    }

    func testAListCoversTheViewAndItsSubviewsAtAnyDepth() {
        let found = paths("""
            layout: 1
            screen: S
            root:
              children:
                - kind: view
                  frame: [0, 0, 300, 300]
                  suppress: [zero-font-size, hit-target-too-small]
                  children:
                    - kind: button
                      frame: [0, 0, 20, 20]
                    - kind: view
                      frame: [50, 50, 200, 200]
                      children:
                        - kind: button
                          frame: [0, 0, 20, 20]
                - kind: button
                  frame: [0, 400, 20, 20]
                - kind: view
                  frame: [0, 500, 300, 100]
                  suppress: [zero-font-size]
                  children:
                    - kind: button
                      frame: [0, 0, 20, 20]
            """)
        XCTAssertEqual(found, ["root/children/1", "root/children/2/children/0"])
    }

    func testWithoutAnyListEveryFindingStays() {
        let found = paths("""
            layout: 1
            screen: S
            root:
              children:
                - kind: button
                  frame: [0, 0, 20, 20]
                - kind: button
                  frame: [0, 100, 20, 20]
            """)
        XCTAssertEqual(found, ["root/children/0", "root/children/1"])
    }
}
