import Diagnostics
import LayoutIR
import Solver

/// `text-clipped`: the lines a view shows are taller than the view, whose
/// height is fixed by its placement.
public enum TextClippedRule: LayoutRule {
    public static let info = RuleInfo(
        id: .textClipped, defaultSeverity: .warning,
        summary: "a text is taller than its view, whose height is fixed, at this content size",
        rationale: """
            A view whose height is fixed (a 44 pt row, a frame) does not grow with its text: at a \
            larger content size the lines it shows are taller than the view and are cut at its \
            edges or spill over its neighbours. layoutc measures the text at each content size of \
            the matrix (Inter standing in for SF Pro: within the measuring margin the message says \
            may). Let the height follow the text (pin one vertical edge only), or give the view a \
            minimum height instead of a fixed one.
            """,
        origin: .validation,
        triggering: [
            RuleInfo.Example("""
                layout: 1
                screen: Settings
                root:
                  children:
                    - id: row
                      frame: [0, 100, 393, 44]
                      children:
                        - id: rowLabel
                          kind: label
                          text: ↓"Notifications"
                          font: {style: body}
                          place: {left: 16, right: 16, top: 0, bottom: 0}
                """, contentSize: .accessibilityExtraLarge),
        ],
        nonTriggering: [
            RuleInfo.Example("""
                layout: 1
                screen: Settings
                root:
                  children:
                    - id: row
                      frame: [0, 100, 393, 44]
                      children:
                        - id: rowLabel
                          kind: label
                          text: "Notifications"
                          font: {style: body}
                          place: {left: 16, right: 16, top: 0, bottom: 0}
                """),
        ])

    public static func check(_ context: RuleContext, into findings: inout [Diagnostic]) {
        let views = context.screen.views, layout = context.layout
        for record in layout.textRecords where record.view < views.count && !views[record.view].hidden {
            let view = views[record.view]
            guard let text = view.attributes.text?.text else { continue }
            let overflow = record.neededHeight - record.textBox.height
            guard overflow > 1e-6 else { continue }
            // Within the measuring margin: SF Pro's lines a little shorter, or fewer
            // (a wrapped text's lines as few as its widest wrapping allows).
            let fewest = record.maxLines > 0 ? min(record.fewestLineCount, record.maxLines) : record.fewestLineCount
            let smallest = min(record.unroundedHeight, Double(fewest) * record.lineHeight)
            let may = TextFindingText.mayFit(measured: smallest, available: record.textBox.height,
                                          margin: TextMargin.height, scale: layout.device.scale)
            let shown = record.maxLines > 0 ? min(record.lineCount, record.maxLines) : record.lineCount
            let fewer = may && fewest < shown ? " (SF Pro may wrap it to \(fewest))" : ""
            let lines = shown <= 1 ? "its line is" : "its \(shown) lines\(fewer) are"
            let message = "\(RuleText.name(view)) \(may ? "may clip" : "clips") \(TextFindingText.quoted(text)) "
                + "\(TextFindingText.cell(record, layout: layout)): \(lines) \(RuleText.points(record.neededHeight)) tall, "
                + "\(RuleText.points(overflow)) more than the \(RuleText.points(record.textBox.height)) its fixed height leaves; "
                + "let the height follow the text (pin one vertical edge) or make it a minimum"
                + TextFindingText.givenSize(record)
            findings.append(Diagnostic(rule: info.id, severity: info.defaultSeverity, message: message,
                                       viewPath: view.path, viewID: view.id, viewIndex: record.view, sourceKey: "text"))
        }
    }
}
