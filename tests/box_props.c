/* tests/box_props.c - property tests of the box algebra against brute force.
 *
 * Usage: box_props [cases] [seed]      (defaults: 100000 cases, seed 1)
 *
 * Case "i" of a run with seed "s" draws its boxes from a generator seeded
 * with "s" + "i", so "box_props 1 S" replays exactly the case whose failure
 * report names the seed S.  Coordinates are small, so every box is
 * rasterised into a bit set over a universe box one point wider than the
 * coordinate range on every side, and each operation of bbmm/box.h is
 * compared with the answer computed on those point sets.  The generator is
 * biased towards empty, degenerate, identical, nested, enclosing, touching
 * and disjoint boxes.  A few fixed checks at the end exercise bounds at
 * INT64_MIN/INT64_MAX (run under UBSan to catch signed overflow).
 *
 * Every failing check is counted; the first PROP_MAX_PRINTED are printed
 * with the operation and its boxes.  Exit status EXIT_FAILURE if any.
 */
#include <bbmm/box.h>

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define PROP_MAX_NDIM 4
#define PROP_MAX_POINTS 2401
#define PROP_WORDS ((PROP_MAX_POINTS + 63) / 64)
#define PROP_MAX_LIST 8
#define PROP_MAX_SUBS 6
#define PROP_STORAGE 3
#define PROP_MAX_PREFIX (PROP_STORAGE + 1)
#define PROP_MAX_PRINTED 20

/* Coordinate range of the boxes of each dimension count (index: ndim); the
 * universe adds one point on each side, so 4-D has 7^4 = 2401 points. */
static const int64_t prop_range[PROP_MAX_NDIM + 1][2] = {
    {0, 0}, {-3, 6}, {-3, 6}, {-2, 4}, {-1, 3}};

/* Generator state (splitmix64). */
typedef struct prop_rng {
    uint64_t state;
} prop_rng;

/* The lattice points boxes of a case are checked on. */
typedef struct prop_universe {
    int ndim;
    int64_t rlo, rhi;
    int64_t ulo, uhi;
    int64_t width;
    size_t npoints;
    size_t nwords;
} prop_universe;

/* A set of universe points, one bit per point. */
typedef struct prop_set {
    uint64_t w[PROP_WORDS];
} prop_set;

/* One case: its universe and its generator. */
typedef struct prop_case {
    prop_universe u;
    prop_rng rng;
} prop_case;

/* What a failing check prints: the operation, its inputs and outputs. */
typedef struct prop_report {
    const char *op;
    const bbmm_box *in;
    size_t nin;
    const bbmm_box *out;
    size_t nout;
} prop_report;

/* Counters of a run and the case being checked ("fixed" for the checks
 * that do not come from the generator). */
typedef struct prop_run {
    unsigned long long checks;
    unsigned long long failures;
    unsigned long long case_index;
    uint64_t case_seed;
    int fixed;
} prop_run;

/* Shapes of generated boxes; those from PROP_IDENTICAL on are drawn
 * relative to an earlier box of the case. */
typedef enum prop_shape {
    PROP_RANDOM,
    PROP_EMPTY,
    PROP_POINT,
    PROP_ROW,
    PROP_IDENTICAL,
    PROP_NESTED,
    PROP_ENCLOSING,
    PROP_TOUCHING,
    PROP_SLAB,
    PROP_SHIFTED,
    PROP_DISJOINT,
    PROP_SHAPES
} prop_shape;

/* Relative frequency of each prop_shape. */
static const int prop_shape_weight[PROP_SHAPES] = {3, 1, 1, 1, 1, 2, 1, 3, 2, 1, 1};

/* ---- generator ------------------------------------------------------- */

/* Return the next 64 random bits of "r". */
static uint64_t prop_next(prop_rng *r)
{
    uint64_t z = (r->state += UINT64_C(0x9E3779B97F4A7C15));
    z = (z ^ (z >> 30)) * UINT64_C(0xBF58476D1CE4E5B9);
    z = (z ^ (z >> 27)) * UINT64_C(0x94D049BB133111EB);
    return z ^ (z >> 31);
}

/* Return a random integer in "lo".."hi" (a small range, "lo" <= "hi"). */
static int64_t prop_uniform(prop_rng *r, int64_t lo, int64_t hi)
{
    return lo + (int64_t)(prop_next(r) % (uint64_t)(hi - lo + 1));
}

/* Return "v" limited to the coordinate range of "u". */
static int64_t prop_clamp(const prop_universe *u, int64_t v)
{
    return v < u->rlo ? u->rlo : v > u->rhi ? u->rhi : v;
}

/* Store a random non-empty interval of the coordinate range in "*lo",
 * "*hi". */
static void prop_interval(prop_case *c, int64_t *lo, int64_t *hi)
{
    int64_t x = prop_uniform(&c->rng, c->u.rlo, c->u.rhi);
    int64_t y = prop_uniform(&c->rng, c->u.rlo, c->u.rhi);
    *lo = x < y ? x : y;
    *hi = x < y ? y : x;
}

/* Store in "*lo", "*hi" a random interval of the coordinate range that
 * starts "gap" points above "hi0" or ends "gap" points below "lo0"; return
 * 0 when neither side has room. */
static int prop_beside(prop_case *c, int64_t lo0, int64_t hi0, int64_t gap, int64_t *lo, int64_t *hi)
{
    int above = hi0 + gap <= c->u.rhi, below = lo0 - gap >= c->u.rlo;
    if (above && below)
        above = (int)prop_uniform(&c->rng, 0, 1);
    if (above) {
        *lo = hi0 + gap;
        *hi = prop_uniform(&c->rng, *lo, c->u.rhi);
        return 1;
    }
    if (below) {
        *hi = lo0 - gap;
        *lo = prop_uniform(&c->rng, c->u.rlo, *hi);
        return 1;
    }
    return 0;
}

/* Return a random shape drawn with prop_shape_weight. */
static prop_shape prop_pick_shape(prop_case *c)
{
    int total = 0, s, x;
    for (s = 0; s < PROP_SHAPES; s++)
        total += prop_shape_weight[s];
    x = (int)prop_uniform(&c->rng, 0, total - 1);
    for (s = 0; x >= prop_shape_weight[s]; s++)
        x -= prop_shape_weight[s];
    return (prop_shape)s;
}

