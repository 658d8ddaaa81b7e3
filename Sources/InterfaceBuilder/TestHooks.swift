import LayoutIR

/// Pure pieces of the mapping, for unit tests (`@testable import InterfaceBuilder`):
/// internal, so they are not part of the module's public API.
enum InterfaceBuilderTestHooks {
    /// One axis of an autoresizing mask as `place:` pins.
    static func pins(origin: Double, length: Double, parent: Double, flexibleLeading: Bool, flexibleSize: Bool,
                            flexibleTrailing: Bool) -> AxisPins {
        ScreenBuilder.pins(origin: origin, length: length, parent: parent, flexibleLeading: flexibleLeading,
                           flexibleSize: flexibleSize, flexibleTrailing: flexibleTrailing)
    }

    /// A constraint's `multiplier` attribute (`"2:1"`, `"0.5"`).
    static func multiplier(_ text: String?) -> Double? { ScreenBuilder.multiplier(text) }
}
