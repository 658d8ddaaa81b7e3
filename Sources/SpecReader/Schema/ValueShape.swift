/// The shape a key's value must have (Docs/SpecFormat.md#values, Docs/SpecKeys.md).
///
/// The reader decodes by shape, the JSON Schema generator turns shapes into
/// schema fragments, and messages describe them with ``description``.
public indirect enum ValueShape: Sendable, Hashable {
    /// A finite decimal number, optionally bounded (inclusive).
    case number(min: Double? = nil, max: Double? = nil)
    /// A whole number, bounded (inclusive).
    case integer(min: Int, max: Int)
    /// Any scalar, read as text.
    case string
    /// `true` or `false`, nothing else.
    case boolean
    /// A number, or a percentage string `"50%"` of the reference box.
    case length
    /// `[w, h]` or `{width:, height:}`.
    case size
    /// `[x, y, w, h]` or `{x:, y:, width:, height:}`.
    case rect
    /// One number, `[top, left, bottom, right]`, or a map of edges.
    case insets
    /// `[x, y]` or `{x:, y:}`.
    case point
    /// One of the listed words.
    case oneOf([String])
    /// A sequence whose elements have the inner shape.
    case list(ValueShape)
    /// `true`, `false`, or a list of edges (`safeArea:`).
    case booleanOrEdges
    /// A nested mapping described by the schema object of that name.
    case object(String)
    /// A view mapping (section 2).
    case view
    /// A list of views.
    case views
    /// A priority 1–1000 for both axes, or `{horizontal:, vertical:}`
    /// (`hugging`, `compressionResistance`).
    case priority
    /// `[w, h]` or `{width:, height:}` where one axis may be `null` (no
    /// intrinsic length on it): `intrinsicSize`.
    case intrinsicSize
    /// An Auto Layout constraint: a line `FIRST REL [M *] SECOND [+|- C] [@P]`,
    /// or the mapping `{constraint: "...", id: name}` (Docs/SpecFormat.md#auto-layout-constraints).
    case constraint

    /// How messages name the shape: `expected <description>`.
    public var description: String {
        switch self {
        case .number(let lo, let hi):
            switch (lo, hi) {
            case (nil, nil): return "a number"
            case (let lo?, nil): return "a number ≥ \(NumberText.format(lo))"
            case (nil, let hi?): return "a number ≤ \(NumberText.format(hi))"
            case (let lo?, let hi?): return "a number from \(NumberText.format(lo)) to \(NumberText.format(hi))"
            }
        case .integer(let lo, let hi): return "a whole number from \(lo) to \(hi)"
        case .string: return "a string"
        case .boolean: return "true or false"
        case .length: return "a number or a percentage such as \"50%\""
        case .size: return "a size [width, height]"
        case .rect: return "a rect [x, y, width, height]"
        case .insets: return "insets: a number, [top, left, bottom, right] or a map of edges"
        case .point: return "a point [x, y]"
        case .oneOf(let words): return "one of " + words.joined(separator: ", ")
        case .list(let inner): return "a list of \(inner.pluralDescription)"
        case .booleanOrEdges: return "true, false or a list of edges (top, left, bottom, right)"
        case .object(let name): return "a mapping (\(name))"
        case .view: return "a view (a mapping)"
        case .views: return "a list of views"
        case .priority: return "a number from 1 to 1000 (both axes), or {horizontal:, vertical:}"
        case .intrinsicSize: return "a size [width, height] (one of them may be null)"
        case .constraint: return "a constraint line such as \"leading = superview.leading + 16\", or {constraint:, id:}"
        }
    }

    var pluralDescription: String {
        switch self {
        case .number: "numbers"
        case .string: "strings"
        case .oneOf(let words): "words from " + words.joined(separator: ", ")
        case .object(let name): "mappings (\(name))"
        case .constraint: "constraints"
        default: "values (\(description))"
        }
    }
}

/// Short decimal text for numbers in messages and docs (`16`, `0.5`).
enum NumberText {
    static func format(_ value: Double) -> String {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
            return String(Int64(value))
        }
        return String(value)
    }
}
