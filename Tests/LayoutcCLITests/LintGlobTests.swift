@testable import Driver
import XCTest

/// The `include:`/`exclude:` glob matcher, as a table.
final class LintGlobTests: XCTestCase {
    func testTable() {
        let table: [(pattern: String, path: String, matches: Bool)] = [
            ("a.layout.yaml", "a.layout.yaml", true),
            ("a.layout.yaml", "x/a.layout.yaml", false),
            ("*.layout.yaml", "a.layout.yaml", true),
            ("*.layout.yaml", "Specs/a.layout.yaml", false),  // `*` stays in one segment
            ("Specs/*.yaml", "Specs/a.layout.yaml", true),
            ("Specs/*.yaml", "Specs/x/a.layout.yaml", false),
            ("**/*.layout.yaml", "a.layout.yaml", true),  // `**` matches zero segments
            ("**/*.layout.yaml", "Specs/x/y/a.layout.yaml", true),
            ("Specs/**", "Specs/x/a.layout.yaml", true),
            ("Specs/**", "Other/a.layout.yaml", false),
            ("Specs/**/a.layout.yaml", "Specs/a.layout.yaml", true),
            ("Specs/**/a.layout.yaml", "Specs/p/q/a.layout.yaml", true),
            ("Specs/**/a.layout.yaml", "Specs/p/q/b.layout.yaml", false),
            ("Specs/Legacy", "Specs/Legacy/old.layout.yaml", true),  // a directory matches what is in it
            ("Specs/Legacy/", "Specs/Legacy/x/old.layout.yaml", true),
            ("Specs/Leg", "Specs/Legacy/old.layout.yaml", false),
            ("./Specs/*", "Specs/a.layout.yaml", true),
            ("?.layout.yaml", "a.layout.yaml", true),
            ("?.layout.yaml", "ab.layout.yaml", false),
            ("[ab].layout.yaml", "b.layout.yaml", true),
            ("[ab].layout.yaml", "c.layout.yaml", false),
            ("[a-c]x", "bx", true),
            ("[!a-c]x", "bx", false),
            ("[!a-c]x", "dx", true),
            ("a*b*c", "axxbyyc", true),
            ("a*b*c", "axxbyy", false),
            ("*", "", false),
            ("Ünïcode/*", "Ünïcode/é.layout.yaml", true),
            ("[unclosed", "[unclosed", true),
            ("A.layout.yaml", "a.layout.yaml", false),  // case-sensitive
        ]
        for row in table {
            XCTAssertEqual(LintGlob(row.pattern).matches(row.path), row.matches, "\(row.pattern) vs \(row.path)")
        }
    }
}
