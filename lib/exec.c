/* lib/exec.c - tiles, Algorithm 4 per tile and the coherency of Table III
 * (flow-out, flow-in, write-out), enqueued ahead of the devices.
 *
 * The calling thread walks the tiles of a run in order and, for each, on
 * the device the distribution gives it, describes its boxes, places them,
 * enqueues its kernel and its coherency transfers, and releases them: no
 * worker threads, no barrier.  Every command goes to the device's in-order
 * queue; copies through host memory follow the commands of other devices
 * on the same host region (cl.c), so a flow-in never overtakes its
 * flow-out.  A run returns once it is enqueued.  The host waits when more
 * than ctx->settings.lookahead runs are unfinished (a marker per device and
 * run), and in bbmmi_drain() before host arrays are read.
 *
 * A slot is one array of a nest.  For each tile a slot gets up to
 * BBMM_KMAX_BOXES resident boxes, in order; resident boxes may overlap (a
 * subsumed box found inside a larger one), so every element belongs to the
 * first of them that holds it: the kernel's split access picks that one,
 * and the host records writes, flow-out and write-out through the same
 * "owned" regions.
 */
#define _POSIX_C_SOURCE 200809L
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

/* Append the kernel and nest names to the message on "ctx" (lock held). */
static void exec_add_context(bbmm_context *ctx, bbmm_status st, const bbmm_nest *nest)
{
    char prev[BBMMI_ERRMSG_LEN];
    bbmmi_error_take(ctx, prev, sizeof(prev));
    bbmmi_error(ctx, st, "%s (kernel %s of nest %s)", prev, nest->kernel ? nest->kernel : "?",
                nest->name ? nest->name : "?");
}

/* ---- runs ----------------------------------------------------------- */

/* Kernel variants (lib/prelude.c). */
#define EXEC_INDEX32 1
#define EXEC_ONE_BOX 2
#define EXEC_VARIANTS 4
/* Kernels whose work-group size limit is remembered. */
#define EXEC_WG_CACHE 64
/* A run retires the finished commands every this many tiles. */
#define EXEC_RETIRE_EVERY 64

/* A kernel built with the box of every bound reference as a constant
 * (BBMM_BOUND): "key" holds, per array and initial box number, the box
 * plus one ('0': searched); "k" its kernel per device. */
typedef struct exec_bound {
    char *key;
    int variant;
    int seen;     /* launches with this binding so far */
    cl_kernel *k; /* NULL until built */
    struct exec_bound *next;
} exec_bound;

/* Bound kernels one nest keeps at most (further bindings use the run-time
 * binding table), and the launches of a binding before its kernel is
 * built (a build costs what hundreds of launches cost). */
#define EXEC_MAX_BOUND 16
#define EXEC_BOUND_AFTER 3

typedef struct exec_kernel {
    const char *source_key;
    const char *name_key;
    const char *options_key;
    char *source;
    char *name;
    char *options;
    char *full;   /* prelude + source */
    cl_kernel *k[EXEC_VARIANTS]; /* per variant (EXEC_INDEX32 | EXEC_ONE_BOX), per device;
                                    built on first use */
    /* kernels built for a binding of the references to boxes (exec_bound) */
    struct exec_bound *bound;
    int nbound;
    int binds; /* the source has bound references (BBMM_BREF) */
    /* the grid of the nest's first run without a cover (exec_grid), for
     * runs on "guse" devices */
    int grid, guse;
    int64_t gsize, gorigin, gcells;
    bbmmi_meter meter; /* kernel time of the retired launches (BBMM_SPREAD) */
    struct exec_kernel *next;
} exec_kernel;

typedef struct bbmmi_run {
    const bbmm_nest *nest;
    exec_kernel *kernel;
    /* this run's tile grid along the outermost band dimension: cells of
     * "gsize" from "gorigin", "gcells" of them over the frame (exec_grid) */
    int64_t gsize, gorigin, gcells;
    bbmm_box *tiles;
    bbmm_box *cells; /* each tile's cell: see exec_tiles() */
    int64_t *cell;   /* grid cell of each tile along the outermost dimension */
    size_t ntiles;
    int auto_tile;
    int use;         /* devices the run's tiles go to: 0 .. use - 1 (exec_spread) */
    size_t next;     /* the next tile to hand out */
    uint64_t t0;     /* when the run began (statistics: enqueue time) */
} exec_job;

/* The executor of a context: the tile spec runs reuse, the kernel cache,
 * and the look-ahead window: per unfinished run, a marker event per device
 * ("window", "wcap" runs of ctx->ndev events, "wfirst" the oldest of
 * "wruns"). */
struct bbmmi_exec {
    bbmm_tile_spec spec;
    cl_event *window;
    int wcap;
    int wfirst;
    int wruns;
    exec_kernel *kernels;
    cl_mem *dummy; /* per device: a small buffer for arrays a tile does not touch */
    /* work-group size limits already asked for (kernel, device) */
    struct {
        cl_kernel k;
        int dev;
        size_t wg;
    } wgc[EXEC_WG_CACHE];
};

void bbmmi_charge(bbmm_context *ctx, int dev, uint64_t ns)
{
    pthread_mutex_lock(&ctx->lock);
    if (dev >= 0 && dev < ctx->ndev)
        ctx->dev[dev].stats.manager_ns += ns;
    else
        ctx->manager_ns += ns;
    pthread_mutex_unlock(&ctx->lock);
}

uint64_t bbmmi_clock_ns(void)
{
    return bbmmi_now_ns();
}

/* The binding table of slot "e" into "bind": for each initial box number,
 * the resident box that serves all of that box (the first resident that
 * holds any of it, when it holds all of it: the box the kernel's search
 * would pick for every element), else -1 (the kernel searches); 0 for a
 * number the tile has no box for (its references do not run). */
static void exec_bind(const bbmm_tile_slot *e, cl_int bind[BBMM_KMAX_REFS])
{
    int id, b;
    for (id = 0; id < BBMM_KMAX_REFS; id++) {
        const bbmm_box *x;
        bind[id] = 0;
        if (e->byid[id] < 0 || (size_t)e->byid[id] >= e->init.n)
            continue;
        x = &e->init.v[e->byid[id]];
        for (b = 0; b < e->nres && !bbmm_bb_overlaps(&e->res[b].bounds, x); b++)
            ;
        bind[id] = b < e->nres && bbmm_bb_is_subset(x, &e->res[b].bounds) ? b : -1;
    }
}

