import Diagnostics
import LayoutIR
import Solver

/// `fixed-direction` (off by default): `left`/`right` in `place` where
/// `leading`/`trailing` would mirror right to left.
public enum FixedDirectionRule: LayoutRule {
    public static let info: RuleInfo = {
        var info = RuleInfo(
            id: .fixedDirection, defaultSeverity: .warning,
            summary: "'place' pins left or right, which do not mirror right to left",
            rationale: """
                In Arabic or Hebrew the screen is mirrored: what is at the leading edge sits on the \
                right. 'left' and 'right' never mirror, so a view pinned by them stays on the wrong \
                side. Write 'leading' and 'trailing' instead; keep left and right (and suppress the \
                rule) for what must not mirror, such as a media scrubber. Off unless `rules:` in \
                .layoutc.yml gives it a severity.
                """,
            origin: .validation,
            triggering: [
                RuleInfo.Example("""
                    layout: 1
                    screen: Profile
                    root:
                      children:
                        - id: avatar
                          kind: image
                          place: ↓{left: 16, top: 100, width: 40, height: 40}
                    """),
            ],
            nonTriggering: [
                RuleInfo.Example("""
                    layout: 1
                    screen: Profile
                    root:
                      children:
                        - id: avatar
                          kind: image
                          place: {leading: 16, top: 100, width: 40, height: 40}
                        - id: banner
                          place: {left: 16, right: 16, top: 150, height: 40}
                    """),
            ])
        info.enabledByDefault = false
        return info
    }()

    public static func check(_ context: RuleContext, into findings: inout [Diagnostic]) {
        let views = context.screen.views
        for index in views.indices {
            guard case .place(let h, _) = views[index].positioning, !h.isDirectional,
                  views[index].attributes.semanticContentAttribute == nil else { continue }
            let left = h.leading, right = h.trailing
            // Equal insets on both sides, or none: mirroring changes nothing.
            guard left != nil || right != nil, left != right else { continue }
            let keys = [left.map { _ in "left" }, right.map { _ in "right" }].compactMap { $0 }
            let message = "\(RuleText.name(views[index])) is pinned by \(keys.map { "'\($0)'" }.joined(separator: " and ")), "
                + "which stays put right to left; use \(keys.map { $0 == "left" ? "'leading'" : "'trailing'" }.joined(separator: " and ")) to mirror"
            findings.append(Diagnostic(rule: info.id, severity: info.defaultSeverity, message: message,
                                       viewPath: views[index].path, viewID: views[index].id, viewIndex: index,
                                       sourceKey: "place"))
        }
    }
}
