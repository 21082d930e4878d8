/* lib/stats.c - statistics (DESIGN.md §4): the queries under the lock;
 * the table and JSON output are include/bbmm/stats.h. */
#define _POSIX_C_SOURCE 200809L
#include <string.h>

#include "internal.h"

/* Add the per-device counters of "s" to "sum" (the totals-only fields are
 * left alone). */
static void stats_add(bbmm_stats *sum, const bbmm_stats *s)
{
    int p;
    sum->alloc_bytes += s->alloc_bytes;
    sum->alloc_peak += s->alloc_peak;
    sum->allocations += s->allocations;
    sum->pooled += s->pooled;
    sum->moved += s->moved;
    sum->frees += s->frees;
    sum->evictions += s->evictions;
    sum->fused_buffers += s->fused_buffers;
    sum->fused_boxes += s->fused_boxes;
    sum->fused_loads += s->fused_loads;
    sum->fused_writes += s->fused_writes;
    for (p = 0; p < BBMM_PURPOSE_COUNT; p++) {
        sum->h2d[p].bytes += s->h2d[p].bytes;
        sum->h2d[p].count += s->h2d[p].count;
        sum->d2h[p].bytes += s->d2h[p].bytes;
        sum->d2h[p].count += s->d2h[p].count;
        sum->d2d[p].bytes += s->d2d[p].bytes;
        sum->d2d[p].count += s->d2d[p].count;
    }
    sum->kernels += s->kernels;
    sum->kernel_ns += s->kernel_ns;
    sum->transfer_ns += s->transfer_ns;
    sum->manager_ns += s->manager_ns;
    sum->busy_ns += s->busy_ns;
    sum->wait_ns += s->wait_ns;
    sum->side_loads += s->side_loads;
}

/* Statistics of "dev" or the total (-1), lock held. */
static bbmm_status stats_get_locked(bbmm_context *ctx, int dev, bbmm_stats *out)
{
    int d;
    if (dev < -1 || dev >= ctx->mgr.ndev)
        return bbmmi_error(ctx, BBMM_ERR_INVALID, "device %d does not exist (%d devices)", dev, ctx->mgr.ndev);
    if (dev >= 0) {
        *out = ctx->mgr.store[dev].stats;
        return BBMM_OK;
    }
    memset(out, 0, sizeof(*out));
    for (d = 0; d < ctx->mgr.ndev; d++)
        stats_add(out, &ctx->mgr.store[d].stats);
    out->manager_ns += ctx->mgr.manager_ns;
    out->runs = ctx->mgr.rc.runs;
    out->enqueue_ns = ctx->mgr.rc.enqueue_ns;
    out->lookahead_max = ctx->mgr.rc.lookahead_max;
    out->runs_narrowed = ctx->mgr.rc.runs_narrowed;
    out->runs_whole = ctx->mgr.rc.runs_whole;
    out->runs_pipelined = ctx->mgr.rc.runs_pipelined;
    out->runs_replayed = ctx->mgr.rc.runs_replayed;
    out->early_tried = ctx->mgr.rc.early_tried;
    out->early_kept = ctx->mgr.rc.early_kept;
    out->create_ns = ctx->create_ns;
    {
        bbmm_pick_state *h = bbmm_pick_lock();
        out->runs_host = __atomic_load_n(&h->runs_host, __ATOMIC_RELAXED); /* counted without the lock too */
        out->host_ns = __atomic_load_n(&h->host_ns, __ATOMIC_RELAXED);
        out->rounds_tried = h->rounds_tried;
        out->scopes_split = h->scopes_chosen[0];
        out->scopes_devices = h->scopes_chosen[1];
        out->scopes_host = h->scopes_chosen[2];
        bbmm_pick_unlock();
    }
    out->prestart_ns = ctx->prestart_ns;
    out->prestarted = (uint64_t)ctx->prestarted;
    out->staging_ns = __atomic_load_n(&ctx->staging_ns, __ATOMIC_RELAXED);
    out->builds = ctx->builds;
    out->build_ns = ctx->build_ns;
    out->devices_started = (uint64_t)ctx->mgr.ndev;
    out->devices_available = (uint64_t)ctx->ndev_avail;
    out->start_work_seen = ctx->start_for;
    out->starts_later = ctx->starts_later;
    out->starts_declined = ctx->starts_declined;
    out->starts_failed = ctx->starts_failed;
    out->rank = (uint64_t)bbmmi_rank(ctx);
    out->nranks = (uint64_t)bbmmi_nranks(ctx);
    memcpy(out->rank_sent, ctx->mgr.rank_sent, sizeof(out->rank_sent));
    memcpy(out->rank_recv, ctx->mgr.rank_recv, sizeof(out->rank_recv));
    out->ranks_sent_all = ctx->mgr.ranks_sent_all;
    out->rank_drain_ns = ctx->mgr.rank_drain_ns;
    out->rank_mpi_ns = ctx->mgr.rank_mpi_ns;
    out->rank_early = ctx->mgr.early_sends;
    out->rank_shm = ctx->mgr.rank_shm;
    return BBMM_OK;
}

