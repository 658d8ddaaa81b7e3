import Diagnostics
import Driver
import Foundation
import XCTest

/// The answer key on real apps: `../shared/corpus/interface-builder/` (beside the
/// repository) holds every IB file of two open-source apps. Skipped by name
/// where it is absent; CI has it.
final class CorpusAnswerKeyTests: XCTestCase {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/corpus/interface-builder")

    private func corpusFiles() throws -> [String] {
        guard FileManager.default.fileExists(atPath: Self.corpus.path) else {
            throw XCTSkip("the shared corpus is absent: \(Self.corpus.path)")
        }
        let files = try SpecDiscovery.specFiles(in: [Self.corpus.path])
        XCTAssertGreaterThanOrEqual(files.count, 68)
        return files
    }

    func testEveryFileImportsWithoutErrors() throws {
        for file in try corpusFiles() {
            let bytes = try FileBytes.contents(of: file)
            let results = LayoutCompiler().compileScreens(bytes, file: file)
            XCTAssertFalse(results.isEmpty, file)
            let readErrors = results.flatMap(\.diagnostics).filter { $0.rule == .xmlSyntax || $0.rule == .limitExceeded }
            XCTAssertEqual(readErrors, [], file)
            // A file without screens (an empty storyboard, a SwiftUI hosting scene) reads cleanly.
            XCTAssertFalse(results.flatMap(\.diagnostics).hasErrors && results.contains { $0.screen == nil }, file)
        }
    }

    func testStoredFramesAgreeOnTheDesignDevice() throws {
        var all: [InterfaceBuilderAnswerKey.Comparison] = []
        for file in try corpusFiles() {
            all += InterfaceBuilderAnswerKey.compare(try FileBytes.contents(of: file), file: file)
        }
        var tally: [InterfaceBuilderAnswerKey.Verdict: Int] = [:]
        for comparison in all { tally[comparison.verdict, default: 0] += 1 }
        print("answer key: \(all.count) views; "
              + InterfaceBuilderAnswerKey.Verdict.allCases.map { "\($0.rawValue) \(tally[$0, default: 0])" }
                .joined(separator: ", "))
        // Views placed by their autoresizing masks, under parents that are too, agree
        // without exception: any disagreement there is a bug in the importer.
        let wrong = all.filter { $0.verdict == .disagrees }
        XCTAssertEqual(wrong.count, 0, wrong.prefix(20).map {
            "\(($0.file as NSString).lastPathComponent) \($0.screen) \($0.object): stored \($0.stored), solved \($0.solved)"
        }.joined(separator: "\n"))
        XCTAssertGreaterThan(tally[.agrees, default: 0], 0)
    }
}
