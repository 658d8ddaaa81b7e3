import Diagnostics
import Driver
import LayoutIR

/// What the client chose to compile for, from `initializationOptions` and
/// `workspace/didChangeConfiguration`: a device, an orientation, or a matrix of
/// devices (`"devices": ["iphone-se-3", {"id": "ipad-pro-11", "orientation":
/// "landscape"}]`) whose findings say on which devices they occur.
struct EditorSettings: Equatable {
    var deviceID: String?
    var orientation: Orientation?
    var matrix: [CompileTarget] = []
    /// `contentSize` and `layoutDirection`: the text cell every target is solved at.
    var contentSize: ContentSizeCategory?
    var layoutDirection: LayoutDirection?
    /// Problems with the settings themselves, told to the client.
    var problems: [String] = []

    init() {}

    /// Reads the options object; keys it does not know are left alone (clients
    /// send their own). `{"layoutc": {…}}` (a settings section) is read too.
    init(_ options: JSONValue?) {
        guard let options = options?["layoutc"] ?? options, case .object = options else { return }
        if let value = options["device"], value != .null {
            if let id = value.stringValue { deviceID = id } else { problems.append("'device' must be a device id string") }
        }
        if let value = options["orientation"], value != .null {
            if let name = value.stringValue, let parsed = Orientation(rawValue: name) {
                orientation = parsed
            } else {
                problems.append("unknown orientation \(Self.shown(value)) in the settings; expected portrait or landscape")
            }
        }
        // The text cell (Docs/SpecFormat.md#text-dynamic-type-and-layout-direction): every target is solved at it.
        if let value = options["contentSize"], value != .null {
            if let name = value.stringValue, let parsed = ContentSizeCategory(rawValue: name) {
                contentSize = parsed
            } else {
                let names = ContentSizeCategory.allCases.map(\.rawValue)
                problems.append("unknown content size \(Self.shown(value)) in the settings"
                    + DidYouMean.hint(for: value.stringValue ?? "", among: names) + "; expected one of " + names.joined(separator: ", "))
            }
        }
        if let value = options["layoutDirection"], value != .null {
            if let name = value.stringValue, let parsed = LayoutDirection(rawValue: name) {
                layoutDirection = parsed
            } else {
                problems.append("unknown layout direction \(Self.shown(value)) in the settings; expected leftToRight or rightToLeft")
            }
        }
        for entry in options["devices"]?.arrayValue ?? [] {
            if let id = entry.stringValue {
                matrix.append(CompileTarget(deviceID: id, orientation: orientation))
            } else if let id = entry["id"]?.stringValue {
                var target = CompileTarget(deviceID: id, orientation: orientation)
                if let name = entry["orientation"]?.stringValue {
                    if let parsed = Orientation(rawValue: name) {
                        target.orientation = parsed
                    } else {
                        problems.append("unknown orientation '\(name)' for '\(id)' in 'devices'; expected portrait or landscape")
                    }
                }
                matrix.append(target)
            } else {
                problems.append("a 'devices' entry must be a device id or {id, orientation}")
            }
        }
    }

    /// Whether `options` says anything about layoutc: Neovim, for one, sends
    /// `didChangeConfiguration` with empty settings right after `initialize`,
    /// which must not undo the `initializationOptions`.
    static func mentionsLayoutc(_ options: JSONValue?) -> Bool {
        guard let options = options?["layoutc"] ?? options else { return false }
        return ["device", "orientation", "devices", "contentSize", "layoutDirection"].contains { options[$0] != nil }
    }

    /// The targets to compile on: the matrix, else the device (and orientation)
    /// chosen here, else the project's `devices:`, else the spec's own.
    /// Unknown devices are left out and reported in `unknown`.
    func targets(projectTargets: [CompileTarget], catalog: [Device]) -> (targets: [CompileTarget], unknown: [String]) {
        var unknown: [String] = []
        func known(_ target: CompileTarget) -> Bool {
            guard let id = target.deviceID, !catalog.contains(where: { $0.id == id }) else { return true }
            let hint = DidYouMean.hint(for: id, among: catalog.map(\.id))
            unknown.append("unknown device '\(id)' in the layoutc settings, so the spec's device is used\(hint)")
            return false
        }
        var targets = matrix.filter(known)
        if targets.isEmpty, deviceID != nil {
            let target = CompileTarget(deviceID: deviceID, orientation: orientation)
            targets = known(target) ? [target] : [CompileTarget(orientation: orientation)]
        }
        if targets.isEmpty {
            targets = projectTargets.map {
                CompileTarget(deviceID: $0.deviceID, orientation: orientation ?? $0.orientation,
                              contentSize: $0.contentSize, layoutDirection: $0.layoutDirection)
            }
        }
        if targets.isEmpty { targets = [CompileTarget(orientation: orientation)] }
        if contentSize != nil || layoutDirection != nil {
            // The settings' cell replaces the project's text axes.
            var unique: [CompileTarget] = []
            for var target in targets {
                if let contentSize { target.contentSize = contentSize }
                if let layoutDirection { target.layoutDirection = layoutDirection }
                if !unique.contains(target) { unique.append(target) }
            }
            targets = unique
        }
        return (targets, unknown)
    }

    private static func shown(_ value: JSONValue) -> String {
        value.stringValue.map { "'\($0)'" } ?? "\(value)"
    }
}
