/* tests/memo_props.c - the box memo (bbmm/memo.h) and the disjoint scheme
 * through it (bbmm/tile.h's bbmmi_tile_disjoint_memo) against the scheme
 * computed afresh.
 *
 * Usage: memo_props [cases] [seed]      (defaults: 20000 cases, seed 1)
 *
 * Each case draws a slot's input (spans, init boxes, iteration-local
 * flags) from a small pool of inputs, so that inputs recur as a time
 * loop's do, and often differ from one another in one bound, one flag or
 * one box; it runs the memoised scheme on one slot (kept across cases,
 * as the context's slots are) and the plain scheme on a fresh one, and
 * requires the same allocation boxes, in the same order.  It also checks
 * the memo alone: a key found after it was put, a key that differs in a
 * bound, a tag or a length not found, the oldest of BBMMI_MEMO_N + 1
 * results forgotten, bounds past a box's dimensions ignored.  Exit status
 * EXIT_FAILURE on any failing check.
 */
#include <bbmm.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rand.h"

#define MP_POOL 24
#define MP_MAX_BOXES 7

static int mp_failed;

#define MP_CHECK(cond, ...)                                                                                \
    do {                                                                                                   \
        if (!(cond)) {                                                                                     \
            if (mp_failed++ < 20) {                                                                        \
                fprintf(stderr, "memo_props: %s:%d: ", __FILE__, __LINE__);                                \
                fprintf(stderr, __VA_ARGS__);                                                              \
                fputc('\n', stderr);                                                                       \
            }                                                                                              \
        }                                                                                                  \
    } while (0)

/* One slot input: spans, init boxes and their flags. */
typedef struct mp_input {
    int ndim, nspan, ninit, nospan;
    bbmm_box span[MP_MAX_BOXES], init[MP_MAX_BOXES];
    unsigned flags[MP_MAX_BOXES];
} mp_input;

/* A random box of "nd" dimensions in -4..12, with junk past them. */
static bbmm_box mp_box(uint64_t *s, int nd)
{
    bbmm_box b = bbmm_bb_empty(nd);
    int d;
    for (d = 0; d < nd; d++) {
        b.lo[d] = test_rand_in(s, -4, 8);
        b.hi[d] = b.lo[d] + test_rand_in(s, 0, 4);
    }
    for (; d < BBMM_MAX_DIMS; d++) { /* what no box operation may read */
        b.lo[d] = (int64_t)test_rand(s);
        b.hi[d] = (int64_t)test_rand(s);
    }
    return b;
}

static void mp_random_input(uint64_t *s, mp_input *in)
{
    int i;
    memset(in, 0, sizeof(*in));
    in->ndim = (int)test_rand_in(s, 1, 3);
    in->nspan = (int)test_rand_in(s, 0, 3);
    in->ninit = (int)test_rand_in(s, 1, MP_MAX_BOXES);
    in->nospan = test_rand_in(s, 0, 4) == 0;
    for (i = 0; i < in->nspan; i++)
        in->span[i] = mp_box(s, in->ndim);
    for (i = 0; i < in->ninit; i++) {
        in->init[i] = mp_box(s, in->ndim);
        in->flags[i] = BBMM_BOX_READ | (test_rand_in(s, 0, 2) == 0 ? BBMM_BOX_ITER_LOCAL : 0u);
    }
}

/* "in" with one small change: a bound, a flag, the spans' use, a box
 * fewer (each a different input to the scheme). */
static void mp_nudge(uint64_t *s, mp_input *in)
{
    int i = (int)test_rand_in(s, 0, in->ninit - 1), d = (int)test_rand_in(s, 0, in->ndim - 1);
    switch (test_rand_in(s, 0, 3)) {
    case 0:
        in->init[i].hi[d]++;
        break;
    case 1:
        in->flags[i] ^= BBMM_BOX_ITER_LOCAL;
        break;
    case 2:
        in->nospan = !in->nospan;
        break;
    default:
        if (in->ninit > 1)
            in->ninit--;
        else
            in->init[0].lo[d]--;
    }
}

/* Fill slot "e" with input "in". */
static void mp_fill(bbmm_tile_slot *e, const mp_input *in)
{
    int i;
    e->init.n = e->span.n = e->alloc.n = 0;
    e->nospan = in->nospan;
    for (i = 0; i < in->nspan; i++)
        if (bbmm_box_list_push(&e->span, &in->span[i]) != BBMM_OK)
            exit(2);
    if (e->flags_cap < (size_t)in->ninit) {
        e->flags = (unsigned *)realloc(e->flags, (size_t)in->ninit * sizeof(unsigned));
        if (!e->flags)
            exit(2);
        e->flags_cap = (size_t)in->ninit;
    }
    for (i = 0; i < in->ninit; i++) {
        if (bbmm_box_list_push(&e->init, &in->init[i]) != BBMM_OK)
            exit(2);
        e->flags[i] = in->flags[i];
    }
}

/* Free what mp_fill and the scheme put in slot "e". */
static void mp_slot_free(bbmm_tile_slot *e)
{
    bbmm_box_list *l[] = {&e->init, &e->span, &e->alloc, &e->kept, &e->local, &e->tmp};
    size_t i;
    for (i = 0; i < sizeof(l) / sizeof(l[0]); i++)
        bbmm_box_list_free(l[i]);
    free(e->flags);
    bbmmi_memo_free(e->memo);
}

/* Nonzero when box lists "a" and "b" are the same boxes in the same order
 * (bounds of the dimensions they have). */
static int mp_same_list(const bbmm_box_list *a, const bbmm_box_list *b)
{
    size_t i;
    int d;
    if (a->n != b->n)
        return 0;
    for (i = 0; i < a->n; i++) {
        if (a->v[i].ndim != b->v[i].ndim)
            return 0;
        for (d = 0; d < a->v[i].ndim; d++)
            if (a->v[i].lo[d] != b->v[i].lo[d] || a->v[i].hi[d] != b->v[i].hi[d])
                return 0;
    }
    return 1;
}

