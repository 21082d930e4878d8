/* rt_settings - run-time settings (DESIGN.md §3) and context errors, on the
 * PoCL devices of the environment (ctest gives 4).
 *
 * A table of cases: each sets some BBMM_* variables (or descriptor fields),
 * creates a context and checks the status, the message and the result.
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <bbmm.h>

typedef struct settings_case {
    const char *env[4];     /* "NAME=value" to set for this case */
    const char *devices;    /* descriptor field, or NULL */
    bbmm_status want;       /* expected status of bbmm_context_create */
    const char *want_text;  /* substring of the error message (or NULL) */
    int want_devices;       /* expected device count on success; -1: all */
    const char *want_alloc; /* expected bbmm_setting_alloc name, or NULL */
} settings_case;

/* Every variable the runtime reads: the table's (bbmm/settings.h). */
#define VAR_(id, var, key, values, doc) var,
static const char *const vars[] = {BBMM_SETTINGS(VAR_) NULL};
#undef VAR_

static const settings_case cases[] = {
    {{NULL}, NULL, BBMM_OK, NULL, -1, "disjoint"},
    {{"BBMM_DEVICES=2"}, NULL, BBMM_OK, NULL, 2, NULL},
    {{"BBMM_DEVICES=1,3"}, NULL, BBMM_OK, NULL, 2, NULL},
    {{"BBMM_DEVICES=9"}, NULL, BBMM_ERR_SETTING, "BBMM_DEVICES", 0, NULL},
    {{"BBMM_DEVICES=0"}, NULL, BBMM_ERR_SETTING, "BBMM_DEVICES", 0, NULL},
    {{"BBMM_DEVICES=1,1"}, NULL, BBMM_ERR_SETTING, "BBMM_DEVICES", 0, NULL},
    {{"BBMM_DEVICES=x"}, NULL, BBMM_ERR_SETTING, "BBMM_DEVICES", 0, NULL},
    {{"BBMM_DEVICES=9"}, "1", BBMM_OK, NULL, 1, NULL},
    {{"BBMM_PLATFORM=no-such-platform"}, NULL, BBMM_ERR_SETTING, "no-such-platform", 0, NULL},
    {{"BBMM_PLATFORM=portable"}, NULL, BBMM_OK, NULL, -1, NULL},
    {{"BBMM_ALLOC=convex"}, NULL, BBMM_OK, NULL, -1, "convex"},
    {{"BBMM_ALLOC=WHOLE"}, NULL, BBMM_OK, NULL, -1, "whole"},
    {{"BBMM_ALLOC=exact"}, NULL, BBMM_ERR_SETTING, "BBMM_ALLOC=exact: expected one of disjoint, convex, whole",
     0, NULL},
    {{"BBMM_REUSE=maybe"}, NULL, BBMM_ERR_SETTING, "BBMM_REUSE", 0, NULL},
    {{"BBMM_COHERENCY=block"}, NULL, BBMM_OK, NULL, -1, NULL},
    {{"BBMM_COHERENCY=lazy"}, NULL, BBMM_ERR_SETTING, "BBMM_COHERENCY", 0, NULL},
    {{"BBMM_DIST=cyclic"}, NULL, BBMM_OK, NULL, -1, NULL},
    {{"BBMM_DIST=random"}, NULL, BBMM_ERR_SETTING, "BBMM_DIST", 0, NULL},
    {{"BBMM_DEVICE_MEM_LIMIT=256M"}, NULL, BBMM_OK, NULL, -1, NULL},
    {{"BBMM_DEVICE_MEM_LIMIT=12Q"}, NULL, BBMM_ERR_SETTING, "BBMM_DEVICE_MEM_LIMIT=12Q", 0, NULL},
    {{"BBMM_DEVICE_MEM_LIMIT=0"}, NULL, BBMM_ERR_SETTING, "BBMM_DEVICE_MEM_LIMIT", 0, NULL},
    {{"BBMM_DEVICE_MEM_LIMIT=99999999999999999999G"}, NULL, BBMM_ERR_SETTING, "BBMM_DEVICE_MEM_LIMIT", 0, NULL},
    {{"BBMM_STATS=yes"}, NULL, BBMM_ERR_SETTING, "BBMM_STATS=yes", 0, NULL},
    {{"BBMM_LOOKAHEAD=0"}, NULL, BBMM_ERR_SETTING, "BBMM_LOOKAHEAD=0: expected 1..4096 runs", 0, NULL},
    {{"BBMM_LOOKAHEAD=8x"}, NULL, BBMM_ERR_SETTING, "BBMM_LOOKAHEAD=8x", 0, NULL},
    {{"BBMM_LOOKAHEAD=5000"}, NULL, BBMM_ERR_SETTING, "BBMM_LOOKAHEAD=5000", 0, NULL},
    {{"BBMM_LOOKAHEAD=1"}, NULL, BBMM_OK, NULL, -1, NULL},
    {{"BBMM_STAGING=on", "BBMM_DIST=dynamic", "BBMM_REUSE=off"}, NULL, BBMM_OK, NULL, -1, NULL},
    {{"BBMM_SPREAD=all"}, NULL, BBMM_OK, NULL, -1, NULL},
    {{"BBMM_EARLY=on"}, NULL, BBMM_OK, NULL, -1, NULL},
    {{"BBMM_EARLY=auto"}, NULL, BBMM_OK, NULL, -1, NULL},
    {{"BBMM_EARLY=trial"}, NULL, BBMM_OK, NULL, -1, NULL},
    {{"BBMM_EARLY=soon"}, NULL, BBMM_ERR_SETTING, "BBMM_EARLY=soon: expected one of on, off, auto", 0, NULL},
    {{"BBMM_WORKGROUP=256,8x32,2x4x32"}, NULL, BBMM_OK, NULL, -1, NULL},
    {{"BBMM_WORKGROUP=auto"}, NULL, BBMM_OK, NULL, -1, NULL},
    {{"BBMM_WORKGROUP=8x"}, NULL, BBMM_ERR_SETTING, "BBMM_WORKGROUP=8x: expected auto or work-group shapes", 0, NULL},
    {{"BBMM_WORKGROUP=0"}, NULL, BBMM_ERR_SETTING, "BBMM_WORKGROUP=0", 0, NULL},
    {{"BBMM_WORKGROUP=1x2x3x4"}, NULL, BBMM_ERR_SETTING, "BBMM_WORKGROUP=1x2x3x4", 0, NULL},
    {{"BBMM_WORKGROUP=8x32,4x64"}, NULL, BBMM_ERR_SETTING, "one per number of dimensions", 0, NULL},
    {{"BBMM_WORKGROUP=512x512"}, NULL, BBMM_ERR_SETTING, "at most 65536 work-items", 0, NULL},
    {{"BBMM_WORKGROUP=64;"}, NULL, BBMM_ERR_SETTING, "BBMM_WORKGROUP=64;", 0, NULL},
    {{"BBMM_SPREAD=some"}, NULL, BBMM_ERR_SETTING, "BBMM_SPREAD=some: expected one of auto, all", 0, NULL},
    {{"BBMM_SPREAD_ITEMS=-1"}, NULL, BBMM_ERR_SETTING, "BBMM_SPREAD_ITEMS=-1: expected a count", 0, NULL},
    {{"BBMM_SPREAD_ITEMS=4k"}, NULL, BBMM_ERR_SETTING, "BBMM_SPREAD_ITEMS=4k", 0, NULL},
    {{"BBMM_SPREAD_ITEMS=99999999999999999999"}, NULL, BBMM_ERR_SETTING, "BBMM_SPREAD_ITEMS", 0, NULL},
    {{"BBMM_SPREAD_US=18446744073709552"}, NULL, BBMM_ERR_SETTING, "BBMM_SPREAD_US=18446744073709552: expected a "
     "count from 0 to 18446744073709551", 0, NULL},
    {{"BBMM_SPREAD_US=0", "BBMM_SPREAD_ITEMS=0"}, NULL, BBMM_OK, NULL, -1, NULL},
    {{"BBMM_FUSE=off"}, NULL, BBMM_OK, NULL, -1, NULL},
    {{"BBMM_FUSE=auto"}, NULL, BBMM_ERR_SETTING, "BBMM_FUSE=auto: expected one of on, off", 0, NULL},
    {{"BBMM_OVERLAP=off"}, NULL, BBMM_OK, NULL, -1, NULL},
    {{"BBMM_OVERLAP=maybe"}, NULL, BBMM_ERR_SETTING, "BBMM_OVERLAP=maybe: expected one of on, off", 0, NULL},
    /* a context made by bbmm_context_create starts every device whatever
     * BBMM_START_WORK says (only the default context made for a region's
     * work estimate starts fewer: tests/pp_start.c) */
    {{"BBMM_START_WORK=1000000000000000"}, NULL, BBMM_OK, NULL, -1, NULL},
    {{"BBMM_START=all"}, NULL, BBMM_OK, NULL, -1, NULL},
    {{"BBMM_START=some"}, NULL, BBMM_ERR_SETTING, "BBMM_START=some: expected one of auto, all", 0, NULL},
    {{"BBMM_START_WORK=1e9"}, NULL, BBMM_ERR_SETTING, "BBMM_START_WORK=1e9: expected a count", 0, NULL},
    {{"BBMM_RANKS=off"}, NULL, BBMM_OK, NULL, -1, NULL},
    {{"BBMM_RANKS=2"}, NULL, BBMM_ERR_SETTING, "BBMM_RANKS=2: expected one of auto, off", 0, NULL},
    {{"BBMM_RANK_DEVICES=all"}, NULL, BBMM_OK, NULL, -1, NULL},
    {{"BBMM_RANK_DEVICES=half"}, NULL, BBMM_ERR_SETTING, "BBMM_RANK_DEVICES=half: expected one of share, all", 0,
     NULL},
    {{"BBMM_GATHER=all"}, NULL, BBMM_OK, NULL, -1, NULL},
    {{"BBMM_GATHER=none"}, NULL, BBMM_ERR_SETTING, "BBMM_GATHER=none: expected one of root, all", 0, NULL},
    {{"BBMM_RANK_ASYNC=off"}, NULL, BBMM_OK, NULL, -1, NULL},
    {{"BBMM_RANK_ASYNC=yes"}, NULL, BBMM_ERR_SETTING, "BBMM_RANK_ASYNC=yes: expected one of send, on, off", 0, NULL},
    {{"BBMM_RANK_SHM=off"}, NULL, BBMM_OK, NULL, -1, NULL},
    {{"BBMM_RANK_SHM=on"}, NULL, BBMM_OK, NULL, -1, NULL},
    {{"BBMM_RANK_SHM=fast"}, NULL, BBMM_ERR_SETTING, "BBMM_RANK_SHM=fast: expected one of auto, on, off", 0, NULL},
    {{"BBMM_RANK_SHM_THREADS=4"}, NULL, BBMM_OK, NULL, -1, NULL},
    {{"BBMM_COARSEN=auto"}, NULL, BBMM_OK, NULL, -1, NULL},
    {{"BBMM_COARSEN=64"}, NULL, BBMM_OK, NULL, -1, NULL},
    {{"BBMM_COARSEN=0"}, NULL, BBMM_ERR_SETTING, "BBMM_COARSEN=0: expected auto or a count from 1 to 64", 0, NULL},
    {{"BBMM_COARSEN=65"}, NULL, BBMM_ERR_SETTING, "BBMM_COARSEN=65", 0, NULL},
    {{"BBMM_COARSEN=4x"}, NULL, BBMM_ERR_SETTING, "BBMM_COARSEN=4x", 0, NULL},
    {{"BBMM_PIPELINE=auto"}, NULL, BBMM_OK, NULL, -1, NULL},
    {{"BBMM_PIPELINE=1"}, NULL, BBMM_OK, NULL, -1, NULL},
    {{"BBMM_TUNE=pipeline=64"}, NULL, BBMM_OK, NULL, -1, NULL},
    {{"BBMM_PIPELINE=0"}, NULL, BBMM_ERR_SETTING, "BBMM_PIPELINE=0: expected auto or a count from 1 to 64", 0, NULL},
    {{"BBMM_TUNE=pipeline=65"}, NULL, BBMM_ERR_SETTING,
     "BBMM_TUNE pipeline=65: expected auto or a count from 1 to 64", 0, NULL},
    {{"BBMM_PIPELINE=-2"}, NULL, BBMM_ERR_SETTING, "BBMM_PIPELINE=-2", 0, NULL},
    {{"BBMM_TUNE=pipeline=", "BBMM_PIPELINE=3"}, NULL, BBMM_ERR_SETTING, "pipeline", 0, NULL},
    {{"BBMM_CHECK=bounds"}, NULL, BBMM_OK, NULL, -1, NULL},
    {{"BBMM_CHECK= bounds , scopes"}, NULL, BBMM_OK, NULL, -1, NULL},
    {{"BBMM_CHECK=none"}, NULL, BBMM_OK, NULL, -1, NULL},
    {{"BBMM_CHECK=bounds,heap"}, NULL, BBMM_ERR_SETTING,
     "BBMM_CHECK=bounds,heap: unknown mode \"heap\": expected a comma-separated list of bounds, scopes", 0, NULL},
    {{"BBMM_RANK_SHM_THREADS=65"}, NULL, BBMM_ERR_SETTING, "BBMM_RANK_SHM_THREADS=65: expected a count from 0 to 64", 0,
     NULL},
    {{"BBMM_RANK_TIMEOUT=0"}, NULL, BBMM_OK, NULL, -1, NULL},
    {{"BBMM_RANK_TIMEOUT=600"}, NULL, BBMM_OK, NULL, -1, NULL},
    {{"BBMM_RANK_TIMEOUT=1m"}, NULL, BBMM_ERR_SETTING, "BBMM_RANK_TIMEOUT=1m: expected a count from 0 to 1000000000",
     0, NULL},
    /* the tune tier: keys of BBMM_TUNE, which wins over a key's former variable */
    {{"BBMM_TUNE=alloc=convex"}, NULL, BBMM_OK, NULL, -1, "convex"},
    {{"BBMM_TUNE=alloc=convex", "BBMM_ALLOC=whole"}, NULL, BBMM_OK, NULL, -1, "convex"},
    {{"BBMM_TUNE=fuse=off", "BBMM_ALLOC=whole"}, NULL, BBMM_OK, NULL, -1, "whole"},
    {{"BBMM_TUNE=workgroup=256,8x32,alloc=whole,lookahead=16,rank_shm=off"}, NULL, BBMM_OK, NULL, -1, "whole"},
    {{"BBMM_TUNE=fuse=maybe"}, NULL, BBMM_ERR_SETTING, "BBMM_TUNE fuse=maybe: expected one of on, off", 0, NULL},
    {{"BBMM_TUNE=replay=maybe"}, NULL, BBMM_ERR_SETTING, "BBMM_TUNE replay=maybe: expected one of on, off", 0,
     NULL},
    {{"BBMM_TUNE=workgroup=8x"}, NULL, BBMM_ERR_SETTING, "BBMM_TUNE workgroup=8x: expected auto or work-group", 0,
     NULL},
    {{"BBMM_TUNE=lookahead=0"}, NULL, BBMM_ERR_SETTING, "BBMM_TUNE lookahead=0: expected 1..4096 runs", 0, NULL},
    {{"BBMM_TUNE=colour=red"}, NULL, BBMM_ERR_SETTING,
     "BBMM_TUNE=colour=red: unknown key \"colour\": expected alloc, reuse, coherency", 0, NULL},
    {{"BBMM_TUNE=devices=2"}, NULL, BBMM_ERR_SETTING, "unknown key \"devices\"", 0, NULL},
    {{"BBMM_TUNE=fuse=off,fuse=on"}, NULL, BBMM_ERR_SETTING, "BBMM_TUNE=fuse=off,fuse=on: key \"fuse\" given twice",
     0, NULL},
    {{"BBMM_TUNE=fuse="}, NULL, BBMM_ERR_SETTING, "BBMM_TUNE=fuse=: key \"fuse\" has no value", 0, NULL},
    {{"BBMM_TUNE=off"}, NULL, BBMM_ERR_SETTING, "BBMM_TUNE=off: expected key=value items", 0, NULL},
    {{"BBMM_TUNE=device_times=off", "BBMM_STATS=1"}, NULL, BBMM_OK, NULL, -1, NULL},
    {{"BBMM_TUNE=device_times=on"}, NULL, BBMM_OK, NULL, -1, NULL},
    {{"BBMM_TUNE=device_times=sometimes"}, NULL, BBMM_ERR_SETTING,
     "BBMM_TUNE device_times=sometimes: expected one of auto, on, off", 0, NULL},
    {{"BBMM_TUNE=device_times=off", "BBMM_TRACE=/nonexistent/trace.json"}, NULL, BBMM_ERR_SETTING,
     "BBMM_TUNE device_times=off: BBMM_TRACE=/nonexistent/trace.json needs the devices' times", 0, NULL},
};

