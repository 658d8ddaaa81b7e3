// The only C that layoutc touches: libyaml's event API.
#ifndef LAYOUTC_CYAML_SHIM_H
#define LAYOUTC_CYAML_SHIM_H
#include <yaml.h>
#endif
