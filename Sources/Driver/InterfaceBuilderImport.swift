import Diagnostics
import Foundation
import InterfaceBuilder
import LayoutIR

/// `layoutc import`: one spec per screen of each Interface Builder file, named
/// `<File>.<Name>.layout.yaml`, written atomically; an unchanged file imports
/// to the same bytes. Each spec is the screen as the Xcode that saved the file
/// drew it (its design device, bars and margins: ``SavedBy``), so compiling it
/// reproduces the frames the file stores.
public struct InterfaceBuilderImport: Sendable {
    public var paths: [String]
    public var outputDirectory: String
    public var devices: [Device]
    public var maxFileBytes: Int
    /// Most attributes of one element (`--max-xml-attributes`).
    public var maxXMLAttributes: Int

    public init(paths: [String], outputDirectory: String, devices: [Device] = DeviceCatalog.all,
                maxFileBytes: Int = FileBytes.defaultMaxBytes,
                maxXMLAttributes: Int = ReadLimits.defaults.maxXMLAttributes) {
        self.paths = paths
        self.outputDirectory = outputDirectory
        self.devices = devices
        self.maxFileBytes = maxFileBytes
        self.maxXMLAttributes = maxXMLAttributes
    }

    /// What an import did.
    public struct Outcome: Sendable {
        /// The specs written, in order.
        public var written: [String] = []
        /// Notes and errors about the IB files (positioned in them).
        public var diagnostics: [Diagnostic] = []
        /// Files that could not be read or written, with the reason.
        public var failures: [String] = []
        /// Each IB file's text, for printing the diagnostics with their source lines.
        public var sources: [String: SourceText] = [:]

        /// The diagnostics grouped by file, for ``DiagnosticPrinting``.
        public var results: [CompileResult] {
            var byFile: [String: [Diagnostic]] = [:]
            for diagnostic in diagnostics { byFile[diagnostic.file ?? "", default: []].append(diagnostic) }
            return byFile.keys.sorted().map { file in
                CompileResult(file: file, source: sources[file] ?? SourceText(bytes: []), screen: nil,
                              sourceMap: .init(), layout: nil, diagnostics: byFile[file, default: []].sortedAndUnique())
            }
        }

        /// 2 when a file could not be read or written, 1 when a file had errors, else 0.
        public var exitCode: Int32 {
            if !failures.isEmpty { return 2 }
            return diagnostics.hasErrors ? 1 : 0
        }
    }

    /// The IB file's name without its directory and `.xib`/`.storyboard`.
    public static func fileStem(of file: String) -> String {
        var name = (file as NSString).lastPathComponent
        for suffix in [".xib", ".storyboard"] where name.hasSuffix(suffix) {
            name.removeLast(suffix.count)
        }
        return name
    }

    /// Imports every IB file the paths name (directories searched as `lint` does).
    public func run() throws -> Outcome {
        var outcome = Outcome()
        var files: [String] = []
        var folders: [String: [String]] = [:]
        for path in paths {
            let root = SpecDiscovery.isDirectory(path) ? path : nil
            for file in try SpecDiscovery.specFiles(in: [path]) where InterfaceBuilderReader.isInterfaceBuilderFile(file)
                && folders[file] == nil {
                files.append(file)
                folders[file] = OutputNaming.subfolders(of: file, under: root)
            }
        }
        // Lowercased: names that differ only in case are one file on macOS.
        var names = Set<String>()
        // No spec written may replace an IB file being read (Docs/Output.md).
        let inputs = InputFiles(specs: files)
        for file in files {
            let bytes: [UInt8]
            do {
                bytes = try FileBytes.contents(of: file, maxBytes: maxFileBytes)
            } catch {
                // FileBytes' errors say `cannot read FILE: why` themselves.
                outcome.failures.append(error is FileBytes.ReadError ? "\(error)" : "cannot read \(file): \(error)")
                continue
            }
            // As the saving Xcode drew it: compiling the spec reproduces the stored frames.
            let read = InterfaceBuilderReader.read(bytes, file: file, devices: devices,
                                                   limits: MarkupLimits(maxAttributes: maxXMLAttributes), asSaved: true)
            outcome.sources[file] = SourceText(bytes: bytes)
            outcome.diagnostics += read.diagnostics
            for screen in read.screens {
                outcome.diagnostics += screen.diagnostics
                let subfolders = folders[file] ?? []
                let stem = "\(Self.fileStem(of: file)).\(screen.name)"
                var name = "\(stem).layout.yaml"
                // Two files of one stem named on the command line (or in two folders
                // given): the later one's object id, then a number, keeps them apart.
                var number = 1
                while !names.insert(OutputNaming.key(subfolders: subfolders, name: name)).inserted {
                    let object = screen.screen.source?.object ?? ""
                    name = "\(stem)-\(object)\(number == 1 ? "" : "-\(number)").layout.yaml"
                    number += 1
                }
                do {
                    let path = try OutputNaming.path(in: outputDirectory, subfolders: subfolders, name: name)
                    try AtomicFile.write(Array(SpecText.yaml(for: screen).utf8), to: path, sparing: inputs)
                    outcome.written.append(path)
                } catch {
                    outcome.failures.append("\(error)")
                }
            }
        }
        return outcome
    }
}
