import Diagnostics
import LayoutIR

// A screen's constraints (spec-format.md 3.3) as statements after its views:
// generated code carries them, with their source positions, so the runtime
// builds the very system `layoutc compile` builds (the positions order the
// conflict search, and the messages name lines).

extension LayoutAttribute: SwiftCaseLiteral {}
extension ConstraintGuide: SwiftCaseLiteral {}
extension ConstraintRelation: SwiftCaseLiteral {}

extension SourceLocation: SwiftLiteral {
    var swiftLiteral: String { "\(runtime)SourceLocation(line: \(line), column: \(column))" }
}

extension ConstraintAnchor: SwiftLiteral {
    /// `ConstraintAnchor(view: 3, attribute: .leading)`, the guide only when not the view.
    var swiftLiteral: String {
        let guide = self.guide == .view ? "" : "guide: \(self.guide.swiftLiteral), "
        return "\(runtime)ConstraintAnchor(view: \(view), \(guide)attribute: \(attribute.swiftLiteral))"
    }
}

extension LayoutConstraint: SwiftLiteral {
    /// The initializer call, with the arguments that differ from its defaults.
    var swiftLiteral: String {
        var arguments = ["first: \(first.swiftLiteral)", "relation: \(relation.swiftLiteral)", "second: \(second.swiftLiteral)"]
        if multiplier != 1 { arguments.append("multiplier: \(multiplier.swiftLiteral)") }
        // `- 0` reads as −0, which the default (+0) would not give back.
        if constant != 0 || constant.sign == .minus { arguments.append("constant: \(constant.swiftLiteral)") }
        if priority != 1000 { arguments.append("priority: \(priority.swiftLiteral)") }
        if let id { arguments.append("id: \(id.swiftLiteral)") }
        arguments += ["owner: \(owner)", "ordinal: \(ordinal)"]
        if let location { arguments.append("location: \(location.swiftLiteral)") }
        if !text.isEmpty { arguments.append("text: \(text.swiftLiteral)") }
        return "\(runtime)LayoutConstraint(" + arguments.joined(separator: ", ") + ")"
    }
}

enum ConstraintStatements {
    /// `screen.constraint(…)` per constraint, then `screen.keyLocations(…)` per
    /// view whose `frame`/`place`/`intrinsicSize` positions the system reads.
    static func statements(_ screen: Screen) -> [String] {
        var statements = screen.constraints.map { "screen.constraint(\($0.swiftLiteral))" }
        for view in screen.constraintKeyLocations.keys.sorted() {
            let keys = screen.constraintKeyLocations[view]!
            var arguments = ["of: \(view)"]
            if let placement = keys.placement { arguments.append("placement: \(placement.swiftLiteral)") }
            if let intrinsic = keys.intrinsicSize { arguments.append("intrinsicSize: \(intrinsic.swiftLiteral)") }
            statements.append("screen.keyLocations(" + arguments.joined(separator: ", ") + ")")
        }
        return statements
    }
}
