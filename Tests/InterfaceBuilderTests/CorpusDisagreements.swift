/// The views of the IB corpus beside the repository (`corpus/interface-builder/`;
/// CorpusAnswerKeyTests skips without it) whose stored frame layoutc
/// does not reproduce on the design device as the saving Xcode drew it, each with
/// its cause (Docs/InterfaceBuilder.md#the-answer-key reads each). `CorpusAnswerKeyTests`
/// fails on a disagreement not listed here and on a listed view that agrees.
enum CorpusDisagreements {
    /// Why a view's solved frame is not the stored one.
    enum Cause: String, CaseIterable {
        /// An arranged stack with no arranged views, sized in IB by its own (placeholder)
        /// `height = 40`, kept as IB draws it: layoutc's stack sizes a nested stack by its
        /// arranged views (0), so it and every view below it in the form sit 40 pt higher.
        case emptyStackOwnSize
        /// A freeform (375 × 2000) controller view with a simulated navigation bar: IB
        /// draws the bar, and a scroll view pinned to the top margin starts 44 pt down;
        /// layoutc gives a view that is not screen-sized no bars.
        case freeformSimulatedBar
        /// A vertical stack of two labels in a container whose `height = 400` is weak
        /// (250): UIKit keeps the labels at their own heights (hugging 251), 361.5 in
        /// all; layoutc lets the weak height stretch the nested stack's last label.
        case nestedStackHugging
        /// A stack (alignment top) that its constraints make taller than its
        /// arranged views: UIKit stretches the stack, whose fit across its axis is
        /// weak; layoutc gives the stack its arranged views' lowest hugging (251),
        /// which ties with the label below it (`ambiguous-layout`).
        case stackAcrossHugging
        /// The scene's root is stored at a stale size (414 × 666): IB laid its
        /// subviews out in the 414 × 672 area under the 8 Plus's navigation bar.
        case staleRoot
        /// IB's stored frames do not satisfy the file's required constraints, with
        /// no `misplaced` flag: layoutc's frames are the constraints'.
        case staleFrames
        /// IB flags the view `ambiguous="YES"`: UIKit and layoutc each pick one solution.
        case ambiguousInFile
        /// Required constraints of the file cannot all hold (`unsatisfiable-constraints`):
        /// UIKit and layoutc break different ones.
        case conflictingInFile
        /// A hidden arranged view still sizes its stack across the stack's axis in
        /// UIKit (its alignment constraints stay); layoutc's stack leaves it out.
        case hiddenArrangedAcross
        /// A `fillProportionally` stack of text-sized views with spacing: UIKit's
        /// proportional constraints (`fill-proportionally-spacing`), and the views'
        /// natural sizes are measured text.
        case fillProportionally
        /// The controller's top layout guide at 0 under its bars (opaque bars or
        /// `extendedLayoutIncludesOpaqueBars`), where layoutc takes them as translucent.
        case opaqueBars
    }

