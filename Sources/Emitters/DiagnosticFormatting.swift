import Diagnostics

extension Diagnostic {
    /// The message as every front end prints it: with the device list appended
    /// when the finding was checked on several devices,
    /// `message (on iphone-se-3/portrait, iphone-15-pro/landscape)`.
    public var displayMessage: String {
        devices.isEmpty ? message : message + " (on " + devices.joined(separator: ", ") + ")"
    }
}

/// Writes one diagnostic as a compact JSON object, shared by the frames
/// document and the `json` lint reporter so both have the same schema:
///
/// `{"rule", "severity", "message", "path", "id", "file", "line", "column",
/// "endLine", "endColumn"}` always (null where unknown), then `"devices"` and
/// `"notes"` only when non-empty. `message` is the plain message; the device
/// list is its own key.
enum DiagnosticJSON {
    static func write(_ diagnostic: Diagnostic, fallbackFile: String?, to json: inout JSONWriter) {
        json.beginObject(compact: true)
        json.key("rule")
        json.string(diagnostic.rule.rawValue)
        json.key("severity")
        json.string(diagnostic.severity.rawValue)
        json.key("message")
        json.string(diagnostic.message)
        json.key("path")
        json.string(diagnostic.viewPath)
        json.key("id")
        json.string(diagnostic.viewID)
        json.key("file")
        json.string(diagnostic.file ?? fallbackFile)
        json.key("line")
        json.integer(diagnostic.range?.start.line)
        json.key("column")
        json.integer(diagnostic.range?.start.column)
        json.key("endLine")
        json.integer(diagnostic.range?.end.line)
        json.key("endColumn")
        json.integer(diagnostic.range?.end.column)
        if !diagnostic.devices.isEmpty {
            json.key("devices")
            json.beginArray()
            for device in diagnostic.devices { json.string(device) }
            json.endArray()
        }
        if !diagnostic.notes.isEmpty {
            json.key("notes")
            json.beginArray()
            for note in diagnostic.notes { json.string(note) }
            json.endArray()
        }
        json.endObject()
    }
}
