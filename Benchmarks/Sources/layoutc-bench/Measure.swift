#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Peak resident set size of this process so far, in bytes.
func peakRSS() -> Int {
    var usage = rusage()
    #if canImport(Glibc)
    getrusage(RUSAGE_SELF.rawValue, &usage)
    #else
    getrusage(RUSAGE_SELF, &usage)
    #endif
    #if canImport(Darwin)
    return Int(usage.ru_maxrss)  // bytes on Darwin
    #else
    return Int(usage.ru_maxrss) * 1024  // kilobytes on Linux
    #endif
}

/// Resident set size now, in bytes (Linux: /proc/self/statm), or nil elsewhere.
func liveRSS() -> Int? {
    guard let file = fopen("/proc/self/statm", "r") else { return nil }
    defer { fclose(file) }
    var size = 0, resident = 0
    guard fscanf_two(file, &size, &resident) else { return nil }
    return resident * Int(sysconf(Int32(_SC_PAGESIZE)))
}

/// Reads the first two numbers of statm.
private func fscanf_two(_ file: UnsafeMutablePointer<FILE>, _ a: inout Int, _ b: inout Int) -> Bool {
    var buffer = [CChar](repeating: 0, count: 128)
    guard fgets(&buffer, Int32(buffer.count), file) != nil else { return false }
    let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
    let fields = String(decoding: bytes, as: UTF8.self).split(separator: " ")
    guard fields.count >= 2, let first = Int(fields[0]), let second = Int(fields[1]) else { return false }
    a = first
    b = second
    return true
}

/// Which clock `timed` reads.
enum StageClock {
    /// Wall time (the default), or this thread's CPU time with `--clock cpu`: on a
    /// shared machine other processes' load then shows up neither in the stages
    /// nor in the scan they are compared to.
    nonisolated(unsafe) static var useThreadCPU = false
}

/// Seconds since an arbitrary start: monotonic wall time, or this thread's CPU time.
func now() -> Double {
    var t = timespec()
    clock_gettime(StageClock.useThreadCPU ? CLOCK_THREAD_CPUTIME_ID : CLOCK_MONOTONIC, &t)
    return Double(t.tv_sec) + Double(t.tv_nsec) * 1e-9
}

/// Times `body` once; returns its result and the seconds it took.
@inline(never)
func timed<R>(_ body: () -> R) -> (R, Double) {
    let start = now()
    let result = body()
    return (result, now() - start)
}

/// Reads a whole file, or exits with a message.
func readFile(_ path: String) -> [UInt8] {
    guard let file = fopen(path, "rb") else { fail("cannot open \(path)") }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 20)
    while true {
        let n = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
        if n == 0 { break }
        bytes.append(contentsOf: chunk[0..<n])
    }
    return bytes
}

func writeFile(_ path: String, _ bytes: [UInt8]) {
    guard let file = fopen(path, "wb") else { fail("cannot write \(path)") }
    defer { fclose(file) }
    _ = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
}

func fail(_ message: String) -> Never {
    let text = "layoutc-bench: \(message)\n"
    _ = text.utf8CString.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count - 1) }
    exit(2)
}

/// A sink that writes to a C stream (the benchmark's emit target is /dev/null,
/// so the cost measured is producing and handing over the bytes).
final class StreamSink {
    let file: UnsafeMutablePointer<FILE>
    var written = 0

    init(path: String) {
        guard let file = fopen(path, "wb") else { fail("cannot open \(path)") }
        self.file = file
    }

    deinit { fclose(file) }

    func write(_ chunk: ArraySlice<UInt8>) {
        written += chunk.count
        _ = chunk.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
    }
}

extension Double {
    /// Fixed-point text with `digits` decimals (no Foundation).
    func fixed(_ digits: Int) -> String {
        guard isFinite else { return "\(self)" }
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = (self * scale).rounded()
        let negative = scaled < 0
        let whole = Int(scaled.magnitude / scale)
        let fraction = Int(scaled.magnitude - Double(whole) * scale)
        var text = (negative ? "-" : "") + String(whole)
        if digits > 0 {
            let f = String(fraction)
            text += "." + String(repeating: "0", count: max(0, digits - f.count)) + f
        }
        return text
    }
}

func pad(_ s: String, _ width: Int, left: Bool = false) -> String {
    let fill = String(repeating: " ", count: max(0, width - s.count))
    return left ? s + fill : fill + s
}
