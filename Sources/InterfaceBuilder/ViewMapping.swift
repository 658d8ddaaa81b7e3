import Diagnostics
import LayoutIR

/// Element names → kinds (Docs/InterfaceBuilder.md). Controls are interactive views.
enum ElementKinds {
    static let kinds: [String: ViewKind] = [
        "view": .view, "label": .label, "button": .button, "imageView": .image, "textField": .textField,
        "textView": .textView, "scrollView": .scroll, "tableView": .table, "collectionView": .collection,
        "stackView": .stack, "tableViewCell": .cell, "collectionViewCell": .cell,
    ]
    static let controls: Set<String> = ["switch", "slider", "stepper", "segmentedControl", "pageControl"]
    /// Kinds whose intrinsic content size IB measured into the stored frame.
    static let intrinsicElements: Set<String> = [
        "label", "button", "textField", "switch", "slider", "stepper", "segmentedControl", "pageControl",
        "activityIndicatorView", "searchBar", "progressView", "navigationBar", "toolbar", "tabBar",
    ]
    /// UIKit's class for each mapped element, so only other classes are kept.
    static let uikitClass: [String: String] = [
        "view": "UIView", "label": "UILabel", "button": "UIButton", "imageView": "UIImageView",
        "textField": "UITextField", "textView": "UITextView", "scrollView": "UIScrollView",
        "tableView": "UITableView", "collectionView": "UICollectionView", "stackView": "UIStackView",
        "tableViewCell": "UITableViewCell", "collectionViewCell": "UICollectionViewCell",
    ]
    /// UIKit's `alignmentRectInsets` of the controls whose frame reaches beyond
    /// the rect Auto Layout aligns: a switch's 51-pt frame around a 49-pt rect, a
    /// slider's 2 pt at each side and 1 below, a segmented control's 1 below (the
    /// stored frames of the corpus against their constraints, Docs/InterfaceBuilder.md).
    static let alignmentRectInsets: [String: Insets] = [
        "switch": Insets(top: 0, left: 0, bottom: 0, right: 2),
        "slider": Insets(top: 0, left: 2, bottom: 1, right: 2),
        "segmentedControl": Insets(top: 0, left: 0, bottom: 1, right: 0),
    ]
    /// Keys under which an element holds a view that is not in `<subviews>`.
    static let viewKeys: Set<String> = ["tableHeaderView", "tableFooterView"]
}

