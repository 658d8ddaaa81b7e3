import LayoutIR
import Solver

/// The system bars inside the root's unsafe areas, named in the picture
/// ("status bar 54", "navigation bar 44", "tab bar 49", "home indicator 34"),
/// so the shaded bands say what they are.
///
/// Where each bar sits follows the solver's root step: the status bar from the
/// top of the screen; the top bar (the taller of navigation and large title)
/// ends at the root's top inset less `additionalSafeAreaInsets.top`; the home
/// indicator is the device's own bottom inset, and the bottom bar (the taller
/// of tab bar and toolbar) stands on it.
enum SVGBars {
    struct Band: Equatable {
        var name: String
        var height: Double
        var rect: Rect
    }

    static func bands(screen: Screen, layout: ResolvedLayout) -> [Band] {
        guard let root = layout.views.first else { return [] }
        let metrics = layout.device.metrics(layout.orientation)
        let size = metrics.size
        let insets = root.safeAreaInsets
        var bands: [Band] = []
        func add(_ name: String, top: Double, height: Double) {
            let rect = Rect(x: 0, y: max(0, top), width: size.width, height: height - max(0, -top))
            guard height > 0, rect.height > 0, rect.isFinite, rect.maxY <= size.height else { return }
            bands.append(Band(name: name, height: height, rect: rect))
        }
        if screen.bars.contains(.status) { add("status bar", top: 0, height: metrics.statusBarHeight) }
        if let top = tallest(screen.bars.filter { $0.isTop && $0 != .status }, metrics) {
            let bottom = insets.top - screen.additionalSafeAreaInsets.top
            add(name(of: top.bar), top: bottom - top.height, height: top.height)
        }
        let home = metrics.safeAreaInsets.bottom
        if let bar = tallest(screen.bars.filter { !$0.isTop }, metrics) {
            add(name(of: bar.bar), top: size.height - home - bar.height, height: bar.height)
        }
        if home > 0 { add("home indicator", top: size.height - home, height: home) }
        return bands
    }

    private static func tallest(_ bars: [Bar], _ metrics: DeviceMetrics) -> (bar: Bar, height: Double)? {
        bars.map { ($0, metrics.bars.height(of: $0)) }.max { $0.1 < $1.1 }
    }

    static func name(of bar: Bar) -> String {
        switch bar {
        case .status: "status bar"
        case .navigation: "navigation bar"
        case .largeTitle: "large title"
        case .tab: "tab bar"
        case .toolbar: "toolbar"
        }
    }

    /// `<g id="bars">`: each band's top edge as a thin line and its name centred
    /// in it, where the name fits the band's height.
    static func write(_ bands: [Band], textScale: Double, to svg: inout SVGWriter) {
        guard !bands.isEmpty else { return }
        let fontSize = 9 * textScale
        svg.raw("<g id=\"bars\" font-size=\"")
        svg.number(fontSize)
        svg.raw("\">\n")
        for band in bands {
            svg.start("g")
            svg.attribute("class", "bar")
            svg.open()
            svg.title("\(band.name) \(SVGFooter.n(band.height)) pt")
            if band.rect.y > 0 {
                svg.start("line")
                svg.attribute("x1", band.rect.minX)
                svg.attribute("y1", band.rect.minY)
                svg.attribute("x2", band.rect.maxX)
                svg.attribute("y2", band.rect.minY)
                svg.close()
            }
            if band.rect.height >= fontSize + 1 {
                svg.textElement("text", "\(band.name) \(SVGFooter.n(band.height))") {
                    $0.attribute("x", band.rect.midX)
                    $0.attribute("y", band.rect.midY + fontSize * 0.35)
                }
            }
            svg.end("g")
        }
        svg.raw("</g>\n")
    }
}
