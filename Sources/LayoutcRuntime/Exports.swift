// The app-facing runtime re-exports the IR, the solver and the diagnostics, so
// generated code (and an app) needs only `import LayoutcRuntime`.
@_exported import Diagnostics
@_exported import LayoutIR
@_exported import Solver
