import LayoutIR

extension SpecRenderer {
    /// `layoutc render` under the project's configuration: the spec at `path`
    /// read as ``SpecSettings/readSpec(_:)`` reads it (regular files within the
    /// size limit), compiled with its config's devices, rule severities and
    /// limits, and drawn. Throws ``ProjectSettings/Failure``, ``UnknownDevice``
    /// or ``FileBytes/ReadError``; an id of `constraintsOf` the screen lacks
    /// throws ``SpecRenderer/UnknownViewID``, a `screenName` the file lacks ``SpecRenderer/UnknownScreen``. The path `-` is standard input,
    /// named `<stdin>` and configured from the current directory, as `compile -` does.
    public static func render(file path: String, project: ProjectSettings, deviceID: String?,
                              orientation: Orientation?, contentSize: ContentSizeCategory? = nil,
                              layoutDirection: LayoutDirection? = nil, scale: Double,
                              constraintsOf: [String] = [], screenName: String? = nil) throws -> Output {
        let fromStandardInput = path == "-"
        let settings = try project.settings(forSpec: fromStandardInput ? "stdin.layout.yaml" : path)
        if let deviceID { try settings.checkDevice(id: deviceID) }
        let bytes = fromStandardInput
            ? try FileBytes.standardInput(maxBytes: settings.limits.maxFileBytes, name: "<stdin>")
            : try settings.readSpec(path)
        let options = settings.compileOptions(deviceID: deviceID, orientation: orientation, contentSize: contentSize,
                                              layoutDirection: layoutDirection)
        var renderer = SpecRenderer(options: options, scale: scale)
        renderer.constraintsOf = constraintsOf
        renderer.screenName = screenName
        var output = try renderer.render(bytes, file: fromStandardInput ? "<stdin>" : path)
        output.inputs = InputFiles(specs: [path], configs: project.configPaths(forSpecs: [path]))
        return output
    }
}
