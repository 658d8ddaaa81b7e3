import Diagnostics
import LayoutIR
import YAMLSyntax

/// Decoders for the value shapes of Docs/SpecFormat.md#values. Each returns `nil`
/// after reporting a diagnostic when the node does not have the shape.
extension ReaderContext {
    /// What a plain scalar means; quoted scalars and collections are `.text`/`nil`.
    func meaning(_ node: YAMLNodeID) -> ScalarMeaning? {
        guard document.kind(node) == .scalar else { return nil }
        guard document.scalarStyle(node) == .plain, !document.hasTag(node) || document.tag(node) == nil else {
            return .text
        }
        return document.withScalarBytes(node) { ScalarText.meaning(of: $0) }
    }

    /// A finite number within the shape's bounds (and within ±1e9 points, so no
    /// huge number reaches the solver).
    /// `key` names the value in messages; it is only made when one is needed.
    func number(_ node: YAMLNodeID, key makeKey: @autoclosure () -> String, min lo: Double? = nil,
                max hi: Double? = nil) -> Double? {
        switch meaning(node) {
        case .number(let value) where (lo.map { value >= $0 } ?? true) && (hi.map { value <= $0 } ?? true)
            && abs(value) <= 1e9:
            return value  // the common case, before `key` is made
        default: break
        }
        let key = makeKey()
        switch meaning(node) {
        case .number(let value):
            let shape = ValueShape.number(min: lo, max: hi)
            if let lo, value < lo { mismatch(node, key: key, expected: shape.description); return nil }
            if let hi, value > hi { mismatch(node, key: key, expected: shape.description); return nil }
            if abs(value) > 1e9 {
                mismatch(node, key: key, expected: "a number from -1000000000 to 1000000000 (the size limit)")
                return nil
            }
            return value
        case .nonFinite:
            mismatch(node, key: key, expected: "a finite number",
                     detail: "; NaN and infinity are not allowed in a spec")
        case .outOfRange:
            mismatch(node, key: key, expected: "a number from -1000000000 to 1000000000 (the size limit)")
        case .text where document.kind(node) == .scalar && document.scalar(node).hasSuffix("%"):
            mismatch(node, key: key, expected: ValueShape.number(min: lo, max: hi).description,
                     detail: "; a percentage is a length only in 'place' (left, right, leading, trailing, width, centerX, "
                         + "top, bottom, height, centerY), of the reference box: write points here, or place the view with 'place'")
        case .legacyBoolean, .boolean, .null, .text, nil:
            mismatch(node, key: key, expected: ValueShape.number(min: lo, max: hi).description)
        }
        return nil
    }

    /// A whole number within bounds.
    func integer(_ node: YAMLNodeID, key: String, min lo: Int, max hi: Int) -> Int? {
        if case .number(let value) = meaning(node), value == value.rounded(), value >= Double(lo), value <= Double(hi) {
            return Int(value)
        }
        mismatch(node, key: key, expected: ValueShape.integer(min: lo, max: hi).description)
        return nil
    }

    /// `true` or `false`; YAML 1.1's `yes`/`no` are refused with a reason.
    func boolean(_ node: YAMLNodeID, key: String) -> Bool? {
        switch meaning(node) {
        case .boolean(let value): return value
        case .legacyBoolean:
            mismatch(node, key: key, expected: "true or false",
                     detail: " (YAML 1.1 booleans such as yes/no/on/off are not accepted)")
        default:
            mismatch(node, key: key, expected: "true or false")
        }
        return nil
    }

    /// Any scalar, as text.
    func string(_ node: YAMLNodeID, key: String) -> String? {
        guard document.kind(node) == .scalar, meaning(node) != .null else {
            mismatch(node, key: key, expected: "a string")
            return nil
        }
        return document.scalar(node)
    }

    /// One word of `choices`.
    func choice(_ node: YAMLNodeID, key makeKey: @autoclosure () -> String, among choices: [String]) -> String? {
        choiceIndex(node, key: makeKey(), among: choices).map { choices[$0] }
    }

    /// ``choice(_:key:among:)`` as an index into `choices` (for enums read by
    /// position, with no String made or switched on).
    func choiceIndex(_ node: YAMLNodeID, key makeKey: @autoclosure () -> String, among choices: [String]) -> Int? {
        if document.kind(node) == .scalar {
            // Compared as bytes: the common case makes no String.
            let match = document.withScalarBytes(node) { bytes in
                choices.firstIndex { choice in choice.utf8.count == bytes.count && choice.utf8.elementsEqual(bytes) }
            }
            if let match { return match }
            let key = makeKey()
            let text = document.scalar(node)
            let advice = key == "kind" ? UIKitNames.kindAdvice(for: text, among: choices) : nil
            mismatch(node, key: key, expected: "one of " + choices.joined(separator: ", "),
                     detail: advice ?? DidYouMean.hint(for: text, among: choices))
        } else {
            mismatch(node, key: makeKey(), expected: "one of " + choices.joined(separator: ", "))
        }
        return nil
    }

