import Diagnostics

/// Documentation of the ids the YAML layer and the spec reader report (their
/// checks live in YAMLSyntax and SpecReader).
enum SchemaRules {
    static let all: [RuleInfo] = [
        yamlSyntax, duplicateKey, unknownKey, typeMismatch, missingKey, duplicateID,
        unsupportedVersion, unknownDevice, limitExceeded,
    ]

    static let minimal = """
        layout: 1
        screen: Minimal
        root:
          children:
            - kind: button
              frame: [16, 100, 120, 44]
        """

    static let yamlSyntax = RuleInfo(
        id: .yamlSyntax, defaultSeverity: .error,
        summary: "the file is not well-formed YAML",
        rationale: """
            The spec cannot be read past a YAML syntax error (an unclosed bracket or quote, a tab used \
            for indentation, a key indented inconsistently), so nothing after it is compiled. The \
            message gives libyaml's reason and where it noticed the problem, which may be after the \
            actual mistake. Fix the YAML at or just before the reported position; indent with spaces.
            """,
        origin: .reader,
        triggering: [RuleInfo.Example("""
            layout: 1
            screen: Broken
            root:
              frame: [0, 0, 10, 10
            ↓
            """)],
        nonTriggering: [RuleInfo.Example(minimal)])

    static let duplicateKey = RuleInfo(
        id: .duplicateKey, defaultSeverity: .error,
        summary: "a mapping names the same key twice",
        rationale: """
            YAML parsers disagree on a repeated key (some keep the first value, most the last, some \
            fail), so a spec that repeats one means different things to different tools, and the \
            author usually meant to change the first. Keep one of the two.
            """,
        origin: .reader,
        triggering: [RuleInfo.Example("""
            layout: 1
            screen: Twice
            root:
              children:
                - kind: button
                  frame: [16, 100, 120, 44]
                  ↓frame: [16, 200, 120, 44]
            """)],
        nonTriggering: [RuleInfo.Example(minimal)])

    static let unknownKey = RuleInfo(
        id: .unknownKey, defaultSeverity: .error,
        summary: "a key the format does not define (often a typo); the message suggests the closest one",
        rationale: """
            Ignoring an unknown key silently would drop what the author meant (a misspelt 'hitInsets' \
            leaves the hit area small with no hint why). Keys are case-sensitive and depend on the view's \
            kind: 'fontSize' is a label's key, 'sectionIndex' a table's. Use the suggested key, or remove it.
            """,
        origin: .reader,
        triggering: [RuleInfo.Example("""
            layout: 1
            screen: Typo
            root:
              children:
                - kind: button
                  frame: [16, 100, 120, 44]
                  ↓hitInset: -8
            """)],
        nonTriggering: [RuleInfo.Example("""
            layout: 1
            screen: Typo
            root:
              children:
                - kind: button
                  frame: [16, 100, 120, 44]
                  hitInsets: -8
            """)])

    static let typeMismatch = RuleInfo(
        id: .typeMismatch, defaultSeverity: .error,
        summary: "a value has the wrong shape for its key (a word where a number is expected, a rect with three numbers)",
        rationale: """
            Every key takes one shape of value (number, size, rect, insets, length, a fixed word); \
            anything else cannot be turned into geometry, so the key is ignored and the view falls back \
            to defaults. The message names the expected shape and what was found. YAML 1.1 spellings \
            are not guessed: 'yes' is not a boolean and '0777' is the number 777.
            """,
        origin: .reader,
        triggering: [RuleInfo.Example("""
            layout: 1
            screen: Shapes
            root:
              children:
                - kind: button
                  frame: ↓wide
                - kind: view
                  hidden: ↓yes
            """)],
        nonTriggering: [RuleInfo.Example("""
            layout: 1
            screen: Shapes
            root:
              children:
                - kind: button
                  frame: {x: 16, y: 100, width: 120, height: 44}
                - kind: view
                  hidden: true
            """)])

