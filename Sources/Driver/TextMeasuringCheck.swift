import Diagnostics
import LayoutIR
import Solver
import TextShaping

/// `text-not-measured`: a spec with text compiled without a text measurer
/// (the Inter font could not be loaded) gets one warning, at the first view
/// with text, so that every reporter shows it and a clean result does not
/// pass for a checked one; with a measurer, each view whose text holds
/// characters no font of the measurer's list has gets one, at its `text`,
/// naming them.
enum TextMeasuringCheck {
    /// At most this many characters are named in one finding; the count says how many more.
    static let namedCharacters = 8

    /// A finding per view with text the measurer measures without some of its characters.
    static func uncoveredFindings(_ screen: Screen, measurer: (any TextMeasuring)?) -> [Diagnostic] {
        guard let measurer else { return [] }
        var findings: [Diagnostic] = []
        for index in screen.views.indices where screen.views[index].hasKindAttributes {
            let view = screen.views[index]
            guard let text = view.attributes.text, let string = text.text else { continue }
            let missing = measurer.unmeasuredCharacters(in: string, font: text.effectiveFont.resolved(at: .standard))
            guard !missing.isEmpty else { continue }
            let named = missing.prefix(namedCharacters).map(describe).joined(separator: ", ")
            let more = missing.count > namedCharacters ? " and \(missing.count - namedCharacters) more" : ""
            let subject = missing.count == 1 ? "a character" : "characters"
            findings.append(Diagnostic(
                rule: .textNotMeasured, severity: .warning,
                message: "the text has \(subject) no font of layoutc's list covers (\(named)\(more)), measured as "
                    + "taking no width: the size may be short on a device; the list and the packages that bring "
                    + "it are in Docs/SpecFormat.md (Text, 'Every script')",
                viewPath: view.path, viewID: view.id, viewIndex: index, sourceKey: "text"))
        }
        return findings
    }

    /// `U+05D0`, with the character itself when it prints.
    static func describe(_ scalar: Unicode.Scalar) -> String {
        let code = String(scalar.value, radix: 16, uppercase: true)
        let padded = String(repeating: "0", count: max(0, 4 - code.count)) + code
        let category = scalar.properties.generalCategory
        let printable = ![.control, .format, .surrogate, .privateUse, .unassigned, .lineSeparator,
                          .paragraphSeparator, .nonspacingMark, .enclosingMark, .spacingMark].contains(category)
        return printable ? "U+\(padded) '\(Character(scalar))'" : "U+\(padded)"
    }

    /// The finding for `screen`, or nil when it has no text or `measurer` is there.
    static func finding(_ screen: Screen, measurer: (any TextMeasuring)?) -> Diagnostic? {
        guard measurer == nil,
              let index = screen.views.firstIndex(where: { $0.attributes.text?.text != nil }) else { return nil }
        let view = screen.views[index]
        let reason: String
        switch InterTextMeasurer.shared {
        case .failure(let error): reason = "\(error)"
        case .success: reason = "this compile was given no text measurer"
        }
        return Diagnostic(rule: .textNotMeasured, severity: .warning,
                          message: "text is not measured, so views sized by their text get no size and the text "
                              + "rules do not run: \(reason)",
                          viewPath: view.path, viewID: view.id, viewIndex: index,
                          sourceKey: view.attributes.text?.font == nil ? "text" : "font")
    }
}
