/* lib/staging.c - staged transfers of the OpenCL layer: the geometry of a
 * copy and host copies, the pack threads, the chunks of a copy through a
 * device's staging buffers, and the DMA thread.
 *
 * Transfers.  A transfer copies a box "region" between two row-major views
 * (host memory or a device buffer).  Dimensions are collapsed first wherever
 * the region is contiguous in both views, so most boxes become one, two or
 * three dimensional rectangles: one clEnqueue*BufferRect call each (plain
 * clEnqueue*Buffer when contiguous), slabs of three dimensions beyond that.
 * Host memory that is not pinned, on a device with staging, goes through the
 * device's two pinned staging buffers (but for small copies while a run is
 * enqueued): the region is cut into chunks (at most an eighth of the
 * region), the first and last of them smaller (a ramp) so that little of
 * the transfer waits for the pipeline to fill or drain.  Whether a copy is
 * staged, and its chunks, are the method's (bbmm/transfer.h, which hands
 * bbmmi_copy_staged the plan: its "next" gives the chunks in order).
 * Host to device, chunk i is packed into a staging slot while the
 * DMAs of the chunks before it run; device to host runs backwards, chunk i
 * unpacked while the chunks after it arrive.  Every enqueue is non-blocking
 * and a transfer returns only when all of its commands have finished, also
 * on error, so no DMA outlives the call.
 *
 * Why so (measured on an H200 host, 16 cores, NVIDIA OpenCL, 64 MiB boxes):
 * pinned memory moves 55 GB/s each way; ordinary memory, given directly to
 * clEnqueue*BufferRect, 1-15 GB/s (0.7 GB/s for 64-byte rows device to
 * host); a CL_MEM_USE_HOST_PTR buffer over the user's array is not page-
 * locked (6-7 GB/s) and, kept between transfers, even returned stale data.
 * One thread packs rows at only 4-7 GB/s, so:
 *
 * Pack threads.  Every large host copy - packing, unpacking, host to host -
 * is cut into pieces of rows taken by ctx->pack_threads threads, the caller
 * among them (16 threads: about 90 GB/s alone).  Packing into the staging
 * buffers uses non-temporal stores: with plain stores the DMA reads lines
 * still dirty in the cores' caches and slows to half speed.
 *
 * The DMA thread.  The transferring thread only packs or unpacks; a DMA
 * thread enqueues the chunks' copies as they are posted and reports each
 * one's end, up to BBMMI_STAGE_SLOTS in flight (slots in the two staging
 * buffers), so the copy engine never waits for a thread that is packing.
 *
 * Both live in one pool owned by the context ("struct bbmmi_pack"),
 * started by the first copy that needs it and joined by
 * bbmmi_cl_shutdown().  One copy runs on the pool at a time; its pieces are
 * handed out under the pool's mutex and the caller returns only when every
 * piece is done.  Without the DMA thread (it could not be started, or
 * CLI_DMA_THREAD is 0) staged transfers enqueue their DMAs themselves, two
 * chunks deep.
 */
#define _POSIX_C_SOURCE 200809L
#include <sched.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cl_int.h"

/* How long a pack thread spins for the next job, and the submitter for the
 * last pieces, before sleeping on a condition variable (waking a sleeping
 * thread takes tens of microseconds, a chunk's DMA about a hundred). */
#ifndef CLI_PACK_SPIN_NS
#define CLI_PACK_SPIN_NS 200000
#endif
/* Staged transfers hand their DMAs to a DMA thread (0: the transferring
 * thread enqueues them itself). */
#ifndef CLI_DMA_THREAD
#define CLI_DMA_THREAD 1
#endif
/* The DMA thread polls the status of the oldest DMA in flight, and enqueues
 * DMAs posted meanwhile (1), or blocks in clWaitForEvents (0). */
#ifndef CLI_DMA_POLL
#define CLI_DMA_POLL 1
#endif
/* Packing writes the staging buffers with non-temporal stores (1), so
 * that the DMA reads memory rather than lines dirty in the cores' caches
 * (on an H200 host: 0.72 of pinned bandwidth rather than 0.53).
 * Unpacking into the user's array uses plain stores: streaming there was
 * slower, ten times so for rows of 8 bytes. */
#ifndef CLI_STREAM
#define CLI_STREAM 1
#endif
#if CLI_STREAM && defined(__SSE2__)
#include <emmintrin.h>
#define CLI_HAVE_STREAM 1
#else
#define CLI_HAVE_STREAM 0
#endif
/* Bytes of narrow rows packed on the stack before they are streamed out. */
#define CLI_BOUNCE 4096
/* Pack threads by default: one per core, at most this many. */
#define CLI_MAX_PACK_THREADS 16

static void *cli_dma_main(void *arg);

/* ---- transfers: geometry ---------------------------------------------- */

/* Store the byte stride of every dimension of view "v" in "stride" and its
 * total size in "*total". */
bbmm_status cli_view_layout(bbmm_context *ctx, const bbmmi_view *v, const char *which,
                            uint64_t stride[BBMM_MAX_DIMS], uint64_t *total)
{
    uint64_t s = v->elem, e;
    int d;
    *total = 0;
    for (d = v->bounds.ndim - 1; d >= 0; d--) {
        stride[d] = s;
        if (bbmm_bb_extent(&v->bounds, d, &e) != BBMM_OK || bbmm_mul_overflow_u64(s, e, &s))
            return bbmmi_error(ctx, BBMM_ERR_OVERFLOW, "bbmmi_transfer: the %s view's size overflows", which);
    }
    if (s > SIZE_MAX)
        return bbmmi_error(ctx, BBMM_ERR_OVERFLOW, "bbmmi_transfer: the %s view's size overflows", which);
    *total = s;
    return BBMM_OK;
}

