import Foundation

/// Runs a ``LanguageServerSession`` over a byte stream: one thread reads and
/// frames the input while the calling thread answers, so that what arrives
/// during a compile is seen before the next one starts. The session is asked,
/// through its hooks, about what is queued:
/// - a `didChange` with a newer `didChange` of the same document behind it is
///   applied without compiling (50 quick edits compile once, at the newest
///   version), and a compile that ends while a newer change waits is not
///   published;
/// - a request whose `$/cancelRequest` is queued is answered `RequestCancelled`.
///
/// - a document's outline (``BackgroundRequest``) is worked out on a thread of
///   its own, one at a time, so that a hover written behind it is answered
///   meanwhile; its `$/cancelRequest` stops it even while it runs.
///
/// - documents are compiled on other threads (``BackgroundCompile``), one
///   compile per document at a time and two at once in all: a request about a
///   document being compiled waits for its compile, in order, while requests
///   about other documents are answered (a hostile document compiling for
///   half a minute held up every document before).
///
/// A change arriving mid-compile cancels the running compile
/// (``BackgroundCompile/cancel()``): it stops at its next check (between
/// phases, islands, every 1,024 views and between rules), its result is
/// dropped, and the document's next compile starts after it. Closing the
/// document cancels it too.
public final class ServerLoop: @unchecked Sendable {
    private let session: LanguageServerSession
    private let read: @Sendable () -> Data
    private let writeOut: (Data) -> Void
    /// Answers come from this thread and the background one: one message at a time.
    private let writing = NSLock()
    private let condition = NSCondition()
    /// Guarded by `condition`.
    private var queue: [Queued] = []
    private var endOfInput = false
    /// The background requests not yet answered, and those of them cancelled
    /// since they were handed over. Guarded by `condition`.
    private var running: [JSONValue] = []
    private var cancelledWhileRunning: [JSONValue] = []
    private let background = OperationQueue()
    private let compiling = OperationQueue()
    /// On the answering thread only: the compile running for each document, the
    /// newest compile asked for while one ran, and the requests held meanwhile.
    private var compilesRunning: [String: BackgroundCompile] = [:]
    private var compilesWaiting: [String: BackgroundCompile] = [:]
    private var held: [String: [Queued]] = [:]
    /// `shutdown` and `exit` while requests are held: answered after them.
    private var heldForAll: [Queued] = []

    /// One framed event, decoded on the reading thread (a message that is not
    /// JSON stays an event: the session answers it with a parse error).
    private struct Queued {
        var event: MessageFramer.Event
        var json: JSONValue?
        var method: String?
        var uri: String?
        /// For `$/cancelRequest`: the id to cancel.
        var cancels: JSONValue?
        /// A background request answered: its answer to keep (on this thread).
        var finished: (request: BackgroundRequest, reply: JSONValue)?
        /// A background compile done: its outcome to keep (on this thread).
        var compiled: (job: BackgroundCompile, outcome: BackgroundCompile.Outcome)?
    }

    /// `read` returns the next bytes, or empty data at the end of the input.
    public init(session: LanguageServerSession, read: @escaping @Sendable () -> Data, write: @escaping (Data) -> Void) {
        self.session = session
        self.read = read
        self.writeOut = write
        background.maxConcurrentOperationCount = 1
        compiling.maxConcurrentOperationCount = 2
        session.hasNewerChange = { [unowned self] uri in
            self.pending { $0.method == "textDocument/didChange" && $0.uri == uri }
        }
        session.isCancelled = { [unowned self] id in
            self.pending { $0.method == "$/cancelRequest" && $0.cancels == id }
        }
        session.background = { [unowned self] request in self.start(request) }
        session.compileInBackground = { [unowned self] job in self.startCompile(job) }
    }

    /// Runs `job` now, or after the compile of its document that is running
    /// (replacing an older one waiting: only the newest version is compiled).
    private func startCompile(_ job: BackgroundCompile) {
        if let running = compilesRunning[job.uri] {
            // The running compile is of an older version: it stops early, and its result is dropped.
            if running.generation < job.generation { running.cancel() }
            compilesWaiting[job.uri] = job
            return
        }
        compilesRunning[job.uri] = job
        compiling.addOperation { [self] in
            let outcome = job.run()
            condition.lock()
            queue.append(Queued(event: .message(Data()), compiled: (job, outcome)))
            condition.signal()
            condition.unlock()
        }
    }

    /// Keeps a finished compile, starts the document's next one, and answers the
    /// requests held for it once none runs.
    private func finish(_ job: BackgroundCompile, _ outcome: BackgroundCompile.Outcome) {
        compilesRunning[job.uri] = nil
        if let next = compilesWaiting.removeValue(forKey: job.uri) { startCompile(next) }
        let (messages, needsCompile) = session.keep(job, compile: outcome)
        for message in messages { write(message) }
        if needsCompile { for message in session.compileAgain(job.uri) { write(message) } }
        if !session.isCompiling(job.uri), let waiting = held.removeValue(forKey: job.uri) {
            for item in waiting { answer(item) }
        }
        if compilesRunning.isEmpty, held.isEmpty, !heldForAll.isEmpty {
            let last = heldForAll
            heldForAll = []
            for item in last { answer(item) }
        }
    }

