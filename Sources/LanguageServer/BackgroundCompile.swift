import Driver
import Foundation
import LayoutIR

/// One document's compile, run off the answering thread by ``ServerLoop``
/// (issue 32: a 1.6 MB minified IB file compiled for 27 s on the only loop,
/// and no other document got an answer meanwhile). The session takes the
/// text and settings when the compile is asked for; the answer is kept
/// (``LanguageServerSession/keep(_:compile:)``) only if the document has not
/// changed since, so a compile of a superseded version is dropped. Such a
/// compile is also told to stop (``cancel()``): it checks between its phases,
/// islands and rules, and ends early instead of holding a worker.
public struct BackgroundCompile: Sendable {
    /// The document compiled.
    public let uri: String
    /// The document's compile generation when it was asked for.
    let generation: Int
    /// Set once the compile is superseded.
    let cancelled = CancelFlag()
    /// The compile, given the flag it stops at: the result and the unknown devices of the editor's settings.
    let work: @Sendable (CancelFlag) -> Outcome

    /// What a compile gives, for the answering thread to keep.
    public struct Outcome: @unchecked Sendable {
        let compile: DocumentCompile
        let unknownDevices: [String]
        let configProblem: String?
        let file: String
    }

    /// Runs the compile (on any thread).
    public func run() -> Outcome { work(cancelled) }

    /// Tells the compile, if it runs, to stop at its next check: a newer version
    /// of the document is to be compiled, or it was closed. Its outcome is dropped
    /// (``LanguageServerSession/keep(_:compile:)``: its generation is out of date).
    public func cancel() { cancelled.set() }

    /// Whether ``cancel()`` was called.
    public var isCancelled: Bool { cancelled.isSet }
}

/// A flag set from one thread and read from another (the compile's).
final class CancelFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false

    func set() { lock.withLock { value = true } }
    var isSet: Bool { lock.withLock { value } }
}

extension LanguageServerSession {
    /// The compile of `document`'s current text, to run elsewhere.
    func backgroundCompile(of document: OpenDocument) -> BackgroundCompile {
        let bytes = document.bytes
        let file = document.fileName
        let settings = settings
        return BackgroundCompile(uri: document.uri, generation: document.compileGeneration) { flag in
            var loaded = ProjectConfigAccess.load(forSpec: file)
            loaded.settings.cancellation = Cancellation { flag.isSet }
            let (compile, unknown) = ProjectConfigAccess.compile(bytes, file: file, settings: settings, loaded: loaded)
            return BackgroundCompile.Outcome(compile: compile, unknownDevices: unknown, configProblem: loaded.problem,
                                             file: file)
        }
    }

    /// Keeps a compile made in the background if its document is still at the
    /// version it compiled, and returns the messages it gives: problems with the
    /// settings or the config, and the diagnostics (unless a newer change waits).
    /// A compile of a version changed since is dropped; the returned flag says
    /// whether the document still needs one.
    public func keep(_ job: BackgroundCompile, compile outcome: BackgroundCompile.Outcome)
        -> (messages: [Data], needsCompile: Bool) {
        guard let document = documents[job.uri] else { return ([], false) }
        if document.compileInFlight == job.generation { document.compileInFlight = nil }
        // A cancelled compile stopped part way: never kept, whatever its generation.
        guard document.compileGeneration == job.generation, document.compiled == nil, !job.isCancelled else {
            return ([], document.compiled == nil && document.compileInFlight == nil)
        }
        document.setCompiled(outcome.compile)
        var messages = outcome.unknownDevices.compactMap { showOnce($0, type: 2) }
        messages += configProblem(outcome.configProblem, forSpec: outcome.file).map { [$0] } ?? []
        if !hasNewerChange(job.uri) { messages.append(publishDiagnostics(document, outcome.compile)) }
        return (messages.map { MessageFramer.frame($0.encoded()) }, false)
    }

    /// Compiles `uri` again when a compile of it was dropped as out of date and
    /// none runs: the messages to send now (none: the compile is handed over).
    public func compileAgain(_ uri: String) -> [Data] {
        compileAndPublish(uri).map { MessageFramer.frame($0.encoded()) }
    }

    /// Whether `uri` is being compiled in the background: its requests wait for it.
    public func isCompiling(_ uri: String) -> Bool {
        guard let document = documents[uri] else { return false }
        return document.compiled == nil && document.compileInFlight != nil
    }
}