/* Compute the collapsed geometry "*g" of copying "region" (non-empty and
 * inside both views' bounds) from "src" to "dst". */
bbmm_status cli_geom_make(bbmm_context *ctx, const bbmmi_view *dst, const bbmmi_view *src,
                          const bbmm_box *region, cli_geom *g)
{
    const bbmmi_view *view[2] = {dst, src};
    uint64_t stride[2][BBMM_MAX_DIMS], total, off, ext[BBMM_MAX_DIMS] = {0}, cnt[BBMM_MAX_DIMS] = {0};
    uint64_t pitch[2][BBMM_MAX_DIMS], bytes;
    int n = region->ndim, d, v, k = 0;
    for (v = 0; v < 2; v++) {
        bbmm_status st = cli_view_layout(ctx, view[v], v ? "source" : "destination", stride[v], &total);
        if (st != BBMM_OK)
            return st;
        off = 0;
        for (d = 0; d < n; d++) {
            uint64_t o = (uint64_t)region->lo[d] - (uint64_t)view[v]->bounds.lo[d];
            if (bbmm_mul_overflow_u64(o, stride[v][d], &o) || bbmm_add_overflow_u64(off, o, &off))
                return bbmmi_error(ctx, BBMM_ERR_OVERFLOW, "bbmmi_transfer: offset overflows");
        }
        g->off[v] = (size_t)off;
    }
    for (d = 0; d < n; d++)
        if (bbmm_bb_extent(region, d, &ext[d]) != BBMM_OK)
            return bbmmi_error(ctx, BBMM_ERR_OVERFLOW, "bbmmi_transfer: region extent overflows");
    if (bbmm_mul_overflow_u64(ext[n - 1], dst->elem, &cnt[0]))
        return bbmmi_error(ctx, BBMM_ERR_OVERFLOW, "bbmmi_transfer: row size overflows");
    pitch[0][0] = pitch[1][0] = 1;
    bytes = cnt[0];
    k = 1;
    for (d = n - 2; d >= 0; d--) {
        uint64_t run[2];
        if (ext[d] == 1)
            continue;
        if (bbmm_mul_overflow_u64(bytes, ext[d], &bytes) ||
            bbmm_mul_overflow_u64(cnt[k - 1], pitch[0][k - 1], &run[0]) ||
            bbmm_mul_overflow_u64(cnt[k - 1], pitch[1][k - 1], &run[1]))
            return bbmmi_error(ctx, BBMM_ERR_OVERFLOW, "bbmmi_transfer: region size overflows");
        if (run[0] == stride[0][d] && run[1] == stride[1][d]) {
            cnt[k - 1] *= ext[d];
            continue;
        }
        cnt[k] = ext[d];
        pitch[0][k] = stride[0][d];
        pitch[1][k] = stride[1][d];
        k++;
    }
    if (bytes > SIZE_MAX)
        return bbmmi_error(ctx, BBMM_ERR_OVERFLOW, "bbmmi_transfer: region size overflows");
    g->k = k;
    g->bytes = (size_t)bytes;
    for (d = 0; d < k; d++) {
        g->cnt[d] = (size_t)cnt[k - 1 - d];
        g->pitch[0][d] = (size_t)pitch[0][k - 1 - d];
        g->pitch[1][d] = (size_t)pitch[1][k - 1 - d];
    }
    return BBMM_OK;
}

/* Copy "n" rows of "rb" bytes from "src" (rows "sp" bytes apart) to "dst"
 * (rows "dp" bytes apart); narrow rows of common sizes are copied with
 * fixed-size moves rather than memcpy calls. */
static void cli_copy_rows(char *dst, size_t dp, const char *src, size_t sp, size_t rb, size_t n)
{
#define CLI_ROWS(B)                                  \
    for (; n; n--, dst += dp, src += sp)             \
        memcpy(dst, src, B)
    switch (rb) {
    case 1: CLI_ROWS(1); break;
    case 2: CLI_ROWS(2); break;
    case 4: CLI_ROWS(4); break;
    case 8: CLI_ROWS(8); break;
    case 12: CLI_ROWS(12); break;
    case 16: CLI_ROWS(16); break;
    case 24: CLI_ROWS(24); break;
    case 32: CLI_ROWS(32); break;
    case 64: CLI_ROWS(64); break;
    default: CLI_ROWS(rb); break;
    }
#undef CLI_ROWS
}

/* Copy "n" bytes from "src" to "dst", with non-temporal stores where the
 * platform has them and the copy is long enough; the unaligned head and
 * the tail go through memcpy. */