static const char *const alloc_names[] = {"default", "disjoint", "convex", "whole"};

/* Clear every BBMM_* variable, then set those of "c". */
static void settings_apply(const settings_case *c)
{
    int i;
    for (i = 0; vars[i]; i++)
        unsetenv(vars[i]);
    for (i = 0; i < 4 && c->env[i]; i++) {
        char buf[256];
        char *eq;
        snprintf(buf, sizeof(buf), "%s", c->env[i]);
        eq = strchr(buf, '=');
        *eq = '\0';
        setenv(buf, eq + 1, 1);
    }
}

/* Run case "i"; return the number of failed checks. */
static int settings_run(int i, int all)
{
    const settings_case *c = &cases[i];
    bbmm_context_desc desc;
    bbmm_context *ctx = NULL;
    char err[1024];
    bbmm_status st;
    int bad = 0;
    settings_apply(c);
    memset(&desc, 0, sizeof(desc));
    desc.devices = c->devices;
    st = bbmm_context_create(&desc, &ctx, err, sizeof(err));
    if (st != c->want) {
        fprintf(stderr, "case %d (%s): status %s, want %s (%s)\n", i, c->env[0] ? c->env[0] : "-",
                bbmm_status_name(st), bbmm_status_name(c->want), err);
        bad++;
    }
    if (c->want_text && !strstr(err, c->want_text)) {
        fprintf(stderr, "case %d: message '%s' lacks '%s'\n", i, err, c->want_text);
        bad++;
    }
    if (st != BBMM_OK && ctx) {
        fprintf(stderr, "case %d: failed creation returned a context\n", i);
        bad++;
    }
    if (st == BBMM_OK && ctx) {
        int want = c->want_devices < 0 ? all : c->want_devices;
        if (bbmm_device_count(ctx) != want) {
            fprintf(stderr, "case %d: %d devices, want %d\n", i, bbmm_device_count(ctx), want);
            bad++;
        }
        if (c->want_alloc && strcmp(alloc_names[bbmm_setting_alloc(ctx)], c->want_alloc)) {
            fprintf(stderr, "case %d: alloc %s, want %s\n", i, alloc_names[bbmm_setting_alloc(ctx)],
                    c->want_alloc);
            bad++;
        }
    }
    bbmm_context_destroy(ctx);
    return bad;
}

