import Diagnostics
import Emitters

extension ReportBuilder.Outcome {
    /// What `layoutc report` says on standard error once the page is written to
    /// `destination`: how many specs and targets it shows and how many errors
    /// and warnings, or that it is empty because `searched` held no spec.
    public func summary(writtenTo destination: String, searched: [String]) -> String {
        guard let report, !report.specs.isEmpty else {
            let places = searched.isEmpty ? "." : searched.joined(separator: ", ")
            return "wrote \(destination): an empty page, no specs (*.layout.yaml) found in \(places)"
        }
        let findings = report.specs.flatMap(\.findings)
        let errors = findings.filter { $0.severity == .error }.count
        let warnings = findings.filter { $0.severity == .warning }.count
        func count(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        return "wrote \(destination): \(count(report.specs.count, "spec")) on \(count(report.targets.count, "target")), "
            + "\(count(errors, "error")), \(count(warnings, "warning"))"
    }
}