extension ScreenBuilder {
    /// Adds view element `element` (and its subtree) under `parent`; returns its index.
    @discardableResult
    func addView(_ element: Int, parent: Int?, pathPrefix: String, pathIndex: Int?) -> Int {
        let node = tree.elements[element]
        let kind = ElementKinds.kinds[node.name] ?? .view
        let index = views.count
        var view = pathIndex.map { ViewSpec(pathPrefix: pathPrefix, pathIndex: $0, kind: kind, parent: parent) }
            ?? ViewSpec(path: pathPrefix, kind: kind, parent: parent)
        // Set only when there is one: setting even nil boxes the view's rarely set fields (~560 bytes).
        if let id = node["id"] { view.source = id }
        var stored = StoredView()
        stored.frame = frame(of: element)
        stored.misplaced = node["misplaced"] == "YES"
        stored.ambiguous = node["ambiguous"] == "YES"
        stored.byConstraints = node["translatesAutoresizingMaskIntoConstraints"] == "NO"
        // `fixedFrame="YES"`: a view IB keeps at its frame (no constraints of its own
        // place it), laid out from its stored frame unless a constraint names it.
        if stored.byConstraints, node["fixedFrame"] == "YES" {
            stored.byConstraints = false
            fixedFrameViews.append(index)
        }
        let className = node["customClass"] ?? (ElementKinds.kinds[node.name] == nil ? node.name : nil)
        stored.viewClass = className
        if let value = node["horizontalHuggingPriority"].flatMap(Double.init) { stored.hugging.horizontal = value }
        if let value = node["verticalHuggingPriority"].flatMap(Double.init) { stored.hugging.vertical = value }
        if let value = node["horizontalCompressionResistancePriority"].flatMap(Double.init) {
            stored.compressionResistance.horizontal = value
        }
        if let value = node["verticalCompressionResistancePriority"].flatMap(Double.init) {
            stored.compressionResistance.vertical = value
        }
        views.append(view)
        self.stored.append(stored)
        elementOfView.append(element)
        if let id = node["id"] { objectViews[id] = index }
        if let parent { views[parent].children.append(index) }
        readAttributes(of: element, into: index)
        if narrowContentViews.contains(element), views[index].margins == nil, node.name == "tableViewCellContentView" {
            // Beside an accessory the content view's trailing margin is a plain view's 8
            // (the stored frames of the corpus' disclosure-indicator cells).
            views[index].margins = Insets(top: 11, left: sideMargin, bottom: 11, right: 8)
            systemMarginCells.insert(index)
        }
        readGuides(of: element, view: index)
        constraintOwners.append((element, index))

        // Children, back to front: subviews, then a table's header, cells and footer.
        var childElements: [Int] = []
        var contentView: Int?
        for child in node.children {
            let childNode = tree.elements[child]
            switch childNode.name {
            case "subviews": childElements += tree.elements[child].children
            // A cell's content view, also as older Xcode writes a collection view cell's
            // (`<view key="contentView">`, often without an id): its subviews are the cell's.
            case "tableViewCellContentView", "collectionViewCellContentView",
                 "view" where childNode["key"] == "contentView" && ["tableViewCell", "collectionViewCell"].contains(node.name):
                // An accessory (a disclosure indicator) makes the content view narrower
                // than the cell: then it is a view of its own, which constraints name.
                if let content = frame(of: child), let cell = frame(of: element), content.width < cell.width - 0.25 {
                    childElements.insert(child, at: 0)
                    narrowContentViews.insert(child)
                    continue
                }
                contentView = child
                if let id = childNode["id"] { objectViews[id] = index }
                // IB's flag on the content view is about the cell's content: the cell's.
                if childNode["ambiguous"] == "YES" {
                    self.stored[index].ambiguous = true
                    ambiguityFlagElements[index] = child
                }
                // The content view's margins are the cell's: as set, else a table cell's
                // system margins (11 above and below, the screen's side margin at the sides).
                if let margins = layoutMargins(of: child) {
                    views[index].margins = margins
                } else if childNode.name == "tableViewCellContentView" {
                    views[index].margins = Insets(top: 11, left: sideMargin, bottom: 11, right: sideMargin)
                    systemMarginCells.insert(index)
                }
                readGuides(of: child, view: index)
                constraintOwners.append((child, index))
                if let subviews = tree.child(of: child, named: "subviews") {
                    childElements += tree.elements[subviews].children
                }
            case "prototypes", "cells":
                childElements += childNode.children
            case "sections":
                for section in childNode.children {
                    for cells in tree.children(of: section, named: "cells") { childElements += tree.elements[cells].children }
                }
            default:
                // A visual-effect view's content view is a view of its own, behind its subviews.
                if childNode["key"] == "contentView", tree.child(of: child, named: "rect", key: "frame") != nil {
                    childElements.insert(child, at: 0)
                } else if let key = childNode["key"], ElementKinds.viewKeys.contains(key), tree.child(of: child, named: "rect") != nil {
                    childElements.append(child)
                }
            }
        }
        _ = contentView
        let childPrefix = (pathIndex.map { pathPrefix + String($0) } ?? pathPrefix) + "/children/"
        for (position, child) in childElements.enumerated() {
            addView(child, parent: index, pathPrefix: childPrefix, pathIndex: position)
        }
        return index
    }

    /// `<rect key="frame">` of `element`.
    func frame(of element: Int) -> Rect? {
        guard let rect = tree.child(of: element, named: "rect", key: "frame") else { return nil }
        let node = tree.elements[rect]
        func number(_ name: String) -> Double { node[name].flatMap(Double.init) ?? 0 }
        return Rect(x: number("x"), y: number("y"), width: number("width"), height: number("height"))
    }

