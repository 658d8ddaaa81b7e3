import Diagnostics
import LayoutIR
import YAMLSyntax

extension ProjectConfigParser {
    static let deviceKeys = ["id", "name", "scale", "portrait", "landscape"]
    static let metricsKeys = ["size", "safeAreaInsets", "statusBar", "bars", "rootSideMargin"]
    static let barKeys = ["navigation", "largeTitle", "tab", "toolbar"]

    /// `customDevices:`: each `{id, name, scale, portrait, landscape}`. An id that
    /// is built in or given twice is a `duplicate-id` error.
    static func readCustomDevices(_ node: YAMLNodeID, _ values: inout ProjectConfigValues) -> [Device] {
        guard !values.isNull(node), let items = values.list(node, key: "customDevices") else { return [] }
        var devices: [Device] = []
        for item in items {
            guard let pairs = values.pairs(item, key: "customDevices", allowed: deviceKeys,
                                           required: ["id", "scale", "portrait", "landscape"]) else { continue }
            var id: String?, name: String?, scale: Double?
            var portrait: DeviceMetrics?, landscape: DeviceMetrics?
            for pair in pairs {
                switch pair.name {
                case "id":
                    id = values.string(pair.value, key: "id")
                    if let given = id, DeviceCatalog.device(id: given) != nil || devices.contains(where: { $0.id == given }) {
                        values.report(.duplicateID, "device id '\(given)' is already in the catalog; choose another id",
                                      at: pair.value)
                        id = nil
                    }
                case "name": name = values.string(pair.value, key: "name")
                case "scale": scale = values.number(pair.value, key: "scale", positive: true)
                case "portrait": portrait = readMetrics(pair.value, key: "portrait", &values)
                default: landscape = readMetrics(pair.value, key: "landscape", &values)
                }
            }
            guard let id, let scale, let portrait, let landscape else { continue }
            devices.append(Device(id: id, name: name ?? id, scale: scale, portrait: portrait, landscape: landscape))
        }
        return devices
    }

    /// `{size, safeAreaInsets, statusBar, bars, rootSideMargin}`; only `size` is
    /// required. Defaults: no insets, no status bar, iPhone bar heights for the
    /// orientation (portrait 44/96/49/44, landscape 32 each), side margin 16.
    static func readMetrics(_ node: YAMLNodeID, key: String, _ values: inout ProjectConfigValues) -> DeviceMetrics? {
        guard let pairs = values.pairs(node, key: key, allowed: metricsKeys, required: ["size"]) else { return nil }
        var size: Size?
        var insets = Insets.zero
        var statusBar = 0.0
        var bars = key == "portrait"
            ? BarHeights(navigation: 44, largeTitle: 96, tab: 49, toolbar: 44)
            : BarHeights(navigation: 32, largeTitle: 32, tab: 32, toolbar: 32)
        var margin = 16.0
        var valid = true
        for pair in pairs {
            switch pair.name {
            case "size":
                size = values.size(pair.value, key: "size")
            case "safeAreaInsets":
                if let given = values.insets(pair.value, key: "safeAreaInsets") { insets = given } else { valid = false }
            case "statusBar":
                if let given = values.number(pair.value, key: "statusBar") { statusBar = given } else { valid = false }
            case "bars":
                if !readBars(pair.value, into: &bars, &values) { valid = false }
            default:
                if let given = values.number(pair.value, key: "rootSideMargin") { margin = given } else { valid = false }
            }
        }
        guard valid, let size else { return nil }
        return DeviceMetrics(size: size, safeAreaInsets: insets, statusBarHeight: statusBar, bars: bars,
                             rootSideMargin: margin)
    }

    /// `bars: {navigation, largeTitle, tab, toolbar}`, any subset.
    static func readBars(_ node: YAMLNodeID, into bars: inout BarHeights, _ values: inout ProjectConfigValues) -> Bool {
        guard let pairs = values.pairs(node, key: "bars", allowed: barKeys) else { return false }
        var valid = true
        for pair in pairs {
            guard let value = values.number(pair.value, key: pair.name) else {
                valid = false
                continue
            }
            switch pair.name {
            case "navigation": bars.navigation = value
            case "largeTitle": bars.largeTitle = value
            case "tab": bars.tab = value
            default: bars.toolbar = value
            }
        }
        return valid
    }
}
