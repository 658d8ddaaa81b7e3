/// Folds a value's fields into one word, so that a `hash(into:)` hands `Hasher`
/// one word instead of one per field.
///
/// The reader interns every view's attribute boxes and `place:` pins (a
/// hash-table lookup per view), and with a SipHash round per field the hashing
/// of a twenty-field struct came to a tenth of reading a spec. The fold is a
/// multiply-xor-shift mix, so `Hasher` still gets a well-spread word, and equal
/// values give equal words: doubles that compare equal (`0` and `-0`) fold the same.
struct WordFold {
    private(set) var word: UInt64 = 0x9E37_79B9_7F4A_7C15

    @inline(__always)
    mutating func add(_ bits: UInt64) {
        let product = (word ^ bits) &* 0xBF58_476D_1CE4_E5B9
        word = product ^ product >> 31
    }

    @inline(__always)
    mutating func add(_ value: Double) {
        add(value == 0 ? 0 : value.bitPattern)
    }

    /// `nil` folds apart from every number (its word is not a double's bit pattern
    /// that `add(_: Double)` can give for the same field position, as a tag comes first).
    @inline(__always)
    mutating func add(_ value: Double?) {
        if let value {
            add(1 as UInt64)
            add(value)
        } else {
            add(0 as UInt64)
        }
    }

    mutating func add(_ insets: Insets) {
        add(insets.top)
        add(insets.left)
        add(insets.bottom)
        add(insets.right)
    }

    mutating func add(_ size: Size?) {
        add(size?.width)
        add(size?.height)
    }
}

extension ViewSpec.Decorations {
    /// The fields folded into one word; `suppress` counts only by its length,
    /// which keeps the word consistent with `==`.
    var foldedWord: UInt64 {
        var fold = WordFold()
        fold.add(aspectRatio)
        fold.add(insets)
        fold.add(margins?.top)
        fold.add(margins?.left)
        fold.add(margins?.bottom)
        fold.add(margins?.right)
        fold.add(alpha)
        fold.add(interactiveOverride.map { $0 ? 2 : 1 } ?? 0 as UInt64)
        fold.add(hitInsets)
        fold.add(alignmentRectInsets)
        fold.add(cornerRadius)
        fold.add(transform.scaleX)
        fold.add(transform.scaleY)
        fold.add(UInt64(suppress.count))
        fold.add(arranged.hugging)
        fold.add(arranged.compressionResistance)
        fold.add(arranged.spacingAfter)
        fold.add(arranged.verticalHugging)
        fold.add(arranged.verticalCompressionResistance)
        fold.add(UInt64(unreadAxes.rawValue))
        return fold.word
    }
}

extension KindAttributes {
    /// The fields folded into one word.
    var foldedWord: UInt64 {
        var fold = WordFold()
        fold.add(textInsets)
        fold.add(fontSize)
        fold.add(minimumScaleFactor)
        fold.add(intrinsicSize)
        fold.add(contentInsets)
        fold.add(imageSize)
        fold.add(UInt64(ContentMode.allCases.firstIndex(of: contentMode) ?? 0))
        fold.add(textContainerInset)
        fold.add(lineFragmentPadding)
        fold.add(placeholderLocation?.x)
        fold.add(placeholderLocation?.y)
        fold.add(contentInset)
        fold.add(UInt64(ContentInsetAdjustmentBehavior.allCases.firstIndex(of: contentInsetAdjustmentBehavior) ?? 0))
        fold.add(contentSize)
        fold.add(sectionIndex ? 1 : 0 as UInt64)
        if let stack {
            fold.add(UInt64(StackAxis.allCases.firstIndex(of: stack.axis) ?? 0) << 8
                | UInt64(StackDistribution.allCases.firstIndex(of: stack.distribution) ?? 0) << 4
                | UInt64(StackAlignment.allCases.firstIndex(of: stack.alignment) ?? 0) << 1
                | (stack.layoutMarginsRelative ? 1 : 0))
            fold.add(stack.spacing)
        }
        if let text {
            // The text itself is left to `==`: the count keeps the word consistent with it.
            fold.add(UInt64(text.text?.utf8.count ?? 0) << 8 | UInt64(text.numberOfLines & 0xFF))
            switch text.font {
            case .style(let style)?: fold.add(UInt64(TextStyle.allCases.firstIndex(of: style) ?? 0) + 1)
            case .fixed(let size, let weight)?:
                fold.add(size)
                fold.add(UInt64(FontWeight.allCases.firstIndex(of: weight) ?? 0) + 100)
            case nil: fold.add(0 as UInt64)
            }
            fold.add(UInt64(LineBreakMode.allCases.firstIndex(of: text.lineBreakMode) ?? 0))
        }
        fold.add(UInt64(semanticContentAttribute.map { $0 == .forceLeftToRight ? 1 : 2 } ?? 0))
        return fold.word
    }
}

extension Positioning {
    /// The case and its values folded into one word.
    var foldedWord: UInt64 {
        var fold = WordFold()
        switch self {
        case .fill:
            fold.add(0 as UInt64)
        case .frame(let rect):
            fold.add(1 as UInt64)
            fold.add(rect.x)
            fold.add(rect.y)
            fold.add(rect.width)
            fold.add(rect.height)
        case .place(let horizontal, let vertical):
            fold.add(2 as UInt64)
            fold.add(horizontal.foldedWord)
            fold.add(vertical.foldedWord)
        }
        return fold.word
    }
}
