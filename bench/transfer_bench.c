/* transfer_bench - box transfer bandwidth by shape (paper Fig. 4).
 *
 *   transfer_bench [--quick] [--explore] [--mib N] [--row RB] [--device D]
 *
 * For boxes whose rows are RB bytes (RB = 8 B .. 64 KiB) inside an array
 * with rows twice as long (so every box is a strided rectangle), all of the
 * same total size, measure host->device and device->host bandwidth of the
 * runtime's transfer paths, side by side in one run:
 *   pageable  an ordinary malloc'd array, direct rectangular copies
 *   staged/1  the same array through the device's pinned staging buffers,
 *             packed by one thread (ctx->pack_threads 1)
 *   staged/N  the same with the default pack threads (one per core, at
 *             most 16): the path ordinary arrays take on GPUs
 *   pinned    an array in bbmm_host_alloc() memory, direct
 * and print each as a ratio to pinned contiguous memory (the same bytes as
 * one contiguous box): the paper's Fig. 4 and the DESIGN.md target (>= 0.90
 * for rows >= 256 B from user arrays).  --row RB measures that row size
 * alone.
 *
 * --explore adds the measurements behind the design (on 1 KiB rows): host
 * packing alone by thread count, the staged path by thread count and by
 * staging size, and transfers through buffers created over the user's
 * array with CL_MEM_USE_HOST_PTR (per transfer, or kept and synchronised by
 * map/unmap), each checked for the right data; and raw DMA: one
 * non-blocking copy with host work between enqueue and wait, and series of
 * chunk-sized copies from the staging buffers.
 *
 * The context is created with staging on, so CPU devices (PoCL) measure the
 * staged paths too.
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "internal.h"

typedef struct tb_opts {
    int quick;
    int explore;
    uint64_t bytes;
    int64_t row;
    int device;
} tb_opts;

/* Paths of the main table. */
enum { TB_PAGEABLE, TB_STAGED1, TB_STAGEDN, TB_PINNED, TB_PATHS };

static const char *const tb_path_names[TB_PATHS] = {"pageable direct", "staged, 1 thread", "staged, N threads",
                                                    "pinned rect"};

/* What one measurement needs: the context, the device, its buffer of
 * "bytes", the pageable and pinned arrays of twice that, and the minimum
 * time per measurement. */
typedef struct tb_env {
    bbmm_context *ctx;
    int dev;
    uint64_t bytes;
    cl_mem mem;
    char *pageable;
    char *pinned;
    double min_s;
} tb_env;

/* Bandwidth in GB/s of moving "region" between host view "h" and view "d"
 * (a buffer, or host memory with "dev" -1) on device "dev", "to_dev"
 * choosing the direction, after one untimed run; 0 on error. */
static double tb_measure(bbmm_context *ctx, int dev, const bbmmi_view *h, const bbmmi_view *d,
                         const bbmm_box *region, int to_dev, double min_s)
{
    uint64_t vol, t0, t1, reps = 0;
    bbmm_status st;
    bbmm_bb_volume(region, &vol);
    vol *= h->elem;
    st = to_dev ? bbmmi_transfer(ctx, dev, d, h, region) : bbmmi_transfer(ctx, dev, h, d, region);
    if (st)
        return 0;
    t0 = bbmmi_now_ns();
    do {
        st = to_dev ? bbmmi_transfer(ctx, dev, d, h, region) : bbmmi_transfer(ctx, dev, h, d, region);
        reps++;
        t1 = bbmmi_now_ns();
    } while (!st && (t1 - t0) < min_s * 1e9);
    return st ? 0 : (double)vol * reps / (double)(t1 - t0);
}

/* A one-byte-element host view of "mem" with "rows" rows of "cols" bytes. */
static bbmmi_view tb_host(char *mem, int64_t rows, int64_t cols, int pinned)
{
    bbmmi_view v;
    memset(&v, 0, sizeof(v));
    v.host = mem;
    v.pinned = pinned;
    v.elem = 1;
    v.bounds = bbmm_bb_2d(0, rows - 1, 0, cols - 1);
    return v;
}

