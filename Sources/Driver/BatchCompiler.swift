import Diagnostics
import Dispatch
import Emitters
import Foundation
import InterfaceBuilder
import LayoutIR
import Solver

/// One device and orientation to compile for; `nil` fields defer to the spec.
public struct CompileTarget: Hashable, Sendable {
    public var deviceID: String?
    public var orientation: Orientation?
    /// The content size category (Docs/SpecFormat.md#text-dynamic-type-and-layout-direction); `nil`: `large`.
    public var contentSize: ContentSizeCategory?
    /// The layout direction; `nil`: left to right.
    public var layoutDirection: LayoutDirection?
    public init(deviceID: String? = nil, orientation: Orientation? = nil,
                contentSize: ContentSizeCategory? = nil, layoutDirection: LayoutDirection? = nil) {
        self.deviceID = deviceID
        self.orientation = orientation
        self.contentSize = contentSize
        self.layoutDirection = layoutDirection
    }

    /// `--device` × `--orientation` × `--content-size` × `--layout-direction` as
    /// given on the command line: every device in every orientation at every
    /// size in every direction; an empty list leaves that part to the spec (or
    /// the default, for the text axes): a single target of `nil`s when all are empty.
    public static func matrix(devices: [String], orientations: [Orientation], contentSizes: [ContentSizeCategory] = [],
                              layoutDirections: [LayoutDirection] = []) -> [CompileTarget] {
        let sizes: [ContentSizeCategory?] = contentSizes.isEmpty ? [nil] : contentSizes
        let directions: [LayoutDirection?] = layoutDirections.isEmpty ? [nil] : layoutDirections
        return (devices.isEmpty ? [nil] : devices.map(Optional.some)).flatMap { id in
            (orientations.isEmpty ? [nil] : orientations.map(Optional.some)).flatMap { orientation in
                sizes.flatMap { size in
                    directions.map {
                        CompileTarget(deviceID: id, orientation: orientation, contentSize: size, layoutDirection: $0)
                    }
                }
            }
        }
    }
}

/// `layoutc compile` as a library call: specs and targets in; frames written (or
/// returned) and diagnostics out, compiled in parallel on `jobs` threads.
///
/// With ``project`` each spec is compiled under its `.layoutc.yml` (devices,
/// rule severities, limits: see ``ProjectSettings``); without it, under the
/// built-in defaults, ``devices`` and ``maxViews``. A path `-` is standard input.
public struct BatchCompiler: Sendable {
    /// The spec files or directories named on the command line (`-`: standard input).
    public var paths: [String]
    /// Devices × orientations (at least one).
    public var targets: [CompileTarget]
    /// Where to write one frames file per spec and target; `nil` returns them.
    public var outputDirectory: String?
    /// Project devices besides the built-in catalog (without ``project``).
    public var devices: [Device]
    /// Parallel compilations.
    public var jobs: Int
    /// The view limit of each spec (without ``project``).
    public var maxViews: Int
    /// The configuration of every spec; `nil`: the defaults.
    public var project: ProjectSettings?
    /// How messages name standard input (`--stdin-path`); its directory is where
    /// its config is searched from.
    public var standardInputPath: String?
    /// Set by a command line whose process ends right after the batch: a batch of
    /// one spec then leaves its screen and frames, once written, for the
    /// process's exit to reclaim in one go, as clang's `-disable-free` does
    /// (freeing a million views one by one is several percent of a compile). A
    /// batch of several specs still drops each spec's screen once written, so
    /// that memory stays that of the largest. The allocator is also told to keep
    /// what is freed for reuse rather than return it to the system (``ProcessMemory``).
    public var leavesMemoryToExit = false
    /// Where a batch of one spec for one target without ``outputDirectory``
    /// streams its frames document, when the caller can take it while the
    /// diagnostics print (`layoutc compile` with standard output and standard
    /// error not one file): from the moment the frames are solved, on another
    /// thread. `nil`: the document is left in ``Output/document``.
    public var documentStream: DocumentStream?

    /// Writes a frames document: called once, on the writing thread, with the
    /// document's writer, which it calls with the sink to write it into.
    public typealias DocumentStream = @Sendable (_ document: (_ sink: (ArraySlice<UInt8>) -> Void) -> Void) -> Void