static void cli_stream_bytes(char *dst, const char *src, size_t n)
{
#if CLI_HAVE_STREAM
    size_t head = (16 - ((uintptr_t)dst & 15)) & 15;
    __m128i a, b, c, d;
    if (n >= 128) {
        memcpy(dst, src, head);
        dst += head;
        src += head;
        n -= head;
        for (; n >= 64; n -= 64, dst += 64, src += 64) {
            a = _mm_loadu_si128((const __m128i *)src);
            b = _mm_loadu_si128((const __m128i *)(src + 16));
            c = _mm_loadu_si128((const __m128i *)(src + 32));
            d = _mm_loadu_si128((const __m128i *)(src + 48));
            _mm_stream_si128((__m128i *)dst, a);
            _mm_stream_si128((__m128i *)(dst + 16), b);
            _mm_stream_si128((__m128i *)(dst + 32), c);
            _mm_stream_si128((__m128i *)(dst + 48), d);
        }
    }
#endif
    memcpy(dst, src, n);
}

/* Make the non-temporal stores of this thread visible to others (and to
 * DMA) before anything it stores next. */
static void cli_stream_fence(void)
{
#if CLI_HAVE_STREAM
    _mm_sfence();
#endif
}

/* cli_copy_rows() with non-temporal stores: row by row, or, for narrow
 * rows packed contiguously, through a bounce buffer on the stack. */
static void cli_stream_rows(char *dst, size_t dp, const char *src, size_t sp, size_t rb, size_t n)
{
    char buf[CLI_BOUNCE];
    size_t k;
    if (!CLI_HAVE_STREAM || rb >= 128 || dp != rb || rb > CLI_BOUNCE) {
        for (; n; n--, dst += dp, src += sp)
            cli_stream_bytes(dst, src, rb);
        return;
    }
    while (n) {
        k = CLI_BOUNCE / rb < n ? CLI_BOUNCE / rb : n;
        cli_copy_rows(buf, rb, src, sp, rb, k);
        cli_stream_bytes(dst, buf, k * rb);
        dst += k * rb;
        src += k * sp;
        n -= k;
    }
}

/* The units of geometry "g" a copy is cut into: its rows, or its bytes
 * when it is one contiguous run. */
static size_t cli_geom_units(const cli_geom *g)
{
    size_t u = 1;
    int d;
    if (g->k == 1)
        return g->cnt[0];
    for (d = 0; d < g->k - 1; d++)
        u *= g->cnt[d];
    return u;
}

/* Copy units "r0" up to "r1" (see cli_geom_units()) of the region of
 * geometry "g" between host memory "dst" and "src", with non-temporal
 * stores when "stream". */
static void cli_host_copy_part(char *dst, const char *src, const cli_geom *g, size_t r0, size_t r1, int stream)
{
    size_t idx[BBMM_MAX_DIMS] = {0};
    size_t od = g->off[0], os = g->off[1], r = r0, run;
    int d, in = g->k - 2;
    if (r0 >= r1)
        return;
    if (g->k == 1) {
        if (stream)
            cli_stream_bytes(dst + od + r0, src + os + r0, r1 - r0);
        else
            memcpy(dst + od + r0, src + os + r0, r1 - r0);
        return;
    }
    for (d = in; d >= 0; d--) {
        idx[d] = r % g->cnt[d];
        r /= g->cnt[d];
        od += idx[d] * g->pitch[0][d];
        os += idx[d] * g->pitch[1][d];
    }
    for (r = r0;;) {
        run = g->cnt[in] - idx[in];
        if (run > r1 - r)
            run = r1 - r;
        if (stream)
            cli_stream_rows(dst + od, g->pitch[0][in], src + os, g->pitch[1][in], g->cnt[in + 1], run);
        else
            cli_copy_rows(dst + od, g->pitch[0][in], src + os, g->pitch[1][in], g->cnt[in + 1], run);
        if ((r += run) >= r1)
            return;
        idx[in] += run;
        od += run * g->pitch[0][in];
        os += run * g->pitch[1][in];
        for (d = in; d > 0 && idx[d] == g->cnt[d]; d--) {
            od += g->pitch[0][d - 1] - g->cnt[d] * g->pitch[0][d];
            os += g->pitch[1][d - 1] - g->cnt[d] * g->pitch[1][d];
            idx[d] = 0;
            idx[d - 1]++;
        }
    }
}

/* Copy the region of geometry "g" between host memory "dst" and "src" on
 * the calling thread, with non-temporal stores when "stream". */
void cli_host_copy(char *dst, const char *src, const cli_geom *g, int stream)
{
    cli_host_copy_part(dst, src, g, 0, cli_geom_units(g), stream);
    if (stream)
        cli_stream_fence();
}

/* ---- pack threads ----------------------------------------------------- */

/* Copy piece "i" of "job": an equal share of its units, starting on a
 * 64-byte boundary when the units are bytes. */
static void cli_job_piece(const cli_job *job, size_t i)
{
    size_t base = job->units / job->npieces, rem = job->units % job->npieces;
    size_t r0 = i * base + (i < rem ? i : rem), r1 = r0 + base + (i < rem);
    if (job->g.k == 1) {
        r0 = i ? r0 & ~(size_t)63 : 0;
        r1 = i + 1 < job->npieces ? r1 & ~(size_t)63 : job->units;
    }
    cli_host_copy_part(job->dst, job->src, &job->g, r0, r1, job->stream);
    if (job->stream)
        cli_stream_fence();
}

/* Let a spinning thread yield the core's pipeline for a moment. */
static void cli_cpu_relax(void)
{
#if defined(__x86_64__) || defined(__i386__)
    __builtin_ia32_pause();
#elif defined(__aarch64__)
    __asm__ __volatile__("yield");
#endif
}

