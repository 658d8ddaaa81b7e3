import Diagnostics

/// Documentation of the ids the frame solver reports while solving.
enum GeometryRules {
    static let all: [RuleInfo] = [
        overConstrained, ambiguousPosition, ambiguousSize, nonFiniteFrame, negativeSize,
        placeholderLocationIgnored, flowItemTooWide, invalidItemSize,
    ]

    static let overConstrained = RuleInfo(
        id: .overConstrained, defaultSeverity: .error,
        summary: "'place' pins three or more of one axis's left/right/width/centerX (or top/bottom/height/centerY)",
        rationale: """
            Two values fix an axis; a third can contradict them, and which one wins would be a guess. \
            The first two in the order left, right, width, centerX (top, bottom, height, centerY) are \
            used and the rest ignored. Remove the extra key.
            """,
        origin: .solver,
        triggering: [RuleInfo.Example("""
            layout: 1
            screen: Pins
            root:
              children:
                - kind: button
                  place: ↓{left: 16, right: 16, width: 120, top: 100, height: 44}
            """)],
        nonTriggering: [RuleInfo.Example("""
            layout: 1
            screen: Pins
            root:
              children:
                - kind: button
                  place: {left: 16, right: 16, top: 100, height: 44}
            """)])

    static let ambiguousPosition = RuleInfo(
        id: .ambiguousPosition, defaultSeverity: .warning,
        summary: "'place' gives a size but no position on an axis",
        rationale: """
            With only 'width' (or 'height') the view is put at the reference box's leading (top) edge, \
            which is rarely what was meant and changes meaning when the box changes. Pin 'left', \
            'right' or 'centerX' ('top', 'bottom' or 'centerY') as well.
            """,
        origin: .solver,
        triggering: [RuleInfo.Example("""
            layout: 1
            screen: Loose
            root:
              children:
                - kind: button
                  place: ↓{width: 120, top: 100, height: 44}
            """)],
        nonTriggering: [RuleInfo.Example("""
            layout: 1
            screen: Loose
            root:
              children:
                - kind: button
                  place: {centerX: 0, width: 120, top: 100, height: 44}
            """)])

    static let ambiguousSize = RuleInfo(
        id: .ambiguousSize, defaultSeverity: .warning,
        summary: "'place' gives one edge on an axis and the view has no intrinsic size there, so it gets size 0",
        rationale: """
            A single edge pin takes the other dimension from the view's intrinsic size (labels, buttons, \
            text fields with 'intrinsicSize'); a view without one ends up 0 pt wide or tall and \
            invisible. Pin a second edge or the size, or give 'intrinsicSize'.
            """,
        origin: .solver,
        triggering: [RuleInfo.Example("""
            layout: 1
            screen: Thin
            root:
              children:
                - kind: view
                  place: ↓{left: 16, top: 100, height: 44}
            """)],
        nonTriggering: [RuleInfo.Example("""
            layout: 1
            screen: Thin
            root:
              children:
                - kind: label
                  intrinsicSize: [80, 20]
                  place: {left: 16, top: 100}
            """)])

    static let nonFiniteFrame = RuleInfo(
        id: .nonFiniteFrame, defaultSeverity: .error,
        summary: "a frame or rect comes out NaN or infinite (aspect ratio 0, zero image size, infinite scale)",
        rationale: """
            UIKit's arithmetic gives NaN or infinity for these inputs, exactly as the compiler records \
            them, and assigning such a frame raises CALayerInvalidGeometry at run time. The view's \
            geometry is skipped by the validation rules. Use a non-zero 'aspectRatio', a non-zero image \
            'contentSize', finite scale factors.
            """,
        origin: .solver,
        triggering: [RuleInfo.Example("""
            layout: 1
            screen: Photo
            root:
              children:
                - kind: image
                  frame: [0, 100, 200, 200]
                  contentMode: aspectFit
                  contentSize: ↓[0, 0]
            """)],
        nonTriggering: [RuleInfo.Example("""
            layout: 1
            screen: Photo
            root:
              children:
                - kind: image
                  frame: [0, 100, 200, 200]
                  contentMode: aspectFit
                  contentSize: [400, 300]
            """)])

