// swift-tools-version:6.0
import PackageDescription

/// layoutc's benchmark harness, a package of its own so that `swift test` and CI
/// of the main package never build it. Run it with `Benchmarks/run.sh`.
let package = Package(
    name: "layoutc-benchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "layoutc", path: ".."),
    ],
    targets: [
        // libyaml's bare event scan: the floor for any libyaml-based parser.
        .target(name: "BareScan", linkerSettings: [.linkedLibrary("yaml")]),
        .executableTarget(
            name: "layoutc-bench",
            dependencies: [
                "BareScan",
                .product(name: "LayoutcDriver", package: "layoutc"),
                .product(name: "SpecGenerator", package: "layoutc"),
            ]
        ),
        // ConstraintCore on a 50-view screen, against kiwi with Benchmarks/constraints.sh.
        .executableTarget(
            name: "constraint-bench",
            dependencies: [.product(name: "ConstraintCore", package: "layoutc")]
        ),
    ]
)
