import Diagnostics
import Driver
import Foundation
import LayoutIR
import SpecGenerator
import XCTest

/// Random stacks (seeded) on every catalog device in both orientations,
/// through the whole pipeline: arranged edges land on the device's pixel grid,
/// views follow each other in order, and the output is the same every run.
final class StackDeviceMatrixTests: XCTestCase {
    private func randomSpec(_ random: inout SeededRandom) -> String {
        let axis = random.int(0...1) == 0 ? "horizontal" : "vertical"
        let distribution = ["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"][random.int(0...4)]
        let alignment = ["fill", "leading", "center", "trailing"][random.int(0...3)]
        let count = random.int(0...6)
        var yaml = """
            layout: 1
            screen: R
            root:
              safeArea: true
              children:
                - kind: stack
                  place: {top: \(random.int(0...40)), left: \(random.int(0...30)) , right: \(random.int(0...30)), height: \(random.int(20...300))}
                  margins: [\(random.int(0...9)), \(random.int(0...9)), \(random.int(0...9)), \(random.int(0...9))]
                  stack: {axis: \(axis), distribution: \(distribution), alignment: \(alignment), spacing: \(Double(random.int(0...40)) / 3), layoutMarginsRelative: \(random.int(0...1) == 0)}
                  children:\(count == 0 ? " []" : "")

            """
        for _ in 0..<count {
            let width = Double(random.int(0...600)) / 7, height = Double(random.int(0...300)) / 7
            yaml += "          - {intrinsicSize: [\(width), \(height)], hugging: \(random.int(1...3) * 250), "
            yaml += "compressionResistance: \(random.int(1...4) * 250), hidden: \(random.int(0...5) == 0)}\n"
        }
        return yaml
    }

    func testArrangedEdgesLandOnThePixelGridEverywhere() throws {
        var random = SeededRandom(seed: 2024)
        for device in DeviceCatalog.all {
            for orientation in Orientation.allCases {
                for _ in 0..<15 {
                    let spec = randomSpec(&random)
                    let compiler = LayoutCompiler(options: CompileOptions(deviceID: device.id, orientation: orientation))
                    let result = compiler.compile(Array(spec.utf8), file: "r.layout.yaml")
                    let layout = try XCTUnwrap(result.layout, spec)
                    XCTAssertEqual(result.diagnostics.filter { $0.severity == .error }, [], spec)
                    let horizontal = spec.contains("axis: horizontal")
                    var previousEnd = -Double.infinity
                    for view in layout.views.dropFirst(2) {
                        let f = view.frame
                        for edge in [f.minX, f.maxX, f.minY, f.maxY] {
                            let pixels = edge * device.scale
                            XCTAssertEqual(pixels, pixels.rounded(), accuracy: 1e-6, "\(device.id) \(orientation): \(f)\n\(spec)")
                        }
                        let start = horizontal ? f.minX : f.minY
                        XCTAssertGreaterThanOrEqual(start, previousEnd - 1e-9, "in order: \(device.id)\n\(spec)")
                        if f.width != 0 || f.height != 0 { previousEnd = max(previousEnd, horizontal ? f.maxX : f.maxY) }
                    }
                    XCTAssertEqual(compiler.compile(Array(spec.utf8), file: "r.layout.yaml").diagnostics, result.diagnostics)
                }
            }
        }
    }
}
