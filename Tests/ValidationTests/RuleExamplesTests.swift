import Diagnostics
import Driver
import Foundation
import Validation
import XCTest

/// SwiftLint's generic rule test: every rule's examples, through the real
/// pipeline (reader, solver, validation, driver), must report that rule exactly
/// at the `↓` markers of its triggering examples and nowhere in its
/// non-triggering ones.
final class RuleExamplesTests: XCTestCase {
    static let file = "example.layout.yaml"

    func testEveryRuleHasExamples() {
        for rule in RuleCatalog.all {
            XCTAssertFalse(rule.triggering.isEmpty, "[\(rule.id)] has no triggering example")
            XCTAssertFalse(rule.nonTriggering.isEmpty, "[\(rule.id)] has no non-triggering example")
            XCTAssertFalse(rule.summary.isEmpty || rule.rationale.isEmpty, "[\(rule.id)] needs a summary and rationale")
            for (number, example) in rule.triggering.enumerated() {
                XCTAssertFalse(example.unmarked.markers.isEmpty, "[\(rule.id)] triggering example \(number + 1) has no ↓ marker")
            }
            for (number, example) in rule.nonTriggering.enumerated() {
                XCTAssertTrue(example.unmarked.markers.isEmpty, "[\(rule.id)] non-triggering example \(number + 1) has a ↓ marker")
            }
        }
    }

    func testTriggeringExamplesReportAtTheMarkers() throws {
        for rule in RuleCatalog.all {
            for (number, example) in rule.triggering.enumerated() {
                let (source, markers) = example.unmarked
                let result = try compile(source, example: example, for: rule)
                let found = result.diagnostics.filter { $0.rule == rule.id }
                XCTAssertEqual(positions(found), markers.sorted(),
                               "[\(rule.id)] triggering example \(number + 1): findings at \(describe(found)), markers at \(markers); all diagnostics: \(describe(result.diagnostics))")
                if rule.origin == .validation {
                    let errors = result.diagnostics.filter { $0.rule != rule.id && $0.severity == .error }
                    XCTAssertEqual(errors.count, 0, "[\(rule.id)] triggering example \(number + 1) has other errors: \(describe(errors))")
                }
            }
        }
    }

    func testNonTriggeringExamplesAreClean() throws {
        for rule in RuleCatalog.all {
            for (number, example) in rule.nonTriggering.enumerated() {
                let result = try compile(example.unmarked.source, example: example, for: rule)
                let found = result.diagnostics.filter { $0.rule == rule.id }
                XCTAssertEqual(found.count, 0, "[\(rule.id)] non-triggering example \(number + 1) reports it: \(describe(found))")
                let errors = result.diagnostics.filter { $0.severity == .error }
                XCTAssertEqual(errors.count, 0, "[\(rule.id)] non-triggering example \(number + 1) has errors: \(describe(errors))")
            }
        }
    }

    func testFindingsAreDeterministic() throws {
        for rule in RuleCatalog.all {
            for example in rule.triggering {
                let source = example.unmarked.source
                XCTAssertEqual(try compile(source, example: example, for: rule).diagnostics,
                               try compile(source, example: example, for: rule).diagnostics, "[\(rule.id)]")
            }
        }
    }

    // MARK: helpers

    /// Compiled (an example that starts with `<` as an Interface Builder file) on the example's device, content size and direction, with `rule`
    /// on (a rule that is off by default runs for its own examples).
    private func compile(_ source: String, example: RuleInfo.Example, rule: RuleInfo) -> CompileResult {
        var options = CompileOptions(deviceID: example.device)
        options.contentSize = example.contentSize
        options.layoutDirection = example.direction
        if !example.measuresText { options.textMeasurer = nil }
        if !rule.enabledByDefault {
            options.enabledRules = Set(RuleCatalog.all.filter(\.enabledByDefault).map(\.id)).union([rule.id])
        }
        return LayoutCompiler(options: options).compile(Array(source.utf8), file: source.hasPrefix("<") ? "example.xib" : Self.file)
    }

    /// `source` as `rule` sees it: compiled, or for a `generate` rule generated as
    /// `layoutc generate` does, beside a spec of the same module whose screen is
    /// `Taken` (see `GenerateRules`).
    private func compile(_ source: String, example: RuleInfo.Example, for rule: RuleInfo) throws -> CompileResult {
        guard rule.origin == .generate else { return compile(source, example: example, rule: rule) }
        // One directory per rule, so that the paths in the messages are the same on every run.
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("layoutc-rule-example-\(rule.id)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let spec = directory.appendingPathComponent(Self.file), sibling = directory.appendingPathComponent("Sibling.layout.yaml")
        try Data(source.utf8).write(to: spec)
        try Data("layout: 1\nscreen: Taken\nroot: {}\n".utf8).write(to: sibling)
        var generation = LayoutGeneration(paths: [spec.path], jobs: 1, layoutcVersion: "0")
        generation.siblings = [sibling.path]
        return try XCTUnwrap(try generation.run().outputs.first).result
    }

    private func positions(_ diagnostics: [Diagnostic]) -> [SourceLocation] {
        diagnostics.compactMap { $0.range?.start }.sorted()
            + diagnostics.filter { $0.range == nil }.map { _ in SourceLocation(line: 0, column: 0) }
    }

    private func describe(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map { "\($0.range?.start.description ?? "-") \($0.severity.rawValue) [\($0.rule)] \($0.message)" }
            .joined(separator: "; ")
    }
}
