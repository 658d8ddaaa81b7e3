import Diagnostics

/// Duplicate mapping keys: scalar keys are compared by their decoded bytes.
/// Small mappings compare keys pairwise; large ones use a reused open-addressing
/// table, so no per-mapping allocation happens when there is no duplicate.
extension DocumentBuilder {
    /// Mappings with at most this many pairs are checked pairwise.
    static let pairwiseLimit = 8

    /// Checks the pairs of the mapping whose children start at `first` in
    /// `pending`; reports each repeated key and drops its pair (the first value wins).
    mutating func removeDuplicateKeys(from first: Int) {
        let pairCount = (pending.count - first) / 2
        guard pairCount > 1 else { return }
        // Nearly every mapping has distinct keys: rule that out cheaply first.
        if pairCount <= Self.pairwiseLimit, !mayRepeatKey(from: first, pairCount: pairCount) { return }
        var table = keyTable
        keyTable = []
        let duplicates = scalarBytes.withUnsafeBufferPointer { bytes in
            let keys = KeyComparer(nodes: nodes.tail(from: 0), bytes: bytes, source: source.input,
                                   pending: pending.tail(from: 0), first: first)
            return pairCount <= Self.pairwiseLimit
                ? keys.pairwiseDuplicates(pairCount)
                : keys.hashedDuplicates(pairCount, table: &table)
        }
        keyTable = table
        guard !duplicates.isEmpty else { return }
        guard recordsPositions else {
            // The message needs positions: the parser starts over with them.
            needsPositions = true
            return
        }
        dropDuplicates(duplicates, first: first)
    }

    /// False when no two scalar keys of a small mapping can be equal: their
    /// signatures (length and first and last four bytes, exact up to 8 bytes)
    /// all differ. True sends the mapping to the exact check, which alone
    /// decides what is reported, so a signature collision costs time only.
    /// Signatures go in a scratch buffer of the builder: no allocation a mapping.
    @inline(__always)
    private func mayRepeatKey(from first: Int, pairCount: Int) -> Bool {
        let signatures = keySignatures.base
        let ids = pending.base + first
        var stored = 0
        for pair in 0..<pairCount {
            let key = nodes[Int(ids[2 &* pair])]
            guard key.kind == .scalar else { continue }  // never equal to another key
            // A copied value (rare in keys) may equal one in the input: the exact check sorts it out.
            guard key.inSource else { return true }
            let signature = Self.signature(source.input.baseAddress!, Int(key.first), Int(key.count))
            for earlier in 0..<stored where signatures[earlier] == signature { return true }
            signatures[stored] = signature
            stored &+= 1
        }
        return false
    }

    /// A summary of `count` bytes at `offset`: equal bytes, equal signatures.
    @inline(__always)
    static func signature(_ base: UnsafePointer<UInt8>, _ offset: Int, _ count: Int) -> UInt64 {
        guard count > 0 else { return 0 }
        let start = base + offset
        let word: UInt64
        if count >= 4 {
            let raw = UnsafeRawPointer(start)
            word = UInt64(raw.loadUnaligned(as: UInt32.self)) << 32
                | UInt64(raw.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self))
        } else {
            word = UInt64(start[0]) | UInt64(start[count >> 1]) << 8 | UInt64(start[count &- 1]) << 16
        }
        return word &+ UInt64(truncatingIfNeeded: count) &* 0x9E37_79B9_7F4A_7C15
    }

    /// Reports each duplicate at its key and removes its pair from `pending`.
    private mutating func dropDuplicates(_ duplicates: [(pair: Int, firstPair: Int)], first: Int) {
        var dropped = Set<Int>()
        for (pair, firstPair) in duplicates {
            let key = Int(pending[first + 2 * pair])
            let firstKey = Int(pending[first + 2 * firstPair])
            let text = withKeyBytes(key) { YAMLMessages.quoted($0) }
            // Only reached with positions recorded: a parse without them starts
            // over with them at its first diagnostic.
            let firstAt = SourceLocation(line: Int(marks[firstKey].startLine), column: Int(marks[firstKey].startColumn))
            let n = marks[key]
            let range = SourceRange(line: Int(n.startLine), column: Int(n.startColumn),
                                    endLine: Int(n.endLine), endColumn: Int(n.endColumn))
            diagnostics.append(.error(.duplicateKey, YAMLMessages.duplicateKey(text, firstAt: firstAt), at: range))
            dropped.insert(pair)
        }
        let pairs = (pending.count - first) / 2
        var kept: [Int32] = []
        kept.reserveCapacity(2 * (pairs - dropped.count))
        for pair in 0..<pairs where !dropped.contains(pair) {
            kept.append(pending[first + 2 * pair])
            kept.append(pending[first + 2 * pair + 1])
        }
        pending.truncate(to: first)
        for id in kept { pending.append(id) }
    }

    private func withKeyBytes<R>(_ node: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        let n = nodes[node]
        if n.inSource { return body(UnsafeBufferPointer(rebasing: source.input[Int(n.first)..<Int(n.first + n.count)])) }
        return scalarBytes.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[Int(n.first)..<Int(n.first + n.count)])) }
    }
}

