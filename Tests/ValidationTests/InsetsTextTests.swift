import LayoutIR
@testable import Validation
import XCTest

/// The suggested `hitInsets:` wording against the way it was first written
/// (a Set of the truncated values), including -0, NaN and infinities.
final class InsetsTextTests: XCTestCase {
    private func reference(_ insets: Insets) -> String {
        let values = [insets.top, insets.left, insets.bottom, insets.right].map { ($0 * 10_000).rounded(.down) / 10_000 }
        if Set(values).count == 1 { return RuleText.number(values[0]) }
        return "[" + values.map(RuleText.number).joined(separator: ", ") + "]"
    }

    func testMatchesTheSetBasedWording() {
        let choices: [Double] = [0, -0.0, -8, -8.00001, 4.5, .nan, .infinity, -.infinity, 1e16, -6.123456]
        for top in choices {
            for left in choices {
                for bottom in [0, -8, .nan] as [Double] {
                    for right in [0, -8, -0.0] as [Double] {
                        let insets = Insets(top: top, left: left, bottom: bottom, right: right)
                        XCTAssertEqual(HitTargetTooSmallRule.insetsText(insets), reference(insets), "\(insets)")
                    }
                }
            }
        }
        XCTAssertEqual(HitTargetTooSmallRule.insetsText(Insets(top: -8, left: -8, bottom: -8, right: -8)), "-8")
    }
}
