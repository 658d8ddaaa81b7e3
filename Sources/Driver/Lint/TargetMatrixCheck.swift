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
    /// when `targets` is empty) with `config`'s devices and rule settings.
    public static func run(_ bytes: [UInt8], file: String, targets: [CompileTarget], config: ProjectConfig) -> Outcome {
        // The config's `limits:` apply here too (an editor has no command line to override them).
        let settings = SpecSettings(config: config, limits: ReadLimits.defaults.overridden(by: config.limits))
        let checks = (targets.isEmpty ? [CompileTarget()] : targets).map {
            LintTargetCheck.run(bytes: bytes, file: file, target: $0, settings: settings)
        }
        // `LayoutCompiler` already reports suppressions naming no rule (`unknown-rule`).
        let diagnostics = checks.count == 1 ? checks[0].diagnostics
            : LintMerger.merge(checks.map { LintMerger.Run(label: $0.label, diagnostics: $0.diagnostics) })
        return Outcome(results: checks.map(\.result), diagnostics: diagnostics.sortedAndUnique())
    }
}
