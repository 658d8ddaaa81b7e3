import Diagnostics
import Foundation
import LayoutIR
import SpecReader
import SwiftCodegen

/// `layoutc generate` as a library call: specs in, one Swift file per spec out
/// (written atomically, unchanged files left alone), diagnostics as `compile`
/// gives them. A spec with an error diagnostic generates nothing.
public struct LayoutGeneration: Sendable {
    /// The most views a spec may have for `generate` (Docs/Generate.md): a fixed
    /// limit of generation (the Swift compiler's), which `--max-views` and
    /// `.layoutc.yml` can lower but not raise.
    public static let viewLimit = 10_000

    /// The spec files or directories named on the command line.
    public var paths: [String]
    /// Where to write `<Type>.swift` files; `nil` returns the source.
    public var outputDirectory: String?
    /// The one file to write a single spec's Swift to (the build plugin declares
    /// its outputs before any spec is read, so it cannot know the type name).
    public var outputFile: String?
    /// The name a single spec goes by in the generated code (header comment,
    /// `specPath`, `framesJSON()`'s `file`), instead of its path: the build
    /// plugin's package-relative name, so no absolute path of one machine is
    /// compiled in. Diagnostics keep the path given.
    public var displayPath: String?
    /// Each spec's `.layoutc.yml` (devices, rule severities, limits; the view
    /// limit capped at ``viewLimit``); `nil` compiles with the defaults.
    public var project: ProjectSettings?
    /// Parallel specs (the output does not depend on it).
    public var jobs: Int
    /// Written into each file's header comment.
    public var layoutcVersion: String
    /// Other specs built into the same Swift module, read only for their
    /// screen names: a type name one of them also gives is an error naming
    /// both, as when both are generated in one run. The build plugin runs one
    /// spec a command and names the target's other specs here. A sibling that
    /// cannot be read or has no screen is passed over (its own run reports it).
    public var siblings: [String] = []

    public init(paths: [String], outputDirectory: String? = nil, outputFile: String? = nil,
                jobs: Int = ProcessInfo.processInfo.activeProcessorCount, layoutcVersion: String,
                project: ProjectSettings? = nil) {
        self.project = project
        self.paths = paths
        self.outputDirectory = outputDirectory
        self.outputFile = outputFile
        self.jobs = max(1, jobs)
        self.layoutcVersion = layoutcVersion
    }

    /// One spec's outcome.
    public struct Output: Sendable {
        /// The compile of the spec (its diagnostics, with the generator's warnings added).
        public var result: CompileResult
        /// The generated type's name, when the spec had a screen.
        public var typeName: String?
        /// The generated Swift, when the spec had no error.
        public var source: String?
        /// Where the file was written (also when it was already up to date).
        public var writtenTo: String?
        /// Whether the file on disk already had these bytes (and was not touched).
        public var unchanged = false
        /// A failure to write the file.
        public var writeError: String?
        /// The spec's top-level `screen:` key, where the type-name errors point.
        var screenKey: SourceRange?
    }

    /// The whole run, in file order.
    public struct Outcome: Sendable {
        public var outputs: [Output]
        public var unreadable: [(file: String, reason: String)]
        /// Directories named on the command line that hold no spec.
        public var emptyDirectories: [String] = []

        /// 2 when a file could not be read or written, else 1 when any error (or
        /// when there was no spec at all, as `compile`), else 0.
        public var exitCode: Int32 {
            RunExitCode.code(ioFailed: !unreadable.isEmpty || outputs.contains(where: { $0.writeError != nil }),
                             nothingCompiled: outputs.isEmpty, hasErrors: outputs.contains(where: \.result.hasErrors))
        }
    }

    /// `outputFile` or `displayPath` given with several specs.
    public struct SeveralSpecsForOneFile: Error, CustomStringConvertible {
        public var option = "--output-file"
        /// The Interface Builder file of several screens named, if that is why.
        public var screensOf: (file: String, count: Int)?
        public var description: String {
            "\(option) takes exactly one spec"
                + (screensOf.map { ", and \($0.file) has \($0.count) screens (each is a type of its own); use -o DIR" } ?? "")
        }
    }

