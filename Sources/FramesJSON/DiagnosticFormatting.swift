import Diagnostics

extension Diagnostic {
    /// The message as every front end prints it: with the device list appended
    /// when the finding was checked on several devices,
    /// `message (on iphone-se-3/portrait, iphone-15-pro/landscape)`.
    public var displayMessage: String { displayMessage(message: message) }

    /// ``displayMessage`` from the message's text already made.
    package func displayMessage(message: String) -> String {
        devices.isEmpty ? message : message + " (on " + devices.joined(separator: ", ") + ")"
    }
}

/// Writes one diagnostic as a compact JSON object, shared by the frames
/// document and the `json` lint reporter so both have the same schema:
///
/// `{"rule", "severity", "message", "path", "id", "file", "line", "column",
/// "endLine", "endColumn"}` always (null where unknown), then `"devices"` and
/// `"notes"` only when non-empty, and for a folded finding `"copies"` (how many
/// views it stands for) and `"paths"` (each one's path), and for a finding in an
/// Interface Builder file whose object `lint` named, `"object"` (its IB object id).
/// `message` is the plain message; the device list is its own key.
///
/// Printed through a `ByteCursor` (the frames document holds up to one per view).
package enum DiagnosticJSON {
    /// Through a `JSONWriter`: the object is one value of the current container.
    package static func write(_ diagnostic: Diagnostic, fallbackFile: String?, to json: inout JSONWriter) {
        withUnsafePointer(to: diagnostic) { diagnostic in
            Diagnostic.withMessageBytes(of: diagnostic) { message in
                json.raw { bytes in
                    bytes.appendWriting(maxCount: bound(diagnostic, message: message, fallbackFile: fallbackFile)) {
                        write(diagnostic, message: message, fallbackFile: fallbackFile, to: &$0)
                    }
                }
            }
        }
    }

    // The writers below read the diagnostic through a pointer: taken by value from
    // an array, it would be copied (every string and array in it retained).

    /// The most bytes `write(_:message:fallbackFile:to:)` writes for `diagnostic`
    /// with its message's bytes (``Diagnostic/withMessageBytes(_:)``, read once for both).
    package static func bound(_ diagnostic: UnsafePointer<Diagnostic>, message: UnsafeBufferPointer<UInt8>,
                      fallbackFile: String?) -> Int {
        var strings = diagnostic.pointee.rule.rawValue.utf8.count + diagnostic.pointee.severity.rawValue.utf8.count
            + message.count + (diagnostic.pointee.viewPath?.utf8.count ?? 4)
            + (diagnostic.pointee.viewID?.utf8.count ?? 4) + ((diagnostic.pointee.file ?? fallbackFile)?.utf8.count ?? 4)
        for device in diagnostic.pointee.devices { strings += device.utf8.count + 2 }
        for note in diagnostic.pointee.notes { strings += note.utf8.count + 2 }
        for path in diagnostic.pointee.foldedPaths { strings += path.utf8.count + 2 }
        strings += diagnostic.pointee.object?.utf8.count ?? 0
        // Keys and punctuation, 4 integers of at most 20 bytes, and the strings
        // escaped at worst (with their quotes: 2 per string, separators 2 more).
        return 256 + 4 * 20 + JSONEscaping.bound(strings) + 2 * 6
    }

    /// Writes the compact object (at most `bound(diagnostic, message:fallbackFile:)` bytes).
    package static func write(_ diagnostic: UnsafePointer<Diagnostic>, message: UnsafeBufferPointer<UInt8>,
                      fallbackFile: String?, to out: inout ByteCursor) {
        out.literal("{\"rule\": ")
        out.string(diagnostic.pointee.rule.rawValue)
        out.literal(", \"severity\": ")
        out.string(diagnostic.pointee.severity.rawValue)
        out.literal(", \"message\": ")
        out.string(bytes: message)
        out.literal(", \"path\": ")
        out.stringOrNull(diagnostic.pointee.viewPath)
        out.literal(", \"id\": ")
        out.stringOrNull(diagnostic.pointee.viewID)
        out.literal(", \"file\": ")
        out.stringOrNull(diagnostic.pointee.file ?? fallbackFile)
        if let range = diagnostic.pointee.range {
            out.literal(", \"line\": ")
            out.integer(range.start.line)
            out.literal(", \"column\": ")
            out.integer(range.start.column)
            out.literal(", \"endLine\": ")
            out.integer(range.end.line)
            out.literal(", \"endColumn\": ")
            out.integer(range.end.column)
        } else {
            out.literal(", \"line\": null, \"column\": null, \"endLine\": null, \"endColumn\": null")
        }
        if !diagnostic.pointee.devices.isEmpty {
            out.literal(", \"devices\": ")
            out.stringArray(diagnostic.pointee.devices)
        }
        if !diagnostic.pointee.notes.isEmpty {
            out.literal(", \"notes\": ")
            out.stringArray(diagnostic.pointee.notes)
        }
        if !diagnostic.pointee.foldedPaths.isEmpty {
            out.literal(", \"copies\": ")
            out.integer(diagnostic.pointee.foldedPaths.count)
            out.literal(", \"paths\": ")
            out.stringArray(diagnostic.pointee.foldedPaths)
        }
        if let object = diagnostic.pointee.object {
            out.literal(", \"object\": ")
            out.string(object)
        }
        out.byte(UInt8(ascii: "}"))
    }
}

extension ByteCursor {
    /// `["a", "b"]`, as a compact `JSONWriter` array (non-empty).
    fileprivate mutating func stringArray(_ values: [String]) {
        byte(UInt8(ascii: "["))
        for (index, value) in values.enumerated() {
            if index > 0 { literal(", ") }
            string(value)
        }
        byte(UInt8(ascii: "]"))
    }
}
