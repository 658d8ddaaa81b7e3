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
    /// The project's `suppress:` entries that name this file and an object it
    /// does not have (``ConfigSuppression``): `lint` warns about them.
    public var unmatchedSuppressions: [ConfigSuppression] = []

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.hasErrors }

    /// Drops what only the frames needed (the screen, the solved layout, the source
    /// map) and the source text when no diagnostic will show a line of it: a batch
    /// that writes each spec's frames to a file then holds, per spec, only what is
    /// still to be printed, not every screen of the run at once.
    public mutating func releaseFrames() {
        screen = nil
        layout = nil
        sourceMap = SpecSourceMap()
        if diagnostics.isEmpty { source = SourceText(bytes: []) }
    }
}
