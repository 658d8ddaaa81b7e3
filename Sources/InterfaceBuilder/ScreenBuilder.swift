import Diagnostics
import LayoutIR

/// Builds one ``ImportedScreen`` from a top-level view element: the views in
/// pre-order, their placement, constraints, ids and source ranges.
final class ScreenBuilder {
    let tree: MarkupTree
    let file: String
    let sizeClasses: SizeClasses
    let imageSizes: [String: Size]
    /// Outlet name → the object ids outlets with that name point at, and object
    /// id → outlet names pointing at it (the whole file's).
    let outletNames: [String: [String]]
    /// Constraint ids the size-class variations leave uninstalled for this device.
    let excludedConstraints: Set<String>
    /// The side layout margin of a root view on the device laid out for (16 or 20).
    let sideMargin: Double

    var views: [ViewSpec] = []
    var stored: [StoredView] = []
    var elementOfView: [Int] = []
    /// Object id → view index (a cell's content view maps to its cell).
    var objectViews: [String: Int] = [:]
    var guides: [String: (view: Int, guide: ConstraintGuide)] = [:]
    var topLayoutGuides: Set<String> = []
    var bottomLayoutGuides: Set<String> = []
    /// Elements whose `<constraints>` belong to a view, in document order.
    var constraintOwners: [(element: Int, view: Int)] = []
    var keyRanges: [Int: [String: SourceRange]] = [:]
    /// The element carrying a view's `ambiguous="YES"` when it is not the view's
    /// own (a cell's content view).
    var ambiguityFlagElements: [Int: Int] = [:]
    /// Views with `translatesAutoresizingMaskIntoConstraints="NO"` and `fixedFrame="YES"`.
    var fixedFrameViews: [Int] = []
    var diagnostics: [Diagnostic] = []
    var constraints: [LayoutConstraint] = []
    /// The Xcode whose drawing the screen follows, when read as saved (else `nil`:
    /// as the app shows it).
    var savedBy: SavedBy?
    /// Table cells (or their own content views) given the system content margins
    /// (none set in the file).
    var systemMarginCells: Set<Int> = []
    /// Views whose autoresizing mask shares a change between two parts: their
    /// constraints (``AutoresizingShares``), added after the file's.
    var autoresizingTerms: [Int: [AutoresizingShares.Term]] = [:]
    /// Content view elements narrower than their cell (an accessory): views of their own.
    var narrowContentViews: Set<Int> = []
    /// Arranged views' own `>=` and `<=` size constraints, read after their `=` ones.
    var arrangedBounds: [(view: Int, constraint: LayoutConstraint, element: Int)] = []

    init(tree: MarkupTree, file: String, sizeClasses: SizeClasses, imageSizes: [String: Size],
         outletNames: [String: [String]], excludedConstraints: Set<String>, sideMargin: Double) {
        self.excludedConstraints = excludedConstraints
        self.sideMargin = sideMargin
        self.tree = tree
        self.file = file
        self.sizeClasses = sizeClasses
        self.imageSizes = imageSizes
        self.outletNames = outletNames
    }

    /// A `note` at `range` about what the import does not express.
    func note(_ message: String, at range: SourceRange) {
        diagnostics.append(Diagnostic(rule: .ibNotImported, severity: .note, message: message, file: file, range: range))
    }

