import Diagnostics
import InterfaceBuilder
import LayoutIR
import Solver

extension LayoutCompiler {
    /// Every screen of `file`: one result per screen of an Interface Builder file
    /// (each solved on the command line's device, else the file's design device,
    /// with the size-class variations of that device), or the one result of a spec.
    /// A file that cannot be read gives one result with no screen and its errors.
    public func compileScreens(_ bytes: [UInt8], file: String,
                               whenSolved: (Screen, ResolvedLayout) -> Void = { _, _ in }) -> [CompileResult] {
        guard InterfaceBuilderReader.isInterfaceBuilderFile(file) else {
            return [compile(bytes, file: file, whenSolved: whenSolved)]
        }
        let source = SourceText(bytes: bytes)
        var read = InterfaceBuilderReader.read(bytes, file: file, devices: options.devices)
        if let first = read.screens.first {
            // Read again with the target's size classes when they differ from the design device's.
            let (device, orientation) = target(for: first.screen)
            let design = first.screen.deviceID.flatMap(options.device(id:))
            if design.map({ SizeClasses(device: $0, orientation: first.screen.orientation ?? .portrait) })
                != SizeClasses(device: device, orientation: orientation) {
                read = InterfaceBuilderReader.read(bytes, file: file, devices: options.devices,
                                                   target: (device, orientation))
            }
        }
        guard !read.screens.isEmpty else {
            return [CompileResult(file: file, source: source, screen: nil, sourceMap: .init(), layout: nil,
                                  diagnostics: read.diagnostics)]
        }
        return read.screens.enumerated().map { position, imported in
            let fileNotes = position == 0 ? read.diagnostics : []
            return compile(read: (imported.screen, imported.sourceMap, fileNotes + imported.diagnostics),
                           source: source, file: file, whenSolved: whenSolved)
        }
    }
}

/// Interface Builder files through the commands that take one result per file.
enum InterfaceBuilderCompile {
    /// One result standing for all of `results` (one file's screens): the first
    /// screen's frames, every screen's diagnostics. `lint` reads only the diagnostics.
    static func merged(_ results: [CompileResult], file: String, bytes: [UInt8]) -> CompileResult {
        guard var first = results.first else {
            return CompileResult(file: file, source: SourceText(bytes: bytes), screen: nil, sourceMap: .init(),
                                 layout: nil, diagnostics: [])
        }
        if results.count > 1 {
            first.diagnostics = results.flatMap(\.diagnostics).sortedAndUnique()
        }
        return first
    }
}
