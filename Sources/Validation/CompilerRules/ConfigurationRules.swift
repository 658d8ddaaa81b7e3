import Diagnostics

/// Documentation of the id the project configuration and the suppressions
/// report (their checks live in the Driver).
enum ConfigurationRules {
    static let unknownRule = RuleInfo(
        id: .unknownRule, defaultSeverity: .error,
        summary: "a configuration or a suppression names a rule id that does not exist",
        rationale: """
            `.layoutc.yml`'s `rules:`, a view's `suppress:` and a `# layoutc:disable-next-line` comment \
            name rules by id. A mistyped id would configure or silence nothing while looking as if it \
            did, so every id is checked against `layoutc rules` and a wrong one is an error at the id \
            itself, with the closest id as a suggestion. `rules:` may not name the syntax, schema and \
            limit errors (`yaml-syntax`, `unknown-key`, `limit-exceeded`, …): a spec that cannot be \
            read has nothing else to check, so they always report and always fail. `unknown-rule` \
            itself can be neither configured nor suppressed. Fix the id, or remove the entry.
            """,
        origin: .configuration,
        triggering: [
            RuleInfo.Example("""
                layout: 1
                screen: Typo
                root:
                  children:
                    - kind: button
                      frame: [16, 100, 20, 20]
                      suppress: [↓hit-target-too-smal]
                """),
            RuleInfo.Example("""
                layout: 1
                screen: Typo
                root:
                  children:
                    # layoutc:disable-next-line ↓hit-target-too-smal
                    - {kind: button, frame: [16, 100, 20, 20]}
                """),
        ],
        nonTriggering: [RuleInfo.Example("""
            layout: 1
            screen: Named
            root:
              children:
                - kind: button
                  frame: [16, 100, 20, 20]
                  suppress: [hit-target-too-small]
            """)])
}