/* BBMM_COARSEN as in effect per device: auto is 4 on GPUs and 1 on other
 * devices; the environment's count and a descriptor's (which wins) on
 * every device; a bad device index gives 1. */
static int settings_coarsen(void)
{
    bbmm_context_desc desc;
    bbmm_context *ctx = NULL;
    bbmm_device_info info;
    char err[256];
    int bad = 0, d;
    settings_apply(&cases[0]);
    if (bbmm_context_create(NULL, &ctx, err, sizeof(err)) != BBMM_OK)
        return 1;
    for (d = 0; d < bbmm_device_count(ctx); d++)
        bad += bbmm_device_get_info(ctx, d, &info) != BBMM_OK ||
               bbmm_setting_coarsen(ctx, d) != (info.is_gpu ? 4 : 1);
    bad += bbmm_setting_coarsen(ctx, -1) != 1 || bbmm_setting_coarsen(ctx, bbmm_device_count(ctx)) != 1;
    bbmm_context_destroy(ctx);
    setenv("BBMM_COARSEN", "3", 1);
    if (bbmm_context_create(NULL, &ctx, err, sizeof(err)) != BBMM_OK)
        return bad + 1;
    for (d = 0; d < bbmm_device_count(ctx); d++)
        bad += bbmm_setting_coarsen(ctx, d) != 3;
    bbmm_context_destroy(ctx);
    memset(&desc, 0, sizeof(desc));
    desc.coarsen = 5;
    if (bbmm_context_create(&desc, &ctx, err, sizeof(err)) != BBMM_OK)
        return bad + 1;
    bad += bbmm_setting_coarsen(ctx, 0) != 5;
    bbmm_context_destroy(ctx);
    desc.coarsen = 65;
    bad += bbmm_context_create(&desc, &ctx, err, sizeof(err)) != BBMM_ERR_SETTING || ctx ||
           !strstr(err, "BBMM_COARSEN 65: expected 1 to 64");
    unsetenv("BBMM_COARSEN");
    if (bad)
        fprintf(stderr, "rt_settings: BBMM_COARSEN: %d wrong\n", bad);
    return bad;
}

