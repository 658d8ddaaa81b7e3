import Diagnostics

/// Documentation of the id the compiler reports when it cannot measure text.
enum TextMeasuringRules {
    static let textNotMeasured = RuleInfo(
        id: .textNotMeasured, defaultSeverity: .warning,
        summary: "the text font (Inter) cannot be loaded, so text is not measured",
        rationale: """
            layoutc measures text with Inter, the open stand-in for SF Pro (SpecFormat.md, Text). \
            Without its files a view whose size comes from its text gets none (0 × 0, or \
            ambiguous-size), and the text rules (text-truncated, text-clipped) cannot run, so a \
            clean result would say nothing. Reported once per spec, at the first view with text \
            (its 'font', else its 'text'), with the folder searched. Install the fonts-inter \
            package (Debian, Ubuntu) or set LAYOUTC_FONT_DIR to a folder holding Inter's .otf files.
            """,
        origin: .solver,
        triggering: [RuleInfo.Example("""
            layout: 1
            screen: Title
            root:
              children:
                - id: title
                  kind: label
                  text: "Ingredients"
                  font: ↓{style: headline}
                  place: {left: 16, top: 100}
                - id: note
                  kind: label
                  text: "Serves 4"
                  place: {left: 16, top: 140}
            """, measuresText: false)],
        nonTriggering: [RuleInfo.Example("""
            layout: 1
            screen: Title
            root:
              children:
                - id: title
                  kind: label
                  text: "Ingredients"
                  font: {style: headline}
                  place: {left: 16, top: 100}
            """), RuleInfo.Example("""
            layout: 1
            screen: Plain
            root:
              children:
                - kind: button
                  place: {left: 16, top: 100, width: 120, height: 44}
            """, measuresText: false)])
}
