#ifndef BARE_SCAN_H
#define BARE_SCAN_H
#include <stddef.h>

/// Runs libyaml's parser over `bytes` until the stream ends, doing nothing with
/// the events but freeing them. Returns the number of events, or -1 on a
/// syntax error (or when libyaml cannot start).
long bare_scan(const unsigned char *bytes, size_t count);

#endif
