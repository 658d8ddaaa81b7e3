import ArgumentParser
import Driver
import Foundation

/// `layoutc ib-agreement`: how many frames stored in Interface Builder files
/// layoutc reproduces on their design devices. All work is in
/// `Driver.InterfaceBuilderAgreement`.
struct AgreementCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ib-agreement",
        abstract: "Compare the frames Interface Builder stored with the frames layoutc solves on each file's design device.",
        discussion: """
            For every .xib and .storyboard among the paths (directories are searched as lint searches them), \
            prints "N of M frames agree" per file and in total, and lists each view whose stored frame differs \
            from the solved one by more than half a point on an edge (a top-level view by its size), with both \
            frames. Views Interface Builder flags misplaced and hidden arranged views are counted apart. \
            lint reports the same views as misplaced-view notes.
            Exit codes: 0 the figures were printed, 2 bad usage or a path that cannot be read.
            """)

    enum Format: String, ExpressibleByArgument { case text, json }

    @Argument(help: "Interface Builder files or directories (default: the current directory).")
    var paths: [String] = []

    @Option(name: .long, help: "text or json.")
    var format: Format = .text

    @OptionGroup var jobs: JobsOption

    func validate() throws {
        try EmptyPath.reject(paths, "a path names an Interface Builder file or a directory")
    }

    func run() throws {
        let agreement: InterfaceBuilderAgreement
        do {
            agreement = try InterfaceBuilderAgreement.measure(
                paths.isEmpty ? ["."] : paths, currentDirectory: FileManager.default.currentDirectoryPath,
                jobs: jobs.count)
        } catch {
            Terminal.error("\(error)")
            throw ExitCode(2)
        }
        if agreement.files.isEmpty {
            FileHandle.standardError.write(Data("layoutc: warning: no Interface Builder files (.xib, .storyboard) found in \((paths.isEmpty ? ["."] : paths).joined(separator: ", "))\n".utf8))
        }
        switch format {
        case .text: StandardOutput.write(agreement.text)
        case .json: StandardOutput.write(agreement.json[...])
        }
    }
}