    /// (file under the corpus, IB object id, cause), by file and object.
    static let all: [(file: String, object: String, cause: Cause)] = [
        ("duckduckgo-ios/DuckDuckGo/Base.lproj/Bookmarks.storyboard", "rRM-18-dYh", .opaqueBars),
        ("duckduckgo-ios/DuckDuckGo/Base.lproj/DaxOnboarding.storyboard", "OaR-Oy-k45", .ambiguousInFile),
        ("duckduckgo-ios/DuckDuckGo/Base.lproj/DaxOnboarding.storyboard", "rhN-3W-Wva", .ambiguousInFile),
        ("duckduckgo-ios/DuckDuckGo/Base.lproj/Feedback.storyboard", "1mR-xp-efA", .ambiguousInFile),
        ("duckduckgo-ios/DuckDuckGo/Base.lproj/Feedback.storyboard", "4eZ-cg-8pJ", .staleRoot),
        ("duckduckgo-ios/DuckDuckGo/Base.lproj/Feedback.storyboard", "Elk-FL-6tl", .staleRoot),
        ("duckduckgo-ios/DuckDuckGo/Base.lproj/Feedback.storyboard", "Sir-qo-Tef", .staleRoot),
        ("duckduckgo-ios/DuckDuckGo/Base.lproj/Feedback.storyboard", "YJu-FY-Z3R", .staleRoot),
        ("duckduckgo-ios/DuckDuckGo/Base.lproj/Feedback.storyboard", "g3c-oE-fAk", .staleRoot),
        ("duckduckgo-ios/DuckDuckGo/Base.lproj/Feedback.storyboard", "oa0-vA-RI7", .staleRoot),
        ("duckduckgo-ios/DuckDuckGo/Base.lproj/Tab.storyboard", "09V-cw-B4O", .nestedStackHugging),
        ("duckduckgo-ios/DuckDuckGo/Base.lproj/Tab.storyboard", "Cjw-mk-QL3", .nestedStackHugging),
        ("duckduckgo-ios/DuckDuckGo/Base.lproj/Tab.storyboard", "DZ8-qm-cwD", .nestedStackHugging),
        ("duckduckgo-ios/DuckDuckGo/Base.lproj/Tab.storyboard", "Kd4-Oi-JP2", .nestedStackHugging),
        ("duckduckgo-ios/DuckDuckGo/BrowsingMenu/BrowsingMenuViewController.storyboard", "iK5-06-xwx", .conflictingInFile),
        ("duckduckgo-ios/DuckDuckGo/BrowsingMenu/BrowsingMenuViewController.storyboard", "p9P-yx-t6g", .conflictingInFile),
        ("duckduckgo-ios/DuckDuckGo/BrowsingMenu/BrowsingMenuViewController.storyboard", "ssw-57-OlQ", .conflictingInFile),
        ("duckduckgo-ios/DuckDuckGo/Debug.storyboard", "CEs-qD-H1t", .stackAcrossHugging),
        ("duckduckgo-ios/DuckDuckGo/Debug.storyboard", "oIo-bO-bgn", .stackAcrossHugging),
        ("openfoodfacts-ios/Sources/Views/Products/Add/ProductAddViewController.storyboard", "1au-Pu-ZIL", .emptyStackOwnSize),
        ("openfoodfacts-ios/Sources/Views/Products/Add/ProductAddViewController.storyboard", "5N6-mR-h5y", .emptyStackOwnSize),
        ("openfoodfacts-ios/Sources/Views/Products/Add/ProductAddViewController.storyboard", "E3g-n7-3hq", .emptyStackOwnSize),
        ("openfoodfacts-ios/Sources/Views/Products/Add/ProductAddViewController.storyboard", "EDi-6S-CG5", .emptyStackOwnSize),
        ("openfoodfacts-ios/Sources/Views/Products/Add/ProductAddViewController.storyboard", "FHf-6C-3Uw", .emptyStackOwnSize),
        ("openfoodfacts-ios/Sources/Views/Products/Add/ProductAddViewController.storyboard", "HHR-bW-zl0", .emptyStackOwnSize),
        ("openfoodfacts-ios/Sources/Views/Products/Add/ProductAddViewController.storyboard", "LDR-CO-R4S", .emptyStackOwnSize),
        ("openfoodfacts-ios/Sources/Views/Products/Add/ProductAddViewController.storyboard", "NJB-St-aGE", .emptyStackOwnSize),
        ("openfoodfacts-ios/Sources/Views/Products/Add/ProductAddViewController.storyboard", "Ufa-14-PlP", .emptyStackOwnSize),
        ("openfoodfacts-ios/Sources/Views/Products/Add/ProductAddViewController.storyboard", "VpN-nl-ZOe", .emptyStackOwnSize),
        ("openfoodfacts-ios/Sources/Views/Products/Add/ProductAddViewController.storyboard", "a2Q-1A-yHa", .emptyStackOwnSize),
        ("openfoodfacts-ios/Sources/Views/Products/Add/ProductAddViewController.storyboard", "c4K-nu-JBz", .emptyStackOwnSize),
        ("openfoodfacts-ios/Sources/Views/Products/Add/ProductAddViewController.storyboard", "dkq-ii-6Wh", .emptyStackOwnSize),
        ("openfoodfacts-ios/Sources/Views/Products/Add/ProductAddViewController.storyboard", "fIn-7J-yg2", .emptyStackOwnSize),
        ("openfoodfacts-ios/Sources/Views/Products/Add/ProductAddViewController.storyboard", "lZ1-Wl-zBh", .emptyStackOwnSize),
        ("openfoodfacts-ios/Sources/Views/Products/Add/ProductAddViewController.storyboard", "mcz-Dc-5OG", .freeformSimulatedBar),
        ("openfoodfacts-ios/Sources/Views/Products/Add/ProductAddViewController.storyboard", "thj-lP-51G", .emptyStackOwnSize),
        ("openfoodfacts-ios/Sources/Views/Products/Add/ProductAddViewController.storyboard", "zwf-af-22Y", .emptyStackOwnSize),
        ("openfoodfacts-ios/Sources/Views/Products/Detail/Common/IngredientsAnalysisView.xib", "LqK-Dw-exc", .conflictingInFile),
        ("openfoodfacts-ios/Sources/Views/Products/Detail/Common/NutriScoreView.xib", "Taj-VV-NDi", .staleFrames),
        ("openfoodfacts-ios/Sources/Views/Products/Detail/Common/NutriScoreView.xib", "V4x-Ze-ruc", .staleFrames),
        ("openfoodfacts-ios/Sources/Views/Products/Detail/Common/NutriScoreView.xib", "djc-QD-bVB", .staleFrames),
        ("openfoodfacts-ios/Sources/Views/Products/Detail/NutritionTable/NutritionTableHeaderCellController.xib", "NjR-BF-EYx", .hiddenArrangedAcross),
        ("openfoodfacts-ios/Sources/Views/Products/Detail/NutritionTable/NutritionTableHeaderCellController.xib", "fXt-1c-Xma", .hiddenArrangedAcross),
        ("openfoodfacts-ios/Sources/Views/Products/Detail/NutritionTable/NutritionTableHeaderCellController.xib", "rYS-jL-u8r", .hiddenArrangedAcross),
        ("openfoodfacts-ios/Sources/Views/Products/Detail/ProductDetailWebViewTableViewCell.xib", "hdR-3r-BPY", .conflictingInFile),
        ("openfoodfacts-ios/Sources/Views/Products/Detail/Summary/IngredientsAnalysisTableViewCell.xib", "ss3-cQ-4Zi", .ambiguousInFile),
        ("openfoodfacts-ios/Sources/Views/Products/Search/Scanner/ManualBarcodeInputView.xib", "f8L-4U-sdJ", .staleFrames),
        ("openfoodfacts-ios/Sources/Views/Settings/Settings.storyboard", "77v-Sd-FjR", .fillProportionally),
        ("openfoodfacts-ios/Sources/Views/Settings/Settings.storyboard", "FRT-fs-wC1", .fillProportionally),
        ("openfoodfacts-ios/Sources/Views/Settings/Settings.storyboard", "X9E-rk-D54", .fillProportionally),
        ("openfoodfacts-ios/Sources/Views/Settings/Settings.storyboard", "XjX-vL-vzc", .fillProportionally),
        ("openfoodfacts-ios/Sources/Views/Settings/Settings.storyboard", "gNz-Vl-WWI", .fillProportionally),
        ("openfoodfacts-ios/Sources/Views/Settings/Settings.storyboard", "iWp-TU-jOh", .fillProportionally),
    ]

    /// "file object" → cause.
    static var byView: [String: Cause] {
        Dictionary(all.map { ("\($0.file) \($0.object)", $0.cause) }, uniquingKeysWith: { first, _ in first })
    }
}
