import Foundation
import LayoutIR

/// What `layoutc report` and `layoutc preview` draw.
public struct ReportOptions: Sendable {
    /// Spec files or directories (searched like `lint` searches them).
    public var paths: [String]
    /// `--config`: one `.layoutc.yml` for every spec instead of each spec's own.
    public var configPath: String?
    /// `--max-views`, `--max-file-size`, `--max-island-size`, `--max-xml-attributes`: win over each config's `limits:`.
    public var limits = ReadLimits.Overrides()
    /// `--device`, `--orientation`, `--content-size`, `--layout-direction`
    /// (each repeatable): each axis given replaces the config's.
    public var axes = TargetAxes()
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
}
