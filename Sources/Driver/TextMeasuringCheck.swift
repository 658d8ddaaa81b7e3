import Diagnostics
import LayoutIR
import Solver
import TextShaping

/// `text-not-measured`: a spec with text compiled without a text measurer
/// (the Inter font could not be loaded) gets one warning, at the first view
/// with text, so that every reporter shows it and a clean result does not
/// pass for a checked one.
enum TextMeasuringCheck {
    /// The finding for `screen`, or nil when it has no text or `measurer` is there.
    static func finding(_ screen: Screen, measurer: (any TextMeasuring)?) -> Diagnostic? {
        guard measurer == nil,
              let index = screen.views.firstIndex(where: { $0.attributes.text?.text != nil }) else { return nil }
        let view = screen.views[index]
        let reason: String
        switch InterTextMeasurer.shared {
        case .failure(let error): reason = "\(error)"
        case .success: reason = "this compile was given no text measurer"
        }
        return Diagnostic(rule: .textNotMeasured, severity: .warning,
                          message: "text is not measured, so views sized by their text get no size and the text "
                              + "rules do not run: \(reason)",
                          viewPath: view.path, viewID: view.id, viewIndex: index,
                          sourceKey: view.attributes.text?.font == nil ? "text" : "font")
    }
}
