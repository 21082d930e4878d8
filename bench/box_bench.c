/* bench/box_bench.c - nanoseconds per operation of the box algebra.
 *
 * Usage: box_bench [--quick]
 *
 * Times the single-box operations on 2-D and 3-D box pairs, and
 * bbmm_bb_disjoint (paper Algorithm 2) and bbmm_bb_merge on sets of 3, 8
 * and 32 overlapping tile boxes, each line for at least BENCH_TARGET_S
 * seconds (a tenth of that with --quick).  Inputs come from a fixed seed,
 * so runs are comparable.  A benchmark, not a test: it checks nothing.
 */
#define _POSIX_C_SOURCE 200809L

#include <bbmm/box.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define BENCH_TARGET_S 0.2
#define BENCH_PAIRS 1024
#define BENCH_SETS 64
#define BENCH_MAX_SET 32
#define BENCH_OUT_CAP 4096

/* Input pairs of one dimension count, cycled through by the pair loops. */
typedef struct bench_pairs {
    bbmm_box a[BENCH_PAIRS];
    bbmm_box b[BENCH_PAIRS];
} bench_pairs;

/* BENCH_SETS sets of "n" tile boxes, and their disjoint boxes (for merge). */
typedef struct bench_sets {
    size_t n;
    bbmm_box in[BENCH_SETS][BENCH_MAX_SET];
    bbmm_box_list dis[BENCH_SETS];
} bench_sets;

/* Runs "iters" operations on "ctx" and returns a value derived from their
 * results (fed to bench_sink so no work can be dropped). */
typedef uint64_t (*bench_fn)(const void *ctx, uint64_t iters);

/* One line of the report. */
typedef struct bench_line {
    const char *name;
    bench_fn fn;
    const void *ctx;
} bench_line;

static volatile uint64_t bench_sink;

/* Return the next 64 random bits of "*state" (splitmix64). */
static uint64_t bench_next(uint64_t *state)
{
    uint64_t z = (*state += UINT64_C(0x9E3779B97F4A7C15));
    z = (z ^ (z >> 30)) * UINT64_C(0xBF58476D1CE4E5B9);
    z = (z ^ (z >> 27)) * UINT64_C(0x94D049BB133111EB);
    return z ^ (z >> 31);
}

/* Return a random integer in "lo".."hi". */
static int64_t bench_uniform(uint64_t *state, int64_t lo, int64_t hi)
{
    return lo + (int64_t)(bench_next(state) % (uint64_t)(hi - lo + 1));
}

/* Return the monotonic clock in seconds. */
static double bench_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

/* Return a box of a tile of side 16..64 at a random place of a 1024^ndim
 * array. */
static bbmm_box bench_tile(uint64_t *state, int ndim)
{
    bbmm_box b = bbmm_bb_empty(ndim);
    int64_t side = bench_uniform(state, 16, 64);
    int d;
    for (d = 0; d < ndim; d++) {
        b.lo[d] = bench_uniform(state, 0, 1023 - side);
        b.hi[d] = b.lo[d] + side - 1;
    }
    return b;
}

/* Return an access box of "tile": the tile shifted by -2..2 in each
 * dimension (a stencil access) or, one time in four, one row of it
 * (a floyd-style path[k][j] access). */
static bbmm_box bench_access(uint64_t *state, const bbmm_box *tile)
{
    bbmm_box b = *tile;
    int64_t s;
    int d, k = (int)bench_uniform(state, 0, tile->ndim - 1);
    if (bench_uniform(state, 0, 3) == 0) {
        b.lo[k] = b.hi[k] = bench_uniform(state, tile->lo[k], tile->hi[k]);
        return b;
    }
    for (d = 0; d < tile->ndim; d++) {
        s = bench_uniform(state, -2, 2);
        b.lo[d] += s;
        b.hi[d] += s;
    }
    return b;
}

/* Fill "p" with pairs of "ndim" dimensions: two accesses of one tile
 * (overlapping, nested or equal) or, one time in four, of two tiles. */
static void bench_make_pairs(bench_pairs *p, int ndim, uint64_t seed)
{
    bbmm_box t, u;
    size_t i;
    for (i = 0; i < BENCH_PAIRS; i++) {
        t = bench_tile(&seed, ndim);
        u = bench_uniform(&seed, 0, 3) == 0 ? bench_tile(&seed, ndim) : t;
        p->a[i] = bench_access(&seed, &t);
        p->b[i] = bench_access(&seed, &u);
    }
}

