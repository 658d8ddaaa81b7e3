import Diagnostics

/// Documentation of the warnings the spec reader gives for placements that
/// read without error but cannot mean what they say (their checks live in
/// SpecReader's `PlacementMistakes`).
enum PlacementMistakeRules {
    static let all: [RuleInfo] = [rootPlacementIgnored, sizeUnderOnePoint]

    static let rootPlacementIgnored = RuleInfo(
        id: .rootPlacementIgnored, defaultSeverity: .warning,
        summary: "'frame' or 'place' on the root view, whose frame is the screen's",
        rationale: """
            The root is the view controller's view: UIKit sizes it to the screen, so a 'frame' or \
            'place' on it changes nothing. It is usually a 'place:' meant \
            for a child, indented one level too little. Indent it under the child it belongs to, or \
            remove it.
            """,
        origin: .reader,
        triggering: [RuleInfo.Example("""
            layout: 1
            screen: Root
            root:
              ↓place: {top: 100, left: 16, width: 120, height: 44}
              children:
                - kind: button
            """)],
        nonTriggering: [RuleInfo.Example("""
            layout: 1
            screen: Root
            root:
              children:
                - kind: button
                  place: {top: 100, left: 16, width: 120, height: 44}
            """)])

    static let sizeUnderOnePoint = RuleInfo(
        id: .sizeUnderOnePoint, defaultSeverity: .warning,
        summary: "a 'place' width or height written as a number between 0 and 1",
        rationale: """
            'width: 0.5' is half a point, not half the reference box: a percentage is written as a \
            string, "50%". Write the percentage, or the size in points. A childless plain view (a \
            hairline separator, 1 / the screen's scale: 0.5 pt on 2x, 0.33 pt on 3x) is not reported.
            """,
        origin: .reader,
        triggering: [RuleInfo.Example("""
            layout: 1
            screen: Half
            root:
              children:
                - kind: button
                  place: {top: 100, left: 0, width: ↓0.5, height: 44}
            """)],
        nonTriggering: [RuleInfo.Example("""
            layout: 1
            screen: Half
            root:
              children:
                - kind: button
                  place: {top: 100, left: 0, width: "50%", height: 44}
                - id: separator
                  place: {top: 144, left: 0, right: 0, height: 0.5}
            """)])
}
