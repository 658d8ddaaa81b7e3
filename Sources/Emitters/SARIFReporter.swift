import Diagnostics

/// `--reporter sarif`: a SARIF 2.1.0 log with one run, for GitHub code
/// scanning and other SARIF viewers. Validates against the OASIS schema.
///
/// - `tool.driver`: name, `informationUri`, `semanticVersion`, and `rules`: the
///   report's catalogue in its order, then any rule a result names that the
///   catalogue lacks (in order of first use, described by its id only).
/// - `originalUriBaseIds["%SRCROOT%"]`: the source root, when given as an absolute
///   `file:` URI (else a description only, and the consumer supplies the root).
/// - `artifacts`: every file checked, in report order (then any other file a
///   diagnostic names). Relative paths are percent-encoded relative URIs
///   against `%SRCROOT%`; absolute paths become `file://` URIs.
/// - `columnKind` is `unicodeCodePoints` (layoutc's columns count scalars).
/// - A result per diagnostic, in report order: `ruleId`, `ruleIndex`, `level`
///   (`error`/`warning`/`note`), `message.text` (device list appended, notes on
///   their own lines), one location (artifact + region when there is a range;
///   `endColumn` is exclusive, as in SARIF) with a logical location naming the
///   view path (`kind: element`, `name`: the view's id), and
///   `partialFingerprints["layoutcFingerprint/v1"]`.
/// - The fingerprint is FNV-1a 64 of rule id, file, view path and message (no
///   line numbers, no device list), in hex, then `:n` for the n-th identical
///   finding in the run, so it survives edits that move lines. A folded finding
///   (the copies of one `repeat`) hashes its first copy's path instead of view
///   path and message, so changing the `repeat` count keeps its fingerprint.
public struct SARIFReporter: DiagnosticReporter {
    public static let identifier = "sarif"
    public static let schemaURI =
        "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    public static let fingerprintKey = "layoutcFingerprint/v1"
    static let sourceRootID = "%SRCROOT%"

    public var tool: ToolInfo
    /// Absolute `file:` URI of the directory relative paths are relative to.
    public var sourceRootURI: String?

    public init(tool: ToolInfo, sourceRootURI: String? = nil) {
        self.tool = tool
        self.sourceRootURI = sourceRootURI
    }

    public func render(_ report: LintReport) -> [UInt8] {
        gathered(report)
    }

    /// The log in chunks of about ``JSONWriter/chunkSize`` bytes as it is written
    /// (a result each 600 bytes or so: 100,000 findings never whole in memory).
    public func write(_ report: LintReport, to output: (ArraySlice<UInt8>) -> Void) {
        let index = SARIFIndex(report: report)
        var json = JSONWriter()
        json.beginObject()
        json.key("$schema")
        json.string(Self.schemaURI)
        json.key("version")
        json.string("2.1.0")
        json.key("runs")
        json.beginArray()
        json.beginObject()
        writeTool(rules: index.rules, to: &json)
        writeBaseIDs(to: &json)
        writeArtifacts(index, to: &json)
        json.key("columnKind")
        json.string("unicodeCodePoints")
        json.key("results")
        json.beginArray()
        writeResults(report, index: index, to: &json, output: output)
        json.endArray()
        json.endObject()
        json.endArray()
        json.endObject()
        json.newline()
        json.flush(to: output)
    }

    private func writeTool(rules: [RuleDescriptor], to json: inout JSONWriter) {
        json.key("tool")
        json.beginObject()
        json.key("driver")
        json.beginObject()
        json.key("name")
        json.string(tool.name)
        json.key("informationUri")
        json.string(tool.informationURI)
        json.key("semanticVersion")
        json.string(tool.semanticVersion)
        json.key("rules")
        json.beginArray()
        for rule in rules { writeRule(rule, to: &json) }
        json.endArray()
        json.endObject()
        json.endObject()
    }

    private func writeRule(_ rule: RuleDescriptor, to json: inout JSONWriter) {
        let rationale = rule.rationale.isEmpty ? rule.summary : rule.rationale
        var helpText = rule.rationale.isEmpty ? rule.summary : rule.summary + "\n\n" + rule.rationale
        var helpMarkdown = rule.rationale.isEmpty ? rule.summary : "**" + rule.summary + "**\n\n" + rule.rationale
        if let uri = rule.helpURI {
            helpText += "\n\nSee " + uri
            helpMarkdown += "\n\n[Documentation](" + uri + ")"
        }
        json.beginObject()
        json.key("id")
        json.string(rule.id.rawValue)
        json.key("shortDescription")
        json.text(rule.summary)
        json.key("fullDescription")
        json.text(rationale)
        json.key("help")
        json.beginObject(compact: true)
        json.key("text")
        json.string(helpText)
        json.key("markdown")
        json.string(helpMarkdown)
        json.endObject()
        if let uri = rule.helpURI {
            json.key("helpUri")
            json.string(uri)
        }
        json.key("defaultConfiguration")
        json.beginObject(compact: true)
        json.key("level")
        json.string(Self.level(rule.defaultSeverity))
        json.endObject()
        json.endObject()
    }

    private func writeBaseIDs(to json: inout JSONWriter) {
        json.key("originalUriBaseIds")
        json.beginObject()
        json.key(Self.sourceRootID)
        json.beginObject(compact: true)
        if var root = sourceRootURI {
            if !root.hasSuffix("/") { root += "/" }
            json.key("uri")
            json.string(root)
        } else {
            json.key("description")
            json.text("the directory layoutc was run in")
        }
        json.endObject()
        json.endObject()
    }

    private func writeArtifacts(_ index: SARIFIndex, to json: inout JSONWriter) {
        json.key("artifacts")
        json.beginArray()
        for uri in index.artifactURIs {
            json.beginObject(compact: true)
            json.key("location")
            json.artifactLocation(uri: uri, index: nil)
            json.endObject()
        }
        json.endArray()
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }
}

extension JSONWriter {
    /// `{"text": …}`, SARIF's message object.
    mutating func text(_ text: String) {
        beginObject(compact: true)
        key("text")
        string(text)
        endObject()
    }

    /// A SARIF artifactLocation of a URI made by ``SARIFIndex/uri(for:)``:
    /// relative paths against `%SRCROOT%`.
    mutating func artifactLocation(uri location: (uri: String, isAbsolute: Bool), index: Int?) {
        let (uri, isAbsolute) = location
        beginObject(compact: true)
        key("uri")
        string(uri)
        if !isAbsolute {
            key("uriBaseId")
            string(SARIFReporter.sourceRootID)
        }
        if let index {
            key("index")
            integer(index)
        }
        endObject()
    }
}
