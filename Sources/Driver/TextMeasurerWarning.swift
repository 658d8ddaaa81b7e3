import Foundation
import LayoutIR
import TextShaping

/// When the Inter font cannot be loaded, text is not measured: said once per
/// process on standard error, the first time a spec has text to measure, with
/// the path and the mend (the measurer's error).
enum TextMeasurerWarning {
    private static let once: Void = {
        if case .failure(let error) = InterTextMeasurer.shared {
            FileHandle.standardError.write(Data("layoutc: warning: \(error); text is not measured\n".utf8))
        }
    }()

    /// Warns when `screen` has a view whose size would come from its text.
    static func warnIfNeeded(_ screen: Screen) {
        guard case .failure = InterTextMeasurer.shared else { return }
        let needsMeasuring = screen.views.contains { view in
            view.attributes.text?.text != nil && view.attributes.intrinsicSize == nil
        }
        if needsMeasuring { _ = once }
    }
}
