import Diagnostics
import YAMLSyntax

/// Where something is written in the input: a byte offset and a length (8
/// bytes, for a table with an entry a view), or ``unknown``.
struct InputSpan: Equatable, Sendable {
    var offset: UInt32
    var length: UInt32

    static let unknown = InputSpan(offset: .max, length: 0)

    init(offset: UInt32, length: UInt32) {
        self.offset = offset
        self.length = length
    }

    /// `span`, or ``unknown`` when there is none or it is past 4 GB.
    init(_ span: Range<Int>?) {
        guard let span, span.upperBound < Int(UInt32.max) else {
            self = .unknown
            return
        }
        self.init(offset: UInt32(span.lowerBound), length: UInt32(span.count))
    }

    /// The span of the first key of the mapping `node`, as ``SpecSourceMap/range(forView:key:)``
    /// reports a view, when it is a one-line scalar written verbatim (see
    /// ``YAMLDocument/sourceSpan(_:)``); ``unknown`` for anything else.
    init(firstKeyOf node: YAMLNodeID, in document: borrowing YAMLDocument) {
        guard document.kind(node) == .mapping, document.count(node) > 0 else {
            self = .unknown
            return
        }
        self.init(document.sourceSpan(document.key(node, 0)))
    }

    /// The span's range, with libyaml's lines and columns (a flow collection
    /// may end on a later line than it starts).
    func range(in bytes: [UInt8], lines: SourceLineIndex) -> SourceRange? {
        let start = Int(offset), end = Int(offset) + Int(length)
        guard self != .unknown, end <= bytes.count else { return nil }
        return bytes.withUnsafeBufferPointer { input in
            let location = lines.location(ofByte: start, in: input)
            if !input[start..<end].contains(UInt8(ascii: "\n")) {
                let width = SourceLineIndex.characters(in: input, from: start, to: end)
                return SourceRange(line: Int(location.line), column: Int(location.column),
                                   endLine: Int(location.line), endColumn: Int(location.column) + width)
            }
            let last = lines.location(ofByte: end, in: input)
            return SourceRange(line: Int(location.line), column: Int(location.column),
                               endLine: Int(last.line), endColumn: Int(last.column))
        }
    }
}
