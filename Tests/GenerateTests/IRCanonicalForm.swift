import Foundation
import LayoutIR

// Compiled into the tests and, as text, into the program built from generated
// code (DifferentialTests.sharedFunctions): both sides use the same functions.

func viewsSection(_ json: String) -> Substring {
    guard let start = json.range(of: "\"views\": ["), let end = json.range(of: "\"diagnostics\": [") else { return "" }
    return json[start.lowerBound..<end.lowerBound]
}

func fnv1a(_ text: Substring) -> UInt64 {
    var hash: UInt64 = 0xcbf29ce484222325
    for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100000001b3 }
    return hash
}

/// A value's stored fields, recursively (the same function runs in the generated program).
func deep(_ value: Any) -> String {
    let mirror = Mirror(reflecting: value)
    if mirror.children.isEmpty { return String(describing: value) }
    return "\(mirror.subjectType)(" + mirror.children.map { "\($0.label ?? ""): \(deep($0.value))" }
        .joined(separator: ", ") + ")"
}

/// The screen's IR as text: every public field of the screen and of each view,
/// by value (whatever storage the views share or how the path is kept).
func canonical(_ screen: Screen) -> String {
    let head: [Any] = [screen.name, screen.formatVersion, screen.deviceID as Any, screen.orientation as Any, screen.bars,
                       screen.additionalSafeAreaInsets]
    var out = head.map(deep).joined(separator: "|") + "\n"
    for v in screen.views {
        let fields: [Any] = [
            v.path, v.id as Any, v.kind, v.parent as Any, v.role, v.children, v.positioning, v.referenceBox,
            v.safeAreaEdges, v.hidden, v.clipsToBounds, v.maskedCorners, v.aspectRatio as Any, v.insets,
            v.margins as Any, v.alpha, v.interactiveOverride as Any, v.hitInsets, v.cornerRadius, v.transform,
            v.suppress, v.attributes, v.flow as Any, v.arranged,
        ]
        out += fields.map(deep).joined(separator: "|") + "\n"
    }
    // Constraints with their source positions, and where competing keys are written.
    for constraint in screen.constraints { out += deep(constraint) + "\n" }
    for view in screen.constraintKeyLocations.keys.sorted() {
        out += "keys \(view) " + deep(screen.constraintKeyLocations[view]!) + "\n"
    }
    return out
}
