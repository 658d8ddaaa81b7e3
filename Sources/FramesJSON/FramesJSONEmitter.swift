import Diagnostics
import LayoutIR
import Solver

/// Emits the `layoutc.frames/1` document of `layoutc compile --format json`
/// (Docs/Output.md) for one solved screen.
///
/// Layout (stable, diff-friendly; one view and one diagnostic per line):
///
/// ```
/// {
///   "format": "layoutc.frames/1",
///   "screen": "TagPicker",
///   "file": "Specs/TagPicker.layout.yaml",
///   "device": {"id": "iphone-15-pro", "orientation": "portrait", "size": [393, 852], "scale": 3},
///   "contentSize": "large",
///   "layoutDirection": "leftToRight",
///   "views": [
///     {"path": "root", "id": "root", "kind": "view", "parent": null, "frame": [0, 0, 393, 852], …},
///     {"path": "root/children/0", "id": "title", "kind": "label", "parent": "root", …}
///   ],
///   "diagnostics": [
///     {"rule": "negative-size", "severity": "error", "message": "…", "path": "…", …}
///   ]
/// }
/// ```
///
/// - `contentSize` and `layoutDirection` are the text cell the screen was
///   solved at (Docs/SpecFormat.md#text-dynamic-type-and-layout-direction; the spec format's output section names
///   neither, so they are keys of their own beside `device`, which keeps its
///   four), always printed so that two documents of one screen say apart.
/// - `views` follow `Screen.views` (pre-order: parents first, a collection's
///   items right after it, document order).
/// - Each view has `path`, `id` (the spec's `id:`, `null` when the spec gives
///   none, except the root, which is `"root"` as in the spec format's example), `kind`, `parent` (the
///   parent's path, `null` for the root), `frame`, `windowFrame`,
///   `safeAreaInsets`, then only when the solver computed them: `textRect`,
///   `contentRect`, `placeholderRect`, `hitRect`, `indexRect`,
///   `adjustedContentInset`, `contentSize`, in that order.
/// - Rects are `[x, y, width, height]`, insets `[top, left, bottom, right]`,
///   sizes `[width, height]`; numbers per `NumberFormat`.
/// - `diagnostics` are printed in the caller's order (the driver sorts them);
///   a diagnostic without a file gets the document's file. Schema: see
///   `DiagnosticJSON`.
/// - The document ends with a newline.
public struct FramesJSONEmitter: Sendable {
    /// The format id written as `"format"`.
    public static let formatID = "layoutc.frames/1"

    public var file: String
    public var screen: Screen
    public var layout: ResolvedLayout
    public var diagnostics: [Diagnostic]
    /// The sink gets a chunk whenever this many bytes are buffered.
    public var chunkSize = 64 * 1024

    public init(file: String, screen: Screen, layout: ResolvedLayout, diagnostics: [Diagnostic]) {
        self.file = file
        self.screen = screen
        self.layout = layout
        self.diagnostics = diagnostics
    }

    /// Streams the document to `sink` in chunks of about `chunkSize` bytes.
    ///
    /// The document's layout is fixed, so it is printed straight into the
    /// chunk buffer (the same bytes `JSONWriter` would give for it, without its
    /// bookkeeping): one capacity check per view or diagnostic, for a bound of
    /// its size.
    public func write(to sink: (ArraySlice<UInt8>) -> Void) {
        write(to: sink, diagnostics: { diagnostics })
    }