/* The view of the device buffer of "e" holding "region" packed. */
static bbmmi_view tb_dev(const tb_env *e, const bbmm_box *region)
{
    bbmmi_view v;
    memset(&v, 0, sizeof(v));
    v.mem = e->mem;
    v.elem = 1;
    v.bounds = *region;
    return v;
}

/* Measure both directions of "path" for rows of "rb" bytes into "bw"[2]
 * with "threads" pack threads (0: default) and staging buffers of "stage"
 * bytes (0: as allocated). */
static void tb_path(tb_env *e, int path, int64_t rb, int threads, size_t stage, double bw[2])
{
    bbmmi_device *d = &e->ctx->dev[e->dev];
    int keep = d->staging;
    size_t keep_bytes = d->staging_bytes;
    int64_t rows = (int64_t)e->bytes / rb;
    bbmm_box region = bbmm_bb_2d(0, rows - 1, 0, rb - 1);
    bbmmi_view h = tb_host(path == TB_PINNED ? e->pinned : e->pageable, rows, 2 * rb, path == TB_PINNED);
    bbmmi_view v = tb_dev(e, &region);
    d->staging = (path == TB_STAGED1 || path == TB_STAGEDN) && d->staging_mem[0];
    if (stage && stage < keep_bytes)
        d->staging_bytes = stage;
    e->ctx->pack_threads = path == TB_STAGED1 ? 1 : threads;
    bw[0] = tb_measure(e->ctx, e->dev, &h, &v, &region, 1, e->min_s);
    bw[1] = tb_measure(e->ctx, e->dev, &h, &v, &region, 0, e->min_s);
    d->staging = keep;
    d->staging_bytes = keep_bytes;
    e->ctx->pack_threads = 0;
}

/* Print the main table: every path by row size (only "only" unless 0)
 * against pinned contiguous "base"[2]. */
static void tb_table(tb_env *e, const double base[2], int64_t only)
{
    static const int64_t row_bytes[] = {8, 64, 256, 1024, 4096, 65536};
    double bw[TB_PATHS][2];
    size_t r;
    int p;
    printf("%9s", "row bytes");
    for (p = 0; p < TB_PATHS; p++)
        printf(" | %-25s", tb_path_names[p]);
    printf("\n%9s", "");
    for (p = 0; p < TB_PATHS; p++)
        printf(" | %-25s", "h2d / d2h GB/s (ratio)");
    printf("\n");
    for (r = 0; r < sizeof(row_bytes) / sizeof(row_bytes[0]); r++) {
        if (only && row_bytes[r] != only)
            continue;
        for (p = 0; p < TB_PATHS; p++)
            tb_path(e, p, row_bytes[r], 0, 0, bw[p]);
        printf("%9lld", (long long)row_bytes[r]);
        for (p = 0; p < TB_PATHS; p++)
            printf(" | %5.1f / %5.1f (%.2f/%.2f)", bw[p][0], bw[p][1], bw[p][0] / base[0], bw[p][1] / base[1]);
        printf("\n");
        fflush(stdout);
    }
}

/* Explore: host packing alone (strided pageable rows of 1 KiB into pinned
 * memory, no device) by pack thread count. */
static void tb_explore_pack(tb_env *e, const int *threads, int nt)
{
    int64_t rb = 1024, rows = (int64_t)e->bytes / rb;
    bbmm_box region = bbmm_bb_2d(0, rows - 1, 0, rb - 1);
    bbmmi_view src = tb_host(e->pageable, rows, 2 * rb, 0), dst = tb_host(e->pinned, rows, rb, 1);
    int i;
    printf("\nexplore: host packing alone (1 KiB rows, pageable -> pinned), GB/s by pack threads:\n ");
    for (i = 0; i < nt; i++) {
        e->ctx->pack_threads = threads[i];
        printf(" %d: %.1f", threads[i], tb_measure(e->ctx, -1, &dst, &src, &region, 1, e->min_s));
        fflush(stdout);
    }
    e->ctx->pack_threads = 0;
    printf("\n");
}

