internal import CYAML
import Diagnostics

/// Parses YAML source into a ``YAMLDocument`` over libyaml's event API.
///
/// One event loop, no recursion: a 10,000-deep nesting costs heap, not stack.
/// Every problem is a diagnostic with a 1-based position; nothing here throws
/// or crashes on hostile input. libyaml's parser and events are freed on every path.
public enum YAMLParser {
    /// Parses one YAML document.
    ///
    /// - An empty stream (no bytes, or only comments and whitespace) gives no
    ///   document and no diagnostic; the caller reports the empty file.
    /// - Syntax errors, and the depth, node and alias-expansion limits, give a
    ///   `nil` document. An over-long scalar is stored empty and parsing goes on;
    ///   duplicate keys keep the first value; an undefined alias becomes a null scalar.
    /// - A second document is an error; the first one is returned.
    /// - A run of bytes that can only be one value past the scalar size limit
    ///   (no space, line break, escape or flow indicator in it) gives a `nil`
    ///   document before libyaml reads anything.
    public static func parse(_ bytes: [UInt8], limits: YAMLLimits = .default,
                             positions: YAMLPositions = .recorded) -> YAMLParseResult {
        guard !bytes.isEmpty else { return YAMLParseResult(document: nil, diagnostics: []) }
        // Refused before libyaml copies it whole (seconds and hundreds of megabytes for 200 MB).
        let overlong = bytes.withUnsafeBufferPointer { input in
            OverlongRun.find(in: input, limit: limits.maxScalarBytes).map {
                OverlongRun.diagnostic(at: $0, in: input, limit: limits.maxScalarBytes)
            }
        }
        if let overlong { return YAMLParseResult(document: nil, diagnostics: [overlong]) }
        if positions == .onDemand {
            var builder = build(bytes, limits: limits, recordsPositions: false)
            // Every problem is reported with a position: a file with any is parsed
            // again with them (the first pass's messages are dropped unseen).
            if builder.diagnostics.isEmpty, !builder.needsPositions {
                builder.lazyMarks = LazyMarks(bytes: bytes, limits: limits)
                return builder.finish(input: bytes)
            }
            // A limit that stopped the first problem-free pass was placed from
            // the event that hit it: parsing everything up to it again (a
            // million views, at the view limit) would only place it once more.
            if builder.stopPlacedFromEvent { return builder.finish(input: bytes) }
            builder.discard()
        }
        return build(bytes, limits: limits, recordsPositions: true).finish(input: bytes)
    }

    private static func build(_ bytes: [UInt8], limits: YAMLLimits, recordsPositions: Bool) -> DocumentBuilder {
        bytes.withUnsafeBufferPointer { input in
            var builder = DocumentBuilder(limits: limits, input: input, recordsPositions: recordsPositions)
            defer { builder.release() }
            let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
            defer { parser.deallocate() }
            guard yaml_parser_initialize(parser) == 1 else {
                builder.syntaxError(.error(.yamlSyntax, YAMLMessages.outOfMemory, at: SourceRange(line: 1, column: 1, endLine: 1, endColumn: 1)))
                return builder
            }
            defer { yaml_parser_delete(parser) }
            // libyaml keeps pointers into `parser` itself, hence the heap allocation above.
            yaml_parser_set_input_string(parser, input.baseAddress, input.count)
            // Two copies of the loop, so the one without positions drops the mark
            // conversions: its diagnostics are never shown (any one makes the
            // parser start over with positions).
            if recordsPositions {
                runWithMarks(parser, input, &builder)
            } else {
                runWithoutMarks(parser, input, &builder)
            }
            return builder
        }
    }

    /// Counts libyaml's events without building anything: the floor a benchmark
    /// compares ``parse(_:limits:)`` to. `nil` when the input has a syntax error.
    public static func countEvents(_ bytes: [UInt8]) -> Int? {
        guard !bytes.isEmpty else { return 2 }  // STREAM-START, STREAM-END
        return bytes.withUnsafeBufferPointer { input -> Int? in
            let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
            defer { parser.deallocate() }
            guard yaml_parser_initialize(parser) == 1 else { return nil }
            defer { yaml_parser_delete(parser) }
            yaml_parser_set_input_string(parser, input.baseAddress, input.count)
            var event = yaml_event_t()
            var count = 0
            while true {
                guard yaml_parser_parse(parser, &event) == 1 else { return nil }
                count += 1
                let done = event.type == YAML_STREAM_END_EVENT
                yaml_event_delete(&event)
                if done { return count }
            }
        }
    }

