/* tests/rt_transfer.c - white-box test of the OpenCL layer (lib/cl.c,
 * lib/transfer.c, lib/staging.c).
 *
 * Usage: rt_transfer [seed] [cases]      (defaults: seed 1, 400 cases)
 *
 * Case "i" of a run with seed "s" draws everything from a generator seeded
 * with "s" + "i", so "rt_transfer S+i 1" replays exactly the case a failure
 * report names.  A case is a random array of 1..5 dimensions (elements of 1,
 * 4 or 8 bytes, lower bounds not always 0), a random box inside it and a
 * random region inside the box, on a random device.  The region goes host ->
 * device buffer (of the box) -> second device buffer (of another box
 * holding the region) -> host, and host -> host; each step runs with staging
 * off, on, on with tiny chunks, or on with chunks smaller than one element,
 * and each host array is pinned (bbmm_host_alloc) or not; the case packs
 * on 1..4 threads or the default number (ctx->pack_threads).  Device buffers
 * are read back raw after every step, and the host results are compared
 * byte for byte with a reference made by plain loops, including the bytes
 * outside the region, which must stay untouched.  Regions that reach a
 * buffer's last row from a column inside it are copied in pieces
 * (lib/transfer.c, cli_rect_cut: NVIDIA refuses them whole), in about
 * three cases of four of the 400, on every path.
 *
 * Then fixed checks: fault injection swept over every enqueue of a staged
 * and a direct transfer, allocation faults, program build failure and
 * caching, OpenCL error names and status mapping, bad arguments, pinned
 * memory bookkeeping, narrow rows staged on many pack threads, and one
 * large transfer per path (staged on the
 * default and on 3 pack threads, direct, pinned, host to host) with its
 * timing.
 *
 * The test runs single-threaded and calls bbmmi_* functions without taking
 * ctx->lock.  Every failing check is counted and printed (the first
 * RT_MAX_PRINTED); exit status EXIT_FAILURE if any.
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

#define RT_MAX_NDIM 5
#define RT_MAX_PRINTED 40
#define RT_CANARY 512
#define RT_CANARY_BYTE 0x5C

typedef struct rt_rng {
    uint64_t s;
} rt_rng;

typedef struct rt_state {
    bbmm_context *ctx;
    unsigned long failures;
    uint64_t seed;
} rt_state;

/* Staging modes of one transfer step. */
enum { RT_STAGE_OFF, RT_STAGE_FULL, RT_STAGE_TINY, RT_STAGE_SUBELEM, RT_STAGE_MODES };

static const char *const rt_stage_names[RT_STAGE_MODES] = {"off", "full", "tiny", "sub-element"};

