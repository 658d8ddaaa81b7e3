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
        XCTAssertEqual(SwiftNames.propertyName(forID: "buy-button", viewIndex: 5), "buyButton")
        XCTAssertEqual(SwiftNames.propertyName(forID: "tags", viewIndex: 5), "tags")
        XCTAssertEqual(SwiftNames.propertyName(forID: "BuyButton", viewIndex: 5), "buyButton")
        XCTAssertEqual(SwiftNames.propertyName(forID: "URLField", viewIndex: 5), "urlField")
        XCTAssertEqual(SwiftNames.propertyName(forID: "URL", viewIndex: 5), "url")
        XCTAssertEqual(SwiftNames.propertyName(forID: "safe_area.top", viewIndex: 5), "safeAreaTop")
    }

    func testKeywordsAreEscapedAndNonIdentifiersPrefixed() {
        XCTAssertEqual(SwiftNames.propertyName(forID: "class", viewIndex: 5), "`class`")
        XCTAssertEqual(SwiftNames.propertyName(forID: "default", viewIndex: 5), "`default`")
        XCTAssertEqual(SwiftNames.propertyName(forID: "2up", viewIndex: 5), "_2up")
    }

    /// An id with no letter or digit has nothing to name the property by: `_`
    /// plus its index in `views` (a bare `_` is the wildcard and does not compile).
    func testIDsWithoutLettersOrDigitsAreNamedByTheirIndex() {
        for id in ["_", "__", "-", "😀", "", "#!", "[]"] {
            XCTAssertEqual(SwiftNames.propertyName(forID: id, viewIndex: 5), "_5", id)
        }
        XCTAssertEqual(SwiftNames.propertyName(forID: "_a", viewIndex: 5), "a")
        XCTAssertEqual(SwiftNames.propertyName(forID: "café-au-lait", viewIndex: 5), "caféAuLait")
        XCTAssertEqual(SwiftNames.propertyName(forID: "日本", viewIndex: 5), "日本")
    }

    /// Every name written is an identifier by Swift's grammar (letters `isLetter`
    /// holds but Swift does not take, such as U+FE45 or U+1680's neighbours, split words).
    func testNamesHoldOnlyScalarsSwiftTakes() {
        let ids = ["a\u{FE45}b", "x\u{2E2F}y", "ǅungla", "ﬁle", "ßtraße", "İstanbul", "a\u{0301}b", "Ⅻ-view"]
        for id in ids {
            let name = SwiftNames.bare(SwiftNames.propertyName(forID: id, viewIndex: 1))
            XCTAssertFalse(name.isEmpty || name == "_", id)
            XCTAssertTrue(SwiftIdentifierCharacters.isHead(name.unicodeScalars.first!), "\(id) → \(name)")
            XCTAssertTrue(name.unicodeScalars.allSatisfy(SwiftIdentifierCharacters.isContinuation), "\(id) → \(name)")
        }
    }

    /// A screen with no letter or digit gives no type name (generate reports it).
    func testScreensWithoutLettersOrDigitsGiveNoTypeName() {
        for screen in ["", "-", "😀", "__"] {
            XCTAssertNil(SwiftNames.typeName(forScreen: screen), screen)
        }
        XCTAssertEqual(SwiftNames.typeName(forScreen: "Generated"), "GeneratedLayout")
    }

    /// A `repeat:` id is an array however many copies it has: none, one, several.
    func testRepeatedIDsAreArraysEvenWithOneCopyOrNone() {
        var screen = Screen(name: "S", views: [ViewSpec(path: "root")])
        screen.views.append(ViewSpec(id: "one[0]", path: "root/children/0", parent: 0))
        screen.views.append(ViewSpec(id: "title", path: "root/children/0/children/0", parent: 1))
        screen.views.append(ViewSpec(id: "solo", path: "root/children/1", parent: 0))
        let (accessors, warnings) = ViewAccessors.plan(screen, repeatedIDs: ["one", "title", "none", "-"])
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(accessors.map(\.name), ["one", "title", "solo", "none", "_4"])
        XCTAssertEqual(accessors.map(\.isArray), [true, true, false, true, true])
        XCTAssertEqual(accessors.map(\.indices), [[1], [2], [3], [], []])
        let source = LayoutFileWriter(screen: { var s = screen; s.name = "S"; return s }(), specPath: "S.layout.yaml",
                                      layoutcVersion: "test")
        var writer = source
        writer.repeatedIDs = ["none"]
        XCTAssertTrue(writer.render().source.contains("public var none: [LayoutcRuntime.LayoutView] { solution.views([]) }"))
    }

    /// A view whose id is exactly `chip` and the copies of a repeated item
    /// `chip` (`chip[0]`…) are two accessors, the second renamed with a
    /// warning, not one array that holds the plain view as its first copy.
    func testAPlainViewAndTheCopiesOfARepeatWithItsIDAreTwoAccessors() {
        var screen = Screen(name: "S", views: [ViewSpec(path: "root")])
        screen.views.append(ViewSpec(id: "chip", path: "root/children/0", parent: 0))
        screen.views.append(ViewSpec(id: "list", path: "root/children/1", parent: 0))
        for copy in 0..<3 {
            screen.views.append(ViewSpec(id: "chip[\(copy)]", path: "root/children/1/items/\(copy)", parent: 2))
        }
        let (accessors, warnings) = ViewAccessors.plan(screen, repeatedIDs: ["chip"])
        XCTAssertEqual(accessors.map(\.name), ["chip", "list", "chip3"])
        XCTAssertEqual(accessors.map(\.indices), [[1], [2], [3, 4, 5]])
        XCTAssertEqual(accessors.map(\.isArray), [false, false, true])
        XCTAssertEqual(warnings.map(\.message), [
            "the copies of repeated id 'chip' give the Swift name 'chip' that id 'chip' already has; generated as 'chip3'",
        ])
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
        XCTAssertEqual(Insets(all: 4).swiftLiteral, "LayoutcRuntime.Insets(all: 4)")
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
