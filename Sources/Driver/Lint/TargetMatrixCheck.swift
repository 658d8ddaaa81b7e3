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
        let results = (targets.isEmpty ? [CompileTarget()] : targets).map { target in
            let options = settings.compileOptions(deviceID: target.deviceID, orientation: target.orientation)
            let result = LayoutCompiler(options: options).compile(bytes, file: file)
            return (result: result, run: LintMerger.Run(label: LintTargetCheck.label(of: result, target: target),
                                                        diagnostics: result.diagnostics))
        }
        // `LayoutCompiler` already reports suppressions naming no rule (`unknown-rule`).
        let diagnostics = results.count == 1 ? results[0].run.diagnostics : LintMerger.merge(results.map(\.run))
        return Outcome(results: results.map(\.result), diagnostics: diagnostics.sortedAndUnique())
    }
}
