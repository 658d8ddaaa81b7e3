/// Whether `count` bytes at `a` and `b` are equal, reading them a word at a
/// time: the builder compares every scalar with the input (most are 1 to 12
/// bytes), where a byte loop cost about 5 instructions a byte.
///
/// Never reads outside the `count` bytes: short runs are covered by two
/// overlapping loads from both ends (4 to 7 bytes: two 4-byte loads, and so on).
@inline(__always)
func bytesEqual(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ count: Int) -> Bool {
    let a = UnsafeRawPointer(a)
    let b = UnsafeRawPointer(b)
    if count >= 8 {
        var offset = 0
        while offset &+ 8 < count {
            guard a.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                == b.loadUnaligned(fromByteOffset: offset, as: UInt64.self) else { return false }
            offset &+= 8
        }
        let last = count &- 8
        return a.loadUnaligned(fromByteOffset: last, as: UInt64.self)
            == b.loadUnaligned(fromByteOffset: last, as: UInt64.self)
    }
    if count >= 4 {
        let last = count &- 4
        return a.loadUnaligned(as: UInt32.self) == b.loadUnaligned(as: UInt32.self)
            && a.loadUnaligned(fromByteOffset: last, as: UInt32.self)
            == b.loadUnaligned(fromByteOffset: last, as: UInt32.self)
    }
    if count >= 2 {
        let last = count &- 2
        return a.loadUnaligned(as: UInt16.self) == b.loadUnaligned(as: UInt16.self)
            && a.loadUnaligned(fromByteOffset: last, as: UInt16.self)
            == b.loadUnaligned(fromByteOffset: last, as: UInt16.self)
    }
    return count == 0 || a.load(as: UInt8.self) == b.load(as: UInt8.self)
}
