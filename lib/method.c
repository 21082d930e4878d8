/* lib/method.c - the method's functions that run once per run or per
 * context (a run's start, grid.h; a context's end and the default
 * context, life.h), compiled once (bbmm/config.h's BBMM_METHOD_BODIES).
 * Their text is in include/bbmm/ with the rest of the method; here they
 * only become object code of libbbmm, so that every unit that runs a nest
 * calls them instead of inlining them. */
#define BBMM_METHOD_BODIES 1
#include "bbmm.h"
