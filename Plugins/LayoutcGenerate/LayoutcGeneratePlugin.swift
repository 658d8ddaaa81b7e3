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
        return target.sourceFiles.filter { $0.url.lastPathComponent.hasSuffix(".layout.yaml") }
            .sorted { $0.url.path < $1.url.path }
            .map { spec in
                let name = String(spec.url.lastPathComponent.dropLast(".layout.yaml".count))
                let output = outputDirectory.appending(path: "\(name)Layout.swift")
                return .buildCommand(
                    displayName: "layoutc generate \(spec.url.lastPathComponent)",
                    executable: layoutc.url,
                    arguments: ["generate", spec.url.path, "--output-file", output.path, "--color", "never"],
                    inputFiles: [spec.url],
                    outputFiles: [output])
            }
    }
}