/* Explore: the staged path on 1 KiB rows by pack thread count and by
 * staging size (which bounds the chunk, the ramp and the pieces). */
static void tb_explore_staged(tb_env *e, const int *threads, int nt, const double base[2])
{
    static const size_t stage_mib[] = {1, 2, 4, 8, 16, 32};
    double bw[2];
    size_t s;
    int i;
    printf("\nexplore: staged, 1 KiB rows, h2d / d2h ratio by pack threads:\n ");
    for (i = 0; i < nt; i++) {
        tb_path(e, TB_STAGEDN, 1024, threads[i], 0, bw);
        printf(" %d: %.2f/%.2f", threads[i], bw[0] / base[0], bw[1] / base[1]);
        fflush(stdout);
    }
    printf("\nexplore: staged, 1 KiB rows, default threads, h2d / d2h ratio by staging MiB:\n ");
    for (s = 0; s < sizeof(stage_mib) / sizeof(stage_mib[0]); s++) {
        tb_path(e, TB_STAGEDN, 1024, 0, stage_mib[s] << 20, bw);
        printf(" %zu: %.2f/%.2f", stage_mib[s], bw[0] / base[0], bw[1] / base[1]);
        fflush(stdout);
    }
    printf("\n");
}

/* One transfer of the 1 KiB-row box between the pageable array and the
 * device buffer through a CL_MEM_USE_HOST_PTR buffer over the box's rows:
 * created now and released after ("kept" NULL), or kept in "*kept" and
 * synchronised with the host by map/unmap as OpenCL requires.  Returns the
 * OpenCL status. */
static cl_int tb_hostptr_once(tb_env *e, int to_dev, cl_mem *kept)
{
    cl_command_queue q = e->ctx->dev[e->dev].queue;
    size_t rows = (size_t)(e->bytes / 1024), span = rows * 2048;
    size_t org0[3] = {0, 0, 0}, region[3] = {1024, rows, 1};
    cl_mem hm = kept ? *kept : NULL;
    cl_int err = CL_SUCCESS;
    void *p;
    if (!hm)
        hm = clCreateBuffer(e->ctx->cl, CL_MEM_USE_HOST_PTR | CL_MEM_READ_WRITE, span, e->pageable, &err);
    if (err != CL_SUCCESS)
        return err;
    if (kept && !*kept)
        *kept = hm;
    else if (kept && to_dev) {
        p = clEnqueueMapBuffer(q, hm, CL_TRUE, CL_MAP_WRITE, 0, span, 0, NULL, NULL, &err);
        if (err == CL_SUCCESS)
            err = clEnqueueUnmapMemObject(q, hm, p, 0, NULL, NULL);
    }
    if (err == CL_SUCCESS && to_dev)
        err = clEnqueueCopyBufferRect(q, hm, e->mem, org0, org0, region, 2048, 0, 1024, 0, 0, NULL, NULL);
    if (err == CL_SUCCESS && !to_dev)
        err = clEnqueueCopyBufferRect(q, e->mem, hm, org0, org0, region, 1024, 0, 2048, 0, 0, NULL, NULL);
    if (err == CL_SUCCESS && !to_dev) {
        p = clEnqueueMapBuffer(q, hm, CL_TRUE, CL_MAP_READ, 0, span, 0, NULL, NULL, &err);
        if (err == CL_SUCCESS)
            err = clEnqueueUnmapMemObject(q, hm, p, 0, NULL, NULL);
    }
    if (err == CL_SUCCESS)
        err = clFinish(q);
    if (!kept)
        clReleaseMemObject(hm);
    return err;
}

