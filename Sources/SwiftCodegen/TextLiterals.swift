import LayoutIR

// A view's text attributes (spec-format.md 3.4) as Swift values.

extension FontWeight: SwiftCaseLiteral {}
extension TextStyle: SwiftCaseLiteral {}
extension LineBreakMode: SwiftCaseLiteral {}
extension SemanticContentAttribute: SwiftCaseLiteral {}

extension TextFont: SwiftLiteral {
    var swiftLiteral: String {
        switch self {
        case .style(let style): ".style(\(style.swiftLiteral))"
        case .fixed(let size, let weight): ".fixed(size: \(size.swiftLiteral), weight: \(weight.swiftLiteral))"
        }
    }
}

extension TextAttributes: SwiftLiteral {
    /// `TextAttributes(text: "Hello", font: .style(.body))`: the arguments that differ from the defaults.
    var swiftLiteral: String {
        let defaults = TextAttributes()
        var arguments: [String] = []
        if let text { arguments.append("text: \(text.swiftLiteral)") }
        if let font { arguments.append("font: \(font.swiftLiteral)") }
        if numberOfLines != defaults.numberOfLines { arguments.append("numberOfLines: \(numberOfLines)") }
        if lineBreakMode != defaults.lineBreakMode { arguments.append("lineBreakMode: \(lineBreakMode.swiftLiteral)") }
        return "\(runtime)TextAttributes(" + arguments.joined(separator: ", ") + ")"
    }
}
