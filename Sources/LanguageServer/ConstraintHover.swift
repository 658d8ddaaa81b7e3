import LayoutIR
import Solver

/// Hover over a token of a constraint line (issue 26, part 1): what the word
/// means in the grammar `FIRST REL [M *] SECOND [+|- C] [@P]`, and, from the
/// last compile that parsed, what its anchor resolved to and what became of
/// the constraint (the inlay hint's words: `= 16`, `broken`, `unmet at …`).
extension LanguageServerSession {
    func constraintHover(_ document: OpenDocument, uri: String, line: Int, column: Int,
                         _ messages: inout [JSONValue]) -> JSONValue? {
        let lines = document.lines
        guard let place = ConstraintText.at(line: line, column: column, in: lines) else { return nil }
        let text = lines[line]
        let tokens = ConstraintToken.scan(Array(text[place.start..<min(place.end, text.count)]))
        let offset = column - place.start
        guard let index = tokens.firstIndex(where: { $0.start <= offset && offset < $0.end })
                ?? tokens.firstIndex(where: { $0.end == offset }) else { return nil }
        let token = tokens[index]
        var start = place.start + token.start, end = place.start + token.end
        var explanation: String
        var anchor: ConstraintAnchor?
        let solved = solvedConstraint(uri, line: line, startColumn: place.start, &messages)
        switch token.kind {
        case .reference where index > 0 && tokens[index - 1].kind == .at:
            explanation = ConstraintVocabulary.priorities.first { $0.name == token.text }
                .map { "`@\(token.text)`: priority \($0.doc)" } ?? "`\(token.text)`: expected a priority (1 to 1000, required, high or low)"
        case .reference:
            // The dotted name's part under the cursor.
            let parts = token.text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            var partStart = start, part = 0
            while part < parts.count - 1, column > partStart + parts[part].unicodeScalars.count {
                partStart += parts[part].unicodeScalars.count + 1
                part += 1
            }
            start = partStart
            end = partStart + parts[part].unicodeScalars.count
            let isFirst = !tokens[..<index].contains { $0.kind == .reference }
            explanation = Self.describe(parts, part: part, isFirst: isFirst)
            if part == parts.count - 1, let solved {
                anchor = isFirst ? solved.constraint.first : solved.constraint.second
            }
        case .relation:
            explanation = ConstraintVocabulary.relations.first { $0.name == (token.text == "==" ? "=" : token.text) }
                .map { "`\(token.text)`: \($0.doc)" } ?? "`\(token.text)`: expected `=`, `<=` or `>=`"
        case .number:
            if index > 0, tokens[index - 1].kind == .at {
                explanation = "`@\(token.text)`: the priority, 1 to 1000 (1000 is required; lower ones are optional, satisfied tier by tier)"
            } else if index + 1 < tokens.count, tokens[index + 1].kind == .times {
                explanation = "`\(token.text)`: the multiplier of the second attribute"
            } else {
                explanation = "`\(token.text)`: the constant, in points, added to the right side"
            }
        case .at:
            explanation = "`@`: the priority follows (1 to 1000, `required`, `high` 750, `low` 250; default 1000)"
        case .times:
            explanation = "`*`: multiplies the second attribute"
        case .plus, .minus:
            explanation = "`\(token.text)`: the constant, in points, added to (or taken from) the right side"
        }
        if let anchor, let solved,
           let value = ConstraintHints.value(anchor, solved.layout,
                                             mirrored: solved.layout.laysOutRightToLeft(solved.constraint)) {
            explanation += "\n\nResolved to \(ViewSummary.number(value))"
                + (anchor.attribute.isSize ? " pt" : " in the superview's coordinates of `\(Self.name(anchor.view, solved.screen))`")
        }
        if let solved, let label = ConstraintHints.label(solved.index, screen: solved.screen, layout: solved.layout) {
            explanation += "\n\nThis constraint (\(solved.layout.device.id), \(solved.layout.orientation.rawValue)): \(label)"
        }
        let range: JSONValue = [
            "start": document.converter.lspPosition(line: line, scalarColumn: start).json,
            "end": document.converter.lspPosition(line: line, scalarColumn: end).json,
        ]
        return Self.markdown(explanation, range: range)
    }

    /// What one part of a dotted reference means.
    private static func describe(_ parts: [String], part: Int, isFirst: Bool) -> String {
        let word = parts[part]
        if part == parts.count - 1 {
            let doc = ConstraintVocabulary.attributeDoc(word) ?? "not an attribute (expected leading, trailing, top, bottom, width, height, centerX, centerY, left, right or a margin attribute)"
            let owner = parts.count == 1 ? (isFirst ? " of the view the constraint is written under" : " of the first item's view") : ""
            return "`\(word)`: \(doc)\(owner)"
        }
        if part == 0, let item = ConstraintVocabulary.superviewItems.first(where: { $0.name == word }) {
            return "`\(word)`: \(item.doc)"
        }
        if part > 0, let guide = ConstraintVocabulary.guides.first(where: { $0.name == word }) {
            return "`\(word)`: \(guide.doc)"
        }
        return "`\(word)`: the view with this id"
    }

    static func name(_ view: Int, _ screen: Screen) -> String { screen.views[view].id ?? screen.views[view].path }

    /// The compiled constraint written at `startColumn` of `line` in the current text.
    private func solvedConstraint(_ uri: String, line: Int, startColumn: Int, _ messages: inout [JSONValue])
        -> (index: Int, constraint: LayoutConstraint, screen: Screen, layout: ResolvedLayout)? {
        guard let snapshot = outlineSnapshot(uri, &messages), let screen = snapshot.result.screen,
              let layout = snapshot.result.layout else { return nil }
        for (index, constraint) in screen.constraints.enumerated() {
            guard let location = constraint.location else { continue }
            let position = snapshot.lspPosition(location)
            if position.line == line, snapshot.converter.scalarColumn(position) == startColumn {
                return (index, constraint, screen, layout)
            }
        }
        return nil
    }
}