    /// A number, or a `"NN%"` percentage.
    func length(_ node: YAMLNodeID, key makeKey: @autoclosure () -> String) -> Length? {
        let parsed = meaning(node)
        if case .number(let value)? = parsed, abs(value) <= 1e9 { return .points(value) }  // the common case
        let key = makeKey()
        if document.kind(node) == .scalar {
            let text = document.scalar(node)
            if text.utf8.last == UInt8(ascii: "%") {
                let digits = Array(text.utf8.dropLast())
                let parsed = digits.withUnsafeBufferPointer { $0.isEmpty ? nil : ScalarText.parseDecimal($0) }
                if case .number(let value)? = parsed, abs(value) <= 1e6 { return .percent(value) }
                mismatch(node, key: key, expected: ValueShape.length.description)
                return nil
            }
            if case .number = parsed { return number(node, key: key).map(Length.points) }
        }
        if case .nonFinite? = parsed { return number(node, key: key).map(Length.points) }
        mismatch(node, key: key, expected: ValueShape.length.description)
        return nil
    }

    /// `count` numbers from a sequence, or from a mapping with the named fields.
    /// Missing fields of a mapping are `missing-key` errors unless they have a
    /// default in `defaults`.
    func numbers(_ node: YAMLNodeID, key: String, fields: [String], defaults: [Double]? = nil,
                 expected makeExpected: @autoclosure () -> String) -> NumberQuad? {
        var expected: String { makeExpected() }
        switch document.kind(node) {
        case .sequence:
            guard document.count(node) == fields.count else {
                mismatch(node, key: key, expected: expected,
                         detail: " with \(document.count(node)) element\(document.count(node) == 1 ? "" : "s")")
                return nil
            }
            var values = NumberQuad()
            for index in 0..<fields.count {
                guard let value = number(document.element(node, index), key: "\(key)[\(index)]") else { return nil }
                values[index] = value
            }
            return values
        case .mapping:
            var values: [Double?] = defaults ?? Array(repeating: nil, count: fields.count)
            var ok = true
            forEachPair(node, allowed: fields, objectName: key) { name, value in
                guard let index = fields.firstIndex(of: name) else { return }
                if let number = number(value, key: "\(key).\(name)") { values[index] = number } else { ok = false }
            }
            for (index, field) in fields.enumerated() where values[index] == nil && ok {
                report(.missingKey, .error, "missing '\(field)' in '\(key)' (expected \(expected))", at: node)
                ok = false
            }
            guard ok else { return nil }
            var quad = NumberQuad()
            for (index, value) in values.enumerated() { quad[index] = value ?? 0 }
            return quad
        case .scalar:
            mismatch(node, key: key, expected: expected)
            return nil
        }
    }

    func size(_ node: YAMLNodeID, key: String) -> Size? {
        numbers(node, key: key, fields: Fields.size, expected: ValueShape.size.description)
            .map { Size(width: $0[0], height: $0[1]) }
    }

    func rect(_ node: YAMLNodeID, key: String) -> Rect? {
        numbers(node, key: key, fields: Fields.rect, expected: ValueShape.rect.description)
            .map { Rect(x: $0[0], y: $0[1], width: $0[2], height: $0[3]) }
    }

    func point(_ node: YAMLNodeID, key: String) -> Point? {
        numbers(node, key: key, fields: Fields.point, expected: ValueShape.point.description)
            .map { Point(x: $0[0], y: $0[1]) }
    }

    /// One number for all edges, `[top, left, bottom, right]`, or a map of edges.
    func insets(_ node: YAMLNodeID, key: String) -> Insets? {
        if document.kind(node) == .scalar {
            return number(node, key: key).map { Insets(all: $0) }
        }
        return numbers(node, key: key, fields: Fields.insets, defaults: Fields.zeroInsets,
                       expected: "insets [top, left, bottom, right]")
            .map { Insets(top: $0[0], left: $0[1], bottom: $0[2], right: $0[3]) }
    }

    /// The elements of a sequence, or `nil` (with a diagnostic) for anything else.
    func list(_ node: YAMLNodeID, key: String, of shape: ValueShape) -> [YAMLNodeID]? {
        guard document.kind(node) == .sequence else {
            mismatch(node, key: key, expected: ValueShape.list(shape).description)
            return nil
        }
        return (0..<document.count(node)).map { document.element(node, $0) }
    }

    /// Calls `body` for every pair of a mapping whose key is one of `allowed`;
    /// other keys are `unknown-key` errors with a suggestion. Duplicate keys were
    /// already reported by the YAML layer.
    func forEachPair(_ node: YAMLNodeID, allowed: [String], objectName: String,
                     _ body: (String, YAMLNodeID) -> Void) {
        for index in 0..<document.count(node) {
            let keyNode = document.key(node, index)
            guard let name = keyText(keyNode) else { continue }
            if allowed.contains(name) {
                body(name, document.value(node, index))
            } else {
                report(.unknownKey, .error, "unknown key '\(name)' in '\(objectName)'"
                       + DidYouMean.hint(for: name, among: allowed), at: keyNode)
            }
        }
    }
}

/// Up to four numbers of a compound value, without an array allocation.
struct NumberQuad {
    private var values: (Double, Double, Double, Double) = (0, 0, 0, 0)

    subscript(index: Int) -> Double {
        get {
            switch index {
            case 0: values.0
            case 1: values.1
            case 2: values.2
            default: values.3
            }
        }
        set {
            switch index {
            case 0: values.0 = newValue
            case 1: values.1 = newValue
            case 2: values.2 = newValue
            default: values.3 = newValue
            }
        }
    }
}

/// The field names of the compound shapes, made once.
private enum Fields {
    static let size = ["width", "height"]
    static let rect = ["x", "y", "width", "height"]
    static let point = ["x", "y"]
    static let insets = ["top", "left", "bottom", "right"]
    static let zeroInsets: [Double] = [0, 0, 0, 0]
}
