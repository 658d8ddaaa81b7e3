/// UIKit's names for what the spec format calls otherwise, so a mistake made
/// by someone who knows UIKit gets the right suggestion (edit distance alone
/// offers `lineSpacing` for `itemSpacing` and nothing for `subviews`).
enum UIKitNames {
    /// A key written with UIKit's (or the other container's) name → ours, in
    /// the order tried: the first the object has is suggested.
    private static let keys: [String: [String]] = [
        "minimumLineSpacing": ["lineSpacing", "spacing"],
        "minimumInteritemSpacing": ["interitemSpacing", "spacing"],
        "itemSpacing": ["interitemSpacing", "spacing"],
        "interitemSpacing": ["spacing"],
        "lineSpacing": ["spacing"],
        "scrollDirection": ["direction"],
        "subviews": ["children"],
        "arrangedSubviews": ["children"],
        // A flow's is `align`, a stack's `alignment`.
        "alignment": ["align"],
        "align": ["alignment"],
        "isHidden": ["hidden"],
        "isUserInteractionEnabled": ["interactive"],
    ]

    /// `; did you mean 'ours'?` for a UIKit name of a key the object has.
    static func keyHint(for name: String, among candidates: [String]) -> String? {
        guard let ours = keys[name]?.first(where: candidates.contains) else { return nil }
        return "; did you mean '\(ours)'?"
    }

    /// UIKit classes and controls the format has no kind of, and what to write.
    private static let kinds: [String: String] = [
        "switch": "a UISwitch takes touches at a fixed 51 × 31 pt: use kind: button with intrinsicSize: [51, 31]",
        "toggle": "a UISwitch takes touches at a fixed 51 × 31 pt: use kind: button with intrinsicSize: [51, 31]",
        "slider": "a UISlider is a control: use kind: button with its size",
        "segmentedControl": "a UISegmentedControl is a control: use kind: button with its size",
        "stepper": "a UIStepper is a control of 94 × 32 pt: use kind: button with intrinsicSize: [94, 32]",
        "imageView": "did you mean 'image'?",
        "scrollView": "did you mean 'scroll'?",
        "collectionView": "did you mean 'collection'?",
        "tableView": "did you mean 'table'?",
        "stackView": "did you mean 'stack'?",
    ]

    /// Advice for a `kind:` the format has not: a UIKit class name
    /// (`UILabel`, `UIImageView`) gives our kind, a control its stand-in.
    static func kindAdvice(for word: String, among kinds: [String]) -> String? {
        if let advice = Self.kinds[word] { return "; " + advice }
        guard word.hasPrefix("UI"), word.count > 2 else { return nil }
        var bare = String(word.dropFirst(2))
        bare = bare.prefix(1).lowercased() + bare.dropFirst()
        if kinds.contains(bare) { return "; did you mean '\(bare)'?" }
        if let advice = Self.kinds[bare] { return "; " + advice }
        for suffix in ["ViewCell", "Cell"] where bare.hasSuffix(suffix) { return "; did you mean 'cell'?" }
        return nil
    }
}
