// The one Swift file this target needs: SwiftPM builds a target only when it holds
// a source file, and drops one of *.layout.yaml files alone before the build plugin
// runs ("Source files for target … should be located under …", Docs/Generate.md).
// The LayoutcGenerate plugin adds a `<Screen>Layout` type for each spec beside it.
import LayoutcRuntime
