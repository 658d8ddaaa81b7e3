import Diagnostics

/// The lists a SARIF run refers to by index: rules and artifacts.
struct SARIFIndex {
    private(set) var rules: [RuleDescriptor]
    /// Each artifact's URI (``uri(for:)``), in index order, made once: every
    /// result names one.
    private(set) var artifactURIs: [(uri: String, isAbsolute: Bool)] = []
    private var ruleIndices: [RuleID: Int] = [:]
    /// By path, told apart byte for byte (``PathKey``).
    private var artifactIndices: [PathKey: Int] = [:]

    init(report: LintReport) {
        rules = []
        for rule in report.rules where ruleIndices[rule.id] == nil {
            ruleIndices[rule.id] = rules.count
            rules.append(rule)
        }
        for file in report.files { addArtifact(file.path) }
        for file in report.files {
            for diagnostic in file.diagnostics {
                addArtifact(diagnostic.file(in: file))
                if ruleIndices[diagnostic.rule] == nil {
                    ruleIndices[diagnostic.rule] = rules.count
                    rules.append(RuleDescriptor(
                        id: diagnostic.rule, defaultSeverity: diagnostic.severity,
                        summary: diagnostic.rule.rawValue, rationale: ""))
                }
            }
        }
    }

    private mutating func addArtifact(_ path: String) {
        guard artifactIndices[PathKey(path)] == nil else { return }
        artifactIndices[PathKey(path)] = artifactURIs.count
        artifactURIs.append(Self.uri(for: path))
    }

    func ruleIndex(_ id: RuleID) -> Int {
        guard let index = ruleIndices[id] else { fatalError("SARIFIndex: rule \(id) was not indexed") }
        return index
    }

    func artifactIndex(_ path: String) -> Int {
        guard let index = artifactIndices[PathKey(path)] else { fatalError("SARIFIndex: file \(path) was not indexed") }
        return index
    }

    /// The artifact URI of a path: absolute paths as `file://` URIs, relative
    /// ones (a leading `./` dropped) as relative references; both percent-encoded
    /// outside RFC 3986's unreserved characters and `/`.
    static func uri(for path: String) -> (uri: String, isAbsolute: Bool) {
        var path = Substring(path)
        while path.hasPrefix("./") { path = path.dropFirst(2) }
        var encoded = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                encoded += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return path.hasPrefix("/") ? ("file://" + encoded, true) : (encoded, false)
    }
}

extension SARIFReporter {
    /// Every result, `json` drained into `output` as it fills.
    func writeResults(_ report: LintReport, index: SARIFIndex, to json: inout JSONWriter,
                      output: (ArraySlice<UInt8>) -> Void) {
        var fingerprints = FindingFingerprints(capacity: report.files.reduce(0) { $0 + $1.diagnostics.count })
        for file in report.files {
            for diagnostic in file.diagnostics {
                let path = diagnostic.file(in: file)
                let artifact = index.artifactIndex(path)
                // Formatted once, for the fingerprint and the result's text.
                let message = diagnostic.message
                let fingerprint = fingerprints.next(diagnostic, message: message, file: index.artifactURIs[artifact].uri)
                writeResult(diagnostic, message: message, path: path, artifact: artifact, index: index,
                            fingerprint: fingerprint, to: &json)
                json.flushIfFull(to: output)
            }
        }
    }

    /// One result; `message` is the diagnostic's (``Diagnostic/message``), `path`
    /// its file and `artifact` that file's index in `index`.
    private func writeResult(
        _ diagnostic: Diagnostic, message plain: String, path: String, artifact: Int, index: SARIFIndex,
        fingerprint: String,
        to json: inout JSONWriter
    ) {
        var message = diagnostic.displayMessage(message: plain)
        for note in diagnostic.notes { message += "\nnote: " + note }
        json.beginObject()
        json.key("ruleId")
        json.string(diagnostic.rule.rawValue)
        json.key("ruleIndex")
        json.integer(index.ruleIndex(diagnostic.rule))
        json.key("level")
        json.string(Self.level(diagnostic.severity))
        json.key("message")
        json.text(message)
        json.key("locations")
        json.beginArray()
        writeLocation(diagnostic, path: path, artifact: artifact, index: index, to: &json)
        json.endArray()
        let related = SARIFRelatedLocations(message: plain, notes: diagnostic.notes)
        if !related.isEmpty {
            json.key("relatedLocations")
            related.write(artifact: index.artifactURIs[artifact], index: artifact, fallback: diagnostic.range, to: &json)
        }
        json.key("partialFingerprints")
        json.beginObject(compact: true)
        json.key(Self.fingerprintKey)
        json.string(fingerprint)
        json.endObject()
        if !diagnostic.foldedPaths.isEmpty || diagnostic.object != nil {
            // One result for the copies of one spec node: the count in its property
            // bag; a finding in an IB file: its object id, which outlives its line.
            json.key("properties")
            json.beginObject(compact: true)
            if !diagnostic.foldedPaths.isEmpty {
                json.key("copies")
                json.integer(diagnostic.foldedPaths.count)
            }
            if let object = diagnostic.object {
                json.key("object")
                json.string(object)
            }
            json.endObject()
        }
        json.endObject()
    }

    /// The fully qualified name of IB object `object` of the file at `path`:
    /// `HomeRow.storyboard/202-p3-edP` (the file's name, then the id).
    static func objectName(_ object: String, in path: String) -> String {
        let name = path.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? path
        return name + "/" + object
    }

    /// `path` is the file the diagnostic is in (``Diagnostic/file(in:)``).
    private func writeLocation(_ diagnostic: Diagnostic, path: String, artifact: Int, index: SARIFIndex,
                               to json: inout JSONWriter) {
        json.beginObject(compact: true)
        json.key("physicalLocation")
        json.beginObject()
        json.key("artifactLocation")
        json.artifactLocation(uri: index.artifactURIs[artifact], index: artifact)
        if let range = diagnostic.range {
            json.key("region")
            json.beginObject()
            json.key("startLine")
            json.integer(max(range.start.line, 1))
            json.key("startColumn")
            json.integer(max(range.start.column, 1))
            json.key("endLine")
            json.integer(max(range.end.line, range.start.line, 1))
            json.key("endColumn")
            json.integer(max(range.end.column, 1))
            json.endObject()
        }
        json.endObject()
        if let object = diagnostic.object {
            // An Interface Builder object: the XML element whose `id` it is, named
            // by its file and id, which outlive the line Xcode moves it to (the
            // imported spec's view path means nothing to the file's author).
            json.key("logicalLocations")
            json.beginArray()
            json.beginObject()
            json.key("name")
            json.string(object)
            json.key("fullyQualifiedName")
            json.string(Self.objectName(object, in: path))
            json.key("kind")
            json.string("element")
            json.endObject()
            json.endArray()
        } else if let viewPath = diagnostic.viewPath {
            json.key("logicalLocations")
            json.beginArray()
            json.beginObject()
            if let id = diagnostic.viewID {
                json.key("name")
                json.string(id)
            }
            json.key("fullyQualifiedName")
            json.string(viewPath)
            json.key("kind")
            json.string("element")
            json.endObject()
            json.endArray()
        }
        json.endObject()
    }
}
