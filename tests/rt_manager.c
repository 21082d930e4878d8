/* rt_manager - the buffer manager on real PoCL devices (every device the
 * environment gives: the ctest variants run 1, 2 and 4).
 *
 *   rt_manager [seed]
 *
 * Scenarios (each reports every failure, the program fails if any did):
 *   roundtrip   random boxes of random 1-4 dim float/double/int arrays go
 *               host -> device -> host bit-exactly, and device writes reach
 *               the host after bbmm_array_sync()
 *   reuse       a present or subsumed box moves 0 bytes; a partly
 *               overlapping new box is filled by an intra-device copy for
 *               the overlap and from the host for the rest only (exact bytes)
 *   stale       a write on one device is seen by a later read of an
 *               overlapping box on another device (and the same device)
 *   evict       budgets of 10 % and 1 % of the data, thousands of random
 *               read/write box operations against a host shadow copy: 0 bytes
 *               differ at the end and the peak never exceeds the budget
 *   oom         a box larger than the budget, and a budget held by boxes in
 *               use, give BBMM_ERR_DEVICE_NOMEM with a message
 *   overflow    huge extents are rejected with BBMM_ERR_OVERFLOW
 *   faults      the Nth device allocation / transfer fails, swept over
 *               every call of a scenario: a status and a message each time,
 *               the context stays usable, and no completed write is lost
 *   early notes the notes of early sends (ranks.h, bbmmi_rearly): a note
 *               serves copies from the resident box it names over boxes
 *               inside it only; the same elements placed again (a new
 *               resident box) get none; clearing drops every note
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <bbmm.h>
#include "check.h"
#include "rand.h"

/* Create a context on the environment's devices with budget "limit" (0:
 * the device's memory); NULL after reporting a failure. */
static bbmm_context *make_ctx(uint64_t limit)
{
    bbmm_context_desc desc;
    bbmm_context *ctx = NULL;
    char err[1024];
    bbmm_status st;
    memset(&desc, 0, sizeof(desc));
    desc.device_mem_limit = limit;
    st = bbmm_context_create(&desc, &ctx, err, sizeof(err));
    CHECK(st == BBMM_OK, "bbmm_context_create: %s: %s", bbmm_status_text(st), err);
    return ctx;
}

/* Report status "st" of "what" with the context message when not OK. */
static int ok(bbmm_context *ctx, bbmm_status st, const char *what)
{
    char msg[1024];
    CHECK(st == BBMM_OK, "%s: %s: %s", what, bbmm_status_text(st), bbmm_error_message(ctx, msg, sizeof(msg)));
    return st == BBMM_OK;
}

struct tarray;
static size_t lin(const struct tarray *t, const int64_t *p);
static int next_point(const bbmm_box *b, int64_t *p);

/* A test array: host data and a shadow of the newest values. */
struct tarray {
    bbmm_array h;
    int ndim;
    int64_t ext[4];
    size_t elem;
    size_t count;
    unsigned char *host;
    unsigned char *shadow;
    unsigned char *unknown; /* per element: value indeterminate (failed write) */
};
typedef struct tarray tarray;

/* Make a random array of "ndim" dims, each extent "maxext" when "exact",
 * else 1.."maxext" (elements of 4 or 8 bytes) with random contents. */
static int tarray_alloc(tarray *t, uint64_t *s, int ndim, int64_t maxext, int exact)
{
    static const size_t elems[3] = {sizeof(float), sizeof(double), sizeof(int)};
    size_t i;
    int d;
    memset(t, 0, sizeof(*t));
    t->ndim = ndim;
    t->elem = elems[test_rand(s) % 3];
    t->count = 1;
    for (d = 0; d < ndim; d++) {
        t->ext[d] = exact ? maxext : test_rand_in(s, 1, maxext);
        t->count *= (size_t)t->ext[d];
    }
    t->host = malloc(t->count * t->elem);
    t->shadow = malloc(t->count * t->elem);
    t->unknown = calloc(t->count, 1);
    if (!t->host || !t->shadow || !t->unknown)
        return 0;
    for (i = 0; i < t->count * t->elem; i++)
        t->host[i] = (unsigned char)test_rand(s);
    memcpy(t->shadow, t->host, t->count * t->elem);
    return 1;
}

/* Register "t" with "ctx". */
static int tarray_register(bbmm_context *ctx, tarray *t)
{
    return ok(ctx, bbmm_array_register(ctx, t->host, t->elem, t->ndim, t->ext, "t", &t->h), "register");
}

/* tarray_alloc() with random extents, then tarray_register(). */
static int tarray_make(bbmm_context *ctx, tarray *t, uint64_t *s, int ndim, int64_t maxext)
{
    return tarray_alloc(t, s, ndim, maxext, 0) && tarray_register(ctx, t);
}

/* Mark region "r" of "t" indeterminate (a write to it failed midway). */
static void tarray_forget(tarray *t, const bbmm_box *r)
{
    int64_t p[BBMM_MAX_DIMS];
    int d;
    for (d = 0; d < r->ndim; d++)
        p[d] = r->lo[d];
    do
        t->unknown[lin(t, p)] = 1;
    while (next_point(r, p));
}

static void tarray_free(tarray *t)
{
    free(t->host);
    free(t->shadow);
    free(t->unknown);
}

/* A random non-empty box inside "t" with at most "maxvol" elements. */
static bbmm_box rnd_box(uint64_t *s, const tarray *t, uint64_t maxvol)
{
    bbmm_box b = bbmm_bb_empty(t->ndim);
    uint64_t v;
    int d;
    do {
        for (d = 0; d < t->ndim; d++) {
            b.lo[d] = test_rand_in(s, 0, t->ext[d] - 1);
            b.hi[d] = test_rand_in(s, b.lo[d], t->ext[d] - 1);
        }
        bbmm_bb_volume(&b, &v);
    } while (v > maxvol);
    return b;
}

