/* bbmm/start.h - which devices a context starts (BBMM_START), in the
 * method's order around the thin layer's steps.
 *
 * The thin layer (lib/cl.c) finds the platform and the devices the
 * settings select (bbmmi_cl_discover: BBMM_PLATFORM, BBMM_DEVICES),
 * describes those it is given (bbmmi_cl_describe) and opens the first k
 * of them (bbmmi_cl_open).  What lies between those steps is the
 * method's, and so is this file: which of its node's devices a rank takes
 * (BBMM_RANK_DEVICES), how many of them the work estimate pays for
 * (BBMM_START, start_work (BBMM_TUNE)), the settings the devices found
 * resolve (start_work's and BBMM_SPREAD=auto's defaults, the manager's
 * budget of each device), a context made for later that opens OpenCL only
 * at its first start, and the later starts of the default context, whose
 * OpenCL state is made anew for more devices (docs/runtime.md, "Which
 * devices start").  The state is the manager's (bbmm_manager.start);
 * life.h runs a later start when the context is idle
 * (bbmmi_life_start_more).
 *
 * The functions run once per context or per start, so their bodies are
 * compiled once, into libbbmm (BBMM_METHOD_BODIES, lib/method.c).
 *
 * Part of bbmm.h; see its manual.
 */
#ifndef BBMM_MANAGER_H
#error "bbmm/start.h is a part of bbmm.h: include bbmm.h"
#elif !defined(BBMM_START_H)
#define BBMM_START_H

#include <stdlib.h>

BBMM_EXTERN_C_BEGIN

/* ---- thin layer (lib/context.c, lib/cl.c, lib/ranks.c) ------------------ */

/* A context's first start: open the devices of "ctx" for work estimate
 * "work", if any (bbmmi_start_first). */
typedef bbmm_status (*bbmmi_start_fn)(bbmm_context *ctx, double work);
/* bbmm_context_create for work estimate "work" (negative: unknown;
 * BBMM_WORK_LATER: a data scope ahead of its regions): the context made,
 * its settings read and MPI's ranks found; then "start"; then the ranks
 * agree that every rank's context was made (and learn each other's
 * device counts) and BBMM_TRACE's file opens. */
bbmm_status bbmmi_context_make(const bbmm_context_desc *desc, double work, bbmmi_start_fn start, bbmm_context **out,
                               char *err, size_t errlen);
/* Find the platform and the devices the settings of "ctx" select
 * (BBMM_PLATFORM, BBMM_DEVICES), in order; their count into "*n".  Nothing
 * is described or opened yet. */
bbmm_status bbmmi_cl_discover(bbmm_context *ctx, int *n);
/* Describe the "n" devices "which" names among those found (their indices
 * there, in the order wanted; NULL: the first "n"): "ctx" has "n" devices
 * (and the manager a store each: bbmm_device_count() is "n"), none open. */
bbmm_status bbmmi_cl_describe(bbmm_context *ctx, const int *which, int n);
/* Open the first "k" devices described (the others are dropped): one
 * OpenCL context (bbmm_prestart's when it opened exactly these) and a
 * queue each; bbmm_device_count() is "k".  "k" 0 opens nothing. */
bbmm_status bbmmi_cl_open(bbmm_context *ctx, int k);
/* Release every OpenCL object of "ctx" and its devices (after a failed
 * start too; idempotent). */
void bbmmi_cl_shutdown(bbmm_context *ctx);
/* Release the OpenCL state of "ctx" before it is made anew: the
 * executor's kernels, the programs, then bbmmi_cl_shutdown(); the
 * context's settings, statistics and trace stay. */
void bbmmi_context_close(bbmm_context *ctx);
/* Add "ns" to the start-up's time of "ctx" (bbmm_stats.create_ns). */
void bbmmi_context_timed(bbmm_context *ctx, uint64_t ns);
/* Nonzero when "ctx" has MPI ranks (an MPI launcher, or MPI started by
 * the program; BBMM_RANKS=off: none); this rank's number among those of
 * its node and their count into "*local" and "*nlocal" (0 and 1 without). */
int bbmmi_ranks_node(const bbmm_context *ctx, int *local, int *nlocal);

/* ---- the method --------------------------------------------------------- */

#ifdef BBMM_METHOD_BODIES /* compiled once (config.h) */

