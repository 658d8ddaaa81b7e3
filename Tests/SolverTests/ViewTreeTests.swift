import LayoutIR
import XCTest

/// `ViewTree` and `ConstraintSemantics`, the walks and constraint meanings the
/// reader, the IB mapping and the solver share, on a tree drawn by hand:
///
///     0 root
///     ├─ 1 scroll
///     │  └─ 2 content
///     │     ├─ 3 title
///     │     └─ 4 body
///     └─ 5 table
///        └─ 6 cell
final class ViewTreeTests: XCTestCase {
    private let views: [ViewSpec] = [
        ViewSpec(path: "root"),
        ViewSpec(id: "scroll", path: "root/children/0", kind: .scroll, parent: 0),
        ViewSpec(id: "content", path: "root/children/0/children/0", parent: 1),
        ViewSpec(id: "title", path: "root/children/0/children/0/children/0", kind: .label, parent: 2),
        ViewSpec(id: "body", path: "root/children/0/children/0/children/1", kind: .label, parent: 2),
        ViewSpec(id: "table", path: "root/children/1", kind: .table, parent: 0),
        ViewSpec(id: "cell", path: "root/children/1/children/0", kind: .cell, parent: 5),
    ]

    func testDepthAndContainment() {
        XCTAssertEqual([0, 1, 2, 3, 3, 1, 2], views.indices.map { ViewTree.depth(of: $0, in: views) })
        XCTAssertTrue(ViewTree.isInside(3, 1, in: views))
        XCTAssertTrue(ViewTree.isInside(3, 3, in: views))
        XCTAssertFalse(ViewTree.isInside(1, 3, in: views))
        XCTAssertFalse(ViewTree.isInside(6, 1, in: views))
    }

    func testCommonAncestor() {
        XCTAssertEqual(ViewTree.commonAncestor(3, 4, in: views), 2)   // siblings: their parent
        XCTAssertEqual(ViewTree.commonAncestor(3, 6, in: views), 0)   // different depths: the root
        XCTAssertEqual(ViewTree.commonAncestor(1, 4, in: views), 1)   // one holds the other: that one
        XCTAssertEqual(ViewTree.commonAncestor(4, 4, in: views), 4)
    }

    func testTheViewAConstraintIsMeasuredIn() {
        let siblings = LayoutConstraint(first: ConstraintAnchor(view: 3, attribute: .leading), relation: .equal,
                                        second: ConstraintAnchor(view: 4, attribute: .trailing), owner: 3, ordinal: 0)
        XCTAssertEqual(ConstraintSemantics.top(of: siblings, in: views), 2)
        let constant = LayoutConstraint(first: ConstraintAnchor(view: 3, attribute: .width), relation: .equal, second: nil, owner: 3, ordinal: 0)
        XCTAssertEqual(ConstraintSemantics.top(of: constant, in: views), 2)   // a size against a constant: the superview
        let across = LayoutConstraint(first: ConstraintAnchor(view: 6, attribute: .top), relation: .equal,
                                      second: ConstraintAnchor(view: 2, attribute: .top), owner: 3, ordinal: 0)
        XCTAssertEqual(ConstraintSemantics.top(of: across, in: views), 0)
    }

    func testTheFirstLeadingOrTrailingAnchorDecidesTheDirection() {
        let plain = LayoutConstraint(first: ConstraintAnchor(view: 3, attribute: .left), relation: .equal,
                                     second: ConstraintAnchor(view: 2, attribute: .left), owner: 3, ordinal: 0)
        XCTAssertNil(ConstraintSemantics.directionalAnchor(of: plain))
        let second = LayoutConstraint(first: ConstraintAnchor(view: 3, attribute: .width), relation: .equal,
                                      second: ConstraintAnchor(view: 4, attribute: .trailing), owner: 3, ordinal: 0)
        XCTAssertEqual(ConstraintSemantics.directionalAnchor(of: second)?.view, 4)
        let both = LayoutConstraint(first: ConstraintAnchor(view: 3, attribute: .leading), relation: .equal,
                                    second: ConstraintAnchor(view: 4, attribute: .trailing), owner: 3, ordinal: 0)
        XCTAssertEqual(ConstraintSemantics.directionalAnchor(of: both)?.view, 3)
    }

    func testAScrollViewsEdgesSeenFromInsideAreItsContentArea() {
        let top = ConstraintAnchor(view: 1, attribute: .top)
        XCTAssertTrue(ConstraintSemantics.meansContentArea(top, seenFrom: 3, in: views))
        XCTAssertFalse(ConstraintSemantics.meansContentArea(top, seenFrom: 6, in: views))    // from outside: its frame
        XCTAssertFalse(ConstraintSemantics.meansContentArea(top, seenFrom: 1, in: views))    // itself
        XCTAssertFalse(ConstraintSemantics.meansContentArea(ConstraintAnchor(view: 1, attribute: .width), seenFrom: 3, in: views))
        XCTAssertFalse(ConstraintSemantics.meansContentArea(ConstraintAnchor(view: 1, guide: .safeArea, attribute: .top),
                                                            seenFrom: 3, in: views))
        XCTAssertFalse(ConstraintSemantics.meansContentArea(ConstraintAnchor(view: 2, attribute: .top), seenFrom: 3, in: views))
        // A table's edges from inside mean its content too (which the readers then refuse).
        XCTAssertTrue(ConstraintSemantics.meansContentArea(ConstraintAnchor(view: 5, attribute: .bottom), seenFrom: 6, in: views))
    }
}
