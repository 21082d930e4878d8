/* bbmm/rect.h - the box value: what a box is, and the questions one box
 * (or two) answers about itself.
 *
 * A box is an integer hyper-rectangle of 1..BBMM_MAX_DIMS dimensions with
 * inclusive bounds lo[d]..hi[d]; it is empty when any lo[d] > hi[d].  It is
 * the public API's region of an array (bbmm_array_box, bbmm_bb_present) and
 * the thin layer's copy region (OpenCL's rectangular copies,
 * clEnqueueReadBufferRect), so it is part of the face: this file depends on
 * nothing of the method.  Making boxes from boxes (the paper's Table I:
 * intersection, unions, subtraction) and Algorithm 2 are the method's, in
 * box.h.  Table I's one predicate, bb_is_subset, is here with overlap and
 * equality: every layer asks them.  Nothing here allocates.
 *
 * Part of bbmm.h; see its manual.
 */
#ifndef BBMM_RECT_H
#define BBMM_RECT_H

#include <stdio.h>
#include <string.h>

#include "config.h"
#include "status.h"

typedef struct bbmm_box {
    int32_t ndim;
    int64_t lo[BBMM_MAX_DIMS];
    int64_t hi[BBMM_MAX_DIMS];
} bbmm_box;

/* Make "*b" the empty box of "ndim" dimensions (lo = 0, hi = -1), padding
 * included.  Written in place: the directory's scans (bbmm_bb_intersection
 * on boxes that miss, thousands per run over a factorization's dirty
 * lists) paid a call and a memset for each empty result returned by value. */
static inline __attribute__((always_inline)) void bbmmi_bb_set_empty(bbmm_box *b, int ndim)
{
    int d;
    memset(b, 0, sizeof(*b));
    b->ndim = ndim;
    for (d = 0; d < BBMM_MAX_DIMS; d++)
        b->hi[d] = -1;
}

/* Return the empty box of "ndim" dimensions (lo = 0, hi = -1). */
BBMM_API bbmm_box bbmm_bb_empty(int ndim)
{
    bbmm_box b;
    bbmmi_bb_set_empty(&b, ndim);
    return b;
}

/* Return the box of "ndim" dimensions with bounds "lo"[d].."hi"[d]. */
BBMM_API bbmm_box bbmm_bb_make(int ndim, const int64_t *lo, const int64_t *hi)
{
    bbmm_box b = bbmm_bb_empty(ndim);
    int d;
    for (d = 0; d < ndim && d < BBMM_MAX_DIMS; d++) {
        b.lo[d] = lo[d];
        b.hi[d] = hi[d];
    }
    return b;
}

/* Return the 1-D box "lo0".."hi0". */
BBMM_API bbmm_box bbmm_bb_1d(int64_t lo0, int64_t hi0)
{
    bbmm_box b = bbmm_bb_empty(1);
    b.lo[0] = lo0;
    b.hi[0] = hi0;
    return b;
}

/* Return the 2-D box ["lo0".."hi0", "lo1".."hi1"]. */
BBMM_API bbmm_box bbmm_bb_2d(int64_t lo0, int64_t hi0, int64_t lo1, int64_t hi1)
{
    bbmm_box b = bbmm_bb_1d(lo0, hi0);
    b.ndim = 2;
    b.lo[1] = lo1;
    b.hi[1] = hi1;
    return b;
}

/* Return the 3-D box ["lo0".."hi0", "lo1".."hi1", "lo2".."hi2"]. */
BBMM_API bbmm_box bbmm_bb_3d(int64_t lo0, int64_t hi0, int64_t lo1,
                             int64_t hi1, int64_t lo2, int64_t hi2)
{
    bbmm_box b = bbmm_bb_2d(lo0, hi0, lo1, hi1);
    b.ndim = 3;
    b.lo[2] = lo2;
    b.hi[2] = hi2;
    return b;
}

/* Return nonzero when "b" has a dimension count outside 1..BBMM_MAX_DIMS. */
BBMM_API int bbmm_bb_is_invalid(const bbmm_box *b)
{
    return b->ndim < 1 || b->ndim > BBMM_MAX_DIMS;
}

