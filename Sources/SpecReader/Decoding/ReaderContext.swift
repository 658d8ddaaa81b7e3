import Diagnostics
import YAMLSyntax

/// The state of reading one file: the document, where diagnostics go, and the
/// view the reader is in (so every message names its view).
final class ReaderContext {
    let document: YAMLDocument
    let file: String
    var diagnostics: [Diagnostic] = []
    /// Path (prefix and index, joined only for a message) of the view being
    /// read, attached to diagnostics.
    var viewPathPrefix: String?
    var viewPathIndex = -1
    /// The view's `id:` value node, and for a copy of a repeated item its copy
    /// index: a diagnostic names the view by its id, as the output does
    /// (`chip[0]`). Kept as a node so that text is made only for a diagnostic.
    var viewIDNode: YAMLNodeID?
    var viewIDCopy: Int?

    /// The id of the view being read, as the output prints it; `nil` when it
    /// has none (or its `id:` is no string, which is reported on its own).
    var viewID: String? { idText(viewIDNode, copy: viewIDCopy) }

    /// The id an `id:` value node gives a view (`chip[2]` for copy 2 of a
    /// repeated item); `nil` for none, or for a value that is no string.
    func idText(_ node: YAMLNodeID?, copy: Int?) -> String? {
        guard let node, let meaning = meaning(node), meaning != .null else { return nil }
        let id = document.scalar(node)
        return copy.map { "\(id)[\($0)]" } ?? id
    }

    var viewPath: String? {
        viewPathPrefix.map { viewPathIndex < 0 ? $0 : $0 + String(viewPathIndex) }
    }
    /// While set, nothing is reported (later copies of a repeated item).
    var muted = false
    /// Each view's `constraints:` value, read once the whole tree is (items name
    /// views written later).
    var pendingConstraints: [(owner: Int, node: YAMLNodeID)] = []

    init(document: YAMLDocument, file: String) {
        self.document = document
        self.file = file
    }

    /// Where the view limit comes from, as messages name it: a flag or the config.
    static let viewLimitSource = "--max-views or 'limits: {maxViews: N}' in .layoutc.yml"

    /// Reports, once per file, that the view limit was hit at `node`.
    func reportViewLimit(_ maxViews: Int, at node: YAMLNodeID) {
        guard !viewLimitReported else { return }
        viewLimitReported = true
        report(.limitExceeded, .error,
               "the spec expands to more than \(maxViews) views, the view limit (\(Self.viewLimitSource)); "
                   + "lower 'repeat' or split the screen",
               at: node)
    }

    /// Reports that the spec would expand to `total` views (`Int.max`: that many
    /// or more), past the view limit, at the node that takes it there.
    func reportViewLimit(_ maxViews: Int, expandingTo total: Int, at node: YAMLNodeID) {
        guard !viewLimitReported else { return }
        viewLimitReported = true
        let count = total == Int.max ? "at least \(Int.max)" : "\(total)"
        report(.limitExceeded, .error,
               "the spec expands to \(count) views, more than the view limit of \(maxViews) (\(Self.viewLimitSource)); "
                   + "lower 'repeat' or split the screen",
               at: node)
    }

    private var viewLimitReported = false

    /// Records a diagnostic at `node`.
    func report(_ rule: RuleID, _ severity: Severity, _ message: String, at node: YAMLNodeID) {
        report(rule, severity, message, range: document.range(node))
    }

    /// Records a diagnostic at `range`.
    func report(_ rule: RuleID, _ severity: Severity, _ message: String, range: SourceRange) {
        guard !muted else { return }
        diagnostics.append(Diagnostic(rule: rule, severity: severity, message: message, file: file, range: range,
                                      viewPath: viewPath, viewID: viewID))
    }

    /// Records a `type-mismatch` error: what was expected for `key`, and what was found.
    func mismatch(_ node: YAMLNodeID, key: String, expected: String, detail: String = "") {
        report(.typeMismatch, .error, "expected \(expected) for '\(key)', found \(describe(node))\(detail)", at: node)
    }

    /// How a message names what a node holds (see `YAMLDocument.describe`).
    func describe(_ node: YAMLNodeID) -> String { document.describe(node) }

    /// The text of a mapping key, or `nil` (with a diagnostic) when the key is not a scalar.
    func keyText(_ key: YAMLNodeID) -> String? {
        guard document.kind(key) == .scalar else {
            report(.typeMismatch, .error, "expected a key name, found \(describe(key))", at: key)
            return nil
        }
        return document.scalar(key)
    }
}
