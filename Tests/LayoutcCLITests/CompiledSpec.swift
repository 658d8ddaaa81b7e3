import Diagnostics
import Driver
import LayoutIR
import XCTest

/// A spec compiled in-process, with its views' frames by `id`.
struct CompiledSpec {
    let result: CompileResult

    /// A root holding the `- id: …` lines of `children` (written from column 0),
    /// on `device`.
    init(children: String, device: String = "iphone-15-pro") {
        let indented = children.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
            .joined(separator: "\n")
        let text = "layout: 1\nscreen: S\ndevice: \(device)\nroot:\n  children:\n" + indented
        result = LayoutCompiler().compile(Array(text.utf8), file: "c.layout.yaml")
    }

    /// The solved frame of the view `id` (a failure when there is none).
    func frame(_ id: String, file: StaticString = #filePath, line: UInt = #line) -> Rect? {
        guard let screen = result.screen, let layout = result.layout,
              let index = screen.views.firstIndex(where: { $0.id == id }) else {
            XCTFail("no view '\(id)'", file: file, line: line)
            return nil
        }
        return layout.views[index].frame
    }

    var rules: [RuleID] { result.diagnostics.map(\.rule) }
}
