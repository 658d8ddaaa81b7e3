// What an app sees with `import LayoutcRuntime`: the IR that generated code
// builds its screens from, the diagnostics' types, and from the solver only what
// an app hands in (the text environment and a measurer). The solver's own
// results (`ResolvedLayout` with its findings and text records) stay behind
// `@_spi(Compiler)`, which the compiler's driver imports; an app reads frames
// through `LayoutView` (Docs/Generate.md#layoutcruntime).
@_exported import Diagnostics
@_exported import LayoutIR
@_exported import struct Solver.ClosureTextMeasurer
@_exported import struct Solver.TextEnvironment
@_exported import struct Solver.TextMeasurement
@_exported import protocol Solver.TextMeasuring
