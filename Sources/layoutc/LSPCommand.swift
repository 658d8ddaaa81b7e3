import ArgumentParser
import Foundation
import LanguageServer

/// `layoutc lsp`: the language server, over standard input and output.
struct LSPCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lsp",
        abstract: "Run the language server (LSP over standard input and output) for editors.")

    func run() throws {
        let session = LanguageServerSession(serverVersion: LayoutcVersion.current) { line in
            FileHandle.standardError.write(Data((line + "\n").utf8))
        }
        let loop = ServerLoop(session: session, read: StandardStreams.read, write: StandardStreams.write)
        throw ExitCode(loop.run())
    }
}