/* Check that the device buffer holds, and after a read back the pageable
 * array holds, the 1 KiB-row box of pattern "seed"; return nonzero if so. */
static int tb_hostptr_verify(tb_env *e, int to_dev, unsigned seed, char *scratch)
{
    size_t rows = (size_t)(e->bytes / 1024), r, i;
    cl_command_queue q = e->ctx->dev[e->dev].queue;
    if (to_dev && clEnqueueReadBuffer(q, e->mem, CL_TRUE, 0, rows * 1024, scratch, 0, NULL, NULL) != CL_SUCCESS)
        return 0;
    for (r = 0; r < rows; r++)
        for (i = 0; i < 1024; i += 61)
            if ((to_dev ? scratch[r * 1024 + i] : e->pageable[r * 2048 + i]) != (char)(seed + r * 7 + i))
                return 0;
    return 1;
}

/* Fill the 1 KiB-row box of pattern "seed" into the pageable array
 * ("to_dev") or into the device buffer. */
static void tb_hostptr_fill(tb_env *e, int to_dev, unsigned seed, char *scratch)
{
    size_t rows = (size_t)(e->bytes / 1024), r, i;
    for (r = 0; r < rows; r++)
        for (i = 0; i < 1024; i++) {
            if (to_dev)
                e->pageable[r * 2048 + i] = (char)(seed + r * 7 + i);
            else
                scratch[r * 1024 + i] = (char)(seed + r * 7 + i);
        }
    if (!to_dev)
        clEnqueueWriteBuffer(e->ctx->dev[e->dev].queue, e->mem, CL_TRUE, 0, rows * 1024, scratch, 0, NULL, NULL);
}

/* Explore: CL_MEM_USE_HOST_PTR over the user's array, per transfer and
 * kept, both directions: GB/s and whether the data arrived. */
static void tb_explore_hostptr(tb_env *e, const double base[2])
{
    static const char *const how[2] = {"created per transfer", "kept, map/unmap per transfer"};
    char *scratch = (char *)malloc(e->bytes);
    cl_mem kept = NULL;
    uint64_t t0, t, reps;
    int mode, to_dev, ok;
    cl_int err;
    if (!scratch)
        return;
    printf("\nexplore: CL_MEM_USE_HOST_PTR over the pageable array, 1 KiB rows (GB/s, ratio, data):\n");
    for (mode = 0; mode < 2; mode++) {
        printf("  %-30s", how[mode]);
        for (to_dev = 1; to_dev >= 0; to_dev--) {
            err = CL_SUCCESS;
            for (reps = 0, t0 = bbmmi_now_ns(), t = 0; err == CL_SUCCESS && (reps < 2 || t < e->min_s * 1e9); reps++) {
                err = tb_hostptr_once(e, to_dev, mode ? &kept : NULL);
                t = bbmmi_now_ns() - t0;
            }
            tb_hostptr_fill(e, to_dev, 11u + (unsigned)mode, scratch);
            if (err == CL_SUCCESS)
                err = tb_hostptr_once(e, to_dev, mode ? &kept : NULL);
            ok = err == CL_SUCCESS && tb_hostptr_verify(e, to_dev, 11u + (unsigned)mode, scratch);
            if (err != CL_SUCCESS)
                printf(" %s %s", to_dev ? "h2d" : "d2h", bbmmi_cl_error_name(err));
            else
                printf(" %s %5.1f (%.2f) %s", to_dev ? "h2d" : "d2h", (double)(e->bytes * reps) / (double)t,
                       (double)(e->bytes * reps) / (double)t / base[!to_dev], ok ? "ok" : "WRONG DATA");
            fflush(stdout);
        }
        printf("\n");
    }
    if (kept)
        clReleaseMemObject(kept);
    free(scratch);
}

