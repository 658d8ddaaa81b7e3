import Foundation
import XCTest

/// The badge numbers in a report's pictures are the numbers of its findings
/// list beside them (merged across targets), through the built binary.
final class ReportNumberingTests: XCTestCase {
    /// One finding of the list: its number and the views it is about.
    private struct Entry {
        var number: Int
        var paths: Set<String>
    }

    private func matches(_ pattern: String, in text: String) throws -> [[String]] {
        let regex = try NSRegularExpression(pattern: pattern)
        let string = text as NSString
        return regex.matches(in: text, range: NSRange(location: 0, length: string.length)).map { match in
            (0..<match.numberOfRanges).map { match.range(at: $0).location == NSNotFound ? "" : string.substring(with: match.range(at: $0)) }
        }
    }

    private func report(_ arguments: [String]) throws -> [(spec: String, html: String)] {
        let directory = try CLIRunner.temporaryDirectory()
        let out = directory.appendingPathComponent("report.html")
        let run = try CLIRunner.run(["report"] + arguments + ["-o", out.path])
        XCTAssertTrue(run.status == 0 || run.status == 1, run.stderr)
        let html = try String(contentsOf: out, encoding: .utf8)
        return html.components(separatedBy: "<section class=\"spec\"").dropFirst().map { section in
            (String(section.prefix { $0 != ">" }), section)
        }
    }

    /// Every badge of every picture names, by its number, a list entry about
    /// its view; the list's numbers are 1…n in order.
    private func assertBadgesMatchList(_ sections: [(spec: String, html: String)]) throws -> Int {
        var badges = 0
        for (spec, html) in sections {
            var entries: [Entry] = []
            for tag in try matches(#"<li class="finding [^"]*" value="(\d+)"[^>]*>"#, in: html) {
                let path = try matches(#" data-path="([^"]*)""#, in: tag[0]).first?[1]
                let copies = try matches(#" data-paths="([^"]*)""#, in: tag[0]).first?[1].split(separator: " ").map(String.init)
                entries.append(Entry(number: Int(tag[1]) ?? 0, paths: Set((path.map { [$0] } ?? []) + (copies ?? []))))
            }
            XCTAssertEqual(entries.map(\.number), Array(entries.indices).map { $0 + 1 }, spec)
            for badge in try matches(#"<g class="badge b[ew]" data-path="([^"]*)" data-badge="(\d+)">"#, in: html) {
                badges += 1
                let number = try XCTUnwrap(Int(badge[2]))
                XCTAssertTrue(entries.indices.contains(number - 1), "\(spec): badge \(number) has no list entry")
                if entries.indices.contains(number - 1) {
                    XCTAssertTrue(entries[number - 1].paths.contains(badge[1]),
                                  "\(spec): badge \(number) on \(badge[1]) but entry \(number) is about \(entries[number - 1].paths)")
                }
            }
        }
        return badges
    }

    /// TagPickerLeft on an iPhone SE and an iPad: the chips' hit targets are
    /// too small on both, one finding each (on every target), so each picture
    /// numbers its badges 1…7 as the list does, and the folded `chip` entry (7)
    /// is badged on all four copies in both pictures.
    func testBadgesUseTheListsNumbers() throws {
        let sections = try report(["Specs/TagPickerLeft.layout.yaml", "--device", "iphone-se-3", "--device", "ipad-pro-11"])
        XCTAssertEqual(sections.count, 1)
        let html = sections[0].html
        XCTAssertEqual(try assertBadgesMatchList(sections), 20)
        XCTAssertTrue(html.contains(#"<li class="finding sev-warning" value="7" data-rule="hit-target-too-small""#), html)
        XCTAssertEqual(html.components(separatedBy: #" data-badge="7">"#).count - 1, 8, "four copies × two pictures")
    }

    /// The whole corpus on three targets: findings that occur on some targets
    /// only leave gaps in a picture's numbers, never a number that disagrees.
    func testEveryPictureOfTheCorpusAgreesWithItsList() throws {
        let config = try CLIRunner.temporaryDirectory().appendingPathComponent("matrix.yml")
        try Data("""
            devices:
              - id: iphone-se-3
                orientations: [portrait, landscape]
              - id: ipad-pro-11
                orientations: [portrait]

            """.utf8).write(to: config)
        let sections = try report(["Specs/", "--config", config.path])
        XCTAssertGreaterThan(try assertBadgesMatchList(sections), 30)
    }
}
