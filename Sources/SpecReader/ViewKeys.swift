import Diagnostics
import LayoutIR
import YAMLSyntax

extension ReaderContext {
    /// Decodes one key of a view into `view`. Keys that hold views or blocks of
    /// their own (`children`, `flow`) are left to the caller.
    func applyViewKey(_ spec: KeySpec, _ value: YAMLNodeID, to view: inout ViewSpec) {
        let key = spec.name
        switch spec.id {
        case .id: view.id = string(value, key: key) ?? view.id
        case .kind: break  // read before the other keys, see `viewKind`
        case .frame:
            if let rect = rect(value, key: key) {
                view.positioning = .frame(rect)
            } else {
                view.unreadAxes = [.horizontal, .vertical]
            }
        case .place: readPlace(value, into: &view)
        case .referenceBox: readReferenceBox(value, into: &view)
        case .aspectRatio: view.aspectRatio = number(value, key: key) ?? view.aspectRatio
        case .insets: view.insets = insets(value, key: key) ?? view.insets
        case .safeArea: view.safeAreaEdges = safeAreaEdges(value) ?? view.safeAreaEdges
        case .margins: view.margins = insets(value, key: key) ?? view.margins
        case .hidden: view.hidden = boolean(value, key: key) ?? view.hidden
        case .source: view.source = string(value, key: key) ?? view.source
        case .alpha: view.alpha = number(value, key: key, min: 0, max: 1) ?? view.alpha
        case .interactive: view.interactiveOverride = boolean(value, key: key) ?? view.interactiveOverride
        case .hitInsets: view.hitInsets = insets(value, key: key) ?? view.hitInsets
        case .alignmentRectInsets: view.alignmentRectInsets = insets(value, key: key) ?? view.alignmentRectInsets
        case .clipsToBounds: view.clipsToBounds = boolean(value, key: key) ?? view.clipsToBounds
        case .cornerRadius: view.cornerRadius = number(value, key: key, min: 0) ?? view.cornerRadius
        case .maskedCorners: view.maskedCorners = maskedCorners(value) ?? view.maskedCorners
        case .transform: view.transform = transform(value) ?? view.transform
        case .hugging:
            if let (horizontal, vertical) = priorities(value, key: key, defaultValue: ArrangedSettings.defaultHugging(for: view.kind)) {
                view.arranged.hugging = horizontal
                view.arranged.verticalHugging = vertical
            }
        case .compressionResistance:
            if let (horizontal, vertical) = priorities(value, key: key, defaultValue: ArrangedSettings.defaultCompressionResistance) {
                view.arranged.compressionResistance = horizontal
                view.arranged.verticalCompressionResistance = vertical
            }
        case .spacingAfter: view.arranged.spacingAfter = number(value, key: key) ?? view.arranged.spacingAfter
        case .suppress:
            view.suppress = list(value, key: key, of: .string)?.compactMap { string($0, key: key) } ?? view.suppress
        default: applyKindKey(spec, value, to: &view.attributes)
        }
    }

    /// Decodes a key that only some kinds have.
    private func applyKindKey(_ spec: KeySpec, _ value: YAMLNodeID, to attributes: inout KindAttributes) {
        let key = spec.name
        switch spec.id {
        case .textInsets: attributes.textInsets = insets(value, key: key) ?? attributes.textInsets
        case .fontSize: attributes.fontSize = number(value, key: key, min: 0) ?? attributes.fontSize
        case .minimumScaleFactor:
            attributes.minimumScaleFactor = number(value, key: key, min: 0, max: 1) ?? attributes.minimumScaleFactor
        case .intrinsicSize: attributes.intrinsicSize = intrinsicSize(value, key: key) ?? attributes.intrinsicSize
        case .contentInsets: attributes.contentInsets = insets(value, key: key) ?? attributes.contentInsets
        case .imageSize: attributes.imageSize = size(value, key: key) ?? attributes.imageSize
        case .contentMode:
            if let word = choice(value, key: key, among: ContentMode.allCases.map(\.rawValue)) {
                attributes.contentMode = ContentMode(rawValue: word) ?? attributes.contentMode
            }
        case .textContainerInset: attributes.textContainerInset = insets(value, key: key) ?? attributes.textContainerInset
        case .lineFragmentPadding:
            attributes.lineFragmentPadding = number(value, key: key, min: 0) ?? attributes.lineFragmentPadding
        case .placeholder:
            var location = Point.zero
            readObject(value, SpecSchema.placeholder) { _, node in
                location = point(node, key: "placeholder.location") ?? location
            }
            attributes.placeholderLocation = location
        case .contentInset: attributes.contentInset = insets(value, key: key) ?? attributes.contentInset
        case .contentInsetAdjustmentBehavior:
            if let word = choice(value, key: key, among: ContentInsetAdjustmentBehavior.allCases.map(\.rawValue)) {
                attributes.contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior(rawValue: word) ?? .automatic
            }
        case .scrollContentSize: attributes.contentSize = size(value, key: key) ?? attributes.contentSize
        case .sectionIndex: attributes.sectionIndex = boolean(value, key: key) ?? attributes.sectionIndex
        case .stack: attributes.stack = readStack(value)
        case .text, .font, .numberOfLines, .lineBreakMode: readTextKey(spec, value, into: &attributes)
        case .semanticContentAttribute:
            if let index = choiceIndex(value, key: key, among: SemanticContentAttribute.allCases.map(\.rawValue)) {
                attributes.semanticContentAttribute = SemanticContentAttribute.allCases[index]
            }
        default: break
        }
    }