    /// ``write(to:)`` with the diagnostics asked for only once the views are
    /// written (`diagnostics` may wait until the rules have run, and the emitter's
    /// own ``diagnostics`` are not used): a frames file can then be begun as soon
    /// as its frames are solved, and its views written while the screen is still
    /// being validated.
    public func write(to sink: (ArraySlice<UInt8>) -> Void, diagnostics findings: () -> [Diagnostic]) {
        precondition(
            layout.views.count == screen.views.count,
            "ResolvedLayout has \(layout.views.count) views for a screen of \(screen.views.count)")
        var out = ChunkedOutput(chunkSize: chunkSize)
        out.write(bound: headerBound, sink: sink) { writeHeader(to: &$0) }
        // Through buffer pointers: a view's fields are read in place, never copied
        // out whole (a `ViewSpec` copy retains every string and array in it).
        screen.views.withUnsafeBufferPointer { specs in
            layout.views.withUnsafeBufferPointer { solved in
                out.write(count: specs.count, sink: sink, bound: { Self.viewBound(specs, at: $0) }) { index, cursor in
                    cursor.literal(index == 0 ? "\n    " : ",\n    ")
                    Self.writeView(specs, solved, at: index, to: &cursor)
                }
            }
        }
        let file = self.file
        let diagnostics = findings()
        out.write(bound: 32, sink: sink) { cursor in
            cursor.literal(screen.views.isEmpty ? "],\n  \"diagnostics\": [" : "\n  ],\n  \"diagnostics\": [")
        }
        diagnostics.withUnsafeBufferPointer { diagnostics in
            for index in diagnostics.indices {
                let diagnostic = diagnostics.baseAddress! + index
                // The message's bytes once for the bound and the object: a deferred
                // message is formatted here, never made a String.
                Diagnostic.withMessageBytes(of: diagnostic) { message in
                    out.write(bound: 6 + DiagnosticJSON.bound(diagnostic, message: message, fallbackFile: file),
                              sink: sink) { cursor in
                        cursor.literal(index == 0 ? "\n    " : ",\n    ")
                        DiagnosticJSON.write(diagnostic, message: message, fallbackFile: file, to: &cursor)
                    }
                }
            }
        }
        out.write(bound: 16, sink: sink) { cursor in
            cursor.literal(diagnostics.isEmpty ? "]\n}\n" : "\n  ]\n}\n")
        }
        out.flush(to: sink)
    }

    /// The whole document in one buffer.
    public func render() -> [UInt8] {
        var out: [UInt8] = []
        write { out.append(contentsOf: $0) }
        return out
    }

    /// Everything up to the views' opening bracket.
    private var headerBound: Int {
        256 + 3 * NumberFormat.maxLength
            + [screen.name, file, layout.device.id, layout.orientation.rawValue, layout.contentSize.rawValue,
               layout.direction.rawValue,
               screen.source?.file ?? "", screen.source?.object ?? ""].reduce(0) {
                $0 + JSONEscaping.bound($1.utf8.count)
            }
    }

    private func writeHeader(to out: inout ByteCursor) {
        let size = layout.metrics.size
        out.literal("{\n  \"format\": ")
        out.string(Self.formatID)
        out.literal(",\n  \"screen\": ")
        out.string(screen.name)
        out.literal(",\n  \"file\": ")
        out.string(file)
        if let source = screen.source {
            out.literal(",\n  \"source\": {\"file\": ")
            out.string(source.file)
            out.literal(", \"object\": ")
            out.string(source.object)
            out.byte(UInt8(ascii: "}"))
        }
        out.literal(",\n  \"device\": {\"id\": ")
        out.string(layout.device.id)
        out.literal(", \"orientation\": ")
        out.string(layout.orientation.rawValue)
        out.literal(", \"size\": [")
        out.number(size.width)
        out.literal(", ")
        out.number(size.height)
        out.literal("], \"scale\": ")
        out.number(layout.device.scale)
        out.literal("},\n  \"contentSize\": ")
        out.string(layout.contentSize.rawValue)
        out.literal(",\n  \"layoutDirection\": ")
        out.string(layout.direction.rawValue)
        out.literal(",\n  \"views\": [")
    }

    /// The most bytes `writeView` writes for view `index` (with its separator):
    /// the keys and punctuation, 38 numbers, and the strings escaped at worst.
    @inline(__always)
    private static func viewBound(_ specs: UnsafeBufferPointer<ViewSpec>, at index: Int) -> Int {
        let spec = UnsafePointer(specs.baseAddress! + index)
        var strings = spec.pointee.pathParts.prefix.utf8.count + (spec.pointee.id?.utf8.count ?? 4)
            + (spec.pointee.source?.utf8.count ?? 0)
        if let parent = spec.pointee.parent { strings += specs[parent].pathParts.prefix.utf8.count }
        // 3 strings of the total length, each with its quotes, two path indices,
        // and the quoted kind (under 32 bytes).
        return 512 + 38 * NumberFormat.maxLength + JSONEscaping.bound(strings) + 4 + 2 * 11 + 32
    }

