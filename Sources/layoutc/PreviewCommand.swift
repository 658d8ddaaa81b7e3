import ArgumentParser
import Driver
import Foundation
import PreviewServer

/// `layoutc preview`: the report served live on a local port. All work is in
/// `Driver.ReportSession` and `PreviewServer`.
struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Serve the report of the specs on a local port, redrawn whenever a spec is saved.",
        discussion: """
            Open the printed address in a browser. Saving a spec redraws its pictures within a second, \
            keeping the scroll position; a spec that does not parse shows its diagnostics, its last \
            good pictures dimmed. Only the spec files the paths name are read (a spec saved into a named \
            directory later appears as a new section), and only the page, its sections and its event \
            stream are served (anything else is 404). The server listens \
            on --host only (default 127.0.0.1, this machine alone; 0.0.0.0 opens it to the network), \
            answers only requests naming it (localhost or its IP address) and not those another \
            site's page makes (DNS rebinding, frames, fetches). Stop it with Ctrl-C.
            Targets are report's: the config's matrix, each axis replaced by --device/--orientation, \
            --content-size or --layout-direction where given (repeat one for several cells: each is a \
            picture, and each finding names the cells it happens on).
            Exit codes: 2 bad usage, a bad config, or a port that cannot be bound.
            """)

    @OptionGroup var targets: ReportTargetOptions

    @Option(name: .long, help: "The port to listen on.")
    var port: Int = 8765

    @Option(name: .long, help: "The IP address to listen on (localhost is 127.0.0.1).")
    var host: String = "127.0.0.1"

    func validate() throws {
        if !(1...65535).contains(port) { throw ValidationError("--port must be between 1 and 65535") }
    }

    func run() throws {
        let options = targets.reportOptions(title: "layoutc preview")
        do {
            let session = try ReportSession(options: options)
            let server = try PreviewServer(session: session, host: host, port: UInt16(port))
            let count = session.specPaths.count
            try server.runBlocking {
                Terminal.note("serving \(count) \(count == 1 ? "spec" : "specs") at \(server.url) (Ctrl-C to stop)")
            }
        } catch {
            throw Terminal.fail(error)
        }
    }
}
