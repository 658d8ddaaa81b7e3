import Foundation
import SpecGenerator
import XCTest

/// `layoutc generate` gives the same bytes in any directory, locale, time zone
/// and `--jobs`.
final class GenerateDeterminismTests: XCTestCase {
    func testTheCorpusGeneratesIdenticalBytesFromTwoDirectoriesLocalesTimeZonesAndJobCounts() throws {
        let first = try CLIRunner.temporaryDirectory(), second = try CLIRunner.temporaryDirectory()
        defer {
            try? FileManager.default.removeItem(at: first)
            try? FileManager.default.removeItem(at: second)
        }
        for dir in [first, second] { try writeCorpus(into: dir.appendingPathComponent("specs")) }
        let a = try CLIRunner.run(["generate", "specs", "-o", "out", "--jobs", "1"], in: first,
                                  environment: ["LC_ALL": "C", "TZ": "UTC", "LANG": "C"])
        let b = try CLIRunner.run(["generate", "specs", "-o", "out", "--jobs", "4"], in: second,
                                  environment: ["LC_ALL": "de_DE.UTF-8", "TZ": "Asia/Kolkata", "LANG": "tr_TR.UTF-8"])
        // Some examples have errors on purpose: both runs refuse the same ones.
        XCTAssertEqual(a.status, b.status)
        XCTAssertEqual(a.stderr, b.stderr)
        let names = try FileManager.default.contentsOfDirectory(atPath: first.appendingPathComponent("out").path).sorted()
        XCTAssertEqual(names, try FileManager.default.contentsOfDirectory(atPath: second.appendingPathComponent("out").path).sorted())
        XCTAssertGreaterThan(names.count, 20)
        for name in names {
            let x = try Data(contentsOf: first.appendingPathComponent("out/\(name)"))
            let y = try Data(contentsOf: second.appendingPathComponent("out/\(name)"))
            XCTAssertEqual(x, y, name)
        }
    }

    /// The examples and SpecGenerator specs of every shape (unique screen names).
    private func writeCorpus(into directory: URL) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let specs = CLIRunner.repositoryRoot.appendingPathComponent("Specs")
        for name in try FileManager.default.contentsOfDirectory(atPath: specs.path) where name.hasSuffix(".layout.yaml") {
            try FileManager.default.copyItem(at: specs.appendingPathComponent(name), to: directory.appendingPathComponent(name))
        }
        for shape in SpecGenerator.Shape.allCases {
            for views in [20, 60, 200] {
                let bytes = SpecGenerator(shape: shape, views: views, seed: UInt64(views)).generate()
                try Data(bytes).write(to: directory.appendingPathComponent("\(shape.rawValue)\(views).layout.yaml"))
            }
        }
    }
}