    /// The screen for top-level view `element`. A view of the design screen's size
    /// is the root; any other becomes the only child of a root of the screen's
    /// size, at its top-left corner (a cell, a freeform view).
    func build(top element: Int, name: String, screenName: String, object: String, design: Device?,
               orientation: Orientation, bars: [Bar], controller: Int?, designID: String? = nil,
               belowOpaqueNavigationBar: Bool = false) -> ImportedScreen {
        var topFrame = frame(of: element)
        // A controller's view IB flags misplaced has a stale stored size: it is laid
        // out in the area its bars leave, below an opaque navigation bar (and the
        // status bar above it), which is where its subviews' stored frames were drawn.
        if tree.elements[element]["misplaced"] == "YES", belowOpaqueNavigationBar, let design, var frame = topFrame {
            let metrics = design.metrics(orientation)
            let navigation = bars.contains(.largeTitle) ? Bar.largeTitle : .navigation
            frame.width = metrics.size.width
            frame.height = metrics.size.height - metrics.statusBarHeight - metrics.bars.height(of: navigation)
            topFrame = frame
        }
        var design = design, orientation = orientation, customDevice: Device?
        if design == nil, let topFrame, topFrame.width > 0, topFrame.height > 0 {
            (customDevice, orientation) = DesignDevice.custom(ibID: designID, size: Size(width: topFrame.width,
                                                                                         height: topFrame.height))
            design = customDevice
            note("\(designID.map { "design device '\($0)' is not in the catalog" } ?? "the file names no design device"); "
                    + "laid out on a custom device of the top view's size, \(customDevice!.id) "
                    + "(scale 3, no safe area and no status bar: the file does not say the device's)",
                 at: tree.range(ofElement: element))
        }
        let size = design?.metrics(orientation).size
        let screenSized = size.map { size in topFrame.map { $0.width == size.width && $0.height == size.height } ?? true }
            ?? false
        var top: Int
        if screenSized {
            top = addView(element, parent: nil, pathPrefix: "root", pathIndex: nil)
        } else {
            views.append(ViewSpec(path: "root", kind: .view))
            stored.append(StoredView())
            elementOfView.append(element)
            top = addView(element, parent: 0, pathPrefix: "root/children/", pathIndex: 0)
            // Still a controller's or a nib's root view: UIKit gives it a root's margins
            // (0 above and below, the screen's side margin), not a plain view's 8.
            if views[top].margins == nil { views[top].margins = Insets(top: 0, left: sideMargin, bottom: 0, right: sideMargin) }
            // Where a cell or a freeform view sits on screen is its table's or its
            // container's to decide, not this file's: the top-left corner it is compiled
            // at is no finding about the unsafe area.
            views[top].suppress = [RuleID.outsideSafeArea.rawValue]
            if let frame = topFrame {
                var horizontal = AxisPins(leading: .points(0), size: .points(frame.width))
                if let size, frame.width == size.width { horizontal.size = .percent(100) }
                views[top].positioning = .place(horizontal: horizontal,
                                                vertical: AxisPins(leading: .points(0), size: .points(frame.height)))
            }
        }
        // A controller's top and bottom layout guides are its view's safe area (the view a
        // screen adds around a smaller one has none of its own).
        if let controller { readGuides(of: controller, view: top) }
        for index in views.indices where index != top && index != 0 { placeByAutoresizing(index) }
        placeCellStyleLabels()
        for (index, element) in elementOfView.enumerated() where index > 0 || screenSized {
            if let rect = tree.child(of: element, named: "rect", key: "frame") {
                let range = tree.range(ofElement: rect)
                keyRanges[index, default: [:]]["frame"] = range
                keyRanges[index, default: [:]]["place"] = range
            }
        }
        assignIDs()
        readConstraints()
        putSecondItemViewsFirst()
        addAutoresizingConstraints()
        // A fixed-frame view that a constraint names after all is laid out by constraints.
        for index in fixedFrameViews where constraints.contains(where: { $0.first.view == index || $0.second?.view == index }) {
            views[index].positioning = .fill
            stored[index].byConstraints = true
        }
        applyPriorities()
        sizeArrangedContainers()
        readQuietCells()
        var screenBars = screenSized ? bars : []
        // As the app shows it, a cell or a freeform view sits in its table or container,
        // clear of the bars and the sensor housing: placed in the root's safe area, it
        // takes no safe-area inset into its margins (a cell at the top of a notched
        // screen would otherwise lose 62 pt of its height to them).
        if savedBy == nil, !screenSized { views[top].referenceBox = .safeArea }
        if let savedBy, let design {
            let portrait = design.portrait
            let homeButtonPhone = portrait.safeAreaInsets.bottom == 0 && portrait.size.width <= 375
            // A freeform controller view (`freeformSimulatedSizeMetrics`): IB draws the
            // design screen's bars over its top and bottom, so its safe area and its
            // margins start below them, as a screen-sized view's do.
            let freeform = controller.map { controller in
                tree.elements[controller].children.contains { tree.elements[$0].name == "freeformSimulatedSizeMetrics" }
            } ?? false
            if !screenSized, freeform { screenBars = bars }
            if screenSized || freeform, homeButtonPhone, savedBy.omitsHomeButtonStatusBar { screenBars.removeAll { $0 == .status } }
            // A XIB's freeform view; a storyboard scene's view smaller than the screen is
            // the area under its bars already, with no safe area inset of its own.
            if !screenSized, controller == nil, savedBy.drawsFreeformUnderStatusBar { screenBars = [.status] }
            // A cell of a XIB, in no table: IB draws its content with 15-pt side margins.
            for cell in systemMarginCells where !screenSized && (cell == top || views[cell].parent == top
                                                                 && narrowContentViews.contains(elementOfView[cell])) {
                views[cell].margins?.left = 15
                if cell == top { views[cell].margins?.right = 15 }
            }
        }
        var screen = Screen(name: screenName, views: views)
        screen.deviceID = design?.id
        screen.orientation = orientation
        screen.bars = screenBars
        screen.constraints = constraints
        screen.constraintKeyLocations = keyLocations()
        screen.source = ScreenSource(file: file, object: object)
        let ranges = elementOfView.map { tree.range(ofElement: $0) }
        var spans = elementOfView.map { tree.span(ofElement: $0) }
        // The root made around a view that is not screen-sized spans the whole file.
        if !screenSized { spans[0] = SourceRange(start: tree.lines.location(offset: 0),
                                                 end: tree.lines.location(offset: tree.lines.byteCount)) }
        var imported = ImportedScreen(screen: screen, sourceMap: ViewSourceRanges(views: ranges, keys: keyRanges, spans: spans),
                                      name: name, stored: stored, diagnostics: diagnostics, customDevice: customDevice)
        for index in stored.indices where stored[index].ambiguous {
            imported.ambiguousFlags[index] = tree.range(ofAttribute: "ambiguous",
                                                        element: ambiguityFlagElements[index] ?? elementOfView[index])
        }
        return imported
    }