/* Return nonzero when "b" holds a point, judged by its bounds alone. */
static int prop_has_points(const prop_universe *u, const bbmm_box *b)
{
    int d;
    for (d = 0; d < u->ndim; d++)
        if (b->lo[d] > b->hi[d])
            return 0;
    return 1;
}

/* Return a random box of "c" with every interval random. */
static bbmm_box prop_gen_random(prop_case *c)
{
    bbmm_box b = bbmm_bb_empty(c->u.ndim);
    int d;
    for (d = 0; d < c->u.ndim; d++)
        prop_interval(c, &b.lo[d], &b.hi[d]);
    return b;
}

/* Return a random empty box: the canonical one, or a random box with
 * dimension "k" reversed. */
static bbmm_box prop_gen_empty(prop_case *c, int k)
{
    bbmm_box b = prop_gen_random(c);
    if (prop_uniform(&c->rng, 0, 3) == 0)
        return bbmm_bb_empty(c->u.ndim);
    b.hi[k] = b.lo[k] - prop_uniform(&c->rng, 1, 2);
    return b;
}

/* Return a random single point, or, when "row", a single row along
 * dimension "k". */
static bbmm_box prop_gen_point(prop_case *c, int k, int row)
{
    bbmm_box b = bbmm_bb_empty(c->u.ndim);
    int d;
    for (d = 0; d < c->u.ndim; d++)
        b.lo[d] = b.hi[d] = prop_uniform(&c->rng, c->u.rlo, c->u.rhi);
    if (row)
        prop_interval(c, &b.lo[k], &b.hi[k]);
    return b;
}

/* Return a random box inside "r" (nested) or, when "outside", holding
 * "r" (enclosing). */
static bbmm_box prop_gen_nested(prop_case *c, const bbmm_box *r, int outside)
{
    bbmm_box b = *r;
    int d;
    for (d = 0; d < c->u.ndim; d++) {
        if (outside) {
            b.lo[d] = prop_uniform(&c->rng, c->u.rlo, r->lo[d]);
            b.hi[d] = prop_uniform(&c->rng, r->hi[d], c->u.rhi);
        } else {
            b.lo[d] = prop_uniform(&c->rng, r->lo[d], r->hi[d]);
            b.hi[d] = prop_uniform(&c->rng, b.lo[d], r->hi[d]);
        }
    }
    return b;
}

/* Return "r" with dimension "k" moved beside it, "gap" - 1 points away
 * (gap 1: touching); the other dimensions keep "r"'s intervals or, when
 * "jitter", get random ones.  Falls back to a random box when there is no
 * room. */
static bbmm_box prop_gen_beside(prop_case *c, const bbmm_box *r, int k, int64_t gap, int jitter)
{
    bbmm_box b = *r;
    int d;
    if (!prop_beside(c, r->lo[k], r->hi[k], gap, &b.lo[k], &b.hi[k]))
        return prop_gen_random(c);
    for (d = 0; jitter && d < c->u.ndim; d++)
        if (d != k)
            prop_interval(c, &b.lo[d], &b.hi[d]);
    return b;
}

/* Return "r" with dimension "k" replaced by a random interval (boxes that
 * agree in all but one dimension). */
static bbmm_box prop_gen_slab(prop_case *c, const bbmm_box *r, int k)
{
    bbmm_box b = *r;
    prop_interval(c, &b.lo[k], &b.hi[k]);
    return b;
}

/* Return "r" shifted by -2..2 in every dimension, clamped to the range. */
static bbmm_box prop_gen_shifted(prop_case *c, const bbmm_box *r)
{
    bbmm_box b = *r;
    int64_t s;
    int d;
    for (d = 0; d < c->u.ndim; d++) {
        s = prop_uniform(&c->rng, -2, 2);
        b.lo[d] = prop_clamp(&c->u, r->lo[d] + s);
        b.hi[d] = prop_clamp(&c->u, r->hi[d] + s);
    }
    return b;
}

/* Return a random box of case "c", often in a chosen relation to one of
 * the "nrel" boxes "rel". */
static bbmm_box prop_gen_box(prop_case *c, const bbmm_box *rel, size_t nrel)
{
    prop_shape shape = prop_pick_shape(c);
    int k = (int)prop_uniform(&c->rng, 0, c->u.ndim - 1);
    const bbmm_box *r = nrel ? &rel[prop_uniform(&c->rng, 0, (int64_t)nrel - 1)] : NULL;
    if (shape == PROP_IDENTICAL && r)
        return *r;
    if (shape >= PROP_IDENTICAL && (!r || !prop_has_points(&c->u, r)))
        shape = PROP_RANDOM;
    switch (shape) {
    case PROP_EMPTY:
        return prop_gen_empty(c, k);
    case PROP_POINT:
    case PROP_ROW:
        return prop_gen_point(c, k, shape == PROP_ROW);
    case PROP_NESTED:
    case PROP_ENCLOSING:
        return prop_gen_nested(c, r, shape == PROP_ENCLOSING);
    case PROP_TOUCHING:
        return prop_gen_beside(c, r, k, 1, prop_uniform(&c->rng, 0, 2) == 0);
    case PROP_DISJOINT:
        return prop_gen_beside(c, r, k, 2, (int)prop_uniform(&c->rng, 0, 1));
    case PROP_SLAB:
        return prop_gen_slab(c, r, k);
    case PROP_SHIFTED:
        return prop_gen_shifted(c, r);
    default:
        return prop_gen_random(c);
    }
}

/* Fill "b"[0.."n"-1] with boxes of "c", each drawn relative to the boxes
 * before it. */
static void prop_gen_list(prop_case *c, bbmm_box *b, size_t n)
{
    size_t i;
    for (i = 0; i < n; i++)
        b[i] = prop_gen_box(c, b, i);
}

/* Start case "c" from "seed": its dimension count and universe. */
static void prop_case_init(prop_case *c, uint64_t seed)
{
    prop_universe *u = &c->u;
    int d;
    c->rng.state = seed;
    u->ndim = (int)prop_uniform(&c->rng, 1, PROP_MAX_NDIM);
    u->rlo = prop_range[u->ndim][0];
    u->rhi = prop_range[u->ndim][1];
    u->ulo = u->rlo - 1;
    u->uhi = u->rhi + 1;
    u->width = u->uhi - u->ulo + 1;
    u->npoints = 1;
    for (d = 0; d < u->ndim; d++)
        u->npoints *= (size_t)u->width;
    u->nwords = (u->npoints + 63) / 64;
}

