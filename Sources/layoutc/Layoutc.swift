import ArgumentParser

/// The `layoutc` command: flags in, exit code out. All work is in the Driver library.
@main
struct Layoutc: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layoutc",
        abstract: "Compile declarative layout specs for iOS screens into the frames UIKit would give them.",
        version: LayoutcVersion.current,
        subcommands: [CompileCommand.self, DevicesCommand.self])
}

enum LayoutcVersion {
    static let current = "0.1.0"
}
