import Driver
import Foundation
import XCTest

/// Generated code compiled into an app module as the build plugin does: beside
/// app types named as the runtime's (`Screen`, `Size`, …), for a screen named
/// `Generated`, ids with no letter or digit, and `repeat:` items of 0 and 1
/// copies. Built with `swiftc` and run: the accessors exist and count right.
final class AppModuleBuildTests: XCTestCase {
    static let specs: [(name: String, text: String)] = [
        ("Generated.layout.yaml", "layout: 1\nscreen: Generated\nroot: {}\n"),
        ("Odd.layout.yaml", """
            layout: 1
            screen: odd-ids
            root:
              children:
                - {id: "_", frame: [0, 0, 10, 10]}
                - {id: "__", frame: [0, 10, 10, 10]}
                - {id: "-", frame: [0, 20, 10, 10]}
                - {id: "😀", frame: [0, 30, 10, 10]}
                - {id: "class", frame: [0, 40, 10, 10]}
                - {id: "2up", frame: [0, 50, 10, 10]}
                - {id: "a\\u2E2Fb", frame: [0, 60, 10, 10]}
            """),
        ("Cells.layout.yaml", """
            layout: 1
            screen: Cells
            root:
              children:
                - id: list
                  kind: collection
                  flow:
                    items:
                      - id: cell
                        size: [100, 60]
                        repeat: 3
                        children:
                          - {id: title, kind: label, place: {left: 8, right: 8, top: 8, height: 20}}
                      - id: one
                        size: [100, 60]
                        repeat: 1
                        children:
                          - {id: badge, place: {left: 0, top: 0, width: 10, height: 10}}
                      - {id: none, size: [100, 60], repeat: 0}
            """),
        // Every literal type the writer names: insets, sizes, pins, flow sections, stacks.
        ("TagPicker.layout.yaml", String(decoding: try! Data(contentsOf: DifferentialTests.repositoryRoot
            .appendingPathComponent("Specs/TagPickerLeft.layout.yaml")), as: UTF8.self)),
    ]

    /// App types of the same names as the runtime's, in the module the generated files go into.
    static let appTypes = """
        public enum Screen { case home }
        public struct Size {}
        public struct Rect {}
        public struct Point {}
        public struct Insets {}
        public enum Orientation { case up }
        public struct LayoutView {}
        public struct LayoutInsets {}
        public struct LayoutContainer {}
        public struct LayoutSolution {}
        public struct ScreenBuilder {}
        public struct FlowSpec {}
        public struct FlowSection {}
        public struct AxisPins {}
        public struct StackSpec {}
        public struct ArrangedSettings {}
        public struct ScaleTransform {}

        """

    static let main = """
        import Foundation
        import LayoutcRuntime

        let types: [any LayoutcRuntime.GeneratedLayout.Type] = [GeneratedLayout.self, OddIdsLayout.self, CellsLayout.self]
        let odd = try OddIdsLayout(device: "iphone-15-pro")
        let cells = try CellsLayout(device: "iphone-15-pro")
        let picker = try TagPickerLayout(device: "iphone-15-pro")
        var out = "types \\(types.count) views \\(GeneratedLayout.screen) \\(try GeneratedLayout(device: "iphone-15-pro").views.count)\\n"
        out += "odd \\([odd._1, odd._2, odd._3, odd._4, odd.`class`, odd._2up, odd.aB].map { Int($0.frame.minY) })\\n"
        out += "cells \\(cells.cell.count) \\(cells.title.count) \\(cells.one.count) \\(cells.badge.count) \\(cells.none.count)\\n"
        out += "picker \\(picker.chip.count)\\n"
        FileHandle.standardOutput.write(Data(out.utf8))

        """

    func testGeneratedFilesBuildInAnAppModuleWithTypesOfTheRuntimesNames() throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("layoutc-appmodule-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work.appendingPathComponent("specs"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        for spec in Self.specs {
            try Data(spec.text.utf8).write(to: work.appendingPathComponent("specs/\(spec.name)"))
        }
        let generated = work.appendingPathComponent("Generated")
        let outcome = try LayoutGeneration(paths: [work.appendingPathComponent("specs").path],
                                           outputDirectory: generated.path, layoutcVersion: "test").run()
        XCTAssertEqual(outcome.exitCode, 0, outcome.outputs.flatMap(\.result.diagnostics).map(\.message).joined(separator: "\n"))
        let names = try FileManager.default.contentsOfDirectory(atPath: generated.path).sorted()
        XCTAssertEqual(names, ["CellsLayout.swift", "GeneratedLayout.swift", "OddIdsLayout.swift", "TagPickerLayout.swift"])
        let appTypes = work.appendingPathComponent("AppTypes.swift")
        try Data(Self.appTypes.utf8).write(to: appTypes)
        let main = work.appendingPathComponent("main.swift")
        try Data(Self.main.utf8).write(to: main)
        let executable = work.appendingPathComponent("app")
        let output = try GeneratedCodeBuild.compile(names.map { generated.appendingPathComponent($0) } + [appTypes, main],
                                                    into: executable, workingDirectory: work)
        XCTAssertFalse(output.contains("warning:"), output)
        let run = try GeneratedCodeBuild.execute(executable.path, [], in: work)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout.split(separator: "\n"), [
            "types 3 views Generated 1",
            "odd [0, 10, 20, 30, 40, 50, 60]",
            "cells 3 3 1 1 0",
            "picker 4",
        ])
    }
}
