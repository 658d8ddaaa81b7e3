import LayoutIR

/// The picture's fixed palette and its one style sheet: every element names a
/// class, so the colours live here and nowhere else. Font sizes are not here:
/// they grow with the device (`SVGEmitter.textScale(for:)`), so each group of
/// text carries its own `font-size`, and pictures of several devices inlined in
/// one page share this sheet.
public enum SVGStyle {
    /// Stroke colour of each kind: ten hues kept clear of the red and orange
    /// that mark errors and warnings.
    static func color(of kind: ViewKind) -> String {
        switch kind {
        case .view: "#6b7785"
        case .label: "#2563eb"
        case .button: "#16a34a"
        case .image: "#9333ea"
        case .textView: "#0891b2"
        case .textField: "#4f46e5"
        case .scroll: "#a16207"
        case .collection: "#65a30d"
        case .table: "#0f766e"
        case .cell: "#db2777"
        case .stack: "#c026d3"
        }
    }

    static let error = "#dc2626"
    static let warning = "#ea580c"
    static let ink = "#1f2328"

    /// `k-<kind>`: a view's stroke and (faint) fill; `t-<kind>`: its label's text.
    static func kindClass(_ kind: ViewKind) -> String { "k-" + kind.rawValue }
    static func textClass(_ kind: ViewKind) -> String { "t-" + kind.rawValue }

    /// The `<style>` sheet. Later rules win over earlier ones of the same
    /// specificity: kinds, then interactive, hidden, then the diagnostic outlines.
    public static var sheet: String {
        var css = """
            .bg{fill:#eef0f3}
            .screen{fill:#fff;stroke:\(ink);stroke-width:1}
            .unsafe{fill:\(ink);fill-opacity:.12}
            .safe{fill:none;stroke:\(ink);stroke-opacity:.6;stroke-width:1;stroke-dasharray:6 3}
            .v{fill-opacity:.05;stroke-width:1}
            .z{stroke-width:1.5;stroke-linecap:round}

            """
        for kind in ViewKind.allCases {
            let color = color(of: kind)
            css += ".\(kindClass(kind)){stroke:\(color);fill:\(color)}\n"
        }
        css += """
            .i{stroke-width:2}
            .hid{stroke-dasharray:3 3;stroke-opacity:.45;fill-opacity:0}
            .err{stroke:\(error);stroke-width:2.5;stroke-opacity:1}
            .warn{stroke:\(warning);stroke-width:2.5;stroke-opacity:1}
            .text{fill:none;stroke:\(color(of: .label));stroke-width:.75;stroke-dasharray:1 1.5}
            .content{fill:\(color(of: .image));fill-opacity:.12;stroke:\(color(of: .image));stroke-width:.75;stroke-dasharray:4 2}
            .placeholder{fill:\(color(of: .textView));fill-opacity:.1;stroke:\(color(of: .textView));stroke-width:.75;stroke-dasharray:4 1.5 1 1.5}
            .index{fill:url(#hatch);stroke:\(color(of: .table));stroke-width:.75}
            .hit{fill:\(color(of: .button));fill-opacity:.12;stroke:\(color(of: .button));stroke-opacity:.7;stroke-width:.75;stroke-dasharray:2 2}
            .eq{stroke:none}
            .run{font-family:Inter,sans-serif;fill:#333;fill-opacity:.75}
            .lbl{font-family:sans-serif;paint-order:stroke;stroke:#fff;stroke-linejoin:round}
            .lh{opacity:.5}

            """
        for kind in ViewKind.allCases {
            css += ".\(textClass(kind)){fill:\(color(of: kind))}\n"
        }
        css += """
            .note{font-family:sans-serif;fill:\(ink)}
            .head{font-weight:bold}
            .badge circle{stroke:#fff;stroke-width:1}
            .badge text{font-family:sans-serif;font-weight:bold;fill:#fff;stroke:none;text-anchor:middle}
            .be circle{fill:\(error)}
            .bw circle{fill:\(warning)}
            .bar line{stroke:\(ink);stroke-opacity:.35;stroke-width:.75}
            .bar text{font-family:sans-serif;fill:\(ink);fill-opacity:.6;text-anchor:middle}
            .ferr{fill:\(error)}
            .fwarn{fill:\(warning)}

            """
        return css
    }

    /// The hatching of a table's section index.
    public static let hatchPattern = """
        <pattern id="hatch" width="4" height="4" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">\
        <path d="M0 0V4" stroke="\(color(of: .table))" stroke-width="1.5" stroke-opacity=".6"/></pattern>

        """
}
