#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LayoutIR

/// Identifies a key for the reader's typed `apply` step (a key's name can mean
/// different things in different objects, like `contentSize`).
enum KeyID: Sendable, Hashable {
    // file
    case layout, screen, device, orientation, bars, additionalSafeAreaInsets, root
    // provenance of an imported screen (file level: `source: {file:, object:}`; view: `source: <object id>`)
    case source, sourceFile, sourceObject
    // view, every kind
    case id, kind, frame, place, referenceBox, aspectRatio, insets, safeArea, margins, children
    case hidden, alpha, interactive, hitInsets, alignmentRectInsets, clipsToBounds, cornerRadius, maskedCorners, transform, suppress
    // view, as an arranged view of a stack
    case hugging, compressionResistance, spacingAfter
    // view, Auto Layout (Docs/SpecFormat.md#auto-layout-constraints)
    case constraints, constraint, horizontal, vertical
    // view, some kinds
    case textInsets, fontSize, minimumScaleFactor, intrinsicSize, contentInsets
    case imageSize, contentMode, textContainerInset, lineFragmentPadding, placeholder
    case contentInset, contentInsetAdjustmentBehavior, scrollContentSize, sectionIndex, flow, stack
    // view, text (Docs/SpecFormat.md#text-dynamic-type-and-layout-direction)
    case text, font, numberOfLines, lineBreakMode, semanticContentAttribute
    // font
    case style, weight
    // place
    case left, right, width, centerX, top, bottom, height, centerY, leading, trailing
    // transform
    case scale, scaleX, scaleY
    // placeholder
    case location
    // flow
    case direction, align, sectionInset, interitemSpacing, lineSpacing, sectionInsetReference, itemSize
    case sections, items
    // section
    case header, footer
    // item
    case size, repeatCount
    // stack
    case axis, distribution, alignment, spacing, layoutMarginsRelative, prioritiesFromArrangedViews
}

/// One key of a schema object: its name, the shape of its value, its default and
/// its one-line documentation. The single source for the reader, the JSON
/// Schema, editor completion and `layoutc explain`.
///
/// A final class, not a struct: the reader hands one to a closure for every key
/// of every view, and a struct copy there retained each of its strings and arrays.
public final class KeySpec: Sendable {
    /// The key as written in YAML.
    public let name: String
    /// What its value must look like.
    public let shape: ValueShape
    /// One line of documentation.
    public let doc: String
    /// The default, as it would be written in YAML; `nil` when there is none.
    public let defaultValue: String?
    /// Whether the key must be present.
    public let required: Bool
    /// For view keys: the kinds that accept the key; `nil` for every kind.
    public let kinds: [ViewKind]?
    let id: KeyID

    init(_ name: String, _ id: KeyID, _ shape: ValueShape, default defaultValue: String? = nil,
         required: Bool = false, kinds: [ViewKind]? = nil, _ doc: String) {
        self.name = name
        self.id = id
        self.shape = shape
        self.doc = doc
        self.defaultValue = defaultValue
        self.required = required
        self.kinds = kinds
    }

    /// Whether a view of `kind` accepts this key.
    public func applies(to kind: ViewKind) -> Bool { kinds?.contains(kind) ?? true }
}

/// A mapping the format defines: the file, a view, `place:`, `flow:`…
public struct ObjectSpec: Sendable {
    /// The object's name in docs and messages (`view`, `place`).
    public let name: String
    /// One line of documentation.
    public let doc: String
    /// Its keys, in documentation order.
    public let keys: [KeySpec]
    /// Each key's length, first and last byte packed together (see `signature`),
    /// so a lookup compares bytes only for the one or two keys that can match.
    private let signatures: [UInt32]
    /// Each key's name as bytes.
    private let names: [[UInt8]]
    /// How many keys are required.
    let requiredCount: Int
    /// Pairs of keys the reader refuses together (`type-mismatch`), such as a
    /// transform's `scale` and `scaleX`: for the JSON Schema, which cannot see the
    /// reader's check.
    public let exclusivePairs: [(String, String)]
    /// Words of `key` the reader refuses (`type-mismatch`) when another key `when`
    /// has the value `is`, such as a vertical stack's `alignment: top`: for the
    /// JSON Schema, as ``exclusivePairs``.
    public let refusedWords: [(when: String, is: String, key: String, words: [String])]

    init(name: String, doc: String, keys: [KeySpec], exclusivePairs: [(String, String)] = [],
         refusedWords: [(when: String, is: String, key: String, words: [String])] = []) {
        self.name = name
        self.doc = doc
        self.keys = keys
        self.exclusivePairs = exclusivePairs
        self.refusedWords = refusedWords
        self.names = keys.map { Array($0.name.utf8) }
        self.requiredCount = keys.filter(\.required).count
        self.signatures = names.map { $0.withUnsafeBufferPointer(Self.signature) }
    }

    private static func signature(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        guard let first = bytes.first, let last = bytes.last else { return 0 }
        return UInt32(truncatingIfNeeded: min(bytes.count, 0xFFFF)) << 16 | UInt32(first) << 8 | UInt32(last)
    }

    /// The first key named by `bytes` that a view of `kind` accepts (any key when
    /// `kind` is nil), in documentation order.
    func key(named bytes: UnsafeBufferPointer<UInt8>, kind: ViewKind? = nil) -> KeySpec? {
        keyIndex(named: bytes, kind: kind).map { keys[$0] }
    }

    /// The index in `keys` of ``key(named:kind:)``.
    func keyIndex(named bytes: UnsafeBufferPointer<UInt8>, kind: ViewKind? = nil) -> Int? {
        let wanted = Self.signature(bytes)
        for index in signatures.indices where signatures[index] == wanted {
            let matches = names[index].withUnsafeBufferPointer { name in
                name.count == bytes.count && (name.count == 0 || memcmp(name.baseAddress!, bytes.baseAddress!, name.count) == 0)
            }
            guard matches else { continue }
            if let kind, let kinds = keys[index].kinds, !kinds.contains(kind) { continue }
            return index
        }
        return nil
    }

    /// The public lookup by name.
    public func key(named name: String) -> KeySpec? { keys.first { $0.name == name } }
}
