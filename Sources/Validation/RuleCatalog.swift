import Diagnostics

/// Every rule id layoutc reports, with its documentation: the reader's and the
/// solver's (whose checks live in those modules) and the validation rules.
public enum RuleCatalog {
    /// Documentation of the ids the reader, the solver, `generate` and the configuration report.
    static let compilerRules: [RuleInfo] = SchemaRules.all + InterfaceBuilderRules.all + GeometryRules.all + PlacementMistakeRules.all
        + ConstraintRules.all
        + GenerateRules.all + [TextMeasuringRules.textNotMeasured]
        + [ConfigurationRules.unknownRule]

    /// All rules, sorted by id.
    public static var all: [RuleInfo] {
        (compilerRules + Validator.rules.map { $0.info }).sorted { $0.id < $1.id }
    }

    /// The rule with `id`.
    public static func info(for id: RuleID) -> RuleInfo? { all.first { $0.id == id } }
}
