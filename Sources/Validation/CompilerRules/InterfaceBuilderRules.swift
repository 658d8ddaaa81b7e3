import Diagnostics

/// Documentation of the ids the Interface Builder reader reports (its checks
/// live in Sources/InterfaceBuilder). Examples that start with `<` are
/// compiled as `.xib` files.
enum InterfaceBuilderRules {
    static let all: [RuleInfo] = [xmlSyntax, ibNotImported]

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
            (which layoutc does not solve), a baseline taken as the label's top or bottom, a \
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
}
