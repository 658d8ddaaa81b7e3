import Diagnostics

/// One attribute of an XML element: its name, its value (entities decoded) and
/// the byte offset of its name in the input.
public struct MarkupAttribute: Hashable, Sendable {
    public var name: String
    public var value: String
    public var offset: Int
}

/// One element of an XML document, as the Interface Builder reader needs it:
/// no text content (IB keeps what matters in attributes; a `<string>`'s is in
/// ``MarkupTree/strings``), positions kept.
public struct MarkupElement: Hashable, Sendable {
    public var name: String
    public var attributes: [MarkupAttribute]
    /// Indices of the child elements, in document order.
    public var children: [Int] = []
    /// Index of the parent element; `nil` for the document element.
    public var parent: Int?
    /// Byte offset of the `<` that opens the element.
    public var offset: Int
    /// Where the element ends (after its end tag), as the XML parser reports it.
    public var end: SourceLocation?

    /// The value of attribute `name`, when present.
    public subscript(_ name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }

    /// The attribute named `name`, when present.
    public func attribute(_ name: String) -> MarkupAttribute? {
        attributes.first { $0.name == name }
    }
}

/// A parsed XML document: every element in document order (`elements[0]` is
/// the document element), with byte offsets that ``MarkupLineTable`` turns into
/// lines and columns.
public struct MarkupTree: Sendable {
    public var elements: [MarkupElement]
    public var lines: MarkupLineTable
    /// The text content of the `<string>` elements (a text view's
    /// `<string key="text">`), by element index; no other element's text is kept.
    public var strings: [Int: String] = [:]

    /// The child elements of `index` named `name`, in order.
    public func children(of index: Int, named name: String) -> [Int] {
        elements[index].children.filter { elements[$0].name == name }
    }

    /// The first child element of `index` named `name`.
    public func child(of index: Int, named name: String) -> Int? {
        elements[index].children.first { elements[$0].name == name }
    }

    /// The first child of `index` named `name` whose `key` attribute is `key`
    /// (`<rect key="frame">`).
    public func child(of index: Int, named name: String, key: String) -> Int? {
        elements[index].children.first { elements[$0].name == name && elements[$0]["key"] == key }
    }

    /// The range of element `index`'s name in its start tag (`<label` → `label`).
    public func range(ofElement index: Int) -> SourceRange {
        let element = elements[index]
        return lines.range(offset: element.offset + 1, length: element.name.utf8.count)
    }

    /// From element `index`'s name to the end of its end tag: the whole element,
    /// for an editor's outline and hover.
    public func span(ofElement index: Int) -> SourceRange {
        let start = lines.location(offset: elements[index].offset + 1)
        return SourceRange(start: start, end: max(start, elements[index].end ?? start))
    }

    /// The range of attribute `name` of element `index` (its name and value),
    /// else the element's.
    public func range(ofAttribute name: String, element index: Int) -> SourceRange {
        guard let attribute = elements[index].attribute(name) else { return range(ofElement: index) }
        return lines.range(offset: attribute.offset, length: attribute.name.utf8.count)
    }
}

/// Byte offsets to 1-based lines and columns; columns count Unicode scalars
/// (UTF-8 lead bytes), lines end at `\n` (a `\r` before it is part of the line).
///
/// Each lookup costs a binary search and at most ``checkpointSpacing`` bytes of
/// counting: the column of every offset that is a multiple of it is kept, so a
/// minified file (100,000 elements on one 400 kB line) is not counted from the
/// line's start for every element, which took 25 s.
public struct MarkupLineTable: Sendable {
    private let lineStarts: [Int]
    /// The column at byte offset `k * checkpointSpacing`, for every `k`.
    private let checkpoints: [Int32]
    private let bytes: [UInt8]
    static let checkpointSpacing = 256

    public init(bytes: [UInt8]) {
        var starts = [0]
        var marks: [Int32] = []
        marks.reserveCapacity(bytes.count / Self.checkpointSpacing + 1)
        var column: Int32 = 1
        bytes.withUnsafeBufferPointer { buffer in
            for offset in buffer.indices {
                if offset % Self.checkpointSpacing == 0 { marks.append(column) }
                let byte = buffer[offset]
                if byte == UInt8(ascii: "\n") {
                    starts.append(offset + 1)
                    column = 1
                } else if byte & 0xC0 != 0x80 {
                    // Past Int32.max scalars on one line columns stop growing (a file is at most 2 GB read).
                    column = column == Int32.max ? column : column + 1
                }
            }
        }
        if bytes.count % Self.checkpointSpacing == 0 { marks.append(column) }
        lineStarts = starts
        checkpoints = marks
        self.bytes = bytes
    }

    /// The length of the text in bytes.
    public var byteCount: Int { bytes.count }

    /// The line and column of byte `offset`.
    public func location(offset: Int) -> SourceLocation {
        let offset = max(0, min(offset, bytes.count))
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        var column = 1
        var index = lineStarts[low]
        let mark = offset / Self.checkpointSpacing
        if mark * Self.checkpointSpacing > index {
            index = mark * Self.checkpointSpacing
            column = Int(checkpoints[mark])
        }
        while index < offset {
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return SourceLocation(line: low + 1, column: column)
    }

    /// The range of `length` bytes from `offset` (on one line).
    public func range(offset: Int, length: Int) -> SourceRange {
        SourceRange(start: location(offset: offset), end: location(offset: offset + length))
    }
}
