extension YAMLDocument {
    /// The bytes a node occupies in the input, from libyaml's start mark to its
    /// end mark, when they can be told without marks; `nil` otherwise.
    ///
    /// A scalar is ``sourceSpan(_:)``. A flow collection (`[8, 8, 72, 44]`,
    /// `{scale: 0.5}`) reaches from its opening bracket to just past its closing
    /// one: found from its first and last entries' spans, with only spaces or
    /// tabs (and, before the closing bracket, one trailing comma) in between.
    /// Before the opening bracket, after spaces, must come the `:`, `,`, `[` or
    /// `{` that introduces a value: a tag or an anchor there would move libyaml's
    /// start mark onto it. Anything else (block collections, empty ones, an entry
    /// that is not verbatim, a comment or a line break next to a bracket) gives `nil`.
    public func valueSpan(_ id: YAMLNodeID) -> Range<Int>? {
        valueSpan(id, depth: 0)
    }

    private func valueSpan(_ id: YAMLNodeID, depth: Int) -> Range<Int>? {
        let kind = kind(id)
        if kind == .scalar { return sourceSpan(id) }
        // Nested flow collections a value deep are rare; the recursion stays shallow.
        let count = count(id)
        guard count > 0, depth < 8 else { return nil }
        let first = kind == .mapping ? key(id, 0) : element(id, 0)
        let last = kind == .mapping ? value(id, count - 1) : element(id, count - 1)
        guard let head = valueSpan(first, depth: depth + 1), let tail = valueSpan(last, depth: depth + 1) else {
            return nil
        }
        let open = kind == .mapping ? UInt8(ascii: "{") : UInt8(ascii: "[")
        let close = kind == .mapping ? UInt8(ascii: "}") : UInt8(ascii: "]")
        return source.withUnsafeBufferPointer { input -> Range<Int>? in
            func isBlank(_ index: Int) -> Bool { input[index] == UInt8(ascii: " ") || input[index] == UInt8(ascii: "\t") }
            var start = head.lowerBound - 1
            while start >= 0, isBlank(start) { start -= 1 }
            guard start >= 0, input[start] == open else { return nil }
            var before = start - 1
            while before >= 0, isBlank(before) { before -= 1 }
            guard before >= 0, [UInt8(ascii: ":"), UInt8(ascii: ","), UInt8(ascii: "["), UInt8(ascii: "{")]
                .contains(input[before]) else { return nil }
            var end = tail.upperBound
            while end < input.count, isBlank(end) { end += 1 }
            if end < input.count, input[end] == UInt8(ascii: ",") {
                end += 1
                while end < input.count, isBlank(end) { end += 1 }
            }
            guard end < input.count, input[end] == close else { return nil }
            return start..<(end + 1)
        }
    }
}
