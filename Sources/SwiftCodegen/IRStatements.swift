import LayoutIR

/// The statements that rebuild a screen's views with `ScreenBuilder`: one per
/// view (`screen.view(path, id:, kind:, parent:, role:) { $0.key = value … }`),
/// plus, for a flow section of many differently sized items, statements that
/// append the rest of its item sizes (a literal of 10,000 sizes is more than
/// the Swift compiler can type-check in reasonable memory).
struct IRStatements {
    /// Statements per generated function.
    static let chunkSize = 200
    /// Item-size runs written in one literal.
    static let runsPerLiteral = 64

    var screen: Screen

    /// A generated function's statements and the views they add.
    struct Chunk {
        var views: Range<Int>
        var statements: [String]
    }

    /// The statements, cut into chunks of at most `chunkSize` (a view's
    /// statements stay together).
    func chunks() -> [Chunk] {
        let derived = Self.derivedChildren(screen)
        var chunks: [Chunk] = []
        var current = Chunk(views: 0..<0, statements: [])
        for (index, view) in screen.views.enumerated() {
            let statements = self.statements(view, at: index, derivedChildren: derived[index])
            if !current.statements.isEmpty, current.statements.count + statements.count > Self.chunkSize {
                chunks.append(current)
                current = Chunk(views: index..<index, statements: [])
            }
            current.statements += statements
            current.views = current.views.lowerBound..<(index + 1)
        }
        // The constraints follow the views they name (at most `chunkSize` a function).
        for statement in ConstraintStatements.statements(screen) {
            if current.statements.count >= Self.chunkSize {
                chunks.append(current)
                current = Chunk(views: current.views.upperBound..<current.views.upperBound, statements: [])
            }
            current.statements.append(statement)
        }
        chunks.append(current)
        return chunks
    }

    private func statements(_ view: ViewSpec, at index: Int, derivedChildren: [Int]) -> [String] {
        var written = view
        var appends: [String] = []
        if var flow = view.flow {
            // Long sections: the first runs inline, the rest appended after the view.
            for (number, section) in flow.sections.enumerated() {
                let runs = ItemSizeRuns(section.itemSizes).runs
                guard runs.count > Self.runsPerLiteral else { continue }
                flow.sections[number].itemSizes = ItemSizeRuns.expand(runs.prefix(Self.runsPerLiteral))
                for start in stride(from: Self.runsPerLiteral, to: runs.count, by: Self.runsPerLiteral) {
                    let part = runs[start..<min(start + Self.runsPerLiteral, runs.count)]
                    appends.append("screen.appendItemSizes(toFlowOf: \(index), section: \(number), \(ItemSizeRuns.literal(part)))")
                }
            }
            written.flow = flow
        }
        var settings = IRFields.view.compactMap { $0.assignment(written, default: ViewSpec(path: "")) }
        if view.children != derivedChildren { settings.append("$0.children = \(view.children.swiftLiteral)") }
        let head = "screen.view(\(Self.viewArguments(view)))" + Self.closure(settings, indent: "        ")
        return [head + "  // \(index)"] + appends
    }

    /// `"root/children/0", id: "tags", kind: .collection, parent: 0`: the keys
    /// that are not defaults.
    static func viewArguments(_ view: ViewSpec) -> String {
        var arguments = [view.path.swiftLiteral]
        if let id = view.id { arguments.append("id: \(id.swiftLiteral)") }
        if view.kind != .view { arguments.append("kind: \(view.kind.swiftLiteral)") }
        if let parent = view.parent { arguments.append("parent: \(parent)") }
        if view.role != .subview { arguments.append("role: \(view.role.swiftLiteral)") }
        return arguments.joined(separator: ", ")
    }

    /// ` { $0.a = 1 }` for one short setting, a block for several, nothing for none.
    static func closure(_ settings: [String], indent: String) -> String {
        switch settings.count {
        case 0: return ""
        case 1 where !settings[0].contains("\n"): return " { \(settings[0]) }"
        default:
            let lines = settings.map { indent + "    " + $0.replacingNewlines(with: "\n" + indent + "    ") + "\n" }
            return " {\n" + lines.joined() + "\(indent)}"
        }
    }

    /// The children `ScreenBuilder` gives each view: every view appended to its
    /// parent's list in `views` order.
    static func derivedChildren(_ screen: Screen) -> [[Int]] {
        var children = Array(repeating: [Int](), count: screen.views.count)
        for (index, view) in screen.views.enumerated() {
            if let parent = view.parent, parent < index { children[parent].append(index) }
        }
        return children
    }
}

/// A flow section's item sizes as runs of equal sizes, the way specs write
/// them with `repeat:` (`(Size(width: 76, height: 32), 4)`).
struct ItemSizeRuns {
    var runs: [(size: Size?, count: Int)] = []

    init(_ sizes: [Size?]) {
        for size in sizes {
            if let last = runs.last, last.size == size {
                runs[runs.count - 1].count += 1
            } else {
                runs.append((size, 1))
            }
        }
    }

    static func expand(_ runs: ArraySlice<(size: Size?, count: Int)>) -> [Size?] {
        runs.flatMap { Array(repeating: $0.size, count: $0.count) }
    }

    /// `[(Size(width: 64, height: 32), 1), (nil, 3)]`, two runs a line when long.
    static func literal(_ runs: ArraySlice<(size: Size?, count: Int)>) -> String {
        let items = runs.map { "(\($0.size.swiftLiteral), \($0.count))" }
        guard items.count > 3 else { return "[" + items.joined(separator: ", ") + "]" }
        let lines = stride(from: 0, to: items.count, by: 2).map {
            "    " + items[$0..<min($0 + 2, items.count)].joined(separator: ", ") + ","
        }
        return "[\n" + lines.joined(separator: "\n") + "\n]"
    }
}