/* ---- point sets ------------------------------------------------------ */

/* Return the index of universe point "p". */
static size_t prop_index(const prop_universe *u, const int64_t *p)
{
    size_t i = 0;
    int d;
    for (d = u->ndim - 1; d >= 0; d--)
        i = i * (size_t)u->width + (size_t)(p[d] - u->ulo);
    return i;
}

/* Store in "p" the coordinates of the universe point of index "i". */
static void prop_point(const prop_universe *u, size_t i, int64_t *p)
{
    int d;
    for (d = 0; d < u->ndim; d++) {
        p[d] = u->ulo + (int64_t)(i % (size_t)u->width);
        i /= (size_t)u->width;
    }
}

/* Return nonzero when point "i" is in "s". */
static int prop_set_has(const prop_set *s, size_t i)
{
    return (int)((s->w[i / 64] >> (i % 64)) & 1);
}

/* Make "s" empty. */
static void prop_set_clear(const prop_universe *u, prop_set *s)
{
    memset(s->w, 0, u->nwords * sizeof(s->w[0]));
}

/* Set "r" to "r" ∪ "a". */
static void prop_set_or(const prop_universe *u, prop_set *r, const prop_set *a)
{
    size_t i;
    for (i = 0; i < u->nwords; i++)
        r->w[i] |= a->w[i];
}

/* Set "r" to "r" ∩ "a". */
static void prop_set_and(const prop_universe *u, prop_set *r, const prop_set *a)
{
    size_t i;
    for (i = 0; i < u->nwords; i++)
        r->w[i] &= a->w[i];
}

/* Set "r" to "r" \ "a". */
static void prop_set_minus(const prop_universe *u, prop_set *r, const prop_set *a)
{
    size_t i;
    for (i = 0; i < u->nwords; i++)
        r->w[i] &= ~a->w[i];
}

/* Return nonzero when "a" and "b" hold the same points. */
static int prop_set_same(const prop_universe *u, const prop_set *a, const prop_set *b)
{
    return memcmp(a->w, b->w, u->nwords * sizeof(a->w[0])) == 0;
}

/* Return nonzero when "a" and "b" share a point. */
static int prop_set_meets(const prop_universe *u, const prop_set *a, const prop_set *b)
{
    size_t i;
    for (i = 0; i < u->nwords; i++)
        if (a->w[i] & b->w[i])
            return 1;
    return 0;
}

/* Return the number of points of "s". */
static uint64_t prop_set_count(const prop_universe *u, const prop_set *s)
{
    uint64_t n = 0, w;
    size_t i;
    for (i = 0; i < u->nwords; i++)
        for (w = s->w[i]; w; w &= w - 1)
            n++;
    return n;
}

/* Store in "s" the universe points of "b", enumerated from its bounds. */
static void prop_raster(const prop_universe *u, const bbmm_box *b, prop_set *s)
{
    int64_t lo[BBMM_MAX_DIMS], hi[BBMM_MAX_DIMS], p[BBMM_MAX_DIMS];
    size_t i;
    int d;
    prop_set_clear(u, s);
    for (d = 0; d < u->ndim; d++) {
        lo[d] = b->lo[d] > u->ulo ? b->lo[d] : u->ulo;
        hi[d] = b->hi[d] < u->uhi ? b->hi[d] : u->uhi;
        if (lo[d] > hi[d])
            return;
        p[d] = lo[d];
    }
    for (d = 0; d < u->ndim;) {
        i = prop_index(u, p);
        s->w[i / 64] |= UINT64_C(1) << (i % 64);
        for (d = 0; d < u->ndim && p[d] == hi[d]; d++)
            p[d] = lo[d];
        if (d < u->ndim)
            p[d]++;
    }
}

/* Store in "s" the union of the points of boxes "b"[0.."n"-1]. */
static void prop_raster_union(const prop_universe *u, const bbmm_box *b, size_t n, prop_set *s)
{
    prop_set t;
    size_t i;
    prop_set_clear(u, s);
    for (i = 0; i < n; i++) {
        prop_raster(u, &b[i], &t);
        prop_set_or(u, s, &t);
    }
}

/* Return the smallest box holding every point of "s", found by scanning
 * the points (the canonical empty box when "s" is empty). */
static bbmm_box prop_set_hull(const prop_universe *u, const prop_set *s)
{
    bbmm_box h = bbmm_bb_empty(u->ndim);
    int64_t p[BBMM_MAX_DIMS];
    size_t i;
    int d, first = 1;
    for (i = 0; i < u->npoints; i++) {
        if (!prop_set_has(s, i))
            continue;
        prop_point(u, i, p);
        for (d = 0; d < u->ndim; d++) {
            h.lo[d] = first || p[d] < h.lo[d] ? p[d] : h.lo[d];
            h.hi[d] = first || p[d] > h.hi[d] ? p[d] : h.hi[d];
        }
        first = 0;
    }
    return h;
}

/* Return the number of points of "b", from its bounds. */
static uint64_t prop_box_count(const prop_universe *u, const bbmm_box *b)
{
    uint64_t v = 1;
    int d;
    if (!prop_has_points(u, b))
        return 0;
    for (d = 0; d < u->ndim; d++)
        v *= (uint64_t)(b->hi[d] - b->lo[d] + 1);
    return v;
}

/* Return nonzero when "b" has the universe's dimension count and no point
 * outside the universe (so its raster is all of it). */
static int prop_fits(const prop_universe *u, const bbmm_box *b)
{
    int d;
    if (b->ndim != u->ndim)
        return 0;
    if (!prop_has_points(u, b))
        return 1;
    for (d = 0; d < u->ndim; d++)
        if (b->lo[d] < u->ulo || b->hi[d] > u->uhi)
            return 0;
    return 1;
}

/* Return nonzero when the union "s" of the points of boxes "a" and "b"
 * is a box: it has as many points as the smallest box around "a" and "b". */
