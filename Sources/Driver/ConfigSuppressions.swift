import Diagnostics
import LayoutIR

/// Applies `.layoutc.yml`'s `suppress:` entries (``ConfigSuppression``) to one
/// file's findings: an entry silences its rules for the findings about its
/// object or anything inside it, or for every finding in the file when it
/// names no object.
enum ConfigSuppressions {
    /// Removes the findings of a spec that `entries` silence. A spec's object is
    /// a view's `id` or its path (`root/children/2`); a view's entry covers its subviews.
    static func remove(from diagnostics: inout [Diagnostic], entries: [ConfigSuppression], views: [ViewSpec]) {
        guard !entries.isEmpty else { return }
        diagnostics.removeAll { diagnostic in
            let candidates = entries.filter { $0.rules.contains(diagnostic.rule) }
            guard !candidates.isEmpty else { return false }
            if candidates.contains(where: { $0.object == nil }) { return true }
            var names = Set<String>()
            var current = diagnostic.viewIndex.flatMap { $0 < views.count ? $0 : nil }
            while let index = current {
                if let id = views[index].id { names.insert(id) }
                names.insert(views[index].path)
                current = views[index].parent
            }
            return candidates.contains { names.contains($0.object ?? "") }
        }
    }

    /// Removes the findings of an Interface Builder file that `entries` silence:
    /// its objects are the ids of the elements a finding sits in (the view, the
    /// constraint) and their ancestors'.
    static func remove(from diagnostics: inout [Diagnostic], entries: [ConfigSuppression],
                       objects: InterfaceBuilderObjects) {
        guard !entries.isEmpty else { return }
        diagnostics.removeAll { diagnostic in
            let candidates = entries.filter { $0.rules.contains(diagnostic.rule) }
            guard !candidates.isEmpty else { return false }
            if candidates.contains(where: { $0.object == nil }) { return true }
            guard let start = diagnostic.range?.start else { return false }
            let chain = Set(objects.chain(at: start))
            return candidates.contains { chain.contains($0.object ?? "") }
        }
    }

    /// The entries that name this one file (not a glob) and an object it does
    /// not have: a typo, or an object deleted since, which silences nothing.
    static func unmatched(_ entries: [ConfigSuppression], has: (String) -> Bool) -> [ConfigSuppression] {
        entries.filter { entry in entry.namesOneFile && entry.object.map { !has($0) } == true }
    }

    /// Whether a spec has a view whose id or path is `name`.
    static func specHas(_ name: String, views: [ViewSpec]) -> Bool {
        views.contains { $0.id == name || $0.path == name }
    }

    /// The warning for an entry whose object the file does not have, clang-style
    /// at its `object:` in the config (`lint` prints it on standard error).
    static func warning(_ entry: ConfigSuppression, file: String) -> String {
        let place = [entry.configFile ?? ".layoutc.yml"]
            + (entry.objectRange.map { ["\($0.start.line)", "\($0.start.column)"] } ?? [])
        return place.joined(separator: ":") + ": warning: 'suppress:' names object '\(entry.object ?? "")', which "
            + "\(file) does not have, so it silences nothing there; write the object's id as the file does (an "
            + "Interface Builder object id, or a spec view's id or path), or remove the entry"
    }

    /// The warning for an entry whose `file:` is a plain path to nothing, at
    /// its `file:` in the config: a typo, or a file moved since.
    static func missingFileWarning(_ entry: ConfigSuppression) -> String {
        let place = [entry.configFile ?? ".layoutc.yml"]
            + (entry.fileRange.map { ["\($0.start.line)", "\($0.start.column)"] } ?? [])
        return place.joined(separator: ":") + ": warning: 'suppress:' names file '\(entry.file.pattern)', which does "
            + "not exist (paths are relative to the configuration's directory), so it silences nothing"
    }
}