/* Fill "s" with sets of "n" 2-D access boxes of one tile each, and compute
 * their disjoint boxes; return 0 when out of memory or when a set has
 * more than BENCH_OUT_CAP of them. */
static int bench_make_sets(bench_sets *s, size_t n, uint64_t seed)
{
    bbmm_box t;
    size_t i, j;
    int ok = 1;
    s->n = n;
    for (i = 0; i < BENCH_SETS; i++) {
        t = bench_tile(&seed, 2);
        for (j = 0; j < n; j++)
            s->in[i][j] = bench_access(&seed, &t);
        bbmm_box_list_init(&s->dis[i], NULL, 0);
        ok &= bbmm_bb_disjoint(s->in[i], n, &s->dis[i]) == BBMM_OK && s->dis[i].n <= BENCH_OUT_CAP;
    }
    return ok;
}

/* Release the disjoint boxes of "s". */
static void bench_free_sets(bench_sets *s)
{
    size_t i;
    for (i = 0; i < BENCH_SETS; i++)
        bbmm_box_list_free(&s->dis[i]);
}

/* Define "fname", a bench_fn running "expr" on pair "a", "b" of a
 * bench_pairs context per iteration; "expr" may write "out". */
#define BENCH_PAIR_OP(fname, expr)                                                   \
    static uint64_t fname(const void *ctx, uint64_t iters)                           \
    {                                                                                \
        const bench_pairs *p = (const bench_pairs *)ctx;                             \
        bbmm_box out[BBMM_SUBTRACT_MAX] = {{.ndim = 0}};                             \
        uint64_t acc = 0, i;                                                         \
        for (i = 0; i < iters; i++) {                                                \
            const bbmm_box *a = &p->a[i % BENCH_PAIRS], *b = &p->b[i % BENCH_PAIRS]; \
            acc += (uint64_t)(expr);                                                 \
            acc += (uint64_t)out[0].hi[0];                                           \
        }                                                                            \
        return acc;                                                                  \
    }

BENCH_PAIR_OP(bench_intersection, bbmm_bb_intersection(a, b, out))
BENCH_PAIR_OP(bench_subtract, bbmm_bb_subtract(a, b, out))
BENCH_PAIR_OP(bench_is_subset, bbmm_bb_is_subset(a, b))
BENCH_PAIR_OP(bench_convex_union, (out[0] = bbmm_bb_convex_union(a, b)).lo[0])
BENCH_PAIR_OP(bench_union_if_box, bbmm_bb_union_if_box(a, b, out))

/* bench_fn: bbmm_bb_disjoint of one set per iteration, into caller
 * storage (the list only reaches the heap if a set needs more than
 * BENCH_OUT_CAP boxes). */
static uint64_t bench_disjoint(const void *ctx, uint64_t iters)
{
    static bbmm_box storage[BENCH_OUT_CAP];
    const bench_sets *s = (const bench_sets *)ctx;
    bbmm_box_list l;
    uint64_t acc = 0, i;
    for (i = 0; i < iters; i++) {
        bbmm_box_list_init(&l, storage, BENCH_OUT_CAP);
        acc += bbmm_bb_disjoint(s->in[i % BENCH_SETS], s->n, &l) + l.n;
        bbmm_box_list_free(&l);
    }
    return acc;
}

/* bench_fn: copy the disjoint boxes of one set into a list and
 * bbmm_bb_merge them, per iteration. */
static uint64_t bench_merge(const void *ctx, uint64_t iters)
{
    static bbmm_box storage[BENCH_OUT_CAP];
    const bench_sets *s = (const bench_sets *)ctx;
    bbmm_box_list l;
    uint64_t acc = 0, i;
    size_t k;
    for (i = 0; i < iters; i++) {
        k = i % BENCH_SETS;
        bbmm_box_list_init(&l, storage, BENCH_OUT_CAP);
        memcpy(storage, s->dis[k].v, s->dis[k].n * sizeof(bbmm_box));
        l.n = s->dis[k].n;
        bbmm_bb_merge(&l, 0);
        acc += l.n;
    }
    return acc;
}

