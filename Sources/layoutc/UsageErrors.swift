import ArgumentParser
import Diagnostics
import Foundation

/// Every failure `layoutc` reports before a command runs, in the one voice of
/// the tool: `layoutc: error: …` on standard error, exit code 2.
enum UsageErrors {
    /// Parses and runs the command line, printing ArgumentParser's usage errors
    /// with the tool's prefix (instead of its `Error:`) and mapping them to exit 2.
    static func run(_ root: Layoutc.Type) -> Never {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if let message = unknownSubcommand(arguments, of: root) {
            Terminal.error(message)
            FileHandle.standardError.write(Data("Run 'layoutc --help' for the commands.\n".utf8))
            exit(2)
        }
        do {
            var command = try root.parseAsRoot(arguments)
            try command.run()
            exit(StandardOutput.exitCode(after: 0))
        } catch let code as ExitCode {
            exit(StandardOutput.exitCode(after: code.rawValue))
        } catch {
            let code = root.exitCode(for: error)
            if code == .success { root.exit(withError: error) }  // --help, --version
            var text = root.fullMessage(for: error)
            if text.hasPrefix("Error: ") { text.removeFirst("Error: ".count) }
            // ArgumentParser's own messages start with a capital ("Missing value…"); ours never do.
            if let first = text.first, first.isUppercase, text.dropFirst().first?.isLowercase == true {
                text = first.lowercased() + text.dropFirst()
            }
            if !text.isEmpty { Terminal.error(text.trimmingCharacters(in: .newlines)) }
            exit(code == .validationFailure ? 2 : code.rawValue)
        }
    }

    /// "unknown command 'compil'; did you mean 'compile'?" when the first argument
    /// is a word that names no subcommand.
    static func unknownSubcommand(_ arguments: [String], of root: Layoutc.Type) -> String? {
        guard let first = arguments.first, !first.hasPrefix("-") else { return nil }
        let names = root.configuration.subcommands.map { $0._commandName } + ["help"]
        guard !names.contains(first) else { return nil }
        if let close = DidYouMean.closest(to: first, among: names) {
            return "unknown command '\(first)'; did you mean '\(close)'?"
        }
        return "unknown command '\(first)'; expected one of " + names.joined(separator: ", ")
    }
}