/* A random non-empty box inside "b". */
static bbmm_box rnd_sub(uint64_t *s, const bbmm_box *b)
{
    bbmm_box r = *b;
    int d;
    for (d = 0; d < b->ndim; d++) {
        r.lo[d] = test_rand_in(s, b->lo[d], b->hi[d]);
        r.hi[d] = test_rand_in(s, r.lo[d], b->hi[d]);
    }
    return r;
}

/* Linear element index of point "p" of "t". */
static size_t lin(const struct tarray *t, const int64_t *p)
{
    size_t i = 0;
    int d;
    for (d = 0; d < t->ndim; d++)
        i = i * (size_t)t->ext[d] + (size_t)p[d];
    return i;
}

/* Advance point "p" through box "b" in row-major order; 0 at the end. */
static int next_point(const bbmm_box *b, int64_t *p)
{
    int d;
    for (d = b->ndim - 1; d >= 0; d--) {
        if (p[d] < b->hi[d]) {
            p[d]++;
            return 1;
        }
        p[d] = b->lo[d];
    }
    return 0;
}

/* Pack region "r" of the shadow (or of the host when "from_host") into
 * "buf"; or, when "unpack", copy "buf" into the shadow. */
static void shadow_io(tarray *t, const bbmm_box *r, unsigned char *buf, int unpack, int from_host)
{
    int64_t p[BBMM_MAX_DIMS];
    size_t k = 0;
    int d;
    for (d = 0; d < r->ndim; d++)
        p[d] = r->lo[d];
    do {
        size_t i = lin(t, p);
        if (unpack) {
            memcpy(t->shadow + i * t->elem, buf + k * t->elem, t->elem);
            t->unknown[i] = 0;
        } else {
            memcpy(buf + k * t->elem, (from_host ? t->host : t->shadow) + i * t->elem, t->elem);
        }
        k++;
    } while (next_point(r, p));
}

/* Compare the packed values "got" of region "r" with the shadow; count the
 * differing elements (indeterminate ones excepted). */
static size_t shadow_diff(tarray *t, const bbmm_box *r, const unsigned char *got)
{
    int64_t p[BBMM_MAX_DIMS];
    size_t k = 0, bad = 0;
    int d;
    for (d = 0; d < r->ndim; d++)
        p[d] = r->lo[d];
    do {
        size_t i = lin(t, p);
        if (!t->unknown[i] && memcmp(t->shadow + i * t->elem, got + k * t->elem, t->elem))
            bad++;
        k++;
    } while (next_point(r, p));
    return bad;
}

/* Compare the whole host array with the shadow. */
static size_t host_diff(tarray *t)
{
    size_t i, bad = 0;
    for (i = 0; i < t->count; i++)
        if (!t->unknown[i] && memcmp(t->shadow + i * t->elem, t->host + i * t->elem, t->elem))
            bad++;
    return bad;
}

/* Find "b" of "t" on "dev" or allocate and read it in; acquire it. */
static bbmm_status get_box(bbmm_context *ctx, int dev, tarray *t, const bbmm_box *b, unsigned flags,
                           bbmm_placement *pl)
{
    bbmm_status st;
    int found = 0;
    st = bbmm_bb_present(ctx, dev, t->h, b, &found, pl);
    if (st == BBMM_OK && !found)
        st = bbmm_bb_alloc(ctx, dev, t->h, b, flags, pl);
    if (st == BBMM_OK && !found)
        st = bbmm_bb_readin(ctx, pl->resident);
    if (st == BBMM_OK)
        st = bbmm_bb_acquire(ctx, pl->resident);
    return st;
}

/* One random read or write of a box of "t" on a random device; returns the
 * status of the first failing call. */
static bbmm_status random_op(bbmm_context *ctx, tarray *t, uint64_t *s, uint64_t maxvol, unsigned char *buf)
{
    int dev = (int)(test_rand(s) % (uint64_t)bbmm_device_count(ctx));
    bbmm_box b = rnd_box(s, t, maxvol), r = rnd_sub(s, &b);
    unsigned flags = (test_rand(s) % 4 == 0 ? BBMM_BOX_ITER_LOCAL : 0) | BBMM_BOX_READ | BBMM_BOX_WRITE;
    int write = (int)(test_rand(s) % 2);
    bbmm_placement pl;
    bbmm_status st = get_box(ctx, dev, t, &b, flags, &pl);
    uint64_t v, i;
    if (st != BBMM_OK)
        return st;
    bbmm_bb_volume(&r, &v);
    if (write) {
        for (i = 0; i < v * t->elem; i++)
            buf[i] = (unsigned char)test_rand(s);
        st = bbmm_bb_write_region(ctx, pl.resident, &r, buf);
        if (st == BBMM_OK)
            shadow_io(t, &r, buf, 1, 0);
        else
            tarray_forget(t, &r);
    } else {
        st = bbmm_bb_read_region(ctx, pl.resident, &r, buf);
        if (st == BBMM_OK) {
            size_t bad = shadow_diff(t, &r, buf);
            char f[256];
            CHECK(bad == 0, "read of %s on device %d: %zu elements differ", bbmm_bb_format(&r, f, sizeof(f)),
                  dev, bad);
        }
    }
    bbmm_status st2 = bbmm_bb_release(ctx, pl.resident, NULL);
    return st != BBMM_OK ? st : st2;
}