    /// An arranged view with no intrinsic size of its own (a plain view whose
    /// subviews' constraints size it) takes its design-time size, as IB measured
    /// its content: Docs/SpecFormat.md#stack-views gives a view without one a natural length of 0.
    private func sizeArrangedContainers() {
        for index in views.indices {
            // A stack's size comes from its own arranged views (UIStackView has no intrinsic size).
            guard let parent = views[index].parent, views[parent].kind == .stack, views[index].kind != .stack,
                  views[index].attributes.intrinsicSize == nil, let frame = stored[index].frame else { continue }
            var attributes = views[index].attributes
            attributes.intrinsicSize = Size(width: frame.width, height: frame.height)
            views[index].attributes = attributes
        }
    }

    /// Hugging and compression resistance per axis, where they are not the kind's
    /// defaults (an arranged view's own size constraint made its axis 1000).
    private func applyPriorities() {
        for index in views.indices {
            let stored = stored[index]
            // A stack's own priorities mean nothing in UIKit (it has no intrinsic size;
            // its arranged views' priorities act): only those a size constraint of its
            // own gave it (an arranged stack's `height = 40`) are kept.
            if views[index].kind == .stack {
                let own = views[index].attributes.intrinsicSize
                guard own.map({ $0.width != KindAttributes.noIntrinsicMetric || $0.height != KindAttributes.noIntrinsicMetric })
                        ?? false else { continue }
            }
            var arranged = views[index].arranged
            let defaultHugging = ArrangedSettings.defaultHugging(for: views[index].kind)
            if stored.hugging != (defaultHugging, defaultHugging) {
                arranged.hugging = stored.hugging.horizontal
                arranged.verticalHugging = stored.hugging.vertical == stored.hugging.horizontal ? nil : stored.hugging.vertical
            }
            let defaultResistance = ArrangedSettings.defaultCompressionResistance
            if stored.compressionResistance != (defaultResistance, defaultResistance) {
                arranged.compressionResistance = stored.compressionResistance.horizontal
                arranged.verticalCompressionResistance = stored.compressionResistance.vertical
                    == stored.compressionResistance.horizontal ? nil : stored.compressionResistance.vertical
            }
            if arranged != views[index].arranged { views[index].arranged = arranged }
        }
    }

    /// Where each view's placement (`<rect key="frame">`) and intrinsic size (the
    /// view's element, or the size constraint it came from) are written, for the
    /// conflict search's document order.
    private func keyLocations() -> [Int: ConstraintKeyLocations] {
        var locations: [Int: ConstraintKeyLocations] = [:]
        for index in views.indices {
            var keys = ConstraintKeyLocations()
            if case .place = views[index].positioning { keys.placement = keyRanges[index]?["place"]?.start }
            if views[index].attributes.intrinsicSize != nil {
                keys.intrinsicSize = keyRanges[index]?["intrinsicSize"]?.start ?? tree.range(ofElement: elementOfView[index]).start
            }
            if keys.placement != nil || keys.intrinsicSize != nil { locations[index] = keys }
        }
        return locations
    }

    /// Ids: the outlet's name when exactly one outlet points at the view, else its
    /// user label when that is a valid id, else the object id; unique in the screen.
    private func assignIDs() {
        var taken = Set<String>()
        for index in views.indices {
            guard let object = views[index].source else { continue }
            let node = tree.elements[elementOfView[index]]
            var candidates: [String] = []
            if let outlets = outletNames[object], outlets.count == 1 { candidates.append(outlets[0]) }
            if let label = node["userLabel"], Self.isValidID(label) { candidates.append(label) }
            candidates.append(object)
            let id = candidates.first { !taken.contains($0) } ?? object + "-\(index)"
            taken.insert(id)
            views[index].id = id
        }
    }

    /// Letters, digits, `_` and `-`, not starting with a digit or `-`.
    static func isValidID(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first != "-", !("0"..."9").contains(first) else { return false }
        return text.unicodeScalars.allSatisfy { $0 == "_" || $0 == "-" || ("a"..."z").contains($0)
            || ("A"..."Z").contains($0) || ("0"..."9").contains($0) }
    }
}
