import LayoutIR

extension SpecRenderer {
    /// `layoutc render` under the project's configuration: the spec at `path`
    /// read as ``SpecSettings/readSpec(_:)`` reads it (regular files within the
    /// size limit), compiled with its config's devices, rule severities and
    /// limits, and drawn. Throws ``ProjectSettings/Failure``, ``UnknownDevice``
    /// or ``FileBytes/ReadError``; an id of `constraintsOf` the screen lacks
    /// throws ``SpecRenderer/UnknownViewID``.
    public static func render(file path: String, project: ProjectSettings, deviceID: String?,
                              orientation: Orientation?, contentSize: ContentSizeCategory? = nil,
                              layoutDirection: LayoutDirection? = nil, scale: Double,
                              constraintsOf: [String] = []) throws -> Output {
        let settings = try project.settings(forSpec: path)
        if let deviceID { try settings.checkDevice(id: deviceID) }
        let bytes = try settings.readSpec(path)
        let options = settings.compileOptions(deviceID: deviceID, orientation: orientation, contentSize: contentSize,
                                              layoutDirection: layoutDirection)
        var renderer = SpecRenderer(options: options, scale: scale)
        renderer.constraintsOf = constraintsOf
        var output = try renderer.render(bytes, file: path)
        output.inputs = InputFiles(specs: [path], configs: project.configPaths(forSpecs: [path]))
        return output
    }
}
