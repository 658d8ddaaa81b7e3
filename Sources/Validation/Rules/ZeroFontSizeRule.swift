import Diagnostics
import LayoutIR
import Solver

/// `zero-font-size`: a label with `fontSize: 0`.
public enum ZeroFontSizeRule: LayoutRule {
    public static let info = RuleInfo(
        id: .zeroFontSize, defaultSeverity: .warning,
        summary: "a label's 'fontSize' is 0",
        rationale: """
            A point size of 0 is not a size UIKit draws: UIFont(descriptor:size:) reads 0 as "keep \
            the descriptor's own size", and other font constructors substitute a system-chosen size, \
            so the text comes out at a size the spec does not show, and sizes computed from the spec \
            (intrinsic sizes, scale factors) are wrong. It is usually a missing value or a typo. Give \
            the point size you mean (17 is the system body size), or remove 'fontSize' to use the \
            label's default font.
            """,
        origin: .validation,
        triggering: [
            RuleInfo.Example("""
                layout: 1
                screen: Title
                root:
                  children:
                    - kind: label
                      frame: [16, 100, 200, 22]
                      fontSize: ↓0
                """),
        ],
        nonTriggering: [
            RuleInfo.Example("""
                layout: 1
                screen: Title
                root:
                  children:
                    - kind: label
                      frame: [16, 100, 200, 22]
                      fontSize: 17
                    - kind: label
                      frame: [16, 200, 200, 22]
                """),
        ])

    public static func check(_ context: RuleContext, into findings: inout [Diagnostic]) {
        let views = context.screen.views
        // Fields read in place: copying every view out of the array would retain its strings and boxes.
        for index in views.indices where views[index].kind == .label {
            guard views[index].attributes.fontSize == 0 else { continue }
            // The message is written only where it is printed.
            findings.append(Diagnostic(rule: info.id, severity: info.defaultSeverity,
                                       deferredMessage: DeferredMessage(.init(), format: writeMessage),
                                       viewPath: views[index].path, viewID: views[index].id, viewIndex: index,
                                       sourceKey: "fontSize"))
        }
    }

    /// The message, which names the label and nothing else.
    @Sendable
    static func writeMessage(_ values: DeferredMessage.Values, id: String?, path: String?,
                             to message: inout MessageWriter) {
        message.appendName(id: id, path: path ?? "")
        message.append(" has 'fontSize' 0, which UIKit does not draw at: the text gets a size the font or the system picks; give the point size you mean (17 is the body size) or remove the key")
    }
}