/* roundtrip: random boxes of random arrays, host -> device -> host. */
static void test_roundtrip(uint64_t seed)
{
    bbmm_context *ctx = make_ctx(0);
    uint64_t s = seed, v;
    int c;
    if (!ctx)
        return;
    for (c = 0; c < 60; c++) {
        tarray t;
        bbmm_box b, r;
        bbmm_placement pl;
        unsigned char *buf;
        int dev = (int)(test_rand(&s) % (uint64_t)bbmm_device_count(ctx));
        if (!tarray_make(ctx, &t, &s, (int)test_rand_in(&s, 1, 4), 12)) {
            tarray_free(&t);
            break;
        }
        b = rnd_box(&s, &t, UINT64_MAX);
        r = rnd_sub(&s, &b);
        bbmm_bb_volume(&b, &v);
        buf = malloc(v * t.elem);
        if (buf && ok(ctx, get_box(ctx, dev, &t, &b, BBMM_BOX_READ, &pl), "get_box") &&
            ok(ctx, bbmm_bb_read_region(ctx, pl.resident, &b, buf), "read_region")) {
            CHECK(shadow_diff(&t, &b, buf) == 0, "case %d: round trip differs", c);
            bbmm_bb_volume(&r, &v);
            for (uint64_t i = 0; i < v * t.elem; i++)
                buf[i] = (unsigned char)test_rand(&s);
            if (ok(ctx, bbmm_bb_write_region(ctx, pl.resident, &r, buf), "write_region"))
                shadow_io(&t, &r, buf, 1, 0);
            ok(ctx, bbmm_bb_release(ctx, pl.resident, NULL), "release");
            ok(ctx, bbmm_array_sync(ctx, t.h), "sync");
            CHECK(host_diff(&t) == 0, "case %d: host differs after sync", c);
        }
        ok(ctx, bbmm_array_unregister(ctx, t.h), "unregister");
        free(buf);
        tarray_free(&t);
    }
    ok(ctx, bbmm_context_destroy(ctx), "destroy");
}

/* Bytes moved by "s" for purpose "p" in direction "which" (0 h2d, 1 d2h,
 * 2 d2d). */
static uint64_t moved(const bbmm_stats *s, int which, bbmm_purpose p)
{
    return which == 0 ? s->h2d[p].bytes : which == 1 ? s->d2h[p].bytes : s->d2d[p].bytes;
}

/* Sum of all bytes moved in "s". */
static uint64_t moved_all(const bbmm_stats *s)
{
    uint64_t t = 0;
    int p, w;
    for (w = 0; w < 3; w++)
        for (p = 0; p < BBMM_PURPOSE_COUNT; p++)
            t += moved(s, w, (bbmm_purpose)p);
    return t;
}

/* reuse: present and subsumed boxes move nothing; partial overlap moves
 * exactly the overlap by intra-device copy and the rest from the host. */
static void test_reuse(void)
{
    bbmm_context *ctx = make_ctx(0);
    float *a = malloc(100 * 80 * sizeof(float));
    int64_t ext[2] = {100, 80};
    bbmm_box big = bbmm_bb_2d(10, 49, 0, 79), sub = bbmm_bb_2d(20, 29, 5, 9);
    bbmm_box part = bbmm_bb_2d(40, 69, 0, 79); /* rows 40..49 overlap big */
    bbmm_placement pl, pl2;
    bbmm_stats s0, s1;
    bbmm_array h;
    int found, i;
    if (!ctx || !a)
        goto out;
    for (i = 0; i < 100 * 80; i++)
        a[i] = (float)i * 0.5f;
    if (!ok(ctx, bbmm_array_register(ctx, a, sizeof(float), 2, ext, "a", &h), "register") ||
        !ok(ctx, bbmm_bb_alloc(ctx, 0, h, &big, BBMM_BOX_READ, &pl), "alloc") ||
        !ok(ctx, bbmm_bb_readin(ctx, pl.resident), "readin"))
        goto out;
    bbmm_stats_get(ctx, 0, &s0);
    CHECK(s0.h2d[BBMM_PURPOSE_READIN].bytes == 40 * 80 * sizeof(float), "read-in %llu bytes",
          (unsigned long long)s0.h2d[BBMM_PURPOSE_READIN].bytes);
    CHECK(s0.alloc_bytes == 40 * 80 * sizeof(float), "allocated %llu", (unsigned long long)s0.alloc_bytes);
    ok(ctx, bbmm_bb_present(ctx, 0, h, &big, &found, &pl2), "present");
    CHECK(found && pl2.resident.id == pl.resident.id, "exact box not present");
    ok(ctx, bbmm_bb_present(ctx, 0, h, &sub, &found, &pl2), "present");
    CHECK(found && pl2.resident.id == pl.resident.id, "subsumed box not found");
    ok(ctx, bbmm_bb_acquire(ctx, pl2.resident), "acquire");
    ok(ctx, bbmm_bb_release(ctx, pl2.resident, NULL), "release");
    if (bbmm_device_count(ctx) > 1) {
        ok(ctx, bbmm_bb_present(ctx, 1, h, &sub, &found, &pl2), "present");
        CHECK(!found, "box present on a device that never had it");
    }
    bbmm_stats_get(ctx, -1, &s1);
    CHECK(moved_all(&s1) == moved_all(&s0), "present/subsumed moved %llu bytes",
          (unsigned long long)(moved_all(&s1) - moved_all(&s0)));
    CHECK(s1.allocations == 1, "%llu allocations", (unsigned long long)s1.allocations);
    ok(ctx, bbmm_bb_present(ctx, 0, h, &part, &found, &pl2), "present");
    CHECK(!found, "partly overlapping box reported present");
    if (ok(ctx, bbmm_bb_alloc(ctx, 0, h, &part, BBMM_BOX_READ, &pl2), "alloc") &&
        ok(ctx, bbmm_bb_readin(ctx, pl2.resident), "readin")) {
        float got[30 * 80];
        bbmm_stats_get(ctx, 0, &s1);
        CHECK(s1.d2d[BBMM_PURPOSE_READIN].bytes == 10 * 80 * sizeof(float), "intra-device %llu bytes",
              (unsigned long long)s1.d2d[BBMM_PURPOSE_READIN].bytes);
        CHECK(s1.h2d[BBMM_PURPOSE_READIN].bytes - s0.h2d[BBMM_PURPOSE_READIN].bytes == 20 * 80 * sizeof(float),
              "host read-in %llu bytes", (unsigned long long)(s1.h2d[BBMM_PURPOSE_READIN].bytes -
                                                               s0.h2d[BBMM_PURPOSE_READIN].bytes));
        ok(ctx, bbmm_bb_read_region(ctx, pl2.resident, &part, got), "read_region");
        CHECK(!memcmp(got, a + 40 * 80, sizeof(got)), "overlap-filled box differs from host");
    }
out:
    if (ctx)
        ok(ctx, bbmm_context_destroy(ctx), "destroy");
    free(a);
}