/* Spin for at most CLI_PACK_SPIN_NS until "*v" reaches "target", yielding
 * the core now and then to threads that have work. */
static void cli_spin_until(const size_t *v, size_t target)
{
    uint64_t t0 = 0, now;
    unsigned i;
    for (i = 0; CLI_PACK_SPIN_NS > 0; i++) {
        if (__atomic_load_n(v, __ATOMIC_ACQUIRE) >= target)
            return;
        cli_cpu_relax();
        if (i % 64)
            continue;
        sched_yield();
        now = bbmmi_now_ns();
        if (!t0)
            t0 = now;
        else if (now - t0 > CLI_PACK_SPIN_NS)
            return;
    }
}

/* Body of a pack thread of pool "arg": take pieces of the current job,
 * then spin and sleep for the next, until the pool stops. */
static void *cli_pack_main(void *arg)
{
    struct bbmmi_pack *p = (struct bbmmi_pack *)arg;
    size_t i, seen;
    pthread_mutex_lock(&p->mu);
    while (!p->stop) {
        if (p->next < p->job.npieces) {
            i = p->next++;
            pthread_mutex_unlock(&p->mu);
            cli_job_piece(&p->job, i);
            pthread_mutex_lock(&p->mu);
            if (__atomic_add_fetch(&p->finished, 1, __ATOMIC_RELEASE) == p->job.npieces)
                pthread_cond_signal(&p->done);
            continue;
        }
        seen = __atomic_load_n(&p->posted, __ATOMIC_RELAXED);
        pthread_mutex_unlock(&p->mu);
        cli_spin_until(&p->posted, seen + 1);
        pthread_mutex_lock(&p->mu);
        while (!p->stop && p->next >= p->job.npieces)
            pthread_cond_wait(&p->go, &p->mu);
    }
    pthread_mutex_unlock(&p->mu);
    return NULL;
}

/* Stop and join the threads of pool "p", started or not, and free it
 * (NULL is a no-op). */
static void cli_pack_destroy(struct bbmmi_pack *p)
{
    int i;
    if (!p)
        return;
    pthread_mutex_lock(&p->mu);
    p->stop = 1;
    pthread_cond_broadcast(&p->go);
    pthread_mutex_unlock(&p->mu);
    for (i = 0; i < p->nthreads; i++)
        pthread_join(p->threads[i], NULL);
    pthread_mutex_lock(&p->dmu);
    p->dstop = 1;
    pthread_cond_broadcast(&p->dgo);
    pthread_mutex_unlock(&p->dmu);
    if (p->dma)
        pthread_join(p->dthread, NULL);
    pthread_cond_destroy(&p->ddone);
    pthread_cond_destroy(&p->dgo);
    pthread_mutex_destroy(&p->dmu);
    pthread_cond_destroy(&p->done);
    pthread_cond_destroy(&p->go);
    pthread_mutex_destroy(&p->mu);
    pthread_mutex_destroy(&p->submit);
    free(p->threads);
    free(p);
}

/* A pool for "want" threads packing (the caller and "want"-1 helpers) and
 * a DMA thread, or NULL when out of memory.  Threads that cannot be
 * started are left out. */
static struct bbmmi_pack *cli_pack_create(int want)
{
    struct bbmmi_pack *p = (struct bbmmi_pack *)calloc(1, sizeof(*p));
    int i;
    if (!p)
        return NULL;
    p->threads = (pthread_t *)calloc((size_t)want, sizeof(*p->threads));
    if (!p->threads || pthread_mutex_init(&p->submit, NULL))
        goto fail_alloc;
    if (pthread_mutex_init(&p->mu, NULL))
        goto fail_submit;
    if (pthread_mutex_init(&p->dmu, NULL))
        goto fail_mu;
    if (pthread_cond_init(&p->go, NULL) || pthread_cond_init(&p->done, NULL) ||
        pthread_cond_init(&p->dgo, NULL) || pthread_cond_init(&p->ddone, NULL))
        goto fail_dmu;
    for (i = 0; i + 1 < want; i++) {
        if (pthread_create(&p->threads[p->nthreads], NULL, cli_pack_main, p))
            break;
        p->nthreads++;
    }
    p->dma = CLI_DMA_THREAD && pthread_create(&p->dthread, NULL, cli_dma_main, p) == 0;
    return p;
fail_dmu:
    pthread_mutex_destroy(&p->dmu);
fail_mu:
    pthread_mutex_destroy(&p->mu);
fail_submit:
    pthread_mutex_destroy(&p->submit);
fail_alloc:
    free(p->threads);
    free(p);
    return NULL;
}

/* The number of threads that pack a copy on "ctx": ctx->pack_threads, or
 * one per online core (at most CLI_MAX_PACK_THREADS). */
static int cli_pack_wanted(const bbmm_context *ctx)
{
    long n;
    if (ctx->pack_threads > 0)
        return ctx->pack_threads;
    n = sysconf(_SC_NPROCESSORS_ONLN);
    if (n < 1)
        return 1;
    return n > CLI_MAX_PACK_THREADS ? CLI_MAX_PACK_THREADS : (int)n;
}

/* The copy threads of "ctx", started now when there are none or when
 * ctx->pack_threads changed (which it may only while no transfer runs);
 * NULL when out of memory.  Two threads starting the pool at once keep one
 * of the two. */