    // Each copy of the loop is a function of its own: with both inlined into
    // `build`, the compiler left the event dispatch (and the scalar path) as
    // calls in one of them, about 45 instructions an event.
    @inline(never)
    private static func runWithMarks(
        _ parser: UnsafeMutablePointer<yaml_parser_t>, _ input: UnsafeBufferPointer<UInt8>,
        _ builder: inout DocumentBuilder
    ) {
        run(parser, input, &builder, marks: true)
    }

    @inline(never)
    private static func runWithoutMarks(
        _ parser: UnsafeMutablePointer<yaml_parser_t>, _ input: UnsafeBufferPointer<UInt8>,
        _ builder: inout DocumentBuilder
    ) {
        run(parser, input, &builder, marks: false)
    }

    /// The event loop: one event at a time into the builder, until the stream
    /// ends, libyaml reports an error, or the builder says stop.
    @inline(__always)
    private static func run(
        _ parser: UnsafeMutablePointer<yaml_parser_t>, _ input: UnsafeBufferPointer<UInt8>,
        _ builder: inout DocumentBuilder, marks: Bool
    ) {
        var event = yaml_event_t()
        while true {
            guard yaml_parser_parse(parser, &event) == 1 else {
                builder.syntaxError(LibYAMLError.diagnostic(parser, input))
                return
            }
            let step = handle(&event, &builder, marks: marks)
            if step == .stop, !marks, builder.dropped, builder.diagnostics.count == 1 {
                builder.diagnostics[0].range = SourceRange(start: mark(event.start_mark).location,
                                                          end: mark(event.end_mark).location)
                builder.stopPlacedFromEvent = true
            }
            yaml_event_delete(&event)
            if step == .stop || builder.needsPositions { return }
        }
    }

    @inline(__always)
    private static func handle(_ event: inout yaml_event_t, _ builder: inout DocumentBuilder, marks: Bool) -> BuildStep {
        let start = marks ? mark(event.start_mark) : Mark(line: 1, column: 1)
        let end = marks ? mark(event.end_mark) : Mark(line: 1, column: 1)
        switch event.type {
        case YAML_SCALAR_EVENT:
            let s = event.data.scalar
            return builder.scalar(UnsafeBufferPointer(start: s.value, count: s.length), style: style(s.style),
                                  tag: UnsafePointer(s.tag), anchor: UnsafePointer(s.anchor),
                                  startIndex: Int(truncatingIfNeeded: event.start_mark.index), start: start, end: end)
        case YAML_MAPPING_START_EVENT:
            let m = event.data.mapping_start
            return builder.open(.mapping, tag: UnsafePointer(m.tag), anchor: UnsafePointer(m.anchor),
                                start: start, end: end)
        case YAML_SEQUENCE_START_EVENT:
            let s = event.data.sequence_start
            return builder.open(.sequence, tag: UnsafePointer(s.tag), anchor: UnsafePointer(s.anchor),
                                start: start, end: end)
        case YAML_MAPPING_END_EVENT, YAML_SEQUENCE_END_EVENT:
            builder.close(end: end)
            return .proceed
        case YAML_ALIAS_EVENT:
            guard let name = event.data.alias.anchor else { return .proceed }
            return builder.alias(UnsafePointer(name), start: start, end: end)
        case YAML_DOCUMENT_START_EVENT:
            return builder.startDocument(at: start)
        case YAML_STREAM_END_EVENT:
            return .stop
        default:  // STREAM-START, DOCUMENT-END
            return .proceed
        }
    }

    /// libyaml's 0-based mark as 1-based line and column.
    @inline(__always)
    static func mark(_ m: yaml_mark_t) -> Mark {
        Mark(line: Int32(clamping: m.line &+ 1), column: Int32(clamping: m.column &+ 1))
    }

    @inline(__always)
    private static func style(_ s: yaml_scalar_style_t) -> YAMLScalarStyle {
        switch s {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: .literal
        case YAML_FOLDED_SCALAR_STYLE: .folded
        default: .plain
        }
    }
}
