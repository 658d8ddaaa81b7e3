import Diagnostics
import LayoutIR
import YAMLSyntax

extension ReaderContext {
    /// Calls `body` for every key of a mapping that `object` defines (and, for
    /// views, that `kind` accepts). Unknown keys are `unknown-key` errors with a
    /// suggestion; keys of another kind say which kinds have them; missing
    /// required keys are `missing-key` errors at the mapping.
    /// `label` (how messages name the mapping; the object's name when nil) is
    /// only worked out when a message needs it.
    func readObject(_ node: YAMLNodeID, _ object: ObjectSpec, kind: ViewKind? = nil,
                    label makeLabel: @autoclosure () -> String? = nil,
                    unknownKey: (String) -> Void = { _ in },
                    _ body: (KeySpec, YAMLNodeID) -> Void) {
        func label() -> String { makeLabel() ?? object.name }
        guard document.kind(node) == .mapping else {
            mismatch(node, key: label(), expected: "a mapping (\(object.name))")
            return
        }
        var seenRequired = 0
        for index in 0..<document.count(node) {
            let keyNode = document.key(node, index)
            guard document.kind(keyNode) == .scalar else { _ = keyText(keyNode); continue }
            let found = document.withScalarBytes(keyNode) { bytes in object.keyIndex(named: bytes, kind: kind) }
            guard let found else {
                unknownKey(document.scalar(keyNode))
                reportUnknownKey(keyNode, in: object, kind: kind, label: label())
                continue
            }
            // Handed over in place: copying a `KeySpec` out retains its strings.
            object.keys.withUnsafeBufferPointer { keys in
                if keys[found].required { seenRequired += 1 }
                body(keys[found], document.value(node, index))
            }
        }
        if seenRequired < object.requiredCount {
            for spec in object.keys where spec.required && !hasKey(node, spec.name) {
                report(.missingKey, .error, "missing required key '\(spec.name)' in \(label()) (\(spec.doc))", at: node)
            }
        }
    }

    /// Whether a mapping has a key spelled `name`.
    func hasKey(_ node: YAMLNodeID, _ name: String) -> Bool {
        valueNode(node, name) != nil
    }

    /// The value of key `name` in a mapping, if present.
    func valueNode(_ node: YAMLNodeID, _ name: String) -> YAMLNodeID? {
        guard document.kind(node) == .mapping else { return nil }
        for index in 0..<document.count(node) where document.scalarEquals(document.key(node, index), name) {
            return document.value(node, index)
        }
        return nil
    }

    private func reportUnknownKey(_ keyNode: YAMLNodeID, in object: ObjectSpec, kind: ViewKind?, label: String) {
        let name = document.scalar(keyNode)
        // A key of other kinds (`contentSize` is an image's and a scroll view's): name them all.
        let owners = object.keys.filter { $0.name == name }.compactMap(\.kinds).joined().map(\.rawValue)
        if let kind, !owners.isEmpty {
            let unique = owners.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
            report(.unknownKey, .error,
                   "'\(name)' is not a key of a \(kind.rawValue) view; it applies to \(unique.count == 1 ? "kind" : "kinds") "
                       + unique.joined(separator: ", "), at: keyNode)
            return
        }
        let candidates = object.keys.filter { kind.map($0.applies(to:)) ?? true }.map(\.name)
        var hint = UIKitNames.keyHint(for: name, among: candidates) ?? DidYouMean.hint(for: name, among: candidates)
        if kind != nil, hint.isEmpty, let pin = DidYouMean.closest(to: name, among: SpecSchema.place.keys.map(\.name)) {
            // `width: 40` on a view: the pins live under `place:`.
            hint = "; did you mean 'place: {\(pin): …}'?"
        }
        report(.unknownKey, .error, "unknown key '\(name)' in \(label)" + hint, at: keyNode)
    }
}