/* pool: boxes of a size that comes back take the buffer of one freed
 * before, even after the pool filled with sizes that never come back (its
 * oldest buffers make room: NPB LU's scratch arrays, whose sizes change
 * from region to region, took 27 % of their buffers from the pool before,
 * 99.7 % now); the buffers hold their place in the budget until released. */
static void test_pool(void)
{
    bbmm_context *ctx = make_ctx(0);
    float *a = malloc(64 * 64 * sizeof(float));
    int64_t ext[2] = {64, 64};
    bbmm_placement pl;
    bbmm_stats s0, s1;
    bbmm_array h;
    int i;
    if (!ctx || !a)
        goto out;
    for (i = 0; i < 64 * 64; i++)
        a[i] = (float)i;
    if (!ok(ctx, bbmm_array_register(ctx, a, sizeof(float), 2, ext, "pool", &h), "register"))
        goto out;
    /* 40 sizes, each once: more than the pool holds */
    for (i = 0; i < 40; i++) {
        bbmm_box b = bbmm_bb_2d(0, i, 0, 63);
        if (!ok(ctx, bbmm_bb_alloc(ctx, 0, h, &b, BBMM_BOX_WRITE, &pl), "alloc") ||
            !ok(ctx, bbmm_bb_free(ctx, pl.resident), "free"))
            goto out;
    }
    ok(ctx, bbmm_stats_get(ctx, 0, &s0), "stats");
    CHECK(s0.pooled == 0, "%llu of 40 boxes of different sizes pooled", (unsigned long long)s0.pooled);
    /* a new size, ten times: every time after the first from the pool */
    for (i = 0; i < 10; i++) {
        bbmm_box b = bbmm_bb_2d(0, 49, 0, 63);
        if (!ok(ctx, bbmm_bb_alloc(ctx, 0, h, &b, BBMM_BOX_WRITE, &pl), "alloc") ||
            !ok(ctx, bbmm_bb_free(ctx, pl.resident), "free"))
            goto out;
    }
    ok(ctx, bbmm_stats_get(ctx, 0, &s1), "stats");
    CHECK(s1.allocations - s0.allocations == 10 && s1.pooled - s0.pooled == 9,
          "a size that comes back: %llu of %llu allocations pooled, want 9 of 10",
          (unsigned long long)(s1.pooled - s0.pooled), (unsigned long long)(s1.allocations - s0.allocations));
    CHECK(s1.alloc_bytes == 0 && s1.frees == 50, "after the frees: %llu bytes held, %llu frees",
          (unsigned long long)s1.alloc_bytes, (unsigned long long)s1.frees);
out:
    if (ctx)
        ok(ctx, bbmm_context_destroy(ctx), "destroy");
    free(a);
}

/* stale: a write is seen by later reads of overlapping boxes elsewhere. */
static void test_stale(void)
{
    bbmm_context *ctx = make_ctx(0);
    int ndev = ctx ? bbmm_device_count(ctx) : 0;
    int32_t a[64 * 64], got[64 * 64];
    int64_t ext[2] = {64, 64};
    bbmm_box wbox = bbmm_bb_2d(0, 31, 0, 63), rbox = bbmm_bb_2d(16, 47, 8, 23), row = bbmm_bb_2d(31, 31, 0, 63);
    bbmm_placement pw, pr, pr2;
    bbmm_array h;
    int i, j;
    if (!ctx)
        return;
    for (i = 0; i < 64 * 64; i++)
        a[i] = i;
    ok(ctx, bbmm_array_register(ctx, a, sizeof(int32_t), 2, ext, "a", &h), "register");
    /* reader boxes on the last device and on the writer's device, filled first */
    ok(ctx, bbmm_bb_alloc(ctx, ndev - 1, h, &rbox, BBMM_BOX_READ, &pr), "alloc reader");
    ok(ctx, bbmm_bb_readin(ctx, pr.resident), "readin reader");
    ok(ctx, bbmm_bb_alloc(ctx, 0, h, &wbox, BBMM_BOX_WRITE, &pw), "alloc writer");
    ok(ctx, bbmm_bb_readin(ctx, pw.resident), "readin writer");
    ok(ctx, bbmm_bb_alloc(ctx, 0, h, &row, BBMM_BOX_READ, &pr2), "alloc row");
    ok(ctx, bbmm_bb_readin(ctx, pr2.resident), "readin row");
    for (i = 0; i < 32 * 64; i++)
        got[i] = -i;
    ok(ctx, bbmm_bb_write_region(ctx, pw.resident, &wbox, got), "write");
    ok(ctx, bbmm_bb_read_region(ctx, pr.resident, &rbox, got), "read other");
    for (i = 16; i < 48; i++)
        for (j = 8; j < 24; j++) {
            int want = i < 32 ? -(i * 64 + j) : i * 64 + j;
            CHECK(got[(i - 16) * 16 + (j - 8)] == want, "reader (%d,%d) = %d, want %d", i, j,
                  got[(i - 16) * 16 + (j - 8)], want);
        }
    ok(ctx, bbmm_bb_read_region(ctx, pr2.resident, &row, got), "read row");
    for (j = 0; j < 64; j++)
        CHECK(got[j] == -(31 * 64 + j), "row (31,%d) = %d", j, got[j]);
    ok(ctx, bbmm_array_sync(ctx, h), "sync");
    for (i = 0; i < 64 * 64; i++)
        CHECK(a[i] == (i < 32 * 64 ? -i : i), "host %d = %d", i, a[i]);
    ok(ctx, bbmm_context_destroy(ctx), "destroy");
}

