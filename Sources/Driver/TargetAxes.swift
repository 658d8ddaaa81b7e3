import LayoutIR

/// The targets a matrix command (`lint`, `report`, `preview`) is given on the
/// command line: `--device`, `--orientation`, `--content-size` and
/// `--layout-direction`, each repeatable. Each axis given replaces that axis
/// of the configuration's matrix and keeps the others: `--content-size
/// accessibilityExtraLarge` checks the config's devices at that size only,
/// `--device iphone-se-3` checks that device at the config's sizes and
/// directions.
public struct TargetAxes: Hashable, Sendable {
    public var deviceIDs: [String]
    public var orientations: [Orientation]
    public var contentSizes: [ContentSizeCategory]
    public var layoutDirections: [LayoutDirection]

    public init(deviceIDs: [String] = [], orientations: [Orientation] = [],
                contentSizes: [ContentSizeCategory] = [], layoutDirections: [LayoutDirection] = []) {
        self.deviceIDs = deviceIDs
        self.orientations = orientations
        self.contentSizes = contentSizes
        self.layoutDirections = layoutDirections
    }

    /// Nothing given: the configuration's matrix as it is.
    public var isEmpty: Bool {
        deviceIDs.isEmpty && orientations.isEmpty && contentSizes.isEmpty && layoutDirections.isEmpty
    }

    /// `config`'s matrix (``ProjectConfig/lintTargets``) with the axes given here
    /// replacing its own, in the config's order: device, content size, direction.
    public func targets(config: ProjectConfig) -> [CompileTarget] {
        guard !isEmpty else { return config.lintTargets }
        var replaced = config
        if !deviceIDs.isEmpty || !orientations.isEmpty {
            replaced.targets = CompileTarget.matrix(devices: deviceIDs, orientations: orientations)
        }
        if !contentSizes.isEmpty { replaced.contentSizes = contentSizes }
        if !layoutDirections.isEmpty { replaced.layoutDirections = layoutDirections }
        return replaced.lintTargets
    }
}
