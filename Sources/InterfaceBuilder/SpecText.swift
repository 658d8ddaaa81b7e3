import Foundation
import LayoutIR

/// The spec an imported screen is written as by `layoutc import`
/// (Docs/InterfaceBuilder.md): deterministic, keys in the order the spec format
/// lists them, defaults left out, constraints under the view IB keeps them on.
public enum SpecText {
    public static func yaml(for imported: ImportedScreen) -> String {
        var out = YAMLLines()
        let screen = imported.screen
        if let source = screen.source {
            out.line(0, "# Imported from \(comment(source.file)) by layoutc import; import again after editing the file.")
        }
        out.line(0, "layout: 1")
        out.line(0, "screen: \(scalar(screen.name))")
        if let source = screen.source {
            out.line(0, "source: {file: \(scalar(source.file)), object: \(scalar(source.object))}")
        }
        if let custom = imported.customDevice {
            // A spec names only catalog or project devices: the custom one is written as
            // the project configuration that would add it.
            let portrait = custom.portrait.size, landscape = custom.landscape.size
            out.line(0, "# The file's design device is not in the catalog; layoutc laid it out on \(custom.id).")
            out.line(0, "# To compile on it, add it to .layoutc.yml and write `device: \(custom.id)` here:")
            let margin = custom.portrait.rootSideMargin == 16 ? "" : ", rootSideMargin: \(number(custom.portrait.rootSideMargin))"
            out.line(0, "#   customDevices: [{id: \(custom.id), scale: \(number(custom.scale)), "
                + "portrait: {size: [\(number(portrait.width)), \(number(portrait.height))]\(margin)}, "
                + "landscape: {size: [\(number(landscape.width)), \(number(landscape.height))]\(margin)}}]")
        } else if let device = screen.deviceID {
            out.line(0, "device: \(device)")
        }
        if let orientation = screen.orientation { out.line(0, "orientation: \(orientation.rawValue)") }
        out.line(0, "bars: [\(screen.bars.map(\.rawValue).joined(separator: ", "))]")
        out.line(0, "root:")
        var byOwner: [Int: [LayoutConstraint]] = [:]
        for constraint in screen.constraints { byOwner[constraint.owner, default: []].append(constraint) }
        writeView(0, imported, byOwner, indent: 2, into: &out)
        return out.text
    }

    private static func writeView(_ index: Int, _ imported: ImportedScreen, _ byOwner: [Int: [LayoutConstraint]],
                                  indent: Int, into out: inout YAMLLines) {
        let view = imported.screen.views[index]
        let stored = imported.stored[index]
        if let id = view.id { out.line(indent, "id: \(scalar(id))") }
        if view.kind != .view { out.line(indent, "kind: \(view.kind.rawValue)") }
        if let source = view.source { out.line(indent, "source: \(scalar(source))") }
        if let viewClass = stored.viewClass { out.line(indent, "# class: \(comment(viewClass))") }
        if case .place(let horizontal, let vertical) = view.positioning {
            let pins = pins(horizontal, ["left", "right", "width", "centerX"])
                + pins(vertical, ["top", "bottom", "height", "centerY"])
            out.line(indent, "place: {\(pins.joined(separator: ", "))}")
        }
        if let margins = view.margins { out.line(indent, "margins: \(insets(margins))") }
        if view.hidden { out.line(indent, "hidden: true") }
        if view.alpha != 1 { out.line(indent, "alpha: \(number(view.alpha))") }
        if let interactive = view.interactiveOverride, interactive != view.kind.isInteractiveByDefault {
            out.line(indent, "interactive: \(interactive)")
        }
        if view.clipsToBounds { out.line(indent, "clipsToBounds: true") }
        if view.alignmentRectInsets != .zero { out.line(indent, "alignmentRectInsets: \(insets(view.alignmentRectInsets))") }
        if !view.suppress.isEmpty { out.line(indent, "suppress: [\(view.suppress.joined(separator: ", "))]") }
        let arranged = view.arranged
        if let hugging = arranged.hugging {
            out.line(indent, "hugging: \(pair(hugging, arranged.hugging(vertical: true) ?? hugging))")
        }
        if let resistance = arranged.compressionResistance {
            out.line(indent, "compressionResistance: "
                        + pair(resistance, arranged.compressionResistance(vertical: true) ?? resistance))
        }
        let attributes = view.attributes
        if let size = attributes.fontSize, view.kind == .label { out.line(indent, "fontSize: \(number(size))") }
        // A stack's is its own size constraint's length (its other axis null).
        if let size = attributes.intrinsicSize {
            // An axis without an intrinsic length (`UIView.noIntrinsicMetric`) is null.
            func axis(_ value: Double) -> String { value == KindAttributes.noIntrinsicMetric ? "null" : number(value) }
            out.line(indent, "intrinsicSize: [\(axis(size.width)), \(axis(size.height))]")
        }
        if view.kind == .image {
            if let size = attributes.imageSize { out.line(indent, "contentSize: [\(number(size.width)), \(number(size.height))]") }
            if attributes.contentMode != .scaleToFill { out.line(indent, "contentMode: \(attributes.contentMode.rawValue)") }
        }
        if view.kind.isScrollView, attributes.contentInsetAdjustmentBehavior != .automatic {
            out.line(indent, "contentInsetAdjustmentBehavior: \(attributes.contentInsetAdjustmentBehavior.rawValue)")
        }
        if view.kind == .stack, let stack = attributes.stack {
            var fields = ["axis: \(stack.axis.rawValue)"]
            if stack.distribution != .fill { fields.append("distribution: \(stack.distribution.rawValue)") }
            if stack.alignment != .fill { fields.append("alignment: \(stack.alignment.rawValue)") }
            if stack.spacing != 0 { fields.append("spacing: \(number(stack.spacing))") }
            if stack.layoutMarginsRelative { fields.append("layoutMarginsRelative: true") }
            if stack.prioritiesFromArrangedViews { fields.append("prioritiesFromArrangedViews: true") }
            out.line(indent, "stack: {\(fields.joined(separator: ", "))}")
        }
        if !view.children.isEmpty {
            out.line(indent, "children:")
            for child in view.children {
                out.line(indent + 2, "-", continued: true)
                writeView(child, imported, byOwner, indent: indent + 4, into: &out)
            }
        }
        // After the children, as IB writes `<constraints>` after `<subviews>`: the
        // conflict search breaks ties in the order constraints are written.
        if let constraints = byOwner[index], !constraints.isEmpty {
            out.line(indent, "constraints:")
            for constraint in constraints {
                let text = line(constraint, owner: index, views: imported.screen.views)
                if let id = constraint.id {
                    out.line(indent + 2, "- {constraint: \"\(text)\", id: \(scalar(id))}")
                } else {
                    out.line(indent + 2, "- \"\(text)\"")
                }
            }
        }
    }