/* Set the kernel arguments of slot "e" starting at "*idx". */
static bbmm_status exec_slot_args(bbmm_context *ctx, int dev, cl_kernel k, const bbmm_tile_slot *e, int ndim,
                                  cl_uint *idx)
{
    int64_t tab[1 + 2 * BBMM_KMAX_BOXES * BBMM_KMAX_ARRAY_DIMS];
    cl_int bind[BBMM_KMAX_REFS];
    cl_mem mem[BBMM_KMAX_BOXES];
    cl_int err = CL_SUCCESS;
    int b, d;
    memset(tab, 0, sizeof(tab));
    tab[0] = e->nres;
    for (b = 0; b < BBMM_KMAX_BOXES; b++) {
        const bbmm_placement *p = &e->res[b < e->nres ? b : 0];
        mem[b] = e->nres ? (cl_mem)p->mem : ctx->exec->dummy[dev];
        for (d = 0; d < ndim && b < e->nres; d++) {
            tab[1 + b * ndim + d] = p->bounds.lo[d];
            tab[1 + BBMM_KMAX_BOXES * ndim + b * ndim + d] = p->bounds.hi[d];
        }
    }
    exec_bind(e, bind);
    for (b = 0; b < BBMM_KMAX_BOXES && err == CL_SUCCESS; b++)
        err = clSetKernelArg(k, (*idx)++, sizeof(cl_mem), &mem[b]);
    if (err == CL_SUCCESS)
        err = clSetKernelArg(k, (*idx)++, (size_t)(1 + 2 * BBMM_KMAX_BOXES * ndim) * sizeof(int64_t), tab);
    if (err == CL_SUCCESS)
        err = clSetKernelArg(k, (*idx)++, sizeof(bind), bind);
    if (err == CL_SUCCESS)
        return BBMM_OK;
    pthread_mutex_lock(&ctx->lock);
    bbmmi_cl_check(ctx, err, "clSetKernelArg", dev);
    pthread_mutex_unlock(&ctx->lock);
    return BBMM_ERR_OPENCL;
}

/* Build variant "v" of kernel "k" (of "nest") for every device unless it
 * is built; lock held. */
static bbmm_status exec_variant_build(bbmm_context *ctx, const bbmm_nest *nest, exec_kernel *k, int v)
{
    char opts[1024];
    cl_program prog;
    cl_int err = CL_SUCCESS;
    bbmm_status st;
    int d;
    if (k->k[v])
        return BBMM_OK;
    if ((size_t)snprintf(opts, sizeof(opts), "%s%s%s", k->options ? k->options : "",
                         v & EXEC_INDEX32 ? " -DBBMM_INDEX32" : "", v & EXEC_ONE_BOX ? " -DBBMM_ONE_BOX" : "") >=
        sizeof(opts))
        return bbmmi_error(ctx, BBMM_ERR_INVALID, "nest %s: build options too long", nest->name ? nest->name : "?");
    st = bbmmi_program_get(ctx, k->full, opts, &prog);
    if (st == BBMM_OK && !(k->k[v] = (cl_kernel *)calloc((size_t)ctx->ndev, sizeof(cl_kernel))))
        st = bbmmi_error(ctx, BBMM_ERR_NOMEM, "bbmm_run: out of host memory");
    for (d = 0; d < ctx->ndev && st == BBMM_OK; d++) {
        k->k[v][d] = clCreateKernel(prog, k->name, &err);
        st = bbmmi_cl_check(ctx, err, "clCreateKernel", d);
    }
    if (st == BBMM_OK)
        return BBMM_OK;
    if (st == BBMM_ERR_OPENCL)
        exec_add_context(ctx, st, nest);
    for (d = 0; k->k[v] && d < ctx->ndev; d++)
        if (k->k[v][d])
            clReleaseKernel(k->k[v][d]);
    free(k->k[v]);
    k->k[v] = NULL;
    return st;
}

/* The binding key of "spec" (exec_bound) into a new string; NULL when out
 * of memory. */
static char *exec_bound_key(const bbmm_tile_spec *spec)
{
    char *key = (char *)malloc((size_t)spec->nslots * BBMM_KMAX_REFS + 1);
    cl_int bind[BBMM_KMAX_REFS];
    int i, id;
    if (!key)
        return NULL;
    for (i = 0; i < spec->nslots; i++) {
        exec_bind(&spec->slot[i], bind);
        for (id = 0; id < BBMM_KMAX_REFS; id++)
            key[i * BBMM_KMAX_REFS + id] = (char)('1' + bind[id]);
    }
    key[spec->nslots * BBMM_KMAX_REFS] = '\0';
    return key;
}

/* Build kernel "x" of "k" (variant x->variant, binding x->key) for every
 * device; lock held. */
static bbmm_status exec_bound_build(bbmm_context *ctx, const bbmm_nest *nest, exec_kernel *k, exec_bound *x)
{
    size_t n = strlen(x->key), len = (k->options ? strlen(k->options) : 0) + 64 + n * 24, at;
    char *opts = (char *)malloc(len);
    cl_program prog;
    cl_int err = CL_SUCCESS;
    bbmm_status st;
    size_t i;
    int d;
    if (!opts || !(x->k = (cl_kernel *)calloc((size_t)ctx->ndev, sizeof(cl_kernel)))) {
        free(opts);
        return bbmmi_error(ctx, BBMM_ERR_NOMEM, "bbmm_run: out of host memory");
    }
    at = (size_t)snprintf(opts, len, "%s%s -DBBMM_BOUND", k->options ? k->options : "",
                          x->variant & EXEC_INDEX32 ? " -DBBMM_INDEX32" : "");
    for (i = 0; i < n && at < len; i++)
        at += (size_t)snprintf(opts + at, len - at, " -DBBMM_B_%zu_%zu=%d", i / BBMM_KMAX_REFS,
                               i % BBMM_KMAX_REFS, x->key[i] - '1');
    st = bbmmi_program_get(ctx, k->full, opts, &prog);
    free(opts);
    for (d = 0; d < ctx->ndev && st == BBMM_OK; d++) {
        x->k[d] = clCreateKernel(prog, k->name, &err);
        st = bbmmi_cl_check(ctx, err, "clCreateKernel", d);
    }
    if (st == BBMM_ERR_OPENCL)
        exec_add_context(ctx, st, nest);
    return st;
}

