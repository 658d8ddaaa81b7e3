/// Rounds a coordinate to the device's pixel grid: the nearest multiple of
/// `1 / scale`, halves away from zero (`round(x · scale) / scale`), as the
/// spec format states it for flow origins (Docs/SpecFormat.md#flow-collections) and for the edges
/// of a stack's arranged views (Docs/SpecFormat.md#stack-views).
///
/// The spec format's rule is about the exact value, so a product that lies
/// within a millionth of a pixel of a half counts as the half: `168.8333…`
/// (a justified flow x built from thirds) is 506.5 px at @3x and rounds up to
/// 169, though the double it is computed as is 506.4999…; without this, a
/// coordinate at an exact half of a pixel rounded one way or the other at
/// the whim of the last bit. A scale that is not a positive finite number,
/// and a non-finite value, are returned unchanged.
@inline(__always)
func pixelRounded(_ value: Double, scale: Double) -> Double {
    guard scale > 0, scale.isFinite, value.isFinite else { return value }
    var pixels = value * scale
    // Past 2^52 every double is a whole number of pixels already, and the
    // millionths would overflow the huge finite ones a spec may write.
    if abs(pixels) < 0x1p52 { pixels = (pixels * 1e6).rounded() / 1e6 }
    return pixels.rounded(.toNearestOrAwayFromZero) / scale
}
