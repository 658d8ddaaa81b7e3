// swift-tools-version:6.0
import PackageDescription

/// layoutc: a declarative layout spec compiler for iOS screens.
///
/// Arrows point down only:
/// `layoutc → Driver → {SpecReader, Solver, Validation, Emitters} → LayoutIR → Diagnostics`,
/// and `SpecReader → YAMLSyntax → CYAML`.
let package = Package(
    name: "layoutc",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "layoutc", targets: ["layoutc"]),
        .library(name: "LayoutcDriver", targets: ["Driver"]),
        .library(name: "SpecGenerator", targets: ["SpecGenerator"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // `layoutc preview`'s HTTP server only (the PreviewServer module); the compiler core never sees it.
        .package(url: "https://github.com/swhitty/FlyingFox", exact: "0.27.1"),
    ],
    targets: [
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        .target(name: "Diagnostics"),
        .target(name: "YAMLSyntax", dependencies: ["CYAML", "Diagnostics"]),
        .target(name: "LayoutIR", dependencies: ["Diagnostics"]),
        .target(name: "SpecReader", dependencies: ["YAMLSyntax", "LayoutIR", "Diagnostics"]),
        .target(name: "Solver", dependencies: ["LayoutIR", "Diagnostics"]),
        .target(name: "Validation", dependencies: ["Solver", "LayoutIR", "Diagnostics"]),
        .target(name: "Emitters", dependencies: ["Solver", "LayoutIR", "Diagnostics"]),
        .target(
            name: "Driver",
            dependencies: ["SpecReader", "YAMLSyntax", "Solver", "Validation", "Emitters", "LayoutIR", "Diagnostics"]
        ),
        .executableTarget(
            name: "layoutc",
            dependencies: [
                "Driver", "LanguageServer", "PreviewServer",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .target(name: "PreviewServer", dependencies: ["Driver", .product(name: "FlyingFox", package: "FlyingFox")]),
        .testTarget(
            name: "PreviewServerTests",
            dependencies: ["PreviewServer", "Driver", .product(name: "FlyingFox", package: "FlyingFox")]
        ),
        .testTarget(name: "DiagnosticsTests", dependencies: ["Diagnostics", "SpecGenerator"]),
        .testTarget(name: "YAMLSyntaxTests", dependencies: ["YAMLSyntax"]),
        .testTarget(name: "SpecReaderTests", dependencies: ["SpecReader"]),
        .testTarget(name: "SolverTests", dependencies: ["Solver", "SpecGenerator"]),
        .testTarget(name: "ValidationTests", dependencies: ["Validation", "Driver", "Diagnostics", "LayoutIR", "SpecGenerator"]),
        .testTarget(name: "EmittersTests", dependencies: ["Emitters", "SpecGenerator"], exclude: ["Fixtures"]),
        .testTarget(name: "LayoutcCLITests", dependencies: ["Driver", "Diagnostics"], exclude: ["Fixtures"]),
        .target(
            name: "LanguageServer",
            dependencies: ["Driver", "SpecReader", "Solver", "LayoutIR", "Diagnostics"]
        ),
        .testTarget(name: "LanguageServerTests", dependencies: ["LanguageServer", "Driver", "Diagnostics"]),
        .target(name: "SpecGenerator"),
        .testTarget(name: "SpecGeneratorTests", dependencies: ["SpecGenerator", "Driver", "Validation"]),
    ]
)
