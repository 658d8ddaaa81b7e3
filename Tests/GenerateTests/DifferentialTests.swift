import Driver
import Emitters
import Foundation
import LayoutIR
import SpecGenerator
import SwiftCodegen
import XCTest

/// Generated code, built with `swiftc` and run, against `layoutc compile`: for
/// every `Specs/` example (constraint screens with conflicts and ambiguity
/// among them) and a few hundred generated specs, on every catalog
/// device in both orientations, `framesJSON()`'s `views` are byte for byte the
/// ones `compile` prints (stronger than the spec format's 4 decimals); and
/// `init(size:safeAreaInsets:scale:)` given the device's root size, final safe
/// area and scale solves the same frames as `init(device:orientation:)`.
final class DifferentialTests: XCTestCase {
    struct Case {
        var name: String
        var bytes: [UInt8]
    }

    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The corpus: the examples, SpecGenerator's shapes at small sizes, and the variety specs.
    static func corpus() throws -> [Case] {
        let specs = repositoryRoot.appendingPathComponent("Specs")
        var cases = try FileManager.default.contentsOfDirectory(atPath: specs.path)
            .filter { $0.hasSuffix(".layout.yaml") }.sorted()
            .map { Case(name: "Specs/\($0)", bytes: Array(try Data(contentsOf: specs.appendingPathComponent($0)))) }
        XCTAssertGreaterThanOrEqual(cases.count, 10)
        for shape in SpecGenerator.Shape.allCases {
            for seed in UInt64(1)...30 {
                let views = 6 + Int(seed * 7 % 55)
                cases.append(Case(name: "generated-\(shape.rawValue)-\(views)-\(seed).layout.yaml",
                                  bytes: SpecGenerator(shape: shape, views: views, seed: seed).generate()))
            }
        }
        // Large enough for the IR to be written in several functions and a flow's
        // item sizes in several statements.
        for (shape, views) in [(SpecGenerator.Shape.flow, 700), (.mixed, 450)] {
            cases.append(Case(name: "generated-\(shape.rawValue)-\(views).layout.yaml",
                              bytes: SpecGenerator(shape: shape, views: views, seed: 7).generate()))
        }
        // Ids that are keywords, not identifiers, colliding or non-ASCII: the accessors must compile.
        cases.append(Case(name: "names.layout.yaml", bytes: Array(namesSpec.utf8)))
        for seed in UInt64(1)...150 {
            var writer = VarietySpecs(seed: seed)
            cases.append(Case(name: "variety-\(seed).layout.yaml", bytes: Array(writer.spec(screen: "Variety\(seed)").utf8)))
        }
        return cases
    }

