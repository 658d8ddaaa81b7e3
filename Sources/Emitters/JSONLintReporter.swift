import Diagnostics

/// `--reporter json`: the lint result as a versioned JSON document.
///
/// ```
/// {
///   "format": "layoutc.lint/1",
///   "files": [
///     {
///       "file": "Specs/a.layout.yaml",
///       "diagnostics": [
///         {"rule": "…", "severity": "warning", "message": "…", "path": "…", "id": null, "file": "…", "line": 3, …}
///       ]
///     }
///   ],
///   "summary": {"files": 1, "filesWithFindings": 1, "errors": 0, "warnings": 1, "notes": 0}
/// }
/// ```
///
/// Every file checked is listed, with an empty `diagnostics` array when clean.
/// Diagnostic objects have the same schema as in the frames document.
public struct JSONLintReporter: DiagnosticReporter {
    public static let identifier = "json"
    /// The format id written as `"format"`.
    public static let formatID = "layoutc.lint/1"

    public init() {}

    public func render(_ report: LintReport) -> [UInt8] {
        gathered(report)
    }

    /// The document in chunks of about ``JSONWriter/chunkSize`` bytes as it is
    /// written: 100,000 findings are some 40 MB of JSON, never whole in memory.
    public func write(_ report: LintReport, to output: (ArraySlice<UInt8>) -> Void) {
        var json = JSONWriter()
        json.beginObject()
        json.key("format")
        json.string(Self.formatID)
        json.key("files")
        json.beginArray()
        for file in report.files {
            json.beginObject()
            json.key("file")
            json.string(file.path)
            json.key("diagnostics")
            json.beginArray()
            for diagnostic in file.diagnostics {
                DiagnosticJSON.write(diagnostic, fallbackFile: file.path, to: &json)
                json.flushIfFull(to: output)
            }
            json.endArray()
            json.endObject()
        }
        json.endArray()
        let summary = report.summary
        json.key("summary")
        json.beginObject(compact: true)
        json.key("files")
        json.integer(summary.files)
        json.key("filesWithFindings")
        json.integer(summary.filesWithFindings)
        json.key("errors")
        json.integer(summary.errors)
        json.key("warnings")
        json.integer(summary.warnings)
        json.key("notes")
        json.integer(summary.notes)
        json.endObject()
        json.endObject()
        json.newline()
        json.flush(to: output)
    }
}