/* The kernel of "k" for device "dev" built for the binding of "spec" in
 * variant "v" into "*out": built at the binding's EXEC_BOUND_AFTER-th
 * launch, for EXEC_MAX_BOUND bindings of a nest at most; "*out" stays as
 * it is (the run-time binding table) otherwise.  Lock held. */
static bbmm_status exec_bound_get(bbmm_context *ctx, const bbmm_nest *nest, exec_kernel *k, int v,
                                  const bbmm_tile_spec *spec, int dev, cl_kernel *out)
{
    char *key = exec_bound_key(spec);
    exec_bound *x;
    bbmm_status st;
    if (!key)
        return bbmmi_error(ctx, BBMM_ERR_NOMEM, "bbmm_run: out of host memory");
    for (x = k->bound; x && (x->variant != v || strcmp(x->key, key)); x = x->next)
        ;
    if (!x && k->nbound < EXEC_MAX_BOUND && (x = (exec_bound *)calloc(1, sizeof(*x)))) {
        x->key = key;
        key = NULL;
        x->variant = v;
        x->next = k->bound;
        k->bound = x;
        k->nbound++;
    }
    free(key);
    if (!x || (!x->k && ++x->seen < EXEC_BOUND_AFTER))
        return BBMM_OK;
    if (!x->k && (st = exec_bound_build(ctx, nest, k, x)) != BBMM_OK) {
        int d;
        for (d = 0; x->k && d < ctx->ndev; d++)
            if (x->k[d])
                clReleaseKernel(x->k[d]);
        free(x->k);
        x->k = NULL;
        x->seen = INT_MIN; /* never again: the run-time table serves */
        return st;
    }
    *out = x->k[dev];
    return BBMM_OK;
}

/* The variant a launch of "spec" can use: 32-bit offsets when every box
 * holds fewer than 2^31 elements, no box search when every array is in at
 * most one box. */
static int exec_variant_of(const bbmm_nest *nest, const bbmm_tile_spec *spec)
{
    int v = EXEC_INDEX32 | EXEC_ONE_BOX, i, b;
    uint64_t vol;
    for (i = 0; i < nest->narrays; i++) {
        const bbmm_tile_slot *e = &spec->slot[i];
        if (e->nres > 1)
            v &= ~EXEC_ONE_BOX;
        for (b = 0; b < e->nres; b++)
            if (bbmm_bb_volume(&e->res[b].bounds, &vol) != BBMM_OK || vol >= ((uint64_t)1 << 31))
                v &= ~EXEC_INDEX32;
    }
    return v;
}

/* Fix the work-group size of a launch: always the same for a number of
 * dimensions (64 work-items in 1-D, 32 x 8 in 2-D, 32 x 4 x 2 in 3-D, the
 * innermost first; halved while the kernel allows fewer), with "global"
 * rounded up to multiples (the kernel's BBMM_IN_TILE guard drops the extra
 * items).  Rows of 32 keep accesses along the innermost dimension
 * coalesced; several rows per group share the rows a stencil reads.  A
 * fixed size keeps implementations that specialise kernels per work-group
 * size (PoCL) from compiling a new variant for every tile shape. */
static void exec_round_up(int nd, size_t *global, size_t *local, size_t wg)
{
    static const size_t shape[3][3] = {{64, 1, 1}, {32, 8, 1}, {32, 4, 2}};
    size_t n = 1;
    int d;
    for (d = 0; d < nd; d++)
        n *= local[d] = shape[nd - 1][d];
    while (n > wg && n > 1) { /* halve the outermost dimension that can */
        for (d = nd - 1; d > 0 && local[d] == 1; d--)
            ;
        local[d] /= 2;
        n /= 2;
    }
    for (d = 0; d < nd; d++)
        global[d] = (global[d] + local[d] - 1) / local[d] * local[d];
}

/* The work-group size limit of kernel "k" on "dev" into "*wg" (asked of
 * OpenCL once per kernel and device; the run's thread only). */
static cl_int exec_wg_size(bbmm_context *ctx, cl_kernel k, int dev, size_t *wg)
{
    struct bbmmi_exec *ex = ctx->exec;
    unsigned h = (unsigned)(((uintptr_t)k >> 4) * 31u + (unsigned)dev) % EXEC_WG_CACHE;
    cl_int err;
    if (ex->wgc[h].k == k && ex->wgc[h].dev == dev) {
        *wg = ex->wgc[h].wg;
        return CL_SUCCESS;
    }
    err = clGetKernelWorkGroupInfo(k, ctx->dev[dev].id, CL_KERNEL_WORK_GROUP_SIZE, sizeof(*wg), wg, NULL);
    if (err == CL_SUCCESS) {
        ex->wgc[h].k = k;
        ex->wgc[h].dev = dev;
        ex->wgc[h].wg = *wg;
    }
    return err;
}

/* Enqueue the nest's kernel for "tile" on "dev" (not waited for: its
 * device time reaches the statistics when it is retired). */
