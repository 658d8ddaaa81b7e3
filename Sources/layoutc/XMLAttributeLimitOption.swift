import ArgumentParser

/// `--max-xml-attributes`, for every command that reads Interface Builder
/// files (through ``ProjectOptions``, and `import`).
struct XMLAttributeLimitOption: ParsableArguments {
    @Option(name: .customLong("max-xml-attributes"), parsing: .unconditional, help: ArgumentHelp(
        "Most attributes one element of a .xib or .storyboard may have (default: the config's limits.maxXMLAttributes, else 256).",
        valueName: "n"))
    var maxXMLAttributes: Int?

    func validate() throws {
        if let maxXMLAttributes, maxXMLAttributes < 1 {
            throw ValidationError("--max-xml-attributes must be at least 1, not \(maxXMLAttributes)")
        }
    }
}
