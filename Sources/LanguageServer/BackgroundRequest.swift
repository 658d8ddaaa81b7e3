/// A request whose answer is worked out off the answering thread, so that
/// cheap requests behind it (a hover, a completion) are answered meanwhile: a
/// 20k-view spec's outline took 275–515 ms, and a hover queued behind it
/// waited as long. The session takes everything it needs from the document
/// when the request arrives (the answer is that version's), hands the rest
/// to ``ServerLoop`` as ``work``, and keeps the answer once it is back
/// (``LanguageServerSession/keep(_:reply:)``) if the document has not changed since.
public struct BackgroundRequest: Sendable {
    /// What the answer is kept as, once back on the answering thread.
    enum Keep: Sendable {
        /// The outline of `uri` while its cache generation is still `generation`.
        case documentSymbols(uri: String, generation: Int)
    }

    /// The request's id.
    public let id: JSONValue
    let keep: Keep
    /// The answer (the response's `result`), or nil when `isCancelled` said
    /// stop (the client sent `$/cancelRequest`): polled as it goes.
    public let work: @Sendable (_ isCancelled: @Sendable () -> Bool) -> JSONValue?
}

extension LanguageServerSession {
    /// Keeps a background request's answer for the next request of the same
    /// version; an answer for a version that has changed since is dropped.
    public func keep(_ request: BackgroundRequest, reply: JSONValue) {
        switch request.keep {
        case .documentSymbols(let uri, let generation):
            guard let document = documents[uri], document.symbolsGeneration == generation else { return }
            document.cachedSymbols = reply
        }
    }

    /// The response to a background request: its answer, or `RequestCancelled`.
    public static func response(to request: BackgroundRequest, reply: JSONValue?) -> JSONValue {
        guard let reply else { return error(id: request.id, .requestCancelled, "the request was cancelled") }
        return response(id: request.id, reply)
    }
}
