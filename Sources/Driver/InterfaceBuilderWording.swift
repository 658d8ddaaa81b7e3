import Diagnostics
import Foundation

/// Findings in an Interface Builder file said in its user's words.
///
/// The rules word their mends for specs (`hitInsets: -8`, `in: safeArea`,
/// `reorder 'children:'`, `drop 'place'`); in a `.xib` or `.storyboard` none of
/// that can be written. Each such phrase is replaced by what to change in
/// Interface Builder: the constraint, the inspector field, the document
/// outline. A member of a conflicting set without a line (the placement IB
/// derives from a frame) loses its `line 0`. Every phrase replaced here is
/// checked by `InterfaceBuilderWordingTests` on the shared corpus and fixtures,
/// so a rule whose message changes is caught rather than left in spec words.
enum InterfaceBuilderWording {
    /// One replacement: a pattern (NSRegularExpression) and its template, or a
    /// function of the match's groups.
    struct Replacement: @unchecked Sendable {  // NSRegularExpression matches from any thread
        var pattern: NSRegularExpression
        var make: @Sendable ([String]) -> String

        init(_ pattern: String, _ template: String) {
            self.pattern = try! NSRegularExpression(pattern: pattern)
            self.make = { groups in
                var text = template
                for (index, group) in groups.enumerated().reversed() { text = text.replacingOccurrences(of: "$\(index)", with: group) }
                return text
            }
        }

        init(_ pattern: String, make: @escaping @Sendable ([String]) -> String) {
            self.pattern = try! NSRegularExpression(pattern: pattern)
            self.make = make
        }
    }

    /// The replacements of each rule, applied in order.
    static let replacements: [RuleID: [Replacement]] = [
        .ibNotImported: [
            // A link into the spec format's docs means nothing to someone reading a storyboard.
            Replacement(", which layoutc does not solve \\(Docs/SpecFormat\\.md#[a-z0-9-]+\\)", ", which layoutc does not lay out yet"),
        ],
        .hitTargetTooSmall: [
            Replacement("; make the view larger or enlarge its hit area with 'hitInsets: ([^']*)'") { groups in
                "; make it at least 44 × 44 pt in Interface Builder (its width and height constraints, or the Size "
                    + "inspector), or take touches around it in code: override point(inside:with:) to test "
                    + "bounds.inset(by: \(edgeInsets(groups[1])))"
            },
        ],
        .hitAreaCovered: [
            Replacement("reorder 'children:'", "reorder them in the document outline (a later sibling is in front)"),
        ],
        .hitAreaOutsideParent: [
            Replacement("past root by ", "past the screen by "),
            Replacement("; move the view or shrink its hit area to fit inside",
                        "; move it inside its superview in Interface Builder (its constraints, or its frame in the "
                            + "Size inspector), or make the superview larger"),
            Replacement("; move it inside$", "; move it inside its superview in Interface Builder (its constraints, "
                            + "or its frame in the Size inspector)"),
        ],
        // A text view's size in an IB file is the frame IB stored, scaled with its text
        // (Docs/InterfaceBuilder.md, "Measured sizes"): there is no intrinsicSize to remove.
        .textTruncated: [
            Replacement("; its 'intrinsicSize' is given, not measured: remove it to size the view by its text$", ""),
            Replacement("let it wrap \\(numberOfLines: 0\\)", "let it wrap (Lines 0 in the Attributes inspector)"),
        ],
        .textClipped: [
            Replacement("; its 'intrinsicSize' is given, not measured: remove it to size the view by its text$", ""),
        ],
        .outsideSafeArea: [
            Replacement("; place it in the safe area \\('in: safeArea', or a parent with 'safeArea: true'\\)",
                        "; in Interface Builder pin it to the Safe Area layout guide instead of the superview's edges "
                            + "(or to a superview that is pinned to it)"),
        ],
        .ambiguousLayout: [
            Replacement(", an intrinsicSize, or hugging priorities that are not tied",
                        ", an intrinsic content size, or Content Hugging Priorities (Size inspector) that are not tied"),
        ],
        .negativeSize: [
            Replacement("; make the reference box larger or the offsets smaller",
                        "; its constraints or autoresizing mask leave it less than no room: make its superview larger "
                            + "or the constraints' constants smaller"),
        ],
        .stackOverflow: [
            Replacement(", lower its (horizontal|vertical) compressionResistance below 1000",
                        ", lower its $1 Content Compression Resistance Priority (Size inspector) or its size "
                            + "constraint's priority below 1000"),
            Replacement(", or use alignment fill", ", or set the stack's Alignment to Fill (Attributes inspector)"),
        ],
        .stackPriorityAmbiguous: [
            Replacement("set 'hugging: (\\d+)' on the view that should stretch",
                        "set the Content Hugging Priority (Size inspector) of the view that should stretch to $1"),
            Replacement("or 'hugging: (\\d+)' on (.+?) so that", "or that of $2 to $1 so that"),
            Replacement("set 'compressionResistance: (\\d+)' on the view that should shrink first",
                        "set the Content Compression Resistance Priority (Size inspector) of the view that should "
                            + "shrink first to $1"),
            Replacement("or 'compressionResistance: (\\d+)' on (.+?) so that", "or that of $2 to $1 so that"),
        ],
        .fillProportionallySpacing: [
            Replacement("uses fillProportionally with", "uses Distribution Fill Proportionally with"),
            Replacement("; set 'spacing' and 'spacingAfter' to 0 and build the space into the views, or use fill with "
                            + "hugging priorities",
                        "; set the stack's Spacing (and any custom spacing after a view) to 0 in the Attributes "
                            + "inspector and build the space into the views, or use Distribution Fill with Content "
                            + "Hugging Priorities"),
        ],
        .unsatisfiableConstraints: [
            Replacement("line 0: ", ""),
            Replacement(" on line 0", ""),
            Replacement("'(place|frame)' of '([^']*)'", "the autoresizing mask of '$2'"),
            Replacement("the (place|frame) of '([^']*)'", "the autoresizing mask of '$2'"),
            Replacement("the placement of '([^']*)' \\(it fills its box\\)",
                        "'$1' filling its superview (no constraint places it)"),
            Replacement("at hugging 1000\\)", "at Content Hugging Priority 1000)"),
            Replacement("at compressionResistance 1000\\)", "at Content Compression Resistance Priority 1000)"),
            Replacement("; '([^']*)' has '(?:place|frame)' and constraints, so it is placed as a view whose "
                            + "translatesAutoresizingMaskIntoConstraints was left true: its (?:place|frame) becomes "
                            + "required constraints; drop '(?:place|frame)' \\(translatesAutoresizingMaskIntoConstraints "
                            + "= false\\) and let the constraints place it",
                        "; '$1' has constraints but keeps its autoresizing mask "
                            + "(translatesAutoresizingMaskIntoConstraints is on), whose constraints are required: in "
                            + "Interface Builder give it constraints that place it fully, so that Xcode turns the mask "
                            + "off (Size inspector, Layout: Inferred (Constraints)), or remove the constraints that "
                            + "fight its frame"),
        ],
    ]

