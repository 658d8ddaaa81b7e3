import Driver
import Foundation

/// A document the client has open: its text, its compile result, and the
/// position converter for both.
struct OpenDocument {
    let uri: String
    var version: Int?
    var text: String
    /// The text's LSP lines as Unicode scalars, for the context heuristics.
    private(set) var lines: [[Unicode.Scalar]] = []
    private(set) var converter: PositionConverter
    private(set) var result: CompileResult

    init(uri: String, version: Int?, text: String, compiler: LayoutCompiler, encoding: PositionEncoding) {
        self.uri = uri
        self.version = version
        self.text = text
        converter = PositionConverter(text: text, encoding: encoding)
        result = compiler.compile(Array(text.utf8), file: Self.fileName(for: uri))
        lines = (0..<converter.lineCount).map { Array(converter.lineScalars($0)) }
    }

    /// Replaces the text and compiles again.
    mutating func update(text: String, version: Int?, compiler: LayoutCompiler) {
        self = OpenDocument(uri: uri, version: version, text: text, compiler: compiler, encoding: converter.encoding)
    }

    /// Applies one `contentChanges` entry to `text`: the whole new text, or
    /// (from clients that send them despite full sync) a range edit.
    static func apply(_ change: JSONValue, to text: String, encoding: PositionEncoding) -> String? {
        guard let newText = change["text"]?.stringValue else { return nil }
        guard let range = change["range"], let start = LSPPosition(range["start"]), let end = LSPPosition(range["end"])
        else { return newText }
        let converter = PositionConverter(text: text, encoding: encoding)
        let lower = converter.offset(of: start), upper = max(lower, converter.offset(of: end))
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: converter.scalars[..<lower])
        scalars.append(contentsOf: newText.unicodeScalars)
        scalars.append(contentsOf: converter.scalars[upper...])
        return String(scalars)
    }

    /// The path in a `file:` URI (percent-decoded), else the URI as given.
    static func fileName(for uri: String) -> String {
        if uri.hasPrefix("file:"), let url = URL(string: uri), !url.path.isEmpty { return url.path }
        return uri
    }
}
