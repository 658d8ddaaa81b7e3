import Driver

/// Compiles a directory of specs with `BatchCompiler` at several `--jobs`
/// settings (writing frames files into a scratch directory) and prints the
/// wall time and speedup of each.
struct JobsBenchmark {
    let directory: String
    let jobs: [Int]

    func run() {
        let out = directory + ".out"
        var first: Double?
        for n in jobs {
            let batch = BatchCompiler(paths: [directory], outputDirectory: out, jobs: n)
            _ = try? batch.run()  // warm-up: page cache, output directory
            var best = Double.infinity
            var files = 0
            for _ in 0..<3 {
                let (outcome, seconds) = timed { try? batch.run() }
                files = outcome?.outputs.count ?? 0
                best = min(best, seconds)
            }
            let speedup = (first ?? best) / best
            if first == nil { first = best }
            print("jobs \(n): \(files) specs in \((best * 1e3).fixed(0)) ms, speedup \(speedup.fixed(2))x")
        }
    }
}
