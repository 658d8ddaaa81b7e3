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
        for index in screen.views.indices {
            writeView(at: index, to: &json)
            if json.bytes.count >= chunkSize { json.flush(to: sink) }
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

    private func writeView(at index: Int, to json: inout JSONWriter) {
        let spec = screen.views[index]
        let view = layout.views[index]
        json.beginObject(compact: true)
        json.key("path")
        json.string(spec.path)
        json.key("id")
        // The contract's example names the root "root" when the spec gives it no id.
        json.string(spec.id ?? (spec.parent == nil ? "root" : nil))
        json.key("kind")
        json.string(spec.kind.rawValue)
        json.key("parent")
        json.string(spec.parent.map { screen.views[$0].path })
        json.key("frame")
        json.rect(view.frame)
        json.key("windowFrame")
        json.rect(view.windowFrame)
        json.key("safeAreaInsets")
        json.insets(view.safeAreaInsets)
        writeOptional(view, to: &json)
        json.endObject()
    }

    private func writeOptional(_ view: ResolvedView, to json: inout JSONWriter) {
        if let rect = view.textRect {
            json.key("textRect")
            json.rect(rect)
        }
        if let rect = view.contentRect {
            json.key("contentRect")
            json.rect(rect)
        }
        if let rect = view.placeholderRect {
            json.key("placeholderRect")
            json.rect(rect)
        }
        if let rect = view.hitRect {
            json.key("hitRect")
            json.rect(rect)
        }
        if let rect = view.indexRect {
            json.key("indexRect")
            json.rect(rect)
        }
        if let insets = view.adjustedContentInset {
            json.key("adjustedContentInset")
            json.insets(insets)
        }
        if let size = view.contentSize {
            json.key("contentSize")
            json.numbers(size.width, size.height)
        }
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