    public init(paths: [String], targets: [CompileTarget] = [CompileTarget()], outputDirectory: String? = nil,
                devices: [Device] = DeviceCatalog.all, jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
                maxViews: Int = 2_000_000, project: ProjectSettings? = nil, standardInputPath: String? = nil) {
        self.paths = paths
        // `--device X --device X` is one target: two would write one file at once.
        var distinct = Set<CompileTarget>()
        self.targets = targets.isEmpty ? [CompileTarget()] : targets.filter { distinct.insert($0).inserted }
        self.outputDirectory = outputDirectory
        self.devices = devices
        self.jobs = max(1, jobs)
        self.maxViews = maxViews
        self.project = project
        self.standardInputPath = standardInputPath
    }

    /// One spec compiled for one target.
    public struct Output: Sendable {
        public var result: CompileResult
        /// Where the frames were written, with `outputDirectory`.
        public var writtenTo: String?
        /// The frames document, without `outputDirectory`: written on demand, so
        /// that `layoutc compile` streams it to standard output chunk by chunk.
        public var document: FramesJSONEmitter?
        /// The frames JSON, without `outputDirectory` (the whole `document` in one buffer).
        public var frames: [UInt8]? { document?.render() }
        /// A failure to write the output file.
        public var writeError: String?
        /// The frames file still being written, for ``BatchCompiler/run(alongsideWriting:)``.
        var pendingWrite: FramesDocumentWrite?
        /// `id/orientation` of the device the spec was compiled for.
        public var targetLabel = ""
    }

    /// What the whole run gives, in the order of the files and targets.
    public struct Outcome: Sendable {
        public var outputs: [Output]
        /// Files that could not be read, with the reason.
        public var unreadable: [(file: String, reason: String)]
        /// Directories named on the command line that hold no spec.
        public var emptyDirectories: [String] = []

        /// 2 when a file could not be read or written, else 1 when any error (or
        /// when nothing at all was compiled), else 0.
        public var exitCode: Int32 {
            RunExitCode.code(ioFailed: !unreadable.isEmpty || outputs.contains(where: { $0.writeError != nil }),
                             nothingCompiled: outputs.isEmpty, hasErrors: outputs.contains(where: \.result.hasErrors))
        }
    }

    /// The name standard input goes by.
    var standardInputName: String { standardInputPath ?? "<stdin>" }

    /// Compiles every spec for every target. Throws a missing path, a broken
    /// config (``ProjectSettings/Failure``) or an unknown `--device` (``UnknownDevice``).
    public func run() throws -> Outcome {
        try run(alongsideWriting: { _ in })
    }

    /// ``run()``, calling `body` with the outcome (on this thread, before returning
    /// it). A batch of one spec for one target, written to ``outputDirectory``
    /// with at least two ``jobs``, writes its frames file on another thread from
    /// the moment its frames are solved (``FramesDocumentWrite``): the views while
    /// the rules run, the diagnostics while `body` runs. So does a batch of one
    /// spec for one target without ``outputDirectory`` into ``documentStream``. `layoutc compile` prints the
    /// diagnostics meanwhile; for a screen with 100,000 findings the 30 MB of text
    /// and the file's 42 MB of diagnostics take about as long each. `body` then
    /// sees that output without ``Output/writtenTo`` or ``Output/writeError``; the
    /// outcome returned has them. Anything else is written before `body` is called.
    public func run(alongsideWriting body: (Outcome) throws -> Void) throws -> Outcome {
        // The process ends after the batch: what it frees is kept for its next arrays.
        if leavesMemoryToExit { ProcessMemory.keepFreedMemory() }
        var outcome = try compileAll()
        guard let index = outcome.outputs.firstIndex(where: { $0.pendingWrite != nil }),
              let pending = outcome.outputs[index].pendingWrite else {
            try body(outcome)
            return outcome
        }
        outcome.outputs[index].pendingWrite = nil
        // The file is finished (or its temporary removed) before anything returns,
        // a throwing `body` included.
        defer { _ = pending.wait() }
        try body(outcome)
        if let failure = pending.wait() {
            outcome.outputs[index].writeError = failure
        } else {
            outcome.outputs[index].writtenTo = pending.path
        }
        outcome.outputs[index].result.releaseFrames()
        return outcome
    }

