import Diagnostics
import LayoutIR
import Solver

/// `text-truncated`: a line of text longer than its view at the content size
/// solved for, or wrapped text with more lines than `numberOfLines` allows.
public enum TextTruncatedRule: LayoutRule {
    public static let info = RuleInfo(
        id: .textTruncated, defaultSeverity: .warning,
        summary: "a text is longer than its view at this content size and is cut off",
        rationale: """
            Text grows with the user's text size (Dynamic Type): a title that fits at the default \
            size ends in an ellipsis at an accessibility size, and the person who needed the larger \
            text cannot read it. layoutc measures the text off-device (Inter standing in for SF Pro) \
            at each content size of the matrix; when the difference is within the measuring margin \
            the message says the text may be cut. Let the text wrap (numberOfLines: 0) in a view \
            whose height follows it, give it more room, or use a shorter text.
            """,
        origin: .validation,
        triggering: [
            RuleInfo.Example("""
                layout: 1
                screen: Recipe
                root:
                  children:
                    - id: title
                      kind: label
                      text: ↓"Ingredients and allergens"
                      font: {style: headline}
                      place: {left: 16, right: 16, top: 100}
                """, contentSize: .accessibilityExtraLarge),
            // An explicit intrinsic size is the author's: the layout takes it, and the text is checked against it.
            RuleInfo.Example("""
                layout: 1
                screen: Recipe
                root:
                  children:
                    - id: title
                      kind: label
                      text: ↓"Ingredients and allergens"
                      font: {style: headline}
                      intrinsicSize: [120, 22]
                      place: {left: 16, top: 100}
                """),
        ],
        nonTriggering: [
            RuleInfo.Example("""
                layout: 1
                screen: Recipe
                root:
                  children:
                    - id: title
                      kind: label
                      text: "Ingredients and allergens"
                      font: {style: headline}
                      intrinsicSize: [300, 22]
                      place: {left: 16, top: 100}
                """),
            RuleInfo.Example("""
                layout: 1
                screen: Recipe
                root:
                  children:
                    - id: title
                      kind: label
                      text: "Ingredients and allergens"
                      font: {style: headline}
                      place: {left: 16, right: 16, top: 100}
                """),
            RuleInfo.Example("""
                layout: 1
                screen: Recipe
                root:
                  children:
                    - id: title
                      kind: label
                      text: "Ingredients and allergens"
                      font: {style: headline}
                      numberOfLines: 0
                      place: {left: 16, right: 16, top: 100}
                """, contentSize: .accessibilityExtraLarge),
        ])

    public static func check(_ context: RuleContext, into findings: inout [Diagnostic]) {
        let views = context.screen.views, layout = context.layout
        for record in layout.textRecords where record.view < views.count && !views[record.view].hidden {
            let view = views[record.view]
            guard let text = view.attributes.text?.text else { continue }
            let message: String
            if record.maxLines == 1 {
                let overflow = record.lineWidth - record.textBox.width
                guard overflow > 1e-6 else { continue }
                let may = TextFindingText.mayFit(measured: record.unroundedLineWidth, available: record.textBox.width,
                                              margin: TextMargin.width, scale: layout.device.scale)
                message = "\(RuleText.name(view)) \(may ? "may cut" : "cuts") off \(TextFindingText.quoted(text)) "
                    + "\(TextFindingText.cell(record, layout: layout)): the line is \(RuleText.points(record.lineWidth)) wide, "
                    + "\(RuleText.points(overflow)) more than the \(RuleText.points(record.textBox.width)) it has; "
                    + "let it wrap (numberOfLines: 0) with a height that follows it, give it more width or shorten the text"
                    + TextFindingText.givenSize(record)
            } else if record.maxLines > 1, record.lineCount > record.maxLines {
                // SF Pro's lines may be few enough: within the measuring margin of the width.
                let may = record.fewestLineCount <= record.maxLines
                message = "\(RuleText.name(view)) \(may ? "may cut" : "cuts") off \(TextFindingText.quoted(text)) "
                    + "\(TextFindingText.cell(record, layout: layout)): it wraps to \(record.lineCount) lines at "
                    + "\(RuleText.points(record.textBox.width))\(may ? " (SF Pro may wrap it to \(record.fewestLineCount))" : "")"
                    + " and 'numberOfLines' shows \(record.maxLines); "
                    + "set numberOfLines: 0 with a height that follows the text, or give it more width"
                    + TextFindingText.givenSize(record)
            } else {
                continue
            }
            findings.append(Diagnostic(rule: info.id, severity: info.defaultSeverity, message: message,
                                       viewPath: view.path, viewID: view.id, viewIndex: record.view, sourceKey: "text"))
        }
    }
}