static bbmm_status exec_launch(bbmm_context *ctx, int dev, const exec_job *job, const bbmm_tile_spec *spec,
                               const bbmm_box *tile)
{
    const bbmm_nest *nest = job->nest;
    int v = exec_variant_of(nest, spec);
    cl_kernel k;
    int64_t t[1 + 2 * BBMM_KMAX_TILE_DIMS];
    size_t global[BBMM_KMAX_TILE_DIMS], local[BBMM_KMAX_TILE_DIMS], wg = 0;
    cl_event ev = NULL;
    cl_uint idx = 0;
    cl_int err = CL_SUCCESS;
    const char *call = "clSetKernelArg";
    bbmm_status st = BBMM_OK;
    int i, nd = tile->ndim;
    pthread_mutex_lock(&ctx->lock);
    st = exec_variant_build(ctx, nest, job->kernel, v);
    k = st == BBMM_OK ? job->kernel->k[v][dev] : NULL;
    if (st == BBMM_OK && !(v & EXEC_ONE_BOX) && job->kernel->binds)
        st = exec_bound_get(ctx, nest, job->kernel, v, spec, dev, &k);
    pthread_mutex_unlock(&ctx->lock);
    if (st != BBMM_OK)
        return st;
    for (i = 0; i < nest->narrays && st == BBMM_OK; i++) {
        bbmm_box whole;
        st = bbmm_array_box(ctx, nest->arrays[i], &whole);
        if (st == BBMM_OK)
            st = exec_slot_args(ctx, dev, k, &spec->slot[i], whole.ndim, &idx);
    }
    if (st != BBMM_OK)
        return st;
    memset(t, 0, sizeof(t));
    t[0] = nd;
    for (i = 0; i < nd; i++) {
        t[1 + i] = tile->lo[i];
        t[1 + BBMM_KMAX_TILE_DIMS + i] = tile->hi[i];
        global[nd - 1 - i] = (size_t)(tile->hi[i] - tile->lo[i] + 1);
        local[nd - 1 - i] = 1;
    }
    err = clSetKernelArg(k, idx++, sizeof(t), t);
    for (i = 0; i < nest->nscalars && err == CL_SUCCESS; i++)
        err = clSetKernelArg(k, idx++, nest->scalars[i].size, nest->scalars[i].value);
    if (err == CL_SUCCESS) {
        call = "clGetKernelWorkGroupInfo";
        err = exec_wg_size(ctx, k, dev, &wg);
    }
    if (err == CL_SUCCESS)
        exec_round_up(nd, global, local, wg);
    if (err == CL_SUCCESS) {
        call = "clEnqueueNDRangeKernel";
        err = clEnqueueNDRangeKernel(ctx->dev[dev].queue, k, (cl_uint)nd, NULL, global, local, 0, NULL, &ev);
    }
    if (err == CL_SUCCESS) {
        uint64_t items = 0;
        bbmm_bb_volume(tile, &items);
        bbmmi_cmd_add_kernel(ctx, dev, ev, "clEnqueueNDRangeKernel", &job->kernel->meter, items);
    }
    pthread_mutex_lock(&ctx->lock);
    if (err != CL_SUCCESS) {
        st = bbmmi_cl_check(ctx, err, call, dev);
        exec_add_context(ctx, st, nest);
    } else {
        ctx->dev[dev].stats.kernels++;
    }
    pthread_mutex_unlock(&ctx->lock);
    return st;
}

/* The device of tile "t" under block distribution: its grid cell's share
 * of the run's cells, floor(cell * "ndev" / cells), so a tile keeps its
 * device while the space changes (the product is taken "ndev" steps at a
 * time when it would overflow). */
static int exec_block_owner(const exec_job *job, size_t t, int ndev)
{
    int64_t c = job->cell[t], cells = job->gcells, prod;
    uint64_t r = 0;
    int d = 0, k;
    if (c <= 0)
        return 0;
    if (c >= cells)
        return ndev - 1;
    if (!__builtin_mul_overflow(c, (int64_t)ndev, &prod))
        return (int)(prod / cells);
    for (k = 0; k < ndev; k++) {
        r += (uint64_t)c;
        if (r >= (uint64_t)cells) {
            r -= (uint64_t)cells;
            d++;
        }
    }
    return d;
}

/* The device with the fewest kernels enqueued and not finished among the
 * first "ndev" (dynamic distribution: the least busy device takes the
 * next tile). */
static int exec_least_busy(bbmm_context *ctx, int ndev)
{
    int d, best = 0;
    bbmmi_retire(ctx, 0);
    pthread_mutex_lock(&ctx->claim_mu);
    for (d = 1; d < ndev; d++)
        if (ctx->dev[d].queued < ctx->dev[best].queued)
            best = d;
    pthread_mutex_unlock(&ctx->claim_mu);
    return best;
}

/* The device of tile "t" of "job" under the distribution setting. */
static int exec_device_of(bbmm_context *ctx, const exec_job *job, size_t t)
{
    switch (ctx->settings.dist) {
    case BBMM_DIST_DYNAMIC:
        return exec_least_busy(ctx, job->use);
    case BBMM_DIST_CYCLIC:
        return (int)(t % (size_t)job->use);
    default:
        return exec_block_owner(job, t, job->use);
    }
}

int bbmmi_tiles_take(bbmm_tiles *tl, bbmm_box *box, bbmm_box *cell, int *dev)
{
    exec_job *job = tl->run;
    size_t t;
    if (!job || job->next >= job->ntiles)
        return 0;
    if (bbmmi_stopping()) {
        tl->st = bbmmi_error(tl->ctx, BBMM_ERR_STOPPED, "nest %s: another thread had an error",
                             tl->nest->name ? tl->nest->name : "?");
        return 0;
    }
    t = job->next++;
    if (t % EXEC_RETIRE_EVERY == EXEC_RETIRE_EVERY - 1)
        bbmmi_retire(tl->ctx, 0);
    *box = job->tiles[t];
    *cell = job->cells[t];
    *dev = exec_device_of(tl->ctx, job, t);
    return 1;
}

bbmm_status bbmm_tile_launch(bbmm_tiles *tl, bbmm_tile *t)
{
    if (!tl || !t)
        return BBMM_ERR_INVALID;
    if (tl->st != BBMM_OK || t->cut)
        return tl->st;
    return bbmmi_tiles_fail(tl, exec_launch(tl->ctx, t->dev, tl->run, t->spec, &t->box));
}

/* Close the window entry of the run just enqueued (a marker per device),
 * then, while more than the look-ahead setting of runs are unfinished,
 * wait for the oldest.  Lock not held. */
