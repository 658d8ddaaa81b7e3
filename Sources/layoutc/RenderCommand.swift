import ArgumentParser
import Driver
import Foundation
import LayoutIR

/// `layoutc render`: the solved screen as an SVG picture.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw the solved screen of a spec as an SVG picture.",
        discussion: """
            Draws the device screen (1 pt = 1 SVG unit), the root's unsafe areas shaded and its \
            safe-area edge dashed, every view's window frame stroked by kind, text, image, placeholder \
            and section-index rects, hit areas, and views with diagnostics outlined in red or orange.
            Diagnostics go to standard error as with `compile`.
            Exit codes: 0 no errors, 1 an error diagnostic, 2 bad usage or a file that cannot be read or written.
            """)

    @Argument(help: "The spec file, or - for standard input.")
    var spec: String

    @Option(name: .long, help: "Device id (see `layoutc devices`). Default: the spec's device.")
    var device: String?

    @Option(name: .long, help: "portrait or landscape. Default: the spec's orientation.")
    var orientation: Orientation?

    @OptionGroup var text: TextCellOptions

    @Option(name: [.short, .customLong("output")], help: "The SVG file to write (directories are created; never a spec or config read); default: standard output.")
    var output: String?

    @Option(name: .long, parsing: .unconditional, help: "Picture size per point (the viewBox stays in points).")
    var scale: Double = 1

    @Option(name: .customLong("constraints"), help: ArgumentHelp(
        "Draw the constraints of the view with this id as lines between their anchors (blue held, red broken, orange unmet); repeatable.",
        valueName: "id"))
    var constraintsOf: [String] = []

    @Option(name: .long, help: ArgumentHelp(
        "The screen of an Interface Builder file with several to draw (a storyboard has one per scene): its name as `import` names it, or its IB object id. Default: the first, with a note naming the others.",
        valueName: "name"))
    var screen: String?

    @Flag(name: .long, help: "Write a PNG instead of SVG (needs rsvg-convert: apt-get install librsvg2-bin).")
    var png = false

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(
        "Most pixels of a PNG (default 40000000): a larger picture is drawn smaller, with a note.", valueName: "pixels"))
    var maxPixels: Int = PNGConverter.defaultMaxPixels

    @OptionGroup var project: ProjectOptions

    @OptionGroup var color: ColorOption

    func validate() throws {
        try EmptyPath.reject([spec], "the path names the spec to render")
        try EmptyPath.reject([output], "--output names the file to write")
        if maxPixels < 1 { throw ValidationError("--max-pixels must be at least 1, not \(maxPixels)") }
        if !(scale.isFinite && scale > 0 && scale <= 100) {
            throw ValidationError("--scale must be above 0 and at most 100, not \(scale)")
        }
    }

    func run() throws {
        let rendered: SpecRenderer.Output
        do {
            rendered = try SpecRenderer.render(file: spec, project: project.settings(), deviceID: device,
                                               orientation: orientation, contentSize: text.contentSize,
                                               layoutDirection: text.layoutDirection, scale: scale,
                                               constraintsOf: constraintsOf, screenName: screen)
        } catch {
            throw Terminal.fail(error)
        }
        Terminal.printDiagnostics(DiagnosticPrinting.render([rendered.result], color: color.enabled))
        if let note = rendered.screenNote { Terminal.note(note) }
        if var picture = rendered.svg {
            if png {
                // Capped before rasterizing: a 150-byte file with a 16,000-point top view
                // made rsvg-convert hold 299 M pixels (1.3 GB).
                var zoom: Double?
                if let size = PNGConverter.pixelSize(of: picture),
                   let fit = PNGConverter.zoom(for: size, maxPixels: maxPixels) {
                    zoom = fit
                    Terminal.note("the picture is " + String(format: "%.0f × %.0f", size.width, size.height) + " "
                        + "pixels, more than the limit of \(maxPixels) (--max-pixels); the PNG is drawn at "
                        + String(format: "%.3g", fit) + " of that size")
                }
                do { picture = try PNGConverter.convert(picture, zoom: zoom) } catch { throw Terminal.fail(error) }
            }
            if let output {
                do {
                    try AtomicFile.write(picture, to: output, sparing: rendered.inputs)
                } catch {
                    Terminal.error("\(error)")
                    throw ExitCode(2)
                }
            } else {
                StandardOutput.write(picture[...])
            }
        }
        if rendered.exitCode != 0 { throw ExitCode(rendered.exitCode) }
    }
}