/* BBMM_CHECK as in effect: the modes asked for, both implemented; a
 * descriptor's list wins
 * over the environment's; a bad word is BBMM_ERR_SETTING naming it. */
static int settings_check(void)
{
    static const struct {
        const char *env, *desc;
        int want, asked;
    } t[] = {{NULL, NULL, 0, 0},
             {"bounds", NULL, BBMM_CHECK_BOUNDS_MODE, BBMM_CHECK_BOUNDS_MODE},
             {"SCOPES,,bounds", NULL, BBMM_CHECK_BOUNDS_MODE | BBMM_CHECK_SCOPES_MODE,
              BBMM_CHECK_BOUNDS_MODE | BBMM_CHECK_SCOPES_MODE},
             {"scopes", NULL, BBMM_CHECK_SCOPES_MODE, BBMM_CHECK_SCOPES_MODE},
             {"bounds", "none", 0, 0},
             {NULL, "bounds", BBMM_CHECK_BOUNDS_MODE, BBMM_CHECK_BOUNDS_MODE}};
    bbmm_context_desc desc;
    bbmm_context *ctx;
    char err[256];
    int bad = 0, i, asked;
    for (i = 0; i < (int)(sizeof(t) / sizeof(t[0])); i++) {
        settings_apply(&cases[0]);
        if (t[i].env)
            setenv("BBMM_CHECK", t[i].env, 1);
        memset(&desc, 0, sizeof(desc));
        desc.check = t[i].desc;
        ctx = NULL;
        if (bbmm_context_create(&desc, &ctx, err, sizeof(err)) != BBMM_OK) {
            fprintf(stderr, "rt_settings: BBMM_CHECK case %d: %s\n", i, err);
            bad++;
            continue;
        }
        if (bbmm_setting_check(ctx, &asked) != t[i].want || asked != t[i].asked) {
            fprintf(stderr, "rt_settings: BBMM_CHECK case %d: modes %d asked %d, want %d and %d\n", i,
                    bbmm_setting_check(ctx, NULL), asked, t[i].want, t[i].asked);
            bad++;
        }
        bbmm_context_destroy(ctx);
    }
    memset(&desc, 0, sizeof(desc));
    desc.check = "bounds;scopes";
    ctx = NULL;
    bad += bbmm_context_create(&desc, &ctx, err, sizeof(err)) != BBMM_ERR_SETTING || ctx ||
           !strstr(err, "unknown mode \"bounds;scopes\"");
    unsetenv("BBMM_CHECK");
    return bad;
}

