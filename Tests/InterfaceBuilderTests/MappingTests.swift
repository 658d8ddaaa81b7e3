import Diagnostics
import LayoutIR
import XCTest

@testable import InterfaceBuilder

/// What becomes what (Docs/InterfaceBuilder.md), on the small files in `Fixtures`.
final class MappingTests: XCTestCase {
    private func read(_ text: String, file: String = "Profile.xib",
                      target: (Device, Orientation)? = nil) -> InterfaceBuilderReadResult {
        InterfaceBuilderReader.read(Array(text.utf8), file: file,
                                    target: target.map { (device: $0.0, orientation: $0.1) })
    }

    func testViewsKindsIDsAndProvenance() throws {
        let result = read(Fixtures.screen)
        XCTAssertEqual(result.diagnostics, [])
        let imported = try XCTUnwrap(result.screens.first)
        XCTAssertEqual(result.screens.count, 1)
        XCTAssertEqual(imported.name, "ProfileViewController")
        let screen = imported.screen
        XCTAssertEqual(screen.source, ScreenSource(file: "Profile.xib", object: "top"))
        XCTAssertEqual(screen.deviceID, "iphone-se-3")
        XCTAssertEqual(screen.orientation, .portrait)
        XCTAssertEqual(screen.bars, [.status])
        XCTAssertEqual(screen.views.map(\.id), ["view", "titleLabel", "header", "img", "sw", "stk", "b1"])
        XCTAssertEqual(screen.views.map(\.source), ["top", "lbl", "hdr", "img", "sw", "stk", "b1"])
        XCTAssertEqual(screen.views.map(\.kind), [.view, .label, .view, .image, .view, .stack, .button])
        XCTAssertEqual(screen.views.map(\.path), ["root", "root/children/0", "root/children/1", "root/children/2",
                                                  "root/children/3", "root/children/4", "root/children/4/children/0"])
        XCTAssertEqual(screen.views[0].children, [1, 2, 3, 4, 5])
        XCTAssertEqual(imported.stored[4].viewClass, "switch")
        XCTAssertNil(imported.stored[1].viewClass)
    }

    func testAttributesAndIntrinsicSizes() throws {
        let views = try XCTUnwrap(read(Fixtures.screen).screens.first).screen.views
        XCTAssertEqual(views[1].attributes.fontSize, 17)
        XCTAssertEqual(views[1].attributes.intrinsicSize, Size(width: 42.5, height: 20.5))
        XCTAssertEqual(views[2].alpha, 0.5)
        XCTAssertTrue(views[2].clipsToBounds)
        XCTAssertTrue(views[3].hidden)
        XCTAssertEqual(views[3].interactiveOverride, false)
        XCTAssertEqual(views[3].attributes.contentMode, .aspectFit)
        XCTAssertEqual(views[3].attributes.imageSize, Size(width: 24, height: 20))
        XCTAssertEqual(views[3].attributes.intrinsicSize, Size(width: 50, height: 50))
        XCTAssertEqual(views[4].interactiveOverride, true)
        // A switch's 51 × 31 frame is its 49 × 31 alignment rect and 2 pt at the trailing side.
        XCTAssertEqual(views[4].attributes.intrinsicSize, Size(width: 49, height: 31))
        XCTAssertEqual(views[4].alignmentRectInsets, Insets(top: 0, left: 0, bottom: 0, right: 2))
        XCTAssertEqual(views[5].stackSpec, StackSpec(axis: .vertical, distribution: .fillEqually, alignment: .center, spacing: 4,
                                                  prioritiesFromArrangedViews: true))
        // The arranged button's own height constraint is its intrinsic height, at 1000 along the stack's axis.
        XCTAssertEqual(views[6].attributes.intrinsicSize, Size(width: 60, height: 48))
        XCTAssertEqual(views[6].arranged.hugging(vertical: true), 1000)
        XCTAssertEqual(views[6].arranged.compressionResistance(vertical: true), 1000)
        XCTAssertEqual(views[6].arranged.hugging(vertical: false), 250)
        XCTAssertEqual(views[6].arranged.compressionResistance(vertical: false), 750)
        // A label's priorities per axis, where they are not its defaults (251 and 750).
        XCTAssertEqual(views[1].arranged.hugging(vertical: false), 251)
        XCTAssertEqual(views[1].arranged.hugging(vertical: true), 250)
        XCTAssertEqual(views[1].arranged.compressionResistance(vertical: true), 800)
        XCTAssertEqual(views[1].arranged.compressionResistance(vertical: false), 750)
    }

