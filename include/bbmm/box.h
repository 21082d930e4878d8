/* bbmm/box.h - the bounding-box algebra (paper Table I and Algorithm 2).
 *
 * The box value (bbmm_box, its extent, volume, overlap and bb_is_subset) is
 * in rect.h; here are the operations that make boxes from boxes:
 * intersection, convex union, subtraction (Table I), the simple union as a
 * list of boxes, and the disjoint set of Algorithm 2.  Single-box
 * operations never allocate.  List operations append to a bbmm_box_list,
 * which starts on caller-provided storage (or none) and moves to the heap
 * when it must grow; every allocation is checked.
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
#include "rect.h"

/* A growable list of boxes (the paper's "simple union"). */
typedef struct bbmm_box_list {
    bbmm_box *v;
    size_t n;
    size_t cap;
    int on_heap;
} bbmm_box_list;

/* Largest number of pieces bbmm_bb_subtract() can produce. */
#define BBMM_SUBTRACT_MAX (2 * BBMM_MAX_DIMS)

/* Store "a" ∩ "b" in "*out" (the empty box when they are disjoint) and
 * return nonzero when it is not empty.  "out" may alias "a" or "b". */
BBMM_API int bbmm_bb_intersection(const bbmm_box *a, const bbmm_box *b, bbmm_box *out)
{
    bbmm_box r;
    int d;
    if (!bbmm_bb_overlaps(a, b)) {
        bbmmi_bb_set_empty(out, a->ndim);
        return 0;
    }
    r = *a;
    for (d = 0; d < a->ndim; d++) {
        r.lo[d] = a->lo[d] > b->lo[d] ? a->lo[d] : b->lo[d];
        r.hi[d] = a->hi[d] < b->hi[d] ? a->hi[d] : b->hi[d];
    }
    *out = r;
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
