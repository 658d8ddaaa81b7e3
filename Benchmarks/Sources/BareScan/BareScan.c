#include "BareScan.h"
#include <yaml.h>

long bare_scan(const unsigned char *bytes, size_t count) {
    yaml_parser_t parser;
    yaml_event_t event;
    long events = 0;
    if (!yaml_parser_initialize(&parser)) return -1;
    yaml_parser_set_input_string(&parser, bytes, count);
    for (;;) {
        if (!yaml_parser_parse(&parser, &event)) {
            events = -1;
            break;
        }
        events++;
        int done = event.type == YAML_STREAM_END_EVENT;
        yaml_event_delete(&event);
        if (done) break;
    }
    yaml_parser_delete(&parser);
    return events;
}