static int prop_union_is_box(const prop_universe *u, const prop_set *s, const bbmm_box *a, const bbmm_box *b)
{
    bbmm_box h = *a;
    int d;
    if (!prop_has_points(u, a))
        h = *b;
    else if (prop_has_points(u, b))
        for (d = 0; d < u->ndim; d++) {
            h.lo[d] = a->lo[d] < b->lo[d] ? a->lo[d] : b->lo[d];
            h.hi[d] = a->hi[d] > b->hi[d] ? a->hi[d] : b->hi[d];
        }
    return prop_set_count(u, s) == prop_box_count(u, &h);
}

/* Return nonzero when "a" and "b" have the same dimension count and hold
 * the same points (any two empty boxes of that count are the same). */
static int prop_box_same(const bbmm_box *a, const bbmm_box *b)
{
    int d, ea = 0, eb = 0;
    if (a->ndim != b->ndim || a->ndim < 1 || a->ndim > BBMM_MAX_DIMS)
        return 0;
    for (d = 0; d < a->ndim; d++) {
        ea |= a->lo[d] > a->hi[d];
        eb |= b->lo[d] > b->hi[d];
    }
    if (ea || eb)
        return ea && eb;
    for (d = 0; d < a->ndim; d++)
        if (a->lo[d] != b->lo[d] || a->hi[d] != b->hi[d])
            return 0;
    return 1;
}

/* Return nonzero when every field of "a" and "b" is equal (padding aside). */
static int prop_box_identical(const bbmm_box *a, const bbmm_box *b)
{
    int d;
    if (a->ndim != b->ndim)
        return 0;
    for (d = 0; d < BBMM_MAX_DIMS; d++)
        if (a->lo[d] != b->lo[d] || a->hi[d] != b->hi[d])
            return 0;
    return 1;
}

/* ---- reporting ------------------------------------------------------- */

/* Print boxes "b"[0.."n"-1], labelled "label". */
static void prop_print_boxes(const char *label, const bbmm_box *b, size_t n)
{
    char buf[256];
    size_t i;
    for (i = 0; i < n; i++)
        printf("    %s[%zu] = %s\n", label, i, bbmm_bb_format(&b[i], buf, sizeof(buf)));
}

/* Count one check of "run"; when "ok" is zero count a failure and print
 * the first PROP_MAX_PRINTED of them with "what" and the boxes of "rep".
 * Return "ok". */
static int prop_expect(prop_run *run, const prop_report *rep, int ok, const char *what)
{
    run->checks++;
    if (ok)
        return ok;
    if (run->failures++ >= PROP_MAX_PRINTED)
        return ok;
    if (run->fixed)
        printf("FAIL fixed check: %s: %s\n", rep->op, what);
    else
        printf("FAIL case %llu (replay: box_props 1 %llu): %s: %s\n", run->case_index,
               (unsigned long long)run->case_seed, rep->op, what);
    prop_print_boxes("in", rep->in, rep->nin);
    prop_print_boxes("out", rep->out, rep->nout);
    return ok;
}

/* ---- shared checks --------------------------------------------------- */

/* Check that boxes "p"[0.."n"-1] lie in the universe and cover exactly
 * "want", and, when "partition", that they are non-empty and pairwise
 * disjoint. */
static void prop_expect_pieces(prop_run *run, const prop_case *c, const prop_report *rep,
                               const bbmm_box *p, size_t n, const prop_set *want, int partition)
{
    prop_set acc, s;
    int fits = 1, nonempty = 1, disjoint = 1;
    size_t i;
    prop_set_clear(&c->u, &acc);
    for (i = 0; i < n; i++) {
        fits &= prop_fits(&c->u, &p[i]);
        nonempty &= prop_has_points(&c->u, &p[i]);
        prop_raster(&c->u, &p[i], &s);
        disjoint &= !prop_set_meets(&c->u, &acc, &s);
        prop_set_or(&c->u, &acc, &s);
    }
    prop_expect(run, rep, fits, "a box lies outside the inputs or has the wrong ndim");
    prop_expect(run, rep, prop_set_same(&c->u, &acc, want), "boxes do not cover exactly the expected points");
    if (!partition)
        return;
    prop_expect(run, rep, nonempty, "a box is empty");
    prop_expect(run, rep, disjoint, "boxes overlap");
}

/* Check that no two of boxes "p"[0.."n"-1] have a union that is a box. */
static void prop_expect_unmergeable(prop_run *run, const prop_case *c, const prop_report *rep,
                                    const bbmm_box *p, size_t n)
{
    prop_set *s = (prop_set *)malloc((n + 1) * sizeof(*s));
    prop_set t;
    size_t i, j;
    int found = 0;
    if (!prop_expect(run, rep, s != NULL, "test out of memory"))
        return;
    for (i = 0; i < n; i++)
        prop_raster(&c->u, &p[i], &s[i]);
    for (i = 0; i < n && !found; i++)
        for (j = i + 1; j < n && !found; j++) {
            t = s[i];
            prop_set_or(&c->u, &t, &s[j]);
            found = prop_union_is_box(&c->u, &t, &p[i], &p[j]);
        }
    prop_expect(run, rep, !found, "two boxes are left whose union is a box");
    free(s);
}

/* Check that the first "npre" boxes of "l" still equal "prefix". */
static void prop_expect_prefix(prop_run *run, const prop_report *rep, const bbmm_box_list *l,
                               const bbmm_box *prefix, size_t npre)
{
    size_t i;
    int same = l->n >= npre;
    for (i = 0; same && i < npre; i++)
        same = prop_box_identical(&l->v[i], &prefix[i]);
    prop_expect(run, rep, same, "boxes already in the output list were changed");
}

/* Return the boxes of "l" from index "start" on (NULL while "l" has no
 * storage). */
static bbmm_box *prop_tail(const bbmm_box_list *l, size_t start)
{
    return l->v ? l->v + start : NULL;
}

/* Return how many boxes "l" holds from index "start" on. */
static size_t prop_tail_len(const bbmm_box_list *l, size_t start)
{
    return l->n > start ? l->n - start : 0;
}

/* Start "l" on "storage" (room for PROP_STORAGE boxes) with a random
 * capacity, NULL storage when it is 0, and push 0..PROP_MAX_PREFIX random
 * boxes that the operation under test must leave alone; copy them to
 * "prefix" and return how many. */
