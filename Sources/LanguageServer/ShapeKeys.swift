import SpecReader

/// The keys of the map forms of value shapes (Docs/SpecFormat.md#values, as
/// `layoutc schema` writes them): `insets: {top, left, bottom, right}`,
/// sizes `{width, height}`, rects `{x, y, width, height}`, points `{x, y}`.
/// The schema describes these shapes, not objects with keys, so completion and
/// hover inside such a map take their keys from here.
enum ShapeKeys {
    /// One key of a shape's map form.
    struct Key {
        var name: String
        var doc: String
    }

    /// The keys of `shape`'s map form, in the order the format lists them;
    /// `nil` for shapes without one.
    static func keys(of shape: ValueShape) -> [Key]? {
        switch shape {
        case .insets:
            return ["top", "left", "bottom", "right"].map { Key(name: $0, doc: "the \($0) inset (a missing edge is 0)") }
        case .size:
            return [Key(name: "width", doc: "the width"), Key(name: "height", doc: "the height")]
        case .rect:
            return [Key(name: "x", doc: "the origin's x"), Key(name: "y", doc: "the origin's y"),
                    Key(name: "width", doc: "the width"), Key(name: "height", doc: "the height")]
        case .point:
            return [Key(name: "x", doc: "the x coordinate"), Key(name: "y", doc: "the y coordinate")]
        case .intrinsicSize:
            return [Key(name: "width", doc: "the intrinsic width (null: none)"),
                    Key(name: "height", doc: "the intrinsic height (null: none)")]
        case .priority:
            return [Key(name: "horizontal", doc: "the priority on the horizontal axis (1 to 1000)"),
                    Key(name: "vertical", doc: "the priority on the vertical axis (1 to 1000)")]
        case .constraint:
            return [Key(name: "constraint", doc: "the constraint line, FIRST REL [M *] SECOND [+|- C] [@P]"),
                    Key(name: "id", doc: "the constraint's name, used in messages")]
        default:
            return nil
        }
    }

    /// Whether the map form needs every key (insets default missing edges to 0).
    static func requiresAll(_ shape: ValueShape) -> Bool {
        switch shape {
        case .insets, .priority, .constraint: return false
        default: break
        }
        return true
    }

    /// Markdown documentation of `key` in the map of `owner` (the key whose
    /// value has the shape).
    static func documentation(of key: Key, shape: ValueShape, owner: KeySpec?) -> String {
        let place = owner.map { " (`\($0.name)`)" } ?? ""
        var lines = ["**\(key.name)**\(place) — \(key.doc)", "", "Value: a number", "", "In " + shape.description]
        if requiresAll(shape) { lines += ["", "Required in the map form."] }
        return lines.joined(separator: "\n")
    }
}
