import LayoutIR

// Text in generated code (Docs/SpecFormat.md#text-dynamic-type-and-layout-direction): the text keys, written as the
// initializer calls a person would type.

extension TextStyle: SwiftCaseLiteral {}
extension FontWeight: SwiftCaseLiteral {}
extension LineBreakMode: SwiftCaseLiteral {}
extension SemanticContentAttribute: SwiftCaseLiteral {}

extension TextFont: SwiftLiteral {
    var swiftLiteral: String {
        switch self {
        case .style(let style): "\(runtime)TextFont.style(\(style.swiftLiteral))"
        case .fixed(let size, let weight):
            "\(runtime)TextFont.fixed(size: \(size.swiftLiteral), weight: \(weight.swiftLiteral))"
        }
    }
}

extension TextAttributes: SwiftLiteral {
    /// `TextAttributes(text: "Title", font: .style(.headline))`: only what differs from UILabel's defaults.
    var swiftLiteral: String {
        let defaults = TextAttributes()
        var arguments: [String] = []
        if let text { arguments.append("text: \(text.swiftLiteral)") }
        if let font { arguments.append("font: \(font.swiftLiteral)") }
        if numberOfLines != defaults.numberOfLines { arguments.append("numberOfLines: \(numberOfLines.swiftLiteral)") }
        if lineBreakMode != defaults.lineBreakMode { arguments.append("lineBreakMode: \(lineBreakMode.swiftLiteral)") }
        return "\(runtime)TextAttributes(" + arguments.joined(separator: ", ") + ")"
    }
}
