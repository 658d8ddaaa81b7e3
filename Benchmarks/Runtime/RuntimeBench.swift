import Foundation
import LayoutcRuntime

/// Times one solve through a generated type, as `layoutSubviews` would run it
/// (alone, and with every view's frame read as a `CGRect` after it):
/// `init(size:safeAreaInsets:scale:)` with the container of iPhone 15 Pro in
/// portrait. Each sample is a batch of solves timed with the thread's CPU
/// clock (the machine is shared); the median of the samples is reported.
func measure<Layout: GeneratedLayout>(_ type: Layout.Type, label: String) {
    let device = DeviceCatalog.device(id: "iphone-15-pro")!
    let reference = try! Layout(device: device.id, orientation: .portrait)
    let root = reference.views[0]
    let size = root.frame.size, insets = root.safeAreaInsets, scale = CGFloat(device.scale)
    var sink = 0.0
    func solveOnce() {
        // What layoutSubviews does with it: every view's frame, as CGRect.
        let layout = Layout(size: size, safeAreaInsets: insets, scale: scale)
        for view in layout.views { sink += Double(view.frame.minX) }
    }
    // Batches of about 20 ms.
    var batch = 1
    while true {
        let start = cpuNanoseconds()
        for _ in 0..<batch { solveOnce() }
        if cpuNanoseconds() - start > 20_000_000 || batch > 1 << 24 { break }
        batch *= 2
    }
    var solve: [Double] = []
    for _ in 0..<15 {
        let start = cpuNanoseconds()
        for _ in 0..<batch { _ = Layout(size: size, safeAreaInsets: insets, scale: scale) }
        solve.append(Double(cpuNanoseconds() - start) / Double(batch) / 1_000)
    }
    var read: [Double] = []
    for _ in 0..<15 {
        let start = cpuNanoseconds()
        for _ in 0..<batch { solveOnce() }
        read.append(Double(cpuNanoseconds() - start) / Double(batch) / 1_000)
    }
    let median = { (values: [Double]) in values.sorted()[values.count / 2] }
    print(String(format: "RUNTIME %@ views=%d solve_us=%.2f solve_and_frames_us=%.2f", label,
                 reference.views.count, median(solve), median(read)) + (sink < 0 ? "!" : ""))
}

/// CPU time of the calling thread, in nanoseconds.
func cpuNanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}
