import Driver
import LayoutIR
import SpecReader

/// Follows an ``EditContext`` path through ``SpecSchema``.
enum SchemaLookup {
    /// What a path leads to: a mapping the schema defines, or a value's shape.
    enum Target {
        case object(ObjectSpec)
        case value(ValueShape, key: KeySpec?)
    }

    /// The target at the end of `path`, from the top of the file; `nil` when the
    /// path leaves the schema.
    static func target(of path: [EditContext.Step]) -> Target? {
        var target = Target.object(SpecSchema.file)
        for step in path {
            switch (target, step) {
            case (.object(let object), .key(let name)):
                guard let key = object.key(named: name) else { return nil }
                target = enter(key.shape, key: key)
            case (.value(let shape, _), .key(let name)):
                // A key of a size, rect, insets or point written as a map: a number.
                guard ShapeKeys.keys(of: shape)?.contains(where: { $0.name == name }) == true else { return nil }
                target = .value(.number(), key: nil)
            case (.value(let shape, let key), .item):
                switch shape {
                case .views: target = .object(SpecSchema.view)
                case .list(let inner): target = enter(inner, key: key)
                case .booleanOrEdges: target = .value(.oneOf(["top", "left", "bottom", "right"]), key: key)
                default: return nil
                }
            default:
                return nil
            }
        }
        return target
    }

    private static func enter(_ shape: ValueShape, key: KeySpec?) -> Target {
        switch shape {
        case .view: return .object(SpecSchema.view)
        case .object(let name): return SpecSchema.objects[name].map(Target.object) ?? .value(shape, key: key)
        default: return .value(shape, key: key)
        }
    }

    /// The view kind of a view or item mapping from its `kind:` (the default
    /// otherwise); `nil` for other objects.
    static func kind(of object: ObjectSpec, siblings: [String: String]) -> ViewKind? {
        guard object.name == SpecSchema.view.name || object.name == SpecSchema.item.name else { return nil }
        let written = siblings["kind"].map { FlowScan.unquoted($0) }
        if let written, let kind = ViewKind(rawValue: written) { return kind }
        return object.name == SpecSchema.item.name ? .cell : .view
    }

    /// The words a value of `shape` can be (for completion); `key` names the key.
    static func values(for shape: ValueShape, key: String?) -> [String] {
        switch shape {
        case .string where key == "suppress": return RuleCompletion.viewSuppressible  // in `suppress: [`
        case .oneOf(let words): return words
        case .boolean: return ["true", "false"]
        case .booleanOrEdges: return ["true", "false"]
        case .list: return []  // the elements are offered inside `[…]` or after `- `
        case .string where key == "device": return DeviceCatalog.all.map(\.id)
        default: return []
        }
    }

    /// Markdown documentation of a key.
    static func documentation(of key: KeySpec, in object: ObjectSpec) -> String {
        var lines = ["**\(key.name)** (\(object.name)) — \(key.doc)", "", "Value: \(key.shape.description)"]
        if let value = key.defaultValue { lines += ["", "Default: `\(value)`"] }
        if key.required { lines += ["", "Required."] }
        if let kinds = key.kinds { lines += ["", "Kinds: " + kinds.map(\.rawValue).joined(separator: ", ")] }
        return lines.joined(separator: "\n")
    }
}
