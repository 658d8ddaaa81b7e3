import LayoutIR

/// Step 1: the root view of the window's root view controller.
///
/// - frame: the device's size for the orientation at the origin; a root's own
///   `frame:`/`place:` are ignored (UIKit sizes a root controller's view to the
///   window).
/// - safe area: the device's insets, then the bars, then
///   `additionalSafeAreaInsets` (Docs/SpecFormat.md#insets-and-the-safe-area-container).
/// - layout margins: `margins:`, or UIKit's system margins of a root view:
///   0 top and bottom, `rootSideMargin` left and right.
enum RootStep {
    static func run(_ state: inout SolverState) {
        let m = state.metrics
        let frame = Rect(x: 0, y: 0, width: m.size.width, height: m.size.height)
        var root = ResolvedView(frame: frame, boundsSize: m.size, windowFrame: frame)
        root.safeAreaInsets = safeAreaInsets(device: state.device, orientation: state.orientation,
                                             bars: state.screen.bars,
                                             additional: state.screen.additionalSafeAreaInsets)
        root.layoutMargins = state.specs[0].margins ?? systemMargins(metrics: m)
        state.resolved[0] = root
        state.flags[0].placed = true
    }

    /// UIKit's system layout margins of a view controller's root view. Explicit
    /// `margins:` replace them as given (the spec format's rule; UIKit would raise
    /// smaller ones to these minimums unless `viewRespectsSystemMinimumLayoutMargins`
    /// is false).
    static func systemMargins(metrics: DeviceMetrics) -> Insets {
        Insets(top: 0, left: metrics.rootSideMargin, bottom: 0, right: metrics.rootSideMargin)
    }

    /// The root's safe-area insets.
    ///
    /// - A top bar (navigation, largeTitle) sits right under the status bar:
    ///   `top = max(device.top, statusBar + bar)`. With both, the taller counts
    ///   (a large title is the navigation bar, grown).
    /// - A bottom bar (tab, toolbar) sits on the home-indicator inset:
    ///   `bottom = device.bottom + bar`. With both, the taller counts (a pushed
    ///   controller's toolbar covers the tab bar; the two are never stacked).
    /// - Without `status` in `bars` the status bar is hidden: its height is 0,
    ///   and a device without a sensor housing (no left/right inset in
    ///   landscape: SE, iPads) loses the status bar's part of the top inset; a
    ///   notch or Dynamic Island keeps its inset, as UIKit does.
    static func safeAreaInsets(device: Device, orientation: Orientation, bars: [Bar],
                               additional: Insets) -> Insets {
        let metrics = device.metrics(orientation)
        var insets = metrics.safeAreaInsets
        let statusShown = bars.contains(.status)
        var statusBar = metrics.statusBarHeight
        if !statusShown {
            let hasSensorHousing = device.landscape.safeAreaInsets.left > 0
                || device.landscape.safeAreaInsets.right > 0
            if !hasSensorHousing { insets.top = max(0, insets.top - statusBar) }
            statusBar = 0
        }
        var topBar = 0.0, bottomBar = 0.0
        for bar in bars where bar != .status {
            let height = metrics.bars.height(of: bar)
            if bar.isTop { topBar = max(topBar, height) } else { bottomBar = max(bottomBar, height) }
        }
        if topBar > 0 { insets.top = max(insets.top, statusBar + topBar) }
        if bottomBar > 0 { insets.bottom += bottomBar }
        return insets + additional
    }

    /// Whether `bars` puts the root controller inside a navigation or tab bar
    /// controller (a toolbar belongs to a navigation controller too).
    static func hasContainerBars(_ bars: [Bar]) -> Bool {
        bars.contains { $0 != .status }
    }
}
