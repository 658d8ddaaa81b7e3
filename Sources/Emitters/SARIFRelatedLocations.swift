import Diagnostics
import FramesJSON

/// A result's `relatedLocations` (SARIF 2.1.0 §3.27.22): each note attached
/// to the diagnostic, at the position the note names (`the mapping starts at
/// 3:5`) or else at the diagnostic's own, and each position the message names
/// (`it already names root/children/0 (at 5:7)`), with the clause that names it
/// as its message. Viewers (GitHub code scanning, sarif-tools) show them as
/// links beside the result; the text reporters keep notes as `note:` lines.
struct SARIFRelatedLocations {
    struct Location: Equatable {
        var message: String
        /// Where, in the result's file; nil: the result's own region.
        var position: SourceLocation?
    }

    let locations: [Location]

    init(message: String, notes: [String]) {
        var locations = notes.map { Location(message: $0, position: Self.positions(in: $0).first) }
        // The message's clauses are split at "; " so that each location says what is there.
        for clause in message.split(separator: "; ", omittingEmptySubsequences: true) {
            for position in Self.positions(in: String(clause)) {
                locations.append(Location(message: String(clause), position: position))
            }
        }
        self.locations = locations
    }

    var isEmpty: Bool { locations.isEmpty }

    /// Each `at LINE:COLUMN` in `text` (both numbers from 1), in order.
    static func positions(in text: String) -> [SourceLocation] {
        guard text.utf8.contains(UInt8(ascii: ":")) else { return [] }
        let scalars = Array(text.unicodeScalars)
        var found: [SourceLocation] = []
        var index = 0
        while index + 3 < scalars.count {
            let startsWord = index == 0 || !Self.isLetter(scalars[index - 1])
            guard startsWord, scalars[index] == "a", scalars[index + 1] == "t", scalars[index + 2] == " " else {
                index += 1
                continue
            }
            var cursor = index + 3
            let line = Self.number(scalars, &cursor)
            if let line, cursor < scalars.count, scalars[cursor] == ":" {
                cursor += 1
                if let column = Self.number(scalars, &cursor), line > 0, column > 0,
                   cursor == scalars.count || !(Self.isLetter(scalars[cursor]) || scalars[cursor].properties.numericType != nil) {
                    found.append(SourceLocation(line: line, column: column))
                }
            }
            index = max(cursor, index + 1)
        }
        return found
    }

    /// The decimal number at `cursor` (at most nine digits), moving past it.
    private static func number(_ scalars: [Unicode.Scalar], _ cursor: inout Int) -> Int? {
        var value = 0
        var digits = 0
        while cursor < scalars.count, ("0"..."9").contains(scalars[cursor]), digits < 9 {
            value = value * 10 + Int(scalars[cursor].value - 48)
            digits += 1
            cursor += 1
        }
        return digits == 0 ? nil : value
    }

    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || scalar == "_"
    }

    /// The array, each location with an id (its index), a physical location in
    /// `artifact` and a message.
    func write(artifact: (uri: String, isAbsolute: Bool), index: Int, fallback: SourceRange?,
               to json: inout JSONWriter) {
        json.beginArray()
        for (id, location) in locations.enumerated() {
            json.beginObject()
            json.key("id")
            json.integer(id)
            json.key("physicalLocation")
            json.beginObject()
            json.key("artifactLocation")
            json.artifactLocation(uri: artifact, index: index)
            let start = location.position ?? fallback?.start
            if let start {
                json.key("region")
                json.beginObject(compact: true)
                json.key("startLine")
                json.integer(max(start.line, 1))
                json.key("startColumn")
                json.integer(max(start.column, 1))
                json.endObject()
            }
            json.endObject()
            json.key("message")
            json.text(location.message)
            json.endObject()
        }
        json.endArray()
    }
}