/* Handles across many registrations: slots of unregistered arrays are
 * reused (a program that registers its arrays for every region run keeps
 * as many slots as it has arrays at once, so the loops over the arrays
 * stay short), a handle of an unregistered array finds no array even when
 * its slot holds another one, and an array's data survives its
 * neighbours' comings and goings. */
static void test_slots(void)
{
    bbmm_context *ctx = make_ctx(0);
    double keep[16], tmp[8];
    int64_t ek = 16, et = 8;
    bbmm_array hk, h, stale = {0};
    bbmm_box box;
    int i, k;
    if (!ctx)
        return;
    for (i = 0; i < 16; i++)
        keep[i] = i * 0.5;
    ok(ctx, bbmm_array_register(ctx, keep, sizeof(double), 1, &ek, "keep", &hk), "register keep");
    for (k = 0; k < 20000; k++) {
        for (i = 0; i < 8; i++)
            tmp[i] = k + i;
        ok(ctx, bbmm_array_register(ctx, tmp, sizeof(double), 1, &et, "tmp", &h), "register tmp");
        if (k == 100)
            stale = h;
        ok(ctx, bbmm_array_unregister(ctx, h), "unregister tmp");
    }
    CHECK(bbmm_mgr(ctx)->narrays <= 2, "%u slots for 2 arrays at once", (unsigned)bbmm_mgr(ctx)->narrays);
    ok(ctx, bbmm_array_register(ctx, tmp, sizeof(double), 1, &et, "tmp", &h), "register tmp again");
    CHECK(BBMMI_ARRAY_SLOT(h.id) == BBMMI_ARRAY_SLOT(stale.id) && h.id != stale.id,
          "new handle %u, stale %u: the slot is reused under another id", (unsigned)h.id, (unsigned)stale.id);
    CHECK(bbmm_array_box(ctx, stale, &box) == BBMM_ERR_NOT_FOUND, "a stale handle finds an array");
    CHECK(bbmm_array_box(ctx, h, &box) == BBMM_OK && box.hi[0] == 7, "the new handle finds its array");
    ok(ctx, bbmm_array_unregister(ctx, h), "unregister tmp again");
    CHECK(bbmm_array_box(ctx, hk, &box) == BBMM_OK && box.hi[0] == 15, "the kept handle still finds its array");
    ok(ctx, bbmm_array_sync(ctx, hk), "sync keep");
    for (i = 0; i < 16; i++)
        CHECK(keep[i] == i * 0.5, "keep[%d] = %g", i, keep[i]);
    ok(ctx, bbmm_array_unregister(ctx, hk), "unregister keep");
    ok(ctx, bbmm_context_destroy(ctx), "destroy");
}

/* bbmm_array_scratch: nothing of the array is read in from the host until
 * the runtime has written some of it there, and a sync writes back only
 * the kept box (the rest of the host copy stays as it was); a kept box
 * outside the array is refused. */
static void test_scratch(void)
{
    bbmm_context *ctx = make_ctx(0);
    static int32_t a[64 * 64], got[64 * 64];
    int64_t ext[2] = {64, 64};
    bbmm_box wbox = bbmm_bb_2d(0, 15, 0, 63), keep = bbmm_bb_2d(5, 5, 0, 63), bad = bbmm_bb_2d(5, 64, 0, 63);
    bbmm_box later = bbmm_bb_2d(20, 30, 0, 63);
    bbmm_placement pw, pr;
    bbmm_stats s;
    bbmm_array h;
    char msg[512];
    int i;
    if (!ctx)
        return;
    for (i = 0; i < 64 * 64; i++)
        a[i] = 7777;
    ok(ctx, bbmm_array_register(ctx, a, sizeof(int32_t), 2, ext, "scr", &h), "register");
    CHECK(bbmm_array_scratch(ctx, h, &bad) == BBMM_ERR_INVALID, "a kept box outside the array was accepted");
    CHECK(strstr(bbmm_error_message(ctx, msg, sizeof(msg)), "is not a box of the array") != NULL,
          "scratch error message: %s", msg);
    CHECK(bbmm_array_scratch(NULL, h, &keep) == BBMM_ERR_INVALID, "scratch without a context");
    ok(ctx, bbmm_array_scratch(ctx, h, &keep), "scratch");
    ok(ctx, bbmm_bb_alloc(ctx, 0, h, &wbox, BBMM_BOX_READ | BBMM_BOX_WRITE, &pw), "alloc");
    ok(ctx, bbmm_bb_readin(ctx, pw.resident), "readin");
    ok(ctx, bbmm_stats_get(ctx, -1, &s), "stats");
    CHECK(s.h2d[BBMM_PURPOSE_READIN].bytes == 0, "scratch read in %llu bytes",
          (unsigned long long)s.h2d[BBMM_PURPOSE_READIN].bytes);
    for (i = 0; i < 16 * 64; i++)
        got[i] = -i;
    ok(ctx, bbmm_bb_write_region(ctx, pw.resident, &wbox, got), "write");
    ok(ctx, bbmm_array_sync(ctx, h), "sync");
    ok(ctx, bbmm_stats_get(ctx, -1, &s), "stats");
    CHECK(s.d2h[BBMM_PURPOSE_WRITEOUT].bytes == 64 * sizeof(int32_t), "scratch wrote out %llu bytes, want one row",
          (unsigned long long)s.d2h[BBMM_PURPOSE_WRITEOUT].bytes);
    for (i = 0; i < 64 * 64; i++) {
        int want = i / 64 == 5 ? -i : 7777;
        CHECK(a[i] == want, "host %d = %d, want %d", i, a[i], want);
    }
    /* the host copy now holds data the runtime wrote: read-ins count again */
    ok(ctx, bbmm_bb_alloc(ctx, bbmm_device_count(ctx) - 1, h, &later, BBMM_BOX_READ, &pr), "alloc later");
    ok(ctx, bbmm_bb_readin(ctx, pr.resident), "readin later");
    ok(ctx, bbmm_bb_read_region(ctx, pr.resident, &later, got), "read later");
    for (i = 0; i < 11 * 64; i++)
        CHECK(got[i] == 7777, "later box element %d = %d", i, got[i]);
    ok(ctx, bbmm_stats_get(ctx, -1, &s), "stats");
    CHECK(s.h2d[BBMM_PURPOSE_READIN].bytes == 11 * 64 * sizeof(int32_t), "read in %llu bytes after a write-out",
          (unsigned long long)s.h2d[BBMM_PURPOSE_READIN].bytes);
    ok(ctx, bbmm_context_destroy(ctx), "destroy");
}