static size_t prop_list_start(prop_run *run, prop_case *c, bbmm_box_list *l, bbmm_box *storage,
                              bbmm_box *prefix)
{
    size_t cap = (size_t)prop_uniform(&c->rng, 0, PROP_STORAGE);
    size_t n = (size_t)prop_uniform(&c->rng, 0, PROP_MAX_PREFIX), i;
    prop_report rep = {"bbmm_box_list_push", NULL, 0, NULL, 0};
    int ok = 1;
    bbmm_box_list_init(l, cap || prop_uniform(&c->rng, 0, 1) ? storage : NULL, cap);
    prop_gen_list(c, prefix, n);
    for (i = 0; i < n; i++)
        ok &= bbmm_box_list_push(l, &prefix[i]) == BBMM_OK;
    prop_expect(run, &rep, ok, "push failed");
    return n;
}

/* ---- single boxes and pairs ----------------------------------------- */

/* Check bbmm_bb_is_empty, bbmm_bb_volume and bbmm_bb_contains_point of box
 * "b" against its point set "s". */
static void prop_check_box(prop_run *run, const prop_case *c, const bbmm_box *b, const prop_set *s)
{
    int64_t p[BBMM_MAX_DIMS] = {0};
    uint64_t n = prop_set_count(&c->u, s), v = ~(uint64_t)0;
    prop_report rep = {"bb_is_empty", b, 1, NULL, 0};
    bbmm_status st;
    size_t i;
    int wrong = 0;
    prop_expect(run, &rep, !bbmm_bb_is_empty(b) == (n > 0), "wrong answer");
    rep.op = "bb_volume";
    st = bbmm_bb_volume(b, &v);
    prop_expect(run, &rep, st == BBMM_OK && v == n, "volume differs from the point count");
    for (i = 0; i < c->u.npoints; i++) {
        prop_point(&c->u, i, p);
        wrong |= !bbmm_bb_contains_point(b, p) != !prop_set_has(s, i);
    }
    rep.op = "bb_contains_point";
    prop_expect(run, &rep, !wrong, "wrong answer for some universe point");
}

/* Check bbmm_bb_intersection of "in"[0] and "in"[1] (points "s"[0], "s"[1]),
 * also with the output aliasing either input. */
static void prop_check_intersection(prop_run *run, const prop_case *c, const bbmm_box *in, const prop_set *s)
{
    prop_set want = s[0], got;
    bbmm_box out, alias;
    prop_report rep = {"bb_intersection", in, 2, &out, 1};
    int ret, aret;
    ret = bbmm_bb_intersection(&in[0], &in[1], &out);
    prop_set_and(&c->u, &want, &s[1]);
    prop_raster(&c->u, &out, &got);
    prop_expect(run, &rep, !ret == !prop_set_count(&c->u, &want), "return value is not (a & b non-empty)");
    prop_expect(run, &rep, prop_fits(&c->u, &out) && prop_set_same(&c->u, &got, &want), "result is not a & b");
    alias = in[0];
    aret = bbmm_bb_intersection(&alias, &in[1], &alias);
    prop_expect(run, &rep, aret == ret && prop_box_same(&alias, &out), "differs when out aliases a");
    alias = in[1];
    aret = bbmm_bb_intersection(&in[0], &alias, &alias);
    prop_expect(run, &rep, aret == ret && prop_box_same(&alias, &out), "differs when out aliases b");
}

/* Check bbmm_bb_overlaps, bbmm_bb_is_subset and bbmm_bb_equal of "in"[0]
 * and "in"[1] against their points "s". */
static void prop_check_predicates(prop_run *run, const prop_case *c, const bbmm_box *in, const prop_set *s)
{
    prop_set meet = s[0], rest = s[0];
    prop_report rep = {"bb_overlaps", in, 2, NULL, 0};
    prop_set_and(&c->u, &meet, &s[1]);
    prop_set_minus(&c->u, &rest, &s[1]);
    prop_expect(run, &rep, !bbmm_bb_overlaps(&in[0], &in[1]) == !prop_set_count(&c->u, &meet), "wrong answer");
    rep.op = "bb_is_subset";
    prop_expect(run, &rep, !bbmm_bb_is_subset(&in[0], &in[1]) == !!prop_set_count(&c->u, &rest), "wrong answer");
    rep.op = "bb_equal";
    prop_expect(run, &rep, !bbmm_bb_equal(&in[0], &in[1]) == !prop_set_same(&c->u, &s[0], &s[1]), "wrong answer");
}

/* Check bbmm_bb_convex_union of "in"[0] and "in"[1] against the hull of
 * their points "s". */
static void prop_check_convex_union(prop_run *run, const prop_case *c, const bbmm_box *in, const prop_set *s)
{
    prop_set all = s[0], got, want;
    bbmm_box out = bbmm_bb_convex_union(&in[0], &in[1]), hull;
    prop_report rep = {"bb_convex_union", in, 2, &out, 1};
    prop_set_or(&c->u, &all, &s[1]);
    hull = prop_set_hull(&c->u, &all);
    prop_raster(&c->u, &out, &got);
    prop_raster(&c->u, &hull, &want);
    prop_expect(run, &rep, prop_fits(&c->u, &out) && prop_set_same(&c->u, &got, &want),
                "not the smallest box holding a and b");
}

/* Check bbmm_bb_subtract of "in"[1] from "in"[0] against "s"[0] \ "s"[1]. */
static void prop_check_subtract(prop_run *run, const prop_case *c, const bbmm_box *in, const prop_set *s)
{
    bbmm_box piece[BBMM_SUBTRACT_MAX] = {{.ndim = 0}};
    prop_set want = s[0];
    int n = bbmm_bb_subtract(&in[0], &in[1], piece);
    prop_report rep = {"bb_subtract", in, 2, piece, n > 0 && n <= BBMM_SUBTRACT_MAX ? (size_t)n : 0};
    prop_set_minus(&c->u, &want, &s[1]);
    if (!prop_expect(run, &rep, n >= 0 && n <= 2 * c->u.ndim, "more than 2*ndim pieces"))
        return;
    prop_expect_pieces(run, c, &rep, piece, (size_t)n, &want, 1);
}

/* Check bbmm_bb_union_if_box of "in"[0] and "in"[1]: nonzero exactly when
 * the union of their points "s" is a box, then that box, else "out"
 * untouched. */
