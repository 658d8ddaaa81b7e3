import Diagnostics

/// One constraint line, `FIRST REL [M *] SECOND [+|- C] [@P]` (Docs/SpecFormat.md#auto-layout-constraints),
/// split into its parts with where each part is written. Names are not
/// resolved here: ``ConstraintResolver`` turns items into views.
///
/// Offsets count Unicode scalars from the start of the line, as columns do.
struct ConstraintLine: Equatable {
    /// A piece of the line and where it starts.
    struct Token: Equatable {
        var text: String
        var offset: Int
        var length: Int
    }

    /// `item.attribute`, `item.guide.attribute` or a bare `attribute`.
    struct Reference: Equatable {
        /// The item's names (`["title"]`, `["title", "safeArea"]`); empty for a bare attribute.
        var item: [Token]
        var attribute: Token
    }

    var first: Reference
    var relation: Token
    var multiplier: Token?
    var second: Reference?
    /// The constant with its sign folded in (`- 8` is `-8`).
    var constant: Token?
    var constantValue: Double = 0
    var multiplierValue: Double = 1
    var priority: Token?

    /// A mistake in the line: where it is and what was expected.
    struct Failure: Error, Equatable {
        var offset: Int
        var length: Int
        var message: String
    }

    /// The attribute names a line may use (baselines included: the resolver
    /// refuses them by name).
    static let attributeNames = LayoutAttributeNames.all

    /// Parses `text`, or says what is wrong and where.
    static func parse(_ text: String) -> Result<ConstraintLine, Failure> {
        var parser = Parser(Array(text.unicodeScalars))
        do {
            return .success(try parser.line())
        } catch let failure as Failure {
            return .failure(failure)
        } catch {
            return .failure(Failure(offset: 0, length: 0, message: "unreadable constraint"))
        }
    }
}

/// The attribute words, in the spec format's order.
enum LayoutAttributeNames {
    static let all = ["left", "right", "top", "bottom", "leading", "trailing", "width", "height", "centerX", "centerY",
                      "leftMargin", "rightMargin", "topMargin", "bottomMargin", "leadingMargin", "trailingMargin",
                      "centerXWithinMargins", "centerYWithinMargins", "firstBaseline", "lastBaseline"]
}

/// A hand-written recursive-descent reader of one line.
private struct Parser {
    let scalars: [Unicode.Scalar]
    var position = 0

    init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

    typealias Token = ConstraintLine.Token
    typealias Failure = ConstraintLine.Failure

    mutating func line() throws -> ConstraintLine {
        skipSpaces()
        let first = try reference(after: nil)
        let relation = try relationToken(after: first.attribute)
        var line = ConstraintLine(first: first, relation: relation)
        skipSpaces()
        if digitLedItemLength() == nil, let number = number() {
            skipSpaces()
            if peek == "*" {
                line.multiplier = number.token
                line.multiplierValue = number.value
                position += 1
                skipSpaces()
                line.second = try reference(after: Token(text: "*", offset: position - 1, length: 1))
                try constantAndPriority(into: &line)
            } else {
                line.constant = number.token
                line.constantValue = number.value
                try priorityAndEnd(into: &line, expected: "'*' after a multiplier, '@' and a priority, or the end of the constraint")
            }
        } else {
            line.second = try reference(after: relation)
            try constantAndPriority(into: &line)
        }
        return line
    }

    private mutating func constantAndPriority(into line: inout ConstraintLine) throws {
        skipSpaces()
        if let sign = peek, sign == "+" || sign == "-" {
            let signOffset = position
            position += 1
            skipSpaces()
            guard let number = number() else {
                throw failure("a number after '\(sign)'")
            }
            line.constant = Token(text: String(sign) + " " + number.token.text, offset: signOffset,
                                  length: number.token.offset + number.token.length - signOffset)
            line.constantValue = sign == "-" ? -number.value : number.value
        }
        try priorityAndEnd(into: &line, expected: "'+' or '-' and a constant, '@' and a priority, or the end of the constraint")
    }