    /// A priority for both axes (`hugging: 251`: the vertical one is `nil`, the
    /// same), or `{horizontal:, vertical:}` (a missing axis has the default).
    func priorities(_ value: YAMLNodeID, key: String, defaultValue: Double) -> (Double, Double?)? {
        guard document.kind(value) == .mapping else {
            return number(value, key: key, min: 1, max: 1000).map { ($0, nil) }
        }
        var horizontal = defaultValue, vertical = defaultValue
        readObject(value, SpecSchema.axisPriorities, label: key) { spec, node in
            guard let number = number(node, key: "\(key).\(spec.name)", min: 1, max: 1000) else { return }
            if spec.id == .horizontal { horizontal = number } else { vertical = number }
        }
        return (horizontal, vertical)
    }

    /// `[w, h]` or `{width:, height:}` where one axis may be `null`: no intrinsic
    /// length there (`UIView.noIntrinsicMetric`, -1).
    func intrinsicSize(_ value: YAMLNodeID, key: String) -> Size? {
        let fields = ["width", "height"]
        var nodes: [YAMLNodeID?] = [nil, nil]
        switch document.kind(value) {
        case .sequence where document.count(value) == 2:
            nodes = [document.element(value, 0), document.element(value, 1)]
        case .mapping:
            var ok = true
            forEachPair(value, allowed: fields, objectName: key) { name, node in
                nodes[name == "width" ? 0 : 1] = node
            }
            for (index, field) in fields.enumerated() where nodes[index] == nil {
                report(.missingKey, .error, "missing '\(field)' in '\(key)' (expected \(ValueShape.intrinsicSize.description); write null for no intrinsic \(field))", at: value)
                ok = false
            }
            guard ok else { return nil }
        default:
            mismatch(value, key: key, expected: ValueShape.intrinsicSize.description)
            return nil
        }
        var lengths = [KindAttributes.noIntrinsicMetric, KindAttributes.noIntrinsicMetric]
        for index in 0..<2 {
            guard let node = nodes[index] else { continue }
            if meaning(node) == .null { continue }
            guard let length = number(node, key: "\(key).\(fields[index])", min: 0) else { return nil }
            lengths[index] = length
        }
        return Size(width: lengths[0], height: lengths[1])
    }

    func readReferenceBox(_ value: YAMLNodeID, into view: inout ViewSpec) {
        if let word = choice(value, key: "in", among: ReferenceBox.allCases.map(\.rawValue)) {
            view.referenceBox = ReferenceBox(rawValue: word) ?? view.referenceBox
        }
    }

    /// `safeArea: true | false | [edges]`.
    func safeAreaEdges(_ value: YAMLNodeID) -> EdgeSet? {
        if document.kind(value) == .sequence {
            var edges: EdgeSet = []
            for element in list(value, key: "safeArea", of: .oneOf(SpecSchema.edgeNames)) ?? [] {
                switch choice(element, key: "safeArea", among: SpecSchema.edgeNames) {
                case "top": edges.insert(.top)
                case "left": edges.insert(.left)
                case "bottom": edges.insert(.bottom)
                case "right": edges.insert(.right)
                default: break
                }
            }
            return edges
        }
        if case .boolean(let on)? = meaning(value) { return on ? .all : [] }
        mismatch(value, key: "safeArea", expected: ValueShape.booleanOrEdges.description)
        return nil
    }