    /// Compiles every spec for every target, writing each frames file but a pending one.
    private func compileAll() throws -> Outcome {
        var outcome = Outcome(outputs: [], unreadable: [])
        try project?.checkOverride()
        var found: [String] = []
        var foundFolders: [[String]] = []
        var seen = Set<PathKey>()
        for path in paths {
            if path == "-" {
                if seen.insert(PathKey("-")).inserted { found.append("-"); foundFolders.append([]) }
                continue
            }
            let specs = try SpecDiscovery.specFiles(in: [path])
            if specs.isEmpty { outcome.emptyDirectories.append(path) }
            let root = SpecDiscovery.isDirectory(path) ? path : nil
            // A spec named twice (`a.layout.yaml ./a.layout.yaml`, a link) is compiled
            // once, as within a directory: not twice into one frames file at once.
            for file in specs where seen.insert(PathKey(SpecDiscovery.realPath(file) ?? file)).inserted {
                found.append(file)
                foundFolders.append(OutputNaming.subfolders(of: file, under: root))
            }
        }
        let files = found
        let folders = foundFolders
        if let outputDirectory, let collision = OutputNameCollision.find(
            in: files.indices.map { index in
                let file = files[index]
                return file == "-" ? (standardInputName, standardInputPath ?? "stdin", []) : (file, file, folders[index])
            },
            directory: outputDirectory) {
            throw collision
        }
        let settings = try files.map { try self.settings(for: $0) }
        // Every spec and config, known before the first file is written: a frames
        // file linked to a spec compiled later must not replace it either.
        let inputs = outputDirectory == nil ? InputFiles.none
            : InputFiles(specs: files, configs: project?.configPaths(forSpecs: files) ?? [])
        if let outputDirectory { AtomicFile.removeStaleTemporaries(in: outputDirectory) }
        var read: [[UInt8]?] = []
        for (file, fileSettings) in zip(files, settings) {
            do {
                read.append(file == "-" ? try FileBytes.standardInput(maxBytes: fileSettings.limits.maxFileBytes,
                                                                       name: standardInputName)
                                           : nil)
            } catch {
                read.append(nil)
                outcome.unreadable.append((standardInputName, "\(error)"))
            }
        }
        let sources = read
        let work = files.indices.flatMap { file in targets.map { (file, $0) } }
        let slots = ResultSlots<([Output], String?)>(count: work.count)
        let sizes = files.map { $0 == "-" ? 0 : Self.fileSize($0) }
        ParallelWork.forEach(count: work.count, jobs: jobs, cost: { sizes[work[$0].0] }) { index in
            let (file, target) = work[index]
            if files[file] == "-", sources[file] == nil { return }
            if InterfaceBuilderReader.isInterfaceBuilderFile(files[file]) {
                slots[index] = compileScreens(file: files[file], subfolders: folders[file], settings: settings[file],
                                              target: target, sparing: inputs)
                return
            }
            let (output, failure) = compileOne(file: files[file], subfolders: folders[file], bytes: sources[file],
                                               settings: settings[file],
                                               target: target, sparing: inputs, alone: work.count == 1,
                                               overlapsWriting: work.count == 1 && jobs > 1)
            slots[index] = (output.map { [$0] } ?? [], failure)
        }
        for (index, (outputs, failure)) in slots.values.enumerated() {
            outcome.outputs += outputs
            if let failure, !outcome.unreadable.contains(where: { $0.file == files[work[index].0] }) {
                outcome.unreadable.append((files[work[index].0], failure))
            }
        }
        return outcome
    }

