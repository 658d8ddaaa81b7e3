// ICU's bidirectional algorithm (UAX #9) and line breaking (UAX #14), for the
// off-device text measurer only, behind plain C types: ICU renames its
// functions by version (`ubidi_open` is `ubidi_open_72` on Debian bookworm),
// which Swift cannot see through, and Foundation on Linux carries its own copy
// of ICU's types, which clash with the system's in a Swift module.
#ifndef LAYOUTC_ICU_BRIDGE_H
#define LAYOUTC_ICU_BRIDGE_H
#include <stdint.h>

/// Embedding levels of `length` UTF-16 units (UAX #9), one per unit, into
/// `levels`; the paragraph level is the first strong character's direction,
/// else left to right (`rtlDefault` 0) or right to left (1). 0 on failure.
int layoutc_bidi_levels(const uint16_t *text, int32_t length, int rtlDefault, uint8_t *levels);

/// The direction of `length` UTF-16 units' first strong character (UAX #9
/// rules P2 and P3): 0 left to right, 1 right to left, -1 none.
int layoutc_base_direction(const uint16_t *text, int32_t length);

/// The line break opportunities (UAX #14, ICU's root rules) of `length` bytes
/// of UTF-8: each break's byte offset into `offsets` (the text's end last) and
/// whether it is mandatory into `hard`; returns how many, or -1 on failure.
/// `offsets` and `hard` hold `length + 1` entries.
int32_t layoutc_line_breaks(const char *utf8, int32_t length, int32_t *offsets, unsigned char *hard);
#endif
