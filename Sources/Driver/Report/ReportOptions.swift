import Foundation
import LayoutIR

/// What `layoutc report` and `layoutc preview` draw.
public struct ReportOptions: Sendable {
    /// Spec files or directories (searched like `lint` searches them).
    public var paths: [String]
    /// `--config`: one `.layoutc.yml` for every spec instead of each spec's own.
    public var configPath: String?
    /// `--max-views`, `--max-file-size`: win over each config's `limits:`.
    public var limits = ReadLimits.Overrides()
    /// `--device` (repeatable): replaces the config's device matrix.
    public var deviceIDs: [String] = []
    /// `--orientation` (repeatable): replaces the config's orientations.
    public var orientations: [Orientation] = []
    /// Picture size per point in the page (the text inside grows with the device).
    public var scale: Double = 0.6
    /// The page's title.
    public var title: String = "layoutc report"
    /// The tool and its version, named in the page.
    public var generator: String = "layoutc"
    public var jobs: Int = ProcessInfo.processInfo.activeProcessorCount
    public var currentDirectory: String = FileManager.default.currentDirectoryPath

    public init(paths: [String]) {
        self.paths = paths
    }

    /// The targets given on the command line (each device × each orientation,
    /// the spec's own where one list is empty), or nil when none were given.
    public var commandLineTargets: [CompileTarget]? {
        guard !deviceIDs.isEmpty || !orientations.isEmpty else { return nil }
        let devices: [String?] = deviceIDs.isEmpty ? [nil] : deviceIDs
        let turns: [Orientation?] = orientations.isEmpty ? [nil] : orientations
        return devices.flatMap { device in turns.map { CompileTarget(deviceID: device, orientation: $0) } }
    }
}
