import Diagnostics
import LayoutIR

/// Drops the findings that a `place`/`frame` value which failed to read would
/// only cause: `width: "50"` left the width 0, and a warning that the hit
/// target is 0 pt wide, before the type error, sent the author after the
/// wrong problem. The read error stays; the view's (and its subviews')
/// findings about where it ended up and how big it is go. The solver skips
/// `ambiguous-size`/`ambiguous-position` on the unread axis itself.
enum UnreadGeometryFindings {
    /// Rules whose findings are about a view's frame, hit area or the room its
    /// text has: all follow from the size and position that failed to read.
    static let dependentRules: Set<RuleID> = [
        .hitTargetTooSmall, .hitAreaOutsideParent, .hitAreaCovered, .outsideSafeArea, .cornerRadiusTooLarge,
        .stackOverflow, .textTruncated, .textClipped,
    ]

    /// Removes the dependent findings about views with ``ViewSpec/unreadAxes``,
    /// views in `unsolved` (an island the island size limit refused left them
    /// empty: the limit's error says why) and their subviews, keeping the order
    /// of the others. One pass over the views when none has any (most files).
    static func remove(from diagnostics: inout [Diagnostic], views: [ViewSpec], unsolved: [Int] = []) {
        guard let unread = Suppressions.subtrees(of: views, marked: { !$0.unreadAxes.isEmpty }, alsoMarked: unsolved)
        else { return }
        diagnostics.removeAll { diagnostic in
            guard let index = diagnostic.viewIndex, index < unread.count, unread[index] else { return false }
            return dependentRules.contains(diagnostic.rule)
        }
    }
}