    /// The spec's settings: its config's, or the defaults with ``devices`` and
    /// ``maxViews``; every `--device` checked against its catalog.
    func settings(for file: String) throws -> SpecSettings {
        let settings: SpecSettings
        if let project {
            settings = try project.settings(forSpec: file == "-" ? (standardInputPath ?? "-") : file)
        } else {
            var config = ProjectConfig(directory: FileManager.default.currentDirectoryPath)
            config.customDevices = devices.filter { device in !DeviceCatalog.all.contains { $0.id == device.id } }
            settings = SpecSettings(config: config, limits: ReadLimits(maxViews: maxViews))
        }
        for target in targets { if let id = target.deviceID { try settings.checkDevice(id: id) } }
        return settings
    }

    /// The file's size in bytes (0 when it cannot be read: it fails soon enough).
    private static func fileSize(_ path: String) -> Int {
        var info = stat()
        return stat(path, &info) == 0 ? Int(info.st_size) : 0
    }

    /// Compiles one spec for one target and writes its frames file, or, with
    /// `overlapsWriting`, leaves it in ``Output/pendingWrite``.
    private func compileOne(file: String, subfolders: [String], bytes given: [UInt8]?, settings: SpecSettings,
                            target: CompileTarget, sparing inputs: InputFiles, alone: Bool,
                            overlapsWriting: Bool) -> (Output?, String?) {
        // Straight into a byte array: `FileManager.contents` gives `Data`, and the
        // array made from it would be a second copy of the whole file.
        let bytes: [UInt8]
        do {
            bytes = try given ?? settings.readSpec(file)
        } catch {
            return (nil, "\(error)")
        }
        let name = file == "-" ? standardInputName : file
        let compiler = LayoutCompiler(options: settings.compileOptions(deviceID: target.deviceID,
                                                                       orientation: target.orientation,
                                                                       contentSize: target.contentSize,
                                                                       layoutDirection: target.layoutDirection))
        let outputFile = file == "-" ? (standardInputPath ?? "stdin") : file
        let keepsUntilExit = leavesMemoryToExit && alone
        var begun: FramesDocumentWrite?
        let result = compiler.compile(bytes, file: name, whenSolved: { screen, layout in
            guard overlapsWriting else { return }
            let destination: FramesDocumentWrite.Destination
            if let outputDirectory {
                destination = .file(path: outputPath(for: outputFile, subfolders: subfolders, layout: layout,
                                                      in: outputDirectory), inputs: inputs)
            } else if let documentStream {
                destination = .stream(documentStream)
            } else {
                return
            }
            begun = FramesDocumentWrite(destination, emitter: FramesJSONEmitter(file: name, screen: screen,
                                                                               layout: layout, diagnostics: []),
                                        keepsUntilExit: keepsUntilExit)
        })
        var output = Output(result: result)
        output.targetLabel = LintTargetCheck.label(of: result, target: target)
        if let begun {
            begun.finish(with: result.diagnostics)
            output.pendingWrite = begun
            return (output, nil)
        }
        guard let screen = result.screen, let layout = result.layout else { return (output, nil) }
        let emitter = FramesJSONEmitter(file: name, screen: screen, layout: layout, diagnostics: result.diagnostics)
        if let outputDirectory {
            write(emitter, to: outputPath(for: outputFile, subfolders: subfolders, layout: layout,
                                                      in: outputDirectory), into: &output,
                  sparing: inputs, keepsUntilExit: keepsUntilExit)
        } else {
            output.document = emitter
        }
        return (output, nil)
    }

    /// Compiles every screen of an Interface Builder file for one target, writing
    /// each screen's frames file (`<File>.<Name>.<device>.<orientation>.json`,
    /// with the text cell as in ``outputPath(for:layout:in:)``).
    private func compileScreens(file: String, subfolders: [String], settings: SpecSettings, target: CompileTarget,
                                sparing inputs: InputFiles) -> ([Output], String?) {
        let bytes: [UInt8]
        do {
            bytes = try settings.readSpec(file)
        } catch {
            return ([], "\(error)")
        }
        let compiler = LayoutCompiler(options: settings.compileOptions(deviceID: target.deviceID,
                                                                       orientation: target.orientation,
                                                                       contentSize: target.contentSize,
                                                                       layoutDirection: target.layoutDirection))
        let stem = InterfaceBuilderImport.fileStem(of: file)
        return (compiler.compileScreens(bytes, file: file).map { result in
            var output = Output(result: result)
            guard let screen = result.screen, let layout = result.layout else { return output }
            let emitter = FramesJSONEmitter(file: file, screen: screen, layout: layout, diagnostics: result.diagnostics)
            guard let outputDirectory else {
                output.document = emitter
                return output
            }
            do {
                let path = try OutputNaming.path(
                    in: outputDirectory, subfolders: subfolders,
                    name: "\(stem).\(screen.name).\(layout.device.id).\(layout.orientation.rawValue)\(Self.cellSuffix(layout)).json")
                write(emitter, to: path, into: &output, sparing: inputs, keepsUntilExit: false)
            } catch {
                output.writeError = "\(error)"
                output.result.releaseFrames()
            }
            return output
        }, nil)
    }

