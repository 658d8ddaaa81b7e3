import Diagnostics

/// Type names that differ only in letters that look alike across scripts
/// (Latin `C` and Cyrillic `С`, Latin `o` and Greek `ο`, `C` and fullwidth
/// `Ｃ`): a warning on each spec, naming the other and the letters, so that a
/// review sees two types no reader can tell apart. Both are still generated.
enum LookalikeTypeNames {
    /// `name` with every look-alike letter replaced by the Latin letter it
    /// looks like: two names with one skeleton look the same.
    static func skeleton(_ name: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in name.unicodeScalars { out.append(latin(scalar) ?? scalar) }
        return String(out)
    }

    /// The Latin letter `scalar` is drawn like, for Cyrillic and Greek letters
    /// with a Latin twin and the fullwidth Latin forms; nil for any other.
    static func latin(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
        switch scalar.value {
        case 0xFF21...0xFF3A: return Unicode.Scalar(scalar.value - 0xFF21 + 0x41)  // Ａ…Ｚ
        case 0xFF41...0xFF5A: return Unicode.Scalar(scalar.value - 0xFF41 + 0x61)  // ａ…ｚ
        default: return twins[scalar]
        }
    }

    private static let twins: [Unicode.Scalar: Unicode.Scalar] = {
        // Cyrillic, then Greek: each letter and the Latin one it is drawn like.
        let pairs = "АA ВB ЕE КK МM НH ОO РP СC ТT ХX ЅS ІI ЈJ ԚQ ԜW аa еe оo рp сc уy хx ѕs іi јj ԛq ԝw һh ԁd "
            + "ΑA ΒB ΕE ΖZ ΗH ΙI ΚK ΜM ΝN ΟO ΡP ΤT ΥY ΧX οo νv"
        var table: [Unicode.Scalar: Unicode.Scalar] = [:]
        for pair in pairs.split(separator: " ") {
            let scalars = Array(pair.unicodeScalars)
            table[scalars[0]] = scalars[1]
        }
        return table
    }()

    /// Warns on every output whose type name looks like, but is not, the type
    /// name of another output or of a sibling spec.
    static func report(in outputs: inout [LayoutGeneration.Output], siblings: [(file: String, typeName: String)]) {
        let named = outputs.compactMap { output in output.typeName.map { (file: output.result.file, typeName: $0) } }
        var bySkeleton: [String: [(file: String, typeName: String)]] = [:]
        for other in named + siblings { bySkeleton[skeleton(other.typeName), default: []].append(other) }
        for index in outputs.indices {
            guard let name = outputs[index].typeName, let group = bySkeleton[skeleton(name)] else { continue }
            let others = group.filter { TypeNameCollisions.key($0.typeName) != TypeNameCollisions.key(name) }
            guard !others.isEmpty else { continue }
            warn(&outputs[index], typeName: name, others: others)
        }
    }

    private static func warn(_ output: inout LayoutGeneration.Output, typeName name: String,
                             others: [(file: String, typeName: String)]) {
        let described = others.map { other in
            "'\(other.typeName)' of '\(other.file)' (\(differences(name, other.typeName)))"
        }
        var diagnostic = Diagnostic(
            rule: .typeNameLookalike, severity: .warning,
            message: "screen '\(output.result.screen?.name ?? "")' gives the Swift type '\(name)', which looks like "
                + described.joined(separator: " and ") + "; write the screen names in one script",
            range: output.screenKey ?? SourceRange(line: 1, column: 1, endLine: 1, endColumn: 1))
        diagnostic.file = output.result.file
        output.result.diagnostics.append(diagnostic)
        output.result.diagnostics.sortAndUnique()
    }

    /// `U+0421 where it has 'C'`, for each letter that differs (same skeleton: same length).
    private static func differences(_ name: String, _ other: String) -> String {
        let pairs = zip(name.unicodeScalars, other.unicodeScalars).filter { $0.0 != $0.1 }
        return pairs.map { mine, theirs in "\(code(mine)) where it has \(code(theirs))" }.joined(separator: ", ")
    }

    private static func code(_ scalar: Unicode.Scalar) -> String {
        if scalar.isASCII { return "'\(scalar)'" }
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
