import Diagnostics
import LayoutIR
import SpecReader

/// `hidden-view-not-checked`: an interactive view of an Interface Builder file
/// that is hidden there (`hidden="YES"`, or inside a hidden view) is not
/// checked, and a note says so.
///
/// UIKit's hit testing skips hidden views, and so do the hit-area rules; a
/// view hidden in a file is mostly shown by code later, when its size and
/// place are whatever the layout gives then, which the file does not say (a
/// hidden arranged view has no length in its stack at all). Checking it as if
/// shown would need a second layout with it shown; the note names the view so
/// that its target can be checked in the state the app shows it.
enum HiddenViewNotes {
    /// One note per interactive view that a hidden flag keeps out of hit testing,
    /// at its own `hidden` attribute or, inside a hidden view, at its element.
    static func notes(_ screen: Screen, sourceMap: SpecSourceMap, file: String) -> [Diagnostic] {
        let views = screen.views
        // Pre-order: a parent comes before its subviews, so one pass inherits.
        var hiddenBy = [Int?](repeating: nil, count: views.count)
        var notes: [Diagnostic] = []
        for index in views.indices {
            if views[index].hidden {
                hiddenBy[index] = index
            } else if let parent = views[index].parent, parent < index {
                hiddenBy[index] = hiddenBy[parent]
            }
            guard let hider = hiddenBy[index], views[index].isInteractive else { continue }
            let name = views[index].id ?? views[index].path
            let message: String
            let range: SourceRange?
            if hider == index {
                message = "'\(name)' is hidden in the file (hidden=\"YES\"), so its hit target is not checked; "
                    + "if the app shows it, check it shown (a copy of the file with the view shown, or "
                    + "a spec of that state)"
                range = sourceMap.range(forView: index, key: "hidden") ?? sourceMap.range(forView: index)
            } else {
                let hiderName = views[hider].id ?? views[hider].path
                message = "'\(name)' is inside '\(hiderName)', which is hidden in the file (hidden=\"YES\"), so its "
                    + "hit target is not checked; if the app shows it, check it shown (a copy of the file with "
                    + "'\(hiderName)' shown, or a spec of that state)"
                range = sourceMap.range(forView: index)
            }
            notes.append(Diagnostic(rule: .hiddenViewNotChecked, severity: .note, message: message, file: file,
                                    range: range, viewPath: views[index].path, viewID: views[index].id,
                                    viewIndex: index))
        }
        return notes
    }
}
