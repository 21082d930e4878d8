/* bbmm/pp.h - the fixed helpers of the code bbmm-pp generates.
 *
 * Every file bbmm-pp writes includes this header first; a reader of
 * generated code finds here what its bbmm_pp_* calls do.  Not part of the
 * API for hand-written code (bbmm.h is), but stable for as long as code
 * generated against it is compiled: a generated file and the header of
 * the installation that compiles it must come from one release.
 */
#ifndef BBMM_PP_H
#define BBMM_PP_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../bbmm.h"
#include "pick.h"

/* Report a failed runtime call and stop the program: generated regions
 * have no way to return an error to the code around them.  Other threads
 * may be inside the runtime: bbmm_exit_prepare() lets them start nothing
 * more and waits for them to leave, so that exit() destroys nothing in
 * use; if one stays inside, _Exit() ends without running destructors. */
static inline void bbmm_pp_check(bbmm_context *ctx, bbmm_status st, const char *what)
{
    char msg[4096];
    if (st == BBMM_OK)
        return;
    fprintf(stderr, "bbmm: %s: %s: %s\n", what, bbmm_status_text(st),
            ctx ? bbmm_error_message(ctx, msg, sizeof(msg)) : "");
    bbmm_rank_abort(ctx, EXIT_FAILURE); /* under several MPI ranks: end them all */
    if (bbmm_exit_prepare(30000) != BBMM_OK) {
        fflush(NULL);
        _Exit(EXIT_FAILURE);
    }
    exit(EXIT_FAILURE);
}

/* Start-up off the critical path: before main, a runtime thread opens
 * OpenCL while the program prepares its data, and the first region adopts
 * what it opened (bbmm_prestart; only with BBMM_TUNE=prestart=on).
 * Each generated file has the constructor; the call is idempotent. */
#if defined(__GNUC__) || defined(__clang__)
__attribute__((constructor)) static void bbmm_pp_prestart(void)
{
    (void)bbmm_prestart();
}
#endif

/* The extent of an array dimension whose size the program computes: a
 * negative size leaves no element (the loops over it run zero times). */
static inline int64_t bbmm_pp_extent(int64_t n)
{
    return n < 0 ? 0 : n;
}

/* Arrays bbmm-pp expanded (one copy per iteration of the loops a
 * temporary array serialised): bytes of "n" extents "ext" of
 * "size"-byte elements (UINT64_MAX when that overflows). */
static inline uint64_t bbmm_pp_xbytes(const int64_t *ext, int n, size_t size)
{
    uint64_t bytes = size;
    int i;
    for (i = 0; i < n; i++) {
        if (ext[i] < 0 || (ext[i] && bytes > UINT64_MAX / (uint64_t)ext[i]))
            return UINT64_MAX;
        bytes *= (uint64_t)ext[i];
    }
    return bytes;
}

/* Add the bytes of an array of the region to "*room" (saturating). */
static inline void bbmm_pp_xroom(uint64_t *room, const int64_t *ext, int n, size_t size)
{
    uint64_t b = bbmm_pp_xbytes(ext, n, size);
    *room = b > UINT64_MAX - *room ? UINT64_MAX : *room + b;
}

/* Allocate the copies, taking their bytes from "*room"; NULL when they
 * do not fit there or in memory (the region then runs as written). */
static inline void *bbmm_pp_xalloc(const int64_t *ext, int n, size_t size, uint64_t *room)
{
    uint64_t bytes = bbmm_pp_xbytes(ext, n, size);
    void *p;
    if (bytes > *room || bytes > (uint64_t)SIZE_MAX)
        return NULL;
    p = malloc(bytes ? (size_t)bytes : 1);
    if (p)
        *room -= bytes;
    return p;
}

/* Nonzero when two of the "n" byte ranges [lo[k], lo[k] + size[k]) of a
 * region's arrays overlap, one of them a struct member's (member[k] bit 1),
 * or an element read where the region starts (bit 2) overlaps an array
 * the region writes (bit 4): the region then runs on the host as written. */
static inline int bbmm_pp_alias(const char *const *lo, const uint64_t *size, const unsigned char *member, int n)
{
    int i, k;
    for (i = 0; i < n; i++)
        for (k = i + 1; k < n; k++) {
            uintptr_t a = (uintptr_t)lo[i], c = (uintptr_t)lo[k];
            int m = ((member[i] | member[k]) & 1) || ((member[i] & 2) && (member[k] & 4)) ||
                    ((member[k] & 2) && (member[i] & 4));
            if (m && size[i] && size[k] && (a >= c ? a - c < size[k] : c - a < size[i]))
                return 1;
        }
    return 0;
}

