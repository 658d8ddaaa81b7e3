import Driver
import XCTest

/// The names `compile -o` and `import -o` write: one safe path component each,
/// short enough for the temporary written beside it, inside the folder given.
final class OutputNamingTests: XCTestCase {
    func testEveryPartBecomesOneSafeComponent() {
        XCTAssertEqual(OutputNaming.component("/../../victim"), "_.._.._victim")
        XCTAssertEqual(OutputNaming.component(".."), "_..")
        XCTAssertEqual(OutputNaming.component(""), "_")
        XCTAssertEqual(OutputNaming.component("a\\b\nc\u{202E}d\u{200F}e"), "a_b_c_d_e")
        XCTAssertEqual(OutputNaming.component("café.layout.yaml"), "café.layout.yaml")
    }

    func testALongNameKeepsItsEndAndStaysApartFromItsNeighbours() {
        // A class name of 300 letters: 255 bytes is the file system's limit, and the
        // temporary `.<name>.<pid>.<random>.tmp` written beside the file is longer.
        let long = "Main." + String(repeating: "x", count: 300)
        let first = OutputNaming.component(long + ".iphone-se-3.portrait.json")
        let second = OutputNaming.component(long + "y.iphone-se-3.portrait.json")
        XCTAssertLessThanOrEqual(first.utf8.count, OutputNaming.maxComponentBytes)
        XCTAssertTrue(first.hasPrefix("Main.xxxx") && first.hasSuffix("xxx.iphone-se-3.portrait.json"), first)
        XCTAssertNotEqual(first, second)
        XCTAssertEqual(first, OutputNaming.component(long + ".iphone-se-3.portrait.json"), "the same name every run")
    }

    func testAPathStaysInItsFolder() throws {
        XCTAssertEqual(try OutputNaming.path(in: "out", subfolders: ["en.lproj"], name: "Main.Home.layout.yaml"),
                       "out/en.lproj/Main.Home.layout.yaml")
        XCTAssertEqual(try OutputNaming.path(in: "out/", name: "../x.json"), "out/_.._x.json")
        XCTAssertEqual(OutputNaming.subfolders(of: "App/Share/Main.storyboard", under: "App/"), ["Share"])
        XCTAssertEqual(OutputNaming.subfolders(of: "App/Main.storyboard", under: "App"), [])
        XCTAssertEqual(OutputNaming.subfolders(of: "Main.storyboard", under: nil), [])
    }
}