/// Compares the keys of one mapping's pairs, read straight from the arena.
private struct KeyComparer {
    let nodes: UnsafeBufferPointer<YAMLDocument.Node>
    /// Copied values, and the input that values written verbatim point into.
    let bytes: UnsafeBufferPointer<UInt8>
    let source: UnsafeBufferPointer<UInt8>
    let pending: UnsafeBufferPointer<Int32>
    let first: Int

    /// The key node of pair `pair`, or nil when it is not a scalar.
    @inline(__always)
    func scalarKey(_ pair: Int) -> YAMLDocument.Node? {
        let node = nodes[Int(pending[first + 2 * pair])]
        return node.kind == .scalar ? node : nil
    }

    /// The first byte of a non-empty scalar's value, in whichever buffer holds it.
    @inline(__always)
    func start(_ node: YAMLDocument.Node) -> UnsafePointer<UInt8> {
        (node.inSource ? source : bytes).baseAddress! + Int(node.first)
    }

    @inline(__always)
    func equal(_ a: YAMLDocument.Node, _ b: YAMLDocument.Node) -> Bool {
        guard a.count == b.count else { return false }
        guard a.count > 0 else { return true }
        return bytesEqual(start(a), start(b), Int(a.count))
    }

    /// A cheap summary of a key: equal keys have equal signatures (length and
    /// first and last byte); -1 for keys that are not scalars.
    @inline(__always)
    func signature(_ pair: Int) -> Int {
        guard let key = scalarKey(pair) else { return -1 }
        let count = Int(key.count)
        guard count > 0 else { return 0 }
        let base = start(key)
        let first = Int(base[0])
        let last = Int(base[count - 1])
        return count << 16 | first << 8 | last
    }

    /// Each pair whose key repeats an earlier one, with the earliest such pair.
    /// Signatures go in a small stack buffer; bytes are compared only when they match.
    func pairwiseDuplicates(_ pairCount: Int) -> [(pair: Int, firstPair: Int)] {
        withUnsafeTemporaryAllocation(of: Int.self, capacity: pairCount) { signatures in
            var found: [(pair: Int, firstPair: Int)] = []
            for pair in 0..<pairCount {
                let mine = signature(pair)
                signatures[pair] = mine
                guard mine >= 0 else { continue }
                for earlier in 0..<pair where signatures[earlier] == mine {
                    if let key = scalarKey(pair), let other = scalarKey(earlier), equal(key, other) {
                        found.append((pair, earlier))
                        break
                    }
                }
            }
            return found
        }
    }

    /// The same as ``pairwiseDuplicates(_:)`` through a hash table of pair indices.
    func hashedDuplicates(_ pairCount: Int, table: inout [Int32]) -> [(pair: Int, firstPair: Int)] {
        var size = 16
        while size < pairCount * 2 { size <<= 1 }
        let mask = size - 1
        table.removeAll(keepingCapacity: true)
        table.append(contentsOf: repeatElement(-1, count: size))
        var found: [(pair: Int, firstPair: Int)] = []
        for pair in 0..<pairCount {
            guard let key = scalarKey(pair) else { continue }
            var slot = hash(key) & mask
            while true {
                let occupant = Int(table[slot])
                if occupant < 0 {
                    table[slot] = Int32(truncatingIfNeeded: pair)
                    break
                }
                if let other = scalarKey(occupant), equal(key, other) {
                    found.append((pair, occupant))
                    break
                }
                slot = (slot + 1) & mask
            }
        }
        return found
    }

    /// FNV-1a over the key's bytes: deterministic and cheap for short keys.
    private func hash(_ node: YAMLDocument.Node) -> Int {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        guard node.count > 0 else { return Int(truncatingIfNeeded: h ^ (h >> 29)) }
        let base = start(node)
        for i in 0..<Int(node.count) {
            h = (h ^ UInt64(base[i])) &* 0x100_0000_01b3
        }
        return Int(truncatingIfNeeded: h ^ (h >> 29))
    }
}
