// HarfBuzz (shaping, with kerning) and FreeType (the font's vertical metrics),
// for the off-device text measurer only: the app-side runtime never links them.
#ifndef LAYOUTC_CHARFBUZZ_SHIM_H
#define LAYOUTC_CHARFBUZZ_SHIM_H
#include <ft2build.h>
#include FT_FREETYPE_H
#include <hb.h>
#include <hb-ot.h>
#endif