    /// Writes `emitter`'s document to `path`, noting where (or the failure) in
    /// `output`, whose frames are then released.
    private func write(_ emitter: FramesJSONEmitter, to path: String, into output: inout Output, sparing inputs: InputFiles,
                       keepsUntilExit: Bool) {
        let diagnostics = output.result.diagnostics
        if let failure = FramesDocumentWrite.write(emitter, to: path, sparing: inputs, keepsUntilExit: keepsUntilExit,
                                                   diagnostics: { diagnostics }) {
            output.writeError = failure
        } else {
            output.writtenTo = path
        }
        output.result.releaseFrames()
    }

    /// `<dir>/<spec name>.<device>.<orientation>.json`, `<spec name>` being the file
    /// name without `.layout.yaml` (or `.yaml`/`.yml`); solved at another text
    /// cell than `large`, left to right, the name adds it:
    /// `<spec name>.<device>.<orientation>.<contentSize>.<direction>.json`.
    /// A spec found by searching a directory goes into the subfolder of `directory`
    /// its own folder is in that directory (``OutputNaming``).
    func outputPath(for file: String, subfolders: [String], layout: ResolvedLayout, in directory: String) -> String {
        // Every part is sanitized, so the path cannot lead out of `directory`; were it
        // to, the name made plain is written into `directory` itself.
        let name = "\(Self.outputStem(of: file)).\(layout.device.id).\(layout.orientation.rawValue)\(Self.cellSuffix(layout)).json"
        return (try? OutputNaming.path(in: directory, subfolders: subfolders, name: name))
            ?? (directory as NSString).appendingPathComponent(OutputNaming.component(name))
    }

    /// `""` at the default text cell (`large`, left to right), whose files keep
    /// the names they had before there were text cells; else
    /// `.<contentSize>.<direction>`, both named so that every cell of a matrix
    /// has a name of its own.
    static func cellSuffix(_ layout: ResolvedLayout) -> String {
        guard layout.contentSize != .standard || layout.direction != .leftToRight else { return "" }
        return ".\(layout.contentSize.rawValue).\(layout.direction.rawValue)"
    }

    /// The file name of `file` without `.layout.yaml` (or `.yaml`/`.yml`): what
    /// its frames files are named after.
    static func outputStem(of file: String) -> String {
        var name = (file as NSString).lastPathComponent
        for suffix in [".layout.yaml", ".yaml", ".yml"] where name.hasSuffix(suffix) {
            name.removeLast(suffix.count)
            break
        }
        return name
    }
}

/// Fixed slots that parallel workers fill at distinct indices.
final class ResultSlots<Value>: @unchecked Sendable {
    private var storage: [Value?]
    private let lock = NSLock()

    init(count: Int) { storage = Array(repeating: nil, count: count) }

    subscript(index: Int) -> Value? {
        get { lock.withLock { storage[index] } }
        set { lock.withLock { storage[index] = newValue } }
    }

    var values: [Value] { lock.withLock { storage.compactMap { $0 } } }
}

/// What a command line leaves for its process's exit to reclaim: kept (never
/// released) so that nothing frees it piece by piece on the way out.
enum ExitReclaimed {
    private final class Box<Value>: @unchecked Sendable {
        let value: Value
        init(_ value: Value) { self.value = value }
    }

    /// Keeps `value` alive until the process ends.
    static func keep<Value>(_ value: Value) {
        _ = Unmanaged.passRetained(Box(value))
    }
}
