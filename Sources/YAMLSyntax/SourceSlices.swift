/// Finds a scalar's decoded value in the input bytes, so the document can
/// point at it there instead of copying it (most scalars of a layout file,
/// `kind`, `72`, `safeArea`, are written exactly as their value).
///
/// libyaml's `mark.index` counts characters, not bytes (a BOM not at all, CRLF
/// as two): it equals the byte offset only while the input is ASCII. The
/// offset between the two is kept as `delta` and brought up to date only when a
/// lookup misses, by counting the characters since the last point where it was
/// known; that point only moves forward, so all updates together read the input
/// at most once.
///
/// Whatever the index says, a value is only ever referenced where its bytes
/// were compared equal to the input's, so a wrong guess costs a copy, never a
/// wrong value.
struct SourceSlices {
    let input: UnsafeBufferPointer<UInt8>
    /// Character index and byte offset of the same point of the input.
    private var knownCharacter = 0
    private var knownByte = 0

    init(input: UnsafeBufferPointer<UInt8>) {
        self.input = input
        // libyaml skips a UTF-8 byte order mark without counting it.
        if input.count >= 3, input[0] == 0xEF, input[1] == 0xBB, input[2] == 0xBF { knownByte = 3 }
    }

    /// The byte offset in the input where `value` is written, when the scalar
    /// starting at character `startIndex` holds it verbatim there (after the
    /// opening quote for a quoted scalar); `nil` when it must be copied.
    @inline(__always)
    mutating func offset(of value: UnsafeBufferPointer<UInt8>, style: YAMLScalarStyle, startIndex: Int) -> Int? {
        let lead: Int
        switch style {
        case .plain: lead = 0
        case .singleQuoted, .doubleQuoted: lead = 1
        case .literal, .folded: return nil  // the value starts after `|` or `>` and a line break
        }
        let guess = startIndex &+ (knownByte &- knownCharacter) &+ lead
        if matches(value, at: guess) { return guess }
        // A miss: either the value is not written verbatim (escapes, folded lines)
        // or non-ASCII text moved the offset. Only the second is worth a retry.
        guard startIndex > knownCharacter, let byte = byteOffset(ofCharacter: startIndex) else { return nil }
        let corrected = byte &+ lead
        return corrected != guess && matches(value, at: corrected) ? corrected : nil
    }

    @inline(__always)
    private func matches(_ value: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
        guard offset >= 0, offset <= input.count &- value.count, let source = input.baseAddress,
              let bytes = value.baseAddress else { return false }
        return bytesEqual(source + offset, bytes, value.count)
    }

    /// The byte offset of character `target` (past the last known point), found
    /// by counting UTF-8 lead bytes; moves the known point there. `nil` past the end.
    private mutating func byteOffset(ofCharacter target: Int) -> Int? {
        var byte = knownByte
        var remaining = target - knownCharacter
        let count = input.count
        // Each chunk is at least as many bytes as characters still wanted, so the
        // count runs over plain bytes (no per-character branch) and ASCII needs one chunk.
        while remaining > 0 {
            guard byte < count else { return nil }
            let end = min(byte + remaining, count)
            var continuations = 0
            for i in byte..<end { continuations &+= input[i] & 0xC0 == 0x80 ? 1 : 0 }
            remaining -= (end - byte) - continuations
            byte = end
        }
        // The last character's own continuation bytes belong to it.
        while byte < count, input[byte] & 0xC0 == 0x80 { byte += 1 }
        knownCharacter = target
        knownByte = byte
        return byte
    }
}