    func testGeneratedCodeSolvesAsCompileOnEveryDeviceAndOrientation() throws {
        let cases = try Self.corpus()
        let work = try makeWorkDirectory()
        defer { try? FileManager.default.removeItem(at: work) }
        var sources: [URL] = []
        var typeNames: [String] = []
        var specIR: [String] = []
        for (index, spec) in cases.enumerated() {
            let result = LayoutCompiler().compile(spec.bytes, file: spec.name)
            let schemaErrors = result.diagnostics.filter { ["unknown-key", "type-mismatch", "missing-key"].contains($0.rule.rawValue) }
            XCTAssertEqual(schemaErrors.map(\.message), [], spec.name)
            var screen = try XCTUnwrap(result.screen, spec.name)
            // One type per case: screens repeat across the corpus (the frames' views do not name it).
            screen.name = "Case\(index)"
            let writer = LayoutFileWriter(screen: screen, specPath: spec.name, layoutcVersion: "test")
            let url = work.appendingPathComponent("\(writer.typeName).swift")
            try writer.render().source.write(to: url, atomically: true, encoding: .utf8)
            sources.append(url)
            typeNames.append(writer.typeName)
            specIR.append(String(fnv1a(canonical(screen)[...])))
        }
        let main = work.appendingPathComponent("main.swift")
        let tagPicker = try XCTUnwrap(cases.firstIndex { $0.name == "Specs/TagPickerLeft.layout.yaml" })
        let profileCard = try XCTUnwrap(cases.firstIndex { $0.name == "Specs/ConstraintProfileCard.layout.yaml" })
        try Self.mainSource(typeNames: typeNames, accessorChecks: Self.accessorChecks(typeNames[tagPicker])
                                + "\n" + Self.sessionCheck(typeNames[profileCard]))
            .write(to: main, atomically: true, encoding: .utf8)
        // compile's side runs while swiftc builds the program.
        let compiled = CompiledHashes()
        let compiling = DispatchGroup()
        DispatchQueue.global().async(group: compiling) {
            DispatchQueue.concurrentPerform(iterations: cases.count) { index in
                for device in DeviceCatalog.all {
                    for orientation in Orientation.allCases {
                        compiled.set("\(index) \(device.id) \(orientation.rawValue)",
                                     Self.compiledViewsHash(cases[index], device: device.id, orientation: orientation))
                    }
                }
            }
        }
        let executable = work.appendingPathComponent("differential")
        let compilerOutput = try GeneratedCodeBuild.compile(sources + [main], into: executable, workingDirectory: work)
        XCTAssertFalse(compilerOutput.contains("warning:"), "generated code has warnings:\n\(compilerOutput.prefix(4_000))")

        let run = try GeneratedCodeBuild.execute(executable.path, [], in: work)
        XCTAssertEqual(run.status, 0, run.stderr)
        // TagPickerLeft by hand: the root's safe area top is max(59, 54 + 44) = 98 with the
        // navigation bar; chips pack left from x = 16, 8 apart, lines 8 apart from y = 8 in
        // 393 - 32 = 361 pt: [64 88 120] [72 100 50 76] [76 76 76], so chip[2] is at
        // x = 16 + 76 + 8 = 100 on the third line, y = 8 + 2 × (32 + 8) = 88.
        // In a 600 × 800 container with top inset 20: 568 pt lines hold six chips, then
        // the four copies: chip[2] at x = 16 + 2 × (76 + 8) = 184, y = 48.
        // Each type's IR equals the spec's, field by field (a deep reflection of every
        // stored value, boxes included): the generated Swift rebuilds the IR exactly.
        let roundTrips = run.stdout.split(separator: "\n").filter { $0.hasPrefix("IR ") }.map { $0.split(separator: " ") }
        XCTAssertEqual(roundTrips.count, cases.count)
        for fields in roundTrips where fields.count == 3 {
            let index = Int(fields[1])!
            XCTAssertEqual(String(fields[2]), specIR[index], "\(cases[index].name): the generated IR differs from the spec's")
        }
        let checks = run.stdout.split(separator: "\n").filter { $0.hasPrefix("CHECK ") }
        XCTAssertEqual(checks, [
            "CHECK tags 0 98 393 240 items 10 chips 4",
            "CHECK chip2 100 88 76 32 window 100 186 76 32",
            "CHECK container tags 0 20 600 240 chip2 184 48 76 32",
            "CHECK session re-solved sizes incrementally true",
        ])
        var generated: [String: (hash: String, sameInContainer: Bool)] = [:]
        for line in run.stdout.split(separator: "\n") {
            let fields = line.split(separator: " ").map(String.init)
            guard fields.count == 5 else { continue }
            generated["\(fields[0]) \(fields[1]) \(fields[2])"] = (fields[3], fields[4] == "true")
        }
        let expected = cases.count * DeviceCatalog.all.count * 2
        XCTAssertEqual(generated.count, expected)
        compiling.wait()
        var mismatches: [String] = []
        for (index, spec) in cases.enumerated() {
            for device in DeviceCatalog.all {
                for orientation in Orientation.allCases {
                    let key = "\(index) \(device.id) \(orientation.rawValue)"
                    guard let got = generated[key] else { continue }
                    if got.hash != compiled.get(key) { mismatches.append("\(spec.name) \(device.id) \(orientation): views differ") }
                    if !got.sameInContainer {
                        mismatches.append("\(spec.name) \(device.id) \(orientation): init(size:safeAreaInsets:scale:) differs")
                    }
                }
            }
        }
        XCTAssertEqual(mismatches.count, 0, mismatches.prefix(20).joined(separator: "\n"))
    }

    /// Hashes filled by parallel workers.
    final class CompiledHashes: @unchecked Sendable {
        private var hashes: [String: String] = [:]
        private let lock = NSLock()
        func set(_ key: String, _ hash: String) { lock.withLock { hashes[key] = hash } }
        func get(_ key: String) -> String? { lock.withLock { hashes[key] } }
    }