/* Explore: whether a non-blocking DMA from pinned memory runs while the
 * host works.  Prints, for the whole box each way, the time in the enqueue
 * call and in the wait; then the time of the DMA with a host copy of the
 * same size (pageable -> the pinned array's other half, on the pack
 * threads) between enqueue and wait, next to each alone. */
static void tb_explore_overlap(tb_env *e)
{
    cl_command_queue q = e->ctx->dev[e->dev].queue;
    int64_t rb = 1024, rows = (int64_t)e->bytes / rb;
    bbmm_box region = bbmm_bb_2d(0, rows - 1, 0, rb - 1);
    bbmmi_view hsrc = tb_host(e->pageable, rows, 2 * rb, 0), hdst = tb_host(e->pinned + e->bytes, rows, rb, 1);
    uint64_t t0, t1, t2, t3, dma = 0, copy = 0, both = 0;
    cl_event ev = NULL;
    cl_int err;
    int to_dev, rep;
    printf("\nexplore: non-blocking DMA of the whole box from pinned memory (us):\n");
    for (to_dev = 1; to_dev >= 0; to_dev--) {
        for (rep = 0; rep < 3; rep++) {
            t0 = bbmmi_now_ns();
            err = to_dev ? clEnqueueWriteBuffer(q, e->mem, CL_FALSE, 0, e->bytes, e->pinned, 0, NULL, &ev)
                         : clEnqueueReadBuffer(q, e->mem, CL_FALSE, 0, e->bytes, e->pinned, 0, NULL, &ev);
            clFlush(q);
            t1 = bbmmi_now_ns();
            if (err == CL_SUCCESS && rep == 2)
                bbmmi_transfer(e->ctx, -1, &hdst, &hsrc, &region);
            t2 = bbmmi_now_ns();
            if (err == CL_SUCCESS)
                err = clWaitForEvents(1, &ev);
            t3 = bbmmi_now_ns();
            if (ev)
                clReleaseEvent(ev);
            ev = NULL;
            if (err != CL_SUCCESS) {
                printf("  %s: %s\n", to_dev ? "h2d" : "d2h", bbmmi_cl_error_name(err));
                break;
            }
            dma = rep == 1 ? t3 - t0 : dma;
            both = rep == 2 ? t3 - t0 : both;
            if (rep == 1)
                printf("  %s: enqueue+flush %.0f, wait %.0f;", to_dev ? "h2d" : "d2h", (t1 - t0) / 1e3,
                       (t3 - t2) / 1e3);
        }
        t0 = bbmmi_now_ns();
        bbmmi_transfer(e->ctx, -1, &hdst, &hsrc, &region);
        copy = bbmmi_now_ns() - t0;
        printf(" DMA alone %.0f, host copy alone %.0f, DMA with the copy inside %.0f\n", dma / 1e3, copy / 1e3,
               both / 1e3);
        fflush(stdout);
    }
}

/* GB/s of moving the box between the device buffer and the staging
 * buffers in a series of copies of "chunk" bytes, alternating between the
 * two buffers, "to_dev" choosing the direction; before enqueueing copy i,
 * wait for copy i-"depth" (0: never). */
static double tb_series(tb_env *e, size_t chunk, int to_dev, int depth)
{
    const bbmmi_device *d = &e->ctx->dev[e->dev];
    size_t n = (size_t)(e->bytes / chunk), i;
    cl_event ev[64];
    cl_int err = CL_SUCCESS;
    uint64_t t0;
    int k;
    memset(ev, 0, sizeof(ev));
    t0 = bbmmi_now_ns();
    for (i = 0; i < n && err == CL_SUCCESS; i++) {
        k = (int)(i % 64);
        if (depth && i >= (size_t)depth)
            err = clWaitForEvents(1, &ev[(i - (size_t)depth) % 64]);
        if (ev[k])
            clReleaseEvent(ev[k]);
        ev[k] = NULL;
        if (err != CL_SUCCESS)
            break;
        err = to_dev ? clEnqueueWriteBuffer(d->queue, e->mem, CL_FALSE, i * chunk, chunk, d->staging_ptr[i % 2], 0,
                                            NULL, &ev[k])
                     : clEnqueueReadBuffer(d->queue, e->mem, CL_FALSE, i * chunk, chunk, d->staging_ptr[i % 2], 0,
                                           NULL, &ev[k]);
        clFlush(d->queue);
    }
    if (clFinish(d->queue) != CL_SUCCESS)
        err = CL_OUT_OF_RESOURCES;
    for (k = 0; k < 64; k++)
        if (ev[k])
            clReleaseEvent(ev[k]);
    return err == CL_SUCCESS ? (double)(n * chunk) / (double)(bbmmi_now_ns() - t0) : 0.0;
}

