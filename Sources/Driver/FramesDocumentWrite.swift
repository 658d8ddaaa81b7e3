import Diagnostics
import Dispatch
import Emitters

/// A frames document written on another thread, begun as soon as its frames
/// are solved: its header and views are written while the validation rules
/// still run on the compiling thread, its diagnostics once they are handed over
/// with ``finish(with:)``.
///
/// For a screen with 100,000 findings the views are a third of the document;
/// before this, the whole document waited for the last rule, and the compiling
/// thread then waited for the document.
final class FramesDocumentWrite: @unchecked Sendable {
    /// Where the document goes.
    enum Destination {
        /// A file, written atomically as every output, never over one of `inputs`.
        case file(path: String, inputs: InputFiles)
        /// A stream the caller writes (``BatchCompiler/DocumentStream``).
        case stream(BatchCompiler.DocumentStream)
    }

    /// The file's path, for a file.
    let path: String?
    private let group = DispatchGroup()
    private let handedOver = DispatchSemaphore(value: 0)
    // Written once before `handedOver` is signalled, read after it is waited for.
    private var diagnostics: [Diagnostic] = []
    // Written by the writing thread before it leaves `group`, read after `group.wait()`.
    private var failure: String?

    /// Starts writing `emitter`'s document to `destination`. `keepsUntilExit`
    /// leaves the document for the process's exit to reclaim (``ExitReclaimed``).
    init(_ destination: Destination, emitter: FramesJSONEmitter, keepsUntilExit: Bool) {
        if case .file(let path, _) = destination { self.path = path } else { path = nil }
        DispatchQueue.global().async(group: group) { [self] in
            let diagnostics = {
                self.handedOver.wait()
                return self.diagnostics
            }
            switch destination {
            case .file(let path, let inputs):
                failure = Self.write(emitter, to: path, sparing: inputs, keepsUntilExit: keepsUntilExit,
                                     diagnostics: diagnostics)
            case .stream(let stream):
                var written: [Diagnostic] = []
                stream { sink in written = Self.emit(emitter, to: sink, diagnostics: diagnostics) }
                if keepsUntilExit { ExitReclaimed.keep((emitter, written)) }
            }
        }
    }

    /// Hands over the screen's diagnostics, in their final order. Called exactly
    /// once, by the thread that began the write; the document cannot finish without it.
    func finish(with diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
        handedOver.signal()
    }

    /// Waits until the document is written (or a file's temporary removed); a
    /// file's failure, if any (a stream keeps its own). May be called more than once.
    func wait() -> String? {
        group.wait()
        return failure
    }

    /// Writes a frames file, streamed chunk by chunk (never whole in memory); the
    /// failure, if any. `diagnostics` gives them once the views are written.
    static func write(_ emitter: FramesJSONEmitter, to path: String, sparing inputs: InputFiles, keepsUntilExit: Bool,
                      diagnostics: () -> [Diagnostic]) -> String? {
        var written: [Diagnostic] = []
        defer { if keepsUntilExit { ExitReclaimed.keep((emitter, written)) } }
        do {
            // The output directory was cleaned of stale temporaries once, before the batch.
            try AtomicFile.write(to: path, sparing: inputs, removingStaleTemporaries: false) { sink in
                written = emit(emitter, to: sink, diagnostics: diagnostics)
            }
            return nil
        } catch {
            return "\(error)"
        }
    }

    /// Writes `emitter`'s document into `sink`; the diagnostics it wrote, kept
    /// by the caller for ``ExitReclaimed`` (the emitter's own are empty here).
    private static func emit(_ emitter: FramesJSONEmitter, to sink: (ArraySlice<UInt8>) -> Void,
                             diagnostics: () -> [Diagnostic]) -> [Diagnostic] {
        var written: [Diagnostic] = []
        emitter.write(to: sink, diagnostics: {
            written = diagnostics()
            return written
        })
        return written
    }
}
