/// The built-in devices (Docs/SpecFormat.md#devices; sources there).
///
/// Sizes, scales and safe areas are the spec format's table. Bar heights:
/// iPhone portrait navigation 44, large title 96, tab 49, toolbar 44 (the
/// spec format); iPhone landscape (compact height) 32 for navigation, large title
/// (large titles collapse in compact height), tab and toolbar, except the
/// Plus/Max phones which keep 44/44/49/44 in landscape; iPad 50 for navigation,
/// tab and toolbar and 102 (50 + 52) for a large title
/// (Docs/SpecFormat.md#root-and-bars).
public enum DeviceCatalog {
    /// Every built-in device, in the order `layoutc devices` lists them.
    public static let all: [Device] = [
        phone("iphone-se-3", "iPhone SE (3rd generation)", 375, 667, scale: 2, top: 20, sensor: 0, bottom: 0, landscapeBottom: 0, max: false),
        phone("iphone-13-mini", "iPhone 13 mini", 375, 812, scale: 3, top: 50, sensor: 50, bottom: 34, landscapeBottom: 21, max: false),
        phone("iphone-14", "iPhone 14", 390, 844, scale: 3, top: 47, sensor: 47, bottom: 34, landscapeBottom: 21, max: false),
        phone("iphone-15", "iPhone 15", 393, 852, scale: 3, top: 59, sensor: 59, bottom: 34, landscapeBottom: 21, max: false, status: 54),
        phone("iphone-15-pro", "iPhone 15 Pro", 393, 852, scale: 3, top: 59, sensor: 59, bottom: 34, landscapeBottom: 21, max: false, status: 54),
        phone("iphone-15-pro-max", "iPhone 15 Pro Max", 430, 932, scale: 3, top: 59, sensor: 59, bottom: 34, landscapeBottom: 21, max: true, status: 54),
        phone("iphone-16-pro", "iPhone 16 Pro", 402, 874, scale: 3, top: 62, sensor: 62, bottom: 34, landscapeBottom: 21, max: false),
        phone("iphone-16-pro-max", "iPhone 16 Pro Max", 440, 956, scale: 3, top: 62, sensor: 62, bottom: 34, landscapeBottom: 21, max: true),
        pad("ipad-pro-11", "iPad Pro 11-inch", 834, 1194),
        pad("ipad-mini-6", "iPad mini (6th generation)", 744, 1133),
    ] + recentPhones + interfaceBuilderDesignDevices

    /// The 2024–2025 iPhones, beyond the first table (sources in
    /// Docs/SpecFormat.md#devices): sizes and scales from Playwright's device
    /// descriptors; safe areas from device_preview's and flutterware's presets.
    /// A phone whose screen repeats an earlier one's takes that one's status
    /// bar: the 16 and 16 Plus the 15's (54), the 16e the 14's notch (47),
    /// the 17 family the 16 Pro's (62).
    static let recentPhones: [Device] = [
        phone("iphone-16", "iPhone 16", 393, 852, scale: 3, top: 59, sensor: 59, bottom: 34, landscapeBottom: 21, max: false, status: 54),
        phone("iphone-16-plus", "iPhone 16 Plus", 430, 932, scale: 3, top: 59, sensor: 59, bottom: 34, landscapeBottom: 21, max: true, status: 54),
        phone("iphone-16e", "iPhone 16e", 390, 844, scale: 3, top: 47, sensor: 47, bottom: 34, landscapeBottom: 21, max: false),
        phone("iphone-17", "iPhone 17", 402, 874, scale: 3, top: 62, sensor: 62, bottom: 34, landscapeBottom: 21, max: false),
        phone("iphone-17-pro", "iPhone 17 Pro", 402, 874, scale: 3, top: 62, sensor: 62, bottom: 34, landscapeBottom: 21, max: false),
        phone("iphone-17-pro-max", "iPhone 17 Pro Max", 440, 956, scale: 3, top: 62, sensor: 62, bottom: 34, landscapeBottom: 21, max: true),
    ]

