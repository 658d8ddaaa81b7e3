import Foundation
import LayoutIR

/// The fixed list of fonts text is measured with (Docs/SpecFormat.md#text):
/// Inter, the stand-in for SF Pro, then open Noto fonts for what Inter lacks,
/// in a fixed order. Only these files are read, from a fixed list of folders,
/// so a measurement never depends on the other fonts a machine has (no
/// fontconfig). A character none of them covers is not measured.
enum FontList {
    /// One fallback font: its file for regular text and, when the family has
    /// one, for text at semibold and heavier; the face in a collection.
    struct Fallback: Sendable {
        let regular: String
        let bold: String?
        var face = 0
    }

    /// Where the files are looked for when `LAYOUTC_FONT_DIR` is not set:
    /// Debian's fonts-inter and fonts-noto-core, -ui-core, -cjk and -color-emoji.
    static let systemDirectories = [
        "/usr/share/fonts/opentype/inter", "/usr/share/fonts/truetype/noto", "/usr/share/fonts/opentype/noto",
    ]

    /// Inter's file of each weight: UIKit's nine on Inter's nine (ultraLight is 100, Inter's Thin).
    static let interFiles: [FontWeight: String] = [
        .ultraLight: "Inter-Thin.otf", .thin: "Inter-ExtraLight.otf", .light: "Inter-Light.otf",
        .regular: "Inter-Regular.otf", .medium: "Inter-Medium.otf", .semibold: "Inter-SemiBold.otf",
        .bold: "Inter-Bold.otf", .heavy: "Inter-ExtraBold.otf", .black: "Inter-Black.otf",
    ]

    /// After Inter, in this order: the first font with a glyph for every
    /// character of a grapheme cluster measures it. Scripts first (the "UI"
    /// cut where Noto has one: its ascenders and descenders fit a Latin UI
    /// line, as a system font's fallback must), then the Latin, Greek and
    /// Cyrillic Inter lacks, CJK, emoji, symbols.
    static let fallbacks: [Fallback] = [
        noto("ArabicUI"), noto("Hebrew"), noto("ThaiUI"), noto("DevanagariUI"), noto("BengaliUI"), noto("TamilUI"),
        noto("TeluguUI"), noto("KannadaUI"), noto("MalayalamUI"), noto("GujaratiUI"), noto("GurmukhiUI"),
        noto("OriyaUI"), noto("SinhalaUI"), noto("KhmerUI"), noto("LaoUI"), noto("MyanmarUI"), noto("Georgian"),
        noto("Armenian"), noto("Ethiopic"), Fallback(regular: "NotoSans-Regular.ttf", bold: "NotoSans-Bold.ttf"),
        // The Japanese face of the collection: its ideographs and kana are as wide as the others'.
        Fallback(regular: "NotoSansCJK-Regular.ttc", bold: "NotoSansCJK-Bold.ttc", face: 0),
        Fallback(regular: "NotoColorEmoji.ttf", bold: nil),
        noto("Symbols"), Fallback(regular: "NotoSansSymbols2-Regular.ttf", bold: nil),
        Fallback(regular: "NotoSansMath-Regular.ttf", bold: nil),
    ]

    /// The index in ``fallbacks`` of the emoji font, tried first for a cluster shown as emoji.
    static let emojiIndex = fallbacks.firstIndex { $0.regular == "NotoColorEmoji.ttf" }!

    private static func noto(_ script: String) -> Fallback {
        Fallback(regular: "NotoSans\(script)-Regular.ttf", bold: "NotoSans\(script)-Bold.ttf")
    }

    /// The folders to look in: `LAYOUTC_FONT_DIR` (folders separated by `:`), else ``systemDirectories``.
    static func directories(environment: [String: String] = ProcessInfo.processInfo.environment) -> [String] {
        guard let given = environment["LAYOUTC_FONT_DIR"], !given.isEmpty else { return systemDirectories }
        return given.split(separator: ":").map(String.init)
    }

    /// The first of `directories` holding a regular file called `name`, read; nil when none does.
    static func read(_ name: String, in directories: [String]) -> FontFile? {
        for directory in directories {
            if let file = FontFile(path: directory + "/" + name) { return file }
        }
        return nil
    }
}