/* Transfer fusion: a tile that needs two abutting boxes of a resident box
 * whose union is a box gets them in one host->device transfer (and every
 * element right). */
static void test_fusion(void)
{
    bbmm_context *ctx = make_ctx(0);
    float a[100 * 8], got[100 * 8];
    int64_t ext[2] = {100, 8};
    bbmm_box all = bbmm_bb_2d(0, 99, 0, 7), need[2];
    bbmm_placement pa;
    bbmm_stats s0, s1;
    bbmm_array h;
    int i;
    if (!ctx)
        return;
    need[0] = bbmm_bb_2d(0, 49, 0, 7);
    need[1] = bbmm_bb_2d(50, 99, 0, 7);
    for (i = 0; i < 100 * 8; i++)
        a[i] = (float)i;
    ok(ctx, bbmm_array_register(ctx, a, sizeof(float), 2, ext, "a", &h), "register");
    ok(ctx, bbmm_bb_alloc(ctx, 0, h, &all, BBMM_BOX_READ, &pa), "alloc");
    bbmm_stats_get(ctx, 0, &s0);
    ok(ctx, bbmm_bb_acquire_for(ctx, pa.resident, need, 2), "acquire_for");
    bbmm_stats_get(ctx, 0, &s1);
    CHECK(s1.h2d[BBMM_PURPOSE_READIN].count - s0.h2d[BBMM_PURPOSE_READIN].count == 1,
          "two abutting halves came in %llu transfers, not 1",
          (unsigned long long)(s1.h2d[BBMM_PURPOSE_READIN].count - s0.h2d[BBMM_PURPOSE_READIN].count));
    CHECK(s1.h2d[BBMM_PURPOSE_READIN].bytes - s0.h2d[BBMM_PURPOSE_READIN].bytes == sizeof(a), "%llu bytes",
          (unsigned long long)(s1.h2d[BBMM_PURPOSE_READIN].bytes - s0.h2d[BBMM_PURPOSE_READIN].bytes));
    ok(ctx, bbmm_bb_read_region(ctx, pa.resident, &all, got), "read");
    CHECK(!memcmp(got, a, sizeof(a)), "fused read-in differs from the host");
    ok(ctx, bbmm_bb_release(ctx, pa.resident, NULL), "release");
    ok(ctx, bbmm_context_destroy(ctx), "destroy");
}

/* Run "ops" random operations over "n" arrays with budget "frac" of the
 * data; check the shadow and the peak. */
static void stress(uint64_t seed, double frac, int ops)
{
    tarray t[3];
    uint64_t s = seed, total = 0, limit, maxvol;
    bbmm_context *ctx;
    unsigned char *buf;
    bbmm_stats st;
    int i, d, ndims[3] = {2, 3, 1};
    int64_t ext[3] = {96, 24, 8192};
    for (i = 0; i < 3; i++) {
        tarray_alloc(&t[i], &s, ndims[i], ext[i], 1);
        total += t[i].count * t[i].elem;
    }
    limit = (uint64_t)((double)total * frac);
    maxvol = limit / 8 / 2;
    ctx = make_ctx(limit);
    buf = malloc(limit + 64);
    for (i = 0; i < 3 && ctx; i++)
        tarray_register(ctx, &t[i]);
    if (!ctx)
        goto out;
    for (i = 0; i < ops && buf; i++) {
        tarray *ta = &t[test_rand(&s) % 3];
        bbmm_status r = random_op(ctx, ta, &s, maxvol, buf);
        if (!ok(ctx, r, "random op"))
            break;
        if (test_rand(&s) % 64 == 0)
            ok(ctx, bbmm_bb_cleanup(ctx, -1), "cleanup");
        if (test_rand(&s) % 128 == 0) {
            ok(ctx, bbmm_array_sync(ctx, ta->h), "sync");
            CHECK(host_diff(ta) == 0, "host differs after a mid-run sync");
        }
    }
    for (i = 0; i < 3; i++) {
        ok(ctx, bbmm_array_sync(ctx, t[i].h), "sync");
        CHECK(host_diff(&t[i]) == 0, "frac %.2f: array %d: %zu elements differ at the end", frac, i,
              host_diff(&t[i]));
    }
    for (d = 0; d < bbmm_device_count(ctx); d++) {
        bbmm_stats_get(ctx, d, &st);
        CHECK(st.alloc_peak <= limit, "device %d peak %llu > budget %llu", d,
              (unsigned long long)st.alloc_peak, (unsigned long long)limit);
    }
    bbmm_stats_get(ctx, -1, &st);
    CHECK(st.evictions > 0, "frac %.2f: no eviction happened (budget %llu)", frac, (unsigned long long)limit);
    printf("  evict %.0f%%: %d ops, budget %llu B/device, %llu evictions, box-out %llu B, box-in %llu B\n",
           frac * 100, ops, (unsigned long long)limit, (unsigned long long)st.evictions,
           (unsigned long long)st.d2h[BBMM_PURPOSE_BOXOUT].bytes,
           (unsigned long long)st.h2d[BBMM_PURPOSE_BOXIN].bytes);
    ok(ctx, bbmm_context_destroy(ctx), "destroy");
out:
    for (i = 0; i < 3; i++)
        tarray_free(&t[i]);
    free(buf);
}

