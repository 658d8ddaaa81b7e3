import Diagnostics
import LayoutIR
import Solver

/// Emits the `layoutc.frames/1` document of `layoutc compile --format json`
/// (spec-format.md section 4) for one solved screen.
///
/// Layout (stable, diff-friendly; one view and one diagnostic per line):
///
/// ```
/// {
///   "format": "layoutc.frames/1",
///   "screen": "TagPicker",
///   "file": "Specs/TagPicker.layout.yaml",
///   "device": {"id": "iphone-15-pro", "orientation": "portrait", "size": [393, 852], "scale": 3},
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
/// - `views` follow `Screen.views` (pre-order: parents first, a collection's
///   items right after it, document order).
/// - Each view has `path`, `id` (the spec's `id:`, `null` when the spec gives
///   none, except the root, which is `"root"` as in the contract's example), `kind`, `parent` (the
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
public struct FramesJSONEmitter {
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
    public func write(to sink: (ArraySlice<UInt8>) -> Void) {
        precondition(
            layout.views.count == screen.views.count,
            "ResolvedLayout has \(layout.views.count) views for a screen of \(screen.views.count)")
        var json = JSONWriter(reservingCapacity: chunkSize + 4096)
        json.beginObject()
        json.key("format")
        json.string(Self.formatID)
        json.key("screen")
        json.string(screen.name)
        json.key("file")
        json.string(file)
        writeDevice(to: &json)
        json.key("views")
        json.beginArray()
        // Through buffer pointers: a view's fields are read in place, never copied
        // out whole (a `ViewSpec` copy retains every string and array in it).
        screen.views.withUnsafeBufferPointer { specs in
            layout.views.withUnsafeBufferPointer { solved in
                for index in specs.indices {
                    writeView(specs, solved, at: index, to: &json)
                    if json.bytes.count >= chunkSize { json.flush(to: sink) }
                }
            }
        }
        json.endArray()
        json.key("diagnostics")
        json.beginArray()
        for diagnostic in diagnostics {
            DiagnosticJSON.write(diagnostic, fallbackFile: file, to: &json)
            if json.bytes.count >= chunkSize { json.flush(to: sink) }
        }
        json.endArray()
        json.endObject()
        json.newline()
        json.flush(to: sink)
    }

    /// The whole document in one buffer.
    public func render() -> [UInt8] {
        var out: [UInt8] = []
        write { out.append(contentsOf: $0) }
        return out
    }

    private func writeDevice(to json: inout JSONWriter) {
        let size = layout.metrics.size
        json.key("device")
        json.beginObject(compact: true)
        json.key("id")
        json.string(layout.device.id)
        json.key("orientation")
        json.string(layout.orientation.rawValue)
        json.key("size")
        json.numbers(size.width, size.height)
        json.key("scale")
        json.number(layout.device.scale)
        json.endObject()
    }

    /// One view as a compact object, printed straight into the buffer: the same
    /// bytes `JSONWriter`'s compact containers give, without its bookkeeping.
    private func writeView(_ specs: UnsafeBufferPointer<ViewSpec>, _ solved: UnsafeBufferPointer<ResolvedView>,
                           at index: Int, to json: inout JSONWriter) {
        let spec = UnsafePointer(specs.baseAddress! + index)
        let view = UnsafePointer(solved.baseAddress! + index)
        json.raw { out in
            out.appendLiteral("{\"path\": ")
            JSONWriter.appendEscaped(spec.pointee.path, to: &out)
            out.appendLiteral(", \"id\": ")
            // The contract's example names the root "root" when the spec gives it no id.
            out.appendStringOrNull(spec.pointee.id ?? (spec.pointee.parent == nil ? "root" : nil))
            out.appendLiteral(", \"kind\": ")
            JSONWriter.appendEscaped(spec.pointee.kind.rawValue, to: &out)
            out.appendLiteral(", \"parent\": ")
            if let parent = spec.pointee.parent {
                JSONWriter.appendEscaped(specs[parent].path, to: &out)
            } else {
                out.appendLiteral("null")
            }
            out.appendMember("frame", view.pointee.frame)
            out.appendMember("windowFrame", view.pointee.windowFrame)
            out.appendMember("safeAreaInsets", view.pointee.safeAreaInsets)
            if let rect = view.pointee.textRect { out.appendMember("textRect", rect) }
            if let rect = view.pointee.contentRect { out.appendMember("contentRect", rect) }
            if let rect = view.pointee.placeholderRect { out.appendMember("placeholderRect", rect) }
            if let rect = view.pointee.hitRect { out.appendMember("hitRect", rect) }
            if let rect = view.pointee.indexRect { out.appendMember("indexRect", rect) }
            if let insets = view.pointee.adjustedContentInset { out.appendMember("adjustedContentInset", insets) }
            if let size = view.pointee.contentSize {
                out.appendLiteral(", \"contentSize\": [")
                NumberFormat.append(size.width, to: &out)
                out.appendLiteral(", ")
                NumberFormat.append(size.height, to: &out)
                out.append(UInt8(ascii: "]"))
            }
            out.append(UInt8(ascii: "}"))
        }
    }
}

extension [UInt8] {
    @inline(__always)
    fileprivate mutating func appendLiteral(_ text: StaticString) {
        append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    fileprivate mutating func appendStringOrNull(_ value: String?) {
        if let value { JSONWriter.appendEscaped(value, to: &self) } else { appendLiteral("null") }
    }

    /// `, "name": [a, b, c, d]` (the key is a plain ASCII literal: no escaping needed).
    fileprivate mutating func appendMember(_ name: StaticString, _ a: Double, _ b: Double, _ c: Double, _ d: Double) {
        appendLiteral(", \"")
        appendLiteral(name)
        appendLiteral("\": [")
        NumberFormat.append(a, to: &self)
        appendLiteral(", ")
        NumberFormat.append(b, to: &self)
        appendLiteral(", ")
        NumberFormat.append(c, to: &self)
        appendLiteral(", ")
        NumberFormat.append(d, to: &self)
        append(UInt8(ascii: "]"))
    }

    fileprivate mutating func appendMember(_ name: StaticString, _ rect: Rect) {
        appendMember(name, rect.x, rect.y, rect.width, rect.height)
    }

    fileprivate mutating func appendMember(_ name: StaticString, _ insets: Insets) {
        appendMember(name, insets.top, insets.left, insets.bottom, insets.right)
    }
}

extension JSONWriter {
    /// `[x, y, width, height]`
    mutating func rect(_ rect: Rect) {
        numbers(rect.x, rect.y, rect.width, rect.height)
    }

    /// `[top, left, bottom, right]`
    mutating func insets(_ insets: Insets) {
        numbers(insets.top, insets.left, insets.bottom, insets.right)
    }
}
