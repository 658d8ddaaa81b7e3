import LayoutIR

/// Interface Builder's design-device ids (`<device id="retina4_7">`) and the
/// catalog devices they stand for (the table is in Docs/InterfaceBuilder.md).
public enum DesignDevice {
    /// IB id → catalog id.
    public static let catalogIDs: [String: String] = [
        "retina3_5": "iphone-se-1",  // 320 × 480 has no catalog device; the 320-wide phone stands in
        "retina4_0": "iphone-se-1",
        "retina4_7": "iphone-se-3",
        "retina5_5": "iphone-8-plus",
        "retina5_9": "iphone-11-pro",
        "retina6_1": "iphone-11",
        "retina6_5": "iphone-11-pro-max",
        "retina6_7": "iphone-12-pro-max",
        // Xcode 12–14 wrote retina6_12 for the 390 × 844 iPhone 12, Xcode 15 and later
        // for the 393 × 852 iPhone 15: the reader picks iphone-14 where a top-level
        // view is stored 390 × 844 (`storesScreen`).
        "retina6_12": "iphone-15-pro",
        "retina6_72": "iphone-15-pro-max",
        "retina6_3": "iphone-16-pro",
        "retina6_9": "iphone-16-pro-max",
        "ipad9_7": "ipad-9-7",
        "ipad10_5": "ipad-pro-10-5",
        "ipad11_0rounded": "ipad-pro-11",
        "ipad12_9": "ipad-pro-12-9",
        "ipad12_9rounded": "ipad-pro-12-9",
        "iPad_mini_6": "ipad-mini-6",
    ]

    /// The iPhone 11 as iOS 13 laid it out (a 44-pt top safe area): the
    /// `retina6_1` of files saved by Xcode 13 and earlier, as they drew it.
    public static let iPhone11IOS13 = "iphone-11-ios13"

    /// Whether a top-level view of the document (a XIB's, or a storyboard scene's
    /// view) is stored at `width` × `height` in either orientation.
    static func storesScreen(_ tree: MarkupTree, width: Double, height: Double) -> Bool {
        for element in tree.elements where element.name == "rect" && element["key"] == "frame" {
            guard let view = element.parent, let owner = tree.elements[view].parent,
                  tree.elements[owner].name == "objects" || tree.elements[view]["key"] == "view",
                  let w = element["width"].flatMap(Double.init), let h = element["height"].flatMap(Double.init)
            else { continue }
            if (w == width && h == height) || (w == height && h == width) { return true }
        }
        return false
    }

    /// The catalog device for IB's `id`, if known.
    public static func catalogID(for id: String) -> String? { catalogIDs[id] }

    /// The device a screen is laid out on when its file's design device is not in
    /// the catalog (or the file names none): the top view's stored size, portrait
    /// or landscape by its shape, scale 3, and no safe area or status bar, since
    /// nothing in the file says what the device's are. Its id names the IB id and
    /// size (`ib-retina7_1-420x910`), so two files' custom devices never mix.
    public static func custom(ibID: String?, size: Size) -> (device: Device, orientation: Orientation) {
        let landscape = size.width > size.height
        let portraitSize = landscape ? Size(width: size.height, height: size.width) : size
        let name = ibID.map(ScreenName.sanitized) ?? "freeform"
        let id = "ib-\(name)-\(points(portraitSize.width))x\(points(portraitSize.height))"
        // Size classes and side margins of a screen the catalog does not describe.
        let portraitClasses = SizeClasses.standIn(for: portraitSize)
        let landscapeSize = Size(width: portraitSize.height, height: portraitSize.width)
        let portrait = DeviceMetrics(size: portraitSize, safeAreaInsets: .zero, statusBarHeight: 0,
                                     bars: BarHeights(navigation: 44, largeTitle: 96, tab: 49, toolbar: 44),
                                     rootSideMargin: portraitClasses.rootSideMargin, sizeClasses: portraitClasses)
        let landscapeMetrics = DeviceMetrics(size: landscapeSize, safeAreaInsets: .zero, statusBarHeight: 0,
                                             bars: BarHeights(navigation: 32, largeTitle: 32, tab: 32, toolbar: 32),
                                             rootSideMargin: portraitClasses.rootSideMargin)
        let device = Device(id: id, name: "\(ibID ?? "freeform") design device (from the file)", scale: 3,
                            portrait: portrait, landscape: landscapeMetrics)
        return (device, landscape ? .landscape : .portrait)
    }

    private static func points(_ value: Double) -> String {
        // Int(_:) traps past Int.max and on inf or nan: only whole numbers in range become one.
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