    // MARK: Interface Builder design devices (begin)
    // The devices Interface Builder files name as their design device that the
    // spec format's table lacks (Docs/InterfaceBuilder.md has the id table).
    // Sizes and scales: Apple's HIG Layout specifications table (as for the
    // other devices) and the root frames IB stores for these ids in the IB corpus;
    // safe areas: pointfreeco/swift-snapshot-testing `View.swift` (iPhone 8/8 Plus
    // and SE [20,0,0,0] portrait, zero landscape; iPhone X/XS/11 Pro and XS Max/11
    // Pro Max [44,0,34,0] / [0,44,21,44]; iPhone XR/11 [48,0,34,0] / [0,48,21,48];
    // iPad Pro 12.9 [24,0,20,0]; home-button iPads [20,0,0,0]).
    static let interfaceBuilderDesignDevices: [Device] = [
        phone("iphone-se-1", "iPhone SE (1st generation)", 320, 568, scale: 2, top: 20, sensor: 0, bottom: 0, landscapeBottom: 0, max: false),
        phone("iphone-8-plus", "iPhone 8 Plus", 414, 736, scale: 3, top: 20, sensor: 0, bottom: 0, landscapeBottom: 0, max: true),
        phone("iphone-11-pro", "iPhone 11 Pro (iPhone X, XS)", 375, 812, scale: 3, top: 44, sensor: 44, bottom: 34, landscapeBottom: 21, max: false),
        phone("iphone-11", "iPhone 11 (iPhone XR)", 414, 896, scale: 2, top: 48, sensor: 48, bottom: 34, landscapeBottom: 21, max: true),
        // The same phone as iOS 13 laid it out, and Xcode 13 and earlier drew it
        // (`retina6_1` of the files those saved): a 44-pt sensor inset, as the XS's.
        phone("iphone-11-ios13", "iPhone 11 on iOS 13", 414, 896, scale: 2, top: 44, sensor: 44, bottom: 34, landscapeBottom: 21, max: true),
        phone("iphone-11-pro-max", "iPhone 11 Pro Max (iPhone XS Max)", 414, 896, scale: 3, top: 44, sensor: 44, bottom: 34, landscapeBottom: 21, max: true),
        phone("iphone-12-pro-max", "iPhone 12 Pro Max", 428, 926, scale: 3, top: 47, sensor: 47, bottom: 34, landscapeBottom: 21, max: true),
        homeButtonPad("ipad-9-7", "iPad 9.7-inch", 768, 1024),
        homeButtonPad("ipad-pro-10-5", "iPad Pro 10.5-inch", 834, 1112),
        pad("ipad-pro-12-9", "iPad Pro 12.9-inch (3rd generation and later)", 1024, 1366),
    ]

    /// An iPad with a home button: `[20, 0, 0, 0]` in both orientations.
    static func homeButtonPad(_ id: String, _ name: String, _ width: Double, _ height: Double) -> Device {
        var device = pad(id, name, width, height)
        for orientation in [\Device.portrait, \Device.landscape] {
            device[keyPath: orientation].safeAreaInsets = Insets(top: 20, left: 0, bottom: 0, right: 0)
            device[keyPath: orientation].statusBarHeight = 20
        }
        return device
    }
    // MARK: Interface Builder design devices (end)

    /// The device with `id`, if built in.
    public static func device(id: String) -> Device? {
        all.first { $0.id == id }
    }

    static let phonePortraitBars = BarHeights(navigation: 44, largeTitle: 96, tab: 49, toolbar: 44)
    static let phoneCompactBars = BarHeights(navigation: 32, largeTitle: 32, tab: 32, toolbar: 32)
    static let padBars = BarHeights(navigation: 50, largeTitle: 102, tab: 50, toolbar: 50)

    /// An iPhone: portrait safe area `[top, 0, bottom, 0]` with a status bar of
    /// `status` (default `top`), landscape `[0, sensor, landscapeBottom, sensor]`
    /// with the status bar hidden. Size classes: compact width and regular height
    /// in portrait; in landscape compact both ways, except the Plus and Max phones
    /// (`max`, 414 pt wide and more), which are regular width there. Root side
    /// margins: 16, and 20 on the Plus and Max phones in both orientations, as
    /// Interface Builder stores them and UIKit lays them out (Docs/SpecFormat.md#devices).
    static func phone(_ id: String, _ name: String, _ width: Double, _ height: Double, scale: Double,
                      top: Double, sensor: Double, bottom: Double, landscapeBottom: Double,
                      max: Bool, status: Double? = nil) -> Device {
        Device(
            id: id, name: name, scale: scale,
            portrait: DeviceMetrics(
                size: Size(width: width, height: height),
                safeAreaInsets: Insets(top: top, left: 0, bottom: bottom, right: 0),
                statusBarHeight: status ?? top, bars: phonePortraitBars, rootSideMargin: max ? 20 : 16,
                sizeClasses: SizeClasses(width: .compact, height: .regular)),
            landscape: DeviceMetrics(
                size: Size(width: height, height: width),
                safeAreaInsets: Insets(top: 0, left: sensor, bottom: landscapeBottom, right: sensor),
                statusBarHeight: 0, bars: max ? phonePortraitBars : phoneCompactBars,
                rootSideMargin: max ? 20 : 16,
                sizeClasses: SizeClasses(width: max ? .regular : .compact, height: .compact)))
    }

    /// An iPad with a home indicator: `[24, 0, 20, 0]` in both orientations,
    /// regular width and height, side margins 20.
    static func pad(_ id: String, _ name: String, _ width: Double, _ height: Double) -> Device {
        let insets = Insets(top: 24, left: 0, bottom: 20, right: 0)
        let regular = SizeClasses(width: .regular, height: .regular)
        return Device(
            id: id, name: name, scale: 2,
            portrait: DeviceMetrics(size: Size(width: width, height: height), safeAreaInsets: insets,
                                    statusBarHeight: 24, bars: padBars, rootSideMargin: 20, sizeClasses: regular),
            landscape: DeviceMetrics(size: Size(width: height, height: width), safeAreaInsets: insets,
                                     statusBarHeight: 24, bars: padBars, rootSideMargin: 20, sizeClasses: regular))
    }
}