    /// `FIRST REL [M *] SECOND [+|- C] [@P]` (Docs/SpecFormat.md#auto-layout-constraints), every item named by its id.
    static func line(_ constraint: LayoutConstraint, owner: Int, views: [ViewSpec]) -> String {
        func item(_ anchor: ConstraintAnchor) -> String {
            let name = views[anchor.view].id ?? "superview"
            let guide = anchor.guide == .view ? "" : "." + anchor.guide.rawValue
            return "\(name)\(guide).\(anchor.attribute.rawValue)"
        }
        var text = item(constraint.first) + " " + constraint.relation.rawValue + " "
        if let second = constraint.second {
            if constraint.multiplier != 1 { text += number(constraint.multiplier) + " * " }
            text += item(second)
            if constraint.constant != 0 {
                text += (constraint.constant < 0 ? " - " : " + ") + number(abs(constraint.constant))
            }
        } else {
            text += number(constraint.constant)
        }
        if constraint.priority != 1000 { text += " @" + number(constraint.priority) }
        return text
    }

    private static func pins(_ axis: AxisPins, _ names: [String]) -> [String] {
        zip([axis.leading, axis.trailing, axis.size, axis.center], names).compactMap { length, name in
            switch length {
            case .points(let value)?: "\(name): \(number(value))"
            case .percent(let value)?: "\(name): \"\(number(value))%\""
            case nil: nil
            }
        }
    }

    private static func pair(_ horizontal: Double, _ vertical: Double) -> String {
        horizontal == vertical ? number(horizontal) : "{horizontal: \(number(horizontal)), vertical: \(number(vertical))}"
    }

    private static func insets(_ insets: Insets) -> String {
        "[\(number(insets.top)), \(number(insets.left)), \(number(insets.bottom)), \(number(insets.right))]"
    }

    /// A number in its shortest form that reads back as the same value, so the
    /// spec compiles to the frames the file does (a multiplier `300:209`, a float
    /// IB stored as 43.666668): to a millionth when that is exact, else every digit needed.
    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        var text = String(format: "%.6f", value)
        while text.hasSuffix("0") { text.removeLast() }
        return Double(text) == value ? text : "\(value)"
    }

    /// `text` for a `#` comment: a line break in it would end the comment and
    /// start a line of YAML (a `customClass` or a file name could add keys, a
    /// `suppress:`), and controls and bidirectional marks would reach a reader's
    /// terminal, so each is written `<U+000A>`, as the text reporter shows them.
    static func comment(_ text: String) -> String {
        var shown = ""
        for scalar in text.unicodeScalars {
            let value = scalar.value
            // C0 and C1 controls, DEL, NEL, the line and paragraph separators, the
            // bidirectional marks, embeddings, overrides and isolates, and the BOM.
            let escaped = value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x061C || value == 0x200E
                || value == 0x200F || (0x2028...0x202E).contains(value) || (0x2066...0x2069).contains(value)
                || value == 0xFEFF
            if escaped {
                let hex = String(value, radix: 16, uppercase: true)
                shown += "<U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + ">"
            } else {
                shown.unicodeScalars.append(scalar)
            }
        }
        return shown
    }

    /// A plain scalar when YAML reads it back as the same string, else double-quoted.
    static func scalar(_ text: String) -> String {
        let plain = !text.isEmpty && text.unicodeScalars.allSatisfy {
            $0 == "_" || $0 == "-" || $0 == "." || $0 == "/" || ("a"..."z").contains($0) || ("A"..."Z").contains($0)
                || ("0"..."9").contains($0)
        } && !["true", "false", "null", "yes", "no", "on", "off", "~"].contains(text.lowercased())
            && Double(text) == nil && !text.hasPrefix("-")
        if plain { return text }
        var quoted = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            case "\n": quoted += "\\n"
            // Other controls YAML does not take raw (or folds, as a line break), and
            // the byte order mark it would drop: escaped, so the value reads back whole.
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
                || scalar.value == 0x2028 || scalar.value == 0x2029 || scalar.value == 0xFEFF:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                quoted += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: quoted.unicodeScalars.append(scalar)
            }
        }
        return quoted + "\""
    }
}

/// Lines of YAML; a sequence item's first key goes on the `-` line.
struct YAMLLines {
    var text = ""
    private var pendingDash: Int?

    mutating func line(_ indent: Int, _ content: String, continued: Bool = false) {
        if continued {
            pendingDash = indent
            return
        }
        if let dash = pendingDash {
            text += String(repeating: " ", count: dash) + "- " + content + "\n"
            pendingDash = nil
        } else {
            text += String(repeating: " ", count: indent) + content + "\n"
        }
    }
}
