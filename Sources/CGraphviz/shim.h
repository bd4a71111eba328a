#ifndef FLOWGRAPH_CGRAPHVIZ_SHIM_H
#define FLOWGRAPH_CGRAPHVIZ_SHIM_H

#include <graphviz/gvc.h>
#include <graphviz/cgraph.h>

/// Swift 6 rejects cgraph's descriptor globals as shared mutable state; return them instead.
static inline Agdesc_t flowgraph_agdirected(void) { return Agdirected; }

#endif