/* BBMM_SPREAD as in effect: the limits set are reported; without GPUs
 * (PoCL's CPU devices) the defaults are 0 (every run keeps every device);
 * a descriptor's values win over the environment's. */
static int settings_spread(void)
{
    bbmm_context_desc desc;
    bbmm_context *ctx = NULL;
    uint64_t items = 1, us = 1;
    char err[256];
    int bad = 0, gpu = 0, d;
    bbmm_device_info info;
    settings_apply(&cases[0]);
    if (bbmm_context_create(NULL, &ctx, err, sizeof(err)) != BBMM_OK)
        return 1;
    for (d = 0; d < bbmm_device_count(ctx); d++)
        gpu |= bbmm_device_get_info(ctx, d, &info) == BBMM_OK && info.is_gpu;
    bad += bbmm_setting_spread(ctx, &items, &us) != BBMM_SPREAD_AUTO;
    bad += !gpu && (items || us);
    bbmm_context_destroy(ctx);
    setenv("BBMM_SPREAD", "all", 1);
    setenv("BBMM_SPREAD_ITEMS", "12345", 1);
    setenv("BBMM_SPREAD_US", "0", 1);
    memset(&desc, 0, sizeof(desc));
    desc.spread_us = 77;
    if (bbmm_context_create(&desc, &ctx, err, sizeof(err)) != BBMM_OK)
        return bad + 1;
    bad += bbmm_setting_spread(ctx, &items, &us) != BBMM_SPREAD_ALL || items != 12345 || us != 77;
    /* bbmm_set_spread: changes the setting, keeps the limits, refuses a
     * value that is not a bbmm_spread and leaves the setting as it was */
    bad += bbmm_set_spread(ctx, BBMM_SPREAD_AUTO) != BBMM_OK;
    bad += bbmm_setting_spread(ctx, &items, &us) != BBMM_SPREAD_AUTO || items != 12345 || us != 77;
    bad += bbmm_set_spread(ctx, (bbmm_spread)7) != BBMM_ERR_INVALID;
    bad += strstr(bbmm_error_message(ctx, err, sizeof(err)), "bbmm_set_spread: 7 is not a bbmm_spread") == NULL;
    bad += bbmm_setting_spread(ctx, NULL, NULL) != BBMM_SPREAD_AUTO;
    bad += bbmm_set_spread(NULL, BBMM_SPREAD_ALL) != BBMM_ERR_INVALID;
    /* bbmm_set_early: the same for BBMM_EARLY (0 off, 1 on, 2 auto, 3 trial) */
    bad += bbmm_set_early(ctx, 1) != BBMM_OK || bbmm_setting_early(ctx) != 1;
    bad += bbmm_set_early(ctx, 3) != BBMM_OK || bbmm_setting_early(ctx) != 3;
    bad += bbmm_set_early(ctx, 0) != BBMM_OK || bbmm_setting_early(ctx) != 0;
    bad += bbmm_set_early(ctx, 4) != BBMM_ERR_INVALID || bbmm_setting_early(ctx) != 0;
    bad += strstr(bbmm_error_message(ctx, err, sizeof(err)), "bbmm_set_early: 4 is not") == NULL;
    bad += bbmm_set_early(ctx, 2) != BBMM_OK || bbmm_setting_early(ctx) != 2;
    bad += bbmm_set_early(NULL, 1) != BBMM_ERR_INVALID;
    bbmm_context_destroy(ctx);
    /* BBMM_OVERLAP: on by default; the environment turns it off; the
     * descriptor's value wins where the environment is ignored */
    settings_apply(&cases[0]);
    memset(&desc, 0, sizeof(desc));
    if (bbmm_context_create(&desc, &ctx, err, sizeof(err)) != BBMM_OK)
        return bad + 1;
    bad += bbmm_setting_overlap(ctx) != 1;
    bbmm_context_destroy(ctx);
    setenv("BBMM_OVERLAP", "off", 1);
    if (bbmm_context_create(&desc, &ctx, err, sizeof(err)) != BBMM_OK)
        return bad + 1;
    bad += bbmm_setting_overlap(ctx) != 0;
    bbmm_context_destroy(ctx);
    desc.overlap = BBMM_SETTING_ON;
    desc.ignore_environment = 1;
    if (bbmm_context_create(&desc, &ctx, err, sizeof(err)) != BBMM_OK)
        return bad + 1;
    bad += bbmm_setting_overlap(ctx) != 1;
    bbmm_context_destroy(ctx);
    /* BBMM_TUNE replay: on by default; the environment turns it off (the
     * key or its former variable); the descriptor's value wins where the
     * environment is ignored */
    settings_apply(&cases[0]);
    memset(&desc, 0, sizeof(desc));
    if (bbmm_context_create(&desc, &ctx, err, sizeof(err)) != BBMM_OK)
        return bad + 1;
    bad += bbmm_setting_replay(ctx) != 1;
    bbmm_context_destroy(ctx);
    setenv("BBMM_TUNE", "replay=off", 1);
    if (bbmm_context_create(&desc, &ctx, err, sizeof(err)) != BBMM_OK)
        return bad + 1;
    bad += bbmm_setting_replay(ctx) != 0;
    bbmm_context_destroy(ctx);
    unsetenv("BBMM_TUNE");
    setenv("BBMM_REPLAY", "off", 1);
    if (bbmm_context_create(&desc, &ctx, err, sizeof(err)) != BBMM_OK)
        return bad + 1;
    bad += bbmm_setting_replay(ctx) != 0;
    bbmm_context_destroy(ctx);
    desc.replay = BBMM_SETTING_ON;
    desc.ignore_environment = 1;
    if (bbmm_context_create(&desc, &ctx, err, sizeof(err)) != BBMM_OK)
        return bad + 1;
    bad += bbmm_setting_replay(ctx) != 1;
    bbmm_context_destroy(ctx);
    /* BBMM_START: auto by default, every device selected available and
     * started; the default BBMM_START_WORK is 0 with CPU devices only */
    settings_apply(&cases[0]);
    memset(&desc, 0, sizeof(desc));
    if (bbmm_context_create(&desc, &ctx, err, sizeof(err)) != BBMM_OK)
        return bad + 1;
    {
        uint64_t work = 1;
        int avail = 0;
        bad += bbmm_setting_start(ctx, &work, &avail) != BBMM_START_AUTO;
        bad += avail != bbmm_device_count(ctx) || avail < 1;
        bad += work != 0;
        bbmm_context_destroy(ctx);
        desc.start = BBMM_START_ALL;
        desc.start_work = 5;
        desc.ignore_environment = 1;
        if (bbmm_context_create(&desc, &ctx, err, sizeof(err)) != BBMM_OK)
            return bad + 1;
        bad += bbmm_setting_start(ctx, &work, NULL) != BBMM_START_ALL || work != 0;
        bbmm_context_destroy(ctx);
        desc.start = BBMM_START_AUTO;
        if (bbmm_context_create(&desc, &ctx, err, sizeof(err)) != BBMM_OK)
            return bad + 1;
        bad += bbmm_setting_start(ctx, &work, NULL) != BBMM_START_AUTO || work != 5;
        bbmm_context_destroy(ctx);
    }
    settings_apply(&cases[0]);
    if (bad)
        fprintf(stderr, "BBMM_SPREAD settings: %d checks failed\n", bad);
    return bad;
}

