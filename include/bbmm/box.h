/* bbmm/box.h - the bounding-box algebra (paper Table I and Algorithm 2).
 *
 * A box is an integer hyper-rectangle of 1..BBMM_MAX_DIMS dimensions with
 * inclusive bounds lo[d]..hi[d].  A box is empty when any lo[d] > hi[d].
 * Single-box operations never allocate.  List operations append to a
 * bbmm_box_list, which starts on caller-provided storage (or none) and moves
 * to the heap when it must grow; every allocation is checked.
 *
 * Aliasing: no input box of a list operation may live in the storage of the
 * list it appends to, except where a function says otherwise.
 *
 * Part of bbmm.h; see its manual.
 */
#ifndef BBMM_BOX_H
#define BBMM_BOX_H

#include <string.h>
#include <stdio.h>

#include "config.h"
#include "status.h"

typedef struct bbmm_box {
    int32_t ndim;
    int64_t lo[BBMM_MAX_DIMS];
    int64_t hi[BBMM_MAX_DIMS];
} bbmm_box;

/* A growable list of boxes (the paper's "simple union"). */
typedef struct bbmm_box_list {
    bbmm_box *v;
    size_t n;
    size_t cap;
    int on_heap;
} bbmm_box_list;

/* Largest number of pieces bbmm_bb_subtract() can produce. */
#define BBMM_SUBTRACT_MAX (2 * BBMM_MAX_DIMS)

