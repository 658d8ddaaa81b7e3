import Emitters
import Foundation

/// One solve of a screen: its IR and the frames of every view. This is the
/// entry both `layoutc compile` and generated code solve through, so the two
/// cannot drift apart.
public struct LayoutSolution: Sendable {
    /// The screen's IR.
    public let screen: Screen
    /// What the solver computed, one entry per `screen.views` element.
    public let layout: ResolvedLayout
    /// The spec's path as `layoutc generate` was given it (the frames JSON's `file`).
    public let file: String

    /// Solves `screen` on `device` in `orientation`, with the spec's bars.
    public init(screen: Screen, device: Device, orientation: Orientation, file: String = "") {
        self.screen = screen
        self.layout = Self.solve(screen, device: device, orientation: orientation)
        self.file = file
    }

    /// Solves `screen` on the catalog device `deviceID`.
    public init(screen: Screen, deviceID: String, orientation: Orientation, file: String = "") throws {
        guard let device = DeviceCatalog.device(id: deviceID) else { throw LayoutError.unknownDevice(deviceID) }
        self.init(screen: screen, device: device, orientation: orientation, file: file)
    }

    /// Solves `screen` in a run-time container: the container's insets are the
    /// root's final safe area, so the spec's bars and `additionalSafeAreaInsets`
    /// add nothing (the bars still decide whether a root scroll view is the
    /// navigation controller's content scroll view).
    public init(screen: Screen, container: LayoutContainer, file: String = "") {
        var inContainer = screen
        inContainer.additionalSafeAreaInsets = .zero
        self.screen = screen
        self.layout = Self.solve(inContainer, device: container.device, orientation: container.orientation)
        self.file = file
    }

    /// The solver run `layoutc compile` and generated code share.
    public static func solve(_ screen: Screen, device: Device, orientation: Orientation) -> ResolvedLayout {
        FrameSolver(device: device, orientation: orientation).solve(screen)
    }

    /// Every view, in `compile`'s order.
    public var views: [LayoutView] { screen.views.indices.map(view) }

    /// The views at `indices` (the copies of a repeated id), in order.
    public func views(_ indices: [Int]) -> [LayoutView] { indices.map(view) }

    /// The view at `index` of `screen.views`, with a collection's flow items.
    public func view(_ index: Int) -> LayoutView {
        var view = plainView(index)
        let spec = screen.views[index]
        if spec.flow != nil {
            view.items = spec.children.compactMap { child in
                if case .flowItem = screen.views[child].role { return plainView(child) }
                return nil
            }
        }
        return view
    }

    private func plainView(_ index: Int) -> LayoutView {
        let spec = screen.views[index]
        let solved = layout.views[index]
        return LayoutView(
            path: spec.path, id: spec.id, kind: spec.kind, frame: CGRect(solved.frame),
            windowFrame: CGRect(solved.windowFrame), safeAreaInsets: LayoutInsets(solved.safeAreaInsets),
            textRect: solved.textRect.map(CGRect.init), contentRect: solved.contentRect.map(CGRect.init),
            placeholderRect: solved.placeholderRect.map(CGRect.init), indexRect: solved.indexRect.map(CGRect.init),
            hitRect: solved.hitRect.map(CGRect.init), adjustedContentInset: solved.adjustedContentInset.map(LayoutInsets.init),
            contentSize: solved.contentSize.map { CGSize(width: CGFloat($0.width), height: CGFloat($0.height)) })
    }

    /// The solver's geometry diagnostics, with the view's path and id and the
    /// spec's file (no line numbers: the generated code carries no source map),
    /// in the print order.
    public var diagnostics: [Diagnostic] {
        var located = layout.diagnostics
        for index in located.indices {
            located[index].file = file
            if let view = located[index].viewIndex, view < screen.views.count {
                located[index].viewPath = located[index].viewPath ?? screen.views[view].path
                located[index].viewID = located[index].viewID ?? screen.views[view].id
            }
        }
        located.sortAndUnique()
        return located
    }

    /// The `layoutc.frames/1` document, written by the emitter `compile` uses.
    public func framesJSON() -> String {
        let emitter = FramesJSONEmitter(file: file, screen: screen, layout: layout, diagnostics: diagnostics)
        return String(decoding: emitter.render(), as: UTF8.self)
    }
}
