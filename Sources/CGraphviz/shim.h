#ifndef FLOWGRAPH_CGRAPHVIZ_SHIM_H
#define FLOWGRAPH_CGRAPHVIZ_SHIM_H

#include <string.h>
#include <graphviz/gvc.h>
#include <graphviz/cgraph.h>

/// Swift 6 rejects cgraph's descriptor globals as shared mutable state; return them instead.
static inline Agdesc_t flowgraph_agdirected(void) { return Agdirected; }

/* Deterministic object ids.
 *
 * cgraph's default id discipline uses the address of a named object's interned name as its id,
 * and orders subgraphs (clusters) and nodes by id: the order then depends on the heap, so two
 * renders of the same DOT in one process could write the SVG's clusters in different orders.
 * This discipline declines to map names; cgraph then gives every object a sequential anonymous id
 * and keeps its name in its internal map (cgraph/id.c, agmapnametoid), so ids follow creation
 * order and the output is the same on every render. Everything else delegates to AgIdDisc. */

static long flowgraph_idmap(void *state, int objtype, char *str, IDTYPE *id, int createflag) {
    if (str) return 0;
    return AgIdDisc.map(state, objtype, str, id, createflag);
}
static void *flowgraph_idopen(Agraph_t *g, Agdisc_t *disc) { return AgIdDisc.open(g, disc); }
static long flowgraph_idalloc(void *state, int objtype, IDTYPE id) { return AgIdDisc.alloc(state, objtype, id); }
static void flowgraph_idfree(void *state, int objtype, IDTYPE id) { AgIdDisc.free(state, objtype, id); }
static char *flowgraph_idprint(void *state, int objtype, IDTYPE id) { return AgIdDisc.print(state, objtype, id); }
static void flowgraph_idclose(void *state) { AgIdDisc.close(state); }
static void flowgraph_idregister(void *state, int objtype, void *obj) { AgIdDisc.idregister(state, objtype, obj); }

/// DOT text being read by `flowgraph_read_dot`.
typedef struct {
    const char *text;
    size_t length;
    size_t offset;
} flowgraph_dot_reader;

static int flowgraph_dot_read(void *chan, char *buffer, int size) {
    flowgraph_dot_reader *reader = (flowgraph_dot_reader *)chan;
    size_t left = reader->length - reader->offset;
    size_t count = left < (size_t)size ? left : (size_t)size;
    if (count == 0) return 0;
    memcpy(buffer, reader->text + reader->offset, count);
    reader->offset += count;
    return (int)count;
}
static int flowgraph_dot_putstr(void *chan, const char *str) { return AgIoDisc.putstr(chan, str); }
static int flowgraph_dot_flush(void *chan) { return AgIoDisc.flush(chan); }

/// Parses `length` bytes of DOT text with deterministic ids; NULL on a syntax error.
/// The disciplines outlive the graph (cgraph keeps pointers to them), hence `static`.
static inline Agraph_t *flowgraph_read_dot(const char *text, size_t length) {
    static Agiddisc_t ids = {
        flowgraph_idopen, flowgraph_idmap, flowgraph_idalloc, flowgraph_idfree,
        flowgraph_idprint, flowgraph_idclose, flowgraph_idregister
    };
    static Agiodisc_t io = { flowgraph_dot_read, flowgraph_dot_putstr, flowgraph_dot_flush };
    Agdisc_t disc = { &AgMemDisc, &ids, &io };
    flowgraph_dot_reader reader = { text, length, 0 };
    return agread(&reader, &disc);
}

#endif
