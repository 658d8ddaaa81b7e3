/// The Unicode scalars Swift allows in an identifier, from the grammar in The
/// Swift Programming Language ("Lexical Structure", identifiers). Generated
/// names are checked against these tables rather than `Character.isLetter`,
/// which also holds letters Swift rejects, so every name the generator writes
/// compiles.
enum SwiftIdentifierCharacters {
    /// Whether `scalar` may start an identifier.
    static func isHead(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        switch value {
        case 0x41...0x5A, 0x61...0x7A, 0x5F: return true
        case 0x10000...0xEFFFD: return value & 0xFFFF <= 0xFFFD  // every supplementary plane but its last two
        default: return headRanges.contains { $0.contains(value) }
        }
    }

    /// Whether `scalar` may appear in an identifier after the first scalar.
    static func isContinuation(_ scalar: Unicode.Scalar) -> Bool {
        if isHead(scalar) { return true }
        let value = scalar.value
        return (0x30...0x39).contains(value) || continuationRanges.contains { $0.contains(value) }
    }

    private static let headRanges: [ClosedRange<UInt32>] = [
        0xA8...0xA8, 0xAA...0xAA, 0xAD...0xAD, 0xAF...0xAF, 0xB2...0xB5, 0xB7...0xBA,
        0xBC...0xBE, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0xFF,
        0x100...0x2FF, 0x370...0x167F, 0x1681...0x180D, 0x180F...0x1DBF,
        0x1E00...0x1FFF,
        0x200B...0x200D, 0x202A...0x202E, 0x203F...0x2040, 0x2054...0x2054, 0x2060...0x206F,
        0x2070...0x20CF, 0x2100...0x218F, 0x2460...0x24FF, 0x2776...0x2793,
        0x2C00...0x2DFF, 0x2E80...0x2FFF,
        0x3004...0x3007, 0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF,
        0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE1F, 0xFE30...0xFE44,
        0xFE47...0xFFFD,
    ]

    private static let continuationRanges: [ClosedRange<UInt32>] = [
        0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F,
    ]
}
