import Foundation
import Solver

/// What a generated type keeps between its solves: the constraint systems of
/// its screen (``ConstraintSession``), so that a new size, safe area or device
/// re-solves each island incrementally, and no ambiguity analysis, which
/// `layoutc compile` does once for every device (Docs/SpecFormat.md#auto-layout-constraints). The
/// frames equal those of a fresh solve, and so `compile`'s.
///
/// Generated code for a screen with constraints holds one session in a static
/// property; solves through one session are serialized by its lock.
public final class LayoutSession: @unchecked Sendable {
    private let lock = NSLock()
    private let constraints = ConstraintSession()

    public init() {}

    /// Solves `screen` on `device` in `orientation` with the session's kept systems.
    @_spi(Compiler) public func solve(_ screen: Screen, device: Device, orientation: Orientation,
                                      text: TextEnvironment = TextEnvironment()) -> ResolvedLayout {
        lock.withLock {
            var solver = FrameSolver(device: device, orientation: orientation, text: text)
            solver.constraintSession = constraints
            // No island size limit in an app (``LayoutSolution/solve(_:device:orientation:text:maxIslandSize:cancellation:)``).
            solver.maxIslandSize = .max
            return solver.solve(screen)
        }
    }

    /// Island solves that re-used a kept system (a size change) and that built one.
    public var solveCounts: (incremental: Int, fresh: Int) {
        lock.withLock { (constraints.incrementalSolves, constraints.freshSolves) }
    }
}

extension LayoutSolution {
    /// Solves `screen` on the catalog device `deviceID` through `session`.
    public init(screen: Screen, deviceID: String, orientation: Orientation, text: TextEnvironment = TextEnvironment(),
                file: String = "", session: LayoutSession) throws {
        guard let device = DeviceCatalog.device(id: deviceID) else { throw LayoutError.unknownDevice(deviceID) }
        let layout = session.solve(screen, device: device, orientation: orientation, text: text)
        storage = Storage(screen: screen, layout: layout, file: file)
    }

    /// Solves `screen` in a run-time container through `session` (the root's
    /// insets are the container's, as ``init(screen:container:file:)`` says).
    public init(screen: Screen, container: LayoutContainer, text: TextEnvironment = TextEnvironment(), file: String = "",
                session: LayoutSession) {
        var inContainer = screen
        inContainer.additionalSafeAreaInsets = .zero
        let layout = session.solve(inContainer, device: container.device, orientation: container.orientation, text: text)
        storage = Storage(screen: screen, layout: layout, file: file)
    }
}
