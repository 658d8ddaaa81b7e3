import ArgumentParser
import Diagnostics
import LayoutIR

/// `--content-size` and `--layout-direction` (Docs/SpecFormat.md#text-dynamic-type-and-layout-direction) of `render`:
/// the one text size and direction it draws at, beside `--device` and
/// `--orientation`. A misspelt word is refused with "did you mean" and the
/// words there are.
struct TextCellOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "Content size category (Dynamic Type): extraSmall … extraExtraExtraLarge, accessibilityMedium … accessibilityExtraExtraExtraLarge. Default: large.",
        valueName: "category"), transform: { try word($0, option: "content size") })
    var contentSize: ContentSizeCategory?

    @Option(name: .long, help: ArgumentHelp("leftToRight or rightToLeft. Default: leftToRight.", valueName: "direction"),
            transform: { try word($0, option: "layout direction") })
    var layoutDirection: LayoutDirection?

    static func word<Word: CaseIterable & RawRepresentable>(_ text: String, option: String) throws -> Word
        where Word.RawValue == String {
        if let word = Word(rawValue: text) { return word }
        let names = Word.allCases.map(\.rawValue)
        throw ValidationError("unknown \(option) '\(text)'" + DidYouMean.hint(for: text, among: names)
            + "; expected one of " + names.joined(separator: ", "))
    }
}

/// `--content-size` and `--layout-direction` of the commands that run a matrix
/// (`compile`, `lint`, `report`, `preview`): each repeatable, each replacing
/// that axis of the configuration's matrix (`contentSizes:`,
/// `layoutDirections:`) and keeping the others.
struct TextAxesOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "Content size category (Dynamic Type): extraSmall … extraExtraExtraLarge, accessibilityMedium … accessibilityExtraExtraExtraLarge; repeat for several. Default: the config's contentSizes, else large.",
        valueName: "category"), transform: { try TextCellOptions.word($0, option: "content size") })
    var contentSize: [ContentSizeCategory] = []

    @Option(name: .long, help: ArgumentHelp(
        "leftToRight or rightToLeft; repeat for both. Default: the config's layoutDirections, else leftToRight.",
        valueName: "direction"), transform: { try TextCellOptions.word($0, option: "layout direction") })
    var layoutDirection: [LayoutDirection] = []
}