/* Count a failure of "st" and print "fmt" for the first few. */
static void rt_fail(rt_state *st, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void rt_fail(rt_state *st, const char *fmt, ...)
{
    va_list ap;
    st->failures++;
    if (st->failures > RT_MAX_PRINTED)
        return;
    fprintf(stderr, "rt_transfer: FAIL: ");
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputc('\n', stderr);
}

#define RT_CHECK(st, cond, ...)            \
    do {                                   \
        if (!(cond))                       \
            rt_fail((st), __VA_ARGS__);    \
    } while (0)

/* The next number of "r" (splitmix64). */
static uint64_t rt_next(rt_rng *r)
{
    uint64_t z = (r->s += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

/* A number in "lo".."hi" from "r". */
static int64_t rt_range(rt_rng *r, int64_t lo, int64_t hi)
{
    return lo + (int64_t)(rt_next(r) % (uint64_t)(hi - lo + 1));
}

/* The message recorded on "ctx". */
static const char *rt_msg(bbmm_context *ctx)
{
    static char buf[BBMMI_ERRMSG_LEN];
    return bbmm_error_message(ctx, buf, sizeof(buf));
}

/* Number of points of "b" (small in this test). */
static size_t rt_volume(const bbmm_box *b)
{
    uint64_t v = 0;
    bbmm_bb_volume(b, &v);
    return (size_t)v;
}

/* Row-major index of point "p" in "b". */
static size_t rt_index(const bbmm_box *b, const int64_t *p)
{
    size_t idx = 0;
    int d;
    for (d = 0; d < b->ndim; d++)
        idx = idx * (size_t)(b->hi[d] - b->lo[d] + 1) + (size_t)(p[d] - b->lo[d]);
    return idx;
}

/* Advance point "p" through "b" in row-major order; 0 after the last. */
static int rt_step(const bbmm_box *b, int64_t *p)
{
    int d;
    for (d = b->ndim - 1; d >= 0; d--) {
        if (++p[d] <= b->hi[d])
            return 1;
        p[d] = b->lo[d];
    }
    return 0;
}

/* A random box inside "outer". */
static bbmm_box rt_subbox(rt_rng *r, const bbmm_box *outer)
{
    bbmm_box b = *outer;
    int d;
    for (d = 0; d < outer->ndim; d++) {
        int64_t a = rt_range(r, outer->lo[d], outer->hi[d]);
        int64_t c = rt_range(r, outer->lo[d], outer->hi[d]);
        if (rt_next(r) % 4 == 0) {
            a = outer->lo[d];
            c = outer->hi[d];
        }
        b.lo[d] = a < c ? a : c;
        b.hi[d] = a < c ? c : a;
    }
    return b;
}

/* A random box inside "outer" holding "inner". */
static bbmm_box rt_superbox(rt_rng *r, const bbmm_box *outer, const bbmm_box *inner)
{
    bbmm_box b = *inner;
    int d;
    for (d = 0; d < inner->ndim; d++) {
        b.lo[d] = rt_range(r, outer->lo[d], inner->lo[d]);
        b.hi[d] = rt_range(r, inner->hi[d], outer->hi[d]);
    }
    return b;
}

/* A host view of "mem" over "bounds". */
static bbmmi_view rt_host_view(void *mem, const bbmm_box *bounds, size_t elem, int pinned)
{
    bbmmi_view v;
    memset(&v, 0, sizeof(v));
    v.host = (char *)mem;
    v.bounds = *bounds;
    v.elem = elem;
    v.pinned = pinned;
    return v;
}

/* A buffer view of "mem" over "bounds". */
static bbmmi_view rt_buf_view(cl_mem mem, const bbmm_box *bounds, size_t elem)
{
    bbmmi_view v;
    memset(&v, 0, sizeof(v));
    v.mem = mem;
    v.bounds = *bounds;
    v.elem = elem;
    return v;
}

/* Set the staging of device "dev" to "mode" (saved state in "saved").  A
 * shrunk staging size leaves RT_CANARY bytes of canary after it in both
 * staging buffers, so a chunk larger than the size is caught. */
static void rt_stage(rt_state *st, int dev, int mode, size_t elem, rt_rng *r, const bbmmi_device *saved)
{
    bbmmi_device *d = &st->ctx->dev[dev];
    int b;
    d->staging = mode != RT_STAGE_OFF;
    d->staging_bytes = saved->staging_bytes;
    if (mode == RT_STAGE_TINY)
        d->staging_bytes = (size_t)rt_range(r, (int64_t)elem, 300);
    else if (mode == RT_STAGE_SUBELEM)
        d->staging_bytes = elem - 1;
    for (b = 0; b < 2 && d->staging_bytes + RT_CANARY <= saved->staging_bytes; b++)
        memset((char *)d->staging_ptr[b] + d->staging_bytes, RT_CANARY_BYTE, RT_CANARY);
}

/* Check the canaries rt_stage() left on device "dev" after step "what" of
 * "label". */
static void rt_canary_check(rt_state *st, int dev, const char *label, const char *what,
                            const bbmmi_device *saved)
{
    const bbmmi_device *d = &st->ctx->dev[dev];
    size_t i;
    int b;
    for (b = 0; b < 2 && d->staging_bytes + RT_CANARY <= saved->staging_bytes; b++)
        for (i = 0; i < RT_CANARY; i++)
            if (((unsigned char *)d->staging_ptr[b])[d->staging_bytes + i] != RT_CANARY_BYTE) {
                rt_fail(st, "%s %s: staging buffer %d written beyond its %zu bytes", label, what, b,
                        d->staging_bytes);
                return;
            }
}

/* Compare the "elem"-byte elements of "region" in "got" (laid out over
 * "gb") with "want" (laid out over "wb"); report the first mismatch as
 * step "what" of "label". */
static void rt_compare_region(rt_state *st, const char *label, const char *what, const char *got,
                              const bbmm_box *gb,
                              const char *want, const bbmm_box *wb, const bbmm_box *region,
                              size_t elem)
{
    int64_t p[BBMM_MAX_DIMS];
    size_t bad = 0, first = 0;
    int d;
    for (d = 0; d < region->ndim; d++)
        p[d] = region->lo[d];
    do {
        if (memcmp(got + rt_index(gb, p) * elem, want + rt_index(wb, p) * elem, elem)) {
            if (!bad)
                first = rt_index(region, p);
            bad++;
        }
    } while (rt_step(region, p));
    RT_CHECK(st, bad == 0, "%s %s: %zu elements differ, first at region index %zu", label, what, bad, first);
}

/* Read all of buffer "mem" ("bytes") of device "dev" into "out". */
static int rt_read_raw(rt_state *st, int dev, cl_mem mem, size_t bytes, void *out)
{
    cl_int err = clEnqueueReadBuffer(st->ctx->dev[dev].queue, mem, CL_TRUE, 0, bytes, out, 0, NULL, NULL);
    RT_CHECK(st, err == CL_SUCCESS, "raw read: %s", bbmmi_cl_error_name(err));
    return err == CL_SUCCESS;
}

/* Host memory of "bytes": pinned when "pinned", else malloc. */
static void *rt_alloc(rt_state *st, size_t bytes, int pinned)
{
    void *p = NULL;
    bbmm_status s;
    if (!pinned)
        return malloc(bytes);
    s = bbmm_host_alloc(st->ctx, bytes, &p);
    RT_CHECK(st, s == BBMM_OK, "bbmm_host_alloc(%zu): %s: %s", bytes, bbmm_status_name(s), rt_msg(st->ctx));
    return p;
}

/* Free "p" from rt_alloc(). */
static void rt_free(rt_state *st, void *p, int pinned)
{
    if (pinned)
        bbmm_host_free(st->ctx, p);
    else
        free(p);
}

/* One transfer step of case "label": run it and check its status. */
static int rt_xfer(rt_state *st, const char *label, const char *step, int dev, const bbmmi_view *dst,
                   const bbmmi_view *src, const bbmm_box *region)
{
    bbmm_status s = bbmmi_transfer(st->ctx, dev, dst, src, region);
    RT_CHECK(st, s == BBMM_OK, "%s %s: %s: %s", label, step, bbmm_status_name(s), rt_msg(st->ctx));
    return s == BBMM_OK;
}

/* The shapes of one random case. */
typedef struct rt_case {
    int dev, ndim, pin_src, pin_dst, stage[3], pack;
    size_t elem;
    bbmm_box array, box, box2, region;
} rt_case;

/* Draw case shapes from "r" for a context of "ndev" devices. */
static void rt_case_make(rt_rng *r, int ndev, rt_case *c)
{
    static const size_t elems[3] = {1, 4, 8};
    static const int64_t maxext[RT_MAX_NDIM + 1] = {0, 600, 48, 14, 7, 5};
    int64_t lo[BBMM_MAX_DIMS], hi[BBMM_MAX_DIMS];
    int d, i;
    c->dev = (int)rt_range(r, 0, ndev - 1);
    c->ndim = (int)rt_range(r, 1, RT_MAX_NDIM);
    c->elem = elems[rt_next(r) % 3];
    for (d = 0; d < c->ndim; d++) {
        lo[d] = rt_next(r) % 2 ? 0 : rt_range(r, -3, 3);
        hi[d] = lo[d] + rt_range(r, 1, maxext[c->ndim]) - 1;
    }
    c->array = bbmm_bb_make(c->ndim, lo, hi);
    c->box = rt_subbox(r, &c->array);
    c->region = rt_subbox(r, &c->box);
    c->box2 = rt_superbox(r, &c->array, &c->region);
    c->pin_src = rt_next(r) % 3 == 0;
    c->pin_dst = rt_next(r) % 3 == 0;
    for (i = 0; i < 3; i++)
        c->stage[i] = (int)(rt_next(r) % RT_STAGE_MODES);
    c->pack = (int)rt_range(r, 0, 4);
}

/* Run the transfers of case "c" on host arrays "src" and "dst" (of
 * c->array) and the reference "ref"; "scratch" holds a whole buffer. */
static void rt_case_transfers(rt_state *st, const rt_case *c, const char *label, rt_rng *r,
                              char *src, char *dst, const char *ref, char *scratch)
{
    const bbmmi_device saved = st->ctx->dev[c->dev];
    size_t abytes = rt_volume(&c->array) * c->elem;
    size_t b1bytes = rt_volume(&c->box) * c->elem, b2bytes = rt_volume(&c->box2) * c->elem;
    cl_mem b1 = NULL, b2 = NULL;
    bbmmi_view hs, hd, v1, v2;
    char *dst2 = (char *)malloc(abytes);
    bbmm_status s1, s2;
    s1 = bbmmi_buffer_create(st->ctx, c->dev, b1bytes, &b1);
    s2 = bbmmi_buffer_create(st->ctx, c->dev, b2bytes, &b2);
    RT_CHECK(st, s1 == BBMM_OK && s2 == BBMM_OK, "%s: bbmmi_buffer_create: %s", label, rt_msg(st->ctx));
    if (!dst2 || s1 != BBMM_OK || s2 != BBMM_OK)
        goto out;
    memcpy(dst2, dst, abytes);
    st->ctx->pack_threads = c->pack;
    hs = rt_host_view(src, &c->array, c->elem, c->pin_src);
    hd = rt_host_view(dst, &c->array, c->elem, c->pin_dst);
    v1 = rt_buf_view(b1, &c->box, c->elem);
    v2 = rt_buf_view(b2, &c->box2, c->elem);
    rt_stage(st, c->dev, c->stage[0], c->elem, r, &saved);
    if (rt_xfer(st, label, "host->device", c->dev, &v1, &hs, &c->region) &&
        rt_read_raw(st, c->dev, b1, b1bytes, scratch)) {
        rt_compare_region(st, label, "host->device", scratch, &c->box, src, &c->array, &c->region, c->elem);
    }
    rt_canary_check(st, c->dev, label, "host->device", &saved);
    rt_stage(st, c->dev, c->stage[1], c->elem, r, &saved);
    if (rt_xfer(st, label, "device->device", c->dev, &v2, &v1, &c->region) &&
        rt_read_raw(st, c->dev, b2, b2bytes, scratch)) {
        rt_compare_region(st, label, "device->device", scratch, &c->box2, src, &c->array, &c->region, c->elem);
    }
    rt_canary_check(st, c->dev, label, "device->device", &saved);
    rt_stage(st, c->dev, c->stage[2], c->elem, r, &saved);
    if (rt_xfer(st, label, "device->host", c->dev, &hd, &v2, &c->region)) {
        rt_compare_region(st, label, "device->host (whole array)", dst, &c->array, ref, &c->array, &c->array, c->elem);
    }
    rt_canary_check(st, c->dev, label, "device->host", &saved);
    hd = rt_host_view(dst2, &c->array, c->elem, 0);
    if (rt_xfer(st, label, "host->host", rt_next(r) % 2 ? c->dev : -1, &hd, &hs, &c->region)) {
        rt_compare_region(st, label, "host->host (whole array)", dst2, &c->array, ref, &c->array, &c->array, c->elem);
    }
out:
    st->ctx->dev[c->dev].staging = saved.staging;
    st->ctx->dev[c->dev].staging_bytes = saved.staging_bytes;
    bbmmi_buffer_release(b1);
    bbmmi_buffer_release(b2);
    free(dst2);
}

/* Run random case "i". */
static void rt_case_run(rt_state *st, uint64_t i)
{
    rt_rng r = {st->seed + i};
    rt_case c;
    char label[1024], b0[160], b1[160], b2[160], b3[160];
    char *src = NULL, *dst = NULL, *ref = NULL, *scratch = NULL;
    size_t abytes, j;
    int64_t p[BBMM_MAX_DIMS];
    int d;
    rt_case_make(&r, st->ctx->mgr.ndev, &c);
    snprintf(label, sizeof(label),
             "case seed %llu: dev %d elem %zu array %s box %s box2 %s region %s pinned %d/%d staging %s/%s/%s "
             "pack threads %d",
             (unsigned long long)(st->seed + i), c.dev, c.elem, bbmm_bb_format(&c.array, b0, sizeof(b0)),
             bbmm_bb_format(&c.box, b1, sizeof(b1)), bbmm_bb_format(&c.box2, b2, sizeof(b2)),
             bbmm_bb_format(&c.region, b3, sizeof(b3)), c.pin_src, c.pin_dst, rt_stage_names[c.stage[0]],
             rt_stage_names[c.stage[1]], rt_stage_names[c.stage[2]], c.pack);
    abytes = rt_volume(&c.array) * c.elem;
    src = (char *)rt_alloc(st, abytes, c.pin_src);
    dst = (char *)rt_alloc(st, abytes, c.pin_dst);
    ref = (char *)malloc(abytes);
    scratch = (char *)malloc(abytes);
    if (!src || !dst || !ref || !scratch) {
        rt_fail(st, "%s: out of host memory", label);
        goto out;
    }
    for (j = 0; j < abytes; j++) {
        src[j] = (char)rt_next(&r);
        dst[j] = (char)(0xA5 ^ j);
    }
    memcpy(ref, dst, abytes);
    for (d = 0; d < c.ndim; d++)
        p[d] = c.region.lo[d];
    do
        memcpy(ref + rt_index(&c.array, p) * c.elem, src + rt_index(&c.array, p) * c.elem, c.elem);
    while (rt_step(&c.region, p));
    rt_case_transfers(st, &c, label, &r, src, dst, ref, scratch);
out:
    rt_free(st, src, c.pin_src);
    rt_free(st, dst, c.pin_dst);
    free(ref);
    free(scratch);
}

/* Sweep an injected transfer fault over every enqueue of one transfer of
 * "region" from "src" to "dst" on "dev"; "what" names it. */
static void rt_fault_sweep(rt_state *st, const char *what, int dev, const bbmmi_view *dst,
                           const bbmmi_view *src, const bbmm_box *region)
{
    char want[256];
    bbmm_status s;
    uint64_t calls, k;
    bbmm_test_fail_nth(st->ctx, BBMM_FAULT_TRANSFER, 0);
    s = bbmmi_transfer(st->ctx, dev, dst, src, region);
    calls = bbmm_test_fail_nth(st->ctx, BBMM_FAULT_TRANSFER, 0);
    RT_CHECK(st, s == BBMM_OK && calls >= 1, "%s: unarmed transfer: %s, %llu enqueues", what,
             bbmm_status_name(s), (unsigned long long)calls);
    snprintf(want, sizeof(want), "(device %d, %s): injected failure", dev, st->ctx->dev[dev].name);
    for (k = 1; k <= calls + 1; k++) {
        bbmm_test_fail_nth(st->ctx, BBMM_FAULT_TRANSFER, k);
        s = bbmmi_transfer(st->ctx, dev, dst, src, region);
        if (k > calls) {
            RT_CHECK(st, s == BBMM_OK, "%s: fault at call %llu of %llu: %s", what, (unsigned long long)k,
                     (unsigned long long)calls, bbmm_status_name(s));
            continue;
        }
        RT_CHECK(st, s == BBMM_ERR_INJECTED, "%s: fault at enqueue %llu of %llu returned %s", what,
                 (unsigned long long)k, (unsigned long long)calls, bbmm_status_name(s));
        RT_CHECK(st, strstr(rt_msg(st->ctx), "clEnqueue") && strstr(rt_msg(st->ctx), want),
                 "%s: message \"%s\" lacks the call or \"%s\"", what, rt_msg(st->ctx), want);
    }
    bbmm_test_fail_nth(st->ctx, BBMM_FAULT_TRANSFER, 0);
    s = bbmmi_transfer(st->ctx, dev, dst, src, region);
    RT_CHECK(st, s == BBMM_OK, "%s: transfer after the sweep: %s", what, bbmm_status_name(s));
}

/* Fault injection on transfers: staged both ways and direct. */
static void rt_check_transfer_faults(rt_state *st)
{
    int dev = st->ctx->mgr.ndev - 1;
    bbmmi_device *d = &st->ctx->dev[dev];
    const bbmmi_device saved = *d;
    bbmm_box arr = bbmm_bb_2d(0, 63, 0, 63), region = bbmm_bb_2d(3, 40, 5, 50);
    float *host = (float *)calloc(64 * 64, sizeof(float));
    cl_mem buf = NULL, buf2 = NULL;
    bbmmi_view hv, bv, bv2;
    if (!host || bbmmi_buffer_create(st->ctx, dev, 64 * 64 * sizeof(float), &buf) != BBMM_OK ||
        bbmmi_buffer_create(st->ctx, dev, 64 * 64 * sizeof(float), &buf2) != BBMM_OK) {
        rt_fail(st, "fault setup: %s", rt_msg(st->ctx));
        goto out;
    }
    hv = rt_host_view(host, &arr, sizeof(float), 0);
    bv = rt_buf_view(buf, &arr, sizeof(float));
    bv2 = rt_buf_view(buf2, &arr, sizeof(float));
    d->staging = 1;
    d->staging_bytes = 1000;
    rt_fault_sweep(st, "staged host->device", dev, &bv, &hv, &region);
    rt_fault_sweep(st, "staged device->host", dev, &hv, &bv, &region);
    d->staging = 0;
    rt_fault_sweep(st, "direct host->device", dev, &bv, &hv, &region);
    rt_fault_sweep(st, "direct device->device", dev, &bv2, &bv, &region);
out:
    d->staging = saved.staging;
    d->staging_bytes = saved.staging_bytes;
    bbmmi_buffer_release(buf);
    bbmmi_buffer_release(buf2);
    free(host);
}

/* A copy between two boxes of one shared buffer (sub-buffers of one
 * parent, as allocation fusion makes them) whose rows cross the pitch's
 * grid: box A (6 x 10 doubles) at byte 0, box B (16 x 10) at the first
 * aligned offset from 480 (512 where the base alignment is 128 bytes or
 * less); rows 0..2, columns 1..9 go from A to B, 72 bytes a row at pitch
 * 80, B's first at byte 520: OpenCL 1.1's overlap test, which PoCL 3.1
 * applies to rects within one buffer, took them for overlapping
 * (CL_MEM_COPY_OVERLAP; bbmm-gen seed 90068): copied a row at a time.
 * Every byte of the parent is checked. */
static void rt_check_same_buffer_rect(rt_state *st)
{
    int dev = 0;
    cl_uint align_bits = 0;
    size_t offb, total, k;
    bbmm_box a = bbmm_bb_2d(0, 5, 0, 9), b = bbmm_bb_2d(0, 15, 0, 9), region = bbmm_bb_2d(0, 2, 1, 9);
    double host[60], *raw = NULL, *want = NULL;
    cl_mem parent = NULL, sa = NULL, sb = NULL;
    cl_buffer_region ra, rb;
    cl_int e1 = CL_SUCCESS, e2 = CL_SUCCESS;
    bbmmi_view hv, av, bv;
    clGetDeviceInfo(st->ctx->dev[dev].id, CL_DEVICE_MEM_BASE_ADDR_ALIGN, sizeof(align_bits), &align_bits, NULL);
    offb = align_bits / 8 ? (480 + align_bits / 8 - 1) / (align_bits / 8) * (align_bits / 8) : 512;
    total = offb + 16 * 10 * sizeof(double);
    raw = (double *)calloc(total / sizeof(double) + 1, sizeof(double));
    want = (double *)calloc(total / sizeof(double) + 1, sizeof(double));
    if (!raw || !want || bbmmi_buffer_create(st->ctx, dev, total, &parent) != BBMM_OK) {
        rt_fail(st, "same-buffer rect setup: %s", rt_msg(st->ctx));
        goto out;
    }
    ra.origin = 0;
    ra.size = 6 * 10 * sizeof(double);
    rb.origin = offb;
    rb.size = 16 * 10 * sizeof(double);
    sa = clCreateSubBuffer(parent, CL_MEM_READ_WRITE, CL_BUFFER_CREATE_TYPE_REGION, &ra, &e1);
    sb = clCreateSubBuffer(parent, CL_MEM_READ_WRITE, CL_BUFFER_CREATE_TYPE_REGION, &rb, &e2);
    if (e1 != CL_SUCCESS || e2 != CL_SUCCESS) {
        rt_fail(st, "same-buffer rect: clCreateSubBuffer at %zu: %s", offb, bbmmi_cl_error_name(e1 ? e1 : e2));
        goto out;
    }
    /* the parent zeroed, then A's box from the host */
    if (clEnqueueWriteBuffer(st->ctx->dev[dev].queue, parent, CL_TRUE, 0, total, raw, 0, NULL, NULL) != CL_SUCCESS) {
        rt_fail(st, "same-buffer rect: zeroing the parent failed");
        goto out;
    }
    for (k = 0; k < 60; k++)
        host[k] = 1.0 + (double)k;
    hv = rt_host_view(host, &a, sizeof(double), 0);
    av = rt_buf_view(sa, &a, sizeof(double));
    bv = rt_buf_view(sb, &b, sizeof(double));
    if (!rt_xfer(st, "same-buffer rect", "host -> A", dev, &av, &hv, &a) ||
        !rt_xfer(st, "same-buffer rect", "A -> B", dev, &bv, &av, &region) ||
        clFinish(st->ctx->dev[dev].queue) != CL_SUCCESS || !rt_read_raw(st, dev, parent, total, raw))
        goto out;
    for (k = 0; k < 60; k++)
        want[k] = host[k];
    for (k = 0; k < 27; k++) /* rows 0..2, columns 1..9 into B */
        want[offb / sizeof(double) + k / 9 * 10 + 1 + k % 9] = host[k / 9 * 10 + 1 + k % 9];
    for (k = 0; k < total / sizeof(double); k++)
        if (memcmp(&raw[k], &want[k], sizeof(double))) {
            rt_fail(st, "same-buffer rect: byte %zu of the parent holds %g, want %g", k * sizeof(double), raw[k],
                    want[k]);
            break;
        }
out:
    if (sa)
        clReleaseMemObject(sa);
    if (sb)
        clReleaseMemObject(sb);
    bbmmi_buffer_release(parent);
    free(raw);
    free(want);
}

/* Fault injection on buffer creation and pinned allocation. */
static void rt_check_alloc_faults(rt_state *st)
{
    bbmmi_hostmem *before = st->ctx->hostmem;
    cl_mem buf = (cl_mem)&buf;
    void *p = &p;
    bbmm_status s;
    bbmm_test_fail_nth(st->ctx, BBMM_FAULT_ALLOC, 1);
    s = bbmmi_buffer_create(st->ctx, 0, 4096, &buf);
    RT_CHECK(st, s == BBMM_ERR_INJECTED && buf == NULL, "alloc fault: buffer_create returned %s",
             bbmm_status_name(s));
    RT_CHECK(st, strstr(rt_msg(st->ctx), "clCreateBuffer (device 0") && strstr(rt_msg(st->ctx), "injected"),
             "alloc fault: message \"%s\"", rt_msg(st->ctx));
    bbmm_test_fail_nth(st->ctx, BBMM_FAULT_ALLOC, 1);
    s = bbmm_host_alloc(st->ctx, 4096, &p);
    RT_CHECK(st, s == BBMM_ERR_INJECTED && p == NULL && st->ctx->hostmem == before,
             "alloc fault: bbmm_host_alloc returned %s", bbmm_status_name(s));
    RT_CHECK(st, strstr(rt_msg(st->ctx), "clCreateBuffer: injected failure"),
             "alloc fault: host message \"%s\"", rt_msg(st->ctx));
    p = &p;
    bbmm_test_fail_nth(st->ctx, BBMM_FAULT_ALLOC, 0);
    bbmm_test_fail_nth(st->ctx, BBMM_FAULT_TRANSFER, 1);
    s = bbmm_host_alloc(st->ctx, 4096, &p);
    RT_CHECK(st, s == BBMM_ERR_INJECTED && p == NULL && st->ctx->hostmem == before,
             "map fault: bbmm_host_alloc returned %s", bbmm_status_name(s));
    RT_CHECK(st, strstr(rt_msg(st->ctx), "clEnqueueMapBuffer (device 0"), "map fault: message \"%s\"",
             rt_msg(st->ctx));
    RT_CHECK(st, bbmm_test_fail_nth(st->ctx, BBMM_FAULT_ALLOC, 0) == 1, "alloc fault: count after map fault");
    bbmm_test_fail_nth(st->ctx, BBMM_FAULT_TRANSFER, 0);
    s = bbmmi_buffer_create(st->ctx, 0, 4096, &buf);
    RT_CHECK(st, s == BBMM_OK && buf != NULL, "buffer_create after faults: %s", bbmm_status_name(s));
    bbmmi_buffer_release(buf);
    RT_CHECK(st, bbmm_test_fail_nth(st->ctx, BBMM_FAULT_ALLOC, 0) == 1, "alloc fault: calls not counted");
}

/* Program builds: failure with the log, caching, injected failure. */
static void rt_check_programs(rt_state *st)
{
    static const char bad[] = "__kernel void k(__global int *a) { a[0] = rt_undeclared_symbol; }\n";
    static const char good[] = "__kernel void k(__global int *a) { a[get_global_id(0)] += 1; }\n";
    static const char other[] = "__kernel void k2(__global int *a) { a[0] = 2; }\n";
    cl_program p1 = NULL, p2 = NULL, p3 = NULL;
    bbmm_status s;
    uint64_t builds;
    bbmm_test_fail_nth(st->ctx, BBMM_FAULT_BUILD, 0);
    s = bbmmi_program_get(st->ctx, bad, NULL, 0, &p1);
    RT_CHECK(st, s == BBMM_ERR_BUILD && p1 == NULL, "bad kernel: %s", bbmm_status_name(s));
    RT_CHECK(st, strstr(rt_msg(st->ctx), "OpenCL program build failed on device ") &&
                     strstr(rt_msg(st->ctx), "rt_undeclared_symbol"),
             "bad kernel: message lacks the header or the log: \"%s\"", rt_msg(st->ctx));
    s = bbmmi_program_get(st->ctx, bad, NULL, 0, &p1);
    RT_CHECK(st, s == BBMM_ERR_BUILD, "bad kernel again: %s", bbmm_status_name(s));
    s = bbmmi_program_get(st->ctx, good, "-cl-std=CL1.2", 0, &p1);
    RT_CHECK(st, s == BBMM_OK && p1, "good kernel: %s: %s", bbmm_status_name(s), rt_msg(st->ctx));
    s = bbmmi_program_get(st->ctx, good, "-cl-std=CL1.2", 0, &p2);
    RT_CHECK(st, s == BBMM_OK && p2 == p1, "good kernel again: %s, %s program", bbmm_status_name(s),
             p2 == p1 ? "same" : "another");
    s = bbmmi_program_get(st->ctx, good, NULL, 0, &p3);
    RT_CHECK(st, s == BBMM_OK && p3 && p3 != p1, "good kernel, other options: %s", bbmm_status_name(s));
    if (st->ctx->mgr.ndev > 1) { /* each device builds its own, once */
        cl_program p4 = NULL, p5 = NULL;
        int last = st->ctx->mgr.ndev - 1;
        s = bbmmi_program_get(st->ctx, good, "-cl-std=CL1.2", last, &p4);
        RT_CHECK(st, s == BBMM_OK && p4 && p4 != p1, "good kernel on device %d: %s, %s program", last,
                 bbmm_status_name(s), p4 == p1 ? "device 0's" : "its own");
        s = bbmmi_program_get(st->ctx, good, "-cl-std=CL1.2", last, &p5);
        RT_CHECK(st, s == BBMM_OK && p5 == p4, "good kernel on device %d again: %s", last, bbmm_status_name(s));
    }
    s = bbmmi_program_get(st->ctx, good, NULL, st->ctx->mgr.ndev, &p2);
    RT_CHECK(st, s == BBMM_ERR_INVALID, "a device past the last: %s", bbmm_status_name(s));
    builds = bbmm_test_fail_nth(st->ctx, BBMM_FAULT_BUILD, 1);
    RT_CHECK(st, builds == (st->ctx->mgr.ndev > 1 ? 5u : 4u),
             "expected %d builds (failures are not cached), counted %llu", st->ctx->mgr.ndev > 1 ? 5 : 4,
             (unsigned long long)builds);
    s = bbmmi_program_get(st->ctx, other, NULL, 0, &p3);
    RT_CHECK(st, s == BBMM_ERR_INJECTED && strstr(rt_msg(st->ctx), "clBuildProgram: injected failure"),
             "build fault: %s \"%s\"", bbmm_status_name(s), rt_msg(st->ctx));
    s = bbmmi_program_get(st->ctx, other, NULL, 0, &p3);
    RT_CHECK(st, s == BBMM_OK && p3, "build after fault: %s", bbmm_status_name(s));
    bbmm_test_fail_nth(st->ctx, BBMM_FAULT_BUILD, 0);
}

/* Error names and the status each OpenCL error maps to. */
static void rt_check_errors(rt_state *st)
{
    static const char unknown[] = "unknown OpenCL error";
    const char *dev0 = st->ctx->dev[0].name;
    char want[256];
    cl_int e;
    RT_CHECK(st, !strcmp(bbmmi_cl_error_name(CL_INVALID_VALUE), "CL_INVALID_VALUE"), "name of CL_INVALID_VALUE");
    RT_CHECK(st, !strcmp(bbmmi_cl_error_name(-72), "CL_MAX_SIZE_RESTRICTION_EXCEEDED"), "name of -72");
    RT_CHECK(st, !strcmp(bbmmi_cl_error_name(-1001), "CL_PLATFORM_NOT_FOUND_KHR"), "name of -1001");
    RT_CHECK(st, !strcmp(bbmmi_cl_error_name(12345), unknown), "name of 12345");
    for (e = -1; e >= -72; e--)
        RT_CHECK(st, (e < -19 && e > -30) == !strcmp(bbmmi_cl_error_name(e), unknown),
                 "error %d named \"%s\"", (int)e, bbmmi_cl_error_name(e));
    RT_CHECK(st, bbmmi_cl_check(st->ctx, CL_SUCCESS, "clFinish", 0) == BBMM_OK, "check of CL_SUCCESS");
    RT_CHECK(st, bbmmi_cl_check(st->ctx, CL_MEM_OBJECT_ALLOCATION_FAILURE, "clCreateBuffer", 0) ==
                     BBMM_ERR_DEVICE_NOMEM, "allocation failure status");
    snprintf(want, sizeof(want), "clCreateBuffer (device 0, %s): CL_MEM_OBJECT_ALLOCATION_FAILURE", dev0);
    RT_CHECK(st, !strcmp(rt_msg(st->ctx), want), "message \"%s\", want \"%s\"", rt_msg(st->ctx), want);
    RT_CHECK(st, bbmmi_cl_check(st->ctx, CL_OUT_OF_RESOURCES, "clCreateBuffer", 0) == BBMM_ERR_DEVICE_NOMEM,
             "out of resources in clCreateBuffer");
    RT_CHECK(st, bbmmi_cl_check(st->ctx, CL_OUT_OF_RESOURCES, "clEnqueueNDRangeKernel", 0) == BBMM_ERR_OPENCL,
             "out of resources in a kernel launch");
    RT_CHECK(st, bbmmi_cl_check(st->ctx, CL_OUT_OF_HOST_MEMORY, "clFinish", -1) == BBMM_ERR_NOMEM,
             "out of host memory status");
    RT_CHECK(st, !strcmp(rt_msg(st->ctx), "clFinish: CL_OUT_OF_HOST_MEMORY"), "message \"%s\"", rt_msg(st->ctx));
    RT_CHECK(st, bbmmi_cl_check(st->ctx, CL_INVALID_VALUE, "clEnqueueReadBufferRect", 0) == BBMM_ERR_OPENCL,
             "invalid value status");
}

/* Bad transfer arguments, buffer sizes and pinned-memory bookkeeping. */
static void rt_check_arguments(rt_state *st)
{
    bbmm_box arr = bbmm_bb_2d(0, 9, 0, 9), box = bbmm_bb_2d(2, 5, 2, 5);
    bbmm_box out = bbmm_bb_2d(1, 3, 2, 5), r1 = bbmm_bb_1d(2, 5), empty = bbmm_bb_2d(3, 2, 2, 5);
    int host[100];
    void *pin = NULL;
    cl_mem buf = NULL, small = NULL, none = NULL;
    bbmmi_view hv = rt_host_view(host, &arr, sizeof(int), 0), bv, sv, both;
    bbmm_status s;
    char want[256];
    uint64_t ns;
    memset(host, 0, sizeof(host));
    if (bbmmi_buffer_create(st->ctx, 0, 16 * sizeof(int), &buf) != BBMM_OK ||
        bbmmi_buffer_create(st->ctx, 0, 15 * sizeof(int), &small) != BBMM_OK) {
        rt_fail(st, "argument setup: %s", rt_msg(st->ctx));
        goto out;
    }
    bv = rt_buf_view(buf, &box, sizeof(int));
    s = bbmmi_transfer(st->ctx, 0, &bv, &hv, &out);
    RT_CHECK(st, s == BBMM_ERR_INVALID && strstr(rt_msg(st->ctx), "is not inside the destination bounds"),
             "region outside the box: %s \"%s\"", bbmm_status_name(s), rt_msg(st->ctx));
    s = bbmmi_transfer(st->ctx, 0, &hv, &bv, &arr);
    RT_CHECK(st, s == BBMM_ERR_INVALID, "region outside the source: %s", bbmm_status_name(s));
    s = bbmmi_transfer(st->ctx, 0, &bv, &hv, &r1);
    RT_CHECK(st, s == BBMM_ERR_INVALID, "dimension mismatch: %s", bbmm_status_name(s));
    hv.elem = 8;
    s = bbmmi_transfer(st->ctx, 0, &bv, &hv, &box);
    RT_CHECK(st, s == BBMM_ERR_INVALID, "element size mismatch: %s", bbmm_status_name(s));
    hv.elem = sizeof(int);
    both = bv;
    both.host = (char *)host;
    s = bbmmi_transfer(st->ctx, 0, &both, &hv, &box);
    RT_CHECK(st, s == BBMM_ERR_INVALID, "view with host and buffer: %s", bbmm_status_name(s));
    s = bbmmi_transfer(st->ctx, st->ctx->mgr.ndev, &bv, &hv, &box);
    RT_CHECK(st, s == BBMM_ERR_INVALID, "device out of range: %s", bbmm_status_name(s));
    sv = rt_buf_view(small, &box, sizeof(int));
    s = bbmmi_transfer(st->ctx, 0, &sv, &hv, &box);
    RT_CHECK(st, s == BBMM_ERR_INVALID && strstr(rt_msg(st->ctx), "but the buffer holds"),
             "buffer smaller than its bounds: %s \"%s\"", bbmm_status_name(s), rt_msg(st->ctx));
    s = bbmmi_transfer(st->ctx, 0, &bv, &hv, &empty);
    RT_CHECK(st, s == BBMM_OK, "empty region: %s", bbmm_status_name(s));
    ns = st->ctx->mgr.store[0].stats.transfer_ns;
    s = bbmmi_transfer(st->ctx, 0, &bv, &hv, &box);
    RT_CHECK(st, s == BBMM_OK && st->ctx->mgr.store[0].stats.transfer_ns > ns, "transfer time not counted: %s",
             bbmm_status_name(s));
    s = bbmmi_buffer_create(st->ctx, 0, 0, &none);
    RT_CHECK(st, s == BBMM_ERR_INVALID && none == NULL, "0-byte buffer: %s", bbmm_status_name(s));
    s = bbmmi_buffer_create(st->ctx, 0, st->ctx->dev[0].max_alloc + 1, &none);
    RT_CHECK(st, s == BBMM_ERR_DEVICE_NOMEM && none == NULL && strstr(rt_msg(st->ctx), "CL_DEVICE_MAX_MEM_ALLOC_SIZE"),
             "oversized buffer: %s \"%s\"", bbmm_status_name(s), rt_msg(st->ctx));
    s = bbmm_host_free(st->ctx, host);
    snprintf(want, sizeof(want), "%p", (void *)host);
    RT_CHECK(st, s == BBMM_ERR_NOT_FOUND && strstr(rt_msg(st->ctx), want), "free of unknown memory: %s \"%s\"",
             bbmm_status_name(s), rt_msg(st->ctx));
    RT_CHECK(st, bbmm_host_free(st->ctx, NULL) == BBMM_OK, "free of NULL");
    RT_CHECK(st, bbmm_host_alloc(st->ctx, 0, &pin) == BBMM_ERR_INVALID && !pin, "0-byte pinned allocation");
    s = bbmm_host_alloc(st->ctx, 1000, &pin);
    RT_CHECK(st, s == BBMM_OK && pin, "pinned allocation: %s", bbmm_status_name(s));
    if (pin) {
        RT_CHECK(st, bbmmi_hostmem_find(st->ctx, (char *)pin + 10, 990) != NULL, "find inside");
        RT_CHECK(st, bbmmi_hostmem_find(st->ctx, (char *)pin + 10, 991) == NULL, "find straddling the end");
        RT_CHECK(st, bbmmi_hostmem_find(st->ctx, host, 4) == NULL, "find in other memory");
        RT_CHECK(st, bbmm_host_free(st->ctx, (char *)pin + 1) == BBMM_ERR_NOT_FOUND, "free of an inner pointer");
        RT_CHECK(st, bbmm_host_free(st->ctx, pin) == BBMM_OK, "free of pinned memory");
        RT_CHECK(st, bbmmi_hostmem_find(st->ctx, pin, 1) == NULL, "find after free");
    }
out:
    bbmmi_buffer_release(buf);
    bbmmi_buffer_release(small);
}

/* Time one transfer of "region" from "src" to "dst" on "dev", after one
 * untimed run that touches every page; return GB/s, or 0 on failure. */
static double rt_time_one(rt_state *st, const char *what, int dev, const bbmmi_view *dst,
                          const bbmmi_view *src, const bbmm_box *region, size_t bytes)
{
    uint64_t t0, t;
    bbmm_status s = bbmmi_transfer(st->ctx, dev, dst, src, region);
    t0 = bbmmi_now_ns();
    if (s == BBMM_OK)
        s = bbmmi_transfer(st->ctx, dev, dst, src, region);
    t = bbmmi_now_ns() - t0;
    RT_CHECK(st, s == BBMM_OK, "large %s: %s: %s", what, bbmm_status_name(s), rt_msg(st->ctx));
    return s == BBMM_OK && t ? (double)bytes / (double)t : 0.0;
}

/* Narrow rows (4 to 100 bytes, many per pack piece) staged both ways on
 * the default and on 3 pack threads, through a device buffer holding
 * just the region; check the data and the bytes around the region. */
static void rt_check_narrow(rt_state *st)
{
    enum { ROWS = 20000 };
    static const int widths[] = {1, 2, 6, 25};
    bbmmi_device *d = &st->ctx->dev[0];
    const bbmmi_device saved = *d;
    size_t w, i, abytes;
    int threads, cols;
    for (w = 0; w < sizeof(widths) / sizeof(widths[0]); w++) {
        cols = widths[w] + 3;
        abytes = (size_t)ROWS * (size_t)cols * sizeof(int);
        for (threads = 0; threads <= 3; threads += 3) {
            bbmm_box arr = bbmm_bb_2d(0, ROWS - 1, 0, cols - 1), region = bbmm_bb_2d(5, ROWS - 11, 1, widths[w]);
            int *src = (int *)malloc(abytes), *dst = (int *)malloc(abytes), *ref = (int *)malloc(abytes);
            cl_mem buf = NULL;
            bbmmi_view hs, hd, bv;
            char label[64];
            snprintf(label, sizeof(label), "narrow rows of %d bytes, %d pack threads", widths[w] * 4, threads);
            if (!src || !dst || !ref ||
                bbmmi_buffer_create(st->ctx, 0, rt_volume(&region) * sizeof(int), &buf) != BBMM_OK) {
                rt_fail(st, "%s: setup: %s", label, rt_msg(st->ctx));
            } else {
                for (i = 0; i < (size_t)ROWS * (size_t)cols; i++) {
                    src[i] = (int)(i * 2654435761u);
                    dst[i] = ref[i] = -7;
                }
                for (i = 0; i < (size_t)ROWS * (size_t)cols; i++)
                    if ((int64_t)(i / (size_t)cols) >= region.lo[0] && (int64_t)(i / (size_t)cols) <= region.hi[0] &&
                        (int64_t)(i % (size_t)cols) >= region.lo[1] && (int64_t)(i % (size_t)cols) <= region.hi[1])
                        ref[i] = src[i];
                d->staging = 1;
                st->ctx->pack_threads = threads;
                hs = rt_host_view(src, &arr, sizeof(int), 0);
                hd = rt_host_view(dst, &arr, sizeof(int), 0);
                bv = rt_buf_view(buf, &region, sizeof(int));
                if (rt_xfer(st, label, "host->device", 0, &bv, &hs, &region) &&
                    rt_xfer(st, label, "device->host", 0, &hd, &bv, &region))
                    RT_CHECK(st, !memcmp(dst, ref, abytes), "%s: data differ", label);
            }
            bbmmi_buffer_release(buf);
            free(src);
            free(dst);
            free(ref);
        }
    }
    d->staging = saved.staging;
    st->ctx->pack_threads = 0;
}

/* Paths of the large check. */
enum { RT_LARGE_STAGED, RT_LARGE_STAGED3, RT_LARGE_DIRECT, RT_LARGE_PINNED, RT_LARGE_MODES };

/* One large 2-D region (rows of 15 KiB inside 16 KiB) each way staged from
 * pageable memory (default and 3 pack threads), direct from pageable
 * memory and from pinned memory, and host to host; check the data (the
 * bytes around the region too) and print the rates. */
static void rt_check_large(rt_state *st)
{
    enum { ROWS = 3072, COLS = 2048 };
    bbmm_box arr = bbmm_bb_2d(0, ROWS - 1, 0, COLS - 1), region = bbmm_bb_2d(17, ROWS - 40, 64, COLS - 65);
    size_t abytes = (size_t)ROWS * COLS * sizeof(double), rbytes;
    int dev = 0, mode;
    bbmmi_device *d = &st->ctx->dev[dev];
    const bbmmi_device saved = *d;
    double *src = (double *)malloc(abytes), *dst = (double *)malloc(abytes), *ref = (double *)malloc(abytes);
    double *pin = NULL, rate[RT_LARGE_MODES][2], hh;
    cl_mem buf = NULL;
    bbmmi_view hs, hd, hp, bv;
    size_t i;
    rbytes = rt_volume(&region) * sizeof(double);
    if (!src || !dst || !ref || bbmm_host_alloc(st->ctx, abytes, (void **)&pin) != BBMM_OK ||
        bbmmi_buffer_create(st->ctx, dev, abytes, &buf) != BBMM_OK) {
        rt_fail(st, "large setup: %s", rt_msg(st->ctx));
        goto out;
    }
    for (i = 0; i < (size_t)ROWS * COLS; i++) {
        src[i] = pin[i] = (double)i * 0.5;
        ref[i] = -1.0;
    }
    hs = rt_host_view(src, &arr, sizeof(double), 0);
    hd = rt_host_view(dst, &arr, sizeof(double), 0);
    hp = rt_host_view(pin, &arr, sizeof(double), 1);
    bv = rt_buf_view(buf, &arr, sizeof(double));
    for (mode = 0; mode < RT_LARGE_MODES; mode++) {
        d->staging = mode == RT_LARGE_STAGED || mode == RT_LARGE_STAGED3;
        d->staging_bytes = saved.staging_bytes;
        st->ctx->pack_threads = mode == RT_LARGE_STAGED3 ? 3 : 0;
        memset(dst, 0, abytes);
        rate[mode][0] = rt_time_one(st, "host->device", dev, &bv, mode == RT_LARGE_PINNED ? &hp : &hs, &region, rbytes);
        rate[mode][1] = rt_time_one(st, "device->host", dev, mode == RT_LARGE_PINNED ? &hp : &hd, &bv, &region, rbytes);
        rt_compare_region(st, "large", "transfer", mode == RT_LARGE_PINNED ? (char *)pin : (char *)dst, &arr,
                          (char *)src, &arr, &region, sizeof(double));
        if (mode != RT_LARGE_PINNED)
            RT_CHECK(st, dst[0] == 0.0 && dst[ROWS * COLS - 1] == 0.0 && dst[17 * COLS + 63] == 0.0 &&
                             dst[17 * COLS + COLS - 64] == 0.0,
                     "large mode %d: bytes outside the region written", mode);
    }
    st->ctx->pack_threads = 0;
    memcpy(dst, ref, abytes);
    for (i = 0; i < (size_t)ROWS * COLS; i++)
        if ((int64_t)(i / COLS) >= region.lo[0] && (int64_t)(i / COLS) <= region.hi[0] &&
            (int64_t)(i % COLS) >= region.lo[1] && (int64_t)(i % COLS) <= region.hi[1])
            ref[i] = src[i];
    hh = rt_time_one(st, "host->host", -1, &hd, &hs, &region, rbytes);
    RT_CHECK(st, !memcmp(dst, ref, abytes), "large host->host: data differ");
    RT_CHECK(st, st->ctx->pack != NULL, "large: no pack threads were started");
    printf("rt_transfer: %.1f MiB region on device 0 (%s), GB/s host->device / device->host:\n"
           "  staged from pageable %.2f / %.2f (3 pack threads %.2f / %.2f), direct pageable %.2f / %.2f,\n"
           "  pinned %.2f / %.2f; host->host %.2f\n",
           (double)rbytes / (1 << 20), d->name, rate[RT_LARGE_STAGED][0], rate[RT_LARGE_STAGED][1],
           rate[RT_LARGE_STAGED3][0], rate[RT_LARGE_STAGED3][1], rate[RT_LARGE_DIRECT][0],
           rate[RT_LARGE_DIRECT][1], rate[RT_LARGE_PINNED][0], rate[RT_LARGE_PINNED][1], hh);
out:
    d->staging = saved.staging;
    d->staging_bytes = saved.staging_bytes;
    bbmmi_buffer_release(buf);
    bbmm_host_free(st->ctx, pin);
    free(src);
    free(dst);
    free(ref);
}

/* Hold the staging threads back before they publish (or release them). */
static void rt_staging_hold(bbmm_context *ctx, int hold)
{
    pthread_mutex_lock(&ctx->claim_mu);
    ctx->staging_hold = hold;
    pthread_cond_broadcast(&ctx->claim_cv);
    pthread_mutex_unlock(&ctx->claim_mu);
}

/* Staging buffers made in the background: on each device, contiguous
 * copies go directly and start pinning them only once the device has moved
 * ctx->staging_after bytes so; then a contiguous copy, and a strided one
 * of rows of 4 KiB or more, go directly while a thread pins them, and a
 * strided one of shorter rows waits for them; either way the data arrive
 * whole.  Runs before anything else has made them. */
static void rt_check_background_staging(rt_state *st)
{
    enum { ROWS = 1024, COLS = 2048 };
    bbmm_box arr = bbmm_bb_2d(0, ROWS - 1, 0, COLS - 1), rows = bbmm_bb_2d(100, 899, 0, COLS - 1);
    /* rows of 8,148 and 4,092 bytes: one past the direct threshold, one short of it */
    bbmm_box longcut = bbmm_bb_2d(5, ROWS - 7, 3, COLS - 9), cut = bbmm_bb_2d(7, ROWS - 9, 1, 1023);
    size_t abytes = (size_t)ROWS * COLS * sizeof(int), i;
    int *src = (int *)malloc(abytes), *dst = (int *)malloc(abytes);
    bbmmi_view hs, hd, bv;
    cl_mem buf = NULL;
    int dev;
    if (!src || !dst) {
        rt_fail(st, "background staging: out of host memory");
        goto out;
    }
    for (i = 0; i < (size_t)ROWS * COLS; i++)
        src[i] = (int)(i * 2654435761u);
    hs = rt_host_view(src, &arr, sizeof(int), 0);
    hd = rt_host_view(dst, &arr, sizeof(int), 0);
    for (dev = 0; dev < st->ctx->mgr.ndev; dev++) {
        bbmmi_device *d = &st->ctx->dev[dev];
        RT_CHECK(st, d->staging_state == 0 && !d->staging_joinable, "device %d: staging made before its first copy",
                 dev);
        if (bbmmi_buffer_create(st->ctx, dev, abytes, &buf) != BBMM_OK) {
            rt_fail(st, "background staging setup: %s", rt_msg(st->ctx));
            goto out;
        }
        bv = rt_buf_view(buf, &arr, sizeof(int));
        /* contiguous rows below the threshold: directly, nothing pinned */
        st->ctx->staging_after = (uint64_t)2 * ROWS * COLS * sizeof(int);
        memset(dst, 0, abytes);
        if (rt_xfer(st, "background", "rows host->device", dev, &bv, &hs, &rows) &&
            rt_xfer(st, "background", "rows device->host", dev, &hd, &bv, &rows))
            rt_compare_region(st, "background", "rows", (char *)dst, &arr, (char *)src, &arr, &rows, sizeof(int));
        RT_CHECK(st, __atomic_load_n(&d->staging_joinable, __ATOMIC_ACQUIRE) == 0,
                 "device %d: %llu bytes of contiguous copies started pinning (threshold %llu)", dev,
                 (unsigned long long)d->staging_direct, (unsigned long long)st->ctx->staging_after);
        /* past it: start the pinning thread (held back until released
         * below, so no timing is assumed) and go directly without waiting */
        st->ctx->staging_after = 1;
        rt_staging_hold(st->ctx, 1);
        memset(dst, 0, abytes);
        if (rt_xfer(st, "background", "rows host->device", dev, &bv, &hs, &rows) &&
            rt_xfer(st, "background", "rows device->host", dev, &hd, &bv, &rows))
            rt_compare_region(st, "background", "rows", (char *)dst, &arr, (char *)src, &arr, &rows, sizeof(int));
        RT_CHECK(st, __atomic_load_n(&d->staging_joinable, __ATOMIC_ACQUIRE) == 1,
                 "device %d: a contiguous copy did not start the staging thread", dev);
        RT_CHECK(st, __atomic_load_n(&d->staging_state, __ATOMIC_ACQUIRE) == 1,
                 "device %d: a contiguous copy waited for the staging buffers", dev);
        /* strided rows of 8 KiB: directly, still without waiting */
        memset(dst, 0, abytes);
        if (rt_xfer(st, "background", "long rows host->device", dev, &bv, &hs, &longcut) &&
            rt_xfer(st, "background", "long rows device->host", dev, &hd, &bv, &longcut))
            rt_compare_region(st, "background", "long rows", (char *)dst, &arr, (char *)src, &arr, &longcut,
                              sizeof(int));
        RT_CHECK(st, __atomic_load_n(&d->staging_state, __ATOMIC_ACQUIRE) == 1,
                 "device %d: a copy of 8 KiB rows waited for the staging buffers", dev);
        RT_CHECK(st, dst[0] == 0 && dst[ROWS * COLS - 1] == 0, "background: bytes outside the long rows written");
        /* strided rows under 4 KiB: waits for the buffers, then stages */
        rt_staging_hold(st->ctx, 0);
        memset(dst, 0, abytes);
        if (rt_xfer(st, "background", "cut host->device", dev, &bv, &hs, &cut)) {
            RT_CHECK(st, __atomic_load_n(&d->staging_state, __ATOMIC_ACQUIRE) == 2 && d->staging_bytes > 0,
                     "device %d: a strided copy did not wait for the staging buffers", dev);
            if (rt_xfer(st, "background", "cut device->host", dev, &hd, &bv, &cut))
                rt_compare_region(st, "background", "cut", (char *)dst, &arr, (char *)src, &arr, &cut, sizeof(int));
        }
        RT_CHECK(st, dst[0] == 0 && dst[ROWS * COLS - 1] == 0, "background: bytes outside the region written");
        bbmmi_buffer_release(buf);
        buf = NULL;
    }
out:
    rt_staging_hold(st->ctx, 0);
    st->ctx->staging_after = 0;
    bbmmi_buffer_release(buf);
    free(src);
    free(dst);
}

int main(int argc, char **argv)
{
    bbmm_context_desc desc;
    rt_state st;
    char err[BBMMI_ERRMSG_LEN];
    unsigned long long cases = 400, i;
    uint64_t t0;
    bbmm_status s;
    memset(&st, 0, sizeof(st));
    st.seed = argc > 1 ? strtoull(argv[1], NULL, 0) : 1;
    if (argc > 2)
        cases = strtoull(argv[2], NULL, 0);
    memset(&desc, 0, sizeof(desc));
    desc.staging = BBMM_SETTING_ON;
    s = bbmm_context_create(&desc, &st.ctx, err, sizeof(err));
    if (s != BBMM_OK) {
        fprintf(stderr, "rt_transfer: bbmm_context_create: %s: %s\n", bbmm_status_name(s), err);
        return EXIT_FAILURE;
    }
    rt_check_background_staging(&st);
    /* wait for the staging buffers, so that the cases can shrink and
     * check them */
    pthread_mutex_lock(&st.ctx->lock);
    for (i = 0; i < (unsigned long long)st.ctx->mgr.ndev; i++) {
        bbmmi_staging_open(st.ctx, (int)i);
        if (!st.ctx->dev[i].staging_ptr[0] || !st.ctx->dev[i].staging_bytes) {
            pthread_mutex_unlock(&st.ctx->lock);
            fprintf(stderr, "rt_transfer: device %llu has no staging buffers\n", i);
            return EXIT_FAILURE;
        }
    }
    pthread_mutex_unlock(&st.ctx->lock);
    t0 = bbmmi_now_ns();
    for (i = 0; i < cases; i++)
        rt_case_run(&st, i);
    printf("rt_transfer: %llu random cases on %d device(s) (%s), seed %llu: %.1f ms\n", cases,
           st.ctx->mgr.ndev, st.ctx->platform_name, (unsigned long long)st.seed,
           (double)(bbmmi_now_ns() - t0) / 1e6);
    rt_check_transfer_faults(&st);
    rt_check_same_buffer_rect(&st);
    rt_check_alloc_faults(&st);
    rt_check_programs(&st);
    rt_check_errors(&st);
    rt_check_arguments(&st);
    rt_check_narrow(&st);
    rt_check_large(&st);
    s = bbmm_context_destroy(st.ctx);
    RT_CHECK(&st, s == BBMM_OK, "bbmm_context_destroy: %s", bbmm_status_name(s));
    if (st.failures) {
        fprintf(stderr, "rt_transfer: %lu check(s) failed\n", st.failures);
        return EXIT_FAILURE;
    }
    printf("rt_transfer: all checks passed\n");
    return EXIT_SUCCESS;
}
