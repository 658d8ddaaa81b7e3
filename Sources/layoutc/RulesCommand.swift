import ArgumentParser
import Foundation
import Validation

/// `layoutc rules`: every rule id with its severity, origin and summary.
struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules", abstract: "List every rule: id, default severity, origin and summary.")

    enum Format: String, ExpressibleByArgument { case text, json }

    @Option(name: .long, help: "text or json.")
    var format: Format = .text

    func run() throws {
        switch format {
        case .text: StandardOutput.write(RuleDocumentation.table())
        case .json: StandardOutput.write(RuleDocumentation.json())
        }
    }
}
