#if canImport(Glibc)
import Glibc
#endif

/// How the process's allocator hands memory back to the system.
enum ProcessMemory {
    /// The largest request the allocator still serves from its heap, and how much
    /// free memory at the heap's top it keeps: 1 GiB each.
    static let keptBytes: Int32 = 1 << 30

    /// Keeps freed memory in the process for reuse, for a process that ends soon
    /// after (``BatchCompiler/leavesMemoryToExit``). By default glibc serves each
    /// request of 128 KiB or more (the parse tree's arrays, the views', the
    /// frames') from its own `mmap` and unmaps it when freed, and trims the heap's
    /// free top: the next array of that size is then faulted in again, page by
    /// page, a kernel entry for each 4 KiB. System time was a fifth to a third of
    /// a compile of 100,000 views; served from the heap and reused, a compile
    /// takes 2–5 % less CPU time (Docs/Performance.md#twelfth-round-one-grid-at-a-time-and-memory-kept-for-reuse).
    /// Only glibc is told; elsewhere nothing changes.
    static func keepFreedMemory() {
        #if canImport(Glibc)
        // `<malloc.h>` is not in the Glibc module: the function is looked up by name.
        guard let symbol = dlsym(nil, "mallopt") else { return }
        let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
        _ = mallopt(mmapThreshold, keptBytes)
        _ = mallopt(trimThreshold, keptBytes)
        #endif
    }

    /// glibc's `int mallopt(int param, int value)`.
    private typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
    /// `M_MMAP_THRESHOLD` and `M_TRIM_THRESHOLD` of glibc's `<malloc.h>`.
    private static let mmapThreshold: Int32 = -3
    private static let trimThreshold: Int32 = -1
}