    static let missingKey = RuleInfo(
        id: .missingKey, defaultSeverity: .error,
        summary: "a required key is missing ('layout', 'screen', 'root')",
        rationale: """
            A spec needs its format version ('layout: 1'), the screen's name ('screen:') and the root \
            view ('root:'); without them the file cannot be checked or named in outputs. Add the key.
            """,
        origin: .reader,
        triggering: [RuleInfo.Example("""
            ↓layout: 1
            root:
              children: []
            """)],
        nonTriggering: [RuleInfo.Example(minimal)])

    static let duplicateID = RuleInfo(
        id: .duplicateID, defaultSeverity: .error,
        summary: "two views of a file have the same 'id'",
        rationale: """
            Ids name views in every message and output and are how tests and code find a view's frame; \
            two views with one id make both ambiguous. Give each view its own id (repeated flow items \
            get numbered ids, 'chip[0]', 'chip[1]', …, automatically).
            """,
        origin: .reader,
        triggering: [RuleInfo.Example("""
            layout: 1
            screen: Twins
            root:
              children:
                - id: ok
                  kind: button
                  frame: [16, 100, 120, 44]
                - id: ↓ok
                  kind: button
                  frame: [16, 200, 120, 44]
            """)],
        nonTriggering: [RuleInfo.Example("""
            layout: 1
            screen: Twins
            root:
              children:
                - id: ok
                  kind: button
                  frame: [16, 100, 120, 44]
                - id: cancel
                  kind: button
                  frame: [16, 200, 120, 44]
            """)])

    static let unsupportedVersion = RuleInfo(
        id: .unsupportedVersion, defaultSeverity: .error,
        summary: "'layout:' names a format version this compiler does not read",
        rationale: """
            Version 1 is the only format version; a spec written for another cannot be read with the \
            same meaning. Write 'layout: 1', or use the compiler that reads the newer format.
            """,
        origin: .reader,
        triggering: [RuleInfo.Example("""
            layout: ↓2
            screen: Future
            root: {}
            """)],
        nonTriggering: [RuleInfo.Example(minimal)])

    static let unknownDevice = RuleInfo(
        id: .unknownDevice, defaultSeverity: .error,
        summary: "'device:' names a device that is not in the catalog",
        rationale: """
            Frames depend on the device's size, scale and safe area, so an unknown id cannot be solved \
            for; the default device (iphone-15-pro) stands in so the rest is still checked. See \
            'layoutc devices' for the ids, or add the device to the project's configuration.
            """,
        origin: .reader,
        triggering: [RuleInfo.Example("""
            layout: 1
            screen: Phone
            device: ↓iphone-99
            root: {}
            """)],
        nonTriggering: [RuleInfo.Example("""
            layout: 1
            screen: Phone
            device: iphone-se-3
            root: {}
            """)])

    static let limitExceeded = RuleInfo(
        id: .limitExceeded, defaultSeverity: .error,
        summary: "a resource limit was hit (total views, nesting depth, alias expansion, scalar size)",
        rationale: """
            The compiler caps what one spec may expand to (2,000,000 views by default, deep nesting, \
            YAML alias bombs, huge scalars) so a hostile or mistaken file cannot exhaust memory or time. \
            What lies past the limit is not compiled. Lower the 'repeat:' count or split the screen.
            """,
        origin: .reader,
        triggering: [RuleInfo.Example("""
            layout: 1
            screen: Laughs
            a: &a [x, x, x, x, x, x, x, x, x, x]
            b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]
            c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]
            d: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c]
            e: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d, *d]
            f: [*e, *e, *e, *e, *e, *e, *e, ↓*e, *e, *e]
            root: {}
            """)],
        nonTriggering: [RuleInfo.Example("""
            layout: 1
            screen: Small
            root:
              children:
                - kind: collection
                  flow:
                    items:
                      - {size: [10, 10], repeat: 300}
            """)])
}