/* The process's default context (shared by every generated file and by
 * host code that calls bbmm_default_context()), made on first use and
 * destroyed at exit, which writes BBMM_STATS.  "work": the statement
 * instances the caller is about to run (-1: unknown), which decide how
 * many devices start (BBMM_START). */
static inline bbmm_context *bbmm_pp_context_for(double work)
{
    char err[4096];
    bbmm_context *ctx = NULL;
    bbmm_status st = bbmm_default_context_for(work, &ctx, err, sizeof(err));
    if (st != BBMM_OK) {
        fprintf(stderr, "bbmm: %s: %s\n", bbmm_status_text(st), err);
        if (bbmm_exit_prepare(30000) != BBMM_OK) {
            fflush(NULL);
            _Exit(EXIT_FAILURE);
        }
        exit(EXIT_FAILURE);
    }
    return ctx;
}
static inline bbmm_context *bbmm_pp_context(void)
{
    return bbmm_pp_context_for(BBMM_WORK_UNKNOWN);
}
/* For data scopes and their updates, ahead of the regions whose work
 * they hold: a context made here starts its devices at the first
 * region. */
static inline bbmm_context *bbmm_pp_context_later(void)
{
    return bbmm_pp_context_for(BBMM_WORK_LATER);
}
/* Before exit, quick_exit, _Exit, or a return of main inside a data
 * scope: end every data scope of this thread, so that the arrays they
 * keep are written back before exit handlers (or anyone sharing the
 * memory) look at them.  No context: no scope.  "check": a failure stops
 * the program as every runtime failure does; else it is reported only. */
static inline void bbmm_pp_leave(int check)
{
    char msg[4096];
    bbmm_context *ctx = bbmm_default_context_made();
    bbmm_status st = ctx ? bbmm_data_leave(ctx) : BBMM_OK;
    if (check)
        bbmm_pp_check(ctx, st, "writing the data scopes' arrays back before the program ends");
    else if (st != BBMM_OK)
        fprintf(stderr, "bbmm: writing the data scopes' arrays back before the program ends: %s: %s\n",
                bbmm_status_text(st), bbmm_error_message(ctx, msg, sizeof(msg)));
}

/* The box of "n" dimensions whose bounds "lohi" lists: lo and hi of the
 * first dimension, then of the next, ... (a nest's space and cover; a box
 * function's boxes through bbmm_pp_box_at below). */
static inline bbmm_box bbmm_pp_box(int n, const int64_t *lohi)
{
    bbmm_box b = bbmm_bb_empty(n);
    int d;
    for (d = 0; d < n; d++) {
        b.lo[d] = lohi[2 * d];
        b.hi[d] = lohi[2 * d + 1];
    }
    return b;
}

/* A run of nest "fixed" (the generated constant part) on "arrays" with
 * kernel arguments "scalars" and box-function argument "user"; the
 * generated code then sets its space and cover. */
static inline bbmm_nest bbmm_pp_nest(const bbmm_nest *fixed, const bbmm_array *arrays, const bbmm_kernel_arg *scalars,
                                     void *user)
{
    bbmm_nest n = *fixed;
    n.arrays = arrays;
    n.scalars = scalars;
    n.user = user;
    return n;
}

/* Set "*b" to the box of "n" dimensions with bounds "lohi" (lo, hi per
 * dimension) and return it: a box function's boxes, one call each. */
static inline const bbmm_box *bbmm_pp_box_at(bbmm_box *b, int n, const int64_t *lohi)
{
    *b = bbmm_pp_box(n, lohi);
    return b;
}

#ifndef BBMM_PP_HELPERS
#define BBMM_PP_HELPERS
static inline long long bbmm_pp_min(long long a, long long b) { return a < b ? a : b; }
static inline long long bbmm_pp_max(long long a, long long b) { return a > b ? a : b; }
/* floor(a / b) and ceil(a / b) for b > 0 */
static inline long long bbmm_pp_floord(long long a, long long b) { return a >= 0 ? a / b : -((-a + b - 1) / b); }
static inline long long bbmm_pp_ceild(long long a, long long b) { return a >= 0 ? (a + b - 1) / b : -(-a / b); }
#endif

#endif
