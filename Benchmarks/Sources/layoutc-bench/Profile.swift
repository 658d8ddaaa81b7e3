import BareScan
import Driver
import Emitters
import Solver
import SpecReader
import Validation
import YAMLSyntax

/// Runs one stage `reps` times (after preparing its input once), for profilers.
func profile(path: String, stage: String, reps: Int) {
    let bytes = readFile(path)
    let parsed = YAMLParser.parse(bytes, positions: .onDemand)
    let read = SpecReader.read(parsed: parsed, file: path)
    guard let screen = read.screen else { fail("no screen") }
    let (device, orientation) = LayoutCompiler().target(for: screen)
    let layout = FrameSolver(device: device, orientation: orientation).solve(screen)
    let sink = StreamSink(path: "/dev/null")
    let (_, seconds) = timed {
        for _ in 0..<reps {
            switch stage {
            case "scan": _ = bytes.withUnsafeBufferPointer { bare_scan($0.baseAddress, $0.count) }
            case "parse": _ = YAMLParser.parse(bytes, positions: .onDemand)
            case "read": _ = SpecReader.read(parsed: parsed, file: path)
            case "solve": _ = FrameSolver(device: device, orientation: orientation).solve(screen)
            case "validate": _ = Validator.validate(screen: screen, layout: layout)
            case "emit":
                FramesJSONEmitter(file: path, screen: screen, layout: layout, diagnostics: read.diagnostics)
                    .write(to: sink.write)
            case "driver": _ = LayoutCompiler().compile(bytes, file: path)
            default: fail("unknown stage \(stage)")
            }
        }
    }
    print("\(stage): \((seconds / Double(reps) * 1e3).fixed(1)) ms per run")
}