static bbmm_status exec_window(bbmm_context *ctx)
{
    struct bbmmi_exec *ex = ctx->exec;
    int n = ctx->ndev, d, slot;
    uint64_t t0;
    cl_int err = CL_SUCCESS;
    cl_event *m;
    bbmm_status st = BBMM_OK;
    if (ex->wruns == ex->wcap) {
        t0 = bbmmi_now_ns();
        m = &ex->window[(size_t)ex->wfirst * (size_t)n];
        clWaitForEvents((cl_uint)n, m);
        for (d = 0; d < n; d++)
            clReleaseEvent(m[d]);
        ex->wfirst = (ex->wfirst + 1) % ex->wcap;
        ex->wruns--;
        t0 = bbmmi_now_ns() - t0;
        pthread_mutex_lock(&ctx->lock);
        for (d = 0; d < n; d++)
            ctx->dev[d].stats.wait_ns += t0;
        pthread_mutex_unlock(&ctx->lock);
    }
    slot = (ex->wfirst + ex->wruns) % ex->wcap;
    m = &ex->window[(size_t)slot * (size_t)n];
    for (d = 0; d < n && err == CL_SUCCESS; d++)
        err = clEnqueueMarkerWithWaitList(ctx->dev[d].queue, 0, NULL, &m[d]);
    if (err != CL_SUCCESS) {
        while (--d >= 0)
            if (d < n && m[d])
                clReleaseEvent(m[d]);
        pthread_mutex_lock(&ctx->lock);
        st = bbmmi_cl_check(ctx, err, "clEnqueueMarkerWithWaitList", -1);
        pthread_mutex_unlock(&ctx->lock);
        return st;
    }
    ex->wruns++;
    while (ex->wruns > 1) {
        m = &ex->window[(size_t)ex->wfirst * (size_t)n];
        for (d = 0; d < n && bbmmi_event_ended(m[d]); d++)
            ;
        if (d < n)
            break;
        for (d = 0; d < n; d++)
            clReleaseEvent(m[d]);
        ex->wfirst = (ex->wfirst + 1) % ex->wcap;
        ex->wruns--;
    }
    pthread_mutex_lock(&ctx->lock);
    ctx->runs++;
    if ((uint64_t)ex->wruns > ctx->lookahead_max)
        ctx->lookahead_max = (uint64_t)ex->wruns;
    pthread_mutex_unlock(&ctx->lock);
    bbmmi_retire(ctx, 0);
    return BBMM_OK;
}

/* Release the markers of the window (after the queues are finished). */
static void exec_window_free(bbmm_context *ctx, struct bbmmi_exec *ex)
{
    int d;
    for (; ex->wruns > 0; ex->wruns--) {
        for (d = 0; d < ctx->ndev; d++)
            clReleaseEvent(ex->window[(size_t)ex->wfirst * (size_t)ctx->ndev + (size_t)d]);
        ex->wfirst = (ex->wfirst + 1) % ex->wcap;
    }
    free(ex->window);
    ex->window = NULL;
}

/* Release kernel cache entry "k". */
static void exec_kernel_free(bbmm_context *ctx, exec_kernel *k)
{
    int d, v;
    while (k->bound) {
        exec_bound *x = k->bound;
        k->bound = x->next;
        for (d = 0; x->k && d < ctx->ndev; d++)
            if (x->k[d])
                clReleaseKernel(x->k[d]);
        free(x->k);
        free(x->key);
        free(x);
    }
    for (v = 0; v < EXEC_VARIANTS; v++) {
        for (d = 0; k->k[v] && d < ctx->ndev; d++)
            if (k->k[v][d])
                clReleaseKernel(k->k[v][d]);
        free(k->k[v]);
    }
    free(k->full);
    free(k->source);
    free(k->name);
    free(k->options);
    free(k);
}

void bbmmi_exec_shutdown(bbmm_context *ctx)
{
    struct bbmmi_exec *ex = ctx->exec;
    int i;
    if (!ex)
        return;
    for (i = 0; i < ctx->ndev; i++)
        clFinish(ctx->dev[i].queue);
    exec_window_free(ctx, ex);
    bbmmi_spec_free(&ex->spec);
    while (ex->kernels) {
        exec_kernel *k = ex->kernels;
        ex->kernels = k->next;
        exec_kernel_free(ctx, k);
    }
    for (i = 0; ex->dummy && i < ctx->ndev; i++)
        if (ex->dummy[i])
            bbmmi_buffer_release(ex->dummy[i]);
    free(ex->dummy);
    free(ex);
    ctx->exec = NULL;
}

/* Create the executor of "ctx": the look-ahead window and a small buffer
 * per device for arrays a tile does not touch. */
static bbmm_status exec_start(bbmm_context *ctx)
{
    struct bbmmi_exec *ex;
    int i;
    if (ctx->exec)
        return BBMM_OK;
    ex = (struct bbmmi_exec *)calloc(1, sizeof(*ex));
    if (ex)
        ex->wcap = ctx->settings.lookahead > 0 ? ctx->settings.lookahead : 1;
    if (!ex || !(ex->dummy = (cl_mem *)calloc((size_t)ctx->ndev, sizeof(cl_mem))) ||
        !(ex->window = (cl_event *)calloc((size_t)ex->wcap * (size_t)ctx->ndev, sizeof(cl_event)))) {
        if (ex)
            free(ex->dummy);
        free(ex);
        return bbmmi_error(ctx, BBMM_ERR_NOMEM, "bbmm_run: out of host memory");
    }
    ctx->exec = ex;
    for (i = 0; i < ctx->ndev; i++) {
        bbmm_status st = bbmmi_buffer_create(ctx, i, 64, &ex->dummy[i]);
        if (st != BBMM_OK) {
            bbmmi_exec_shutdown(ctx);
            return st;
        }
    }
    return BBMM_OK;
}

/* Copy string "s" (NULL stays NULL); 0 when out of memory. */
static int exec_strdup(const char *s, char **out)
{
    size_t n;
    *out = NULL;
    if (!s)
        return 1;
    n = strlen(s) + 1;
    *out = (char *)malloc(n);
    if (*out)
        memcpy(*out, s, n);
    return *out != NULL;
}

/* Return nonzero when strings "a" and "b" are equal (both may be NULL). */
static int exec_same(const char *a, const char *b)
{
    return a == b || (a && b && !strcmp(a, b));
}