/* Check bad arguments of the context API itself. */
static int settings_api(void)
{
    bbmm_device_info info;
    bbmm_context *ctx;
    char err[256];
    int bad = 0;
    settings_apply(&cases[0]);
    bad += bbmm_context_create(NULL, NULL, err, sizeof(err)) != BBMM_ERR_INVALID;
    bad += bbmm_context_destroy(NULL) != BBMM_OK;
    if (bbmm_context_create(NULL, &ctx, err, sizeof(err)) != BBMM_OK)
        return bad + 1;
    bad += bbmm_device_get_info(ctx, 99, &info) != BBMM_ERR_INVALID;
    bad += strstr(bbmm_error_message(ctx, err, sizeof(err)), "device 99") == NULL;
    bad += bbmm_device_get_info(ctx, 0, &info) != BBMM_OK || info.mem_limit == 0 || !info.name[0];
    bad += bbmm_bb_cleanup(ctx, 99) != BBMM_ERR_INVALID;
    bad += bbmm_context_destroy(ctx) != BBMM_OK;
    if (bad)
        fprintf(stderr, "API argument checks: %d failed\n", bad);
    return bad;
}

/* Settings longer than any fixed buffer are used whole: trailing junk after
 * 300 spaces is an error, and a 576-character BBMM_STATS=json: path is the
 * file written. */