static struct bbmmi_pack *cli_pack_get(bbmm_context *ctx)
{
    struct bbmmi_pack *p = __atomic_load_n(&ctx->pack, __ATOMIC_ACQUIRE), *expected;
    if (p && p->setting == ctx->pack_threads)
        return p;
    if (p) {
        __atomic_store_n(&ctx->pack, NULL, __ATOMIC_RELEASE);
        cli_pack_destroy(p);
    }
    if (!(p = cli_pack_create(cli_pack_wanted(ctx))))
        return NULL;
    p->setting = ctx->pack_threads;
    expected = NULL;
    if (!__atomic_compare_exchange_n(&ctx->pack, &expected, p, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE)) {
        cli_pack_destroy(p);
        p = expected;
    }
    return p;
}

/* Run "job" on pool "p", the caller taking pieces too; return when every
 * piece is done. */
static void cli_pack_run(struct bbmmi_pack *p, const cli_job *job)
{
    size_t i;
    pthread_mutex_lock(&p->submit);
    pthread_mutex_lock(&p->mu);
    p->job = *job;
    p->next = 0;
    __atomic_store_n(&p->finished, 0, __ATOMIC_RELAXED);
    __atomic_store_n(&p->posted, __atomic_load_n(&p->posted, __ATOMIC_RELAXED) + 1, __ATOMIC_RELEASE);
    pthread_cond_broadcast(&p->go);
    while (p->next < job->npieces) {
        i = p->next++;
        pthread_mutex_unlock(&p->mu);
        cli_job_piece(job, i);
        pthread_mutex_lock(&p->mu);
        __atomic_add_fetch(&p->finished, 1, __ATOMIC_RELEASE);
    }
    pthread_mutex_unlock(&p->mu);
    cli_spin_until(&p->finished, job->npieces);
    pthread_mutex_lock(&p->mu);
    while (__atomic_load_n(&p->finished, __ATOMIC_ACQUIRE) < job->npieces)
        pthread_cond_wait(&p->done, &p->mu);
    p->job.npieces = 0;
    p->next = 0;
    pthread_mutex_unlock(&p->mu);
    pthread_mutex_unlock(&p->submit);
}

/* Copy the region of geometry "g" between host memory "dst" and "src" on
 * the pack threads of "ctx" (the caller among them), in pieces of at least
 * "piece" bytes, with non-temporal stores when "stream"; on the caller
 * alone when it is too small to split or there is no pool. */
void cli_pack_copy(bbmm_context *ctx, char *dst, const char *src, const cli_geom *g, size_t piece,
                   int stream)
{
    struct bbmmi_pack *p;
    cli_job job;
    size_t n = g->bytes / (piece ? piece : 1), units = cli_geom_units(g), cap;
    if (n < 2 || units < 2 || !(p = cli_pack_get(ctx)) || !p->nthreads) {
        cli_host_copy(dst, src, g, stream);
        return;
    }
    cap = (size_t)(p->nthreads + 1) * CLI_PIECES_PER_THREAD;
    job.dst = dst;
    job.src = src;
    job.g = *g;
    job.units = units;
    job.stream = stream;
    job.npieces = n < cap ? n : cap;
    if (job.npieces > units)
        job.npieces = units;
    cli_pack_run(p, &job);
}

/* Stop the pack threads of "ctx". */
void cli_pack_shutdown(bbmm_context *ctx)
{
    cli_pack_destroy(ctx->pack);
    ctx->pack = NULL;
}

/* ---- transfers: staging ----------------------------------------------- */

/* The view of slot "j" of the staging buffers of device "d" ("stride"
 * bytes apart) holding "box" packed. */
static bbmmi_view cli_stage_view(const bbmmi_device *d, int j, size_t stride, const bbmm_box *box, size_t elem)
{
    bbmmi_view v;
    memset(&v, 0, sizeof(v));
    v.host = (char *)d->staging_ptr[j % 2] + (size_t)(j / 2) * stride;
    v.bounds = *box;
    v.elem = elem;
    v.pinned = 1;
    return v;
}

/* Host to device through the staging buffers: pack chunk i (on the pack
 * threads) while chunk i-1 is on its way. */
static bbmm_status cli_staged_write(bbmm_context *ctx, int dev, const bbmmi_view *dst, const bbmmi_view *src,
                                    bbmmi_chunks *c)
{
    cli_pending p[2] = {{NULL, NULL}, {NULL, NULL}};
    bbmmi_view stage;
    bbmm_box box;
    cli_geom g;
    bbmm_status st = BBMM_OK;
    uint64_t i;
    int b;
    for (i = 0; st == BBMM_OK && c->next(c, &box); i++) {
        b = (int)(i & 1);
        if ((st = cli_wait(ctx, dev, &p[b])) != BBMM_OK)
            break;
        stage = cli_stage_view(&ctx->dev[dev], b, 0, &box, src->elem);
        if ((st = cli_geom_make(ctx, &stage, src, &box, &g)) != BBMM_OK)
            break;
        cli_pack_copy(ctx, stage.host, src->host, &g, c->piece, 1);
        if ((st = cli_geom_make(ctx, dst, &stage, &box, &g)) != BBMM_OK)
            break;
        if ((st = cli_enqueue(ctx, dev, dst, &stage, &g, &p[b], 0, NULL)) == BBMM_OK)
            clFlush(ctx->dev[dev].queue);
    }
    for (b = 0; b < 2 && st == BBMM_OK; b++)
        st = cli_wait(ctx, dev, &p[b]);
    if (st != BBMM_OK)
        cli_abandon(ctx, dev, p, 2);
    return st;
}

