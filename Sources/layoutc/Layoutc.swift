import ArgumentParser
import Foundation

/// The `layoutc` command: flags in, exit code out. All work is in the Driver library.
@main
struct Layoutc: ParsableCommand {
    /// Runs the command; usage errors get the tool's one prefix and exit code 2
    /// (ArgumentParser's own is 64), a mistyped subcommand a "did you mean".
    static func main() {
        UsageErrors.run(self)
    }

    static let configuration = CommandConfiguration(
        commandName: "layoutc",
        abstract: "Compile declarative layout specs for iOS screens into the frames UIKit would give them.",
        version: LayoutcVersion.current,
        subcommands: [CompileCommand.self, GenerateCommand.self, LintCommand.self, RenderCommand.self, ReportCommand.self, ImportCommand.self, PreviewCommand.self, DevicesCommand.self, SchemaCommand.self,
                      LSPCommand.self, RulesCommand.self, ExplainCommand.self, InitCommand.self, AgreementCommand.self])
}

enum LayoutcVersion {
    static let current = "0.1.0"
}