    /// Rewords `diagnostics` of an Interface Builder file in place. Findings of
    /// other rules, and phrases not found, are left as they are.
    static func reword(_ diagnostics: inout [Diagnostic]) {
        for index in diagnostics.indices {
            guard let list = replacements[diagnostics[index].rule] else { continue }
            var message = diagnostics[index].message
            for replacement in list { message = apply(replacement, to: message) }
            diagnostics[index].message = message
        }
    }

    private static func apply(_ replacement: Replacement, to message: String) -> String {
        let text = message as NSString
        let matches = replacement.pattern.matches(in: message, range: NSRange(location: 0, length: text.length))
        guard !matches.isEmpty else { return message }
        var result = ""
        var cursor = 0
        for match in matches {
            result += text.substring(with: NSRange(location: cursor, length: match.range.location - cursor))
            let groups = (0..<match.numberOfRanges).map { group -> String in
                let range = match.range(at: group)
                return range.location == NSNotFound ? "" : text.substring(with: range)
            }
            result += replacement.make(groups)
            cursor = match.range.location + match.range.length
        }
        return result + text.substring(from: cursor)
    }

    /// `UIEdgeInsets(top: -8.5, left: -7, bottom: -8.5, right: -7)` from a
    /// `hitInsets` value (`-8`, or `[top, left, bottom, right]`).
    static func edgeInsets(_ value: String) -> String {
        let parts = value.trimmingCharacters(in: CharacterSet(charactersIn: "[] "))
            .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        let edges = parts.count == 4 ? parts : Array(repeating: parts.first ?? "0", count: 4)
        return "UIEdgeInsets(top: \(edges[0]), left: \(edges[1]), bottom: \(edges[2]), right: \(edges[3]))"
    }
}
