import LayoutIR

/// Pure pieces of the mapping, for unit tests.
public enum InterfaceBuilderTestHooks {
    /// One axis of an autoresizing mask as `place:` pins.
    public static func pins(origin: Double, length: Double, parent: Double, flexibleLeading: Bool, flexibleSize: Bool,
                            flexibleTrailing: Bool) -> AxisPins {
        ScreenBuilder.pins(origin: origin, length: length, parent: parent, flexibleLeading: flexibleLeading,
                           flexibleSize: flexibleSize, flexibleTrailing: flexibleTrailing)
    }

    /// A constraint's `multiplier` attribute (`"2:1"`, `"0.5"`).
    public static func multiplier(_ text: String?) -> Double? { ScreenBuilder.multiplier(text) }
}