static void prop_check_union_if_box(prop_run *run, const prop_case *c, const bbmm_box *in, const prop_set *s)
{
    bbmm_box sentinel = bbmm_bb_3d(41, 42, 43, 44, 45, 46), out = sentinel;
    prop_set all = s[0], got;
    prop_report rep = {"bb_union_if_box", in, 2, &out, 1};
    int ret = bbmm_bb_union_if_box(&in[0], &in[1], &out), is_box;
    prop_set_or(&c->u, &all, &s[1]);
    is_box = prop_union_is_box(&c->u, &all, &in[0], &in[1]);
    prop_expect(run, &rep, !ret == !is_box, "return value is not (a | b is a box)");
    prop_raster(&c->u, &out, &got);
    if (ret)
        prop_expect(run, &rep, prop_fits(&c->u, &out) && prop_set_same(&c->u, &got, &all), "result is not a | b");
    else
        prop_expect(run, &rep, prop_box_identical(&out, &sentinel), "out changed although 0 was returned");
}

/* Check every single-box and pair operation on boxes "a" and "b". */
static void prop_check_pair(prop_run *run, const prop_case *c, const bbmm_box *a, const bbmm_box *b)
{
    bbmm_box in[2];
    prop_set s[2];
    in[0] = *a;
    in[1] = *b;
    prop_raster(&c->u, a, &s[0]);
    prop_raster(&c->u, b, &s[1]);
    prop_check_box(run, c, a, &s[0]);
    prop_check_intersection(run, c, in, s);
    prop_check_predicates(run, c, in, s);
    prop_check_convex_union(run, c, in, s);
    prop_check_subtract(run, c, in, s);
    prop_check_union_if_box(run, c, in, s);
}

/* ---- lists ----------------------------------------------------------- */

/* Check bbmm_bb_subtract_list of 0..PROP_MAX_SUBS random boxes from a
 * random box, appending to a list that may already hold boxes. */
static void prop_check_subtract_list(prop_run *run, prop_case *c)
{
    bbmm_box in[1 + PROP_MAX_SUBS], storage[PROP_STORAGE], prefix[PROP_MAX_PREFIX];
    size_t nsub = (size_t)prop_uniform(&c->rng, 0, PROP_MAX_SUBS), npre;
    bbmm_box_list l;
    prop_set want, subs;
    prop_report rep = {"bb_subtract_list", in, 1 + nsub, NULL, 0};
    bbmm_status st;
    prop_gen_list(c, in, 1 + nsub);
    npre = prop_list_start(run, c, &l, storage, prefix);
    st = bbmm_bb_subtract_list(&in[0], &in[1], nsub, &l);
    rep.out = prop_tail(&l, npre);
    rep.nout = prop_tail_len(&l, npre);
    prop_raster(&c->u, &in[0], &want);
    prop_raster_union(&c->u, &in[1], nsub, &subs);
    prop_set_minus(&c->u, &want, &subs);
    prop_expect(run, &rep, st == BBMM_OK, "status is not BBMM_OK");
    prop_expect_prefix(run, &rep, &l, prefix, npre);
    prop_expect_pieces(run, c, &rep, prop_tail(&l, npre), prop_tail_len(&l, npre), &want, 1);
    bbmm_box_list_free(&l);
}

/* Merge boxes "npre" onward of "l" (points "want") and check the result:
 * the same points, no more boxes, no pair left whose union is a box, the
 * "npre" boxes "prefix" untouched and, when "disjoint", still non-empty and
 * pairwise disjoint. */
static void prop_check_merge(prop_run *run, const prop_case *c, bbmm_box_list *l,
                             const bbmm_box *prefix, size_t npre, const prop_set *want, int disjoint)
{
    size_t nbefore = prop_tail_len(l, npre);
    bbmm_box *before = (bbmm_box *)malloc((nbefore + 1) * sizeof(*before));
    prop_report rep = {disjoint ? "bb_merge (disjoint input)" : "bb_merge", NULL, 0, NULL, 0};
    if (!prop_expect(run, &rep, before != NULL, "test out of memory"))
        return;
    if (nbefore)
        memcpy(before, prop_tail(l, npre), nbefore * sizeof(*before));
    bbmm_bb_merge(l, npre);
    rep.in = before;
    rep.nin = nbefore;
    rep.out = prop_tail(l, npre);
    rep.nout = prop_tail_len(l, npre);
    prop_expect_prefix(run, &rep, l, prefix, npre);
    prop_expect(run, &rep, prop_tail_len(l, npre) <= nbefore, "more boxes after the merge");
    prop_expect_pieces(run, c, &rep, prop_tail(l, npre), prop_tail_len(l, npre), want, disjoint);
    prop_expect_unmergeable(run, c, &rep, prop_tail(l, npre), prop_tail_len(l, npre));
    free(before);
}

/* Check bbmm_bb_disjoint of boxes "in"[0.."n"-1] (points "want") and
 * bbmm_bb_merge of its result. */
static void prop_check_disjoint(prop_run *run, prop_case *c, const bbmm_box *in, size_t n, const prop_set *want)
{
    bbmm_box storage[PROP_STORAGE], prefix[PROP_MAX_PREFIX];
    bbmm_box_list l;
    size_t npre = prop_list_start(run, c, &l, storage, prefix);
    bbmm_status st = bbmm_bb_disjoint(in, n, &l), vst;
    prop_report rep = {"bb_disjoint", in, n, prop_tail(&l, npre), prop_tail_len(&l, npre)};
    uint64_t vol = ~(uint64_t)0;
    prop_expect(run, &rep, st == BBMM_OK, "status is not BBMM_OK");
    prop_expect_prefix(run, &rep, &l, prefix, npre);
    prop_expect_pieces(run, c, &rep, prop_tail(&l, npre), prop_tail_len(&l, npre), want, 1);
    vst = bbmm_box_list_volume(&l, npre, &vol);
    prop_expect(run, &rep, vst == BBMM_OK && vol == prop_set_count(&c->u, want),
                "volume sum differs from the point count of the union");
    prop_check_merge(run, c, &l, prefix, npre, want, 1);
    bbmm_box_list_free(&l);
}

