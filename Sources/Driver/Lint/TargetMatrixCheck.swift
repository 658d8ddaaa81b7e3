import Diagnostics

/// One spec in memory checked on several targets with a project's
/// configuration applied, its findings merged across targets as `lint` merges
/// them (`Diagnostic.devices` names the targets a finding occurs on, empty when
/// it occurs on all): what an editor shows while the spec is typed.
public enum TargetMatrixCheck {
    /// What checking gives.
    public struct Outcome: Sendable {
        /// One compile per target, in target order (at least one).
        public var results: [CompileResult]
        /// The merged findings, sorted.
        public var diagnostics: [Diagnostic]
    }

    /// Compiles `bytes` (named `file`) on each target (the spec's own device
    /// when `targets` is empty) with the settings' devices, rule severities and limits.
    public static func run(_ bytes: [UInt8], file: String, targets: [CompileTarget], settings: SpecSettings) -> Outcome {
        let read = SharedSpecRead()
        let checks = (targets.isEmpty ? [CompileTarget()] : targets).map {
            LintTargetCheck.run(bytes: bytes, file: file, target: $0, settings: settings, sharing: read)
        }
        let diagnostics = checks.count == 1 ? checks[0].diagnostics
            : LintMerger.merge(checks.map { LintMerger.Run(label: $0.label, diagnostics: $0.diagnostics) })
        // `LayoutCompiler` already reports suppressions naming no rule (`unknown-rule`).
        return Outcome(results: checks.map(\.result), diagnostics: diagnostics.sortedAndUnique())
    }
}
