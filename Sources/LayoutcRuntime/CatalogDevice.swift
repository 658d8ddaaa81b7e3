/// A built-in device, by the catalog's id (`layoutc devices`): what
/// `init(device:orientation:)` of a generated layout takes, so a typo is a
/// compile error instead of `LayoutError.unknownDevice` at run time. A device
/// of a project's `customDevices:` has no case: solve it in a
/// ``LayoutContainer`` instead.
public enum CatalogDevice: String, CaseIterable, Hashable, Sendable {
    case iphoneSE3 = "iphone-se-3"
    case iphone13Mini = "iphone-13-mini"
    case iphone14 = "iphone-14"
    case iphone15 = "iphone-15"
    case iphone15Pro = "iphone-15-pro"
    case iphone15ProMax = "iphone-15-pro-max"
    case iphone16Pro = "iphone-16-pro"
    case iphone16ProMax = "iphone-16-pro-max"
    case ipadPro11 = "ipad-pro-11"
    case ipadMini6 = "ipad-mini-6"
    case iphone16 = "iphone-16"
    case iphone16Plus = "iphone-16-plus"
    case iphone16e = "iphone-16e"
    case iphone17 = "iphone-17"
    case iphone17Pro = "iphone-17-pro"
    case iphone17ProMax = "iphone-17-pro-max"
    // Interface Builder design devices.
    case iphoneSE1 = "iphone-se-1"
    case iphone8Plus = "iphone-8-plus"
    case iphone11Pro = "iphone-11-pro"
    case iphone11 = "iphone-11"
    case iphone11IOS13 = "iphone-11-ios13"
    case iphone11ProMax = "iphone-11-pro-max"
    case iphone12ProMax = "iphone-12-pro-max"
    case ipad97 = "ipad-9-7"
    case ipadPro105 = "ipad-pro-10-5"
    case ipadPro129 = "ipad-pro-12-9"

    /// The catalog's entry: sizes, scale, safe areas and bars.
    public var device: Device {
        // Every case names a catalog id (RuntimeTests holds the two lists equal).
        guard let device = DeviceCatalog.device(id: rawValue) else { preconditionFailure("\(rawValue) is not in the catalog") }
        return device
    }
}

extension GeneratedLayout {
    /// Solves the screen on a built-in device, with the spec's own bars.
    public init(device: CatalogDevice, orientation: Orientation) {
        do {
            try self.init(device: device.rawValue, orientation: orientation)
        } catch {
            preconditionFailure("\(device.rawValue) is in the catalog: \(error)")
        }
    }
}

extension LayoutSolution {
    /// Solves `screen` on a built-in device.
    public init(screen: Screen, device: CatalogDevice, orientation: Orientation, file: String = "") {
        self.init(screen: screen, device: device.device, orientation: orientation, file: file)
    }
}