/* Check bbmm_box_list_volume, bbmm_box_list_hull and bbmm_bb_merge on a
 * list holding boxes "in"[0.."n"-1] (points "want") as they are. */
static void prop_check_raw_list(prop_run *run, prop_case *c, const bbmm_box *in, size_t n, const prop_set *want)
{
    bbmm_box storage[PROP_STORAGE], prefix[PROP_MAX_PREFIX], hull, ref;
    bbmm_box_list l;
    size_t npre = prop_list_start(run, c, &l, storage, prefix), i;
    prop_report rep = {"bbmm_box_list_push", in, n, NULL, 0};
    prop_set got, ref_set;
    uint64_t sum = 0, vol = ~(uint64_t)0;
    int ok = 1;
    for (i = 0; i < n; i++) {
        ok &= bbmm_box_list_push(&l, &in[i]) == BBMM_OK;
        sum += prop_box_count(&c->u, &in[i]);
    }
    prop_expect(run, &rep, ok, "push failed");
    rep.op = "bbmm_box_list_volume";
    prop_expect(run, &rep, bbmm_box_list_volume(&l, npre, &vol) == BBMM_OK && vol == sum,
                "not the sum of the box volumes");
    hull = bbmm_box_list_hull(&l, npre, c->u.ndim);
    ref = prop_set_hull(&c->u, want);
    rep.op = "bbmm_box_list_hull";
    rep.out = &hull;
    rep.nout = 1;
    prop_raster(&c->u, &hull, &got);
    prop_raster(&c->u, &ref, &ref_set);
    prop_expect(run, &rep, prop_fits(&c->u, &hull) && prop_set_same(&c->u, &got, &ref_set),
                "not the convex union of the list");
    prop_check_merge(run, c, &l, prefix, npre, want, 0);
    bbmm_box_list_free(&l);
}

/* Check the list operations on a random list of 0..PROP_MAX_LIST boxes. */
static void prop_check_lists(prop_run *run, prop_case *c)
{
    bbmm_box in[PROP_MAX_LIST];
    size_t n = (size_t)prop_uniform(&c->rng, 0, PROP_MAX_LIST);
    prop_set want;
    prop_gen_list(c, in, n);
    prop_raster_union(&c->u, in, n, &want);
    prop_check_disjoint(run, c, in, n, &want);
    prop_check_raw_list(run, c, in, n, &want);
}

/* Run the case of "run" (its seed is run->case_seed). */
static void prop_run_case(prop_run *run)
{
    prop_case c;
    bbmm_box pair[2];
    prop_case_init(&c, run->case_seed);
    prop_gen_list(&c, pair, 2);
    prop_check_pair(run, &c, &pair[0], &pair[1]);
    prop_check_pair(run, &c, &pair[1], &pair[0]);
    prop_check_subtract_list(run, &c);
    prop_check_lists(run, &c);
}

/* ---- fixed checks at the limits of int64_t --------------------------- */

/* Return nonzero when boxes "a"[0.."na"-1] and "b"[0.."nb"-1] are the same
 * boxes in any order. */
static int prop_same_boxes(const bbmm_box *a, size_t na, const bbmm_box *b, size_t nb)
{
    int used[4 * BBMM_SUBTRACT_MAX] = {0};
    size_t i, j;
    if (na != nb || nb > 4 * BBMM_SUBTRACT_MAX)
        return 0;
    for (i = 0; i < na; i++) {
        for (j = 0; j < nb && (used[j] || !prop_box_same(&a[i], &b[j])); j++)
            continue;
        if (j == nb)
            return 0;
        used[j] = 1;
    }
    return 1;
}

/* Check that bbmm_bb_volume of "b" returns "want_st" and, when that is
 * BBMM_OK, "want"; on error the result must be 0. */
static void prop_fixed_volume(prop_run *run, bbmm_box b, bbmm_status want_st, uint64_t want)
{
    uint64_t v = 12345;
    bbmm_status st = bbmm_bb_volume(&b, &v);
    prop_report rep = {"bb_volume", &b, 1, NULL, 0};
    if (want_st != BBMM_OK)
        want = 0;
    prop_expect(run, &rep, st == want_st && v == want, "wrong status or volume");
}

/* Check that "op" applied to boxes "in"[0.."nin"-1] gives exactly the
 * boxes "want"[0.."nwant"-1] (any order). */
static void prop_fixed_pieces(prop_run *run, const char *op, const bbmm_box *in, size_t nin,
                              const bbmm_box *got, size_t ngot, const bbmm_box *want, size_t nwant)
{
    prop_report rep = {op, in, nin, got, ngot};
    prop_expect(run, &rep, prop_same_boxes(got, ngot, want, nwant), "wrong boxes");
}

/* Check bbmm_bb_subtract of "in"[1] from "in"[0] against "want". */
static void prop_fixed_subtract(prop_run *run, const bbmm_box *in, const bbmm_box *want, size_t nwant)
{
    bbmm_box piece[BBMM_SUBTRACT_MAX] = {{.ndim = 0}};
    int n = bbmm_bb_subtract(&in[0], &in[1], piece);
    prop_fixed_pieces(run, "bb_subtract", in, 2, piece, n > 0 ? (size_t)n : 0, want, nwant);
}

/* Check that list operation "op" ("subtract_list": "in"[0] minus the rest;
 * otherwise bbmm_bb_disjoint of all of "in") gives "want". */
static void prop_fixed_list(prop_run *run, const char *op, const bbmm_box *in, size_t nin,
                            const bbmm_box *want, size_t nwant)
{
    bbmm_box_list l;
    bbmm_status st;
    prop_report rep = {op, in, nin, NULL, 0};
    bbmm_box_list_init(&l, NULL, 0);
    if (strcmp(op, "bb_subtract_list") == 0)
        st = bbmm_bb_subtract_list(&in[0], &in[1], nin - 1, &l);
    else
        st = bbmm_bb_disjoint(in, nin, &l);
    prop_expect(run, &rep, st == BBMM_OK, "status is not BBMM_OK");
    prop_fixed_pieces(run, op, in, nin, l.v, l.n, want, nwant);
    bbmm_box_list_free(&l);
}

/* Check bbmm_bb_union_if_box of "in"[0] and "in"[1]: "want" when "is_box",
 * else 0. */
