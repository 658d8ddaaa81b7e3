import LayoutIR

/// A value the generator can write as Swift source that rebuilds it, in the
/// form a person would type (`Insets(top: 8, left: 16, bottom: 8, right: 16)`,
/// `.points(240)`, `[.top, .bottom]`).
///
/// A new IR type needs a conformance here: a plain enum needs only
/// `extension NewEnum: SwiftLiteral {}` (the case name is written); a struct
/// writes its initializer call.
///
/// A type is written with ``runtime`` in front (`LayoutcRuntime.Size(…)`): the
/// generated file lives in the app's module, which may have a `Size` of its own.
protocol SwiftLiteral {
    /// The Swift expression for the value.
    var swiftLiteral: String { get }
}

/// The module prefix of every runtime type generated code names.
let runtime = "LayoutcRuntime."

/// Enums without payloads: `.caseName`.
protocol SwiftCaseLiteral: SwiftLiteral {}

extension SwiftCaseLiteral {
    var swiftLiteral: String { "." + String(describing: self) }
}

extension Double: SwiftLiteral {
    /// The shortest text that reads back as the same double (`64`, `0.5`,
    /// `1e-07`), written the same on every platform and locale.
    var swiftLiteral: String {
        if isNaN { return ".nan" }
        if isInfinite { return self < 0 ? "-.infinity" : ".infinity" }
        var text = String(describing: self)
        // `-0` would read back as +0: negative zero keeps its decimals.
        if text.hasSuffix(".0"), text != "-0.0" { text.removeLast(2) }
        return text
    }
}

extension Int: SwiftLiteral {
    var swiftLiteral: String { String(self) }
}

extension Bool: SwiftLiteral {
    var swiftLiteral: String { self ? "true" : "false" }
}