    private mutating func priorityAndEnd(into line: inout ConstraintLine, expected: String) throws {
        skipSpaces()
        if peek == "@" {
            position += 1
            skipSpaces()
            if let number = unsignedNumber() {
                line.priority = number.token
            } else if let word = word(), !word.text.isEmpty {
                guard ["required", "high", "low"].contains(word.text) else {
                    throw Failure(offset: word.offset, length: word.length,
                                  message: "expected a priority (1 to 1000, required, high or low) after '@', found '\(word.text)'"
                                      + didYouMean(word.text, among: ["required", "high", "low"]))
                }
                line.priority = word
            } else {
                throw failure("a priority (1 to 1000, required, high or low) after '@'")
            }
            try expectEnd("the end of the constraint after the priority")
            return
        }
        try expectEnd(expected)
    }

    private mutating func expectEnd(_ expected: String) throws {
        skipSpaces()
        if position < scalars.count { throw failure(expected) }
    }

    /// `name(.name)*` whose last name is an attribute.
    private mutating func reference(after previous: Token?) throws -> ConstraintLine.Reference {
        var names: [Token] = []
        while true {
            if let length = digitLedItemLength() {
                names.append(Token(text: text(scalars[position..<position + length]), offset: position, length: length))
                position += length + 1
                continue
            }
            guard let name = word(allowingIDCharacters: true), !name.text.isEmpty else {
                if names.isEmpty {
                    let after = previous.map { " after '\($0.text)'" } ?? ""
                    throw failure("an attribute or item.attribute (such as superview.leading)\(after)")
                }
                throw failure("an attribute after '.'")
            }
            names.append(name)
            guard peek == "." else { break }
            position += 1
        }
        // The attribute is the letters of the last name: `leading-8` is `leading`, then `- 8`.
        var attribute = names.removeLast()
        let letters = attribute.text.unicodeScalars.prefix { $0.isLetter }
        if letters.count < attribute.text.unicodeScalars.count {
            position = attribute.offset + letters.count
            attribute = Token(text: text(letters), offset: attribute.offset, length: letters.count)
        }
        guard ConstraintLine.attributeNames.contains(attribute.text) else {
            let shown = attribute.text.isEmpty ? "nothing" : "'\(attribute.text)'"
            throw Failure(offset: attribute.offset, length: max(attribute.length, 1),
                          message: "expected an attribute (left, right, top, bottom, leading, trailing, width, height, centerX, centerY or a margin attribute), found \(shown)"
                              + didYouMean(attribute.text, among: ConstraintLine.attributeNames))
        }
        return ConstraintLine.Reference(item: names, attribute: attribute)
    }

    private mutating func relationToken(after attribute: Token) throws -> Token {
        skipSpaces()
        let start = position
        for symbol in ["==", "<=", ">=", "="] where matches(symbol) {
            position += symbol.unicodeScalars.count
            return Token(text: symbol == "==" ? "=" : symbol, offset: start, length: symbol.unicodeScalars.count)
        }
        throw failure("a relation (=, <= or >=) after '\(attribute.text)'")
    }

    private func matches(_ symbol: String) -> Bool {
        var index = position
        for wanted in symbol.unicodeScalars {
            guard index < scalars.count, scalars[index] == wanted else { return false }
            index += 1
        }
        return true
    }

    /// A signed decimal.
    private mutating func number() -> (token: Token, value: Double)? {
        let start = position
        var sign = 1.0
        if let c = peek, c == "-" || c == "+" {
            sign = c == "-" ? -1 : 1
            position += 1
            skipSpaces()
        }
        guard let unsigned = unsignedNumber() else {
            position = start
            return nil
        }
        let token = Token(text: (sign < 0 ? "-" : "") + unsigned.token.text, offset: start,
                          length: unsigned.token.offset + unsigned.token.length - start)
        return (token, sign * unsigned.value)
    }