    /// Generates every spec, then writes the files (none when two specs share a type name).
    public func run() throws -> Outcome {
        try project?.checkOverride()
        var found: [String] = []
        var emptyDirectories: [String] = []
        for path in paths {
            let specs = try SpecDiscovery.specFiles(in: [path])
            if specs.isEmpty { emptyDirectories.append(path) }
            found += specs
        }
        let files = try SpecDiscovery.specFiles(in: found)  // one file named twice is generated once
        if outputFile != nil, files.count != 1 { throw SeveralSpecsForOneFile() }
        if displayPath != nil, files.count != 1 { throw SeveralSpecsForOneFile(option: "--display-path") }
        // A broken config stops the run before anything is generated (exit 2).
        let settings = try files.map { try project?.settings(forSpec: $0) }
        let slots = ResultSlots<([Output], String?)>(count: files.count)
        ParallelWork.forEach(count: files.count, jobs: jobs) { index in
            slots[index] = generateOne(files[index], settings: settings[index])
        }
        var outcome = Outcome(outputs: [], unreadable: [], emptyDirectories: emptyDirectories)
        for (index, (outputs, failure)) in slots.values.enumerated() {
            if outputFile != nil || displayPath != nil, outputs.count > 1 {
                throw SeveralSpecsForOneFile(option: outputFile != nil ? "--output-file" : "--display-path",
                                             screensOf: (files[index], outputs.count))
            }
            outcome.outputs += outputs
            if let failure { outcome.unreadable.append((files[index], failure)) }
        }
        let collided = TypeNameCollisions.report(in: &outcome.outputs)
        let siblings = siblingTypeNames(besides: files)
        let collidedWithSibling = TypeNameCollisions.report(in: &outcome.outputs, siblings: siblings)
        LookalikeTypeNames.report(in: &outcome.outputs, siblings: siblings)
        // Two specs giving one type name is a broken set of files, not one broken
        // spec: nothing is written, so the directory never holds half of a renaming.
        guard !collided, !collidedWithSibling else { return outcome }
        let inputs = InputFiles(specs: files, configs: project?.configPaths(forSpecs: files) ?? [])
        for index in outcome.outputs.indices {
            guard let typeName = outcome.outputs[index].typeName else { continue }
            if let outputFile {
                write(&outcome.outputs[index], to: outputFile, sparing: inputs)
            } else if let outputDirectory {
                write(&outcome.outputs[index], to: (outputDirectory as NSString).appendingPathComponent(typeName + ".swift"),
                      sparing: inputs)
            }
        }
        return outcome
    }

    /// Compiles one spec as `compile` does, and makes its Swift when it has no error;
    /// an Interface Builder file gives one type per screen (a storyboard, one per scene).
    func generateOne(_ file: String, settings: SpecSettings?) -> ([Output], String?) {
        let bytes: [UInt8]
        if let settings {
            do { bytes = try settings.readSpec(file) } catch { return ([], "\(error)") }
        } else {
            guard let read = FileBytes.read(file) else { return ([], "cannot read \(file)") }
            bytes = read
        }
        // The reader gets the user's own view limit, so its message (which names
        // `--max-views`) is only ever about that; generation's cap is checked below.
        let compiler = LayoutCompiler(options: settings?.compileOptions() ?? CompileOptions())
        // Every screen of a storyboard, not its first only (1 of 4 was written, with no note).
        let results = LayoutCompiler.isInterfaceBuilderFile(file)
            ? compiler.compileScreens(bytes, file: file) : [compiler.compile(bytes, file: file)]
        return (results.map { generate($0, file: file, compiler: compiler) }, nil)
    }

