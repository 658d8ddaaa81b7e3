import ICUBridge

/// The direction a paragraph is laid out in (UAX #9): its first strong character's.
public enum TextDirection {
    /// Whether `text`'s first strong character is right to left; nil when it
    /// has none (digits, punctuation), where the view's layout direction decides.
    public static func firstStrongIsRightToLeft(_ text: String) -> Bool? {
        let utf16 = Array(text.utf16)
        switch layoutc_base_direction(utf16, Int32(utf16.count)) {
        case 0: return false
        case 1: return true
        default: return nil
        }
    }
}