static int settings_long(int all)
{
    char val[1100], dir[700], path[800];
    bbmm_context *ctx = NULL;
    char err[2048];
    bbmm_status st;
    FILE *f;
    int bad = 0, d, len;
    settings_apply(&cases[0]);
    snprintf(val, sizeof(val), "1%300sjunk", "");
    setenv("BBMM_DEVICES", val, 1);
    st = bbmm_context_create(NULL, &ctx, err, sizeof(err));
    if (st != BBMM_ERR_SETTING || !strstr(err, "junk")) {
        fprintf(stderr, "BBMM_DEVICES=1<300 spaces>junk: %s (%s), want BBMM_ERR_SETTING naming it\n",
                bbmm_status_name(st), err);
        bad++;
    }
    bbmm_context_destroy(ctx);
    ctx = NULL;
    snprintf(val, sizeof(val), "%300s%d", "", all);
    setenv("BBMM_DEVICES", val, 1);
    st = bbmm_context_create(NULL, &ctx, err, sizeof(err));
    if (st != BBMM_OK || bbmm_device_count(ctx) != all) {
        fprintf(stderr, "BBMM_DEVICES=<300 spaces>%d: %s (%s)\n", all, bbmm_status_name(st), err);
        bad++;
    }
    bbmm_context_destroy(ctx);
    ctx = NULL;
    unsetenv("BBMM_DEVICES");
    len = snprintf(dir, sizeof(dir), "rt_settings_long_%d", (int)getpid());
    mkdir(dir, 0700);
    for (d = 0; d < 4; d++) {
        len += snprintf(dir + len, sizeof(dir) - (size_t)len, "/%0130d", d);
        mkdir(dir, 0700);
    }
    snprintf(path, sizeof(path), "%s/%s", dir, "stats-of-a-long-path-0123456789.json");
    snprintf(val, sizeof(val), "json:%s", path);
    setenv("BBMM_STATS", val, 1);
    st = bbmm_context_create(NULL, &ctx, err, sizeof(err));
    if (st == BBMM_OK)
        st = bbmm_context_destroy(ctx);
    f = fopen(path, "r");
    if (st != BBMM_OK || !f || strlen(path) < 560) {
        fprintf(stderr, "BBMM_STATS=json:<%d characters>: %s, file %s\n", (int)strlen(path),
                bbmm_status_name(st), f ? "written" : "missing");
        bad++;
    }
    if (f)
        fclose(f);
    unsetenv("BBMM_STATS");
    remove(path);
    for (d = 4; d >= 0; d--) {
        char *slash = strrchr(dir, '/');
        rmdir(dir);
        if (slash)
            *slash = '\0';
    }
    return bad;
}

int main(void)
{
    bbmm_context *ctx;
    char err[1024];
    int i, all, bad = 0, n = (int)(sizeof(cases) / sizeof(cases[0]));
    settings_apply(&cases[0]);
    if (bbmm_context_create(NULL, &ctx, err, sizeof(err)) != BBMM_OK) {
        fprintf(stderr, "rt_settings: no devices: %s\n", err);
        return EXIT_FAILURE;
    }
    all = bbmm_device_count(ctx);
    bbmm_context_destroy(ctx);
    for (i = 0; i < n; i++) {
        if (all < 4 && (cases[i].want_devices > 1 || (cases[i].env[0] && strstr(cases[i].env[0], "1,3"))))
            continue;
        bad += settings_run(i, all);
    }
    bad += settings_api();
    bad += settings_spread();
    bad += settings_coarsen();
    bad += settings_check();
    bad += settings_long(all);
    printf("rt_settings: %d cases on %d devices, %d failure(s)\n", n, all, bad);
    return bad ? EXIT_FAILURE : EXIT_SUCCESS;
}
