/// The Xcode that saved an Interface Builder file, from its `toolsVersion`
/// (IB's build number: 14868 is Xcode 11.0, 17156 Xcode 12.0, 19529 Xcode 13.2,
/// 21219 Xcode 14.0, 22154 Xcode 15.0). IB's simulated metrics changed between
/// versions, and the frames a file stores follow the one that saved it
/// (Docs/InterfaceBuilder.md#as-the-saving-xcode-drew-it).
public struct SavedBy: Hashable, Sendable {
    /// Xcode's major version; `nil` when the file has no readable `toolsVersion`.
    public var xcode: Int?

    public init(toolsVersion: String?) {
        guard let build = toolsVersion?.split(separator: ".").first.flatMap({ Int($0) }) else {
            xcode = nil
            return
        }
        // The first IB build of each Xcode major version.
        let firsts = [(22000, 15), (21000, 14), (19000, 13), (17000, 12), (14800, 11), (14000, 10), (13000, 9)]
        xcode = firsts.first { build >= $0.0 }?.1 ?? 8
    }

    /// Xcode 11 to 14 drew the 320- and 375-pt home-button phones without a
    /// status bar (Xcode 10 and 15 and later draw 20 pt).
    var omitsHomeButtonStatusBar: Bool { xcode.map { (11...14).contains($0) } ?? false }

    /// Xcode 15 and later draw a freeform top-level view under the design
    /// device's status bar (its safe area starts below it).
    var drawsFreeformUnderStatusBar: Bool { xcode.map { $0 >= 15 } ?? false }

    /// Xcode 15 and later draw the 375 × 812 phone (`retina5_9`) with a 50-pt top
    /// safe area, the iPhone 13 mini's (Xcode 14 and earlier, the iPhone 11 Pro's 44).
    var drawsRetina59AsIPhone13Mini: Bool { xcode.map { $0 >= 15 } ?? false }

    /// Xcode 13 and earlier drew the iPhone 11 (`retina6_1`) with a 44-pt top
    /// safe area, as iOS 13 laid it out; Xcode 14 and later 48.
    var drawsIPhone11WithIOS13Insets: Bool { xcode.map { $0 <= 13 } ?? false }
}