    static let negativeSize = RuleInfo(
        id: .negativeSize, defaultSeverity: .error,
        summary: "a computed width or height is negative",
        rationale: """
            Insets or pins larger than the reference box leave a negative size; UIKit keeps it (CGRect \
            functions then standardize it, moving the origin), so the view appears elsewhere or not at \
            all. The value is kept in the output. Reduce the pins or insets, or enlarge the parent.
            """,
        origin: .solver,
        triggering: [RuleInfo.Example("""
            layout: 1
            screen: Squeezed
            root:
              children:
                - kind: view
                  frame: [0, 100, 100, 100]
                  children:
                    - kind: button
                      place: ↓{left: 60, right: 60, top: 0, height: 44}
            """)],
        nonTriggering: [RuleInfo.Example("""
            layout: 1
            screen: Squeezed
            root:
              children:
                - kind: view
                  frame: [0, 100, 100, 100]
                  children:
                    - kind: button
                      place: {left: 20, right: 20, top: 0, height: 44}
            """)])

    static let placeholderLocationIgnored = RuleInfo(
        id: .placeholderLocationIgnored, defaultSeverity: .warning,
        summary: "a text view's placeholder location is outside the text area and is replaced by [0, 0]",
        rationale: """
            The well-known placeholder category ignores a location with a negative x or y, or an x past \
            the width less the line fragment padding and the right text container inset, and draws the \
            placeholder at [0, 0] instead, so it does not appear where the spec puts it. Move the \
            location inside the text view.
            """,
        origin: .solver,
        triggering: [RuleInfo.Example("""
            layout: 1
            screen: Note
            root:
              children:
                - kind: textView
                  frame: [16, 100, 300, 120]
                  placeholder: {location: ↓[-4, 0]}
            """)],
        nonTriggering: [RuleInfo.Example("""
            layout: 1
            screen: Note
            root:
              children:
                - kind: textView
                  frame: [16, 100, 300, 120]
                  placeholder: {location: [4, 0]}
            """)])

    static let flowItemTooWide = RuleInfo(
        id: .flowItemTooWide, defaultSeverity: .warning,
        summary: "a flow item is wider than the collection's available width (taller, for a horizontal flow)",
        rationale: """
            UICollectionViewFlowLayout puts such an item alone on its line, sticking out of the \
            collection, and only logs "the item width must be less than the width of the \
            UICollectionView minus the section insets left and right values…" at run time. Make the \
            item narrower than the collection less its content and section insets.
            """,
        origin: .solver,
        triggering: [RuleInfo.Example("""
            layout: 1
            screen: Banner
            root:
              children:
                - kind: collection
                  place: {in: safeArea}
                  flow:
                    sectionInset: [0, 16, 0, 16]
                    items:
                      - {size: ↓[393, 100]}
            """)],
        nonTriggering: [RuleInfo.Example("""
            layout: 1
            screen: Banner
            root:
              children:
                - kind: collection
                  place: {in: safeArea}
                  flow:
                    sectionInset: [0, 16, 0, 16]
                    items:
                      - {size: [361, 100]}
            """)])

    static let invalidItemSize = RuleInfo(
        id: .invalidItemSize, defaultSeverity: .error,
        summary: "a flow item's size (its own or the flow's itemSize) has a zero or negative width or height",
        rationale: """
            UICollectionViewFlowLayout cannot lay out an item without a positive size: it asserts \
            that negative or zero sizes are not supported in the flow layout, and the cell never \
            appears. Give the item a positive 'size', or the flow a positive 'itemSize' (UIKit's \
            default is 50 × 50).
            """,
        origin: .solver,
        triggering: [RuleInfo.Example("""
            layout: 1
            screen: Chips
            root:
              children:
                - kind: collection
                  flow:
                    items:
                      - {size: ↓[0, 32]}
                      - {size: [64, 32]}
            """)],
        nonTriggering: [RuleInfo.Example("""
            layout: 1
            screen: Chips
            root:
              children:
                - kind: collection
                  flow:
                    items:
                      - {size: [44, 44]}
                      - {size: [64, 44]}
            """)])
}
