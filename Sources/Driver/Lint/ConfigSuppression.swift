import Diagnostics
import YAMLSyntax

/// One entry of `.layoutc.yml`'s `suppress:` list: findings of some rules in
/// one file (or the files a glob matches), optionally about one object only.
///
/// ```yaml
/// suppress:
///   - file: App/Main.storyboard     # a path or glob relative to the config's directory
///     object: 8bC-Xf-vdC            # an IB object id, or a spec view's id or path
///     rule: hit-target-too-small    # one rule id or a list
///     reason: the system's own switch, 31 pt tall
/// ```
///
/// An Interface Builder file cannot carry an inline suppression: Xcode drops
/// XML comments when it saves. The object is matched with everything inside
/// it in the file (an IB element and its descendants, a spec view and its
/// subviews), as a view's `suppress:` covers its subviews. See
/// Docs/Configuration.md#suppress.
public struct ConfigSuppression: Hashable, Sendable {
    /// `file:`, matched against a path relative to the config's directory.
    public var file: LintGlob
    /// `object:`; `nil` for every finding of the rules in the file.
    public var object: String?
    /// `rule:`, one or more ids.
    public var rules: Set<RuleID>
    /// `reason:`, for the reader of the config; layoutc does not use it.
    public var reason: String?
    /// The config file and the place of `object:`'s value in it, for the warning
    /// when the file has no such object.
    public var configFile: String?
    public var objectRange: SourceRange?
    /// Where `file:`'s value is, for the warning when it names no file.
    public var fileRange: SourceRange?

    public init(file: String, object: String? = nil, rules: Set<RuleID>, reason: String? = nil) {
        self.file = LintGlob(file)
        self.object = object
        self.rules = rules
        self.reason = reason
    }

    /// Whether `file:` is a plain path, not a glob: then an object the file does
    /// not have is worth a warning (a glob names many files, most without it).
    public var namesOneFile: Bool {
        !file.pattern.contains { "*?[".contains($0) }
    }

    /// The keys of one entry.
    static let keys = ["file", "object", "reason", "rule"]
}

extension ProjectConfigParser {
    /// `suppress:`: a list of `{file, object, rule, reason}` (`file` and `rule`
    /// required). Rule ids are checked as in `rules:`: an unknown one, and one
    /// that always reports, are errors at the id.
    static func readSuppressions(_ node: YAMLNodeID, known: [RuleID], file configFile: String,
                                 _ values: inout ProjectConfigValues) -> [ConfigSuppression] {
        guard !values.isNull(node), let items = values.list(node, key: "suppress") else { return [] }
        var entries: [ConfigSuppression] = []
        for item in items {
            guard let pairs = values.pairs(item, key: "suppress", allowed: ConfigSuppression.keys,
                                           required: ["file", "rule"]) else { continue }
            var file: String?, object: String?, reason: String?
            var objectNode: YAMLNodeID?, fileNode: YAMLNodeID?
            var rules = Set<RuleID>()
            var valid = true
            for pair in pairs {
                switch pair.name {
                case "file":
                    file = values.string(pair.value, key: "file")
                    fileNode = pair.value
                    if let pattern = file, let problem = LintGlob.problem(in: pattern) {
                        values.report(.typeMismatch, problem, at: pair.value)
                        file = nil
                    }
                case "object":
                    object = values.string(pair.value, key: "object")
                    objectNode = pair.value
                case "reason":
                    reason = values.string(pair.value, key: "reason")
                default:
                    guard let ids = values.list(pair.value, key: "rule") else { valid = false; continue }
                    for id in ids {
                        guard let rule = suppressibleRule(id, known: known, &values) else { valid = false; continue }
                        rules.insert(rule)
                    }
                }
            }
            guard valid, let file, !rules.isEmpty else { continue }
            var entry = ConfigSuppression(file: file, object: object, rules: rules, reason: reason)
            entry.configFile = configFile
            entry.objectRange = objectNode.map { values.document.range($0) }
            entry.fileRange = fileNode.map { values.document.range($0) }
            entries.append(entry)
        }
        return entries
    }

    /// The rule `node` names, when it is one a suppression may silence.
    private static func suppressibleRule(_ node: YAMLNodeID, known: [RuleID],
                                         _ values: inout ProjectConfigValues) -> RuleID? {
        guard let text = values.string(node, key: "rule") else { return nil }
        let id = RuleID(text)
        if LintRules.unconfigurable.contains(id) {
            values.report(.unknownRule, "'\(id)' always reports (a syntax, schema, limit or configuration error); "
                + "it cannot be suppressed", at: node)
            return nil
        }
        guard known.contains(id) else {
            values.report(.unknownRule, LintRules.unknownRuleMessage(text, known: known), at: node)
            return nil
        }
        return id
    }
}