/* oom: boxes that cannot fit give a clean status. */
static void test_oom(void)
{
    bbmm_context *ctx = make_ctx(3000);
    double a[64 * 64];
    int64_t ext[2] = {64, 64};
    bbmm_box big = bbmm_bb_2d(0, 63, 0, 63), half = bbmm_bb_2d(0, 31, 0, 7), other = bbmm_bb_2d(32, 63, 0, 7);
    bbmm_placement pl, pl2;
    bbmm_array h;
    bbmm_status st;
    char msg[1024];
    if (!ctx)
        return;
    memset(a, 0, sizeof(a));
    ok(ctx, bbmm_array_register(ctx, a, sizeof(double), 2, ext, "a", &h), "register");
    st = bbmm_bb_alloc(ctx, 0, h, &big, BBMM_BOX_READ, &pl);
    CHECK(st == BBMM_ERR_DEVICE_NOMEM, "oversized box: %s", bbmm_status_text(st));
    CHECK(strstr(bbmm_error_message(ctx, msg, sizeof(msg)), "budget") != NULL, "message: %s", msg);
    ok(ctx, bbmm_bb_alloc(ctx, 0, h, &half, BBMM_BOX_READ, &pl), "alloc half");
    ok(ctx, bbmm_bb_acquire(ctx, pl.resident), "acquire");
    st = bbmm_bb_alloc(ctx, 0, h, &other, BBMM_BOX_READ, &pl2);
    CHECK(st == BBMM_ERR_DEVICE_NOMEM, "budget held by a box in use: %s", bbmm_status_text(st));
    ok(ctx, bbmm_bb_release(ctx, pl.resident, NULL), "release");
    ok(ctx, bbmm_bb_alloc(ctx, 0, h, &other, BBMM_BOX_READ, &pl2), "alloc after release evicts");
    st = bbmm_bb_acquire(ctx, pl.resident);
    CHECK(st == BBMM_ERR_NOT_FOUND, "evicted handle: %s", bbmm_status_text(st));
    ok(ctx, bbmm_context_destroy(ctx), "destroy");
}

/* overflow: huge extents never become a short allocation. */
static void test_overflow(void)
{
    bbmm_context *ctx = make_ctx(0);
    int64_t huge[3] = {INT64_MAX / 2, 4, 3}, big2[2] = {(int64_t)1 << 40, (int64_t)1 << 30};
    int64_t bad[2] = {0, 5};
    bbmm_array h;
    char dummy[8];
    bbmm_status st;
    if (!ctx)
        return;
    st = bbmm_array_register(ctx, dummy, 8, 3, huge, "huge", &h);
    CHECK(st == BBMM_ERR_OVERFLOW, "huge extents: %s", bbmm_status_text(st));
    st = bbmm_array_register(ctx, dummy, 4, 2, big2, "big", &h);
    CHECK(st == BBMM_ERR_OVERFLOW, "2^70 bytes: %s", bbmm_status_text(st));
    bad[0] = -1;
    st = bbmm_array_register(ctx, dummy, 4, 2, bad, "bad", &h);
    CHECK(st == BBMM_ERR_INVALID, "negative extent: %s", bbmm_status_text(st));
    st = bbmm_array_register(ctx, dummy, 4, 9, bad, "bad", &h);
    CHECK(st == BBMM_ERR_INVALID, "9 dims: %s", bbmm_status_text(st));
    ok(ctx, bbmm_context_destroy(ctx), "destroy");
}

/* The fault scenario: two arrays, boxes on every device, reads, writes,
 * evictions (small budget), write-backs.  Returns the first failure. */
static bbmm_status fault_scenario(bbmm_context *ctx, tarray *t, uint64_t seed, unsigned char *buf)
{
    uint64_t s = seed;
    bbmm_status st = BBMM_OK;
    int i;
    for (i = 0; i < 24 && st == BBMM_OK; i++)
        st = random_op(ctx, &t[i % 2], &s, 256, buf);
    if (st == BBMM_OK)
        st = bbmm_bb_cleanup(ctx, -1);
    for (i = 0; i < 2 && st == BBMM_OK; i++)
        st = bbmm_array_sync(ctx, t[i].h);
    return st;
}