    /// One view as a compact object: the same bytes `JSONWriter`'s compact
    /// containers give.
    @inline(__always)
    private static func writeView(_ specs: UnsafeBufferPointer<ViewSpec>, _ solved: UnsafeBufferPointer<ResolvedView>,
                                  at index: Int, to out: inout ByteCursor) {
        let spec = UnsafePointer(specs.baseAddress! + index)
        let view = UnsafePointer(solved.baseAddress! + index)
        out.literal("{\"path\": ")
        out.path(spec.pointee.pathParts)
        out.literal(", \"id\": ")
        // The spec format's example names the root "root" when the spec gives it no id.
        out.stringOrNull(spec.pointee.id ?? (spec.pointee.parent == nil ? "root" : nil))
        out.literal(", \"kind\": ")
        out.literal(quotedName(spec.pointee.kind))
        if let source = spec.pointee.source {
            out.literal(", \"source\": ")
            out.string(source)
        }
        out.literal(", \"parent\": ")
        if let parent = spec.pointee.parent {
            out.path(specs[parent].pathParts)
        } else {
            out.literal("null")
        }
        out.member("frame", view.pointee.frame)
        out.member("windowFrame", view.pointee.windowFrame)
        out.member("safeAreaInsets", view.pointee.safeAreaInsets)
        if let rect = view.pointee.textRect { out.member("textRect", rect) }
        if let rect = view.pointee.contentRect { out.member("contentRect", rect) }
        if let rect = view.pointee.placeholderRect { out.member("placeholderRect", rect) }
        if let rect = view.pointee.hitRect { out.member("hitRect", rect) }
        if let rect = view.pointee.indexRect { out.member("indexRect", rect) }
        if let insets = view.pointee.adjustedContentInset { out.member("adjustedContentInset", insets) }
        if let size = view.pointee.contentSize {
            out.literal(", \"contentSize\": [")
            out.number(size.width)
            out.literal(", ")
            out.number(size.height)
            out.byte(UInt8(ascii: "]"))
        }
        out.byte(UInt8(ascii: "}"))
    }
}

extension ByteCursor {
    /// A view path from its parts, quoted: the shared prefix escaped, then the
    /// index digits (no String is built for it).
    @inline(__always)
    fileprivate mutating func path(_ parts: (prefix: String, index: Int?)) {
        byte(UInt8(ascii: "\""))
        stringBody(parts.prefix)
        if let index = parts.index { integer(index) }
        byte(UInt8(ascii: "\""))
    }

    /// `, "name": [a, b, c, d]` (the key is a plain ASCII literal: no escaping needed).
    @inline(__always)
    fileprivate mutating func member(_ name: StaticString, _ a: Double, _ b: Double, _ c: Double, _ d: Double) {
        literal(", \"")
        literal(name)
        // Most views have zero safe-area insets: one literal (-0.0 prints 0 too).
        if a == 0 && b == 0 && c == 0 && d == 0 {
            literal("\": [0, 0, 0, 0]")
            return
        }
        literal("\": [")
        number(a)
        literal(", ")
        number(b)
        literal(", ")
        number(c)
        literal(", ")
        number(d)
        byte(UInt8(ascii: "]"))
    }

    @inline(__always)
    fileprivate mutating func member(_ name: StaticString, _ rect: Rect) {
        member(name, rect.x, rect.y, rect.width, rect.height)
    }

    @inline(__always)
    fileprivate mutating func member(_ name: StaticString, _ insets: Insets) {
        member(name, insets.top, insets.left, insets.bottom, insets.right)
    }
}

/// The kind as a quoted JSON string literal (`"view"`): kinds are plain ASCII
/// names, so no escaping or String is needed per view. Tests check these
/// against `ViewKind.rawValue`.
package func quotedName(_ kind: ViewKind) -> StaticString {
    switch kind {
    case .view: "\"view\""
    case .label: "\"label\""
    case .button: "\"button\""
    case .image: "\"image\""
    case .textView: "\"textView\""
    case .textField: "\"textField\""
    case .scroll: "\"scroll\""
    case .collection: "\"collection\""
    case .table: "\"table\""
    case .cell: "\"cell\""
    case .stack: "\"stack\""
    }
}
