@testable import SwiftCodegen
import LayoutIR
import XCTest

final class SwiftNamesTests: XCTestCase {
    func testTypeNamesAreUpperCamelCasePlusLayout() {
        XCTAssertEqual(SwiftNames.typeName(forScreen: "TagPicker"), "TagPickerLayout")
        XCTAssertEqual(SwiftNames.typeName(forScreen: "tag-picker"), "TagPickerLayout")
        XCTAssertEqual(SwiftNames.typeName(forScreen: "tag_picker screen"), "TagPickerScreenLayout")
        XCTAssertEqual(SwiftNames.typeName(forScreen: "2up"), "_2upLayout")
    }

    func testPropertyNamesAreLowerCamelCase() {
        XCTAssertEqual(SwiftNames.propertyName(forID: "buy-button"), "buyButton")
        XCTAssertEqual(SwiftNames.propertyName(forID: "tags"), "tags")
        XCTAssertEqual(SwiftNames.propertyName(forID: "BuyButton"), "buyButton")
        XCTAssertEqual(SwiftNames.propertyName(forID: "URLField"), "urlField")
        XCTAssertEqual(SwiftNames.propertyName(forID: "URL"), "url")
        XCTAssertEqual(SwiftNames.propertyName(forID: "safe_area.top"), "safeAreaTop")
    }

    func testKeywordsAreEscapedAndNonIdentifiersPrefixed() {
        XCTAssertEqual(SwiftNames.propertyName(forID: "class"), "`class`")
        XCTAssertEqual(SwiftNames.propertyName(forID: "default"), "`default`")
        XCTAssertEqual(SwiftNames.propertyName(forID: "2up"), "_2up")
        XCTAssertEqual(SwiftNames.propertyName(forID: "-"), "_")
    }

    func testRepeatedCopiesShareTheirBaseID() {
        XCTAssertEqual(ViewAccessors.repeatedBase("chip[12]"), "chip")
        XCTAssertEqual(ViewAccessors.repeatedBase("chip"), "chip")
        XCTAssertEqual(ViewAccessors.repeatedBase("[3]"), "[3]")
        XCTAssertEqual(ViewAccessors.repeatedBase("chip[x]"), "chip[x]")
    }

    func testCollidingIDsAreWarnedAndTheSecondGetsItsIndex() {
        var screen = Screen(name: "S", views: [ViewSpec(path: "root")])
        screen.views.append(ViewSpec(id: "buy-button", path: "root/children/0", parent: 0))
        screen.views.append(ViewSpec(id: "buyButton", path: "root/children/1", parent: 0))
        screen.views.append(ViewSpec(id: "views", path: "root/children/2", parent: 0))
        let (accessors, warnings) = ViewAccessors.plan(screen)
        XCTAssertEqual(accessors.map(\.name), ["buyButton", "buyButton2", "views3"])
        XCTAssertEqual(warnings.map(\.rule), [.accessorNameCollision, .accessorNameCollision])
        XCTAssertEqual(warnings.map(\.severity), [.warning, .warning])
        XCTAssertEqual(warnings[0].viewIndex, 2)
        XCTAssertTrue(warnings[0].message.contains("'buy-button'"), warnings[0].message)
    }

    func testLiteralsReadBackAsTheSameValues() {
        XCTAssertEqual(64.0.swiftLiteral, "64")
        XCTAssertEqual(0.1.swiftLiteral, "0.1")
        XCTAssertEqual((-0.0).swiftLiteral, "-0.0")
        XCTAssertEqual(Double.nan.swiftLiteral, ".nan")
        XCTAssertEqual((-Double.infinity).swiftLiteral, "-.infinity")
        XCTAssertEqual("a\"b\\c\n".swiftLiteral, #""a\"b\\c\n""#)
        XCTAssertEqual(EdgeSet([.top, .bottom]).swiftLiteral, "[.top, .bottom]")
        XCTAssertEqual(EdgeSet.all.swiftLiteral, ".all")
        XCTAssertEqual(Insets(all: 4).swiftLiteral, "Insets(all: 4)")
        XCTAssertEqual(Length.percent(50).swiftLiteral, ".percent(50)")
    }

    /// Every stored field of the IR's value types is written by `IRFields`: a new
    /// field (a `stack:` block, say) added to the IR and not to the tables fails here.
    func testIRFieldTablesCoverEveryStoredField() {
        let covered = IRFields.coveredNames
        let types: [(String, Any)] = [("KindAttributes", KindAttributes()), ("FlowSpec", FlowSpec()),
                                      ("Screen", Screen(name: "", views: []))]
        for (name, value) in types {
            let fields = Set(Mirror(reflecting: value).children.compactMap(\.label))
            XCTAssertEqual(fields.subtracting(covered[name] ?? []), [], "\(name) fields missing from IRFields")
        }
        // ViewSpec keeps its fields in boxes; its public settable ones are listed here.
        let viewFields = Set(IRFields.view.map(\.name))
        for name in ["positioning", "referenceBox", "safeAreaEdges", "hidden", "clipsToBounds", "maskedCorners",
                     "aspectRatio", "insets", "margins", "alpha", "interactiveOverride", "hitInsets", "cornerRadius",
                     "transform", "suppress", "flow"] {
            XCTAssertTrue(viewFields.contains(name), name)
        }
    }
}