    func testPrioritiesAreKeptPerAxis() throws {
        let stored = try XCTUnwrap(read(Fixtures.screen).screens.first).stored
        XCTAssertEqual(stored[1].hugging.horizontal, 251)
        XCTAssertEqual(stored[1].hugging.vertical, 250)
        XCTAssertEqual(stored[1].compressionResistance.vertical, 800)
        XCTAssertTrue(stored[1].byConstraints)
        XCTAssertFalse(stored[2].byConstraints)
    }

    func testAutoresizingMasksBecomePlace() throws {
        let views = try XCTUnwrap(read(Fixtures.screen).screens.first).screen.views
        // Flexible left and right margins, fixed width: the margins share a change (AutoresizingShareTests),
        // by constraints; top and height pinned.
        XCTAssertEqual(views[2].positioning, .fill)
        XCTAssertEqual(try XCTUnwrap(read(Fixtures.screen).screens.first).screen.constraints.filter { $0.owner == 2 }
                        .map(\.text), ["header.left = 0.5 * view.right - 177.5", "header.width = 355",
                                        "header.top = view.top + 100", "header.height = 50"])
        // Flexible width and top margin: left and right pinned; bottom and height pinned.
        XCTAssertEqual(views[3].positioning, .place(horizontal: AxisPins(leading: .points(0), trailing: .points(325)),
                                                    vertical: AxisPins(trailing: .points(0), size: .points(50))))
        // Laid out by constraints: no placement of its own.
        XCTAssertEqual(views[1].positioning, .fill)
    }

    func testAutoresizingPinsOnEveryCombination() {
        // origin 20, length 60, parent 200, trailing margin 120. (Two flexible parts are
        // laid out by constraints: AutoresizingShareTests.)
        func pins(_ l: Bool, _ s: Bool, _ t: Bool) -> AxisPins {
            InterfaceBuilderTestHooks.pins(origin: 20, length: 60, parent: 200, flexibleLeading: l, flexibleSize: s,
                                           flexibleTrailing: t)
        }
        XCTAssertEqual(pins(false, false, false), AxisPins(leading: .points(20), size: .points(60)))
        XCTAssertEqual(pins(false, false, true), AxisPins(leading: .points(20), size: .points(60)))
        XCTAssertEqual(pins(true, false, false), AxisPins(trailing: .points(120), size: .points(60)))
        XCTAssertEqual(pins(false, true, false), AxisPins(leading: .points(20), trailing: .points(120)))
        // All three flexible: each part grows with the parent, 10 % and 60 % of it.
        XCTAssertEqual(pins(true, true, true), AxisPins(leading: .percent(10), trailing: .percent(60)))
    }

    func testConstraints() throws {
        let imported = try XCTUnwrap(read(Fixtures.screen).screens.first)
        // The file's constraints (the header's autoresizing ones follow, without ids).
        let constraints = imported.screen.constraints.filter { $0.id != nil }
        XCTAssertEqual(constraints.map(\.id), ["c1", "c2", "c3", "c4", "c7"])
        XCTAssertEqual(constraints[0], LayoutConstraint(
            first: ConstraintAnchor(view: 1, attribute: .leading), relation: .equal,
            second: ConstraintAnchor(view: 0, guide: .safeArea, attribute: .leading), constant: 16, id: "c1",
            owner: 0, ordinal: 0, location: SourceLocation(line: 45, column: 18),
            text: "titleLabel.leading = view.safeArea.leading + 16"))
        XCTAssertEqual(constraints[2].text, "sw.width >= 2 * titleLabel.width - 4 @750")
        // Symbolic: the stored constant is kept; a margin attribute is the margins guide's attribute.
        XCTAssertEqual(constraints[1].second, ConstraintAnchor(view: 0, guide: .margins, attribute: .top))
        XCTAssertEqual(constraints[1].constant, 8)
        XCTAssertEqual(constraints[2].relation, .greaterThanOrEqual)
        XCTAssertEqual(constraints[2].multiplier, 2)
        XCTAssertEqual(constraints[2].constant, -4)
        XCTAssertEqual(constraints[2].priority, 750)
        XCTAssertEqual(constraints[3].second, ConstraintAnchor(view: 1, attribute: .bottom))
        // Absent first item: the owning view. `trailing = sw.trailing + 14` on the root is
        // the switch's, written with it first (the same equation): sw.trailing = view.trailing − 14.
        XCTAssertEqual(constraints[4].first, ConstraintAnchor(view: 4, attribute: .trailing))
        XCTAssertEqual(constraints[4].second, ConstraintAnchor(view: 0, attribute: .trailing))
        XCTAssertEqual(constraints[4].constant, -14)
        XCTAssertEqual(constraints.map(\.ordinal), [0, 1, 2, 3, 4])
        XCTAssertEqual(imported.sourceMap.range(forView: 0, key: "constraints[2]")?.start, SourceLocation(line: 47, column: 18))
    }

