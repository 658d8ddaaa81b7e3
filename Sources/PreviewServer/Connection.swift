#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One accepted connection: one response written to the request head read for it.
enum Connection {
    /// Answers a connection whose head ``HeadReader`` read: the request, or a
    /// refusal with its status (none: the client went away, the connection is
    /// closed), leaving an event stream open with `events`.
    static func respond(to head: Result<RequestHead, Refusal>, on connection: Int32, handler: PreviewHandler,
                        events: EventHub, limits: PreviewServer.Limits, writer: AnswerWriter? = nil) {
        switch head {
        case .success(let request):
            var response = handler.respond(to: request)
            if response.streamsEvents, events.count >= limits.eventStreams {
                response = .text(503, "too many pages are open on this preview\n")
            }
            answer(response, headOnly: request.method == "HEAD", on: connection, events: events,
                   timeoutSeconds: limits.responseTimeoutSeconds, drainingBody: declaresBody(request), writer: writer)
        case .failure(let refusal):
            guard let status = refusal.status else {
                close(connection)
                return
            }
            answer(.text(status, PreviewResponse.reason(status).lowercased() + "\n"), headOnly: false,
                   on: connection, events: events, timeoutSeconds: limits.responseTimeoutSeconds, writer: writer)
        }
    }

    /// Sets the socket's receive or send timeout (`option`) to the time left
    /// until `deadline`; false when there is none left (or the call failed).
    static func timeout(_ option: Int32, of connection: Int32, until deadline: Double) -> Bool {
        let left = deadline - monotonicSeconds()
        guard left > 0 else { return false }
        // Whole microseconds, at least one (a zero timeout would mean none at all).
        let micros = max(1, Int((left * 1e6).rounded(.up)))
        var timeout = timeval(tv_sec: .init(micros / 1_000_000), tv_usec: .init(micros % 1_000_000))
        return setsockopt(connection, SOL_SOCKET, option, &timeout, socklen_t(MemoryLayout<timeval>.size)) == 0
    }

    /// A request the server will not serve: the status to answer with, if any.
    struct Refusal: Error {
        var status: Int?
    }

    /// Writes all of `bytes`; false when the peer is gone, or when it has not
    /// taken them all by `deadline` (in ``monotonicSeconds()``).
    @discardableResult
    static func send(_ bytes: [UInt8], to connection: Int32, deadline: Double) -> Bool {
        var sent = 0
        while sent < bytes.count {
            // One deadline for the whole answer, as for the head: a client
            // taking a byte now and then must not hold its thread for long.
            guard timeout(SO_SNDTIMEO, of: connection, until: deadline) else { return false }
            let count = bytes.withUnsafeBytes { buffer in
                sendWithoutSignal(connection, buffer.baseAddress! + sent, buffer.count - sent)
            }
            if count < 0, errno == EINTR { continue }
            if count <= 0 { return false }
            sent += count
        }
        return true
    }

    /// Sends the response, closing the connection after it unless it is the
    /// event stream (`drainingBody`: the request has a body; see ``finish(_:drainingBody:)``). A client that has not taken the whole response within
    /// `timeoutSeconds` is cut off. With `writer`, what the client does not
    /// take at once is written by the writer's thread and this one returns at
    /// once (see ``AnswerWriter``); without, this thread waits, until the deadline at most.
    static func answer(_ response: PreviewResponse, headOnly: Bool, on connection: Int32, events: EventHub,
                       timeoutSeconds: Int, drainingBody: Bool = false, writer: AnswerWriter? = nil) {
        let deadline = monotonicSeconds() + Double(timeoutSeconds)
        if let writer, !response.streamsEvents {
            writer.take(AnswerWriter.Pending(connection: connection, parts: headOnly ? [response.head] : [response.head, response.body],
                                             sent: 0, deadline: deadline, drainingBody: drainingBody))
            return
        }
        guard send(response.head, to: connection, deadline: deadline) else {
            close(connection)
            return
        }
        if response.streamsEvents, !headOnly {
            events.subscribe(connection)
            return
        }
        if !headOnly { send(response.body, to: connection, deadline: deadline) }
        finish(connection, drainingBody: drainingBody)
    }
}

/// `send` that fails instead of raising SIGPIPE when the page went away (on
/// macOS, where there is no such flag, each accepted connection has SO_NOSIGPIPE).
private func sendWithoutSignal(_ connection: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    return send(connection, bytes, count, Int32(MSG_NOSIGNAL))
    #else
    return send(connection, bytes, count, 0)
    #endif
}

/// Seconds on a clock that only goes forward.
func monotonicSeconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
}
