/// The scalars of a line outside single- and double-quoted runs: what every
/// scan of a line's flow collections and comments looks at (a `#`, `,`, `:`
/// or `]` inside quotes is text, not syntax).
enum UnquotedScalars {
    /// Calls `visit` with the index and scalar of each scalar of
    /// `text[start..<end]` outside quotes (not the quotes themselves) until it
    /// returns `false`; returns the index it stopped at, else `end`.
    @discardableResult
    static func scan(_ text: [Unicode.Scalar], from start: Int, to end: Int? = nil,
                     _ visit: (Int, Unicode.Scalar) -> Bool) -> Int {
        let end = end ?? text.count
        var quote: Unicode.Scalar?
        var index = start
        while index < end {
            let scalar = text[index]
            if let open = quote {
                if scalar == open { quote = nil }
            } else if scalar == "\"" || scalar == "'" {
                quote = scalar
            } else if !visit(index, scalar) {
                return index
            }
            index += 1
        }
        return end
    }
}