/* BBMM_START_WORK's default with GPUs: the statement instances whose time
 * on one GPU is about one more GPU's start-up.  The driver takes 120-130
 * ms to open a GPU in clCreateContext, plus its program builds and
 * staging buffers (bench/RESULTS.md, "Start-up, call by call"): 0.15 s;
 * simple statement instances (PolyBench's gemm, heat-2d, floyd) run at
 * 0.8-3e11 a second on one H100: 1e11 is the rate assumed. */
#define BBMMI_START_WORK 15000000000ull
/* Work-items a GPU compute unit keeps in flight (resident threads per
 * multiprocessor on current NVIDIA and AMD GPUs): a run with fewer items
 * than a GPU runs at once finishes no sooner on two. */
#define BBMMI_ITEMS_PER_CU 2048
/* Kernel time per run below which a second GPU does not pay for the
 * flows between the devices (a flow through host memory costs some tens
 * of microseconds on each side). */
#define BBMMI_SPREAD_NS 100000

/* BBMM_START: the statement instances one more device's start-up is worth
 * ("gpu" nonzero when a device selected is a GPU: the default applies);
 * 0 when every device starts (BBMM_START=all, several ranks). */
static double bbmmi_start_per(const bbmm_context *ctx, int gpu)
{
    const bbmmi_settings *s = ((const bbmm_manager *)(const void *)ctx)->settings;
    if (s->start_all || bbmmi_nranks(ctx) > 1)
        return 0;
    return s->start_work_set ? (double)s->start_work : gpu ? (double)BBMMI_START_WORK : 0;
}

/* BBMM_START (docs/runtime.md, "Which devices start"): how many of "avail"
 * devices a context starts for "work" statement instances (negative:
 * unknown) when one more device's start-up is worth "per" instances (0:
 * every device).  k devices instead of k - 1 save a k(k-1)-th of the time
 * the work takes on one, and cost one more start-up. */
static int bbmmi_start_count(double work, double per, int avail)
{
    int k = 1;
    if (work < 0 || per <= 0)
        return avail;
    while (k < avail && work >= (double)(k + 1) * (double)k * per)
        k++;
    return k;
}

/* The same for a context that has started "n" devices: starting more
 * makes its OpenCL state anew, so from n to k devices, which save
 * (1/n - 1/k) of the work's time on one, the work must pay for k
 * start-ups; "n" when it does not (or the work is unknown). */
static int bbmmi_start_later(double work, double per, int avail, int n)
{
    int k;
    if (per <= 0)
        return avail;
    if (work < 0)
        return n;
    for (k = avail; k > n; k--)
        if (work * (double)(k - n) >= (double)k * (double)k * (double)n * per)
            return k;
    return n;
}

/* BBMM_RANK_DEVICES: which of the "n" devices found this rank takes, as
 * indices into "which" (room for "n"); their count.  Several ranks on one
 * node share its devices: each takes every nlocal-th from its number
 * there, or, with fewer devices than ranks, one (ranks share it); one
 * rank, or BBMM_RANK_DEVICES=all, takes all. */
static int bbmmi_start_share(const bbmm_context *ctx, int *which, int n)
{
    const bbmmi_settings *s = ((const bbmm_manager *)(const void *)ctx)->settings;
    int local, nlocal, i, m = 0;
    for (i = 0; i < n; i++)
        which[i] = i;
    if (!bbmmi_ranks_node(ctx, &local, &nlocal) || nlocal < 2 || s->rank_devices_all || !n)
        return n;
    if (n < nlocal) { /* fewer devices than ranks here: ranks share them */
        which[0] = local % n;
        return 1;
    }
    for (i = 0; i < n; i++)
        if (i % nlocal == local)
            which[m++] = i;
    return m;
}

/* The limits of BBMM_SPREAD=auto not set by the user, from the smallest
 * GPU of the "k" devices that start; none without GPUs (CPU devices share
 * the host's cores: several of them are for testing, and every run keeps
 * them all). */
static void bbmmi_start_spread(bbmm_context *ctx, int k)
{
    bbmmi_settings *s = bbmm_mgr(ctx)->settings;
    bbmm_device_info info;
    uint64_t items = 0, n;
    int d;
    for (d = 0; d < k; d++) {
        n = (uint64_t)bbmmi_device_found(ctx, d, &info) * BBMMI_ITEMS_PER_CU;
        if (info.is_gpu && (!items || n < items))
            items = n;
    }
    if (!s->spread_items_set)
        s->spread_items = items;
    if (!s->spread_ns_set)
        s->spread_ns = items ? BBMMI_SPREAD_NS : 0;
}