/* Explore: DMA alone from the staging buffers in chunks, all enqueued at
 * once and with 2 or 8 in flight. */
static void tb_explore_series(tb_env *e, const double base[2])
{
    static const size_t chunk_mib[] = {1, 2, 4, 8, 16};
    static const int depth[] = {0, 8, 2};
    const bbmmi_device *d = &e->ctx->dev[e->dev];
    size_t c;
    int to_dev, k;
    if (!d->staging_ptr[0])
        return;
    printf("\nexplore: DMA alone, staging buffers <-> device in chunks, h2d / d2h ratio\n"
           "  chunk MiB: all enqueued | 8 in flight | 2 in flight\n");
    for (c = 0; c < sizeof(chunk_mib) / sizeof(chunk_mib[0]); c++) {
        if ((chunk_mib[c] << 20) > d->staging_bytes || (chunk_mib[c] << 20) > e->bytes)
            continue;
        printf("  %2zu:", chunk_mib[c]);
        for (k = 0; k < 3; k++) {
            double bw[2];
            for (to_dev = 1; to_dev >= 0; to_dev--) {
                tb_series(e, chunk_mib[c] << 20, to_dev, depth[k]);
                bw[!to_dev] = tb_series(e, chunk_mib[c] << 20, to_dev, depth[k]);
            }
            printf(" %s %.2f/%.2f", k ? "|" : "", bw[0] / base[0], bw[1] / base[1]);
        }
        printf("\n");
        fflush(stdout);
    }
}

/* Run every --explore measurement. */
static void tb_explore(tb_env *e, const double base[2])
{
    static const int cand[] = {1, 2, 4, 6, 8, 12, 16, 24, 32};
    int threads[sizeof(cand) / sizeof(cand[0])], nt = 0, i;
    long cores = sysconf(_SC_NPROCESSORS_ONLN);
    for (i = 0; i < (int)(sizeof(cand) / sizeof(cand[0])); i++)
        if (cand[i] <= cores || i < 2)
            threads[nt++] = cand[i];
    printf("\n%ld cores online\n", cores);
    tb_explore_pack(e, threads, nt);
    tb_explore_overlap(e);
    tb_explore_series(e, base);
    tb_explore_staged(e, threads, nt, base);
    tb_explore_hostptr(e, base);
}

/* Parse the command line into "o"; return 0 or 2 for usage errors. */
static int tb_args(int argc, char **argv, tb_opts *o)
{
    int i;
    memset(o, 0, sizeof(*o));
    for (i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--quick"))
            o->quick = 1;
        else if (!strcmp(argv[i], "--explore"))
            o->explore = 1;
        else if (!strcmp(argv[i], "--mib") && i + 1 < argc)
            o->bytes = strtoull(argv[++i], NULL, 10) << 20;
        else if (!strcmp(argv[i], "--row") && i + 1 < argc)
            o->row = strtoll(argv[++i], NULL, 10);
        else if (!strcmp(argv[i], "--device") && i + 1 < argc)
            o->device = atoi(argv[++i]);
        else {
            fprintf(stderr, "usage: transfer_bench [--quick] [--explore] [--mib N] [--row RB] [--device D]\n");
            return 2;
        }
    }
    if (!o->bytes)
        o->bytes = o->quick ? (8u << 20) : (64u << 20);
    return 0;
}