    func maskedCorners(_ value: YAMLNodeID) -> CornerSet? {
        let names = ["topLeft", "topRight", "bottomLeft", "bottomRight"]
        guard let elements = list(value, key: "maskedCorners", of: .oneOf(names)) else { return nil }
        var corners: CornerSet = []
        for element in elements {
            if let word = choice(element, key: "maskedCorners", among: names), let index = names.firstIndex(of: word) {
                corners.insert(CornerSet(rawValue: 1 << UInt8(index)))
            }
        }
        return corners
    }

    /// `transform: {scale: s}` or `{scaleX:, scaleY:}`.
    func transform(_ value: YAMLNodeID) -> ScaleTransform? {
        var uniform: Double?
        var result = ScaleTransform.identity
        readObject(value, SpecSchema.transform, label: "transform") { spec, node in
            guard let number = number(node, key: "transform.\(spec.name)") else { return }
            switch spec.id {
            case .scale: uniform = number
            case .scaleX: result.scaleX = number
            case .scaleY: result.scaleY = number
            default: break
            }
        }
        if let uniform {
            if hasKey(value, "scaleX") || hasKey(value, "scaleY") {
                report(.typeMismatch, .error, "expected either 'scale' or 'scaleX'/'scaleY' in 'transform', found both",
                       at: value)
            }
            return ScaleTransform(scaleX: uniform, scaleY: uniform)
        }
        return result
    }

    static let referenceBoxNames = ReferenceBox.allCases.map(\.rawValue)

    /// The axis a misspelt key of `place` was meant for, by the key it is
    /// closest to (`centreX`: horizontal); both when it is like none.
    static func axes(ofMisspeltPin name: String) -> EdgeSet {
        let horizontal = ["left", "right", "leading", "trailing", "width", "centerX"]
        let vertical = ["top", "bottom", "height", "centerY"]
        guard let meant = DidYouMean.closest(to: name, among: horizontal + vertical) else { return [.horizontal, .vertical] }
        return horizontal.contains(meant) ? .horizontal : .vertical
    }

    /// `place: {in:, left:, right:, width:, centerX:, top:, …}`. A pin that
    /// fails to read marks its axis in ``ViewSpec/unreadAxes``, and so does a
    /// misspelt key of the axis (`centreX`); a value that is not a mapping, both axes.
    func readPlace(_ value: YAMLNodeID, into view: inout ViewSpec) {
        var horizontal = AxisPins(), vertical = AxisPins()
        var box = view.referenceBox, aspect = view.aspectRatio
        var unread: EdgeSet = document.kind(value) == .mapping ? [] : [.horizontal, .vertical]
        readObject(value, SpecSchema.place, label: "place", unknownKey: { unread.formUnion(Self.axes(ofMisspeltPin: $0)) }) { spec, node in
            // Named only for a message.
            func key() -> String { "place.\(spec.name)" }
            /// The pin, or nil with its axis marked unread.
            func pin(_ axis: EdgeSet) -> Length? {
                let read = length(node, key: key())
                if read == nil { unread.formUnion(axis) }
                return read
            }
            switch spec.id {
            case .referenceBox:
                if let word = choice(node, key: key(), among: Self.referenceBoxNames) {
                    box = ReferenceBox(rawValue: word) ?? box
                }
            case .aspectRatio: aspect = number(node, key: key()) ?? aspect
            case .left: horizontal.leading = pin(.horizontal)
            case .right: horizontal.trailing = pin(.horizontal)
            case .leading:
                horizontal.leading = pin(.horizontal)
                horizontal.isDirectional = true
            case .trailing:
                horizontal.trailing = pin(.horizontal)
                horizontal.isDirectional = true
            case .width: horizontal.size = pin(.horizontal)
            case .centerX: horizontal.center = pin(.horizontal)
            case .top: vertical.leading = pin(.vertical)
            case .bottom: vertical.trailing = pin(.vertical)
            case .height: vertical.size = pin(.vertical)
            case .centerY: vertical.center = pin(.vertical)
            default: break
            }
        }
        if !unread.isEmpty { view.unreadAxes.formUnion(unread) }
        if horizontal.isDirectional, hasKey(value, "left") || hasKey(value, "right") {
            report(.typeMismatch, .error,
                   "expected either 'leading'/'trailing' or 'left'/'right' in 'place', found both; leading and trailing mirror right to left, left and right never do",
                   at: value)
            horizontal.isDirectional = false
        }
        view.referenceBox = box
        view.aspectRatio = aspect
        view.positioning = .place(horizontal: horizontal, vertical: vertical)
    }
}