    func testWhatIsNotImportedIsANoteAtItsElement() throws {
        let imported = try XCTUnwrap(read(Fixtures.screen).screens.first)
        let notes = imported.diagnostics.sorted { ($0.range?.start.line ?? 0) < ($1.range?.start.line ?? 0) }
        XCTAssertEqual(notes.map(\.rule), [.ibNotImported, .ibNotImported, .ibNotImported, .ibNotImported])
        XCTAssertEqual(notes.map(\.severity), [.note, .note, .note, .note])
        XCTAssertEqual(notes.map { $0.range?.start.line }, [37, 48, 49, 50])
        XCTAssertTrue(notes[0].message.contains("arranged view"), notes[0].message)
        XCTAssertTrue(notes[1].message.contains("baseline"), notes[1].message)
        // A placeholder constraint is removed, as at build time, and says the nib may be ambiguous.
        XCTAssertTrue(notes[2].message.contains("'c5' is a placeholder") && notes[2].message.contains("ambiguous"),
                      notes[2].message)
        XCTAssertTrue(notes[3].message.contains("'nowhere'"), notes[3].message)
        // At the secondItem attribute that names it.
        XCTAssertEqual(notes[3].range?.start.column, 70)
    }

    /// Read as saved (the answer key, `import`), a placeholder constraint stays: IB
    /// drew the canvas, and stored its frames, with it. `sw.leading = lbl.trailing`.
    func testAPlaceholderConstraintStaysWhenTheFileIsReadAsSaved() throws {
        let built = try XCTUnwrap(read(Fixtures.screen).screens.first)
        let saved = try XCTUnwrap(InterfaceBuilderReader.read(Array(Fixtures.screen.utf8), file: "Profile.xib",
                                                              asSaved: true).screens.first)
        XCTAssertEqual(saved.screen.constraints.count, built.screen.constraints.count + 1)
        let kept = try XCTUnwrap(saved.screen.constraints.first { $0.id == "c5" })
        XCTAssertEqual(kept.first.attribute, .leading)
        XCTAssertEqual(kept.second?.attribute, .trailing)
        let note = try XCTUnwrap(saved.diagnostics.first { $0.message.contains("'c5' is a placeholder") })
        XCTAssertTrue(note.message.contains("kept here as Interface Builder draws the file"), note.message)
    }

    func testSizeClassVariationsFollowTheTarget() throws {
        let pad = try XCTUnwrap(DeviceCatalog.device(id: "ipad-pro-11"))
        let onPad = try XCTUnwrap(read(Fixtures.screen, target: (pad, .portrait)).screens.first)
        XCTAssertEqual(onPad.screen.constraints.compactMap(\.id), ["c1", "c2", "c3", "c4", "c7", "c8"])
        // The Max phones are compact width in portrait and regular width in landscape.
        let max = try XCTUnwrap(DeviceCatalog.device(id: "iphone-15-pro-max"))
        XCTAssertEqual(read(Fixtures.screen, target: (max, .portrait)).screens.first?.screen.constraints.compactMap(\.id).count, 5)
        XCTAssertEqual(read(Fixtures.screen, target: (max, .landscape)).screens.first?.screen.constraints.compactMap(\.id).count, 6)
    }

