import LayoutIR

extension SpecRenderer {
    /// `layoutc render` under the project's configuration: the spec at `path`
    /// read as ``SpecSettings/readSpec(_:)`` reads it (regular files within the
    /// size limit), compiled with its config's devices, rule severities and
    /// limits, and drawn. Throws ``ProjectSettings/Failure``, ``UnknownDevice``
    /// or ``FileBytes/ReadError``. The path `-` is standard input, named
    /// `<stdin>` and configured from the current directory, as `compile -` does.
    public static func render(file path: String, project: ProjectSettings, deviceID: String?,
                              orientation: Orientation?, scale: Double) throws -> Output {
        let fromStandardInput = path == "-"
        let settings = try project.settings(forSpec: fromStandardInput ? "stdin.layout.yaml" : path)
        if let deviceID { try settings.checkDevice(id: deviceID) }
        let bytes = fromStandardInput
            ? try FileBytes.standardInput(maxBytes: settings.limits.maxFileBytes, name: "<stdin>")
            : try settings.readSpec(path)
        let renderer = SpecRenderer(options: settings.compileOptions(deviceID: deviceID, orientation: orientation),
                                    scale: scale)
        return renderer.render(bytes, file: fromStandardInput ? "<stdin>" : path)
    }
}