/* faults: sweep an injected failure over every call of the scenario. */
static void test_faults(uint64_t seed)
{
    static const char *const kinds[2] = {"alloc", "transfer"};
    int k;
    for (k = 0; k < 2; k++) {
        uint64_t nth, calls = 0, failed = 0;
        for (nth = 1;; nth++) {
            bbmm_context *ctx = make_ctx(4 * 1024);
            unsigned char buf[4096];
            uint64_t s = seed + 7;
            tarray t[2];
            bbmm_status st;
            char msg[1024];
            int i;
            if (!ctx)
                return;
            tarray_make(ctx, &t[0], &s, 2, 24);
            tarray_make(ctx, &t[1], &s, 1, 600);
            bbmm_test_fail_nth(ctx, (bbmm_fault)k, nth);
            st = fault_scenario(ctx, t, seed, buf);
            calls = bbmm_test_fail_nth(ctx, (bbmm_fault)k, 0);
            if (st != BBMM_OK) {
                failed++;
                bbmm_error_message(ctx, msg, sizeof(msg));
                CHECK(st == BBMM_ERR_INJECTED, "%s #%llu: status %s (%s)", kinds[k], (unsigned long long)nth,
                      bbmm_status_text(st), msg);
                CHECK(strstr(msg, "injected") && strstr(msg, "device"), "%s #%llu: message '%s'", kinds[k],
                      (unsigned long long)nth, msg);
            }
            for (i = 0; i < 2; i++) {
                ok(ctx, bbmm_bb_cleanup(ctx, -1), "cleanup after fault");
                ok(ctx, bbmm_array_sync(ctx, t[i].h), "sync after fault");
                CHECK(host_diff(&t[i]) == 0, "%s #%llu: array %d lost data (%zu elements)", kinds[k],
                      (unsigned long long)nth, i, host_diff(&t[i]));
            }
            ok(ctx, bbmm_context_destroy(ctx), "destroy");
            tarray_free(&t[0]);
            tarray_free(&t[1]);
            if (st == BBMM_OK && nth > calls)
                break;
            if (nth > 5000) {
                CHECK(0, "%s: sweep did not end", kinds[k]);
                break;
            }
        }
        printf("  faults %-8s: %llu call sites swept, %llu failed cleanly\n", kinds[k],
               (unsigned long long)(nth - 1), (unsigned long long)failed);
    }
}

/* Early sends' notes (ranks.h): what bbmmi_rsend_copy may copy behind an
 * early part's marker, on device 0's real side queue. */
static void test_early_notes(void)
{
    bbmm_context *ctx = make_ctx(0);
    double *a = calloc(64 * 32, sizeof(double));
    int64_t ext[2] = {64, 32};
    bbmm_box whole = bbmm_bb_2d(0, 31, 0, 31), row = bbmm_bb_2d(31, 31, 0, 31);
    bbmm_box in = bbmm_bb_2d(31, 31, 4, 9), across = bbmm_bb_2d(30, 31, 0, 31);
    bbmm_placement pl, pl2;
    bbmmi_event ev = NULL;
    bbmmi_resident *y;
    bbmm_array h = {0};
    bbmm_status st;
    if (!ctx || !a)
        goto out;
    if (!ok(ctx, bbmm_array_register(ctx, a, sizeof(double), 2, ext, "a", &h), "register") ||
        !ok(ctx, bbmm_bb_alloc(ctx, 0, h, &whole, BBMM_BOX_READ | BBMM_BOX_WRITE, &pl), "alloc") ||
        !ok(ctx, bbmmi_side_begin(ctx, 0), "side begin"))
        goto out;
    ev = bbmmi_side_marker(ctx, 0);
    ok(ctx, bbmmi_side_end(ctx, 0), "side end");
    CHECK(ev != NULL, "early notes: no marker while the side queue was on");
    if (!ev)
        goto out;
    bbmmi_lock(ctx);
    st = bbmmi_rearly_add(ctx, ev, pl.resident.id, &row, 1);
    CHECK(st == BBMM_OK, "early notes: add: %s", bbmm_status_text(st));
    y = bbmmi_mgr_resident(ctx, pl.resident);
    CHECK(y && bbmmi_rearly_find(ctx, y, &row) == ev, "early notes: the noted box is not served");
    CHECK(y && bbmmi_rearly_find(ctx, y, &in) == ev, "early notes: a box inside the note is not served");
    CHECK(y && !bbmmi_rearly_find(ctx, y, &across), "early notes: a box reaching past the note is served");
    bbmmi_unlock(ctx);
    /* the same elements placed again: another resident box, no note */
    if (!ok(ctx, bbmm_bb_free(ctx, pl.resident), "free") ||
        !ok(ctx, bbmm_bb_alloc(ctx, 0, h, &whole, BBMM_BOX_READ | BBMM_BOX_WRITE, &pl2), "alloc again"))
        goto out;
    CHECK(pl2.resident.id != pl.resident.id, "early notes: a resident id was reused");
    bbmmi_lock(ctx);
    y = bbmmi_mgr_resident(ctx, pl2.resident);
    CHECK(y && !bbmmi_rearly_find(ctx, y, &in), "early notes: a box placed anew is served by an older note");
    bbmmi_rearly_clear(ctx);
    CHECK(bbmm_mgr(ctx)->nearly == 0 && bbmm_mgr(ctx)->nearly_ev == 0, "early notes: clear left %zu notes",
          bbmm_mgr(ctx)->nearly);
    bbmmi_unlock(ctx);
out:
    if (ctx) {
        if (h.id)
            bbmm_array_unregister(ctx, h);
        bbmm_context_destroy(ctx);
    }
    free(a);
}

int main(int argc, char **argv)
{
    uint64_t seed = argc > 1 ? strtoull(argv[1], NULL, 0) : 12345;
    printf("rt_manager seed %llu\n", (unsigned long long)seed);
    test_roundtrip(seed);
    test_reuse();
    test_pool();
    test_stale();
    test_slots();
    test_scratch();
    test_fusion();
    stress(seed + 1, 0.10, 3000);
    stress(seed + 2, 0.01, 3000);
    test_oom();
    test_overflow();
    test_faults(seed);
    test_early_notes();
    printf("rt_manager: %d failure(s)\n", failures);
    return failures ? EXIT_FAILURE : EXIT_SUCCESS;
}
