import Diagnostics

/// Documentation of the ids `layoutc generate` reports about the Swift names it
/// gives a spec (its checks live in SwiftCodegen and the Driver). Their examples
/// are generated as `generate` runs them: beside a spec of the same Swift module
/// whose screen is `Taken`.
enum GenerateRules {
    static let all = [invalidTypeName, typeNameCollision, typeNameLookalike, accessorNameCollision]

    static let invalidTypeName = RuleInfo(
        id: .invalidTypeName, defaultSeverity: .error,
        summary: "a screen name with no letter or digit gives no Swift type name",
        rationale: """
            `layoutc generate` names a spec's type after its `screen:` in UpperCamelCase plus `Layout` \
            (`tag-picker` → `TagPickerLayout`). A screen name with no letter or digit (`""`, `-`, `😀`) \
            gives no name, so the spec generates nothing rather than a type named after nothing. \
            `compile` and `lint` do not name types and do not report it. Give the screen a name with a \
            letter or a digit. It cannot be configured.
            """,
        origin: .generate,
        triggering: [RuleInfo.Example("""
            layout: 1
            ↓screen: "-"
            root: {}
            """)],
        nonTriggering: [RuleInfo.Example("""
            layout: 1
            screen: "-checkout-"
            root: {}
            """)])

    static let typeNameCollision = RuleInfo(
        id: .typeNameCollision, defaultSeverity: .error,
        summary: "two specs of one Swift module give one type name",
        rationale: """
            Two specs generated into one module whose screen names give one type name (`tag-picker` and \
            `TagPicker`, or names that differ only in case, whose files are one file on a \
            case-insensitive file system) would be Swift's duplicate type in generated code. \
            `generate` reports it on each spec, naming the other, and writes nothing; the build plugin \
            names the target's other specs with `--sibling`, so the build fails the same way. Rename \
            one screen. It cannot be configured.
            """,
        origin: .generate,
        triggering: [RuleInfo.Example("""
            # another spec of the module says 'screen: Taken'
            layout: 1
            ↓screen: taken
            root: {}
            """)],
        nonTriggering: [RuleInfo.Example("""
            # another spec of the module says 'screen: Taken'
            layout: 1
            screen: TakenAgain
            root: {}
            """)])

    static let typeNameLookalike = RuleInfo(
        id: .typeNameLookalike, defaultSeverity: .warning,
        summary: "two specs of one Swift module give type names that differ only in look-alike letters",
        rationale: """
            Two screens whose type names read the same but are written with letters of different \
            scripts (a Latin `C` and a Cyrillic `С`, a Latin `o` and a Greek `ο`, a fullwidth `Ｃ`) \
            compile as two types that no reader can tell apart: app code that means one may name the \
            other, and a review cannot see it. `generate` warns on each, naming the other and the \
            letters that differ; both are still written. Write the screen names in one script.
            """,
        origin: .generate,
        triggering: [RuleInfo.Example("""
            # another spec of the module says 'screen: Taken'
            layout: 1
            ↓screen: Тaken
            root: {}
            """)],
        nonTriggering: [RuleInfo.Example("""
            # another spec of the module says 'screen: Taken'
            layout: 1
            screen: Token
            root: {}
            """)])

    static let accessorNameCollision = RuleInfo(
        id: .accessorNameCollision, defaultSeverity: .warning,
        summary: "two ids give one Swift property name, or an id gives a member every generated type has",
        rationale: """
            A generated type has one property per view id, in lowerCamelCase (`buy-button` → \
            `buyButton`). Two ids that give one name, or an id that gives a member every type has \
            (`views`, `framesJSON`, `solution`, `ir`, `specPath`, `screen`), cannot both have it: the \
            later one gets its index in `views` as a suffix (`buyButton2`), a name app code does not \
            expect and that changes when views are added before it. Give the views ids that differ in \
            more than punctuation and case, and none of those member names.
            """,
        origin: .generate,
        triggering: [RuleInfo.Example("""
            layout: 1
            screen: Checkout
            root:
              children:
                - {id: buy-button, frame: [16, 100, 120, 44]}
                - {id: ↓buyButton, frame: [16, 160, 120, 44]}
                - {id: ↓views, frame: [16, 220, 120, 44]}
            """)],
        nonTriggering: [RuleInfo.Example("""
            layout: 1
            screen: Checkout
            root:
              children:
                - {id: buy-button, frame: [16, 100, 120, 44]}
                - {id: cancel-button, frame: [16, 160, 120, 44]}
            """)])
}