    /// Whether `item` waits for its document's compile: a request (it has an id)
    /// about a document being compiled, or any request behind one already held.
    private func holds(_ item: Queued) -> Bool {
        guard let uri = item.uri, item.json?["id"] != nil else { return false }
        return held[uri] != nil || session.isCompiling(uri)
    }

    /// Answers one message on this thread.
    private func answer(_ next: Queued) {
        if let (request, reply) = next.finished {
            session.keep(request, reply: reply)
            return
        }
        if let (job, outcome) = next.compiled {
            finish(job, outcome)
            return
        }
        if next.method == "$/cancelRequest", let id = next.cancels {
            condition.lock()
            if running.contains(id) { cancelledWhileRunning.append(id) }
            condition.unlock()
            // A held request that is cancelled is answered so at once.
            for (uri, items) in held {
                guard let index = items.firstIndex(where: { $0.json?["id"] == id }) else { continue }
                held[uri]?.remove(at: index)
                if held[uri]?.isEmpty == true { held[uri] = nil }
                write(MessageFramer.frame(LanguageServerSession.error(
                    id: id, .requestCancelled, "the request was cancelled").encoded()))
            }
        }
        if next.method == "textDocument/didClose", let uri = next.uri {
            // Nobody will see the compile of a closed document.
            compilesRunning[uri]?.cancel()
            compilesWaiting[uri] = nil
        }
        if holds(next), let uri = next.uri {
            held[uri, default: []].append(next)
            return
        }
        if next.method == "shutdown" || next.method == "exit", !compilesRunning.isEmpty || !held.isEmpty || !heldForAll.isEmpty {
            heldForAll.append(next)
            return
        }
        let replies = next.json.map { session.process(decoded: $0) } ?? session.process(next.event)
        for message in replies { write(message) }
    }

    private func write(_ data: Data) {
        writing.withLock { writeOut(data) }
    }

    /// Works out `request` on the background queue; answers it from there, and
    /// queues its answer for the session to keep.
    private func start(_ request: BackgroundRequest) {
        condition.lock()
        running.append(request.id)
        condition.unlock()
        background.addOperation { [self] in
            let id = request.id
            let reply = request.work { [unowned self] in isCancelled(id) }
            write(MessageFramer.frame(LanguageServerSession.response(to: request, reply: reply).encoded()))
            condition.lock()
            running.removeAll { $0 == id }
            cancelledWhileRunning.removeAll { $0 == id }
            if let reply { queue.append(Queued(event: .message(Data()), finished: (request, reply))) }
            condition.signal()
            condition.unlock()
        }
    }

    /// Whether the background request `id` was cancelled: a `$/cancelRequest`
    /// read since it started, queued or already taken off the queue.
    private func isCancelled(_ id: JSONValue) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        return cancelledWhileRunning.contains(id) || queue.contains { $0.method == "$/cancelRequest" && $0.cancels == id }
    }

    /// Answers until `exit` or the end of the input; returns the exit code.
    public func run() -> Int32 {
        let reader = Thread { [self] in readAll() }
        reader.stackSize = 1 << 20
        reader.start()
        while session.exitCode == nil {
            condition.lock()
            // At the end of the input, compiles still running are waited for: they
            // publish, and answer the requests held for them.
            while queue.isEmpty, !endOfInput || !compilesRunning.isEmpty { condition.wait() }
            let next = queue.isEmpty ? nil : queue.removeFirst()
            condition.unlock()
            guard let next else { break }
            answer(next)
        }
        // Requests being answered are answered before the process ends.
        background.waitUntilAllOperationsAreFinished()
        compiling.cancelAllOperations()
        // The reader may still be blocked in `read`; the process exits anyway.
        return session.exitCode ?? session.endOfInput()
    }

    private func readAll() {
        var framer = MessageFramer()
        while true {
            let chunk = read()
            let events = chunk.isEmpty ? [] : framer.append(chunk)
            let queued = events.map(Self.decode)
            condition.lock()
            for item in queued { enqueue(item) }
            if chunk.isEmpty { endOfInput = true }
            condition.signal()
            condition.unlock()
            if chunk.isEmpty { return }
        }
    }

    /// Appends `item`; a change that replaces the whole text drops the changes
    /// of the same document queued right before it (nothing about that document
    /// in between), so a client that sends the full text on every keystroke
    /// holds at most one waiting copy of it, however fast it types.
    private func enqueue(_ item: Queued) {
        if item.method == "textDocument/didChange", let uri = item.uri,
           item.json?["params"]?["contentChanges"]?.arrayValue?.last?["range"] == nil,
           item.json?["params"]?["contentChanges"]?.arrayValue?.isEmpty == false
        {
            while let last = queue.lastIndex(where: { $0.uri == uri }), queue[last].method == "textDocument/didChange" {
                queue.remove(at: last)
            }
        }
        queue.append(item)
    }

    private func pending(_ matches: (Queued) -> Bool) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        return queue.contains(where: matches)
    }

    private static func decode(_ event: MessageFramer.Event) -> Queued {
        guard case .message(let content) = event, let json = JSONValue.parse(content) else { return Queued(event: event) }
        return Queued(event: event, json: json, method: json["method"]?.stringValue,
                      uri: json["params"]?["textDocument"]?["uri"]?.stringValue, cancels: json["params"]?["id"])
    }
}
