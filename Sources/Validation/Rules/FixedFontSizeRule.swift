import Diagnostics
import LayoutIR
import Solver

/// `fixed-font-size` (off by default): text with a fixed-size font, which
/// Dynamic Type does not scale.
public enum FixedFontSizeRule: LayoutRule {
    public static let info: RuleInfo = {
        var info = RuleInfo(
            id: .fixedFontSize, defaultSeverity: .warning,
            summary: "a text has a fixed-size font, which Dynamic Type does not scale",
            rationale: """
                A font given as {size: …} (or no font: UILabel's default 17 pt) stays the same size \
                whatever text size the user picks, so people who need larger text do not get it. Use \
                a text style ({style: body}, {style: headline}, …), whose size follows the content \
                size category. Off unless `rules:` in .layoutc.yml gives it a severity, since many \
                screens keep some fixed sizes on purpose.
                """,
            origin: .validation,
            triggering: [
                RuleInfo.Example("""
                    layout: 1
                    screen: Price
                    root:
                      children:
                        - kind: label
                          text: "9.99"
                          font: ↓{size: 17, weight: semibold}
                          frame: [16, 100, 200, 40]
                    """),
            ],
            nonTriggering: [
                RuleInfo.Example("""
                    layout: 1
                    screen: Price
                    root:
                      children:
                        - kind: label
                          text: "9.99"
                          font: {style: headline}
                          frame: [16, 100, 200, 40]
                    """),
            ])
        info.enabledByDefault = false
        return info
    }()

    public static func check(_ context: RuleContext, into findings: inout [Diagnostic]) {
        let views = context.screen.views
        for index in views.indices {
            guard let text = views[index].attributes.text, text.text != nil else { continue }
            guard case .fixed(let size, _) = text.effectiveFont else { continue }
            let given = text.font != nil
            let message = "\(RuleText.name(views[index])) shows its text at a fixed \(RuleText.points(size))"
                + (given ? "" : " (UILabel's default font)")
                + ", which Dynamic Type does not scale; use a text style such as {style: body}"
            findings.append(Diagnostic(rule: info.id, severity: info.defaultSeverity, message: message,
                                       viewPath: views[index].path, viewID: views[index].id, viewIndex: index,
                                       sourceKey: given ? "font" : "text"))
        }
    }
}
