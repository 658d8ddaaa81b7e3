import Diagnostics
import LayoutIR
import YAMLSyntax

extension ReaderContext {
    /// `stack: {axis:, distribution:, alignment:, spacing:, layoutMarginsRelative:,
    /// prioritiesFromArrangedViews:}`
    /// (Docs/SpecFormat.md#stack-views). A misspelt word gets "did you mean" from `choice`.
    func readStack(_ value: YAMLNodeID) -> StackSpec {
        var stack = StackSpec()
        var alignmentWord: (word: String, node: YAMLNodeID)?
        readObject(value, SpecSchema.stack, label: "stack") { spec, node in
            func key() -> String { "stack.\(spec.name)" }
            switch spec.id {
            case .axis:
                if let word = choice(node, key: key(), among: StackAxis.allCases.map(\.rawValue)) {
                    stack.axis = StackAxis(rawValue: word) ?? stack.axis
                }
            case .distribution:
                if let word = choice(node, key: key(), among: StackDistribution.allCases.map(\.rawValue)) {
                    stack.distribution = StackDistribution(rawValue: word) ?? stack.distribution
                }
            case .alignment:
                if let word = choice(node, key: key(), among: SpecSchema.stackAlignmentNames) {
                    alignmentWord = (word, node)
                }
            case .spacing: stack.spacing = number(node, key: key()) ?? stack.spacing
            case .layoutMarginsRelative:
                stack.layoutMarginsRelative = boolean(node, key: key()) ?? stack.layoutMarginsRelative
            case .prioritiesFromArrangedViews:
                stack.prioritiesFromArrangedViews = boolean(node, key: key()) ?? stack.prioritiesFromArrangedViews
            default: break
            }
        }
        if let (word, node) = alignmentWord {
            stack.alignment = alignment(word, axis: stack.axis, at: node)
        }
        return stack
    }

    /// `top` and `bottom` name the ends of a horizontal stack's cross axis; a
    /// vertical stack's cross axis runs left to right, so there they are an error
    /// (read as leading and trailing, UIKit's same raw values).
    private func alignment(_ word: String, axis: StackAxis, at node: YAMLNodeID) -> StackAlignment {
        switch word {
        case "top", "bottom":
            let meant: StackAlignment = word == "top" ? .leading : .trailing
            if axis == .vertical {
                report(.typeMismatch, .error,
                       "expected one of fill, leading, center, trailing for 'stack.alignment' of a vertical stack, found \(word) (top and bottom are for horizontal stacks); use \(meant.rawValue)",
                       at: node)
            }
            return meant
        default:
            return StackAlignment(rawValue: word) ?? .fill
        }
    }
}
