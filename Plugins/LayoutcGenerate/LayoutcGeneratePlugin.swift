import Foundation
import PackagePlugin

/// The `LayoutcGenerate` build-tool plugin: every `*.layout.yaml` in a target
/// becomes a Swift file at build time, through `layoutc generate`.
///
/// One build command per spec with its inputs (the spec and the `.layoutc.yml`
/// it is compiled under) and its output declared, so an unchanged spec is not
/// generated again, and an edited config (a rule made an error, a custom
/// device) generates again the specs it governs. `layoutc` prints diagnostics as
/// `file:line:col: error|warning: message [rule-id]` (the spec's absolute path,
/// which Xcode and the build log link), and exits 1 on an error, which fails
/// the build. What is compiled into the app names the spec by its path in the
/// package (`--display-path`): no absolute path of one machine, so the
/// generated code is the same on every machine and build caches can share it.
/// `layoutc` is the CLI built from source, or with `LAYOUTC_PREBUILT=1` the
/// prebuilt artifact bundle (Package.swift, Docs/Generate.md): the same tool name.
@main
struct LayoutcGeneratePlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let layoutc = try context.tool(named: "layoutc")
        let outputDirectory = context.pluginWorkDirectoryURL.appending(path: "Generated")
        let specs = target.sourceFiles.filter { $0.url.lastPathComponent.hasSuffix(".layout.yaml") }
            .map(\.url).sorted { $0.path < $1.path }
        return specs.map { spec in
            let inTarget = GeneratedFileName.relativePath(of: spec, under: (target as? SwiftSourceModuleTarget)?.directoryURL ?? context.package.directoryURL)
            let output = outputDirectory.appending(path: GeneratedFileName.forSpec(atRelativePath: inTarget))
            let shown = GeneratedFileName.relativePath(of: spec, under: context.package.directoryURL)
            // The target's other specs, read for their screen names only: two giving one
            // type name are layoutc's error naming both, not Swift's duplicate type. They
            // are not inputs, so an edit re-runs only its own spec: the check is
            // symmetric, and the edited spec's run sees every other name.
            let siblings = specs.filter { $0 != spec }.flatMap { ["--sibling", $0.path] }
            return .buildCommand(
                displayName: "layoutc generate \(inTarget)",
                executable: layoutc.url,
                arguments: ["generate", spec.path, "--output-file", output.path, "--display-path", shown,
                            "--color", "never"] + siblings,
                inputFiles: [spec] + [ProjectConfig.nearest(to: spec)].compactMap { $0 },
                outputFiles: [output])
        }
    }
}

/// The `.layoutc.yml` a spec is compiled under, found as `layoutc` finds it:
/// the first in the spec's directory or an ancestor.
enum ProjectConfig {
    static func nearest(to spec: URL) -> URL? {
        var directory = spec.deletingLastPathComponent().standardizedFileURL
        while true {
            let candidate = directory.appending(path: ".layoutc.yml")
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
            let parent = directory.deletingLastPathComponent().standardizedFileURL
            if parent.path == directory.path { return nil }
            directory = parent
        }
    }
}

/// The generated file of each spec: its path in the target, folders joined by
/// `+`, with `.layout.swift` for `.layout.yaml` (`Home/Card.layout.yaml` →
/// `Home+Card.layout.swift`). Unique within the target, because swiftc takes
/// no two files of one name in a module (two `Card.layout.yaml` in different
/// folders), and unlike any hand-written `CardLayout.swift`.
enum GeneratedFileName {
    /// `Home+Card.layout.swift` for `Home/Card.layout.yaml`. A `+` or `%` in a
    /// folder or file name is written `%2B` or `%25`, so no two paths give one name.
    static func forSpec(atRelativePath path: String) -> String {
        let base = path.hasSuffix(".layout.yaml") ? String(path.dropLast(".layout.yaml".count)) : path
        let parts = base.split(separator: "/", omittingEmptySubsequences: true).map { part in
            part.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "+", with: "%2B")
        }
        return parts.joined(separator: "+") + ".layout.swift"
    }

    /// `file`'s path below `directory` (`Sources/App/Home/Card.layout.yaml`),
    /// or its file name when it is not below it.
    static func relativePath(of file: URL, under directory: URL) -> String {
        let root = directory.standardizedFileURL.path
        let path = file.standardizedFileURL.path
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : file.lastPathComponent
    }
}