/* Enqueue the read of chunk "box" from "src" into staging buffer "b" of
 * "dev", tracked in "p"["b"]. */
static bbmm_status cli_staged_read_chunk(bbmm_context *ctx, int dev, const bbmmi_view *src,
                                         const bbmm_box *box, int b, cli_pending *p)
{
    bbmmi_view stage = cli_stage_view(&ctx->dev[dev], b, 0, box, src->elem);
    cli_geom g;
    bbmm_status st;
    if ((st = cli_geom_make(ctx, &stage, src, box, &g)) != BBMM_OK)
        return st;
    if ((st = cli_enqueue(ctx, dev, &stage, src, &g, &p[b], 0, NULL)) == BBMM_OK)
        clFlush(ctx->dev[dev].queue);
    return st;
}

/* Device to host through the staging buffers: chunk i+1 is read while
 * chunk i is unpacked (on the pack threads). */
static bbmm_status cli_staged_read(bbmm_context *ctx, int dev, const bbmmi_view *dst, const bbmmi_view *src,
                                   bbmmi_chunks *c)
{
    cli_pending p[2] = {{NULL, NULL}, {NULL, NULL}};
    bbmmi_view stage;
    bbmm_box box[2];
    cli_geom g;
    bbmm_status st = BBMM_OK;
    uint64_t i;
    int b, more = c->next(c, &box[0]);
    if (more)
        st = cli_staged_read_chunk(ctx, dev, src, &box[0], 0, p);
    for (i = 0; more && st == BBMM_OK; i++) {
        b = (int)(i & 1);
        more = c->next(c, &box[!b]);
        if (more && (st = cli_staged_read_chunk(ctx, dev, src, &box[!b], !b, p)) != BBMM_OK)
            break;
        if ((st = cli_wait(ctx, dev, &p[b])) != BBMM_OK)
            break;
        stage = cli_stage_view(&ctx->dev[dev], b, 0, &box[b], src->elem);
        if ((st = cli_geom_make(ctx, dst, &stage, &box[b], &g)) != BBMM_OK)
            break;
        cli_pack_copy(ctx, dst->host, stage.host, &g, c->piece, 0);
    }
    if (st != BBMM_OK)
        cli_abandon(ctx, dev, p, 2);
    return st;
}

/* ---- transfers: the DMA thread ---------------------------------------- */

/* Mark DMA "r" of pool "p" done, recording failure "st" as its transfer's
 * first, and wake the thread waiting for it. */
static void cli_dma_complete(struct bbmmi_pack *p, cli_dma *r, bbmm_status st)
{
    pthread_mutex_lock(&p->dmu);
    if (st != BBMM_OK && r->xfer->st == BBMM_OK)
        r->xfer->st = st;
    __atomic_store_n(&r->done, 1, __ATOMIC_RELEASE);
    pthread_cond_broadcast(&p->ddone);
    pthread_mutex_unlock(&p->dmu);
}

/* After DMA "r" failed with "st": let the queue of its device finish, drop
 * the commands of its transfer among the "*nfl" in flight "fl" (removed),
 * and complete them all. */
static void cli_dma_fail(struct bbmmi_pack *p, cli_dma *r, bbmm_status st, cli_dma **fl, int *nfl)
{
    int i, n = 0;
    cli_abandon(r->xfer->ctx, r->xfer->dev, &r->pend, 1);
    cli_dma_complete(p, r, st);
    for (i = 0; i < *nfl; i++) {
        if (fl[i]->xfer != r->xfer) {
            fl[n++] = fl[i];
            continue;
        }
        cli_abandon(fl[i]->xfer->ctx, fl[i]->xfer->dev, &fl[i]->pend, 1);
        cli_dma_complete(p, fl[i], st);
    }
    *nfl = n;
}

/* Enqueue DMA "r" (unless "skip": its transfer failed already) and add it
 * to the "*nfl" in flight "fl". */
static void cli_dma_issue(struct bbmmi_pack *p, cli_dma *r, int skip, cli_dma **fl, int *nfl)
{
    cli_xfer *x = r->xfer;
    bbmm_status st;
    if (skip) {
        cli_dma_complete(p, r, BBMM_OK);
        return;
    }
    st = cli_enqueue(x->ctx, x->dev, &r->dst, &r->src, &r->g, &r->pend, 0, NULL);
    if (st != BBMM_OK) {
        cli_dma_fail(p, r, st, fl, nfl);
        return;
    }
    clFlush(x->ctx->dev[x->dev].queue);
    fl[(*nfl)++] = r;
}

/* Wait for the oldest of the "*nfl" DMAs in flight "fl" and complete it. */
static void cli_dma_retire(struct bbmmi_pack *p, cli_dma **fl, int *nfl)
{
    cli_dma *r = fl[0];
    bbmm_status st;
    int i;
    for (i = 1; i < *nfl; i++)
        fl[i - 1] = fl[i];
    (*nfl)--;
    st = cli_wait(r->xfer->ctx, r->xfer->dev, &r->pend);
    if (st != BBMM_OK)
        cli_dma_fail(p, r, st, fl, nfl);
    else
        cli_dma_complete(p, r, BBMM_OK);
}

