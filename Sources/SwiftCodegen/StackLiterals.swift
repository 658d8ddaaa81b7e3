import LayoutIR

// Stack views in generated code: the `stack:` block and an arranged view's
// priorities, written as the initializer calls a person would type.

extension StackAxis: SwiftCaseLiteral {}
extension StackDistribution: SwiftCaseLiteral {}
extension StackAlignment: SwiftCaseLiteral {}

extension StackSpec: SwiftLiteral {
    /// `StackSpec(axis: .vertical, spacing: 8)`: only the arguments that differ from UIKit's defaults.
    var swiftLiteral: String {
        let defaults = StackSpec()
        var arguments: [String] = []
        if axis != defaults.axis { arguments.append("axis: \(axis.swiftLiteral)") }
        if distribution != defaults.distribution { arguments.append("distribution: \(distribution.swiftLiteral)") }
        if alignment != defaults.alignment { arguments.append("alignment: \(alignment.swiftLiteral)") }
        if spacing != defaults.spacing { arguments.append("spacing: \(spacing.swiftLiteral)") }
        if layoutMarginsRelative { arguments.append("layoutMarginsRelative: true") }
        if prioritiesFromArrangedViews { arguments.append("prioritiesFromArrangedViews: true") }
        return "\(runtime)StackSpec(" + arguments.joined(separator: ", ") + ")"
    }
}

extension ArrangedSettings: SwiftLiteral {
    /// `ArrangedSettings(hugging: 251, spacingAfter: 0)`: only the values the spec gives.
    var swiftLiteral: String {
        let given = [("hugging", hugging), ("compressionResistance", compressionResistance), ("spacingAfter", spacingAfter),
                     ("verticalHugging", verticalHugging), ("verticalCompressionResistance", verticalCompressionResistance)]
        return "\(runtime)ArrangedSettings(" + given.compactMap { name, value in value.map { "\(name): \($0.swiftLiteral)" } }
            .joined(separator: ", ") + ")"
    }
}
