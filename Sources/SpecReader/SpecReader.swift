import Diagnostics
import LayoutIR
import YAMLSyntax

/// Reads a spec file's bytes into the IR, reporting every problem in one pass.
public enum SpecReader {
    /// Parses `bytes` (the content of `file`) and reads the screen.
    ///
    /// The tree is parsed without positions (a file that reads cleanly needs
    /// none) and kept in the source map, which finds a one-line scalar's position
    /// from where it sits in `bytes` and parses the file again only for any other
    /// node. Once the diagnostics are placed, `sourceMap.reparsing(bytes)` lets
    /// the tree go (see ``SpecSourceMap/reparsing(_:limits:)``).
    public static func read(_ bytes: [UInt8], file: String, options: ReaderOptions = ReaderOptions()) -> SpecReadResult {
        let parsed = YAMLParser.parse(bytes, limits: options.yamlLimits, positions: .onDemand)
        return read(parsed: parsed, file: file, options: options)
    }

    /// Reads the screen from an already parsed file (`YAMLParser.parse` with
    /// `options.yamlLimits`): the second half of ``read(_:file:options:)``.
    public static func read(parsed: YAMLParseResult, file: String, options: ReaderOptions = ReaderOptions())
        -> SpecReadResult {
        var diagnostics = parsed.diagnostics.map { diagnostic -> Diagnostic in
            var diagnostic = diagnostic
            diagnostic.file = file
            return diagnostic
        }
        guard let document = parsed.document else {
            if diagnostics.isEmpty {
                diagnostics.append(Diagnostic(
                    rule: .missingKey, severity: .error,
                    message: "the file is empty; a spec is a mapping with 'layout: 1', 'screen' and 'root'",
                    file: file, range: SourceRange(start: SourceLocation(line: 1, column: 1))))
            }
            return SpecReadResult(screen: nil, sourceMap: SpecSourceMap(document: nil), diagnostics: diagnostics)
        }
        let context = ReaderContext(document: document, file: file)
        var reader = ScreenReader(context: context, options: options)
        let screen = reader.readScreen(document.root)
        return SpecReadResult(screen: screen, sourceMap: reader.sourceMap,
                              diagnostics: (diagnostics + context.diagnostics).sortedAndUnique())
    }
}