bbmm_status bbmm_stats_get(bbmm_context *ctx, int dev, bbmm_stats *out)
{
    bbmm_status st;
    if (!ctx || !out)
        return BBMM_ERR_INVALID;
    bbmmi_retire(ctx, 1);
    pthread_mutex_lock(&ctx->lock);
    st = stats_get_locked(ctx, dev, out);
    pthread_mutex_unlock(&ctx->lock);
    return st;
}

bbmm_status bbmm_stats_reset(bbmm_context *ctx)
{
    int d;
    if (!ctx)
        return BBMM_ERR_INVALID;
    bbmmi_retire(ctx, 1);
    pthread_mutex_lock(&ctx->lock);
    for (d = 0; d < ctx->mgr.ndev; d++) {
        uint64_t now = ctx->mgr.store[d].stats.alloc_bytes;
        memset(&ctx->mgr.store[d].stats, 0, sizeof(ctx->mgr.store[d].stats));
        ctx->mgr.store[d].stats.alloc_bytes = now;
        ctx->mgr.store[d].stats.alloc_peak = now;
    }
    ctx->mgr.manager_ns = 0;
    memset(&ctx->mgr.rc, 0, sizeof(ctx->mgr.rc));
    ctx->builds = ctx->build_ns = 0;
    {
        bbmm_pick_state *h = bbmm_pick_lock();
        __atomic_store_n(&h->runs_host, 0, __ATOMIC_RELAXED);
        __atomic_store_n(&h->host_ns, 0, __ATOMIC_RELAXED);
        h->rounds_tried = 0;
        memset(h->scopes_chosen, 0, sizeof(h->scopes_chosen));
        bbmm_pick_unlock();
    }
    memset(ctx->mgr.rank_sent, 0, sizeof(ctx->mgr.rank_sent));
    memset(ctx->mgr.rank_recv, 0, sizeof(ctx->mgr.rank_recv));
    ctx->mgr.rank_drain_ns = ctx->mgr.rank_mpi_ns = ctx->mgr.early_sends = ctx->mgr.rank_shm = 0;
    pthread_mutex_unlock(&ctx->lock);
    return BBMM_OK;
}

bbmm_status bbmmi_stats_snapshot(bbmm_context *ctx, bbmm_stats *per, int n, bbmm_stats *total)
{
    bbmm_status st;
    int d;
    bbmmi_retire(ctx, 1);
    pthread_mutex_lock(&ctx->lock);
    if (n != ctx->mgr.ndev)
        st = bbmmi_error(ctx, BBMM_ERR_INVALID, "statistics: %d devices asked, %d exist", n, ctx->mgr.ndev);
    else
        st = stats_get_locked(ctx, -1, total);
    for (d = 0; d < n && st == BBMM_OK; d++)
        per[d] = ctx->mgr.store[d].stats;
    pthread_mutex_unlock(&ctx->lock);
    return st;
}

/* ---- where bbmm-pp's regions run (bbmm/pick.h) ----------------------- */

static pthread_mutex_t stats_pick_mu = PTHREAD_MUTEX_INITIALIZER;
static bbmm_pick_state stats_pick;

bbmm_pick_state *bbmm_pick_lock(void)
{
    pthread_mutex_lock(&stats_pick_mu);
    return &stats_pick;
}

void bbmm_pick_unlock(void)
{
    pthread_mutex_unlock(&stats_pick_mu);
}

bbmm_pick_state *bbmm_pick_global(void)
{
    return &stats_pick;
}

uint64_t bbmm_now_ns(void)
{
    return bbmmi_now_ns();
}

uint64_t bbmm_startup_ns(bbmm_context *ctx)
{
    uint64_t ns;
    if (!ctx)
        return 0;
    pthread_mutex_lock(&ctx->lock);
    ns = ctx->create_ns + ctx->build_ns + __atomic_load_n(&ctx->staging_ns, __ATOMIC_RELAXED);
    pthread_mutex_unlock(&ctx->lock);
    return ns;
}