/* Find or build the per-device kernels of "nest" (ctx->lock held). */
static bbmm_status exec_kernel_get(bbmm_context *ctx, const bbmm_nest *nest, exec_kernel **out)
{
    struct bbmmi_exec *ex = ctx->exec;
    exec_kernel *k;
    size_t np = strlen(bbmm_kernel_prelude), ns;
    bbmm_status st;
    for (k = ex->kernels; k; k = k->next)
        if ((k->source_key == nest->source || !strcmp(k->source, nest->source)) &&
            exec_same(k->name, nest->kernel) && exec_same(k->options, nest->build_options)) {
            *out = k;
            return BBMM_OK;
        }
    ns = strlen(nest->source);
    k = (exec_kernel *)calloc(1, sizeof(*k));
    if (!k || !(k->full = (char *)malloc(np + ns + 1)) || !exec_strdup(nest->source, &k->source) ||
        !exec_strdup(nest->kernel, &k->name) || !exec_strdup(nest->build_options, &k->options)) {
        if (k)
            exec_kernel_free(ctx, k);
        return bbmmi_error(ctx, BBMM_ERR_NOMEM, "bbmm_run: out of host memory");
    }
    memcpy(k->full, bbmm_kernel_prelude, np);
    memcpy(k->full + np, nest->source, ns + 1);
    /* the general variant now, so that a kernel that does not build fails
     * bbmm_run before any tile starts */
    st = exec_variant_build(ctx, nest, k, 0);
    if (st != BBMM_OK) {
        exec_kernel_free(ctx, k);
        return st;
    }
    k->source_key = nest->source;
    k->binds = strstr(nest->source, "BBMM_BREF") != NULL;
    k->next = ex->kernels;
    ex->kernels = k;
    *out = k;
    return BBMM_OK;
}

/* Check that dimension "d" of "b" (part "what" of nest "name") has a
 * number of points that fits int64_t: all grid arithmetic stays in range. */
static bbmm_status exec_check_extent(bbmm_context *ctx, const char *name, const char *what, const bbmm_box *b,
                                     int d)
{
    int64_t diff;
    if (b->lo[d] > b->hi[d] || (!__builtin_sub_overflow(b->hi[d], b->lo[d], &diff) && diff < INT64_MAX))
        return BBMM_OK;
    return bbmmi_error(ctx, BBMM_ERR_OVERFLOW,
                       "nest %s: dimension %d of the %s [%lld .. %lld] has more than 2^63 - 1 points", name, d, what,
                       (long long)b->lo[d], (long long)b->hi[d]);
}

/* Check "nest" and record a message for what is wrong. */
static bbmm_status exec_check(bbmm_context *ctx, const bbmm_nest *nest)
{
    const char *name = nest->name ? nest->name : "?";
    bbmm_status st;
    bbmm_box whole;
    int i, d;
    if (!nest->source || !nest->kernel || !nest->boxes)
        return bbmmi_error(ctx, BBMM_ERR_INVALID, "nest %s: needs a kernel source, a kernel name and boxes()", name);
    if (nest->space.ndim < 1 || nest->space.ndim > BBMM_KMAX_TILE_DIMS)
        return bbmmi_error(ctx, BBMM_ERR_INVALID, "nest %s: the parallel space must be a box of 1..%d dims",
                           name, BBMM_KMAX_TILE_DIMS);
    if (nest->narrays < 0 || (nest->narrays && !nest->arrays) || nest->nscalars < 0 ||
        (nest->nscalars && !nest->scalars))
        return bbmmi_error(ctx, BBMM_ERR_INVALID, "nest %s: bad array or scalar list", name);
    for (d = 0; d < nest->space.ndim; d++)
        if (nest->tile[d] < 0)
            return bbmmi_error(ctx, BBMM_ERR_INVALID, "nest %s: negative tile size", name);
    if (nest->cover.ndim && !bbmm_bb_is_empty(&nest->space) &&
        (nest->cover.ndim != nest->space.ndim || !bbmm_bb_is_subset(&nest->space, &nest->cover)))
        return bbmmi_error(ctx, BBMM_ERR_INVALID, "nest %s: the space is not inside the cover", name);
    for (d = 0; d < nest->space.ndim; d++) {
        if ((st = exec_check_extent(ctx, name, "parallel space", &nest->space, d)) != BBMM_OK)
            return st;
        if (nest->cover.ndim == nest->space.ndim &&
            (st = exec_check_extent(ctx, name, "cover", &nest->cover, d)) != BBMM_OK)
            return st;
    }
    for (i = 0; i < nest->narrays; i++) {
        if ((st = bbmmi_array_usable(ctx, nest->arrays[i], &whole)) != BBMM_OK)
            return st;
        if (whole.ndim > BBMM_KMAX_ARRAY_DIMS)
            return bbmmi_error(ctx, BBMM_ERR_INVALID, "nest %s: array %d has %d dims; kernels take at most %d",
                               name, i, whole.ndim, BBMM_KMAX_ARRAY_DIMS);
    }
    return BBMM_OK;
}

/* floor("a" / "b") for "b" > 0, for every "a". */
static int64_t exec_floordiv(int64_t a, int64_t b)
{
    int64_t q = a / b;
    return a % b && a < 0 ? q - 1 : q;
}

/* The box the tile grid is laid over: the nest's cover when it has one,
 * else its space. */
static const bbmm_box *exec_frame(const bbmm_nest *nest)
{
    return nest->cover.ndim ? &nest->cover : &nest->space;
}

/* Lay this run's grid along dimension 0 into "job": the tile size of
 * "nest" (or, automatic, the frame cut into one cell per device, four with
 * dynamic distribution), anchored at the frame's lower bound.  With a cover
 * this is the same on every run that has the same cover; without one, the
 * grid of the nest's first run on this context (kept in kernel "k"), so
 * tile boundaries (and so resident boxes) stay put while the space of a
 * nest changes from one serial iteration to the next.  Each run works on
 * its own copy: runs of one nest with other covers (other sizes, other
 * threads) never move the grid under another run's tiles.  Lock held;
 * exec_check() bounded the frame's extent. */
