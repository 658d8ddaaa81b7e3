import Diagnostics
import LayoutIR
import YAMLSyntax

/// Reads every view's `constraints:` once the whole tree is read (an item can
/// name a view written later), resolving items to view indices
/// (Docs/SpecFormat.md#auto-layout-constraints). A constraint with any mistake is reported and
/// dropped; the rest are returned in document order.
struct ConstraintReader {
    let context: ReaderContext
    let views: [ViewSpec]
    /// The view with each id (the first, when an id is duplicated).
    let viewsByID: [String: Int]
    /// Every id of the file, for did-you-mean.
    let ids: [String]

    init(context: ReaderContext, views: [ViewSpec]) {
        self.context = context
        self.views = views
        var byID: [String: Int] = [:]
        for (index, view) in views.enumerated() {
            if let id = view.id, byID[id] == nil { byID[id] = index }
        }
        viewsByID = byID
        ids = byID.keys.sorted()
    }

    /// The constraints of `pending` (`constraints:` value nodes and their owners), in document order.
    func read(_ pending: [(owner: Int, node: YAMLNodeID)]) -> [LayoutConstraint] {
        var constraints: [LayoutConstraint] = []
        for (owner, node) in pending {
            guard let elements = context.list(node, key: "constraints", of: .constraint) else { continue }
            for (ordinal, element) in elements.enumerated() {
                if let constraint = readOne(element, owner: owner, ordinal: ordinal) { constraints.append(constraint) }
            }
        }
        // Document order: owners are read in pre-order, but a constraint's place is its line.
        return constraints.enumerated().sorted { a, b in
            let la = a.element.location ?? SourceLocation(line: 0, column: 0)
            let lb = b.element.location ?? SourceLocation(line: 0, column: 0)
            return la != lb ? la < lb : a.offset < b.offset
        }.map(\.element)
    }

    private func readOne(_ element: YAMLNodeID, owner: Int, ordinal: Int) -> LayoutConstraint? {
        let document = context.document
        var lineNode = element, name: String?
        if document.kind(element) == .mapping {
            var found: YAMLNodeID?
            withOwner(owner) {
                context.readObject(element, SpecSchema.constraint, label: "constraint") { spec, value in
                    switch spec.id {
                    case .constraint: found = value
                    case .id: name = context.string(value, key: "constraint.id")
                    default: break
                    }
                }
            }
            guard let found else { return nil }
            lineNode = found
        }
        guard document.kind(lineNode) == .scalar else {
            withOwner(owner) { context.mismatch(lineNode, key: "constraints", expected: ValueShape.constraint.description) }
            return nil
        }
        let text = document.scalar(lineNode)
        let place = ScalarPlace(node: lineNode, document: document)
        switch ConstraintLine.parse(text) {
        case .failure(let failure):
            report(.constraintSyntax, failure.message, owner: owner, range: place.range(failure.offset, failure.length))
            return nil
        case .success(let line):
            var resolver = ConstraintResolver(reader: self, owner: owner, line: line, place: place)
            guard var constraint = resolver.resolve() else { return nil }
            constraint.id = name
            constraint.ordinal = ordinal
            constraint.location = place.range(0, 0).start
            constraint.text = text
            return constraint
        }
    }

    private func withOwner(_ owner: Int, _ body: () -> Void) {
        context.viewPathPrefix = views[owner].path
        context.viewPathIndex = -1
        context.viewIDNode = nil
        body()
    }

    /// Records a diagnostic about a constraint of `owner`.
    func report(_ rule: RuleID, _ message: String, owner: Int, range: SourceRange) {
        context.diagnostics.append(Diagnostic(rule: rule, severity: .error, message: message, file: context.file,
                                              range: range, viewPath: views[owner].path, viewID: views[owner].id))
    }
}

/// Where the characters of a scalar are written, so a token inside a
/// constraint line is reported at its own line and column.
struct ScalarPlace {
    let start: SourceLocation
    /// How many columns the text starts after the scalar's start (1 for a quote).
    let shift: Int
    /// Whether columns inside the text can be told (one line, no escapes).
    let exact: Bool

    init(node: YAMLNodeID, document: YAMLDocument) {
        let range = document.range(node)
        start = range.start
        let text = document.scalar(node)
        switch document.scalarStyle(node) {
        case .plain:
            shift = 0
            exact = range.start.line == range.end.line
        case .singleQuoted:
            shift = 1
            exact = range.start.line == range.end.line && !text.contains("'")
        case .doubleQuoted:
            shift = 1
            exact = range.start.line == range.end.line && !text.contains("\\") && !text.contains("\"")
        case .literal, .folded:
            shift = 0
            exact = false
        }
    }

    /// The range of `length` scalars from `offset` in the text; the scalar's
    /// start when columns inside it cannot be told.
    func range(_ offset: Int, _ length: Int) -> SourceRange {
        guard exact else { return SourceRange(start: start) }
        let from = SourceLocation(line: start.line, column: start.column + shift + offset)
        return SourceRange(start: from, end: SourceLocation(line: start.line, column: from.column + length))
    }
}
