import Diagnostics
import Driver
import Foundation

/// A document the client has open: its text (as the position converter holds
/// it), its latest compile, and what is worked out from one version on demand
/// and kept until the next (the indentation index, the view outline).
final class OpenDocument {
    let uri: String
    private(set) var version: Int?
    /// The text, and the conversions between LSP and compiler positions.
    private(set) var converter: PositionConverter
    /// The compile of the current text; `nil` while a newer text waits for one.
    private(set) var compiled: DocumentCompile?
    private var cachedIndex: DocumentIndex?
    private var cachedOutline: ViewOutline?
    /// The last compile whose text parsed (the current one, when it does), its
    /// outline, and the edits made since: the outline features answer from it
    /// while a keystroke leaves the YAML broken, instead of from nothing.
    private(set) var parsed: DocumentCompile?
    private var parsedOutline: ViewOutline?
    private(set) var editsSinceParsed = SourceEdits()
    /// The `documentSymbol` answer of this version, encoded: editors ask for
    /// it after every keystroke and on every focus, and a 20k-view spec took
    /// 275–515 ms to build it each time (a hover queued behind it waited).
    var cachedSymbols: JSONValue? {
        didSet { if cachedSymbols == nil { symbolsGeneration += 1 } }
    }
    /// Counts the times ``cachedSymbols`` was dropped: an outline worked out in
    /// the background is kept only if the generation it started in is current.
    private(set) var symbolsGeneration = 0
    /// Counts the times ``compiled`` was dropped (a change, new settings): a
    /// compile made in the background is kept only if it started in this one.
    private(set) var compileGeneration = 0
    /// The ``compileGeneration`` a background compile is running for, if any:
    /// the document is not compiled again on the answering thread meanwhile.
    var compileInFlight: Int?

    init(uri: String, version: Int?, text: String, encoding: PositionEncoding) {
        self.uri = uri
        self.version = version
        converter = PositionConverter(text: text, encoding: encoding)
    }

    var lines: DocumentLines { DocumentLines(converter: converter) }

    /// The indentation index of this version.
    var index: DocumentIndex {
        if let cachedIndex { return cachedIndex }
        let index = DocumentIndex(converter)
        cachedIndex = index
        return index
    }

    /// The views of this version's compile, by position.
    var outline: ViewOutline? {
        guard let compiled else { return nil }
        if let cachedOutline { return cachedOutline }
        // Built once when this compile is also the parsed one.
        let outline = compiled.parses ? lastParsedOutline ?? ViewOutline(compiled.result) : ViewOutline(compiled.result)
        cachedOutline = outline
        return outline
    }

    /// The outline of ``parsed``.
    var lastParsedOutline: ViewOutline? {
        guard let parsed else { return nil }
        if let parsedOutline { return parsedOutline }
        let outline = ViewOutline(parsed.result)
        parsedOutline = outline
        return outline
    }

    /// The file name diagnostics and rendering use.
    var fileName: String { Self.fileName(for: uri) }

    /// The text as UTF-8, for the compiler.
    var bytes: [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(converter.scalars.count)
        for scalar in converter.scalars { UTF8.encode(scalar) { bytes.append($0) } }
        return bytes
    }

    var text: String { String(String.UnicodeScalarView(converter.scalars)) }

    /// Applies one `didChange`'s `contentChanges` in order (each the whole text,
    /// or a range edit); the compile is dropped until ``setCompiled(_:)``.
    func apply(_ changes: [JSONValue], version: Int?) {
        let encoding = converter.encoding
        var current = converter
        // Held only by `current` from here, so each edit is made in place.
        converter = PositionConverter(scalars: [], encoding: encoding)
        for change in changes {
            guard let newText = change["text"]?.stringValue else { continue }
            guard let range = change["range"], let start = LSPPosition(range["start"]),
                  let end = LSPPosition(range["end"])
            else {
                let scalars = Array(newText.unicodeScalars)
                if parsed != nil { recordReplacement(of: current, by: scalars) }
                current = PositionConverter(scalars: scalars, encoding: encoding)
                continue
            }
            let lower = current.offset(of: start), upper = max(lower, current.offset(of: end))
            let inserted = Array(newText.unicodeScalars)
            if parsed != nil { recordRangeEdit(in: current, lower..<upper, by: inserted) }
            var scalars = current.scalars
            current = PositionConverter(scalars: [], encoding: encoding)
            scalars.replaceSubrange(lower..<upper, with: inserted)
            current = PositionConverter(scalars: scalars, encoding: encoding)
        }
        converter = current
        self.version = version ?? self.version
        compiled = nil
        compileGeneration += 1
        cachedIndex = nil
        cachedOutline = nil
        cachedSymbols = nil
        if editsSinceParsed.isFull { forgetParsed() }
    }

    /// Records replacing `range` of `old` by `inserted` as the part that really
    /// changed: a select-all and paste, or a reload from disk, replaces the
    /// whole text with one nearly like it, and every position would otherwise
    /// move to the end of the paste.
    private func recordRangeEdit(in old: PositionConverter, _ range: Range<Int>, by inserted: [Unicode.Scalar]) {
        let replaced = old.scalars[range]
        var prefix = 0
        let shorter = min(replaced.count, inserted.count)
        while prefix < shorter, replaced[range.lowerBound + prefix] == inserted[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < shorter - prefix, replaced[range.upperBound - 1 - suffix] == inserted[inserted.count - 1 - suffix] {
            suffix += 1
        }
        editsSinceParsed.append(from: old.sourceLocation(offset: range.lowerBound + prefix),
                                to: old.sourceLocation(offset: range.upperBound - suffix),
                                text: inserted[prefix..<(inserted.count - suffix)])
    }

    /// Records a whole-text change as one edit: the part between the common
    /// start and the common end of the two texts.
    private func recordReplacement(of old: PositionConverter, by new: [Unicode.Scalar]) {
        recordRangeEdit(in: old, 0..<old.scalars.count, by: new)
    }

    private func forgetParsed() {
        parsed = nil
        parsedOutline = nil
        editsSinceParsed = SourceEdits()
    }

    /// Drops the compile (the settings changed): the next use compiles again.
    func invalidate() {
        compiled = nil
        compileGeneration += 1
        cachedOutline = nil
        cachedSymbols = nil
    }

    func setCompiled(_ compile: DocumentCompile) {
        compiled = compile
        cachedOutline = nil
        cachedSymbols = nil
        if compile.parses {
            forgetParsed()
            parsed = compile
        }
    }

    /// The path in a `file:` URI (percent-decoded), else the URI as given.
    static func fileName(for uri: String) -> String {
        if uri.hasPrefix("file:"), let url = URL(string: uri), !url.path.isEmpty { return url.path }
        return uri
    }
}

/// One compile of a document: the first target's result (frames for hover,
/// outline, hints, rendering) and the findings of every target, merged.
struct DocumentCompile {
    var result: CompileResult
    var diagnostics: [Diagnostic]
    /// `id/orientation` of each target compiled.
    var targets: [String]

    /// Whether the text was read into views (it parsed as YAML and as a spec).
    var parses: Bool { !(result.screen?.views.isEmpty ?? true) }
}