    /// Hidden, clipping, touches, alpha, fonts, stack and scroll settings, margins.
    private func readAttributes(of element: Int, into index: Int) {
        let node = tree.elements[element]
        var view = views[index]
        if node["hidden"] == "YES" { view.hidden = true; keyRanges[index, default: [:]]["hidden"] = tree.range(ofAttribute: "hidden", element: element) }
        if node["clipsSubviews"] == "YES" { view.clipsToBounds = true }
        if ElementKinds.controls.contains(node.name) { view.interactiveOverride = true }
        if node["userInteractionEnabled"] == "NO" { view.interactiveOverride = false }
        if let alpha = node["alpha"].flatMap(Double.init), alpha.isFinite { view.alpha = min(1, max(0, alpha)) }
        var attributes = view.attributes
        // A text style (`style="UICTFontTextStyleBody"`) is written with pointSize 0: its
        // size is Dynamic Type's, not a fixed one.
        if view.kind == .label, let font = tree.child(of: element, named: "fontDescription", key: "fontDescription"),
           tree.elements[font]["style"] == nil, let size = tree.elements[font]["pointSize"].flatMap(Double.init), size > 0 {
            attributes.fontSize = size
        }
        if let text = readText(of: element) { attributes.text = text }
        let alignment = ElementKinds.alignmentRectInsets[node.name] ?? .zero
        if alignment != .zero { view.alignmentRectInsets = alignment }
        // A text view that does not scroll sizes itself to its text, as IB measured it.
        let sizesToText = node.name == "textView" && node["scrollEnabled"] == "NO"
        if let frame = stored[index].frame, ElementKinds.intrinsicElements.contains(node.name) || sizesToText
            || (node.name == "imageView" && node["image"] != nil) {
            // The intrinsic size is the alignment rect's (a switch's 49 × 31).
            attributes.intrinsicSize = Size(width: frame.width - alignment.left - alignment.right,
                                            height: frame.height - alignment.top - alignment.bottom)
            if isEmptyPlainTextField(node), !isArranged(index) { attributes.intrinsicSize?.width = 0 }
        }
        // IB's design-time intrinsic size (the Size inspector's "Intrinsic Size: Placeholder"),
        // for a custom view whose real one is computed in code.
        // An axis IB leaves out (or writes "infinite") has no intrinsic length.
        let placeholderWidth = node["placeholderIntrinsicWidth"].flatMap(Double.init).flatMap { $0.isFinite ? $0 : nil }
        let placeholderHeight = node["placeholderIntrinsicHeight"].flatMap(Double.init).flatMap { $0.isFinite ? $0 : nil }
        if placeholderWidth != nil || placeholderHeight != nil {
            attributes.intrinsicSize = Size(width: placeholderWidth ?? KindAttributes.noIntrinsicMetric,
                                            height: placeholderHeight ?? KindAttributes.noIntrinsicMetric)
        }
        if view.kind == .image {
            attributes.contentMode = switch node["contentMode"] {
            case "scaleAspectFit": .aspectFit
            case "scaleAspectFill": .aspectFill
            case "center": .center
            default: .scaleToFill
            }
            if let name = node["image"], let size = imageSizes[name] { attributes.imageSize = size }
        }
        if view.kind.isScrollView, let behavior = node["contentInsetAdjustmentBehavior"],
           let value = ContentInsetAdjustmentBehavior(rawValue: behavior) {
            attributes.contentInsetAdjustmentBehavior = value
        }
        // A flow layout whose section insets are measured from the safe area
        // (`sectionInsetReference="safeArea"`) places its items the safe area's
        // insets further in, at rest, as an `always` adjustment does: so read.
        if view.kind == .collection,
           let layout = tree.child(of: element, named: "collectionViewFlowLayout", key: "collectionViewLayout"),
           tree.elements[layout]["sectionInsetReference"] == "safeArea" {
            attributes.contentInsetAdjustmentBehavior = .always
        }
        if view.kind == .stack {
            var stack = StackSpec()
            stack.axis = node["axis"] == "vertical" ? .vertical : .horizontal
            stack.distribution = node["distribution"].flatMap(StackDistribution.init(rawValue:)) ?? .fill
            stack.alignment = switch node["alignment"] {
            case "top", "leading": .leading
            case "bottom", "trailing": .trailing
            case "center": .center
            default: .fill
            }
            if let alignment = node["alignment"], alignment.hasSuffix("Baseline") {
                note("stack alignment '\(alignment)' is not modelled; aligned as fill", at: tree.range(ofAttribute: "alignment", element: element))
            }
            // `spacingType="standard"` (UIStackView.spacingUseSystem) is 8 between standard views.
            stack.spacing = node["spacing"].flatMap(Double.init) ?? (node["spacingType"] == "standard" ? 8 : 0)
            stack.layoutMarginsRelative = node["layoutMarginsFollowReadableWidth"] == "YES"
                || node["layoutMarginsRelativeArrangement"] == "YES"
            // UIStackView has no intrinsic size: how readily it grows or shrinks is
            // its arranged views' (Docs/InterfaceBuilder.md#what-becomes-what).
            stack.prioritiesFromArrangedViews = true
            attributes.stack = stack
        }
        // Defaults stay unboxed (~700 bytes a view; 1.9M `<v/>` elements took 3.9 GB).
        if view.hasKindAttributes || attributes != KindAttributes() { view.attributes = attributes }
        if let margins = layoutMargins(of: element) { view.margins = margins }
        views[index] = view
    }

