import LayoutIR

/// Wording shared by the rules' messages.
enum RuleText {
    /// Points in messages: at most 4 decimals, shortest form (`12`, `12.5`).
    static func number(_ value: Double) -> String {
        if let text = PointsFormat.text(value) { return text }
        if value.isNaN { return "NaN" }
        if value.isInfinite { return value < 0 ? "-Infinity" : "Infinity" }
        if abs(value) >= 1e15 { return String(value) }
        let rounded = (value * 10_000).rounded() / 10_000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        return String(rounded)
    }

    /// `12 pt`.
    static func points(_ value: Double) -> String { "\(number(value)) pt" }

    /// A view as messages name it: `'buyButton'` when it has an id, else its path.
    static func name(_ view: ViewSpec) -> String {
        if let id = view.id { return "'\(id)'" }
        return view.path
    }

    /// ``name(_:)`` from a view's id and path, when the caller needs the path too.
    static func name(id: String?, path: String) -> String {
        if let id { return "'\(id)'" }
        return path
    }

    /// `a`, `a and b`, `a, b and c`.
    static func list(_ parts: [String]) -> String {
        guard parts.count > 1 else { return parts.first ?? "" }
        return parts.dropLast().joined(separator: ", ") + " and " + parts[parts.count - 1]
    }
}

/// Comparisons tolerate what the output cannot show (it prints 4 decimals).
enum Tolerance {
    static let points = 0.00005
}
