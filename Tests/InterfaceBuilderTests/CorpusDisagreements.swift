/// The views of the IB corpus beside the repository (`corpus/interface-builder/`;
/// CorpusAnswerKeyTests skips without it) whose stored frame layoutc
/// does not reproduce on the design device as the saving Xcode drew it, each with
/// its cause (Docs/InterfaceBuilder.md#the-answer-key reads each). `CorpusAnswerKeyTests`
/// fails on a disagreement not listed here and on a listed view that agrees.
enum CorpusDisagreements {
    /// Why a view's solved frame is not the stored one.
    enum Cause: String, CaseIterable {
        /// IB's stored frames do not satisfy the file's required constraints, with
        /// no `misplaced` flag: layoutc's frames are the constraints'.
        case staleFrames
        /// IB flags the view `ambiguous="YES"`: UIKit and layoutc each pick one solution.
        case ambiguousInFile
        /// Required constraints of the file cannot all hold (`unsatisfiable-constraints`):
        /// UIKit and layoutc break different ones.
        case conflictingInFile
        /// A `fillProportionally` stack whose stored frames are not one layout: a plain
        /// arranged view stored 50 tall against its own required `height = 76`, while
        /// the stack inside it, pinned to its top and bottom, is stored 76 tall. UIKit's
        /// proportions come from the views' current sizes where they have no intrinsic
        /// size, so IB's drawing depends on the layout before it; layoutc keeps the 76.
        case fillProportionally
    }

    /// (file under the corpus, IB object id, cause), by file and object.
    static let all: [(file: String, object: String, cause: Cause)] = [
        ("duckduckgo-ios/DuckDuckGo/Base.lproj/DaxOnboarding.storyboard", "OaR-Oy-k45", .ambiguousInFile),
        ("duckduckgo-ios/DuckDuckGo/Base.lproj/DaxOnboarding.storyboard", "rhN-3W-Wva", .ambiguousInFile),
        ("duckduckgo-ios/DuckDuckGo/Base.lproj/Feedback.storyboard", "1mR-xp-efA", .ambiguousInFile),
        ("openfoodfacts-ios/Sources/Views/Products/Detail/Common/IngredientsAnalysisView.xib", "LqK-Dw-exc", .conflictingInFile),
        ("openfoodfacts-ios/Sources/Views/Products/Detail/Common/NutriScoreView.xib", "Taj-VV-NDi", .staleFrames),
        ("openfoodfacts-ios/Sources/Views/Products/Detail/Common/NutriScoreView.xib", "V4x-Ze-ruc", .staleFrames),
        ("openfoodfacts-ios/Sources/Views/Products/Detail/Common/NutriScoreView.xib", "djc-QD-bVB", .staleFrames),
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
