import Diagnostics
import LayoutIR
import Solver

/// `fixed-direction` (off by default): `left`/`right` in `place` or in a
/// constraint where `leading`/`trailing` would mirror right to left
/// (Docs/SpecFormat.md#text-dynamic-type-and-layout-direction: "left/right where leading/trailing would mirror").
/// Stacks and flows have no left/right to write (a stack arranges from its
/// leading edge, a flow's `align: left` mirrors), and a view whose
/// `semanticContentAttribute` fixes its direction said so on purpose: neither
/// is a finding.
public enum FixedDirectionRule: LayoutRule {
    public static let info: RuleInfo = {
        var info = RuleInfo(
            id: .fixedDirection, defaultSeverity: .warning,
            summary: "'place' or a constraint pins left or right, which do not mirror right to left",
            rationale: """
                In Arabic or Hebrew the screen is mirrored: what is at the leading edge sits on the \
                right. 'left' and 'right' never mirror, so a view pinned by them stays on the wrong \
                side. The same holds for a constraint's left, right, leftMargin and rightMargin. \
                Write 'leading' and 'trailing' instead; keep left and right (and suppress the \
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
                RuleInfo.Example("""
                    layout: 1
                    screen: Profile
                    root:
                      children:
                        - id: avatar
                          kind: image
                          intrinsicSize: [40, 40]
                          constraints:
                            ↓- left = superview.left + 16
                            - top = superview.top + 100
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
                RuleInfo.Example("""
                    layout: 1
                    screen: Profile
                    root:
                      children:
                        - id: avatar
                          kind: image
                          intrinsicSize: [40, 40]
                          constraints:
                            - leading = superview.leading + 16
                            - top = superview.top + 100
                        - id: scrubber
                          semanticContentAttribute: forceLeftToRight
                          intrinsicSize: [200, 20]
                          constraints:
                            - left = superview.left + 16
                            - top = superview.top + 200
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
        checkConstraints(context, into: &findings)
    }

    /// Each constraint that names `left`/`right` (or their margins) and whose
    /// views' direction is not fixed: at the constraint, with the words to use.
    private static func checkConstraints(_ context: RuleContext, into findings: inout [Diagnostic]) {
        let views = context.screen.views
        for constraint in context.screen.constraints where constraint.owner < views.count {
            let anchors = [constraint.first] + (constraint.second.map { [$0] } ?? [])
            // A view of the constraint with a fixed direction: left and right are meant.
            let forced = ([constraint.owner] + anchors.map(\.view)).contains {
                $0 < views.count && views[$0].attributes.semanticContentAttribute != nil
            }
            guard !forced else { continue }
            let fixed = anchors.compactMap { anchor -> LayoutAttribute? in
                switch anchor.attribute {
                case .left, .right, .leftMargin, .rightMargin: return anchor.attribute
                default: return nil
                }
            }
            guard !fixed.isEmpty else { continue }
            var used: [LayoutAttribute] = []
            for attribute in fixed where !used.contains(attribute) { used.append(attribute) }
            let words = used.map(\.rawValue)
            let mirrored = used.map { "'\(mirroring($0).rawValue)'" }
            let owner = views[constraint.owner]
            let message = "the constraint '\(constraint.text)' of \(RuleText.name(owner)) uses "
                + words.map { "'\($0)'" }.joined(separator: " and ")
                + ", which stays put right to left; use \(mirrored.joined(separator: " and ")) to mirror"
            findings.append(Diagnostic(rule: info.id, severity: info.defaultSeverity, message: message,
                                       viewPath: owner.path, viewID: owner.id, viewIndex: constraint.owner,
                                       sourceKey: "constraints.\(constraint.ordinal)"))
        }
    }

    /// The attribute that mirrors where `attribute` does not.
    private static func mirroring(_ attribute: LayoutAttribute) -> LayoutAttribute {
        switch attribute {
        case .left: .leading
        case .right: .trailing
        case .leftMargin: .leadingMargin
        case .rightMargin: .trailingMargin
        default: attribute
        }
    }
}