/* Allocate the arrays and the buffer of "e" (context and device set). */
static bbmm_status tb_setup(tb_env *e)
{
    bbmm_status st;
    e->pageable = (char *)malloc(2 * e->bytes);
    if (!e->pageable)
        return BBMM_ERR_NOMEM;
    if ((st = bbmm_host_alloc(e->ctx, 2 * e->bytes, (void **)&e->pinned)) != BBMM_OK)
        return st;
    if ((st = bbmmi_buffer_create(e->ctx, e->dev, e->bytes, &e->mem)) != BBMM_OK)
        return st;
    memset(e->pageable, 1, 2 * e->bytes);
    memset(e->pinned, 1, 2 * e->bytes);
    return BBMM_OK;
}

/* Measure pinned contiguous bandwidth both ways into "base". */
static void tb_baseline(tb_env *e, double base[2])
{
    bbmm_box whole = bbmm_bb_1d(0, (int64_t)e->bytes - 1);
    bbmmi_view h = tb_host(e->pinned, 1, 2 * (int64_t)e->bytes, 1), d = tb_dev(e, &whole);
    h.bounds = bbmm_bb_1d(0, 2 * (int64_t)e->bytes - 1);
    base[0] = tb_measure(e->ctx, e->dev, &h, &d, &whole, 1, e->min_s);
    base[1] = tb_measure(e->ctx, e->dev, &h, &d, &whole, 0, e->min_s);
}

int main(int argc, char **argv)
{
    bbmm_context_desc desc;
    tb_opts o;
    tb_env e;
    char err[1024];
    bbmm_status st;
    double base[2];
    if (tb_args(argc, argv, &o))
        return 2;
    memset(&e, 0, sizeof(e));
    memset(&desc, 0, sizeof(desc));
    desc.staging = BBMM_SETTING_ON;
    e.min_s = o.quick ? 0.02 : 0.25;
    e.bytes = o.bytes;
    e.dev = o.device;
    st = bbmm_context_create(&desc, &e.ctx, err, sizeof(err));
    if (st) {
        fprintf(stderr, "transfer_bench: %s\n", err);
        return 1;
    }
    if (e.dev < 0 || e.dev >= e.ctx->mgr.ndev) {
        fprintf(stderr, "transfer_bench: no device %d\n", e.dev);
        bbmm_context_destroy(e.ctx);
        return 2;
    }
    if ((st = tb_setup(&e)) != BBMM_OK) {
        fprintf(stderr, "transfer_bench: %s: %s\n", bbmm_status_text(st), bbmm_error_message(e.ctx, err, sizeof(err)));
        goto out;
    }
    printf("BBMM transfer bandwidth by box shape (paper Fig. 4)\n");
    printf("device %d: %s (%s); box %llu MiB inside a %llu MiB array; staging buffers %zu MiB\n", e.dev,
           e.ctx->dev[e.dev].name, e.ctx->platform_name, (unsigned long long)(e.bytes >> 20),
           (unsigned long long)(e.bytes >> 19), e.ctx->dev[e.dev].staging_bytes >> 20);
    tb_baseline(&e, base);
    printf("pinned contiguous: host->device %.2f GB/s, device->host %.2f GB/s\n\n", base[0], base[1]);
    tb_table(&e, base, o.row);
    printf("\nGB/s; ratio = bandwidth / pinned contiguous in the same direction; N threads = the\n"
           "default pack threads (one per core, at most 16).\n");
    if (o.explore)
        tb_explore(&e, base);
out:
    if (e.mem)
        bbmmi_buffer_release(e.mem);
    if (e.pinned)
        bbmm_host_free(e.ctx, e.pinned);
    free(e.pageable);
    bbmm_context_destroy(e.ctx);
    return st ? 1 : 0;
}