    /// The Swift of one compiled screen, or the errors that stop it.
    private func generate(_ compiled: CompileResult, file: String, compiler: LayoutCompiler) -> Output {
        var result = compiled
        // What the IR does not keep (the top-level keys, the ids in `repeat:` items)
        // the reader recorded from its one parse.
        let map = result.sourceMap
        if let screen = result.screen, screen.views.count > Self.viewLimit {
            result.screen = nil
            result.layout = nil
            result.diagnostics.append(Self.overViewLimit(screen.views.count, file: file,
                                                         at: map.range(of: .root) ?? map.range(of: .screen)))
            result.diagnostics.sortAndUnique()
        }
        var output = Output(result: result)
        output.screenKey = map.range(of: .screen)
        guard let screen = result.screen else { return output }
        guard let typeName = SwiftNames.typeName(forScreen: screen.name) else {
            output.result.diagnostics.append(Self.noTypeName(screen.name, file: file, at: output.screenKey))
            output.result.diagnostics.sortAndUnique()
            output.result.layout = nil
            return output
        }
        guard typeName.utf8.count <= Self.maxTypeNameBytes else {
            output.result.diagnostics.append(Self.typeNameTooLong(typeName, file: file, at: output.screenKey))
            output.result.diagnostics.sortAndUnique()
            output.result.layout = nil
            return output
        }
        var writer = LayoutFileWriter(screen: screen, specPath: displayPath ?? file, layoutcVersion: layoutcVersion)
        writer.repeatedIDs = map.outline.repeatedIDs
        writer.fileName = outputFile.map { ($0 as NSString).lastPathComponent }
        output.typeName = typeName
        // Specs here have at most `viewLimit` views: the screen stays for the type-name check.
        output.result.layout = nil
        guard !result.hasErrors else { return output }
        let (source, warnings) = writer.render()
        output.source = source
        if !warnings.isEmpty {
            var located: [Diagnostic] = []
            result.sourceMap.withRangeLookup { range in
                for var warning in warnings {
                    compiler.locate(&warning, screen: screen, range: range, file: file)
                    // An id of a `repeat: 0` item names no view: placed where the id is written.
                    if warning.range == nil, let id = warning.viewID { warning.range = map.range(ofRepeatedID: id) }
                    located.append(warning)
                }
            }
            // A rule like any other: `suppress:`, `# layoutc:disable-next-line` and the
            // configuration's `rules:` apply, as `compile` applies them to its own.
            Suppressions(source: result.source).removeSuppressed(from: &located, views: screen.views)
            if !compiler.options.ruleSettings.isEmpty { LintRules.apply(compiler.options.ruleSettings, to: &located) }
            output.result.diagnostics += located
            output.result.diagnostics.sortAndUnique()
            // Made an error by the configuration: a spec with an error generates nothing.
            if located.hasErrors { output.source = nil }
        }
        return output
    }

    /// Each sibling's file and the type name its screen gives, in the order
    /// given; the specs generated in this run are not their own siblings.
    func siblingTypeNames(besides files: [String]) -> [(file: String, typeName: String)] {
        // Compared resolved, to tell one file named two ways.
        let generated = Set(files.compactMap(SpecDiscovery.realPath))
        var seen = Set<String>()
        var options = CompileOptions().readerOptions
        options.maxViews = Self.viewLimit
        return siblings.compactMap { sibling in
            guard let path = SpecDiscovery.realPath(sibling), !generated.contains(path), seen.insert(path).inserted,
                  let bytes = FileBytes.read(sibling),
                  let screen = SpecReader.read(bytes, file: sibling, options: options).screen,
                  let typeName = SwiftNames.typeName(forScreen: screen.name) else { return nil }
            return (sibling, typeName)
        }
    }

    /// Writes the source to `path` unless the file already holds these bytes
    /// (never over one of `inputs`, the specs and configurations).
    private func write(_ output: inout Output, to path: String, sparing inputs: InputFiles) {
        guard let source = output.source, !output.result.hasErrors else { return }
        let bytes = Array(source.utf8)
        if FileBytes.read(path) == bytes {
            output.writtenTo = path
            output.unchanged = true
            return
        }
        do {
            try AtomicFile.write(bytes, to: path, sparing: inputs)
            output.writtenTo = path
        } catch {
            // The system's reason ("permission denied"), as `compile` prints it.
            output.writeError = "cannot write \(path): " + ((error as? AtomicFile.WriteError)?.reason ?? "\(error)")
        }
    }
}
