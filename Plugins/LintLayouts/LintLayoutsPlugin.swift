import Foundation
import PackagePlugin

/// The `lint-layouts` command plugin: `swift package lint-layouts` runs
/// `layoutc lint` over the package's `*.layout.yaml` files, each under its
/// nearest `.layoutc.yml` (found by `lint` next to the spec or above it, the
/// package's when there is none nearer, as `layoutc lint` run by hand and the
/// build plugin find it), and fails
/// when lint does (an error, or with `--strict` a warning). Extra arguments are
/// passed on to `layoutc lint` (`--reporter`, `--strict`, …).
///
/// The plugin declares no `writeToPackageDirectory` permission, on purpose: a
/// declared permission makes SwiftPM ask for it on every run, and refuse to
/// run at all without `--allow-writing-to-package-directory` when no one can
/// answer (CI), though plain linting writes nothing. A report file (`-o
/// lint.sarif`) is the one write; on macOS, whose sandbox blocks it, the user
/// grants it for that run with `swift package --allow-writing-to-package-directory
/// lint-layouts …` (or `--allow-writing-to-directory DIR`), as swift-docc-plugin
/// has its users do, and a failed write says so.
@main
struct LintLayoutsPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let layoutc = try context.tool(named: "layoutc")
        let root = context.package.directoryURL
        var lintArguments = ["lint"]
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
            // Exit 2 is a file not read or written: with a report asked for, most likely
            // the sandbox refusing it (the reason is in lint's own message above).
            if process.terminationStatus == 2, arguments.contains(where: Self.isOutputOption) {
                Diagnostics.remark("lint-layouts: to write a report file, allow it: "
                                   + "swift package --allow-writing-to-package-directory lint-layouts …")
            }
            Diagnostics.error("layoutc lint failed (exit \(process.terminationStatus))")
            throw LintFailed(status: process.terminationStatus)
        }
    }

    /// `-o`, `--output`, `-oFILE` or `--output=FILE`: lint's report file option.
    static func isOutputOption(_ argument: String) -> Bool {
        argument == "--output" || argument.hasPrefix("--output=") || argument.hasPrefix("-o")
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