/* The memo alone. */
static void mp_memo_alone(uint64_t *s)
{
    bbmmi_memo *m = NULL;
    bbmm_box_list l = {0}, out = {0};
    bbmm_box b, keys[BBMMI_MEMO_N + 1];
    int i, k, d;
    MP_CHECK(bbmmi_memo_start(&m) == BBMM_OK && m, "no memo");
    if (!m)
        return;
    /* BBMMI_MEMO_N + 1 results, key i: one 2-D box with lo[0] = i */
    for (i = 0; i <= BBMMI_MEMO_N; i++) {
        b = keys[i] = mp_box(s, 2);
        b.lo[0] = keys[i].lo[0] = i;
        l.n = out.n = 0;
        if (bbmm_box_list_push(&l, &b) != BBMM_OK || bbmm_box_list_push(&out, &b) != BBMM_OK)
            exit(2);
        out.v[0].hi[1] = 1000 + i;
        bbmmi_memo_start(&m);
        MP_CHECK(bbmmi_memo_keys(m, &l, NULL, 0, 3, 3) == BBMM_OK, "keys");
        MP_CHECK(bbmmi_memo_find(m) == NULL, "key %d found before it was put", i);
        bbmmi_memo_put(m, &out);
    }
    for (i = 0; i <= BBMMI_MEMO_N; i++) { /* the same keys, other junk past 2-D */
        const bbmm_box_list *hit;
        b = keys[i];
        for (d = 2; d < BBMM_MAX_DIMS; d++)
            b.lo[d] = b.hi[d] = d * 7 + i;
        l.n = 0;
        if (bbmm_box_list_push(&l, &b) != BBMM_OK)
            exit(2);
        bbmmi_memo_start(&m);
        bbmmi_memo_keys(m, &l, NULL, 0, 3, 3);
        hit = bbmmi_memo_find(m);
        if (i == 0)
            MP_CHECK(hit == NULL, "the oldest result was not forgotten");
        else
            MP_CHECK(hit && hit->n == 1 && hit->v[0].hi[1] == 1000 + i, "result %d lost or wrong", i);
    }
    /* a key that differs in its tag, its length, one bound */
    for (k = 0; k < 3; k++) {
        l.n = 0;
        b = keys[5];
        if (bbmm_box_list_push(&l, &b) != BBMM_OK)
            exit(2);
        if (k == 1 && bbmm_box_list_push(&l, &b) != BBMM_OK)
            exit(2);
        if (k == 2)
            l.v[0].hi[1]++;
        bbmmi_memo_start(&m);
        bbmmi_memo_keys(m, &l, NULL, 0, k == 0 ? 4 : 3, 3);
        MP_CHECK(bbmmi_memo_find(m) == NULL, "a different key (%s) was found", k == 0 ? "tag" : k == 1 ? "length" : "bound");
    }
    bbmm_box_list_free(&l);
    bbmm_box_list_free(&out);
    bbmmi_memo_free(m);
}

int main(int argc, char **argv)
{
    long cases = argc > 1 ? strtol(argv[1], NULL, 10) : 20000, c;
    uint64_t seed = argc > 2 ? strtoull(argv[2], NULL, 10) : 1, s = seed;
    mp_input pool[MP_POOL], in;
    bbmm_tile_slot memo_slot, fresh;
    long hits = 0;
    int i;
    memset(&memo_slot, 0, sizeof(memo_slot));
    mp_memo_alone(&s);
    for (i = 0; i < MP_POOL; i++) {
        if (i > 0 && test_rand_in(&s, 0, 1)) { /* a near copy of an earlier input */
            pool[i] = pool[test_rand_in(&s, 0, i - 1)];
            mp_nudge(&s, &pool[i]);
        } else {
            mp_random_input(&s, &pool[i]);
        }
    }
    for (c = 0; c < cases; c++) {
        /* a miss remembers its result, moving the memo's next place on */
        int before = memo_slot.memo ? memo_slot.memo->next + BBMMI_MEMO_N * memo_slot.memo->n : -1;
        in = pool[test_rand_in(&s, 0, MP_POOL - 1)];
        memset(&fresh, 0, sizeof(fresh));
        mp_fill(&memo_slot, &in);
        mp_fill(&fresh, &in);
        MP_CHECK(bbmmi_tile_disjoint_memo(&memo_slot) == BBMM_OK, "case %ld: memoised scheme failed", c);
        MP_CHECK(bbmm_tile_disjoint(&fresh) == BBMM_OK, "case %ld: scheme failed", c);
        MP_CHECK(mp_same_list(&memo_slot.alloc, &fresh.alloc),
                 "case %ld (seed %llu): %zu boxes through the memo, %zu computed", c, (unsigned long long)seed,
                 memo_slot.alloc.n, fresh.alloc.n);
        hits += before == memo_slot.memo->next + BBMMI_MEMO_N * memo_slot.memo->n;
        mp_slot_free(&fresh);
    }
    /* the pool has MP_POOL inputs and the memo BBMMI_MEMO_N places: both
     * hits and misses happen */
    MP_CHECK(hits > cases / 4 && hits < cases, "%ld hits in %ld cases", hits, cases);
    mp_slot_free(&memo_slot);
    if (mp_failed) {
        fprintf(stderr, "memo_props: %d check(s) failed\n", mp_failed);
        return EXIT_FAILURE;
    }
    printf("memo_props: %ld cases, %ld found in the memo, all equal to the scheme computed afresh\n", cases, hits);
    return EXIT_SUCCESS;
}
