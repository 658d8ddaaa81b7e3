import Diagnostics

/// Documentation of the id the compiler reports when it cannot measure text.
enum TextMeasuringRules {
    static let textNotMeasured = RuleInfo(
        id: .textNotMeasured, defaultSeverity: .warning,
        summary: "text is not measured (the Inter font cannot be loaded), or has characters no font of layoutc's list covers",
        rationale: """
            layoutc measures text with Inter, the open stand-in for SF Pro (SpecFormat.md, Text). \
            Without its files a view whose size comes from its text gets none (0 × 0, or \
            ambiguous-size), and the text rules (text-truncated, text-clipped) cannot run, so a \
            clean result would say nothing. Reported once per spec, at the first view with text \
            (its 'font', else its 'text'), with the folder searched. Install the fonts-inter \
            package (Debian, Ubuntu) or set LAYOUTC_FONT_DIR to a folder holding Inter's .otf files. \
            With the font, a text holding characters that neither Inter nor any fallback font of \
            layoutc's fixed list has (SpecFormat.md, Text, "Every script": Noto fonts for Arabic, \
            Hebrew, CJK, Thai, Devanagari, emoji and more) is measured without them, so its size may \
            be short on a device; the finding names each such character (U+XXXX) at the view's \
            'text'. Install the Noto packages the list names, or check the character is meant.
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
            """, measuresText: false), RuleInfo.Example("""
            layout: 1
            screen: Greeting
            root:
              children:
                - id: greeting
                  kind: label
                  text: ↓"Hello 𞤀𞤁"
                  place: {left: 16, top: 100}
            """)],
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
