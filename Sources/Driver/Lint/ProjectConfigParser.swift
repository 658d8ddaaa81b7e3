import Diagnostics
import LayoutIR
import YAMLSyntax

/// Reads `.layoutc.yml` (see ``ProjectConfig`` for the format) with the
/// project's YAML layer. Unknown keys, unknown rule ids, bad severities, unknown
/// devices and malformed values are errors with positions; nothing is ignored.
public enum ProjectConfigParser {
    /// The top-level keys.
    public static let keys = ["contentSizes", "customDevices", "devices", "exclude", "include", "layoutDirections",
                              "limits", "rules", "suppress"]

    /// Parses `bytes`, the config at `file` (as reports name it) in `directory`
    /// (absolute). `knownRules` are the ids `rules:` may name.
    public static func parse(_ bytes: [UInt8], file: String, directory: String,
                             knownRules: [RuleID] = LintRules.knownIDs) -> ProjectConfigResult {
        var config = ProjectConfig(file: file, directory: directory)
        let source = SourceText(bytes: bytes)
        let parsed = YAMLParser.parse(bytes)
        let syntax = parsed.diagnostics.map { diagnostic -> Diagnostic in
            var diagnostic = diagnostic
            diagnostic.file = file
            return diagnostic
        }
        guard let document = parsed.document else {
            return ProjectConfigResult(config: config, diagnostics: syntax, source: source)
        }
        var values = ProjectConfigValues(document: document, file: file)
        if !values.isNull(document.root), let pairs = values.pairs(document.root, key: file, allowed: keys) {
            // Custom devices first: `devices:` may name them wherever they are written.
            for pair in pairs where pair.name == "customDevices" {
                config.customDevices = readCustomDevices(pair.value, &values)
            }
            for pair in pairs {
                switch pair.name {
                case "devices": config.targets = readTargets(pair.value, catalog: config.devices, &values)
                case "rules": config.rules = readRules(pair.value, known: knownRules, &values)
                case "include": config.include = readGlobs(pair.value, key: "include", &values)
                case "exclude": config.exclude = readGlobs(pair.value, key: "exclude", &values)
                case "limits": config.limits = readLimits(pair.value, &values)
                case "contentSizes": config.contentSizes = readContentSizes(pair.value, &values)
                case "layoutDirections": config.layoutDirections = readLayoutDirections(pair.value, &values)
                case "suppress":
                    config.suppressions = readSuppressions(pair.value, known: knownRules, file: file, &values)
                default: break
                }
            }
        }
        return ProjectConfigResult(config: config, diagnostics: (syntax + values.diagnostics).sortedAndUnique(),
                                   source: source)
    }

    /// `devices:`: plain ids (the spec's orientation) or `{id, orientations}`.
    static func readTargets(_ node: YAMLNodeID, catalog: [Device], _ values: inout ProjectConfigValues)
        -> [CompileTarget]
    {
        guard let items = values.list(node, key: "devices") else { return [] }
        var targets: [CompileTarget] = []
        for item in items {
            var idNode = item
            var orientations: [Orientation?] = [nil]
            if values.document.kind(item) == .mapping {
                guard let pairs = values.pairs(item, key: "devices", allowed: ["id", "orientations"],
                                               required: ["id"]),
                    let id = pairs.first(where: { $0.name == "id" })
                else { continue }
                idNode = id.value
                if let given = pairs.first(where: { $0.name == "orientations" }) {
                    orientations = readOrientations(given.value, &values)
                }
            }
            guard let id = values.string(idNode, key: "id") else { continue }
            guard catalog.contains(where: { $0.id == id }) else {
                let hint = DidYouMean.closest(to: id, among: catalog.map(\.id)).map { "; did you mean '\($0)'?" }
                    ?? "; expected an id of `layoutc devices` or of 'customDevices'"
                values.report(.unknownDevice, "unknown device '\(id)'" + hint, at: idNode)
                continue
            }
            for orientation in orientations {
                let target = CompileTarget(deviceID: id, orientation: orientation)
                if !targets.contains(target) { targets.append(target) }
            }
        }
        return targets
    }

