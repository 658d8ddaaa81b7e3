import Foundation
import PackagePlugin

/// The `LayoutcGenerate` build-tool plugin: every `*.layout.yaml` in a target
/// becomes `<Spec>Layout.swift` at build time, through `layoutc generate`.
///
/// One build command per spec with its input and output declared, so an
/// unchanged spec is not generated again. `layoutc` prints diagnostics as
/// `file:line:col: error|warning: message [rule-id]` (the spec's absolute path,
/// which Xcode and the build log link), and exits 1 on an error, which fails
/// the build.
@main
struct LayoutcGeneratePlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let layoutc = try context.tool(named: "layoutc")
        let outputDirectory = context.pluginWorkDirectoryURL.appending(path: "Generated")
        let specs = target.sourceFiles.filter { $0.url.lastPathComponent.hasSuffix(".layout.yaml") }
            .map(\.url).sorted { $0.path < $1.path }
        return specs.map { spec in
            let name = String(spec.lastPathComponent.dropLast(".layout.yaml".count))
            let output = outputDirectory.appending(path: "\(name)Layout.swift")
            // The target's other specs, read for their screen names only: two giving one
            // type name are layoutc's error naming both, not Swift's duplicate type. They
            // are not inputs, so an edit re-runs only its own spec: the check is
            // symmetric, and the edited spec's run sees every other name.
            let siblings = specs.filter { $0 != spec }.flatMap { ["--sibling", $0.path] }
            return .buildCommand(
                displayName: "layoutc generate \(spec.lastPathComponent)",
                executable: layoutc.url,
                arguments: ["generate", spec.path, "--output-file", output.path, "--color", "never"] + siblings,
                inputFiles: [spec],
                outputFiles: [output])
        }
    }
}
