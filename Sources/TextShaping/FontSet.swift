import Foundation
import LayoutIR

/// The fonts of ``FontList`` at one folder list: Inter's nine weights loaded
/// up front (text cannot be measured without them), each fallback font the
/// first time a character needs it. Thread-safe.
final class FontSet: @unchecked Sendable {
    /// A font of the list: Inter (`fallback` nil) or a fallback, regular or bold.
    struct Slot: Hashable, Sendable {
        var fallback: Int?
        var bold: Bool
    }

    let directories: [String]
    private let inter: [FontWeight: ShapingFont]
    private let lock = NSLock()
    /// Per fallback and boldness: nil not tried yet, `.some(nil)` missing.
    private var loaded: [Slot: ShapingFont?] = [:]

    init(directories: [String]) throws(FontLoadError) {
        self.directories = directories
        var inter: [FontWeight: ShapingFont] = [:]
        // In weight order: a missing folder is always reported at the same file.
        for weight in FontWeight.allCases {
            guard let name = FontList.interFiles[weight] else { continue }
            guard let file = FontList.read(name, in: directories), let font = ShapingFont(file: file) else {
                throw FontLoadError(path: (directories.first ?? ".") + "/" + name)
            }
            inter[weight] = font
        }
        self.inter = inter
    }

    /// Inter at `weight`.
    func inter(_ weight: FontWeight) -> ShapingFont { inter[weight] ?? inter[.regular]! }

    /// The font of `slot` at `weight`; nil for a fallback whose file is not there.
    func font(_ slot: Slot, weight: FontWeight) -> ShapingFont? {
        guard let index = slot.fallback else { return inter(weight) }
        lock.lock()
        defer { lock.unlock() }
        if let known = loaded[slot] { return known }
        let entry = FontList.fallbacks[index]
        // A family without its bold file measures bold text with the regular one.
        let file = slot.bold ? entry.bold.flatMap { FontList.read($0, in: directories) } : nil
        let font = (file ?? FontList.read(entry.regular, in: directories)).flatMap { ShapingFont(file: $0, index: entry.face) }
        loaded[slot] = .some(font)
        return font
    }

    /// The first font of the list that has a glyph for every scalar of
    /// `cluster` that needs one; an emoji cluster tries the emoji font first.
    /// Nil when none has them all.
    func slot(for cluster: some Collection<Unicode.Scalar>, weight: FontWeight) -> Slot? {
        let bold = Self.usesBold(weight)
        let needed = cluster.filter(Self.needsGlyph)
        if needed.isEmpty { return Slot(fallback: nil, bold: bold) }
        func coversAll(_ slot: Slot) -> Bool {
            guard let font = font(slot, weight: weight) else { return false }
            return needed.allSatisfy { font.covers($0.value) }
        }
        if Self.isEmoji(cluster), coversAll(Slot(fallback: FontList.emojiIndex, bold: bold)) {
            return Slot(fallback: FontList.emojiIndex, bold: bold)
        }
        if coversAll(Slot(fallback: nil, bold: bold)) { return Slot(fallback: nil, bold: bold) }
        for index in FontList.fallbacks.indices where coversAll(Slot(fallback: index, bold: bold)) {
            return Slot(fallback: index, bold: bold)
        }
        return nil
    }

    /// Whether a fallback family's bold file stands in for `weight` (the Noto
    /// families here come in regular and bold only): semibold and heavier.
    static func usesBold(_ weight: FontWeight) -> Bool {
        switch weight {
        case .semibold, .bold, .heavy, .black: true
        default: false
        }
    }

    /// Controls and default-ignorable characters (joiners, variation selectors,
    /// bidi marks, zero-width space) draw nothing: no font needs a glyph for them.
    static func needsGlyph(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        return properties.generalCategory != .control && !properties.isDefaultIgnorableCodePoint
    }

    /// A cluster drawn as emoji: emoji presentation by default, or asked for with U+FE0F.
    static func isEmoji(_ cluster: some Collection<Unicode.Scalar>) -> Bool {
        guard let first = cluster.first else { return false }
        if cluster.contains(where: { $0.value == 0xFE0E }) { return false }
        return first.properties.isEmojiPresentation || cluster.contains { $0.value == 0xFE0F }
    }
}
