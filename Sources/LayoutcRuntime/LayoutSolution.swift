import FramesJSON
import Foundation
import Solver

/// One solve of a screen: its IR and the frames of every view. This is the
/// entry both `layoutc compile` and generated code solve through, so the two
/// cannot drift apart.
public struct LayoutSolution: Sendable {
    /// The solve, shared by the views read from it (one reference each).
    final class Storage: Sendable {
        let screen: Screen
        let layout: ResolvedLayout
        let file: String

        init(screen: Screen, layout: ResolvedLayout, file: String) {
            self.screen = screen
            self.layout = layout
            self.file = file
        }
    }

    let storage: Storage

    /// The screen's IR.
    public var screen: Screen { storage.screen }
    /// What the solver computed, one entry per `screen.views` element.
    @_spi(Compiler) public var layout: ResolvedLayout { storage.layout }
    /// The spec's path as `layoutc generate` was given it (the frames JSON's `file`).
    public var file: String { storage.file }

    /// Solves `screen` on `device` in `orientation`, with the spec's bars, at the
    /// content size and direction of `text`, measuring text with its measurer
    /// (in an app: UIKit's, see `TextEnvironment.uiKit`).
    public init(screen: Screen, device: Device, orientation: Orientation, text: TextEnvironment = TextEnvironment(),
                file: String = "") {
        storage = Storage(screen: screen, layout: Self.solve(screen, device: device, orientation: orientation, text: text),
                          file: file)
    }

    /// Solves `screen` on the catalog device `deviceID`.
    public init(screen: Screen, deviceID: String, orientation: Orientation, text: TextEnvironment = TextEnvironment(),
                file: String = "") throws {
        guard let device = DeviceCatalog.device(id: deviceID) else { throw LayoutError.unknownDevice(deviceID) }
        self.init(screen: screen, device: device, orientation: orientation, text: text, file: file)
    }

    /// Solves `screen` in a run-time container: the container's insets are the
    /// root's final safe area, so the spec's bars and `additionalSafeAreaInsets`
    /// add nothing (the bars still decide whether a root scroll view is the
    /// navigation controller's content scroll view).
    public init(screen: Screen, container: LayoutContainer, text: TextEnvironment = TextEnvironment(), file: String = "") {
        var inContainer = screen
        inContainer.additionalSafeAreaInsets = .zero
        let layout = Self.solve(inContainer, device: container.device, orientation: container.orientation, text: text)
        storage = Storage(screen: screen, layout: layout, file: file)
    }

    /// The solver run `layoutc compile` and generated code share.
    ///
    /// An app solves with no island size limit (`Int.max`, the default here):
    /// its specs passed `layoutc compile` or `generate` under the limit when
    /// they were built, and a screen left unlaid at run time would be worse
    /// than a slow one. `compile` passes its `--max-island-size`, and the
    /// language server its cancellation.
    @_spi(Compiler) public static func solve(_ screen: Screen, device: Device, orientation: Orientation,
                                             text: TextEnvironment = TextEnvironment(), maxIslandSize: Int = .max,
                                             cancellation: Cancellation = .never) -> ResolvedLayout {
        var solver = FrameSolver(device: device, orientation: orientation, text: text)
        solver.maxIslandSize = maxIslandSize
        solver.cancellation = cancellation
        return solver.solve(screen)
    }

    /// Every view, in `compile`'s order.
    public var views: [LayoutView] { screen.views.indices.map { LayoutView(storage, $0) } }

    /// The views at `indices` (the copies of a repeated id), in order.
    public func views(_ indices: [Int]) -> [LayoutView] { indices.map { LayoutView(storage, $0) } }

    /// The view at `index` of `screen.views`.
    public func view(_ index: Int) -> LayoutView { LayoutView(storage, index) }

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
