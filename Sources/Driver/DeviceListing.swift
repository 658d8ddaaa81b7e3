import Emitters
import LayoutIR

/// `layoutc devices`: the catalog as a table or as JSON.
public enum DeviceListing {
    /// A fixed-width table: id, name, size, scale, status bar, safe areas, bars.
    public static func table(_ devices: [Device]) -> String {
        var rows = [["id", "name", "points", "scale", "status", "safe area portrait", "safe area landscape",
                     "bars portrait (nav/large/tab/tool)", "bars landscape"]]
        for device in devices {
            rows.append([
                device.id, device.name,
                "\(n(device.portrait.size.width)) × \(n(device.portrait.size.height))",
                n(device.scale), n(device.portrait.statusBarHeight),
                insets(device.portrait.safeAreaInsets), insets(device.landscape.safeAreaInsets),
                bars(device.portrait.bars), bars(device.landscape.bars),
            ])
        }
        let widths = (0..<rows[0].count).map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            row.enumerated().map { $1.padding(toLength: widths[$0], withPad: " ", startingAt: 0) }
                .joined(separator: "  ").trimmingTrailingSpaces()
        }.joined(separator: "\n") + "\n"
    }

    /// `{"format": "layoutc.devices/1", "devices": [...]}`.
    public static func json(_ devices: [Device]) -> [UInt8] {
        var json = JSONWriter()
        json.beginObject()
        json.key("format")
        json.string("layoutc.devices/1")
        json.key("devices")
        json.beginArray()
        for device in devices {
            json.beginObject()
            json.key("id"); json.string(device.id)
            json.key("name"); json.string(device.name)
            json.key("scale"); json.number(device.scale)
            for (label, metrics) in [("portrait", device.portrait), ("landscape", device.landscape)] {
                json.key(label)
                json.beginObject()
                json.key("size"); json.numbers(metrics.size.width, metrics.size.height)
                json.key("safeAreaInsets")
                json.numbers(metrics.safeAreaInsets.top, metrics.safeAreaInsets.left,
                             metrics.safeAreaInsets.bottom, metrics.safeAreaInsets.right)
                json.key("statusBar"); json.number(metrics.statusBarHeight)
                json.key("bars")
                json.beginObject()
                for bar in [Bar.navigation, .largeTitle, .tab, .toolbar] {
                    json.key(bar.rawValue); json.number(metrics.bars.height(of: bar))
                }
                json.endObject()
                json.key("rootSideMargin"); json.number(metrics.rootSideMargin)
                json.key("sizeClasses")
                json.beginObject()
                json.key("width"); json.string(metrics.sizeClasses.width.rawValue)
                json.key("height"); json.string(metrics.sizeClasses.height.rawValue)
                json.endObject()
                json.endObject()
            }
            json.endObject()
        }
        json.endArray()
        json.endObject()
        json.newline()
        return json.take()
    }

    private static func n(_ value: Double) -> String { NumberFormat.string(value) }
    private static func insets(_ i: Insets) -> String { "[\(n(i.top)), \(n(i.left)), \(n(i.bottom)), \(n(i.right))]" }
    private static func bars(_ b: BarHeights) -> String {
        "\(n(b.navigation))/\(n(b.largeTitle))/\(n(b.tab))/\(n(b.toolbar))"
    }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var copy = self
        while copy.last == " " { copy.removeLast() }
        return copy
    }
}