    /// `layoutc compile SPEC --device D --orientation O`'s `views`, hashed.
    static func compiledViewsHash(_ spec: Case, device: String, orientation: Orientation) -> String {
        // Text measured by the fixed-width measurer, as the generated program measures it.
        var options = CompileOptions(deviceID: device, orientation: orientation)
        options.textMeasurer = fixedWidthText.measurer
        let compiler = LayoutCompiler(options: options)
        let result = compiler.compile(spec.bytes, file: spec.name)
        guard let screen = result.screen, let layout = result.layout else { return "none" }
        let emitter = FramesJSONEmitter(file: spec.name, screen: screen, layout: layout, diagnostics: result.diagnostics)
        return String(fnv1a(viewsSection(String(decoding: emitter.render(), as: UTF8.self))))
    }

    /// The program: for every type, device and orientation, the hash of the
    /// views and whether the container initializer solves the same views.
    static func mainSource(typeNames: [String], accessorChecks: String) -> String {
        """
        import Foundation
        import LayoutcRuntime

        let types: [any GeneratedLayout.Type] = [
        \(typeNames.map { "    \($0).self," }.joined(separator: "\n"))
        ]

        \(sharedFunctions)

        var out = ""
        for (index, type) in types.enumerated() {
            for device in DeviceCatalog.all {
                for orientation in Orientation.allCases {
                    let layout = try type.init(device: device.id, orientation: orientation, text: fixedWidthText)
                    let views = viewsSection(layout.framesJSON())
                    let root = layout.views[0]
                    let inContainer = type.init(container: LayoutContainer(size: root.frame.size,
                                                                           safeAreaInsets: root.safeAreaInsets,
                                                                           scale: CGFloat(device.scale)),
                                                text: fixedWidthText)
                    let same = viewsSection(inContainer.framesJSON()) == views
                    out += "\\(index) \\(device.id) \\(orientation.rawValue) \\(fnv1a(views)) \\(same)\\n"
                }
            }
        }
        \(accessorChecks)
        \(typeNames.enumerated().map { index, type in
            "out += \"IR \\(\(index)) \\(fnv1a(canonical(\(type).ir)[...]))\\n\""
        }.joined(separator: "\n"))
        FileHandle.standardOutput.write(Data(out.utf8))
        """
    }

    /// Reads TagPickerLeft's typed accessors (`tags`, `chip[2]`, `items`) on a device
    /// and in a custom container.
    static func accessorChecks(_ type: String) -> String {
        """
        func numbers(_ r: CGRect) -> String { "\\(Int(r.minX)) \\(Int(r.minY)) \\(Int(r.size.width)) \\(Int(r.size.height))" }
        let picker = try \(type)(device: "iphone-15-pro")
        out += "CHECK tags \\(numbers(picker.tags.frame)) items \\(picker.tags.items.count) chips \\(picker.chip.count)\\n"
        out += "CHECK chip2 \\(numbers(picker.chip[2].frame)) window \\(numbers(picker.chip[2].windowFrame))\\n"
        let sized = \(type)(size: CGSize(width: 600, height: 800), safeAreaInsets: LayoutInsets(top: 20), scale: 2)
        out += "CHECK container tags \\(numbers(sized.tags.frame)) chip2 \\(numbers(sized.chip[2].frame))\\n"
        """
    }

    /// A constraint screen's type keeps its systems between solves: after every
    /// device and orientation, most island solves were incremental re-solves.
    static func sessionCheck(_ type: String) -> String {
        """
        let counts = \(type).session.solveCounts
        out += "CHECK session re-solved sizes incrementally \\(counts.incremental > counts.fresh)\\n"
        """
    }

    /// The functions of `IRCanonicalForm.swift`, compiled into the generated
    /// program too, so both sides compare the IR with the same code.
    static let sharedFunctions: String = ["IRCanonicalForm.swift", "FixedWidthMeasurer.swift"].map { name in
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(name)
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("import ") }.joined(separator: "\n")
    }.joined(separator: "\n")

    private func makeWorkDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("layoutc-generate-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

/// A spec whose ids test the accessor names.
let namesSpec = """
    layout: 1
    screen: names-test
    root:
      children:
    \(["class", "default", "self", "Type", "2up", "buy-button", "buyButton", "views", "screen", "init", "café", "a.b",
       "Protocol", "quote\\\"d", "framesJSON", "solution"].enumerated()
        .map { "    - {id: \"\($1)\", frame: [0, \($0 * 10), 10, 10]}" }.joined(separator: "\n"))

    """
