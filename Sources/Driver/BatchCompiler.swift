import Dispatch
import Emitters
import Foundation
import LayoutIR
import Solver

/// One device and orientation to compile for; `nil` fields defer to the spec.
public struct CompileTarget: Hashable, Sendable {
    public var deviceID: String?
    public var orientation: Orientation?
    public init(deviceID: String? = nil, orientation: Orientation? = nil) {
        self.deviceID = deviceID
        self.orientation = orientation
    }
}

/// `layoutc compile` as a library call: specs and targets in; frames written (or
/// returned) and diagnostics out, compiled in parallel on `jobs` threads.
public struct BatchCompiler: Sendable {
    /// The spec files or directories named on the command line.
    public var paths: [String]
    /// Devices × orientations (at least one).
    public var targets: [CompileTarget]
    /// Where to write one frames file per spec and target; `nil` returns them.
    public var outputDirectory: String?
    /// Project devices besides the built-in catalog.
    public var devices: [Device]
    /// Parallel compilations.
    public var jobs: Int
    /// The view limit of each spec.
    public var maxViews: Int

    public init(paths: [String], targets: [CompileTarget] = [CompileTarget()], outputDirectory: String? = nil,
                devices: [Device] = DeviceCatalog.all, jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
                maxViews: Int = 2_000_000) {
        self.paths = paths
        self.targets = targets.isEmpty ? [CompileTarget()] : targets
        self.outputDirectory = outputDirectory
        self.devices = devices
        self.jobs = max(1, jobs)
        self.maxViews = maxViews
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
    }

    /// What the whole run gives, in the order of the files and targets.
    public struct Outcome: Sendable {
        public var outputs: [Output]
        /// Files that could not be read, with the reason.
        public var unreadable: [(file: String, reason: String)]

        /// 2 when a file could not be read or written, else 1 when any error, else 0.
        public var exitCode: Int32 {
            if !unreadable.isEmpty || outputs.contains(where: { $0.writeError != nil }) { return 2 }
            return outputs.contains(where: \.result.hasErrors) ? 1 : 0
        }
    }

    /// Compiles every spec for every target.
    public func run() throws -> Outcome {
        let files = try SpecDiscovery.specFiles(in: paths)
        let work = files.flatMap { file in targets.map { (file, $0) } }
        let slots = ResultSlots<(Output?, String?)>(count: work.count)
        let sizes = Dictionary(files.map { ($0, Self.fileSize($0)) }, uniquingKeysWith: { first, _ in first })
        ParallelWork.forEach(count: work.count, jobs: jobs, cost: { sizes[work[$0].0] ?? 0 }) { index in
            slots[index] = compileOne(file: work[index].0, target: work[index].1)
        }
        var outcome = Outcome(outputs: [], unreadable: [])
        for (index, (output, failure)) in slots.values.enumerated() {
            if let output { outcome.outputs.append(output) }
            if let failure, !outcome.unreadable.contains(where: { $0.file == work[index].0 }) {
                outcome.unreadable.append((work[index].0, failure))
            }
        }
        return outcome
    }

    /// The file's size in bytes (0 when it cannot be read: it fails soon enough).
    private static func fileSize(_ path: String) -> Int {
        var info = stat()
        return stat(path, &info) == 0 ? Int(info.st_size) : 0
    }

    private func compileOne(file: String, target: CompileTarget) -> (Output?, String?) {
        // Straight into a byte array: `FileManager.contents` gives `Data`, and the
        // array made from it would be a second copy of the whole file.
        guard let bytes = FileBytes.read(file) else {
            return (nil, "cannot read \(file)")
        }
        let compiler = LayoutCompiler(options: CompileOptions(deviceID: target.deviceID, orientation: target.orientation,
                                                              devices: devices, maxViews: maxViews))
        let result = compiler.compile(bytes, file: file)
        var output = Output(result: result)
        guard let screen = result.screen, let layout = result.layout else { return (output, nil) }
        let emitter = FramesJSONEmitter(file: file, screen: screen, layout: layout, diagnostics: result.diagnostics)
        if let outputDirectory {
            let path = outputPath(for: file, layout: layout, in: outputDirectory)
            // Streamed into the file chunk by chunk, never whole in memory; should
            // that fail, the buffered write gives the usual error.
            if Self.streamAtomically(emitter, to: path) {
                output.writtenTo = path
            } else {
                do {
                    try AtomicFile.write(emitter.render(), to: path)
                    output.writtenTo = path
                } catch {
                    output.writeError = "cannot write \(path): \(error.localizedDescription)"
                }
            }
            output.result.releaseFrames()
        } else {
            output.document = emitter
        }
        return (output, nil)
    }

    /// Writes the frames to a temporary file next to `path` as the emitter makes
    /// them, then renames it over `path` (as `AtomicFile` does). False, with
    /// nothing left behind, when any step fails.
    static func streamAtomically(_ emitter: FramesJSONEmitter, to path: String) -> Bool {
        let directory = (path as NSString).deletingLastPathComponent
        if !directory.isEmpty {
            guard (try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)) != nil
            else { return false }
        }
        let name = (path as NSString).lastPathComponent
        let temporary = (directory as NSString).appendingPathComponent(
            ".\(name).\(ProcessInfo.processInfo.processIdentifier).\(UInt32.random(in: 0...UInt32.max)).tmp")
        guard let stream = fopen(temporary, "wb") else { return false }
        var ok = true
        emitter.write { chunk in
            guard ok else { return }
            ok = chunk.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, stream) == $0.count }
        }
        ok = fclose(stream) == 0 && ok
        if ok, rename(temporary, path) == 0 { return true }
        unlink(temporary)
        return false
    }

    /// `<dir>/<spec name>.<device>.<orientation>.json`, `<spec name>` being the file
    /// name without `.layout.yaml` (or `.yaml`/`.yml`).
    func outputPath(for file: String, layout: ResolvedLayout, in directory: String) -> String {
        var name = (file as NSString).lastPathComponent
        for suffix in [".layout.yaml", ".yaml", ".yml"] where name.hasSuffix(suffix) {
            name.removeLast(suffix.count)
            break
        }
        return (directory as NSString).appendingPathComponent(
            "\(name).\(layout.device.id).\(layout.orientation.rawValue).json")
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
