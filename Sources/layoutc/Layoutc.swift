import ArgumentParser
import Foundation

/// The `layoutc` command: flags in, exit code out. All work is in the Driver library.
@main
struct Layoutc: ParsableCommand {
    /// Runs the command, mapping ArgumentParser's usage failures (exit 64) to the
    /// documented exit code 2.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let code = exitCode(for: error)
            if code == .validationFailure {
                FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
                FileHandle.standardError.write(Data("Run 'layoutc --help' for usage.\n".utf8))
                Foundation.exit(2)
            }
            exit(withError: error)
        }
    }

    static let configuration = CommandConfiguration(
        commandName: "layoutc",
        abstract: "Compile declarative layout specs for iOS screens into the frames UIKit would give them.",
        version: LayoutcVersion.current,
        subcommands: [CompileCommand.self, LintCommand.self, RenderCommand.self, ReportCommand.self, PreviewCommand.self, DevicesCommand.self, SchemaCommand.self,
                      LSPCommand.self, RulesCommand.self, ExplainCommand.self])
}

enum LayoutcVersion {
    static let current = "0.1.0"
}
