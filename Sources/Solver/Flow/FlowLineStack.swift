/// Stacks lines along the scroll axis, `lineSpacing` apart.
///
/// The uniform path multiplies (`start + row·(h + L)`) and the row path adds
/// line by line (`v += L + lineHeight`); both are kept so that the numbers
/// match UIKit's to the last bit.
struct FlowLineStack {
    private let start: Double
    private let spacing: Double
    /// The common line thickness on the uniform path; nil on the row path.
    private let gridThickness: Double?
    private var lineCount = 0
    private var nextLine: Double

    init(start: Double, spacing: Double, gridThickness: Double?) {
        self.start = start
        self.spacing = spacing
        self.gridThickness = gridThickness
        self.nextLine = start
    }

    /// Where the next line starts; call once per line, in order.
    mutating func placeLine(thickness: Double) -> Double {
        defer { lineCount += 1 }
        if let grid = gridThickness {
            return start + Double(lineCount) * (grid + spacing)
        }
        let lineStart = nextLine
        nextLine = nextLine + spacing + thickness
        return lineStart
    }

    /// Where the last line ends (`start` when there is none).
    var end: Double {
        guard lineCount > 0 else { return start }
        if let grid = gridThickness {
            return start + (spacing + grid) * Double(lineCount) - spacing
        }
        return nextLine - spacing
    }
}