/* Open the OpenCL state of "ctx": of the devices found, those this rank
 * takes are described (each gets the manager's budget, BBMM_MEM_LIMIT or
 * its memory), and as many of them start as the work estimate the
 * context starts for pays for (bbmm_manager.start.work; BBMM_WORK_LATER:
 * none, unless every device starts anyway), or "k" of them (k > 0, a
 * later start); then the settings the devices resolve.  On failure
 * bbmmi_cl_shutdown() releases what was made. */
static bbmm_status bbmmi_start_open(bbmm_context *ctx, int k)
{
    bbmm_manager *mgr = bbmm_mgr(ctx);
    bbmmi_settings *s = mgr->settings;
    bbmm_device_info info;
    int found, n, d, gpu = 0, local, nlocal, *which;
    bbmm_status st = bbmmi_cl_discover(ctx, &found);
    if (st != BBMM_OK)
        return st;
    if (!(which = (int *)malloc((size_t)(found + 1) * sizeof(*which))))
        return bbmmi_error(ctx, BBMM_ERR_NOMEM, "bbmm_context_create: out of host memory");
    n = bbmmi_start_share(ctx, which, found);
    st = bbmmi_cl_describe(ctx, which, n);
    free(which);
    if (st != BBMM_OK)
        return st;
    for (d = 0; d < n; d++) {
        bbmmi_device_found(ctx, d, &info);
        gpu |= info.is_gpu;
        mgr->store[d].mem_limit = s->mem_limit ? s->mem_limit : info.global_mem;
    }
    /* the driver's start-up of each device is paid only when the work
     * estimate pays for it (docs/runtime.md) */
    mgr->start.avail = n;
    if (mgr->start.work == BBMM_WORK_LATER) { /* none until a region's estimate, unless all start anyway */
        mgr->start.work = BBMM_WORK_UNKNOWN;
        /* (several ranks: their layout is not known yet here) */
        if (bbmmi_start_per(ctx, gpu) > 0 ||
            (!s->start_all && !bbmmi_ranks_node(ctx, &local, &nlocal) && !bbmm_mpi_launched()))
            k = 0;
        else
            k = n;
    } else if (k <= 0) {
        k = bbmmi_start_count(mgr->start.work, bbmmi_start_per(ctx, gpu), n);
    } else if (k > n) {
        k = n;
    }
    if (!s->start_work_set)
        s->start_work = gpu ? BBMMI_START_WORK : 0;
    bbmmi_start_spread(ctx, k);
    return bbmmi_cl_open(ctx, k);
}

/* The start bbmmi_context_make runs: the devices "work" pays for; none,
 * and not even OpenCL, for a context made for later that would start none
 * (BBMM_START=auto, one rank): OpenCL opens at its first start. */
static bbmm_status bbmmi_start_first(bbmm_context *ctx, double work)
{
    bbmm_manager *mgr = bbmm_mgr(ctx);
    int local, nlocal;
    bbmm_status st = BBMM_OK;
    mgr->start.work = work;
    mgr->start.failed_for = -1;
    mgr->start.cl_later = work == BBMM_WORK_LATER && !mgr->settings->start_all &&
                          !bbmmi_ranks_node(ctx, &local, &nlocal) && !bbmm_mpi_launched();
    if (!mgr->start.cl_later)
        st = bbmmi_start_open(ctx, 0);
    mgr->start.high = mgr->ndev;
    return st;
}

bbmm_status bbmm_context_create(const bbmm_context_desc *desc, bbmm_context **out, char *err, size_t errlen)
{
    return bbmmi_context_make(desc, BBMM_WORK_UNKNOWN, bbmmi_start_first, out, err, errlen);
}

/* Nonzero when "work" statement instances ask the default context "ctx"
 * for more devices than it has started (BBMM_START=auto). */
static int bbmmi_start_wanted(const bbmm_context *ctx, double work)
{
    const bbmm_manager *mgr = (const bbmm_manager *)(const void *)ctx;
    return work != BBMM_WORK_LATER &&
           (mgr->ndev < 1 || (!mgr->settings->start_all && work >= 0 && work > mgr->start.work &&
                              work > mgr->start.failed_for && mgr->ndev < mgr->start.avail));
}

