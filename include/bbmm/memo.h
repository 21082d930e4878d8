/* bbmm/memo.h - results of the box algebra remembered across runs.
 * Part of bbmm.h; see its manual.
 *
 * A nest that runs again and again (a time loop's stencil, every step of
 * floyd's k loop) gives its tiles the same boxes run after run, and the
 * disjoint scheme (Algorithm 2: bbmm_bb_disjoint, merges, subtractions)
 * then computes the same allocation boxes from them each time, a fifth
 * of the host's work in a run whose boxes are all resident.  A memo keeps
 * the last few results of such a pure function, keyed by its whole input:
 * a list of boxes, each with a small tag (what the box is to the
 * function).  A hit hands back exactly what the function returned for
 * that input; nothing ever goes stale, since the key is the input itself.
 */
#ifndef BBMM_MEMO_H
#define BBMM_MEMO_H

#include <stdlib.h>
#include <string.h>

#include "config.h"
#include "status.h"
#include "box.h"

BBMM_EXTERN_C_BEGIN

#define BBMMI_MEMO_N 16 /* results kept: a region's nests times its arrays */

/* One remembered result: its key (tagged boxes) and its boxes. */
typedef struct bbmmi_memo_entry {
    uint64_t hash;
    bbmm_box_list key, out;
} bbmmi_memo_entry;

/* The last BBMMI_MEMO_N results of one function (the oldest goes first)
 * and the key being built (bbmmi_memo_start, bbmmi_memo_keys). */
typedef struct bbmmi_memo {
    bbmmi_memo_entry e[BBMMI_MEMO_N];
    int n, next;
    bbmm_box_list key;
    uint64_t hash;
} bbmmi_memo;

/* Start a key in "*m", made on first use. */
BBMM_API bbmm_status bbmmi_memo_start(bbmmi_memo **m)
{
    if (!*m && !(*m = (bbmmi_memo *)calloc(1, sizeof(**m))))
        return BBMM_ERR_NOMEM;
    (*m)->key.n = 0;
    return BBMM_OK;
}

/* Append the boxes of "l" to the key of "m", box i tagged "tag1" where
 * "flags" (NULL: none) has bit "bit", else "tag0" (tags 0..255). */
BBMM_API bbmm_status bbmmi_memo_keys(bbmmi_memo *m, const bbmm_box_list *l, const unsigned *flags, unsigned bit,
                                     int tag0, int tag1)
{
    bbmm_status st = BBMM_OK;
    size_t i;
    for (i = 0; i < l->n && st == BBMM_OK; i++)
        if ((st = bbmm_box_list_push(&m->key, &l->v[i])) == BBMM_OK)
            m->key.v[m->key.n - 1].ndim = l->v[i].ndim + 256 * (flags && (flags[i] & bit) ? tag1 : tag0);
    return st;
}

/* The hash of key "key" (FNV-1a over the tagged dimension counts and the
 * bounds of the dimensions each box has). */
BBMM_API uint64_t bbmmi_memo_hash(const bbmm_box_list *key)
{
    uint64_t h = 1469598103934665603ULL;
    size_t i;
    int d;
    for (i = 0; i < key->n; i++) {
        const bbmm_box *b = &key->v[i];
        h = (h ^ (uint64_t)(uint32_t)b->ndim) * 1099511628211ULL;
        for (d = 0; d < (b->ndim & 255) && d < BBMM_MAX_DIMS; d++) {
            h = (h ^ (uint64_t)b->lo[d]) * 1099511628211ULL;
            h = (h ^ (uint64_t)b->hi[d]) * 1099511628211ULL;
        }
    }
    return h;
}

/* Nonzero when keys "a" and "b" are the same input. */
BBMM_API int bbmmi_memo_same(const bbmm_box_list *a, const bbmm_box_list *b)
{
    size_t i;
    int d;
    if (a->n != b->n)
        return 0;
    for (i = 0; i < a->n; i++) {
        const bbmm_box *x = &a->v[i], *y = &b->v[i];
        if (x->ndim != y->ndim)
            return 0;
        for (d = 0; d < (x->ndim & 255) && d < BBMM_MAX_DIMS; d++)
            if (x->lo[d] != y->lo[d] || x->hi[d] != y->hi[d])
                return 0;
    }
    return 1;
}

/* The result remembered for the key of "m" (NULL: none). */
BBMM_API const bbmm_box_list *bbmmi_memo_find(bbmmi_memo *m)
{
    int i;
    m->hash = bbmmi_memo_hash(&m->key);
    for (i = 0; i < m->n; i++)
        if (m->e[i].hash == m->hash && bbmmi_memo_same(&m->e[i].key, &m->key))
            return &m->e[i].out;
    return NULL;
}

/* Copy box list "from" into "to" (replacing what it held). */
BBMM_API bbmm_status bbmmi_memo_copy(bbmm_box_list *to, const bbmm_box_list *from)
{
    bbmm_status st = BBMM_OK;
    size_t i;
    to->n = 0;
    for (i = 0; i < from->n && st == BBMM_OK; i++)
        st = bbmm_box_list_push(to, &from->v[i]);
    return st;
}

/* Remember result "out" for the key of "m" (after bbmmi_memo_find; NULL
 * "m": nothing) in place of the oldest.  Out of host memory the result is
 * simply not remembered (the entry is left with no key, which no key
 * matches): a memo only saves work. */
BBMM_API void bbmmi_memo_put(bbmmi_memo *m, const bbmm_box_list *out)
{
    bbmmi_memo_entry *e;
    if (!m)
        return;
    e = &m->e[m->next];
    m->n += m->n < BBMMI_MEMO_N;
    m->next = (m->next + 1) % BBMMI_MEMO_N;
    e->hash = m->hash;
    if (bbmmi_memo_copy(&e->key, &m->key) != BBMM_OK || bbmmi_memo_copy(&e->out, out) != BBMM_OK)
        e->key.n = e->out.n = 0, e->hash = ~m->hash;
}

/* Free memo "m" (NULL: nothing). */
BBMM_API void bbmmi_memo_free(bbmmi_memo *m)
{
    int i;
    for (i = 0; m && i < BBMMI_MEMO_N; i++) {
        bbmm_box_list_free(&m->e[i].key);
        bbmm_box_list_free(&m->e[i].out);
    }
    if (m)
        bbmm_box_list_free(&m->key);
    free(m);
}

BBMM_EXTERN_C_END

#endif
