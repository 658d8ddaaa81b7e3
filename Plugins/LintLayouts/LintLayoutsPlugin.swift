import Foundation
import PackagePlugin

/// The `lint-layouts` command plugin: `swift package lint-layouts` runs
/// `layoutc lint` over the package's `*.layout.yaml` files with the package's
/// `.layoutc.yml` (found by `lint` next to the specs or above them), and fails
/// when lint does (an error, or with `--strict` a warning). Extra arguments are
/// passed on to `layoutc lint` (`--reporter`, `--strict`, …).
@main
struct LintLayoutsPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let layoutc = try context.tool(named: "layoutc")
        let root = context.package.directoryURL
        var lintArguments = ["lint"]
        let config = root.appending(path: ".layoutc.yml")
        if FileManager.default.fileExists(atPath: config.path), !arguments.contains("--config") {
            lintArguments += ["--config", config.path]
        }
        let specs = specFiles(in: context.package)
        guard !specs.isEmpty else {
            Diagnostics.remark("lint-layouts: no *.layout.yaml files in the package's targets")
            return
        }
        lintArguments += arguments + specs
        let process = Process()
        process.executableURL = layoutc.url
        process.arguments = lintArguments
        process.currentDirectoryURL = root
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            Diagnostics.error("layoutc lint failed (exit \(process.terminationStatus))")
            throw LintFailed(status: process.terminationStatus)
        }
    }

    /// Every spec in the package's source targets, sorted.
    private func specFiles(in package: Package) -> [String] {
        var files = Set<String>()
        for target in package.targets {
            guard let target = target as? SourceModuleTarget else { continue }
            for file in target.sourceFiles where file.url.lastPathComponent.hasSuffix(".layout.yaml") {
                files.insert(file.url.path)
            }
        }
        return files.sorted()
    }

    struct LintFailed: Error, CustomStringConvertible {
        var status: Int32
        var description: String { "layoutc lint exited with status \(status)" }
    }
}
