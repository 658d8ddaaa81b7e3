import Driver
import LayoutIR
import XCTest

/// The first screen of IB file `text` compiled as `lint` and `compile` do, on
/// `options`' device: each view's frame by its IB object id, and the findings
/// that are not notes (`rule: message`).
func solvedFrames(_ text: String, file: String, options: CompileOptions = CompileOptions()) throws
    -> (frames: [String: Rect], findings: [String]) {
    let result = try XCTUnwrap(LayoutCompiler(options: options).compileScreens(Array(text.utf8), file: file).first)
    let screen = try XCTUnwrap(result.screen), layout = try XCTUnwrap(result.layout)
    var frames: [String: Rect] = [:]
    for index in screen.views.indices { frames[screen.views[index].source ?? ""] = layout.views[index].frame }
    return (frames, result.diagnostics.filter { $0.severity != .note }.map { "\($0.rule.rawValue): \($0.message)" })
}
