/* lib/stats.c - the statistics counters the context itself keeps
 * (DESIGN.md §4): those the thin layer counts (the start-up's times; the
 * device starts are the method's, bbmm/start.h), read and reset for the
 * queries of include/bbmm/stats.h (bbmm_stats_get, bbmm_stats_reset), and
 * the start-up time a region's device run leaves out (bbmm/pick.h). */
#define _POSIX_C_SOURCE 200809L

#include "internal.h"

void bbmmi_stats_context(const bbmm_context *ctx, bbmm_stats *out)
{
    out->create_ns = ctx->create_ns;
    out->prestart_ns = ctx->prestart_ns;
    out->prestarted = (uint64_t)ctx->prestarted;
    out->staging_ns = __atomic_load_n(&ctx->staging_ns, __ATOMIC_RELAXED);
    out->builds = ctx->builds;
    out->build_ns = ctx->build_ns;
}

void bbmmi_stats_context_reset(bbmm_context *ctx)
{
    ctx->builds = ctx->build_ns = 0;
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