extension String: SwiftLiteral {
    /// A string literal: quotes, backslashes and control characters escaped,
    /// everything else as written.
    var swiftLiteral: String {
        var out = "\""
        for scalar in unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            // Controls, and the bidirectional overrides, isolates and marks: raw in a
            // literal they show a reviewer the code in another order than it compiles.
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
                || (0x2028...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
                || scalar.value == 0x200E || scalar.value == 0x200F || scalar.value == 0x061C:
                out += "\\u{" + String(scalar.value, radix: 16) + "}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}

extension Optional: SwiftLiteral where Wrapped: SwiftLiteral {
    var swiftLiteral: String { map(\.swiftLiteral) ?? "nil" }
}

extension Array: SwiftLiteral where Element: SwiftLiteral {
    var swiftLiteral: String { "[" + map(\.swiftLiteral).joined(separator: ", ") + "]" }
}

// MARK: The IR's values

extension ViewKind: SwiftCaseLiteral {}
extension ReferenceBox: SwiftCaseLiteral {}
extension ContentMode: SwiftCaseLiteral {}
extension ContentInsetAdjustmentBehavior: SwiftCaseLiteral {}
extension FlowDirection: SwiftCaseLiteral {}
extension FlowAlignment: SwiftCaseLiteral {}
extension SectionInsetReference: SwiftCaseLiteral {}
extension Bar: SwiftCaseLiteral {}
extension Orientation: SwiftCaseLiteral {}

extension Size: SwiftLiteral {
    var swiftLiteral: String { "\(runtime)Size(width: \(width.swiftLiteral), height: \(height.swiftLiteral))" }
}

extension Point: SwiftLiteral {
    var swiftLiteral: String { "\(runtime)Point(x: \(x.swiftLiteral), y: \(y.swiftLiteral))" }
}

extension Rect: SwiftLiteral {
    var swiftLiteral: String {
        "\(runtime)Rect(x: \(x.swiftLiteral), y: \(y.swiftLiteral), width: \(width.swiftLiteral), height: \(height.swiftLiteral))"
    }
}

extension Insets: SwiftLiteral {
    var swiftLiteral: String {
        if top == left && left == bottom && bottom == right { return "\(runtime)Insets(all: \(top.swiftLiteral))" }
        return "\(runtime)Insets(top: \(top.swiftLiteral), left: \(left.swiftLiteral), bottom: \(bottom.swiftLiteral), right: \(right.swiftLiteral))"
    }
}

extension ScreenSource: SwiftLiteral {
    /// Where an imported screen came from (`source:`).
    var swiftLiteral: String { "\(runtime)ScreenSource(file: \(file.swiftLiteral), object: \(object.swiftLiteral))" }
}

extension ScaleTransform: SwiftLiteral {
    var swiftLiteral: String { "\(runtime)ScaleTransform(scaleX: \(scaleX.swiftLiteral), scaleY: \(scaleY.swiftLiteral))" }
}

extension EdgeSet: SwiftLiteral {
    var swiftLiteral: String {
        optionSetLiteral(self, all: .all, named: [(.top, "top"), (.left, "left"), (.bottom, "bottom"), (.right, "right")])
    }
}

extension CornerSet: SwiftLiteral {
    var swiftLiteral: String {
        optionSetLiteral(self, all: .all, named: [(.topLeft, "topLeft"), (.topRight, "topRight"),
                                                  (.bottomLeft, "bottomLeft"), (.bottomRight, "bottomRight")])
    }
}

/// `.all`, `[]` or `[.top, .bottom]`.
private func optionSetLiteral<Set: OptionSet>(_ value: Set, all: Set, named: [(Set, String)]) -> String
where Set.Element == Set {
    if value == all { return ".all" }
    return "[" + named.filter { value.contains($0.0) }.map { "." + $0.1 }.joined(separator: ", ") + "]"
}

extension Length: SwiftLiteral {
    var swiftLiteral: String {
        switch self {
        case .points(let value): ".points(\(value.swiftLiteral))"
        case .percent(let value): ".percent(\(value.swiftLiteral))"
        }
    }
}

extension AxisPins: SwiftLiteral {
    /// Only the pins given: `AxisPins(leading: .points(0), size: .points(240))`.
    var swiftLiteral: String {
        let pins = [("leading", leading), ("trailing", trailing), ("size", size), ("center", center)]
        let directional = isDirectional ? ["isDirectional: true"] : []
        return "\(runtime)AxisPins(" + (pins.compactMap { name, pin in pin.map { "\(name): \($0.swiftLiteral)" } } + directional)
            .joined(separator: ", ") + ")"
    }
}

extension Positioning: SwiftLiteral {
    var swiftLiteral: String {
        switch self {
        case .fill: ".fill"
        case .frame(let rect): ".frame(\(rect.swiftLiteral))"
        case .place(let horizontal, let vertical):
            ".place(horizontal: \(horizontal.swiftLiteral), vertical: \(vertical.swiftLiteral))"
        }
    }
}

extension ViewRole: SwiftLiteral {
    var swiftLiteral: String {
        switch self {
        case .subview: ".subview"
        case .flowItem(let section, let index): ".flowItem(section: \(section), index: \(index))"
        case .flowHeader(let section): ".flowHeader(section: \(section))"
        case .flowFooter(let section): ".flowFooter(section: \(section))"
        }
    }
}

extension FlowSection: SwiftLiteral {
    /// The item sizes as runs of equal sizes, as the spec's `repeat:` writes them.
    var swiftLiteral: String {
        let runs = ItemSizeRuns(itemSizes).runs
        return "\(runtime)FlowSection(header: \(header.swiftLiteral), footer: \(footer.swiftLiteral), items: "
            + ItemSizeRuns.literal(runs[...]) + ")"
    }
}

extension FlowSpec: SwiftLiteral {
    /// `FlowSpec { … }` with one line per field that differs from UIKit's defaults.
    var swiftLiteral: String {
        var settings = IRFields.flow.filter { $0.name != "sections" }.compactMap { $0.assignment(self, default: FlowSpec()) }
        if !sections.isEmpty {
            let list = sections.map { "    " + $0.swiftLiteral.replacingNewlines(with: "\n    ") + "," }
            settings.append("$0.sections = [\n" + list.joined(separator: "\n") + "\n]")
        }
        guard !settings.isEmpty else { return "\(runtime)FlowSpec()" }
        return "\(runtime)FlowSpec {\n" + settings.map { "    " + $0.replacingNewlines(with: "\n    ") }.joined(separator: "\n") + "\n}"
    }
}

extension String {
    /// Every line break replaced by `separator` (indenting a multi-line literal).
    func replacingNewlines(with separator: String) -> String {
        split(separator: "\n", omittingEmptySubsequences: false).joined(separator: separator)
    }
}
