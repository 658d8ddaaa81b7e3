/// Writes large, deterministic layout specs for benchmarks and stress tests.
///
/// Every shape but `findings`, `mixedFindings` and `oneLineFindings` passes lint (no rule finds anything), as the
/// screens a build pipeline compiles mostly do. Every spec is valid `layout: 1`
/// YAML in the house style (block mappings for views, flow style for small
/// values) and expands to exactly `views` views,
/// the root, flow items and `repeat` copies included. The same shape, size and
/// seed always give the same bytes.
public struct SpecGenerator: Sendable {
    /// What the screen looks like.
    public enum Shape: String, CaseIterable, Sendable {
        /// Chains of containers nested 8 to 48 deep, each level with a leaf beside it.
        case deep
        /// Every view a direct child of one scroll view, laid out on a grid.
        case wide
        /// One flow collection holding every item (sizes vary: UIKit's row path).
        case flow
        /// `flow` with 32-pt chips: one `hit-target-too-small` finding per item,
        /// the cost of reporting a million findings.
        case findings
        /// Scroll sections of nested containers, leaves of every kind and small
        /// flow collections (some items written with `repeat`).
        case mixed
        /// Scroll sections where most views have a finding of one of several rules,
        /// some repeated chips among them (`SpecWriter+Findings.swift`).
        case mixedFindings
        /// A vertical feed stack of horizontal row stacks, some nested (`StacksShape.swift`).
        case stacks
        /// `findings` with its items written as one flow list on one line (a
        /// generated or minified file): every finding on one line of megabytes,
        /// whose columns must not be counted from the line's start each time.
        case oneLineFindings
        /// Cards of 10 to 20 views laid out by constraints: chains and grids, one
        /// island each (`ConstraintsShape.swift`).
        case constraints
    }

    public var shape: Shape
    /// Views the spec expands to (at least 2).
    public var views: Int
    public var seed: UInt64

    public init(shape: Shape, views: Int, seed: UInt64 = 1) {
        self.shape = shape
        self.views = max(2, views)
        self.seed = seed
    }

    /// The spec's bytes.
    public func generate() -> [UInt8] {
        var writer = SpecWriter(seed: seed, budget: views)
        writer.header(screen: "Bench\(shape.rawValue.capitalizedFirst)\(views)")
        switch shape {
        case .deep: writer.deepBody()
        case .wide: writer.wideBody()
        case .flow: writer.flowBody()
        case .findings: writer.flowBody(chipHeight: 32)
        case .mixed: writer.mixedBody()
        case .mixedFindings: writer.mixedFindingsBody()
        case .stacks: writer.stacksBody()
        case .oneLineFindings: writer.flowBody(chipHeight: 32, itemsOnOneLine: true)
        case .constraints: writer.constraintsBody()
        }
        precondition(writer.budget == 0, "SpecGenerator left \(writer.budget) views unwritten")
        return writer.out
    }
}

extension String {
    fileprivate var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}

/// SplitMix64: small, fast and the same on every platform. Also the seeded
/// source of the test suites' random cases, so a failing property test fails
/// the same way on every run.
public struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    /// Seeded as the spec generator seeds it.
    public init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }

    /// Starting from exactly `state`.
    public init(state: UInt64) { self.state = state }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A value in `range`.
    public mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }
}