/* Return nonzero when "b" holds no point (or is invalid). */
BBMM_API int bbmm_bb_is_empty(const bbmm_box *b)
{
    int d;
    if (bbmm_bb_is_invalid(b))
        return 1;
    for (d = 0; d < b->ndim; d++)
        if (b->lo[d] > b->hi[d])
            return 1;
    return 0;
}

/* Store in "*extent" the number of points of "b" along dimension "d"
 * (0 when empty); return BBMM_ERR_OVERFLOW when it does not fit 64 bits. */
BBMM_API bbmm_status bbmm_bb_extent(const bbmm_box *b, int d, uint64_t *extent)
{
    uint64_t span;
    if (b->lo[d] > b->hi[d]) {
        *extent = 0;
        return BBMM_OK;
    }
    span = (uint64_t)b->hi[d] - (uint64_t)b->lo[d];
    if (span == UINT64_MAX)
        return BBMM_ERR_OVERFLOW;
    *extent = span + 1;
    return BBMM_OK;
}

/* Store in "*vol" the number of points of "b"; return BBMM_ERR_OVERFLOW
 * (storing 0) when the count does not fit 64 bits. */
BBMM_API bbmm_status bbmm_bb_volume(const bbmm_box *b, uint64_t *vol)
{
    uint64_t v = 1, e;
    int d;
    *vol = 0;
    if (bbmm_bb_is_empty(b))
        return BBMM_OK;
    for (d = 0; d < b->ndim; d++) {
        if (bbmm_bb_extent(b, d, &e) != BBMM_OK || bbmm_mul_overflow_u64(v, e, &v))
            return BBMM_ERR_OVERFLOW;
    }
    *vol = v;
    return BBMM_OK;
}

/* Return nonzero when point "p" (b->ndim coordinates) lies in "b". */
BBMM_API int bbmm_bb_contains_point(const bbmm_box *b, const int64_t *p)
{
    int d;
    if (bbmm_bb_is_invalid(b))
        return 0;
    for (d = 0; d < b->ndim; d++)
        if (p[d] < b->lo[d] || p[d] > b->hi[d])
            return 0;
    return 1;
}

/* Return nonzero when "a" and "b" share at least one point. */
BBMM_API int bbmm_bb_overlaps(const bbmm_box *a, const bbmm_box *b)
{
    int d;
    if (a->ndim != b->ndim || bbmm_bb_is_empty(a) || bbmm_bb_is_empty(b))
        return 0;
    for (d = 0; d < a->ndim; d++)
        if (a->hi[d] < b->lo[d] || b->hi[d] < a->lo[d])
            return 0;
    return 1;
}

/* Return nonzero when every point of "a" lies in "b".  The empty box is a
 * subset of every box. */
BBMM_API int bbmm_bb_is_subset(const bbmm_box *a, const bbmm_box *b)
{
    int d;
    if (bbmm_bb_is_empty(a))
        return 1;
    if (a->ndim != b->ndim || bbmm_bb_is_empty(b))
        return 0;
    for (d = 0; d < a->ndim; d++)
        if (a->lo[d] < b->lo[d] || a->hi[d] > b->hi[d])
            return 0;
    return 1;
}

/* Return nonzero when "a" and "b" hold the same points. */
BBMM_API int bbmm_bb_equal(const bbmm_box *a, const bbmm_box *b)
{
    return bbmm_bb_is_subset(a, b) && bbmm_bb_is_subset(b, a);
}

/* Write "b" as "[lo..hi, lo..hi]" into "buf" of "size" bytes (always
 * terminated when "size" > 0); return "buf". */
BBMM_API char *bbmm_bb_format(const bbmm_box *b, char *buf, size_t size)
{
    size_t used = 0;
    int d, w;
    if (size == 0)
        return buf;
    buf[0] = '\0';
    if (bbmm_bb_is_invalid(b)) {
        snprintf(buf, size, "[invalid ndim %d]", (int)b->ndim);
        return buf;
    }
    for (d = 0; d < b->ndim && used < size; d++) {
        w = snprintf(buf + used, size - used, "%s%lld..%lld", d ? ", " : "[",
                     (long long)b->lo[d], (long long)b->hi[d]);
        if (w < 0)
            return buf;
        used += (size_t)w;
    }
    if (used < size)
        snprintf(buf + used, size - used, "]");
    return buf;
}

#endif
