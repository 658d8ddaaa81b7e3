import Driver

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `layoutc compile FILE -o DIR --jobs 1` as the command line runs it (the file read
/// by path, frames streamed into an atomically renamed file), once, in a process
/// of its own: the time and the peak memory a build pipeline sees, with no
/// benchmark data (the input copy, earlier stages, warm-up runs) in the process.
struct CLIBenchmark {
    let path: String
    let label: String

    func run() {
        let baseline = peakRSS()
        let out = (getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp") + "/layoutc-bench-cli.\(getpid())"
        let batch = BatchCompiler(paths: [path], outputDirectory: out, jobs: 1)
        let wallStart = wallNow(), cpuStart = processCPU()
        let outcome = try? batch.run()
        let wall = wallNow() - wallStart, cpu = processCPU() - cpuStart
        let peak = peakRSS()
        if let written = outcome?.outputs.first?.writtenTo { unlink(written) }
        rmdir(out)
        guard let outcome, outcome.outputs.count == 1 else { fail("\(path): not compiled") }
        print("CLI \(label) wall_ms=\((wall * 1e3).fixed(1)) cpu_ms=\((cpu * 1e3).fixed(1)) "
              + "peak_mb=\((Double(peak) / 1e6).fixed(1)) start_mb=\((Double(baseline) / 1e6).fixed(1)) "
              + "exit=\(outcome.exitCode)")
    }

    private func wallNow() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) * 1e-9
    }

    /// User plus system CPU time of the whole process (every thread).
    private func processCPU() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) * 1e-9
    }
}
