import Diagnostics
import Emitters

/// The lint report every reporter's saved output is made from: three files,
/// one clean; errors, warnings and a note; a device list and notes; characters
/// that need escaping in every format (quotes, `<&>`, `%`, `:`, `,`, newline,
/// tab, non-ASCII); a rule missing from the catalogue; a diagnostic without a
/// range; a file name with a space.
enum LintFixture {
    static let checkout = "Specs/Checkout.layout.yaml"
    static let empty = "Specs/Empty.layout.yaml"
    static let tabs = "Specs/Tab bar.layout.yaml"

    static let checkoutSource = """
        layout: 1
        screen: Checkout
        root:
          children:
            - id: buyButton
              kind: button
              frame: [16, 100, 30, 30]
            - kind: label
              frame: [0, 0, -20, 10]
        """

    static let tabsSource = "layout: 1\nscreen: Tabs\nroot:\n\tchildren:\n\t  - place: {left: 8, width: 44, right: 8}\n"

    static let rules: [RuleDescriptor] = [
        RuleDescriptor(
            id: .hitTargetTooSmall, defaultSeverity: .warning,
            summary: "an interactive view's hit area is smaller than 44 × 44 points",
            rationale: "Apple's Human Interface Guidelines ask for hit targets of at least 44 × 44 points.",
            helpURI: "https://example.com/layoutc/rules/hit-target-too-small"),
        RuleDescriptor(
            id: .negativeSize, defaultSeverity: .error, summary: "a computed width or height is negative",
            rationale: "UIKit keeps negative sizes but draws nothing; the frame is almost surely a mistake."),
        RuleDescriptor(
            id: .overConstrained, defaultSeverity: .error, summary: "three or more pins on one axis",
            rationale: "Only two of left, right, width, centerX (or top, bottom, height, centerY) can hold."),
        RuleDescriptor(
            id: .typeMismatch, defaultSeverity: .error, summary: "a value has the wrong type",
            rationale: "The key expects another kind of value."),
    ]

    static var report: LintReport {
        var small = Diagnostic(
            rule: .hitTargetTooSmall, severity: .warning, message: "hit area is 30 × 30, under 44 × 44",
            file: checkout, range: SourceRange(line: 5, column: 11, endLine: 5, endColumn: 20),
            viewPath: "root/children/0", viewID: "buyButton")
        small.devices = ["iphone-se-3/portrait", "iphone-15-pro/landscape"]
        var negative = Diagnostic(
            rule: .negativeSize, severity: .error, message: "width is -20: a view cannot have a negative width",
            file: checkout, range: SourceRange(line: 9, column: 14, endLine: 9, endColumn: 29),
            viewPath: "root/children/1")
        negative.notes = ["use a positive width, or pin 'left' and 'right' instead"]
        let escaping = Diagnostic(
            rule: .typeMismatch, severity: .error,
            message: "expected a number for 'width', found \"wide\" <&> 100% a,b:c\nsecond line\tand tab",
            file: checkout, range: SourceRange(line: 7, column: 24, endLine: 7, endColumn: 26),
            viewPath: "root/children/0", viewID: "buyButton")
        let over = Diagnostic(
            rule: .overConstrained, severity: .error,
            message: "'left', 'width' and 'right' over-constrain the horizontal axis; 'right' is ignored",
            file: tabs, range: SourceRange(line: 5, column: 13, endLine: 5, endColumn: 43),
            viewPath: "root/children/0")
        let note = Diagnostic(
            rule: .limitExceeded, severity: .note, message: "checked on 2 devices only", file: tabs,
            range: SourceRange(line: 4, column: 2, endLine: 5, endColumn: 1))
        let whole = Diagnostic(rule: .yamlSyntax, severity: .warning, message: "file ends without a newline")
        return LintReport(
            files: [
                .init(path: checkout, diagnostics: [small, escaping, negative]),
                .init(path: empty, diagnostics: []),
                .init(path: tabs, diagnostics: [note, over, whole]),
            ],
            rules: rules)
    }

    static var renderer: TextDiagnosticRenderer {
        TextDiagnosticRenderer(sources: [
            checkout: TextDiagnosticRenderer.lines(of: checkoutSource),
            tabs: TextDiagnosticRenderer.lines(of: tabsSource),
        ])
    }

    static let tool = ToolInfo(semanticVersion: "0.1.0", informationURI: "https://example.com/layoutc")
}
