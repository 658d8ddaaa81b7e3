import Diagnostics
import InterfaceBuilder
import LayoutIR
import Solver
import SpecReader

/// The answer key (Docs/InterfaceBuilder.md): every frame Interface Builder
/// stored against the frame layoutc solves for the same view on the file's
/// design device.
public enum InterfaceBuilderAnswerKey {
    /// How one view compares.
    public enum Verdict: String, Hashable, Sendable, CaseIterable {
        /// Within half a point on every edge.
        case agrees
        /// Further than half a point.
        case disagrees
        /// `misplaced="YES"`: IB knows its stored frame is stale.
        case misplaced
        /// A hidden arranged view: stored at full size, laid out at zero length.
        case hiddenArranged
    }

    /// One view's comparison.
    public struct Comparison: Hashable, Sendable {
        public var file: String
        public var screen: String
        public var object: String
        public var stored: Rect
        public var solved: Rect
        public var verdict: Verdict
    }

    /// Every view of every screen of `file` with a stored frame (the root a
    /// screen adds has none), compiled on the design device. The top-level
    /// view's origin is its place on the canvas: only its size is compared.
    public static func compare(_ bytes: [UInt8], file: String) -> [Comparison] {
        var comparisons: [Comparison] = []
        let read = InterfaceBuilderReader.read(bytes, file: file)
        let compiler = LayoutCompiler()
        for imported in read.screens {
            guard let layout = compiler.including(imported.customDevice).compile(read: (imported.screen, SpecSourceMap(imported.sourceMap), []), source: SourceText(bytes: []),
                                                file: file, whenSolved: { _, _ in }).layout else { continue }
            let views = imported.screen.views
            for index in views.indices {
                guard let stored = imported.stored[index].frame, let object = views[index].source else { continue }
                var solved = layout.views[index].frame
                var expected = stored
                let isTop = views[index].parent.map { views[$0].source == nil } ?? true
                if isTop {
                    expected.x = 0
                    expected.y = 0
                    solved.x = 0
                    solved.y = 0
                }
                let verdict: Verdict
                if imported.stored[index].misplaced {
                    verdict = .misplaced
                } else if views[index].hidden, let parent = views[index].parent, views[parent].kind == .stack {
                    verdict = .hiddenArranged
                } else {
                    verdict = close(expected, solved) ? .agrees : .disagrees
                }
                comparisons.append(Comparison(file: file, screen: imported.name, object: object, stored: expected,
                                              solved: solved, verdict: verdict))
            }
        }
        return comparisons
    }

    static func close(_ a: Rect, _ b: Rect) -> Bool {
        abs(a.x - b.x) <= 0.5 && abs(a.y - b.y) <= 0.5 && abs(a.maxX - b.maxX) <= 0.5 && abs(a.maxY - b.maxY) <= 0.5
    }
}
