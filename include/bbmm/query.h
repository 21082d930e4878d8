/* bbmm/query.h - what a context says of itself: the settings in effect
 * (bbmm_setting_*, those resolved per device among them), their changes
 * between runs (bbmm_set_spread, bbmm_set_early), the devices started
 * (bbmm_device_count) and their description (bbmm_device_get_info).
 *
 * The settings are read once, when the context is made (bbmm/setup.h's
 * bbmmi_settings_read); the thin layer holds them in the context and the
 * manager points at them (bbmm_manager.settings), so that nothing here
 * touches OpenCL.  What the thin layer alone knows of a device (its name,
 * kind, memory) it tells through bbmmi_device_found; the devices the
 * settings select are counted when OpenCL opens (bbmm/start.h).
 *
 * The functions are the face's (declared in runtime.h); their bodies are
 * compiled once, into libbbmm (BBMM_METHOD_BODIES, lib/method.c).
 *
 * Part of bbmm.h; see its manual.
 */
#ifndef BBMM_MANAGER_H
#error "bbmm/query.h is a part of bbmm.h: include bbmm.h"
#elif !defined(BBMM_QUERY_H)
#define BBMM_QUERY_H

BBMM_EXTERN_C_BEGIN

/* ---- thin layer (lib/context.c, lib/exec.c) ----------------------------- */

/* What the thin layer knows of device "dev" of "ctx" (one described:
 * bbmm/start.h): its name, platform, kind, memory and whether it stages
 * into "*info" (mem_limit 0: that is the manager's budget); returns its
 * compute units. */
unsigned bbmmi_device_found(const bbmm_context *ctx, int dev, bbmm_device_info *info);
/* Nonzero when device "dev" of "ctx" is a GPU (also declared in run.h). */
int bbmmi_device_is_gpu(const bbmm_context *ctx, int dev);

/* ---- the queries -------------------------------------------------------- */

#ifdef BBMM_METHOD_BODIES /* compiled once (config.h) */

/* The settings of "ctx". */
static bbmmi_settings *bbmmi_query_settings(const bbmm_context *ctx)
{
    return ((const bbmm_manager *)(const void *)ctx)->settings;
}

int bbmm_device_count(const bbmm_context *ctx)
{
    return ctx ? ((const bbmm_manager *)(const void *)ctx)->ndev : 0;
}

bbmm_alloc_scheme bbmm_setting_alloc(const bbmm_context *ctx) { return bbmmi_query_settings(ctx)->alloc; }
int bbmm_setting_alloc_merge(const bbmm_context *ctx) { return bbmmi_query_settings(ctx)->alloc_auto; }
int bbmm_setting_reuse(const bbmm_context *ctx) { return bbmmi_query_settings(ctx)->reuse; }
int bbmm_setting_fuse(const bbmm_context *ctx) { return bbmmi_query_settings(ctx)->fuse; }
int bbmm_setting_replay(const bbmm_context *ctx) { return bbmmi_query_settings(ctx)->replay; }
int bbmm_setting_overlap(const bbmm_context *ctx) { return bbmmi_query_settings(ctx)->overlap; }
int bbmm_setting_device_times(const bbmm_context *ctx) { return bbmmi_query_settings(ctx)->device_times; }
bbmm_coherency bbmm_setting_coherency(const bbmm_context *ctx) { return bbmmi_query_settings(ctx)->coherency; }
bbmm_dist bbmm_setting_dist(const bbmm_context *ctx) { return bbmmi_query_settings(ctx)->dist; }
int bbmm_setting_early(const bbmm_context *ctx) { return bbmmi_query_settings(ctx)->early; }

int bbmm_setting_check(const bbmm_context *ctx, int *asked)
{
    if (asked)
        *asked = ctx ? bbmmi_query_settings(ctx)->check_asked : 0;
    return ctx ? bbmmi_query_settings(ctx)->check : 0;
}

/* The BBMM_SPREAD=auto rule's setting changes under the lock: a run
 * places its tiles under it (grid.h). */
bbmm_status bbmm_set_spread(bbmm_context *ctx, bbmm_spread spread)
{
    if (!ctx)
        return BBMM_ERR_INVALID;
    if (spread != BBMM_SPREAD_AUTO && spread != BBMM_SPREAD_ALL)
        return bbmmi_error(ctx, BBMM_ERR_INVALID, "bbmm_set_spread: %d is not a bbmm_spread", (int)spread);
    bbmmi_lock(ctx);
    bbmmi_query_settings(ctx)->spread = spread;
    bbmmi_unlock(ctx);
    return BBMM_OK;
}

/* Early flow-out (BBMM_EARLY), likewise. */
bbmm_status bbmm_set_early(bbmm_context *ctx, int early)
{
    if (!ctx)
        return BBMM_ERR_INVALID;
    if (early < 0 || early > 3)
        return bbmmi_error(ctx, BBMM_ERR_INVALID, "bbmm_set_early: %d is not 0 (off), 1 (on), 2 (auto) or 3 (trial)",
                           early);
    bbmmi_lock(ctx);
    bbmmi_query_settings(ctx)->early = early;
    bbmmi_unlock(ctx);
    return BBMM_OK;
}

bbmm_start bbmm_setting_start(const bbmm_context *ctx, uint64_t *work, int *available)
{
    const bbmmi_settings *s = bbmmi_query_settings(ctx);
    if (work)
        *work = s->start_all ? 0 : s->start_work;
    if (available)
        *available = ((const bbmm_manager *)(const void *)ctx)->start.avail;
    return s->start_all ? BBMM_START_ALL : BBMM_START_AUTO;
}

bbmm_spread bbmm_setting_spread(const bbmm_context *ctx, uint64_t *items, uint64_t *us)
{
    const bbmmi_settings *s = bbmmi_query_settings(ctx);
    if (items)
        *items = s->spread_items;
    if (us)
        *us = s->spread_ns / 1000;
    return s->spread;
}

bbmm_status bbmm_device_get_info(bbmm_context *ctx, int dev, bbmm_device_info *info)
{
    const bbmm_manager *mgr = (const bbmm_manager *)(const void *)ctx;
    if (!ctx || !info)
        return BBMM_ERR_INVALID;
    if (dev < 0 || dev >= mgr->ndev)
        return bbmmi_error(ctx, BBMM_ERR_INVALID, "device %d does not exist (%d devices)", dev, mgr->ndev);
    bbmmi_device_found(ctx, dev, info);
    info->mem_limit = mgr->store[dev].mem_limit;
    return BBMM_OK;
}

/* BBMM_COARSEN's "auto": 4 points per work-item on a GPU, 1 elsewhere. */
int bbmm_setting_coarsen(const bbmm_context *ctx, int dev)
{
    const bbmm_manager *mgr = (const bbmm_manager *)(const void *)ctx;
    if (!ctx || dev < 0 || dev >= mgr->ndev)
        return 1;
    return mgr->settings->coarsen ? mgr->settings->coarsen : bbmmi_device_is_gpu(ctx, dev) ? 4 : 1;
}

int bbmm_setting_workgroup(const bbmm_context *ctx, int nd, size_t shape[3])
{
    int i;
    if (!ctx || nd < 1 || nd > 3 || !bbmmi_query_settings(ctx)->wg[nd - 1][0])
        return 0;
    for (i = 0; i < 3; i++)
        shape[i] = bbmmi_query_settings(ctx)->wg[nd - 1][i];
    return 1;
}

#endif /* BBMM_METHOD_BODIES */

BBMM_EXTERN_C_END

#endif
