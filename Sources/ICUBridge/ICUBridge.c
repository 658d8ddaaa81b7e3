// The few ICU calls the text measurer makes, behind plain C types (see
// include/ICUBridge.h for why).
#include "ICUBridge.h"
#include <unicode/ubidi.h>
#include <unicode/ubrk.h>
#include <unicode/utext.h>

/// Embedding levels of `length` UTF-16 units (UAX #9), one per unit, into
/// `levels`; the paragraph level is the first strong character's direction,
/// else left to right (`rtlDefault` 0) or right to left (1). False on failure.
int layoutc_bidi_levels(const uint16_t *text, int32_t length, int rtlDefault, uint8_t *levels) {
    UErrorCode status = U_ZERO_ERROR;
    UBiDi *bidi = ubidi_openSized(length, 0, &status);
    if (U_FAILURE(status) || bidi == NULL) return 0;
    ubidi_setPara(bidi, (const UChar *)text, length, rtlDefault ? UBIDI_DEFAULT_RTL : UBIDI_DEFAULT_LTR, NULL, &status);
    const UBiDiLevel *found = U_SUCCESS(status) ? ubidi_getLevels(bidi, &status) : NULL;
    int ok = U_SUCCESS(status) && found != NULL;
    if (ok) for (int32_t i = 0; i < length; i++) levels[i] = found[i];
    ubidi_close(bidi);
    return ok;
}

int layoutc_base_direction(const uint16_t *text, int32_t length) {
    switch (ubidi_getBaseDirection((const UChar *)text, length)) {
    case UBIDI_LTR: return 0;
    case UBIDI_RTL: return 1;
    default: return -1;
    }
}

/// The line break opportunities (UAX #14, ICU's root rules) of `length` bytes
/// of UTF-8: each break's byte offset into `offsets` (the text's end last) and
/// whether it is mandatory into `hard`; returns how many, or -1 on failure.
/// `offsets` and `hard` hold `length + 1` entries.
int32_t layoutc_line_breaks(const char *utf8, int32_t length, int32_t *offsets, unsigned char *hard) {
    UErrorCode status = U_ZERO_ERROR;
    UText *text = utext_openUTF8(NULL, utf8, length, &status);
    if (U_FAILURE(status)) return -1;
    UBreakIterator *breaks = ubrk_open(UBRK_LINE, "", NULL, 0, &status);
    if (U_FAILURE(status) || breaks == NULL) { utext_close(text); return -1; }
    ubrk_setUText(breaks, text, &status);
    int32_t count = 0;
    if (U_SUCCESS(status)) {
        ubrk_first(breaks);
        for (int32_t at = ubrk_next(breaks); at != UBRK_DONE && count <= length; at = ubrk_next(breaks)) {
            int32_t rule = ubrk_getRuleStatus(breaks);
            offsets[count] = at;
            hard[count] = rule >= UBRK_LINE_HARD && rule < UBRK_LINE_HARD_LIMIT;
            count++;
        }
    } else {
        count = -1;
    }
    ubrk_close(breaks);
    utext_close(text);
    return count;
}
