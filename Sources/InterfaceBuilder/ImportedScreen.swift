import Diagnostics
import LayoutIR

/// One screen imported from an Interface Builder file: a top-level view of a
/// `.xib`, or a view controller scene of a `.storyboard`.
public struct ImportedScreen: Sendable {
    /// The screen, as a spec would give it (`source:` set).
    public var screen: Screen
    /// Where each view came from in the IB file (the driver wraps it in a
    /// `SpecSourceMap`, as every front end reads one).
    public var sourceMap: ViewSourceRanges
    /// The name part of `<File>.<Name>.layout.yaml`: the owner's or controller's
    /// custom class, else its storyboard identifier or user label, else the object id.
    public var name: String
    /// What IB stored about each view (by view index), for the answer key and import.
    public var stored: [StoredView]
    /// Notes about what the import could not express, positioned in the IB file.
    public var diagnostics: [Diagnostic]
    /// The device made from the top view's size when the file's design device is
    /// not in the catalog (``DesignDevice/custom(ibID:size:)``); the screen's `deviceID`.
    public var customDevice: Device?
    /// Where IB flags a view `ambiguous="YES"`: view index → the attribute's range.
    public var ambiguousFlags: [Int: SourceRange] = [:]
}

/// What Interface Builder stored about one view.
public struct StoredView: Hashable, Sendable {
    /// `<rect key="frame">`, in the superview's coordinates; `nil` for a view
    /// the import made (the root around a view that is not screen-sized).
    public var frame: Rect?
    /// `misplaced="YES"`: IB knows the stored frame is stale.
    public var misplaced = false
    /// `ambiguous="YES"`: IB knows the view's constraints are ambiguous.
    public var ambiguous = false
    /// The view's class when it is not the kind's UIKit class (`customClass`, or the element name).
    public var viewClass: String?
    /// Horizontal and vertical content hugging priorities (IB's defaults 250).
    public var hugging = (horizontal: 250.0, vertical: 250.0)
    /// Horizontal and vertical compression resistance priorities (defaults 750).
    public var compressionResistance = (horizontal: 750.0, vertical: 750.0)
    /// Whether the view is laid out by constraints (`translatesAutoresizingMaskIntoConstraints="NO"`).
    public var byConstraints = false

    public static func == (a: StoredView, b: StoredView) -> Bool {
        a.frame == b.frame && a.misplaced == b.misplaced && a.ambiguous == b.ambiguous && a.viewClass == b.viewClass
            && a.hugging == b.hugging && a.compressionResistance == b.compressionResistance
            && a.byConstraints == b.byConstraints
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(frame?.x) }
}

/// What reading an Interface Builder file gives.
public struct InterfaceBuilderReadResult: Sendable {
    /// Every screen, in document order.
    public var screens: [ImportedScreen]
    /// Problems with the file as a whole (malformed XML, not an IB document).
    public var diagnostics: [Diagnostic]
}

extension SizeClasses {
    /// Whether `<variation key=…>` applies: each class it names matches.
    func matches(variation key: String) -> Bool {
        if key == "default" { return true }
        for part in key.split(separator: "-") {
            let pair = part.split(separator: "=")
            guard pair.count == 2, let named = SizeClass(rawValue: String(pair[1])) else { return false }
            switch pair[0] {
            case "widthClass": if named != width { return false }
            case "heightClass": if named != height { return false }
            default: return false
            }
        }
        return true
    }
}
