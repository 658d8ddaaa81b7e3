import Diagnostics

/// The values an Interface Builder file may hold where the import reads a
/// number or a word, checked before any screen is built.
///
/// Xcode writes lengths of a few thousand points, priorities from 1 to 1000
/// and three relations. A hand-made or hostile file can hold `1e19`, `inf`,
/// `nan`, a 309-digit number, priority 0 or 1001 or `relation="notARelation"`:
/// read as they are, they trapped (a device named after a size past `Int.max`),
/// became specs that do not compile back, or were read as something else
/// (an unknown relation as `=`), all silently. The spec reader refuses the same
/// values (lengths beyond ±1e9 points, priorities outside 1…1000), so the file
/// is refused here, each value named at its attribute (Docs/InterfaceBuilder.md#limits).
enum AttributeCheck {
    /// The largest length read, in points, as the spec reader bounds one.
    static let largestLength = 1e9

    /// Attributes that hold a length (or a multiplier) wherever they appear.
    static let lengths: Set<String> = ["x", "y", "width", "height", "top", "left", "bottom", "right", "leading",
                                       "trailing", "constant", "spacing", "pointSize"]
    /// Attributes that hold a priority.
    static let priorities: Set<String> = ["priority", "horizontalHuggingPriority", "verticalHuggingPriority",
                                          "horizontalCompressionResistancePriority",
                                          "verticalCompressionResistancePriority"]
    /// The relations a `<constraint>` may name (absent is `=`).
    static let relations: Set<String> = ["equal", "lessThanOrEqual", "greaterThanOrEqual"]

    /// At most this many values are reported; the rest are counted.
    static let maxReported = 20

    /// An error for every value out of bounds, in document order; empty when the file's values can be read.
    static func problems(in tree: MarkupTree, file: String) -> [Diagnostic] {
        var found: [Diagnostic] = []
        var more = 0
        func report(_ message: String, _ attribute: String, _ element: Int) {
            guard found.count < maxReported else { more += 1; return }
            found.append(Diagnostic(rule: .xmlSyntax, severity: .error, message: message, file: file,
                                    range: tree.range(ofAttribute: attribute, element: element)))
        }
        for (index, element) in tree.elements.enumerated() {
            for attribute in element.attributes {
                let name = attribute.name
                if lengths.contains(name) {
                    // A value that is no number at all is read as 0, as before.
                    guard let value = Double(attribute.value), !isLength(value) else { continue }
                    report("\(name)=\"\(shown(attribute.value))\" is not a finite number from -1000000000 to "
                           + "1000000000 points; the file is not read", name, index)
                } else if name == "multiplier", element.name == "constraint" {
                    guard let value = ScreenBuilder.multiplier(attribute.value), !isLength(value) else { continue }
                    report("multiplier=\"\(shown(attribute.value))\" is not a finite number from -1000000000 to "
                           + "1000000000; the file is not read", name, index)
                } else if priorities.contains(name) {
                    guard let value = Double(attribute.value), !(value >= 1 && value <= 1000) else { continue }
                    report("\(name)=\"\(shown(attribute.value))\" is not a priority from 1 to 1000 (UIKit raises an "
                           + "exception for any other); the file is not read", name, index)
                } else if name == "relation", element.name == "constraint", !relations.contains(attribute.value) {
                    report("relation=\"\(shown(attribute.value))\" is not a relation (equal, lessThanOrEqual or "
                           + "greaterThanOrEqual); the file is not read", name, index)
                }
            }
        }
        if more > 0, let last = found.last {
            found.append(Diagnostic(rule: .xmlSyntax, severity: .error,
                                    message: "\(more) more value\(more == 1 ? "" : "s") out of bounds not shown",
                                    file: file, range: last.range))
        }
        return found
    }

    static func isLength(_ value: Double) -> Bool {
        value.isFinite && abs(value) <= largestLength
    }

    /// `text` cut to 40 characters for a message (a 309-digit number is named, not printed whole).
    private static func shown(_ text: String) -> String {
        text.count <= 40 ? text : String(text.prefix(40)) + "…"
    }
}
