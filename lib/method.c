/* lib/method.c - the parts of the headers compiled once
 * (bbmm/config.h's BBMM_METHOD_BODIES): the method's functions that run
 * once per run or per context (a run's start, grid.h; a run's
 * bookkeeping and the policy of its launches (the kernel variant, its
 * build options, the bound kernels), its end (the look-ahead window,
 * the bounds checks' report), run.h; plan once, replay, replay.h; which
 * devices a context starts, start.h; a context's end and the default
 * context, life.h; the ranks' agreements, agree.h) or per transfer (its
 * entry, whether it is staged and its chunks, transfer.h; which pieces a
 * fused write carries, fuse.h), and the face's and the method's pieces
 * that hold
 * process-wide state or run once (the settings' reader, setup.h, and a
 * context's queries, query.h; the statistics' queries, stats.h; the
 * BBMM_CHECK=scopes guard, guard.h).  Their text is in
 * include/bbmm/ with the rest; here they only become object code of
 * libbbmm, so that every unit that runs a nest calls them instead of
 * inlining them. */
#define _POSIX_C_SOURCE 200809L /* guard.h: sigaction, mprotect, sysconf */
#define BBMM_METHOD_BODIES 1
#include "bbmm.h"
