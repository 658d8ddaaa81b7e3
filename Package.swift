// swift-tools-version:6.0
import PackageDescription

/// The prebuilt `layoutc` the plugins run with `LAYOUTC_PREBUILT=1` in the
/// environment: the artifact bundle `Scripts/build-artifact-bundle.sh` writes
/// (what SwiftLint's plugin does with its binary). Without it the plugins build
/// the CLI from source first (minutes on a small machine, Docs/Generate.md).
/// An environment variable, not the bundle's presence: SwiftPM caches this
/// manifest's evaluation by its text and environment, so a bundle built or
/// removed later would go unseen. The path is inside the package, as SwiftPM
/// wants a local binary target's path.
let prebuiltLayoutc = "Binaries/layoutc.artifactbundle"
let usesPrebuiltLayoutc = Context.environment["LAYOUTC_PREBUILT"] == "1"
/// What the plugins name in `context.tool(named: "layoutc")`.
let pluginTool: Target.Dependency = usesPrebuiltLayoutc ? "LayoutcBinary" : "layoutc"

/// layoutc: a declarative layout spec compiler for iOS screens.
///
/// Arrows point down only:
/// `layoutc → Driver → {SpecReader, Solver, Validation, Emitters} → LayoutIR → Diagnostics`,
/// and `SpecReader → YAMLSyntax → CYAML`. What an app links sits below the driver:
/// `Driver → LayoutcRuntime → {Solver, FramesJSON} → LayoutIR → Diagnostics`, and
/// `{LayoutcRuntime, Solver} → ConstraintCore` (stdlib only); `Emitters` (reporters,
/// pictures) re-uses `FramesJSON` and is never linked into an app. Text is measured
/// off-device by `Driver → TextShaping → {CHarfBuzz, ICUBridge → CICU}` only; an app measures through UIKit.
let package = Package(
    name: "layoutc",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "layoutc", targets: ["layoutc"]),
        .library(name: "LayoutcDriver", targets: ["Driver"]),
        .library(name: "SpecGenerator", targets: ["SpecGenerator"]),
        .library(name: "LayoutcRuntime", targets: ["LayoutcRuntime"]),
        .library(name: "ConstraintCore", targets: ["ConstraintCore"]),
        .plugin(name: "LayoutcGenerate", targets: ["LayoutcGenerate"]),
        .plugin(name: "LintLayouts", targets: ["LintLayouts"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        // HarfBuzz and FreeType, for measuring text off-device (Docs/SpecFormat.md#text-dynamic-type-and-layout-direction);
        // only the compiler links them, through `TextShaping`.
        .systemLibrary(
            name: "CHarfBuzz",
            pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev", "libfreetype-dev"]), .brew(["harfbuzz", "freetype"])]
        ),
        // ICU's bidirectional algorithm (UAX #9) and line breaking (UAX #14), for
        // the same measurer (Docs/SpecFormat.md, "Text"). Homebrew's icu4c is
        // keg-only: its pkgconfig folder goes on PKG_CONFIG_PATH.
        .systemLibrary(
            name: "CICU",
            pkgConfig: "icu-uc",
            providers: [.apt(["libicu-dev"]), .brew(["icu4c"])]
        ),
        // The ICU calls, behind plain C types (Sources/ICUBridge/include/ICUBridge.h says why).
        .target(name: "ICUBridge", dependencies: ["CICU"]),
        .target(name: "Diagnostics"),
        .target(name: "YAMLSyntax", dependencies: ["CYAML", "Diagnostics"]),
        .target(name: "LayoutIR", dependencies: ["Diagnostics"]),
        .target(name: "SpecReader", dependencies: ["YAMLSyntax", "LayoutIR", "Diagnostics"]),
        // The exact tiered linear-programming core of Auto Layout (Docs/SpecFormat.md#auto-layout-constraints): stdlib only,
        // linked by the app through LayoutcRuntime.
        .target(name: "ConstraintCore"),
        // Interface Builder files (.xib, .storyboard) read into the same IR and source ranges;
        // no YAML, so no libyaml (the driver wraps the ranges in a SpecSourceMap).
        .target(name: "InterfaceBuilder", dependencies: ["LayoutIR", "Diagnostics"]),
        .target(name: "Solver", dependencies: ["ConstraintCore", "LayoutIR", "Diagnostics"]),
        .target(name: "Validation", dependencies: ["Solver", "LayoutIR", "Diagnostics"]),
        // The frames document (`layoutc.frames/1`) and the JSON and number writing it
        // needs: all an app links for `framesJSON()`, without the reporters and pictures.
        .target(name: "FramesJSON", dependencies: ["Solver", "LayoutIR", "Diagnostics"]),
        .target(name: "Emitters", dependencies: ["FramesJSON", "Solver", "LayoutIR", "Diagnostics"]),
        // What an app links (Docs/Generate.md): the IR, the solver, the frames JSON writer
        // and the generated code's API; Foundation only.
        .target(name: "LayoutcRuntime", dependencies: ["ConstraintCore", "LayoutIR", "Solver", "FramesJSON", "Diagnostics"]),
        .target(name: "SwiftCodegen", dependencies: ["LayoutIR", "Diagnostics"]),
        // The off-device text measurer: Inter and the Noto fallback fonts through
        // HarfBuzz and FreeType, runs and line breaks from ICU.
        .target(name: "TextShaping", dependencies: ["CHarfBuzz", "ICUBridge", "Solver", "LayoutIR"]),
        // SwiftPM plugins (Docs/Generate.md): generate Swift from a target's specs at build time,
        // and `swift package lint-layouts`.
        .plugin(name: "LayoutcGenerate", capability: .buildTool(), dependencies: [pluginTool]),
        .plugin(
            name: "LintLayouts",
            capability: .command(intent: .custom(verb: "lint-layouts",
                                                 description: "Run layoutc lint over the package's *.layout.yaml specs")),
            dependencies: [pluginTool]),
        .target(
            name: "Driver",
            dependencies: ["SpecReader", "InterfaceBuilder", "YAMLSyntax", "Solver", "Validation", "Emitters", "FramesJSON", "LayoutIR", "Diagnostics",
                           "LayoutcRuntime", "SwiftCodegen", "TextShaping"]
        ),
        .executableTarget(
            name: "layoutc",
            dependencies: [
                "Driver", "LanguageServer", "PreviewServer",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .target(name: "PreviewServer", dependencies: ["Driver", "Emitters"]),
        .testTarget(
            name: "PreviewServerTests",
            dependencies: ["PreviewServer", "Driver", "Emitters"]
        ),
        .testTarget(name: "DiagnosticsTests", dependencies: ["Diagnostics", "SpecGenerator"]),
        .testTarget(name: "YAMLSyntaxTests", dependencies: ["YAMLSyntax"]),
        .testTarget(name: "SpecReaderTests", dependencies: ["SpecReader", "SpecGenerator"]),
        .testTarget(name: "ConstraintCoreTests", dependencies: ["ConstraintCore", "ConstraintOracleFormat"]),
        // ConstraintCore's side of the differential oracle against HiGHS (Tests/ConstraintOracle):
        // a test tool, no product, linked by no app.
        // The oracle's problem format, read by that tool and by ConstraintCoreTests.
        .target(name: "ConstraintOracleFormat", dependencies: ["ConstraintCore"]),
        .executableTarget(name: "constraint-oracle", dependencies: ["ConstraintCore", "ConstraintOracleFormat"],
                          linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        .testTarget(name: "InterfaceBuilderTests", dependencies: ["InterfaceBuilder", "Driver", "LayoutIR", "Diagnostics"]),
        .testTarget(name: "SolverTests", dependencies: ["Solver", "SpecGenerator"]),
        .testTarget(name: "TextShapingTests", dependencies: ["TextShaping", "Solver", "LayoutIR"]),
        .testTarget(name: "ValidationTests", dependencies: ["Validation", "Driver", "Diagnostics", "LayoutIR", "SpecGenerator"]),
        .testTarget(name: "EmittersTests", dependencies: ["Emitters", "FramesJSON", "SpecGenerator"], exclude: ["Fixtures"]),
        .testTarget(name: "LayoutcCLITests", dependencies: ["Driver", "Diagnostics", "SpecGenerator"], exclude: ["Fixtures"]),
        .target(
            name: "LanguageServer",
            dependencies: ["Driver", "SpecReader", "Solver", "Emitters", "LayoutIR", "Diagnostics"]
        ),
        .testTarget(name: "LanguageServerTests", dependencies: ["LanguageServer", "Driver", "Diagnostics"]),
        .target(name: "SpecGenerator"),
        .testTarget(name: "SpecGeneratorTests", dependencies: ["SpecGenerator", "Driver", "Validation"]),
        .testTarget(name: "GenerateTests", dependencies: ["Driver", "LayoutcRuntime", "SwiftCodegen", "SpecGenerator"]),
    ] + (usesPrebuiltLayoutc ? [.binaryTarget(name: "LayoutcBinary", path: prebuiltLayoutc)] : [])
)
