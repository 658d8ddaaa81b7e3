/// The numbers in a message's UTF-8 (`12`, `-4.5`), as the folding of copies
/// and lint's device merge blank them: both compare messages whose numbers
/// differ from copy to copy, or from device to device. Digits, `-` and `.` are
/// ASCII, never part of a longer character, so bytes and characters agree.
enum MessageNumbers {
    /// Where the number starting at `index` ends, or `nil` when none starts
    /// there: a digit, or `-` before a digit, then digits and dots.
    static func end(ofNumberAt index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        func isDigit(_ at: Int) -> Bool { at < bytes.count && bytes[at] >= 0x30 && bytes[at] <= 0x39 }
        guard isDigit(index) || (bytes[index] == UInt8(ascii: "-") && isDigit(index + 1)) else { return nil }
        var end = index + 1
        while isDigit(end) || (end < bytes.count && bytes[end] == UInt8(ascii: ".")) { end += 1 }
        return end
    }
}