    static func readOrientations(_ node: YAMLNodeID, _ values: inout ProjectConfigValues) -> [Orientation?] {
        guard let items = values.list(node, key: "orientations") else { return [nil] }
        var result: [Orientation?] = []
        for item in items {
            let text = values.document.kind(item) == .scalar ? values.document.scalar(item) : ""
            guard let orientation = Orientation(rawValue: text) else {
                values.mismatch(item, key: "orientations", expected: "portrait or landscape")
                continue
            }
            result.append(orientation)
        }
        return result.isEmpty ? [nil] : result
    }

    /// `rules:`: rule id → error | warning | note | off.
    static func readRules(_ node: YAMLNodeID, known: [RuleID], _ values: inout ProjectConfigValues)
        -> [RuleID: ProjectConfig.RuleSetting]
    {
        guard !values.isNull(node) else { return [:] }
        guard values.document.kind(node) == .mapping else {
            values.mismatch(node, key: "rules", expected: "a mapping of rule ids to error, warning, note or off")
            return [:]
        }
        var rules: [RuleID: ProjectConfig.RuleSetting] = [:]
        for index in 0..<values.document.count(node) {
            let keyNode = values.document.key(node, index)
            let valueNode = values.document.value(node, index)
            let id = RuleID(values.document.scalar(keyNode))
            if id == .unknownRule {
                values.report(.unknownRule, "'\(id)' reports mistakes in configuration and suppressions; "
                    + "it cannot be configured", at: keyNode)
                continue
            }
            if id == .invalidTypeName || id == .typeNameCollision {
                values.report(.unknownRule, "'\(id)' leaves a spec without a Swift type of its own; it always "
                    + "reports and cannot be configured", at: keyNode)
                continue
            }
            if LintRules.unconfigurable.contains(id) {
                values.report(.unknownRule, "'\(id)' is a syntax, schema or limit error; it always reports "
                    + "and cannot be configured", at: keyNode)
                continue
            }
            guard values.document.kind(keyNode) == .scalar, known.contains(id) else {
                values.report(.unknownRule, LintRules.unknownRuleMessage(id.rawValue, known: known), at: keyNode)
                continue
            }
            let text = values.document.kind(valueNode) == .scalar ? values.document.scalar(valueNode) : ""
            guard let setting = ProjectConfig.RuleSetting(rawValue: text) else {
                values.mismatch(valueNode, key: id.rawValue, expected: "error, warning, note or off")
                continue
            }
            rules[id] = setting
        }
        return rules
    }

    /// `include:`/`exclude:`: a list of glob strings (or one). Numbers, booleans
    /// and malformed globs are errors, never patterns that match nothing.
    static func readGlobs(_ node: YAMLNodeID, key: String, _ values: inout ProjectConfigValues) -> [LintGlob] {
        guard !values.isNull(node), let items = values.list(node, key: key) else { return [] }
        return items.compactMap { item in
            let document = values.document
            if document.kind(item) == .scalar, document.scalarStyle(item) == .plain,
               ProjectConfigValues.isDecimal(document.scalar(item)) || ["true", "false"].contains(document.scalar(item)) {
                values.mismatch(item, key: key, expected: "a glob string")
                return nil
            }
            guard let pattern = values.string(item, key: key) else { return nil }
            if let problem = LintGlob.problem(in: pattern) {
                values.report(.typeMismatch, problem, at: item)
                return nil
            }
            return LintGlob(pattern)
        }
    }

    /// `limits: {maxViews: N, maxFileBytes: N, maxIslandSize: N, maxXMLAttributes: N}`: positive whole numbers.
    static func readLimits(_ node: YAMLNodeID, _ values: inout ProjectConfigValues) -> ReadLimits.Overrides {
        var limits = ReadLimits.Overrides()
        guard !values.isNull(node),
              let pairs = values.pairs(node, key: "limits", allowed: ["maxFileBytes", "maxIslandSize", "maxViews", "maxXMLAttributes"])
        else { return limits }
        for pair in pairs {
            guard let number = values.number(pair.value, key: pair.name, positive: true) else { continue }
            guard number == number.rounded(), number < 9.0e15 else {
                values.mismatch(pair.value, key: pair.name, expected: "a positive whole number")
                continue
            }
            switch pair.name {
            case "maxViews": limits.maxViews = Int(number)
            case "maxIslandSize": limits.maxIslandSize = Int(number)
            case "maxXMLAttributes": limits.maxXMLAttributes = Int(number)
            default: limits.maxFileBytes = Int(number)
            }
        }
        return limits
    }
}
