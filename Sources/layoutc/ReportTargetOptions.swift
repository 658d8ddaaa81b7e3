import ArgumentParser
import Driver
import LayoutIR

/// The specs and targets of `report` and `preview`.
struct ReportTargetOptions: ParsableArguments {
    @Argument(help: "Spec files or directories to search for *.layout.yaml (default: the current directory).")
    var paths: [String] = []

    @Option(name: .long, help: "A device id (repeatable); replaces the config's devices and keeps its content sizes and directions.")
    var device: [String] = []

    @Option(name: .long, help: "portrait or landscape (repeatable); replaces the config's orientations.")
    var orientation: [Orientation] = []

    @OptionGroup var text: TextAxesOptions

    @OptionGroup var project: ProjectOptions

    /// The library's options, titled `title`.
    func reportOptions(title: String) -> ReportOptions {
        var options = ReportOptions(paths: paths)
        options.configPath = project.config
        options.limits = project.limits
        options.axes = TargetAxes(deviceIDs: device, orientations: orientation,
                                  contentSizes: text.contentSize, layoutDirections: text.layoutDirection)
        options.title = title
        options.generator = "layoutc \(LayoutcVersion.current)"
        return options
    }
}
