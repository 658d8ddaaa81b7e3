import ArgumentParser
import Diagnostics
import Driver
import Foundation
import Validation

/// `layoutc explain RULE`: a rule's summary, rationale and examples.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain", abstract: "Explain a rule: what it finds, why it matters, how to mend it, examples.")

    @Argument(help: "A rule id (see `layoutc rules`), or an object or key of the format (`stack`, `stack.distribution`).")
    var rule: String

    func run() throws {
        guard let info = RuleCatalog.info(for: RuleID(rule)) else {
            // Not a rule: an object or key of the format (`stack`, `stack.distribution`).
            if let text = SchemaExplanation.explanation(of: rule) { return StandardOutput.write(text) }
            Terminal.error(RuleDocumentation.unknownRuleMessage(rule))
            throw ExitCode(2)
        }
        StandardOutput.write(RuleDocumentation.explanation(info))
    }
}