/* How many devices "ctx" should have for "work" (0: no more than now);
 * opens OpenCL first when the context was made for later ("*st": its
 * failure). */
static int bbmmi_start_target(bbmm_context *ctx, double work, bbmm_status *st)
{
    bbmm_manager *mgr = bbmm_mgr(ctx);
    const bbmmi_settings *s = mgr->settings;
    double was = mgr->start.work;
    int n = mgr->ndev, d, gpu = 0;
    uint64_t t0;
    *st = BBMM_OK;
    if (mgr->start.cl_later) { /* OpenCL not opened yet: find the devices (none starts) */
        bbmmi_lock(ctx);
        t0 = bbmmi_now_ns();
        mgr->start.work = BBMM_WORK_LATER;
        *st = bbmmi_start_open(ctx, 0);
        if (*st == BBMM_OK)
            mgr->start.cl_later = 0;
        else
            bbmmi_cl_shutdown(ctx);
        mgr->start.work = *st == BBMM_OK ? mgr->start.work : was;
        bbmmi_context_timed(ctx, bbmmi_now_ns() - t0);
        bbmmi_unlock(ctx);
        if (*st != BBMM_OK)
            return 0;
        n = mgr->ndev;
    }
    for (d = 0; d < n; d++)
        gpu |= bbmmi_device_is_gpu(ctx, d);
    if (n >= mgr->start.avail)
        return 0;
    if (n < 1) /* the settings' start_work was resolved by the first start */
        return bbmmi_start_count(work, s->start_all || bbmmi_nranks(ctx) > 1 ? 0 : (double)s->start_work,
                                 mgr->start.avail);
    return bbmmi_start_later(work, bbmmi_start_per(ctx, gpu), mgr->start.avail, n);
}

/* A start declined, as something is held (lock held): BBMM_ERR_NO_DEVICE
 * when the context has no device, else BBMM_OK. */
static bbmm_status bbmmi_start_declined(bbmm_context *ctx)
{
    bbmm_manager *mgr = bbmm_mgr(ctx);
    mgr->start.declined++;
    return mgr->ndev < 1 ? bbmmi_error(ctx, BBMM_ERR_NO_DEVICE, "the context has no device, and host code "
                                                                "holds arrays or memory of it: destroy it to "
                                                                "start anew")
                         : BBMM_OK;
}

/* Make the OpenCL state of "ctx" anew for "k" devices for "work", keeping
 * each started device's statistics; back to the devices it had when the
 * new ones fail to open (a failed start: only larger work tries again).
 * Lock held; nothing of the manager on a device. */
static bbmm_status bbmmi_start_restart(bbmm_context *ctx, double work, int k)
{
    bbmm_manager *mgr = bbmm_mgr(ctx);
    bbmm_stats *keep = NULL;
    double was = mgr->start.work;
    uint64_t t0;
    int n = mgr->ndev, d;
    bbmm_status st;
    if (n > 0 && !(keep = (bbmm_stats *)malloc((size_t)n * sizeof(*keep))))
        return bbmmi_error(ctx, BBMM_ERR_NOMEM, "starting more devices: out of host memory");
    t0 = bbmmi_now_ns();
    for (d = 0; d < n; d++)
        keep[d] = mgr->store[d].stats;
    bbmmi_context_close(ctx);
    mgr->start.work = work;
    st = bbmmi_start_open(ctx, k);
    if (st != BBMM_OK) {
        mgr->start.failed++;
        if (work > mgr->start.failed_for)
            mgr->start.failed_for = work;
        bbmmi_cl_shutdown(ctx);
        mgr->start.work = was;
        if (n > 0) { /* back to the devices it had */
            if (bbmmi_start_open(ctx, n) == BBMM_OK)
                st = BBMM_OK;
            else
                bbmmi_cl_shutdown(ctx);
        }
    }
    for (d = 0; d < n && d < mgr->ndev; d++)
        mgr->store[d].stats = keep[d];
    free(keep);
    if (mgr->ndev > mgr->start.high) { /* devices never started before */
        if (mgr->start.high > 0) /* not the first start of a context made for later (BBMM_WORK_LATER) */
            mgr->start.later += (uint64_t)(mgr->ndev - mgr->start.high);
        mgr->start.high = mgr->ndev;
    }
    bbmmi_context_timed(ctx, bbmmi_now_ns() - t0);
    return st;
}

#endif /* BBMM_METHOD_BODIES */

BBMM_EXTERN_C_END

#endif