/* Poll the oldest of the "*nfl" DMAs in flight "fl" until it has ended,
 * then complete it, or until more DMAs than "seen" were posted to "p". */
static void cli_dma_poll(struct bbmmi_pack *p, cli_dma **fl, int *nfl, size_t seen)
{
    cl_int es = CL_QUEUED;
    unsigned i;
    for (i = 1;; i++) {
        if (!fl[0]->pend.ev ||
            clGetEventInfo(fl[0]->pend.ev, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof(es), &es, NULL) != CL_SUCCESS ||
            es <= CL_COMPLETE) {
            cli_dma_retire(p, fl, nfl);
            return;
        }
        if (__atomic_load_n(&p->dposted, __ATOMIC_ACQUIRE) != seen)
            return;
        cli_cpu_relax();
        if (i % 64 == 0)
            sched_yield();
    }
}

/* Body of the DMA thread of pool "arg": enqueue posted DMAs in order as
 * they come, so the copy engine never waits for this thread, and complete
 * each, oldest first, once it has finished. */
static void *cli_dma_main(void *arg)
{
    struct bbmmi_pack *p = (struct bbmmi_pack *)arg;
    cli_dma *fl[BBMMI_STAGE_SLOTS], *r;
    size_t seen;
    int nfl = 0, skip;
    pthread_mutex_lock(&p->dmu);
    for (;;) {
        if (p->dhead && nfl < BBMMI_STAGE_SLOTS) {
            r = p->dhead;
            p->dhead = r->next;
            if (!p->dhead)
                p->dtail = NULL;
            skip = r->xfer->st != BBMM_OK;
            pthread_mutex_unlock(&p->dmu);
            cli_dma_issue(p, r, skip, fl, &nfl);
        } else if (nfl) {
            seen = __atomic_load_n(&p->dposted, __ATOMIC_RELAXED);
            pthread_mutex_unlock(&p->dmu);
            if (CLI_DMA_POLL)
                cli_dma_poll(p, fl, &nfl, seen);
            else
                cli_dma_retire(p, fl, &nfl);
        } else if (p->dstop) {
            break;
        } else {
            seen = __atomic_load_n(&p->dposted, __ATOMIC_RELAXED);
            pthread_mutex_unlock(&p->dmu);
            cli_spin_until(&p->dposted, seen + 1);
            pthread_mutex_lock(&p->dmu);
            while (!p->dstop && !p->dhead)
                pthread_cond_wait(&p->dgo, &p->dmu);
            continue;
        }
        pthread_mutex_lock(&p->dmu);
    }
    pthread_mutex_unlock(&p->dmu);
    return NULL;
}

/* Hand DMA "r" (its views and geometry set) to the DMA thread of "p". */
static void cli_dma_post(struct bbmmi_pack *p, cli_dma *r)
{
    pthread_mutex_lock(&p->dmu);
    r->next = NULL;
    __atomic_store_n(&r->done, 0, __ATOMIC_RELAXED);
    if (p->dtail)
        p->dtail->next = r;
    else
        p->dhead = r;
    p->dtail = r;
    __atomic_store_n(&p->dposted, __atomic_load_n(&p->dposted, __ATOMIC_RELAXED) + 1, __ATOMIC_RELEASE);
    pthread_cond_signal(&p->dgo);
    pthread_mutex_unlock(&p->dmu);
}

/* Wait until DMA "r" of "p" is done (at once when it was never posted) and
 * return its transfer's first failure. */
static bbmm_status cli_dma_await(struct bbmmi_pack *p, cli_dma *r)
{
    bbmm_status st;
    cli_spin_until(&r->done, 1);
    pthread_mutex_lock(&p->dmu);
    while (!__atomic_load_n(&r->done, __ATOMIC_ACQUIRE))
        pthread_cond_wait(&p->ddone, &p->dmu);
    st = r->xfer->st;
    pthread_mutex_unlock(&p->dmu);
    return st;
}

/* The "n" DMAs "r" of transfer "x", one per staging slot, not yet posted. */
static void cli_dma_slots(cli_dma *r, int n, cli_xfer *x)
{
    int j;
    memset(r, 0, (size_t)n * sizeof(*r));
    for (j = 0; j < n; j++) {
        r[j].xfer = x;
        r[j].done = 1;
    }
}

/* Wait for the "n" DMAs "r" and return the first failure of their
 * transfer, or "st" when that is one already. */
static bbmm_status cli_dma_drain(struct bbmmi_pack *p, cli_dma *r, int n, bbmm_status st)
{
    bbmm_status st2 = BBMM_OK;
    int j;
    for (j = 0; j < n; j++)
        st2 = cli_dma_await(p, &r[j]);
    return st != BBMM_OK ? st : st2;
}

/* Host to device through the staging slots and the DMA thread of "p":
 * chunk i is packed (on the pack threads) while the DMA thread moves the
 * chunks before it. */