static void exec_grid(bbmm_context *ctx, const bbmm_nest *nest, exec_kernel *k, exec_job *job)
{
    const bbmm_box *fr = exec_frame(nest);
    uint64_t ext = (uint64_t)fr->hi[0] - (uint64_t)fr->lo[0] + 1, size;
    uint64_t parts = (uint64_t)job->use * (ctx->settings.dist == BBMM_DIST_DYNAMIC ? 4u : 1u);
    if (k->grid && k->guse == job->use && !nest->cover.ndim) {
        job->gsize = k->gsize;
        job->gorigin = k->gorigin;
        job->gcells = k->gcells;
        return;
    }
    size = nest->tile[0] ? (uint64_t)nest->tile[0] : ext / parts + (ext % parts != 0);
    job->gsize = (int64_t)size;
    job->gorigin = fr->lo[0];
    job->gcells = (int64_t)(ext / size + (ext % size != 0));
    if (!nest->cover.ndim) {
        k->gsize = job->gsize;
        k->gorigin = job->gorigin;
        k->gcells = job->gcells;
        k->guse = job->use;
        k->grid = 1;
    }
}

/* The number of devices a run of "nest" uses (BBMM_SPREAD, lock held):
 * every device, or under "auto" only the first when the run has fewer
 * work-items than the smallest GPU keeps in flight (a second device would
 * run its half no sooner), or when the nest's kernels measured so far
 * took, per work-item, so little that this run's kernel time in all
 * stays below the limit (its flows between devices would cost more than
 * the second device saves). */
static int exec_spread(bbmm_context *ctx, const bbmm_nest *nest, const exec_kernel *k)
{
    const bbmmi_settings *s = &ctx->settings;
    const bbmmi_meter *m = &k->meter;
    uint64_t items, lhs, rhs;
    if (ctx->ndev == 1 || s->spread != BBMM_SPREAD_AUTO || bbmm_bb_volume(&nest->space, &items) != BBMM_OK)
        return ctx->ndev;
    if (items < s->spread_items)
        return 1;
    /* the estimate items * ns / measured items is below the limit iff
     * items * ns < limit * measured items (products checked) */
    if (s->spread_ns && m->items && !bbmm_mul_overflow_u64(items, m->ns, &lhs) &&
        (bbmm_mul_overflow_u64(s->spread_ns, m->items, &rhs) || lhs < rhs))
        return 1;
    return ctx->ndev;
}

/* The first and the number of grid cells of size "size" from "origin" that
 * meet [lo .. hi] into "*first" and "*count"; nonzero when the arithmetic
 * overflows. */
static int exec_cells(int64_t lo, int64_t hi, int64_t origin, int64_t size, int64_t *first, int64_t *count)
{
    int64_t a, b, last;
    if (__builtin_sub_overflow(lo, origin, &a) || __builtin_sub_overflow(hi, origin, &b))
        return 1;
    *first = exec_floordiv(a, size);
    last = exec_floordiv(b, size);
    return __builtin_sub_overflow(last, *first, count) || __builtin_add_overflow(*count, 1, count);
}

/* The bounds of cell "c" (of size "size" from "origin") into "*lo" and
 * "*hi", clamped to the range of int64_t. */
static void exec_cell_bounds(int64_t c, int64_t origin, int64_t size, int64_t *lo, int64_t *hi)
{
    int64_t off;
    if (__builtin_mul_overflow(c, size, &off) || __builtin_add_overflow(origin, off, lo))
        *lo = c < 0 ? INT64_MIN : INT64_MAX;
    if (__builtin_add_overflow(*lo, size - 1, hi))
        *hi = INT64_MAX;
}

/* Cut the nest's space into tiles (lexicographic order) into "job": along
 * dimension 0 the cells of this run's grid, inside it the tile sizes of
 * "nest" (anchored at the frame's lower bound; automatic: the whole extent
 * of the space).  Each tile's cell (job->cells) is the tile before clipping
 * to the space, with the frame's extent in automatic dimensions.  Lock
 * held. */
static bbmm_status exec_tiles(bbmm_context *ctx, const bbmm_nest *nest, exec_job *job)
{
    const bbmm_box *sp = &nest->space, *fr = exec_frame(nest);
    const char *name = nest->name ? nest->name : "?";
    int64_t size[BBMM_KMAX_TILE_DIMS], count[BBMM_KMAX_TILE_DIMS], idx[BBMM_KMAX_TILE_DIMS];
    int64_t origin[BBMM_KMAX_TILE_DIMS], first[BBMM_KMAX_TILE_DIMS];
    uint64_t total = 1;
    int nd = sp->ndim, d;
    size_t t;
    job->use = exec_spread(ctx, nest, job->kernel);
    if (job->use < ctx->ndev)
        ctx->runs_narrowed++;
    exec_grid(ctx, nest, job->kernel, job);
    job->auto_tile = 0;
    for (d = 0; d < nd; d++) {
        job->auto_tile |= !nest->tile[d];
        if (!d) {
            size[d] = job->gsize;
            origin[d] = job->gorigin;
        } else if (nest->tile[d]) {
            size[d] = nest->tile[d];
            origin[d] = fr->lo[d];
        } else {
            size[d] = sp->hi[d] - sp->lo[d] + 1;
            origin[d] = sp->lo[d];
        }
        if (exec_cells(sp->lo[d], sp->hi[d], origin[d], size[d], &first[d], &count[d]))
            return bbmmi_error(ctx, BBMM_ERR_OVERFLOW,
                               "nest %s: tile arithmetic of dimension %d overflows (space [%lld .. %lld], "
                               "grid from %lld)", name, d, (long long)sp->lo[d], (long long)sp->hi[d],
                               (long long)origin[d]);
        if (bbmm_mul_overflow_u64(total, (uint64_t)count[d], &total) || total > ((uint64_t)1 << 26))
            return bbmmi_error(ctx, BBMM_ERR_INVALID, "nest %s: more than 2^26 tiles; use larger tiles", name);
        idx[d] = 0;
    }
    job->tiles = (bbmm_box *)malloc((size_t)total * sizeof(bbmm_box));
    job->cells = (bbmm_box *)malloc((size_t)total * sizeof(bbmm_box));
    job->cell = (int64_t *)malloc((size_t)total * sizeof(int64_t));
    if (!job->tiles || !job->cells || !job->cell)
        return bbmmi_error(ctx, BBMM_ERR_NOMEM, "bbmm_run: out of host memory for %llu tiles",
                           (unsigned long long)total);
    for (t = 0; t < (size_t)total; t++) {
        bbmm_box b = bbmm_bb_empty(nd), c = bbmm_bb_empty(nd);
        for (d = 0; d < nd; d++) {
            exec_cell_bounds(first[d] + idx[d], origin[d], size[d], &c.lo[d], &c.hi[d]);
            b.lo[d] = c.lo[d] > sp->lo[d] ? c.lo[d] : sp->lo[d];
            b.hi[d] = c.hi[d] < sp->hi[d] ? c.hi[d] : sp->hi[d];
            if (d && !nest->tile[d]) {
                c.lo[d] = fr->lo[d];
                c.hi[d] = fr->hi[d];
            }
        }
        job->tiles[t] = b;
        job->cells[t] = c;
        job->cell[t] = first[0] + idx[0];
        for (d = nd - 1; d >= 0 && ++idx[d] == count[d]; d--)
            idx[d] = 0;
    }
    job->ntiles = (size_t)total;
    return BBMM_OK;
}

