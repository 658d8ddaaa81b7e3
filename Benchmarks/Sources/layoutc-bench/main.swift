import BareScan
import Driver
import Emitters
import LayoutIR
import Solver
import SpecGenerator
import SpecReader
import Validation
import YAMLSyntax

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

let usage = """
    usage: layoutc-bench generate --shape deep|wide|flow|mixed --views N [--seed S] --out FILE
           layoutc-bench run FILE [--reps R] [--label TEXT] [--clock wall|cpu]
           layoutc-bench cli FILE [--label TEXT]      (layoutc compile FILE -o DIR, once, time and peak RSS)
           layoutc-bench jobs DIR [--jobs 1,2]
           layoutc-bench scan FILE                    (libyaml's bare event scan of FILE, once: a whole-process yardstick)
           layoutc-bench profile FILE --stage scan|parse|read|solve|emit|driver [--reps R]   (for perf)
    """

var arguments = Array(CommandLine.arguments.dropFirst())

@MainActor
func option(_ name: String) -> String? {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
    let value = arguments[index + 1]
    arguments.removeSubrange(index...(index + 1))
    return value
}

guard let command = arguments.first else { fail(usage) }
arguments.removeFirst()

switch command {
case "generate":
    guard let shapeName = option("--shape"), let shape = SpecGenerator.Shape(rawValue: shapeName),
          let views = option("--views").flatMap({ Int($0) }), let out = option("--out") else { fail(usage) }
    let seed = option("--seed").flatMap { UInt64($0) } ?? 1
    writeFile(out, SpecGenerator(shape: shape, views: views, seed: seed).generate())
case "run":
    let reps = option("--reps").flatMap { Int($0) }
    let label = option("--label")
    StageClock.useThreadCPU = option("--clock") == "cpu"
    guard let path = arguments.first else { fail(usage) }
    StageBenchmark(path: path, label: label ?? path, reps: reps).run()
case "cli":
    let label = option("--label")
    guard let path = arguments.first else { fail(usage) }
    CLIBenchmark(path: path, label: label ?? path).run()
case "scan":
    // The yardstick for whole-process timings: read the file, scan it once, exit.
    guard let path = arguments.first else { fail(usage) }
    let bytes = readFile(path)
    let events = bytes.withUnsafeBufferPointer { bare_scan($0.baseAddress, $0.count) }
    guard events > 0 else { fail("\(path): libyaml cannot scan it") }
case "profile":
    let reps = option("--reps").flatMap { Int($0) } ?? 10
    guard let stage = option("--stage"), let path = arguments.first else { fail(usage) }
    profile(path: path, stage: stage, reps: reps)
case "jobs":
    let jobs = (option("--jobs") ?? "1,2").split(separator: ",").compactMap { Int($0) }
    guard let dir = arguments.first else { fail(usage) }
    JobsBenchmark(directory: dir, jobs: jobs).run()
default:
    fail(usage)
}
