import Diagnostics
import LayoutIR
import YAMLSyntax

/// Reads a spec file's bytes into the IR, reporting every problem in one pass.
public enum SpecReader {
    /// Parses `bytes` (the content of `file`) and reads the screen.
    /// The tree is parsed without positions (a file that reads cleanly needs none)
    /// and dropped once the screen is read, so the solver and the rules run
    /// without it in memory. The source map keeps where each view's first key is
    /// written, which places a finding about a view; any other position parses
    /// the bytes again (see ``SpecSourceMap/reparsing(_:limits:)``).
    public static func read(_ bytes: [UInt8], file: String, options: ReaderOptions = ReaderOptions()) -> SpecReadResult {
        let parsed = YAMLParser.parse(bytes, limits: options.parseLimits, positions: .onDemand)
        var result = read(parsed: parsed, file: file, options: options)
        result.sourceMap = result.sourceMap.reparsing(bytes, limits: options.parseLimits)
        return result
    }

    /// Reads the screen from an already parsed file (`YAMLParser.parse` with
    /// `options.parseLimits`): the second half of ``read(_:file:options:)``.
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
