/// The `--reporter` values of `layoutc lint`.
public enum ReporterKind: String, CaseIterable, Sendable {
    case text, json, sarif, github, junit, checkstyle, gitlab

    /// The reporter for this kind. `renderer` and `sourceBytes` (a file's
    /// bytes, for its source lines) are used by `text`, `tool` and
    /// `sourceRootURI` by `sarif`.
    public func makeReporter(
        renderer: TextDiagnosticRenderer, tool: ToolInfo, sourceRootURI: String? = nil,
        sourceBytes: ((String) -> [UInt8]?)? = nil
    ) -> any DiagnosticReporter {
        switch self {
        case .text: TextReporter(renderer: renderer, sourceBytes: sourceBytes)
        case .json: JSONLintReporter()
        case .sarif: SARIFReporter(tool: tool, sourceRootURI: sourceRootURI)
        case .github: GitHubActionsReporter()
        case .junit: JUnitReporter()
        case .checkstyle: CheckstyleReporter()
        case .gitlab: GitLabCodeQualityReporter()
        }
    }
}