/* Run "fn" on "ctx" in doubling batches until "target" seconds have
 * passed; store the iteration count in "*iters" and return ns per
 * iteration. */
static double bench_time(bench_fn fn, const void *ctx, double target, uint64_t *iters)
{
    uint64_t batch = 1, total = 0;
    double start = bench_now(), elapsed;
    for (;;) {
        bench_sink += fn(ctx, batch);
        total += batch;
        elapsed = bench_now() - start;
        if (elapsed >= target)
            break;
        batch *= 2;
    }
    *iters = total;
    return elapsed * 1e9 / (double)total;
}

/* Return the mean number of disjoint boxes per set of "s". */
static double bench_mean_pieces(const bench_sets *s)
{
    size_t i, sum = 0;
    for (i = 0; i < BENCH_SETS; i++)
        sum += s->dis[i].n;
    return (double)sum / BENCH_SETS;
}

/* Time every line of "lines" for "target" seconds each and print them. */
static void bench_report(const bench_line *lines, size_t n, double target)
{
    uint64_t iters;
    double ns;
    size_t i;
    printf("%-44s %12s %14s\n", "operation", "ns/op", "iterations");
    for (i = 0; i < n; i++) {
        ns = bench_time(lines[i].fn, lines[i].ctx, target, &iters);
        printf("%-44s %12.2f %14llu\n", lines[i].name, ns, (unsigned long long)iters);
        fflush(stdout);
    }
}

/* Build the inputs, time every operation and print the table. */
int main(int argc, char **argv)
{
    static bench_pairs p2, p3;
    static bench_sets s3, s8, s32;
    double target = BENCH_TARGET_S;
    char name[3][64];
    if (argc > 2 || (argc == 2 && strcmp(argv[1], "--quick") != 0)) {
        fprintf(stderr, "usage: box_bench [--quick]\n");
        return 2;
    }
    if (argc == 2)
        target /= 10;
    bench_make_pairs(&p2, 2, 1);
    bench_make_pairs(&p3, 3, 2);
    if (!bench_make_sets(&s3, 3, 3) || !bench_make_sets(&s8, 8, 4) || !bench_make_sets(&s32, 32, 5)) {
        fprintf(stderr, "box_bench: out of memory\n");
        return 1;
    }
    snprintf(name[0], sizeof(name[0]), "bb_merge, disjoint of 3 (%.1f boxes)", bench_mean_pieces(&s3));
    snprintf(name[1], sizeof(name[1]), "bb_merge, disjoint of 8 (%.1f boxes)", bench_mean_pieces(&s8));
    snprintf(name[2], sizeof(name[2]), "bb_merge, disjoint of 32 (%.1f boxes)", bench_mean_pieces(&s32));
    {
        const bench_line lines[] = {
            {"bb_intersection 2-D", bench_intersection, &p2},
            {"bb_intersection 3-D", bench_intersection, &p3},
            {"bb_subtract 2-D", bench_subtract, &p2},
            {"bb_subtract 3-D", bench_subtract, &p3},
            {"bb_is_subset 2-D", bench_is_subset, &p2},
            {"bb_is_subset 3-D", bench_is_subset, &p3},
            {"bb_convex_union 2-D", bench_convex_union, &p2},
            {"bb_convex_union 3-D", bench_convex_union, &p3},
            {"bb_union_if_box 2-D", bench_union_if_box, &p2},
            {"bb_union_if_box 3-D", bench_union_if_box, &p3},
            {"bb_disjoint of 3 tile boxes (2-D)", bench_disjoint, &s3},
            {"bb_disjoint of 8 tile boxes (2-D)", bench_disjoint, &s8},
            {"bb_disjoint of 32 tile boxes (2-D)", bench_disjoint, &s32},
            {name[0], bench_merge, &s3},
            {name[1], bench_merge, &s8},
            {name[2], bench_merge, &s32},
        };
        printf("box_bench: %.2f s per line, BBMM_MAX_DIMS %d\n", target, BBMM_MAX_DIMS);
        bench_report(lines, sizeof(lines) / sizeof(lines[0]), target);
    }
    bench_free_sets(&s3);
    bench_free_sets(&s8);
    bench_free_sets(&s32);
    return 0;
}