    /// `digits(.digits)?([eE][+-]?digits)?` or `.digits`.
    private mutating func unsignedNumber() -> (token: Token, value: Double)? {
        let start = position
        var end = position
        func isDigit(_ i: Int) -> Bool { i < scalars.count && ("0"..."9").contains(scalars[i]) }
        while isDigit(end) { end += 1 }
        if end < scalars.count, scalars[end] == ".", isDigit(end + 1) || end > start {
            end += 1
            while isDigit(end) { end += 1 }
        }
        guard end > start, scalars[start..<end].contains(where: { $0 != "." }) else { return nil }
        if end < scalars.count, scalars[end] == "e" || scalars[end] == "E" {
            var exponent = end + 1
            if exponent < scalars.count, scalars[exponent] == "+" || scalars[exponent] == "-" { exponent += 1 }
            if isDigit(exponent) {
                while isDigit(exponent) { exponent += 1 }
                end = exponent
            }
        }
        // An id or attribute cannot follow a number directly (`2width`).
        if end < scalars.count, scalars[end].isLetter { return nil }
        let text = text(scalars[start..<end])
        guard let value = Double(text) else { return nil }
        position = end
        return (Token(text: text, offset: start, length: end - start), value)
    }

    /// The length of an item id that starts with a digit (an imported Interface
    /// Builder object id such as `8bC-Xf-vdC`, Docs/SpecFormat.md#auto-layout-constraints: any view id may
    /// be an item) when one starts here: a run of id characters followed by `.`
    /// and a letter. No number, multiplier or constant is written that way
    /// (`0.5 * x`, `2*width`, `44`), so a line valid before reads as it did.
    private func digitLedItemLength() -> Int? {
        guard let first = peek, ("0"..."9").contains(first) else { return nil }
        var end = position
        while end < scalars.count {
            let c = scalars[end]
            guard c.isLetter || ("0"..."9").contains(c) || c == "_" || c == "-" || c == "[" || c == "]" else { break }
            end += 1
        }
        guard end + 1 < scalars.count, scalars[end] == ".", scalars[end + 1].isLetter else { return nil }
        return end - position
    }

    /// A run of name characters (letters, digits, `_`; for ids also `-`, `[`, `]`).
    private mutating func word(allowingIDCharacters: Bool = false) -> Token? {
        let start = position
        while position < scalars.count {
            let c = scalars[position]
            let isName = c.isLetter || ("0"..."9").contains(c) || c == "_"
                || (allowingIDCharacters && (c == "-" || c == "[" || c == "]"))
            guard isName else { break }
            // A name starts with a letter or `_`: a leading `-` or digit is something else.
            if position == start, !(c.isLetter || c == "_") { break }
            position += 1
        }
        guard position > start else { return nil }
        return Token(text: text(scalars[start..<position]), offset: start,
                     length: position - start)
    }

    private var peek: Unicode.Scalar? { position < scalars.count ? scalars[position] : nil }

    private mutating func skipSpaces() {
        while let c = peek, c == " " || c == "\t" { position += 1 }
    }

    /// "expected …, found …" at the current position.
    private func failure(_ expected: String) -> Failure {
        guard position < scalars.count else {
            return Failure(offset: position, length: 0, message: "expected \(expected), found the end of the constraint")
        }
        var end = position
        if scalars[position].isLetter || ("0"..."9").contains(scalars[position]) {
            while end < scalars.count, scalars[end].isLetter || ("0"..."9").contains(scalars[end])
                || scalars[end] == "." || scalars[end] == "_" { end += 1 }
        } else {
            end += 1
        }
        let found = text(scalars[position..<end])
        return Failure(offset: position, length: end - position, message: "expected \(expected), found '\(found)'")
    }
}

/// `; did you mean 'x'?` when a close word exists.
func didYouMean(_ word: String, among candidates: [String]) -> String {
    guard !word.isEmpty else { return "" }
    return DidYouMean.hint(for: word, among: candidates)
}

extension Unicode.Scalar {
    /// A letter, with ASCII answered without the Unicode property tables (a
    /// large spec has hundreds of thousands of constraint lines).
    @inline(__always)
    var isLetter: Bool {
        if isASCII { return ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
        return properties.isAlphabetic
    }
}

/// The text of some scalars (ASCII made from bytes, without appending scalar by scalar).
private func text<S: Collection>(_ scalars: S) -> String where S.Element == Unicode.Scalar {
    if scalars.allSatisfy(\.isASCII) { return String(decoding: scalars.map { UInt8($0.value) }, as: UTF8.self) }
    var result = String.UnicodeScalarView()
    result.append(contentsOf: scalars)
    return String(result)
}