static void prop_fixed_union(prop_run *run, const bbmm_box *in, int is_box, bbmm_box want)
{
    bbmm_box out = bbmm_bb_empty(1);
    int ret = bbmm_bb_union_if_box(&in[0], &in[1], &out);
    prop_report rep = {"bb_union_if_box", in, 2, &out, 1};
    prop_expect(run, &rep, !ret == !is_box && (!ret || prop_box_same(&out, &want)), "wrong answer");
}

/* Volume overflow detection. */
static void prop_fixed_volumes(prop_run *run)
{
    const int64_t p31 = INT64_C(1) << 31, p32 = INT64_C(1) << 32, p22 = INT64_C(1) << 22;
    prop_fixed_volume(run, bbmm_bb_1d(INT64_MIN, INT64_MAX), BBMM_ERR_OVERFLOW, 0);
    prop_fixed_volume(run, bbmm_bb_2d(0, 1, INT64_MIN, INT64_MAX), BBMM_ERR_OVERFLOW, 0);
    prop_fixed_volume(run, bbmm_bb_1d(INT64_MIN, INT64_MAX - 1), BBMM_OK, UINT64_MAX);
    prop_fixed_volume(run, bbmm_bb_1d(INT64_MIN + 1, INT64_MAX), BBMM_OK, UINT64_MAX);
    prop_fixed_volume(run, bbmm_bb_2d(0, p32 - 1, 0, p32 - 1), BBMM_ERR_OVERFLOW, 0);
    prop_fixed_volume(run, bbmm_bb_2d(0, p32 - 1, 0, p31 - 1), BBMM_OK, UINT64_C(1) << 63);
    prop_fixed_volume(run, bbmm_bb_2d(-p31, p31 - 1, -p31, p31 - 1), BBMM_ERR_OVERFLOW, 0);
    prop_fixed_volume(run, bbmm_bb_3d(0, p22 - 1, 0, p22 - 1, 0, p22 - 1), BBMM_ERR_OVERFLOW, 0);
    prop_fixed_volume(run, bbmm_bb_3d(0, p22 - 1, 0, p22 - 1, 0, p22 / 16 - 1), BBMM_OK, UINT64_C(1) << 62);
    prop_fixed_volume(run, bbmm_bb_2d(INT64_MIN, INT64_MAX, 5, 4), BBMM_OK, 0);
}

/* Subtraction, union and list operations with bounds at the int64_t
 * limits (UBSan aborts on any signed overflow inside them). */
static void prop_fixed_extremes(prop_run *run)
{
    const int64_t lo = INT64_MIN, hi = INT64_MAX;
    bbmm_box in[3], want[4];
    in[0] = bbmm_bb_1d(lo, hi);
    in[1] = bbmm_bb_1d(0, 0);
    want[0] = bbmm_bb_1d(lo, -1);
    want[1] = bbmm_bb_1d(1, hi);
    prop_fixed_subtract(run, in, want, 2);
    in[1] = bbmm_bb_1d(lo, lo);
    want[0] = bbmm_bb_1d(lo + 1, hi);
    prop_fixed_subtract(run, in, want, 1);
    in[1] = bbmm_bb_1d(hi, hi);
    want[0] = bbmm_bb_1d(lo, hi - 1);
    prop_fixed_subtract(run, in, want, 1);
    in[0] = bbmm_bb_2d(lo, hi, lo, hi);
    in[1] = bbmm_bb_2d(lo, lo, hi, hi);
    want[0] = bbmm_bb_2d(lo + 1, hi, lo, hi);
    want[1] = bbmm_bb_2d(lo, lo, lo, hi - 1);
    prop_fixed_subtract(run, in, want, 2);
    in[1] = bbmm_bb_2d(0, 0, 0, 0);
    in[2] = bbmm_bb_2d(lo, lo, lo, hi);
    want[0] = bbmm_bb_2d(lo + 1, -1, lo, hi);
    want[1] = bbmm_bb_2d(1, hi, lo, hi);
    want[2] = bbmm_bb_2d(0, 0, lo, -1);
    want[3] = bbmm_bb_2d(0, 0, 1, hi);
    prop_fixed_list(run, "bb_subtract_list", in, 3, want, 4);
    in[0] = bbmm_bb_1d(lo, 0);
    in[1] = bbmm_bb_1d(0, hi);
    want[0] = bbmm_bb_1d(lo, 0);
    want[1] = bbmm_bb_1d(1, hi);
    prop_fixed_list(run, "bb_disjoint", in, 2, want, 2);
    in[0] = bbmm_bb_1d(lo, hi - 1);
    in[1] = bbmm_bb_1d(hi, hi);
    prop_fixed_union(run, in, 1, bbmm_bb_1d(lo, hi));
    in[0] = bbmm_bb_1d(hi, hi);
    in[1] = bbmm_bb_1d(lo, lo);
    prop_fixed_union(run, in, 0, in[0]);
}

/* ---- main ------------------------------------------------------------ */

/* Parse "s" as an unsigned number into "*v"; return 0 when it is not one. */
static int prop_parse(const char *s, unsigned long long *v)
{
    char *end;
    errno = 0;
    *v = strtoull(s, &end, 0);
    return errno == 0 && end != s && *end == '\0' && s[0] != '-';
}

/* Run "argv"[1] cases (default 100000) from seed "argv"[2] (default 1). */
int main(int argc, char **argv)
{
    unsigned long long cases = 100000, seed = 1, i;
    prop_run run = {0, 0, 0, 0, 0};
    clock_t start = clock();
    if (argc > 3 || (argc > 1 && !prop_parse(argv[1], &cases)) || (argc > 2 && !prop_parse(argv[2], &seed))) {
        fprintf(stderr, "usage: box_props [cases] [seed]\n");
        return 2;
    }
    for (i = 0; i < cases; i++) {
        run.case_index = i;
        run.case_seed = (uint64_t)(seed + i);
        prop_run_case(&run);
    }
    run.fixed = 1;
    prop_fixed_volumes(&run);
    prop_fixed_extremes(&run);
    printf("box_props: %llu cases (seed %llu), %llu checks, %llu failures, %.2f s\n", cases, seed, run.checks,
           run.failures, (double)(clock() - start) / CLOCKS_PER_SEC);
    return run.failures ? EXIT_FAILURE : EXIT_SUCCESS;
}
