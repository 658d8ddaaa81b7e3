// ICU's common library (pkg-config icu-uc), for its include and link flags
// only: Swift never imports this module (Foundation on Linux carries its own
// copy of ICU's types, which would clash); the C target ICUBridge calls ICU.
#ifndef LAYOUTC_CICU_SHIM_H
#define LAYOUTC_CICU_SHIM_H
#include <unicode/utypes.h>
#endif
