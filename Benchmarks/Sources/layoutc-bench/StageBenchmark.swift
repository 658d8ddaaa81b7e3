import BareScan
import Driver
import Emitters
import LayoutIR
import Solver
import SpecReader
import Validation
import YAMLSyntax

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Times every stage of the pipeline on one file's bytes, in one process:
/// libyaml's bare scan, parse, read into IR, solve, validate, emit JSON; then
/// the driver's own path (`LayoutCompiler.compile`, validation, streamed JSON).
/// Each stage's time is its best of `reps` runs; peak memory is the process's
/// `ru_maxrss` after the stage's first run (so it includes every earlier stage's
/// live data, as the real pipeline does).
struct StageBenchmark {
    let path: String
    let label: String
    let reps: Int?

    struct Row {
        var name: String
        var seconds = Double.infinity
        /// The first run's time: a fresh heap, every page faulted in (as a CLI run is).
        var cold = 0.0
        var peak = 0
        /// Resident memory right after the stage's first run (what it keeps).
        var live: Int?
    }

    func run() {
        let bytes = readFile(path)
        let baseline = peakRSS()
        let file = path
        // Warm up with the bare scan only (pages in the input and libyaml), so that
        // each stage's peak below is its own and not a warm-up's.
        _ = bytes.withUnsafeBufferPointer { bare_scan($0.baseAddress, $0.count) }
        var views = 0
        let reps = self.reps ?? max(1, min(5, 60_000_000 / max(bytes.count, 1)))
        var rows = ["bare scan", "parse", "read IR", "solve", "validate", "emit JSON"].map { Row(name: $0) }
        var driver = Row(name: "driver")
        var events = 0
        var jsonBytes = 0
        for rep in 0..<reps {
            var stage = 0
            func record(_ seconds: Double) {
                rows[stage].seconds = min(rows[stage].seconds, seconds)
                if rep == 0 {
                    rows[stage].peak = peakRSS()
                    rows[stage].live = liveRSS()
                    rows[stage].cold = seconds
                }
                stage += 1
            }
            // The bare scan is the yardstick: best of at least 3, so noise cannot flatter the ratios.
            var scan = Double.infinity
            for _ in 0..<(rep == 0 ? max(1, 3 - reps + 1) : 1) {
                let (count, seconds) = timed { bytes.withUnsafeBufferPointer { bare_scan($0.baseAddress, $0.count) } }
                events = count
                scan = min(scan, seconds)
            }
            record(scan)
            // Each stage's output is kept alive until the end of the rep, as in the
            // pipeline, except the parsed tree, which the reader drops once the
            // screen is read (positions are parsed again only for diagnostics).
            let (read, readTime): (SpecReadResult, Double) = {
                let (parsed, parse) = timed { YAMLParser.parse(bytes, positions: .onDemand) }
                record(parse)
                return timed {
                    var read = SpecReader.read(parsed: parsed, file: file)
                    read.sourceMap = read.sourceMap.reparsing(bytes)
                    return read
                }
            }()
            // Recorded once the parsed tree is gone, so 'live MB' shows what the IR keeps.
            record(readTime)
            guard let screen = read.screen else { fail("\(path): no screen") }
            views = screen.views.count
            let compiler = LayoutCompiler()
            let (device, orientation) = compiler.target(for: screen)
            let (layout, solve) = timed { FrameSolver(device: device, orientation: orientation).solve(screen) }
            record(solve)
            let (findings, validate) = timed { Validator.validate(screen: screen, layout: layout) }
            record(validate)
            let diagnostics = read.diagnostics + layout.diagnostics + findings
            let sink = StreamSink(path: "/dev/null")
            let (_, emit) = timed {
                FramesJSONEmitter(file: file, screen: screen, layout: layout, diagnostics: diagnostics)
                    .write(to: sink.write)
            }
            jsonBytes = sink.written
            record(emit)
            withExtendedLifetime((read, layout, findings)) {}
        }
        // The driver's path, in the same process after the stages' data is gone.
        for rep in 0..<reps {
            let (_, seconds) = timed { () -> Int in
                // `compile` reads, solves, validates, locates and sorts the diagnostics.
                let result = LayoutCompiler().compile(bytes, file: file)
                guard let screen = result.screen, let layout = result.layout else { return 0 }
                let sink = StreamSink(path: "/dev/null")
                FramesJSONEmitter(file: file, screen: screen, layout: layout, diagnostics: result.diagnostics)
                    .write(to: sink.write)
                return sink.written
            }
            driver.seconds = min(driver.seconds, seconds)
            if rep == 0 {
                driver.peak = peakRSS()
                driver.cold = seconds
            }
        }
        print(table(rows: rows, driver: driver, bytes: bytes.count, views: views, events: events, json: jsonBytes,
                    baseline: baseline, reps: reps))
    }

