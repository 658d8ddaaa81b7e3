import ArgumentParser
import Driver
import Foundation

/// `layoutc init`: a starter `.layoutc.yml`. All work is in `Driver.StarterConfig`.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a starter .layoutc.yml: a device matrix, the rules to tune, every other key commented.",
        discussion: """
            Exit codes: 0 written, 2 a config already there (without --force) or a file that cannot be written.
            """)

    @Argument(help: "The directory to write .layoutc.yml into (created if missing).")
    var directory: String = "."

    @Flag(name: .long, help: "Replace an existing .layoutc.yml.")
    var force = false

    func validate() throws {
        try EmptyPath.reject([directory], "the directory names where .layoutc.yml goes")
    }

    func run() throws {
        do {
            let path = try StarterConfig.write(into: directory, force: force)
            StandardOutput.write("wrote \(path): lint checks each spec on iphone-se-3, iphone-16-pro (portrait and landscape) "
                  + "and iphone-16-pro-max; edit 'devices:' and 'rules:' to suit\n")
        } catch {
            throw Terminal.fail(error)
        }
    }
}
