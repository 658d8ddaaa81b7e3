import ArgumentParser
import Driver
import Foundation

/// `layoutc import`: Interface Builder files to specs. All work is in `Driver.InterfaceBuilderImport`.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Write one spec per screen of .xib and .storyboard files: <File>.<Name>.layout.yaml.",
        discussion: """
            A .xib gives one spec per top-level view, a .storyboard one per view controller scene. Each \
            spec keeps its provenance (source: {file:, object:} and every view's object id), the file's \
            design device, its bars, autoresizing masks as place: and its constraints. Directories are \
            searched for .xib and .storyboard files. Importing an unchanged file again writes the same bytes. \
            What the import cannot express is a note positioned in the IB file (see Docs/InterfaceBuilder.md).
            Exit codes: 0 imported, 1 a file with errors (malformed XML), 2 a file that cannot be read or written.
            """)

    @Argument(help: "The .xib and .storyboard files, or directories to search for them.")
    var paths: [String]

    @Option(name: [.short, .long], help: "The directory to write the specs into (created if missing).")
    var output: String

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(
        "Largest IB file read, in bytes (default 268435456), as for specs.", valueName: "bytes"))
    var maxFileSize: Int?

    @OptionGroup var xml: XMLAttributeLimitOption

    @OptionGroup var color: ColorOption

    func validate() throws {
        try EmptyPath.reject(paths + [output], "the paths name IB files and the output directory")
        if let maxFileSize, maxFileSize < 1 {
            throw ValidationError("--max-file-size must be at least 1 byte, not \(maxFileSize)")
        }
    }

    func run() throws {
        let outcome: InterfaceBuilderImport.Outcome
        do {
            try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
            outcome = try InterfaceBuilderImport(paths: paths, outputDirectory: output,
                                                 maxFileBytes: maxFileSize ?? FileBytes.defaultMaxBytes,
                                                 maxXMLAttributes: xml.maxXMLAttributes ?? ReadLimits.defaults.maxXMLAttributes).run()
        } catch {
            throw Terminal.fail(error)
        }
        DiagnosticPrinting.write(outcome.results, color: color.enabled) { Terminal.write($0, to: FileHandle.standardError) }
        for failure in outcome.failures { Terminal.error(failure) }
        Terminal.note("imported \(outcome.written.count) screen\(outcome.written.count == 1 ? "" : "s") into \(output)")
        throw ExitCode(outcome.exitCode)
    }
}
