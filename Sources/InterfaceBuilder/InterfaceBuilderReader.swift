import Diagnostics
import LayoutIR

/// Reads a `.xib` or `.storyboard` file into screens (Docs/InterfaceBuilder.md):
/// one per top-level view of a xib, one per view controller scene of a storyboard.
public enum InterfaceBuilderReader {
    /// Whether `file` is named like an Interface Builder file.
    public static func isInterfaceBuilderFile(_ file: String) -> Bool {
        file.hasSuffix(".xib") || file.hasSuffix(".storyboard")
    }

    /// Reads `bytes` (the content of `file`). `devices` is the catalog the design
    /// device is looked up in; `target` picks the size-class variations (the
    /// design device's when `nil`). `asSaved` lays each screen out as the Xcode
    /// that saved the file drew it (``SavedBy``: its simulated status bar, a XIB
    /// cell's margins, the iPhone 11's insets), which is what the stored frames
    /// record: the answer key and `import` read so; lint and compile read the
    /// screens as the app shows them on real devices.
    public static func read(_ bytes: [UInt8], file: String, devices: [Device] = DeviceCatalog.all,
                            target: (device: Device, orientation: Orientation)? = nil,
                            limits: MarkupLimits = MarkupLimits(), asSaved: Bool = false) -> InterfaceBuilderReadResult {
        let (parsed, errors) = MarkupReader.read(bytes, file: file, limits: limits)
        guard let tree = parsed else { return InterfaceBuilderReadResult(screens: [], diagnostics: errors) }
        let root = tree.elements[0]
        guard root.name == "document", root["type"]?.contains("InterfaceBuilder") == true else {
            return InterfaceBuilderReadResult(screens: [], diagnostics: [Diagnostic(
                rule: .xmlSyntax, severity: .error,
                message: "expected an Interface Builder document (<document type=\"com.apple.InterfaceBuilder3…\">), "
                    + "found <\(root.name)>", file: file, range: tree.range(ofElement: 0))])
        }
        let problems = AttributeCheck.problems(in: tree, file: file)
        guard problems.isEmpty else { return InterfaceBuilderReadResult(screens: [], diagnostics: problems) }
        var context = FileContext(tree: tree, file: file, devices: devices, asSaved: asSaved)
        let classes = target.map { $0.device.metrics($0.orientation).sizeClasses }
            ?? context.design.map { $0.metrics(context.orientation).sizeClasses }
            ?? SizeClasses(width: .compact, height: .regular)
        context.excluded = Variations.excludedConstraints(in: tree, for: classes)
        context.sideMargin = (target.map { $0.device.metrics($0.orientation) } ?? context.design?.metrics(context.orientation))?
            .rootSideMargin ?? 16
        var screens = root["type"]?.contains("Storyboard") == true
            ? StoryboardScenes.screens(context, classes: classes, notes: &context.fileDiagnostics)
            : XIBViews.screens(context, classes: classes)
        ScreenName.separate(&screens)
        return InterfaceBuilderReadResult(screens: screens, diagnostics: context.fileDiagnostics)
    }
}

/// What every screen of one file shares.
struct FileContext {
    let tree: MarkupTree
    let file: String
    let design: Device?
    /// `<device id=…>`, also when the catalog lacks it.
    let designID: String?
    let orientation: Orientation
    /// Whether screens are laid out as the saving Xcode drew them (``InterfaceBuilderReader/read(_:file:devices:target:limits:asSaved:)``).
    let asSaved: Bool
    let savedBy: SavedBy
    let imageSizes: [String: Size]
    let outletNames: [String: [String]]
    var excluded: Set<String> = []
    var sideMargin: Double = 16
    var fileDiagnostics: [Diagnostic] = []

    init(tree: MarkupTree, file: String, devices: [Device], asSaved: Bool) {
        self.tree = tree
        self.file = file
        self.asSaved = asSaved
        savedBy = SavedBy(toolsVersion: tree.elements[0]["toolsVersion"])
        let device = tree.child(of: 0, named: "device")
        orientation = device.flatMap { tree.elements[$0]["orientation"] } == "landscape" ? .landscape : .portrait
        let ibID = device.flatMap { tree.elements[$0]["id"] }
        var catalogID = ibID.flatMap(DesignDevice.catalogID(for:))
        // `retina6_12` was the 390 × 844 iPhone 12–14 before Xcode 15 and the 393 × 852
        // iPhone 15 since: the stored size of a top-level view says which.
        if ibID == "retina6_12", DesignDevice.storesScreen(tree, width: 390, height: 844) { catalogID = "iphone-14" }
        if asSaved, ibID == "retina6_1", savedBy.drawsIPhone11WithIOS13Insets { catalogID = DesignDevice.iPhone11IOS13 }
        if asSaved, ibID == "retina5_9", savedBy.drawsRetina59AsIPhone13Mini { catalogID = "iphone-13-mini" }
        design = catalogID.flatMap { id in devices.first { $0.id == id } }
        // Without a catalog device each screen is laid out on a custom device of its
        // top view's size (ScreenBuilder), with a note there.
        designID = ibID
        var images: [String: Size] = [:]
        var outlets: [String: [String]] = [:]
        for element in tree.elements {
            switch element.name {
            case "image":
                if element.parent.map({ tree.elements[$0].name == "resources" }) == true, let name = element["name"],
                   let width = element["width"].flatMap(Double.init), let height = element["height"].flatMap(Double.init) {
                    images[name] = Size(width: width, height: height)
                }
            case "outlet":
                if let property = element["property"], let destination = element["destination"] {
                    outlets[destination, default: []].append(property)
                }
            default: break
            }
        }
        imageSizes = images
        outletNames = outlets
    }

    /// Appends a `note` about the file to `notes`.
    func note(into notes: inout [Diagnostic], _ message: String, at range: SourceRange) {
        notes.append(Diagnostic(rule: .ibNotImported, severity: .note, message: message, file: file, range: range))
    }

    func builder(classes: SizeClasses) -> ScreenBuilder {
        let builder = ScreenBuilder(tree: tree, file: file, sizeClasses: classes, imageSizes: imageSizes,
                                    outletNames: outletNames, excludedConstraints: excluded, sideMargin: sideMargin)
        if asSaved { builder.savedBy = savedBy }
        return builder
    }

    /// Whether `element` is a view: it has a stored frame.
    func isView(_ element: Int) -> Bool {
        tree.child(of: element, named: "rect", key: "frame") != nil
    }
}

/// Size-class variations (`<variation key="widthClass=…">`).
enum Variations {
    /// The constraint ids not installed on a device of `classes`: excluded by the
    /// base (`default`) variation unless a matching variation includes them, and
    /// those a matching variation excludes.
    static func excludedConstraints(in tree: MarkupTree, for classes: SizeClasses) -> Set<String> {
        var excluded = Set<String>()
        var included = Set<String>()
        for element in tree.elements where element.name == "variation" {
            guard let key = element["key"], classes.matches(variation: key) else { continue }
            for mask in element.children where tree.elements[mask].name == "mask" && tree.elements[mask]["key"] == "constraints" {
                for entry in tree.elements[mask].children {
                    guard let reference = tree.elements[entry]["reference"] else { continue }
                    switch tree.elements[entry].name {
                    case "exclude": if key == "default" { excluded.insert(reference) } else { included.remove(reference); excluded.insert(reference) }
                    case "include": if key != "default" { included.insert(reference) }
                    default: break
                    }
                }
            }
        }
        return excluded.subtracting(included)
    }
}
