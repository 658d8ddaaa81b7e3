/// Lays a ``ShapedText`` out in lines the way UILabel wraps: greedily, at the
/// line break opportunities of UAX #14 (`byWordWrapping` and the truncating
/// and clipping modes, which differ only in how the last line is drawn) or
/// between grapheme clusters (`byCharWrapping`); a segment longer than a line
/// is broken between grapheme clusters; white space at the end of a line
/// takes no width, white space at the start of a paragraph does; a tab
/// advances to the next 28-point tab stop (`NSParagraphStyle`'s default stops).
struct LineBreaker {
    let text: ShapedText
    /// Per byte, the advance in ems with tracking added.
    let advances: [Double]
    /// Whether each byte is white space that hangs at a line's end (``ShapedText/hanging``).
    let hanging: [Bool]
    let tabInterval: Double

    /// `tracking` and `tabInterval` in ems.
    init(_ text: ShapedText, tracking: Double, tabInterval: Double) {
        self.text = text
        var advances = text.advances
        if tracking != 0 {
            for index in advances.indices where text.interGlyphs[index] != 0 {
                advances[index] += Double(text.interGlyphs[index]) * tracking
            }
        }
        self.advances = advances
        self.hanging = text.hanging
        self.tabInterval = tabInterval
    }

    /// The widest line (in ems) and the number of lines; `maxWidth` nil keeps
    /// each paragraph on one line.
    func lines(maxWidth: Double?, byCharacter: Bool) -> (width: Double, count: Int) {
        var starts: [Int]?
        return lines(maxWidth: maxWidth, byCharacter: byCharacter, starts: &starts)
    }

    /// ``lines(maxWidth:byCharacter:)``; when `starts` is not nil, each line's
    /// first byte is appended to it (what `render` draws line by line).
    func lines(maxWidth: Double?, byCharacter: Bool, starts: inout [Int]?) -> (width: Double, count: Int) {
        guard !text.utf8.isEmpty else { return (0, 0) }
        let limit = maxWidth.map { $0 + 1e-9 } ?? .infinity
        var widest = 0.0, count = 1
        var x = 0.0, visible = 0.0, empty = true
        starts?.append(0)
        // Where the line just ended: the next line starts at the next byte placed.
        var ended = false
        func endLine() {
            widest = max(widest, visible)
            count += 1
            (x, visible, empty) = (0, 0, true)
            ended = true
        }
        func begin(_ byte: Int) {
            if ended { starts?.append(byte); ended = false }
        }
        /// Places bytes `range` at the end of the line, returning the width with and without trailing white space.
        func width(_ range: Range<Int>, from start: Double) -> (all: Double, visible: Double) {
            var at = start, shown = start
            for index in range {
                if text.utf8[index] == 0x09 {
                    at = ((at / tabInterval + 1e-9).rounded(.down) + 1) * tabInterval
                } else {
                    at += advances[index]
                }
                if !hanging[index] { shown = at }
            }
            return (at - start, shown - start)
        }
        func place(_ range: Range<Int>) {
            var fit = width(range, from: x)
            if !empty, x + fit.visible > limit {
                endLine()
                fit = width(range, from: 0)
            }
            if empty, fit.visible > limit {
                placeByCluster(range)
                return
            }
            begin(range.lowerBound)
            if fit.visible > 0 { visible = x + fit.visible }
            x += fit.all
            if fit.visible > 0 { empty = false }
        }
        func placeByCluster(_ range: Range<Int>) {
            var start = range.lowerBound
            for end in clusterEnds(in: range) {
                let fit = width(start..<end, from: x)
                if !empty, x + fit.visible > limit { endLine() }
                begin(start)
                let placed = width(start..<end, from: x)
                if placed.visible > 0 { visible = x + placed.visible; empty = false }
                x += placed.all
                start = end
            }
        }
        var start = 0
        for (index, end32) in text.breaks.enumerated() {
            let end = Int(end32)
            guard end > start else { continue }
            if byCharacter { placeByCluster(start..<end) } else { place(start..<end) }
            // A line separator at the very end still starts an (empty) last line, as in TextKit.
            if text.hardBreaks[index] { endLine() }
            start = end
        }
        // A hard break at the very end: its (empty) last line starts at the end.
        if ended { starts?.append(text.utf8.count) }
        widest = max(widest, visible)
        return (widest, count)
    }

    /// The grapheme cluster ends inside `range`, and its end.
    private func clusterEnds(in range: Range<Int>) -> [Int] {
        let ends = text.graphemeEnds
        var low = 0, high = ends.count
        while low < high {
            let mid = (low + high) / 2
            if Int(ends[mid]) <= range.lowerBound { low = mid + 1 } else { high = mid }
        }
        var found: [Int] = []
        while low < ends.count, Int(ends[low]) < range.upperBound {
            found.append(Int(ends[low]))
            low += 1
        }
        found.append(range.upperBound)
        return found
    }
}
