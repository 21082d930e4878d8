/* bbmm/query.h - what a context says of itself: the settings in effect
 * (bbmm_setting_*), their changes between runs (bbmm_set_spread,
 * bbmm_set_early) and the devices started (bbmm_device_count).
 *
 * The settings are read once, when the context is made (bbmm/setup.h's
 * bbmmi_settings_read); the thin layer holds them in the context and the
 * manager points at them (bbmm_manager.settings), so that nothing here
 * touches OpenCL.  What the thin layer alone knows stays with it
 * (lib/context.c): a device's description (bbmm_device_get_info), and the
 * settings resolved per device or read by its launches
 * (bbmm_setting_coarsen, bbmm_setting_workgroup); the devices the
 * settings select comes from it (bbmmi_devices_available).
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

/* ---- thin layer (lib/context.c) ----------------------------------------- */

/* The devices the settings of "ctx" select (found when OpenCL opened; 0
 * before a context made for later has opened it), of which
 * bbmm_device_count() have started. */
int bbmmi_devices_available(const bbmm_context *ctx);

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
        *available = bbmmi_devices_available(ctx);
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

#endif /* BBMM_METHOD_BODIES */

BBMM_EXTERN_C_END

#endif
