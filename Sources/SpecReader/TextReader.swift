import Diagnostics
import LayoutIR
import YAMLSyntax

extension ReaderContext {
    /// `text`, `font`, `numberOfLines`, `lineBreakMode` (Docs/SpecFormat.md#text-dynamic-type-and-layout-direction).
    func readTextKey(_ spec: KeySpec, _ value: YAMLNodeID, into attributes: inout KindAttributes) {
        var text = attributes.text ?? TextAttributes()
        switch spec.id {
        case .text: text.text = string(value, key: spec.name) ?? text.text
        case .font: text.font = readFont(value) ?? text.font
        case .numberOfLines:
            text.numberOfLines = integer(value, key: spec.name, min: 0, max: 100_000) ?? text.numberOfLines
        case .lineBreakMode:
            if let index = choiceIndex(value, key: spec.name, among: LineBreakMode.allCases.map(\.rawValue)) {
                text.lineBreakMode = LineBreakMode.allCases[index]
            }
        default: return
        }
        attributes.text = text
    }

    /// `font: {style: headline}` or `{size: 17, weight: semibold}`.
    func readFont(_ value: YAMLNodeID) -> TextFont? {
        var style: TextStyle?
        var size: Double?
        var weight = FontWeight.regular
        var read = false
        readObject(value, SpecSchema.font, label: "font") { spec, node in
            func key() -> String { "font.\(spec.name)" }
            read = true
            switch spec.id {
            case .style:
                if let index = choiceIndex(node, key: key(), among: TextStyle.allCases.map(\.rawValue)) {
                    style = TextStyle.allCases[index]
                }
            case .size: size = number(node, key: key(), min: 0) ?? size
            case .weight:
                if let index = choiceIndex(node, key: key(), among: FontWeight.allCases.map(\.rawValue)) {
                    weight = FontWeight.allCases[index]
                }
            default: break
            }
        }
        guard read else { return nil }
        if let style {
            if hasKey(value, "size") || hasKey(value, "weight") {
                report(.typeMismatch, .error,
                       "expected either 'style' or 'size'/'weight' in 'font', found both; a text style has its own size and weight",
                       at: value)
            }
            return .style(style)
        }
        return .fixed(size: size ?? 17, weight: weight)
    }
}