static bbmm_status cli_staged_write_async(bbmm_context *ctx, struct bbmmi_pack *p, int dev,
                                          const bbmmi_view *dst, const bbmmi_view *src, bbmmi_chunks *c)
{
    cli_xfer x = {ctx, dev, BBMM_OK};
    cli_dma r[BBMMI_STAGE_SLOTS];
    bbmm_box box;
    cli_geom g;
    bbmm_status st = BBMM_OK;
    uint64_t i;
    int j;
    cli_dma_slots(r, c->slots, &x);
    for (i = 0; st == BBMM_OK && c->next(c, &box); i++) {
        j = (int)(i % (uint64_t)c->slots);
        if ((st = cli_dma_await(p, &r[j])) != BBMM_OK)
            break;
        r[j].src = cli_stage_view(&ctx->dev[dev], j, c->stride, &box, src->elem);
        r[j].dst = *dst;
        if ((st = cli_geom_make(ctx, &r[j].src, src, &box, &g)) != BBMM_OK)
            break;
        cli_pack_copy(ctx, r[j].src.host, src->host, &g, c->piece, 1);
        if ((st = cli_geom_make(ctx, dst, &r[j].src, &box, &r[j].g)) != BBMM_OK)
            break;
        cli_dma_post(p, &r[j]);
    }
    return cli_dma_drain(p, r, c->slots, st);
}

/* Post the read of chunk "box" of "src" into staging slot "j" of "dev" as
 * DMA "r". */
static bbmm_status cli_dma_read_post(bbmm_context *ctx, struct bbmmi_pack *p, int dev, const bbmmi_view *src,
                                     const bbmmi_chunks *c, const bbmm_box *box, int j, cli_dma *r)
{
    bbmm_status st;
    r->dst = cli_stage_view(&ctx->dev[dev], j, c->stride, box, src->elem);
    r->src = *src;
    if ((st = cli_geom_make(ctx, &r->dst, src, box, &r->g)) == BBMM_OK)
        cli_dma_post(p, r);
    return st;
}

/* Device to host through the staging slots and the DMA thread of "p":
 * chunk i is unpacked (on the pack threads) while the DMA thread moves the
 * chunks after it. */
static bbmm_status cli_staged_read_async(bbmm_context *ctx, struct bbmmi_pack *p, int dev,
                                         const bbmmi_view *dst, const bbmmi_view *src, bbmmi_chunks *c)
{
    cli_xfer x = {ctx, dev, BBMM_OK};
    cli_dma r[BBMMI_STAGE_SLOTS];
    bbmm_box box[BBMMI_STAGE_SLOTS];
    int posted[BBMMI_STAGE_SLOTS] = {0};
    cli_geom g;
    bbmm_status st = BBMM_OK;
    int j;
    cli_dma_slots(r, c->slots, &x);
    for (j = 0; j < c->slots && st == BBMM_OK && c->next(c, &box[j]); j++)
        if ((st = cli_dma_read_post(ctx, p, dev, src, c, &box[j], j, &r[j])) == BBMM_OK)
            posted[j] = 1;
    for (j = 0; st == BBMM_OK && posted[j]; j = (j + 1) % c->slots) {
        posted[j] = 0;
        if ((st = cli_dma_await(p, &r[j])) != BBMM_OK)
            break;
        if ((st = cli_geom_make(ctx, dst, &r[j].dst, &box[j], &g)) != BBMM_OK)
            break;
        cli_pack_copy(ctx, dst->host, r[j].dst.host, &g, c->piece, 0);
        if (c->next(c, &box[j]) &&
            (st = cli_dma_read_post(ctx, p, dev, src, c, &box[j], j, &r[j])) == BBMM_OK)
            posted[j] = 1;
    }
    return cli_dma_drain(p, r, c->slots, st);
}

/* ---- transfers: entry ------------------------------------------------- */

/* (Whether a copy is staged, and its chunks: bbmm/transfer.h.) */

int bbmmi_staging_state(bbmm_context *ctx, int dev, size_t *bytes)
{
    const bbmmi_device *d = &ctx->dev[dev];
    *bytes = 0;
    if (!d->staging)
        return -1;
    if (__atomic_load_n(&d->staging_state, __ATOMIC_ACQUIRE) != CLI_STAGE_READY)
        return 0;
    if (d->staging_ptr[0] && d->staging_ptr[1])
        *bytes = d->staging_bytes;
    return 1;
}

void bbmmi_staging_direct(bbmm_context *ctx, int dev, uint64_t bytes)
{
    /* the buffers are pinned (in the background) once the device has
     * moved enough so */
    if (__atomic_add_fetch(&ctx->dev[dev].staging_direct, bytes, __ATOMIC_RELAXED) >= ctx->staging_after)
        cli_staging_start(ctx, dev, 1);
}

bbmm_status bbmmi_copy_staged(bbmm_context *ctx, int dev, const bbmmi_view *dst, const bbmmi_view *src,
                              const bbmm_box *region, bbmmi_chunks *c)
{
    struct bbmmi_pack *p;
    bbmm_status st;
    if ((st = cli_host_wait(ctx, dev, dst, src, region)) != BBMM_OK || (st = bbmmi_main_sync(ctx, dev)) != BBMM_OK)
        return st;
    if ((p = cli_pack_get(ctx)) && p->dma)
        return src->host ? cli_staged_write_async(ctx, p, dev, dst, src, c)
                         : cli_staged_read_async(ctx, p, dev, dst, src, c);
    return src->host ? cli_staged_write(ctx, dev, dst, src, c) : cli_staged_read(ctx, dev, dst, src, c);
}
