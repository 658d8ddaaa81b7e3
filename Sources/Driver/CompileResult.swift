import Diagnostics
import LayoutIR
import Solver
import SpecReader

/// Everything compiling one spec for one device gives.
public struct CompileResult: Sendable {
    /// The file as the user named it.
    public var file: String
    /// The file's text, for showing source lines under diagnostics.
    public var source: SourceText
    /// The screen, unless the file could not be parsed at all.
    public var screen: Screen?
    /// Where each view came from.
    public var sourceMap: SpecSourceMap
    /// The solved frames, when there was a screen.
    public var layout: ResolvedLayout?
    /// Every diagnostic, with file positions, suppressions applied, sorted.
    public var diagnostics: [Diagnostic]

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.hasErrors }
}