    func table(rows: [Row], driver: Row, bytes: Int, views: Int, events: Int, json: Int, baseline: Int,
               reps: Int) -> String {
        let mb = Double(bytes) / 1e6
        let scan = rows[0].seconds
        let pipeline = rows.dropFirst().reduce(0) { $0 + $1.seconds }
        let coldPipeline = rows.dropFirst().reduce(0) { $0 + $1.cold }
        let peak = max(rows.map(\.peak).max() ?? 0, driver.peak)
        var lines: [String] = []
        lines.append("== \(label): \(views) views, \((mb).fixed(1)) MB YAML, \(events) events, "
                     + "\((Double(json) / 1e6).fixed(1)) MB JSON, best of \(reps), "
                     + (StageClock.useThreadCPU ? "thread CPU time" : "wall time"))
        lines.append(pad("stage", 22, left: true) + pad("ms", 10) + pad("MB/s", 9) + pad("Mviews/s", 10)
                     + pad("peak MB", 9) + pad("x scan", 8) + pad("1st ms", 10) + pad("live MB", 9))
        func line(_ name: String, _ seconds: Double, _ peak: Int?, cold: Double, live: Int? = nil) {
            let fast = seconds < 1e-4  // an empty stage: rates mean nothing
            lines.append(pad(name, 22, left: true) + pad((seconds * 1e3).fixed(1), 10)
                         + pad(fast ? "-" : (mb / seconds).fixed(1), 9)
                         + pad(fast ? "-" : (Double(views) / seconds / 1e6).fixed(2), 10)
                         + pad(peak.map { (Double($0) / 1e6).fixed(0) } ?? "", 9) + pad((seconds / scan).fixed(2), 8)
                         + pad((cold * 1e3).fixed(1), 10) + pad(live.map { (Double($0) / 1e6).fixed(0) } ?? "", 9))
        }
        for row in rows { line(row.name, row.seconds, row.peak, cold: row.cold, live: row.live) }
        line("pipeline (sum)", pipeline, nil, cold: coldPipeline)
        line("driver (compile+emit)", driver.seconds, driver.peak, cold: driver.cold)
        let perView = Double(peak) / Double(max(views, 1))
        let aboveStart = Double(peak - baseline) / Double(max(views, 1))
        lines.append("peak RSS \((Double(peak) / 1e6).fixed(0)) MB = \(perView.fixed(0)) B/view "
                     + "(\(aboveStart.fixed(0)) B/view above the process at start)")
        lines.append("sizes: ViewSpec \(MemoryLayout<ViewSpec>.stride) B, ResolvedView "
                     + "\(MemoryLayout<ResolvedView>.stride) B per view (inline, before strings and arrays)")
        lines.append("RESULT \(label) views=\(views) scan_ms=\((scan * 1e3).fixed(2)) "
                     + "pipeline_ms=\((pipeline * 1e3).fixed(2)) cold_ms=\((coldPipeline * 1e3).fixed(2)) driver_ms=\((driver.seconds * 1e3).fixed(2)) "
                     + "ratio=\((pipeline / scan).fixed(2)) peak_b_per_view=\(perView.fixed(0))")
        return lines.joined(separator: "\n")
    }
}