/* Free the tile lists of "job". */
static void exec_job_free(exec_job *job)
{
    free(job->tiles);
    free(job->cells);
    free(job->cell);
}

/* The run's deferred flow-ins to other devices (bbmm_tile_flowout), in
 * the order the tiles made them. */
static bbmm_status exec_flows(bbmm_tiles *tl)
{
    bbmm_status st = BBMM_OK;
    size_t i;
    for (i = 0; i < tl->flows.n && st == BBMM_OK; i++) {
        int slot = tl->flow_at[i] / 65536, dev = tl->flow_at[i] % 65536;
        st = bbmm_bb_flowin_remote(tl->ctx, tl->nest->arrays[slot], &tl->flows.v[i], dev);
    }
    return st;
}

/* The context on which the calling thread has a run open (between
 * bbmm_tiles_begin and bbmm_tiles_end): a second begin there would wait
 * for itself forever. */
static __thread const bbmm_context *exec_open;

/* The part of bbmm_tiles_begin with the run lock held: checks, kernel,
 * tiles, and the start of the phase; the tile list goes to tl->run. */
static bbmm_status exec_begin(bbmm_context *ctx, const bbmm_nest *nest, bbmm_tiles *tl)
{
    exec_job *job;
    bbmm_status st;
    pthread_mutex_lock(&ctx->lock);
    st = exec_check(ctx, nest);
    if (st != BBMM_OK || bbmm_bb_is_empty(&nest->space)) {
        pthread_mutex_unlock(&ctx->lock);
        return st;
    }
    job = (exec_job *)calloc(1, sizeof(*job));
    if (!job)
        st = bbmmi_error(ctx, BBMM_ERR_NOMEM, "bbmm_run: out of host memory");
    if (st == BBMM_OK) {
        job->nest = nest;
        job->t0 = bbmmi_now_ns();
        st = exec_start(ctx);
    }
    if (st == BBMM_OK)
        st = exec_kernel_get(ctx, nest, &job->kernel);
    if (st == BBMM_OK)
        st = exec_tiles(ctx, nest, job);
    if (st == BBMM_OK) {
        bbmmi_phase_begin(ctx);
        ctx->async = 1;
        ctx->async_thread = pthread_self();
        tl->run = job;
        tl->auto_tile = job->auto_tile;
        tl->tile.spec = &ctx->exec->spec;
    } else if (job) {
        exec_job_free(job);
        free(job);
    }
    pthread_mutex_unlock(&ctx->lock);
    return st;
}

bbmm_status bbmm_tiles_begin(bbmm_context *ctx, const bbmm_nest *nest, bbmm_tiles *tl)
{
    bbmm_status st;
    if (!tl)
        return BBMM_ERR_INVALID;
    memset(tl, 0, sizeof(*tl));
    tl->ctx = ctx;
    tl->nest = nest;
    if (!ctx || !nest)
        return tl->st = BBMM_ERR_INVALID;
    if (exec_open == ctx)
        return tl->st = bbmmi_error(ctx, BBMM_ERR_BUSY,
                                    "nest %s: this thread has a run open on the context (bbmm_tiles_begin "
                                    "without bbmm_tiles_end)", nest->name ? nest->name : "?");
    bbmmi_enter();
    pthread_mutex_lock(&ctx->run_mu);
    exec_open = ctx;
    tl->began = 1;
    if (bbmmi_stopping())
        st = bbmmi_error(ctx, BBMM_ERR_STOPPED, "nest %s: another thread had an error",
                         nest->name ? nest->name : "?");
    else
        st = exec_begin(ctx, nest, tl);
    return tl->st = st;
}

bbmm_status bbmm_tiles_end(bbmm_tiles *tl)
{
    bbmm_context *ctx;
    exec_job *job;
    bbmm_status st, st2;
    char msg[BBMMI_ERRMSG_LEN];
    if (!tl)
        return BBMM_ERR_INVALID;
    if (!tl->began)
        return tl->st;
    ctx = tl->ctx;
    job = tl->run;
    st = tl->st;
    bbmm_box_list_free(&tl->pieces);
    if (job && st == BBMM_OK)
        st = exec_flows(tl);
    bbmm_box_list_free(&tl->flows);
    free(tl->flow_at);
    tl->flow_at = NULL;
    tl->flow_cap = 0;
    if (job) {
        pthread_mutex_lock(&ctx->lock);
        st2 = bbmmi_phase_end(ctx);
        pthread_mutex_unlock(&ctx->lock);
        if (st == BBMM_OK)
            st = st2;
        if (st == BBMM_OK)
            st = bbmm_bb_cleanup(ctx, -1);
        pthread_mutex_lock(&ctx->lock);
        ctx->async = 0;
        ctx->enqueue_ns += bbmmi_now_ns() - job->t0;
        pthread_mutex_unlock(&ctx->lock);
        exec_job_free(job);
        free(job);
        tl->run = NULL;
        if (st != BBMM_OK) {
            bbmmi_error_take(ctx, msg, sizeof(msg));
            bbmmi_drain(ctx);
            st = bbmmi_error_set(ctx, st, msg);
        } else {
            st = exec_window(ctx);
        }
    }
    tl->began = 0;
    tl->st = st;
    exec_open = NULL;
    pthread_mutex_unlock(&ctx->run_mu);
    bbmmi_leave();
    return st;
}
