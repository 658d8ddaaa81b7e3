import Diagnostics
import LayoutIR
import YAMLSyntax

/// Reads the values of `.layoutc.yml` from its YAML document, reporting every
/// problem with its position and going on.
struct ProjectConfigValues {
    let document: YAMLDocument
    let file: String
    var diagnostics: [Diagnostic] = []

    init(document: YAMLDocument, file: String) {
        self.document = document
        self.file = file
    }

    mutating func report(_ rule: RuleID, _ message: String, at node: YAMLNodeID) {
        diagnostics.append(Diagnostic(rule: rule, severity: .error, message: message, file: file,
                                      range: document.range(node)))
    }

    mutating func mismatch(_ node: YAMLNodeID, key: String, expected: String) {
        report(.typeMismatch, "expected \(expected) for '\(key)', found \(describe(node))", at: node)
    }

    /// How a message names what a node holds (see `YAMLDocument.describe`).
    func describe(_ node: YAMLNodeID) -> String { document.describe(node) }

    /// Whether a node is an empty plain scalar (`key:` with nothing after it).
    func isNull(_ node: YAMLNodeID) -> Bool {
        document.kind(node) == .scalar && document.scalarStyle(node) == .plain
            && (document.scalar(node).isEmpty || document.scalar(node) == "null" || document.scalar(node) == "~")
    }

    /// A mapping's pairs by key text, in order; keys not in `allowed` are
    /// `unknown-key` errors with a suggestion, missing `required` keys
    /// `missing-key` errors at the mapping.
    mutating func pairs(_ node: YAMLNodeID, key: String, allowed: [String], required: [String] = [])
        -> [(name: String, key: YAMLNodeID, value: YAMLNodeID)]?
    {
        guard document.kind(node) == .mapping else {
            mismatch(node, key: key, expected: "a mapping")
            return nil
        }
        var result: [(name: String, key: YAMLNodeID, value: YAMLNodeID)] = []
        for index in 0..<document.count(node) {
            let keyNode = document.key(node, index)
            guard document.kind(keyNode) == .scalar else {
                report(.typeMismatch, "expected a key name, found \(describe(keyNode))", at: keyNode)
                continue
            }
            let name = document.scalar(keyNode)
            guard allowed.contains(name) else {
                report(.unknownKey, "unknown key '\(name)' in '\(key)'"
                    + (DidYouMean.closest(to: name, among: allowed).map { "; did you mean '\($0)'?" }
                        ?? "; expected one of " + allowed.sorted().joined(separator: ", ")), at: keyNode)
                continue
            }
            result.append((name, keyNode, document.value(node, index)))
        }
        for name in required where !result.contains(where: { $0.name == name }) {
            report(.missingKey, "missing '\(name)' in '\(key)'", at: node)
        }
        return result
    }

    /// A list's elements; one scalar counts as a list of one.
    mutating func list(_ node: YAMLNodeID, key: String) -> [YAMLNodeID]? {
        switch document.kind(node) {
        case .sequence: return (0..<document.count(node)).map { document.element(node, $0) }
        case .scalar where !isNull(node): return [node]
        default:
            mismatch(node, key: key, expected: "a list")
            return nil
        }
    }

    /// A non-empty string.
    mutating func string(_ node: YAMLNodeID, key: String) -> String? {
        guard document.kind(node) == .scalar, !isNull(node), !document.scalar(node).isEmpty else {
            mismatch(node, key: key, expected: "a string")
            return nil
        }
        return document.scalar(node)
    }

    /// A finite number written as a plain scalar (`12`, `-4.5`, `1e3`).
    mutating func number(_ node: YAMLNodeID, key: String, positive: Bool = false) -> Double? {
        let text = document.kind(node) == .scalar && document.scalarStyle(node) == .plain ? document.scalar(node) : ""
        guard Self.isDecimal(text), let value = Double(text), value.isFinite else {
            mismatch(node, key: key, expected: positive ? "a positive number" : "a number")
            return nil
        }
        if positive && value <= 0 {
            mismatch(node, key: key, expected: "a positive number")
            return nil
        }
        return value
    }

    /// `-?digits(.digits)?([eE][+-]?digits)?`: YAML 1.2 core numbers, no hex, no `.inf`.
    static func isDecimal(_ text: String) -> Bool {
        var scalars = Substring(text).unicodeScalars[...]
        func digits() -> Int {
            let count = scalars.prefix { ("0"..."9").contains($0) }.count
            scalars = scalars.dropFirst(count)
            return count
        }
        if scalars.first == "-" || scalars.first == "+" { scalars = scalars.dropFirst() }
        var count = digits()
        if scalars.first == "." {
            scalars = scalars.dropFirst()
            count += digits()
        }
        guard count > 0 else { return false }
        if scalars.first == "e" || scalars.first == "E" {
            scalars = scalars.dropFirst()
            if scalars.first == "-" || scalars.first == "+" { scalars = scalars.dropFirst() }
            guard digits() > 0 else { return false }
        }
        return scalars.isEmpty
    }

    /// `[w, h]` or `{width, height}`, both positive.
    mutating func size(_ node: YAMLNodeID, key: String) -> Size? {
        if document.kind(node) == .sequence {
            guard document.count(node) == 2 else {
                mismatch(node, key: key, expected: "a size [width, height]")
                return nil
            }
            let width = number(document.element(node, 0), key: key, positive: true)
            let height = number(document.element(node, 1), key: key, positive: true)
            guard let width, let height else { return nil }
            return Size(width: width, height: height)
        }
        guard let pairs = pairs(node, key: key, allowed: ["width", "height"], required: ["width", "height"]) else {
            return nil
        }
        var values: [String: Double] = [:]
        for pair in pairs { values[pair.name] = number(pair.value, key: pair.name, positive: true) }
        guard let width = values["width"], let height = values["height"] else { return nil }
        return Size(width: width, height: height)
    }

    /// One number, `[top, left, bottom, right]`, or a map of edges (missing ones 0).
    mutating func insets(_ node: YAMLNodeID, key: String) -> Insets? {
        switch document.kind(node) {
        case .scalar:
            return number(node, key: key).map { Insets(all: $0) }
        case .sequence:
            guard document.count(node) == 4 else {
                mismatch(node, key: key, expected: "insets [top, left, bottom, right]")
                return nil
            }
            let values = (0..<4).map { number(document.element(node, $0), key: key) }
            guard let top = values[0], let left = values[1], let bottom = values[2], let right = values[3] else {
                return nil
            }
            return Insets(top: top, left: left, bottom: bottom, right: right)
        case .mapping:
            guard let pairs = pairs(node, key: key, allowed: ["top", "left", "bottom", "right"]) else { return nil }
            var insets = Insets.zero
            for pair in pairs {
                guard let value = number(pair.value, key: pair.name) else { continue }
                switch pair.name {
                case "top": insets.top = value
                case "left": insets.left = value
                case "bottom": insets.bottom = value
                default: insets.right = value
                }
            }
            return insets
        }
    }
}
