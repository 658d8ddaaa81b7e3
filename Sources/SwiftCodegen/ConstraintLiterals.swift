import Diagnostics
import LayoutIR

// Auto Layout constraints in generated code (spec-format.md 3.3): the screen's
// constraints and where the keys they compete with are written, so the
// runtime's solver sees the system `compile` solved.

extension LayoutAttribute: SwiftCaseLiteral {}
extension ConstraintGuide: SwiftCaseLiteral {}
extension ConstraintRelation: SwiftCaseLiteral {}

extension ConstraintAnchor: SwiftLiteral {
    var swiftLiteral: String {
        "\(runtime)ConstraintAnchor(view: \(view.swiftLiteral), guide: \(guide.swiftLiteral), attribute: \(attribute.swiftLiteral))"
    }
}

extension SourceLocation: SwiftLiteral {
    var swiftLiteral: String { "\(runtime)SourceLocation(line: \(line.swiftLiteral), column: \(column.swiftLiteral))" }
}

extension LayoutConstraint: SwiftLiteral {
    var swiftLiteral: String {
        "\(runtime)LayoutConstraint(first: \(first.swiftLiteral), relation: \(relation.swiftLiteral), "
            + "second: \(second.swiftLiteral), multiplier: \(multiplier.swiftLiteral), constant: \(constant.swiftLiteral), "
            + "priority: \(priority.swiftLiteral), id: \(id.swiftLiteral), owner: \(owner.swiftLiteral), "
            + "ordinal: \(ordinal.swiftLiteral), location: \(location.swiftLiteral), text: \(text.swiftLiteral))"
    }
}

extension ConstraintKeyLocations: SwiftLiteral {
    var swiftLiteral: String {
        "\(runtime)ConstraintKeyLocations(placement: \(placement.swiftLiteral), intrinsicSize: \(intrinsicSize.swiftLiteral))"
    }
}

extension Dictionary: SwiftLiteral where Key == Int, Value == ConstraintKeyLocations {
    /// `[view: locations, …]` in view order (deterministic output).
    var swiftLiteral: String {
        guard !isEmpty else { return "[:]" }
        return "[" + keys.sorted().map { "\($0): \(self[$0]!.swiftLiteral)" }.joined(separator: ", ") + "]"
    }
}
