import Diagnostics
import InterfaceBuilder
import LayoutIR
import Solver
import SpecReader

/// The answer key (Docs/InterfaceBuilder.md#the-answer-key): every frame
/// Interface Builder stored against the frame layoutc solves for the same view
/// on the file's design device, as the Xcode that saved the file drew it.
///
/// `compare` gives one ``Comparison`` per view with a stored frame; ``tally(_:)``
/// counts them. A `layoutc` command or a rule (a misplaced view) builds on the two.
public enum InterfaceBuilderAnswerKey {
    /// How one view compares.
    public enum Verdict: String, Hashable, Sendable, CaseIterable {
        /// Within half a point on every edge.
        case agrees
        /// Further than half a point on some edge.
        case disagrees
        /// `misplaced="YES"`: IB knows its stored frame is stale; not compared.
        case misplaced
        /// A hidden arranged view: stored at full size, laid out at zero length; not compared.
        case hiddenArranged
    }

    /// One view's comparison.
    public struct Comparison: Hashable, Sendable {
        /// The IB file, as given.
        public var file: String
        /// The screen's name (`import`'s `<Name>`).
        public var screen: String
        /// The view's IB object id.
        public var object: String
        /// The frame IB stored (the top-level view's at the origin: its origin is its place on the canvas).
        public var stored: Rect
        /// The frame layoutc solves, in the same coordinates.
        public var solved: Rect
        public var verdict: Verdict
    }

    /// How many views got each verdict.
    public struct Tally: Hashable, Sendable {
        public var agrees = 0
        public var disagrees = 0
        public var misplaced = 0
        public var hiddenArranged = 0
        /// Views compared: those that agree or disagree.
        public var compared: Int { agrees + disagrees }
        /// `agrees / compared` (1 when nothing was compared).
        public var agreement: Double { compared == 0 ? 1 : Double(agrees) / Double(compared) }
    }

    /// Counts `comparisons` by verdict.
    public static func tally(_ comparisons: [Comparison]) -> Tally {
        var tally = Tally()
        for comparison in comparisons {
            switch comparison.verdict {
            case .agrees: tally.agrees += 1
            case .disagrees: tally.disagrees += 1
            case .misplaced: tally.misplaced += 1
            case .hiddenArranged: tally.hiddenArranged += 1
            }
        }
        return tally
    }

    /// Every view of every screen of `file` (its bytes) with a stored frame (the
    /// root a screen adds around a cell has none), solved on the design device
    /// as the saving Xcode drew it. A file that does not read gives none.
    public static func compare(_ bytes: [UInt8], file: String, devices: [Device] = DeviceCatalog.all) -> [Comparison] {
        var comparisons: [Comparison] = []
        for (imported, layout) in solvedAsSaved(bytes, file: file, devices: devices) {
            guard let layout else { continue }
            let views = imported.screen.views
            for index in views.indices {
                guard let stored = imported.stored[index].frame, let object = views[index].source else { continue }
                var solved = layout.views[index].frame
                var expected = stored
                if views[index].parent.map({ views[$0].source == nil }) ?? true {
                    expected.x = 0; expected.y = 0
                    solved.x = 0; solved.y = 0
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

    /// Each screen of `file` read as saved (what `import` writes) and its
    /// layout on its design device (`nil` where it does not solve).
    public static func solvedAsSaved(_ bytes: [UInt8], file: String, devices: [Device] = DeviceCatalog.all)
        -> [(screen: ImportedScreen, layout: ResolvedLayout?)] {
        let read = InterfaceBuilderReader.read(bytes, file: file, devices: devices, asSaved: true)
        let compiler = LayoutCompiler(options: CompileOptions(devices: devices))
        return read.screens.map { imported in
            let result = compiler.including(imported.customDevice).compile(
                read: (imported.screen, SpecSourceMap(imported.sourceMap), []), source: SourceText(bytes: []), file: file,
                whenSolved: { _, _ in })
            return (imported, result.layout)
        }
    }

    static func close(_ a: Rect, _ b: Rect) -> Bool {
        abs(a.x - b.x) <= 0.5 && abs(a.y - b.y) <= 0.5 && abs(a.maxX - b.maxX) <= 0.5 && abs(a.maxY - b.maxY) <= 0.5
    }
}
