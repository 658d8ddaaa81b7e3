import Diagnostics

/// Documentation of the ids the Interface Builder reader reports (its checks
/// live in Sources/InterfaceBuilder). Examples that start with `<` are
/// compiled as `.xib` files.
enum InterfaceBuilderRules {
    static let all: [RuleInfo] = [xmlSyntax, ibNotImported, misplacedView, hiddenViewNotChecked]

    static func xib(_ subviews: String, constraints: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" useAutolayout="YES">
            <device id="retina4_7" orientation="portrait"/>
            <objects>
                <view contentMode="scaleToFill" id="top">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
        \(subviews)
                    </subviews>
                    <constraints>
        \(constraints)
                    </constraints>
                </view>
            </objects>
        </document>
        """
    }

    static let button = """
                        <button translatesAutoresizingMaskIntoConstraints="NO" id="buy">
                            <rect key="frame" x="16" y="100" width="120" height="44"/>
                        </button>
        """

    static let xmlSyntax = RuleInfo(
        id: .xmlSyntax, defaultSeverity: .error,
        summary: "an Interface Builder file is not well-formed XML, or not an IB document",
        rationale: """
            The file cannot be read past an XML error (an unclosed tag, an unquoted attribute, a stray '&'), \
            so none of its screens is compiled. A document type declaration is refused too: an Interface \
            Builder file never has one, and its entities could expand without bound or read other files. \
            Xcode rewrites a file it can open; restore the file from version control or fix it at the position given.
            """,
        origin: .reader,
        triggering: [RuleInfo.Example("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <view id="top">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                </objects>↓
            </document>
            """)],
        nonTriggering: [RuleInfo.Example(xib(button))])

    static let ibNotImported = RuleInfo(
        id: .ibNotImported, defaultSeverity: .note,
        summary: "something an Interface Builder file says that the import cannot express",
        rationale: """
            The import never drops part of a file silently: a constraint on a stack's arranged view \
            (which spec-format 3.3 does not solve), a baseline taken as the label's top or bottom, a \
            custom layout guide, a design device the catalog lacks, each gets a note at its element. \
            The frames may then differ from the app's; give the view an intrinsic size or move the \
            constraint to a view the importer reads.
            """,
        origin: .reader,
        triggering: [RuleInfo.Example(xib("""
                        <label translatesAutoresizingMaskIntoConstraints="NO" id="title">
                            <rect key="frame" x="16" y="40" width="100" height="21"/>
                        </label>
        """ + button, constraints: """
                        <↓constraint firstItem="buy" firstAttribute="top" secondItem="title" secondAttribute="baseline" constant="8" id="c1"/>
        """))],
        nonTriggering: [RuleInfo.Example(xib(button))])

    /// A button pinned 20 pt from the leading edge, its frame stored `at` x.
    static func pinnedButton(storedAt x: String, marked: Bool) -> String {
        xib("""
                        <button translatesAutoresizingMaskIntoConstraints="NO" id="buy">
                            <\(marked ? "↓" : "")rect key="frame" x="\(x)" y="100" width="120" height="44"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="120" id="w1"/>
                                <constraint firstAttribute="height" constant="44" id="h1"/>
                            </constraints>
                        </button>
        """, constraints: """
                        <constraint firstItem="buy" firstAttribute="leading" secondItem="top" secondAttribute="leading" constant="20" id="c1"/>
                        <constraint firstItem="buy" firstAttribute="top" secondItem="top" secondAttribute="top" constant="100" id="c2"/>
        """)
    }

    static let misplacedView = RuleInfo(
        id: .misplacedView, defaultSeverity: .note,
        summary: "a view's frame stored in an Interface Builder file is not where its constraints place it",
        rationale: """
            Interface Builder stores each view's frame as the canvas shows it, and Xcode calls a view whose \
            stored frame differs from the one its constraints give a misplaced view: the canvas then shows \
            something the app will not. layoutc solves every screen on the file's design device and \
            compares each view's stored frame with the solved one, within half a point on every edge (a \
            top-level view by its size). When layoutc reads the file as UIKit does, the file is stale: in \
            Xcode select the view and choose Editor ▸ Update Frames (⌥⌘=), or change the constraints if \
            the stored frame is the one meant. When it does not (`layoutc ib-agreement` lists the views it \
            disagrees on, and Docs/InterfaceBuilder.md the known causes), the note is layoutc's: turn the \
            rule off or suppress the object in `.layoutc.yml`. Hidden views in a stack are not compared \
            (IB stores them at full size). A note by default; lint's text reporter shows one per file \
            unless given --verbose.
            """,
        origin: .solver,
        triggering: [RuleInfo.Example(pinnedButton(storedAt: "16", marked: true))],
        nonTriggering: [RuleInfo.Example(pinnedButton(storedAt: "20", marked: false))])

    static let hiddenViewNotChecked = RuleInfo(
        id: .hiddenViewNotChecked, defaultSeverity: .note,
        summary: "an interactive view hidden in an Interface Builder file, whose hit target is not checked",
        rationale: """
            UIKit's hit testing skips hidden views, and so do layoutc's hit-area rules \
            (hit-target-too-small, hit-area-covered, hit-area-outside-parent, outside-safe-area). A control \
            hidden in a file is mostly shown by code later, at the size and place the layout gives it then, \
            which the file does not say: a hidden arranged view has no length in its stack at all. So \
            layoutc does not check it as if shown, and says so with this note, at the view's `hidden` \
            attribute (or, inside a hidden view, at the view): check that state on its own, in a copy of \
            the file with the view shown or in a spec of it. A note by default; lint's text reporter shows \
            one per file unless given --verbose.
            """,
        origin: .validation,
        triggering: [RuleInfo.Example(xib("""
                        <button ↓hidden="YES" translatesAutoresizingMaskIntoConstraints="NO" id="retry">
                            <rect key="frame" x="16" y="200" width="120" height="44"/>
                        </button>
                        <view hidden="YES" contentMode="scaleToFill" id="errorBox">
                            <rect key="frame" x="16" y="300" width="200" height="60"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                            <subviews>
                                <↓button contentMode="scaleToFill" id="dismiss">
                                    <rect key="frame" x="0.0" y="0.0" width="44" height="44"/>
                                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                </button>
                            </subviews>
                        </view>
        """, constraints: """
                        <constraint firstItem="retry" firstAttribute="leading" secondItem="top" secondAttribute="leading" constant="16" id="r1"/>
                        <constraint firstItem="retry" firstAttribute="top" secondItem="top" secondAttribute="top" constant="200" id="r2"/>
                        <constraint firstItem="retry" firstAttribute="width" constant="120" id="r3"/>
                        <constraint firstItem="retry" firstAttribute="height" constant="44" id="r4"/>
        """))],
        nonTriggering: [RuleInfo.Example(xib(button))])
}