    /// A borderless `UITextField` of UIKit's own class with neither text nor
    /// placeholder nor clear button: its intrinsic width is its text's, which is
    /// none, whatever width constraints gave the frame IB stored (FindInPage's search
    /// field, stored 177.5 wide between an icon and a counter, would otherwise resist
    /// at 750 down to 177.5 pt). A border, a custom class or a clear button adds
    /// padding that is not known, so those keep their stored width, as does a
    /// stack's arranged field, whose stored width stands in for constraints between
    /// arranged views that are not all solved.
    private func isEmptyPlainTextField(_ node: MarkupElement) -> Bool {
        node.name == "textField" && (node["text"] ?? "").isEmpty && (node["placeholder"] ?? "").isEmpty
            && (node["borderStyle"] ?? "none") == "none" && node["customClass"] == nil
            && (node["clearButtonMode"] ?? "never") == "never"
    }

    /// `<edgeInsets key="layoutMargins">` of `element`.
    func layoutMargins(of element: Int) -> Insets? {
        guard let margins = tree.child(of: element, named: "edgeInsets", key: "layoutMargins") else { return nil }
        let m = tree.elements[margins]
        func number(_ name: String) -> Double { m[name].flatMap(Double.init) ?? 0 }
        return Insets(top: number("top"), left: number("left"), bottom: number("bottom"), right: number("right"))
    }

    /// The layout guides a view declares, for the constraints that name them.
    func readGuides(of element: Int, view index: Int) {
        for child in tree.elements[element].children where tree.elements[child].name == "viewLayoutGuide" {
            let guide = tree.elements[child]
            guard let id = guide["id"] else { continue }
            switch guide["key"] {
            case "safeArea": guides[id] = (index, .safeArea)
            case "contentLayoutGuide": guides[id] = (index, .content)
            case "frameLayoutGuide": guides[id] = (index, .frame)
            default: break
            }
        }
        if let layoutGuides = tree.child(of: element, named: "layoutGuides") {
            for guide in tree.elements[layoutGuides].children {
                guard let id = tree.elements[guide]["id"] else { continue }
                switch tree.elements[guide]["type"] {
                case "top": guides[id] = (index, .safeArea); topLayoutGuides.insert(id)
                case "bottom": guides[id] = (index, .safeArea); bottomLayoutGuides.insert(id)
                default:
                    note("layout guide '\(id)' is not modelled; constraints that name it are dropped",
                         at: tree.range(ofElement: guide))
                }
            }
        }
    }
}
