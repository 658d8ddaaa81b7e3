// swift-tools-version:6.0
import PackageDescription

/// A consumer of layoutc: the specs in `ProductCardLayouts` become Swift at
/// build time through the `LayoutcGenerate` plugin, solved by `LayoutcRuntime`.
let package = Package(
    name: "ProductCard",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [
        // The repository this example lives in.
        .package(name: "layoutc", path: "../.."),
    ],
    targets: [
        .target(
            name: "ProductCardLayouts",
            dependencies: [.product(name: "LayoutcRuntime", package: "layoutc")],
            plugins: [.plugin(name: "LayoutcGenerate", package: "layoutc")]
        ),
        .testTarget(name: "ProductCardLayoutsTests", dependencies: ["ProductCardLayouts"]),
    ]
)