/* Return the empty box of "ndim" dimensions (lo = 0, hi = -1). */
BBMM_API bbmm_box bbmm_bb_empty(int ndim)
{
    bbmm_box b;
    int d;
    memset(&b, 0, sizeof(b));
    b.ndim = ndim;
    for (d = 0; d < BBMM_MAX_DIMS; d++)
        b.hi[d] = -1;
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

/* Store "a" ∩ "b" in "*out" (the empty box when they are disjoint) and
 * return nonzero when it is not empty.  "out" may alias "a" or "b". */
BBMM_API int bbmm_bb_intersection(const bbmm_box *a, const bbmm_box *b, bbmm_box *out)
{
    bbmm_box r;
    int d;
    if (a->ndim != b->ndim || bbmm_bb_is_empty(a) || bbmm_bb_is_empty(b)) {
        *out = bbmm_bb_empty(a->ndim);
        return 0;
    }
    r = *a;
    for (d = 0; d < a->ndim; d++) {
        r.lo[d] = a->lo[d] > b->lo[d] ? a->lo[d] : b->lo[d];
        r.hi[d] = a->hi[d] < b->hi[d] ? a->hi[d] : b->hi[d];
        if (r.lo[d] > r.hi[d]) {
            *out = bbmm_bb_empty(a->ndim);
            return 0;
        }
    }
    *out = r;
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

/* Return the smallest box holding both "a" and "b" (paper: convex union). */
BBMM_API bbmm_box bbmm_bb_convex_union(const bbmm_box *a, const bbmm_box *b)
{
    bbmm_box r;
    int d;
    if (bbmm_bb_is_empty(a))
        return *b;
    if (bbmm_bb_is_empty(b) || a->ndim != b->ndim)
        return *a;
    r = *a;
    for (d = 0; d < a->ndim; d++) {
        if (b->lo[d] < r.lo[d])
            r.lo[d] = b->lo[d];
        if (b->hi[d] > r.hi[d])
            r.hi[d] = b->hi[d];
    }
    return r;
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

/* Store "a" \ "b" as at most BBMM_SUBTRACT_MAX (2·ndim) pairwise disjoint,
 * non-empty boxes in "out" and return how many.  The pieces are slabs: for
 * each dimension in turn, the part of "a" below and above "b", restricted to
 * "b" in the dimensions already cut.  "out" must not alias "a" or "b". */
BBMM_API int bbmm_bb_subtract(const bbmm_box *a, const bbmm_box *b,
                              bbmm_box out[BBMM_SUBTRACT_MAX])
{
    bbmm_box ib, cur;
    int d, n = 0;
    if (bbmm_bb_is_empty(a))
        return 0;
    if (!bbmm_bb_intersection(a, b, &ib)) {
        out[0] = *a;
        return 1;
    }
    cur = *a;
    for (d = 0; d < a->ndim; d++) {
        if (cur.lo[d] < ib.lo[d]) {
            out[n] = cur;
            out[n].hi[d] = ib.lo[d] - 1;
            n++;
        }
        if (ib.hi[d] < cur.hi[d]) {
            out[n] = cur;
            out[n].lo[d] = ib.hi[d] + 1;
            n++;
        }
        cur.lo[d] = ib.lo[d];
        cur.hi[d] = ib.hi[d];
    }
    return n;
}

/* If the union of "a" and "b" is exactly a box, store it in "*out" and
 * return nonzero; otherwise return 0 and leave "*out" untouched. */
BBMM_API int bbmm_bb_union_if_box(const bbmm_box *a, const bbmm_box *b, bbmm_box *out)
{
    int d, diff = -1;
    if (bbmm_bb_is_subset(a, b)) {
        *out = *b;
        return 1;
    }
    if (bbmm_bb_is_subset(b, a)) {
        *out = *a;
        return 1;
    }
    if (a->ndim != b->ndim)
        return 0;
    for (d = 0; d < a->ndim; d++) {
        if (a->lo[d] == b->lo[d] && a->hi[d] == b->hi[d])
            continue;
        if (diff >= 0)
            return 0;
        diff = d;
    }
    if (diff < 0)
        return 0;
    d = diff;
    if (a->hi[d] < b->lo[d] && (a->hi[d] == INT64_MAX || a->hi[d] + 1 != b->lo[d]))
        return 0;
    if (b->hi[d] < a->lo[d] && (b->hi[d] == INT64_MAX || b->hi[d] + 1 != a->lo[d]))
        return 0;
    *out = *a;
    out->lo[d] = a->lo[d] < b->lo[d] ? a->lo[d] : b->lo[d];
    out->hi[d] = a->hi[d] > b->hi[d] ? a->hi[d] : b->hi[d];
    return 1;
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

/* ---- lists ---------------------------------------------------------- */

/* Start "l" empty on caller storage "storage" of "cap" boxes ("storage" may
 * be NULL with "cap" 0: the list then lives on the heap from its first push). */
BBMM_API void bbmm_box_list_init(bbmm_box_list *l, bbmm_box *storage, size_t cap)
{
    l->v = storage;
    l->n = 0;
    l->cap = storage ? cap : 0;
    l->on_heap = 0;
}

/* Release the heap storage of "l", if any, and leave it empty. */
BBMM_API void bbmm_box_list_free(bbmm_box_list *l)
{
    if (l->on_heap)
        BBMM_FREE(l->v);
    l->v = NULL;
    l->n = 0;
    l->cap = 0;
    l->on_heap = 0;
}

/* Make room for at least "want" boxes in "l". */
BBMM_API bbmm_status bbmm_box_list_reserve(bbmm_box_list *l, size_t want)
{
    size_t cap = l->cap ? l->cap : 8;
    uint64_t bytes;
    bbmm_box *nv;
    if (want <= l->cap)
        return BBMM_OK;
    while (cap < want) {
        if (cap > SIZE_MAX / 2)
            return BBMM_ERR_OVERFLOW;
        cap *= 2;
    }
    if (bbmm_mul_overflow_u64(cap, sizeof(bbmm_box), &bytes) || bytes > SIZE_MAX)
        return BBMM_ERR_OVERFLOW;
    if (l->on_heap) {
        nv = (bbmm_box *)BBMM_REALLOC(l->v, (size_t)bytes);
        if (!nv)
            return BBMM_ERR_NOMEM;
    } else {
        nv = (bbmm_box *)BBMM_MALLOC((size_t)bytes);
        if (!nv)
            return BBMM_ERR_NOMEM;
        if (l->n)
            memcpy(nv, l->v, l->n * sizeof(bbmm_box));
    }
    l->v = nv;
    l->cap = cap;
    l->on_heap = 1;
    return BBMM_OK;
}

/* Append a copy of "b" to "l" ("b" may point into "l"). */
BBMM_API bbmm_status bbmm_box_list_push(bbmm_box_list *l, const bbmm_box *b)
{
    bbmm_box copy = *b;
    bbmm_status st;
    if (l->n == l->cap && (st = bbmm_box_list_reserve(l, l->n + 1)) != BBMM_OK)
        return st;
    l->v[l->n++] = copy;
    return BBMM_OK;
}

/* Remove box "i" of "l" by moving the last box into its place. */
BBMM_API void bbmm_box_list_remove(bbmm_box_list *l, size_t i)
{
    l->v[i] = l->v[l->n - 1];
    l->n--;
}

/* Store in "*vol" the total number of points of boxes "start".."l->n"-1 of
 * "l" (counting shared points once per box). */
BBMM_API bbmm_status bbmm_box_list_volume(const bbmm_box_list *l, size_t start, uint64_t *vol)
{
    uint64_t sum = 0, v;
    size_t i;
    for (i = start; i < l->n; i++) {
        if (bbmm_bb_volume(&l->v[i], &v) != BBMM_OK || bbmm_add_overflow_u64(sum, v, &sum))
            return BBMM_ERR_OVERFLOW;
    }
    *vol = sum;
    return BBMM_OK;
}

/* Paper: simple union.  Append "b" to "l" unless it is empty. */
BBMM_API bbmm_status bbmm_bb_simple_union(bbmm_box_list *l, const bbmm_box *b)
{
    if (bbmm_bb_is_empty(b))
        return BBMM_OK;
    return bbmm_box_list_push(l, b);
}

/* Cut "s" out of boxes "start".."*end"-1 of "out", replacing each box it
 * overlaps by its pieces.  Pieces beyond "*end" are kept apart so they are
 * not cut again by the same "s". */
BBMM_API bbmm_status bbmmi_bb_carve(bbmm_box_list *out, size_t start, size_t *end, const bbmm_box *s)
{
    bbmm_box piece[BBMM_SUBTRACT_MAX];
    bbmm_status st;
    size_t i = start;
    int k, j;
    while (i < *end) {
        if (!bbmm_bb_overlaps(&out->v[i], s)) {
            i++;
            continue;
        }
        k = bbmm_bb_subtract(&out->v[i], s, piece);
        if (k == 0) {
            out->v[i] = out->v[*end - 1];
            out->v[*end - 1] = out->v[out->n - 1];
            out->n--;
            (*end)--;
            continue;
        }
        out->v[i] = piece[0];
        for (j = 1; j < k; j++)
            if ((st = bbmm_box_list_push(out, &piece[j])) != BBMM_OK)
                return st;
        i++;
    }
    *end = out->n;
    return BBMM_OK;
}

/* Append "a" \ ("sub"[0] ∪ ... ∪ "sub"["nsub"-1]) to "out" as pairwise
 * disjoint non-empty boxes. */
BBMM_API bbmm_status bbmm_bb_subtract_list(const bbmm_box *a, const bbmm_box *sub, size_t nsub,
                                           bbmm_box_list *out)
{
    size_t start = out->n, end, i;
    bbmm_status st;
    if (bbmm_bb_is_empty(a))
        return BBMM_OK;
    if ((st = bbmm_box_list_push(out, a)) != BBMM_OK)
        return st;
    end = out->n;
    for (i = 0; i < nsub && out->n > start; i++) {
        bbmm_box s = sub[i];
        if ((st = bbmmi_bb_carve(out, start, &end, &s)) != BBMM_OK)
            return st;
    }
    return BBMM_OK;
}

/* Return nonzero when input "j" of "in" is covered by another input box
 * that is kept (a strict superset, or an equal box earlier in "in"). */
BBMM_API int bbmmi_bb_redundant(const bbmm_box *in, size_t n, size_t j)
{
    size_t i;
    if (bbmm_bb_is_empty(&in[j]))
        return 1;
    for (i = 0; i < n; i++) {
        if (i == j || !bbmm_bb_is_subset(&in[j], &in[i]))
            continue;
        if (!bbmm_bb_is_subset(&in[i], &in[j]) || i < j)
            return 1;
    }
    return 0;
}

/* Paper Algorithm 2: append to "out" a set of pairwise disjoint boxes whose
 * union is exactly the union of "in"[0.."n"-1].  Boxes contained in another
 * input box are dropped first, so nesting never fragments the result; each
 * remaining box then contributes what the boxes before it do not cover. */
BBMM_API bbmm_status bbmm_bb_disjoint(const bbmm_box *in, size_t n, bbmm_box_list *out)
{
    size_t base = out->n, j, i, end;
    bbmm_status st;
    for (j = 0; j < n; j++) {
        size_t before;
        if (bbmmi_bb_redundant(in, n, j))
            continue;
        before = out->n;
        if ((st = bbmm_box_list_push(out, &in[j])) != BBMM_OK)
            return st;
        end = out->n;
        for (i = base; i < before && out->n > before; i++) {
            bbmm_box s = out->v[i];
            if ((st = bbmmi_bb_carve(out, before, &end, &s)) != BBMM_OK)
                return st;
        }
    }
    return BBMM_OK;
}

/* Merge boxes "start".."l->n"-1 of "l" in place wherever the union of two is
 * exactly a box (abutting slabs, nested boxes), until no pair merges.  The
 * point set never changes; disjoint input stays disjoint. */
BBMM_API void bbmm_bb_merge(bbmm_box_list *l, size_t start)
{
    size_t i, j;
    bbmm_box m;
    int merged = 1;
    while (merged) {
        merged = 0;
        for (i = start; i < l->n; i++) {
            for (j = i + 1; j < l->n; j++) {
                if (!bbmm_bb_union_if_box(&l->v[i], &l->v[j], &m))
                    continue;
                l->v[i] = m;
                bbmm_box_list_remove(l, j);
                merged = 1;
                j = i;
            }
        }
    }
}

/* Return the convex union of boxes "start".."l->n"-1 of "l" (the empty box
 * of "ndim" dimensions when there are none). */
BBMM_API bbmm_box bbmm_box_list_hull(const bbmm_box_list *l, size_t start, int ndim)
{
    bbmm_box h = bbmm_bb_empty(ndim);
    size_t i;
    for (i = start; i < l->n; i++)
        h = bbmm_bb_convex_union(&h, &l->v[i]);
    return h;
}

#endif