    func testCellsAndViewsThatAreNotScreenSized() throws {
        let result = read(Fixtures.cells, file: "Tags/TagCell.xib")
        XCTAssertEqual(result.screens.map(\.name), ["TagCell-cell", "TagCell-badge"])
        let cell = result.screens[0].screen
        XCTAssertEqual(cell.deviceID, "iphone-11")
        XCTAssertEqual(cell.bars, [])
        XCTAssertEqual(cell.views.map(\.kind), [.view, .cell, .label])
        XCTAssertNil(cell.views[0].source)
        XCTAssertEqual(cell.views[1].positioning, .place(horizontal: AxisPins(leading: .points(0), size: .percent(100)),
                                                         vertical: AxisPins(leading: .points(0), size: .points(44))))
        XCTAssertEqual(cell.constraints.map(\.second), [ConstraintAnchor(view: 1, guide: .margins, attribute: .leading)])
        XCTAssertEqual(cell.constraints.map(\.owner), [1])
        let badge = result.screens[1].screen
        XCTAssertEqual(badge.views[1].positioning, .place(horizontal: AxisPins(leading: .points(0), size: .points(80)),
                                                          vertical: AxisPins(leading: .points(0), size: .points(30))))
    }

    func testStoryboardScenesAndTheirBars() {
        let result = read(Fixtures.storyboard, file: "Main.storyboard")
        XCTAssertEqual(result.diagnostics, [])
        XCTAssertEqual(result.screens.map(\.name), ["List", "DetailViewController", "Popup", "plain"])
        XCTAssertEqual(result.screens.map(\.screen.bars), [[.status, .navigation, .tab], [.status, .navigation, .tab],
                                                           [], [.status, .navigation]])
        XCTAssertEqual(result.screens.map(\.screen.deviceID), Array(repeating: "iphone-15-pro", count: 4))
        XCTAssertEqual(result.screens.map(\.screen.source?.object), ["list", "detail", "free", "plain"])
        XCTAssertEqual(result.screens[2].screen.views.count, 2)
    }

    /// `retina6_12` is the 393 × 852 iPhone 15 where the file stores that size, the
    /// 390 × 844 iPhone 12–14 where it stores this one (Xcode 14 and earlier).
    func testRetina612IsChosenByTheStoredSize() {
        let older = Fixtures.storyboard.replacingOccurrences(of: "width=\"393\" height=\"852\"",
                                                             with: "width=\"390\" height=\"844\"")
        let result = read(older, file: "Main.storyboard")
        XCTAssertEqual(result.screens.map(\.screen.deviceID), Array(repeating: "iphone-14", count: 4))
        // The scenes are screen-sized there, so they keep their bars.
        XCTAssertEqual(result.screens[0].screen.bars, [.status, .navigation, .tab])
    }

    /// An unknown design device: a custom device of the top view's size, with a
    /// note at the top view (RoundTwoTests has the frames on it).
    func testUnknownDesignDeviceIsANote() {
        let text = Fixtures.screen.replacingOccurrences(of: "retina4_7", with: "retina9_9")
        let result = read(text)
        XCTAssertEqual(result.diagnostics, [])
        let notes = result.screens.first?.diagnostics.filter { $0.message.contains("retina9_9") } ?? []
        XCTAssertEqual(notes.map(\.rule), [.ibNotImported])
        XCTAssertEqual(notes.first?.range?.start.line, 11)
        XCTAssertEqual(result.screens.first?.screen.deviceID, "ib-retina9_9-375x667")
    }

    func testNotAnInterfaceBuilderDocument() {
        let result = read("<plist version=\"1.0\"><dict/></plist>")
        XCTAssertEqual(result.screens.count, 0)
        XCTAssertEqual(result.diagnostics.map(\.rule), [.xmlSyntax])
    }

    func testMultipliers() {
        XCTAssertEqual(InterfaceBuilderTestHooks.multiplier("2:1"), 2)
        XCTAssertEqual(InterfaceBuilderTestHooks.multiplier("1:2"), 0.5)
        XCTAssertEqual(InterfaceBuilderTestHooks.multiplier("0.75"), 0.75)
        // Onboarding.storyboard's `subheader.height = 2/3 × header.height`.
        XCTAssertEqual(InterfaceBuilderTestHooks.multiplier("2/3"), 2.0 / 3.0)
        XCTAssertNil(InterfaceBuilderTestHooks.multiplier("2/0"))
        XCTAssertNil(InterfaceBuilderTestHooks.multiplier("1:2/3"))
        XCTAssertEqual(InterfaceBuilderTestHooks.multiplier(nil), 1)
        XCTAssertNil(InterfaceBuilderTestHooks.multiplier("1:0"))
        XCTAssertNil(InterfaceBuilderTestHooks.multiplier("x"))
    }
}
