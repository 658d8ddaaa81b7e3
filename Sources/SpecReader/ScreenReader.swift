import Diagnostics
import LayoutIR
import YAMLSyntax

/// Reads the top level of a file and drives the tree reader.
struct ScreenReader {
    let context: ReaderContext
    let options: ReaderOptions
    var sourceMap: SpecSourceMap

    init(context: ReaderContext, options: ReaderOptions) {
        self.context = context
        self.options = options
        self.sourceMap = SpecSourceMap(document: context.document)
    }

    /// The screen of the file whose top node is `top`; `nil` when the top is not a mapping.
    mutating func readScreen(_ top: YAMLNodeID) -> Screen? {
        let document = context.document
        guard document.kind(top) == .mapping else {
            context.report(.typeMismatch, .error,
                           "expected a mapping with 'layout: 1', 'screen' and 'root' at the top of the file, found \(context.describe(top))",
                           at: top)
            return nil
        }
        sourceMap.outline.recordTopLevelKeys(of: top, in: document)
        var screen = Screen(name: "", views: [])
        var rootNode: YAMLNodeID?
        context.readObject(top, SpecSchema.file, label: "the file") { spec, value in
            switch spec.id {
            case .layout: readVersion(value, into: &screen)
            case .screen: screen.name = context.string(value, key: spec.name) ?? ""
            case .device: screen.deviceID = readDevice(value)
            case .orientation:
                if let word = context.choice(value, key: spec.name, among: Orientation.allCases.map(\.rawValue)) {
                    screen.orientation = Orientation(rawValue: word)
                }
            case .bars: screen.bars = readBars(value) ?? screen.bars
            case .additionalSafeAreaInsets:
                screen.additionalSafeAreaInsets = context.insets(value, key: spec.name) ?? .zero
            case .root: rootNode = value
            case .source: screen.source = readSource(value)
            default: break
            }
        }
        var expected: Int?
        if let rootNode {
            let counted = RepeatCount.count(root: rootNode, context: context, maxViews: options.maxViews)
            if let excess = counted.excess {
                // Nothing is made past the limit: no views, so nothing is solved, checked or written.
                context.reportViewLimit(options.maxViews, expandingTo: excess.total, at: excess.node)
                return nil
            }
            expected = counted.total
        }
        var tree = TreeReader(context: context, maxViews: options.maxViews, expectedViews: expected)
        if let rootNode {
            tree.read(root: rootNode)
        }
        if tree.views.isEmpty {
            // Keep a bare root so the device's frames are still computed.
            tree.views.append(ViewSpec(path: "root"))
            tree.viewNodes.append(rootNode ?? top)
        }
        screen.views = tree.views
        if !context.pendingConstraints.isEmpty {
            screen.constraints = ConstraintReader(context: context, views: tree.views).read(context.pendingConstraints)
            screen.constraintKeyLocations = constraintKeyLocations(tree.viewNodes)
        }
        sourceMap.viewNodes = tree.viewNodes
        sourceMap.outline.recordRepeatedIDs(items: tree.repeatedItems, in: document)
        return screen
    }

    /// Where each view's `frame`/`place` and `intrinsicSize` keys are written:
    /// the places they take in the conflict search's document order.
    private func constraintKeyLocations(_ nodes: [YAMLNodeID]) -> [Int: ConstraintKeyLocations] {
        let document = context.document
        var locations: [Int: ConstraintKeyLocations] = [:]
        for (view, node) in nodes.enumerated() where document.kind(node) == .mapping {
            var found = ConstraintKeyLocations()
            for index in 0..<document.count(node) {
                let key = document.key(node, index)
                if document.scalarEquals(key, "frame") || document.scalarEquals(key, "place") {
                    found.placement = found.placement ?? document.start(key)
                } else if document.scalarEquals(key, "intrinsicSize") {
                    found.intrinsicSize = document.start(key)
                }
            }
            if found.placement != nil || found.intrinsicSize != nil { locations[view] = found }
        }
        return locations
    }

    private func readVersion(_ value: YAMLNodeID, into screen: inout Screen) {
        if case .number(let version)? = context.meaning(value) {
            if version == 1 { return }
            context.report(.unsupportedVersion, .error,
                           "unsupported format version \(context.document.scalar(value)); this layoutc reads 'layout: 1'",
                           at: value)
            screen.formatVersion = version == version.rounded() && abs(version) < 1e9 ? Int(version) : 0
            return
        }
        context.mismatch(value, key: "layout", expected: "the format version 1")
    }

    /// `source: {file:, object:}`; `nil` unless both are strings.
    private func readSource(_ value: YAMLNodeID) -> ScreenSource? {
        var file: String?
        var object: String?
        context.readObject(value, SpecSchema.source, label: "source") { spec, node in
            switch spec.id {
            case .sourceFile: file = context.string(node, key: "source.file")
            case .sourceObject: object = context.string(node, key: "source.object")
            default: break
            }
        }
        guard let file, let object else { return nil }
        return ScreenSource(file: file, object: object)
    }

    private func readDevice(_ value: YAMLNodeID) -> String? {
        guard let id = context.string(value, key: "device") else { return nil }
        if !options.knownDeviceIDs.contains(id) {
            context.report(.unknownDevice, .error,
                           "unknown device '\(id)'" + DidYouMean.hint(for: id, among: options.knownDeviceIDs)
                           + " (see `layoutc devices`)", at: value)
        }
        return id
    }

    private func readBars(_ value: YAMLNodeID) -> [Bar]? {
        let names = Bar.allCases.map(\.rawValue)
        guard let elements = context.list(value, key: "bars", of: .oneOf(names)) else { return nil }
        return elements.compactMap { context.choice($0, key: "bars", among: names).flatMap(Bar.init(rawValue:)) }
    }
}
