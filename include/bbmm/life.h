/* bbmm/life.h - a context's end, the default context and its later
 * starts, in the method's order.
 *
 * The thin layer (lib/context.c) makes a context, opens and closes its
 * OpenCL state and frees it; what lies between those steps is the
 * method's (which devices open, and when more start: start.h), and so is
 * this file: at the end, every array written back to
 * the host (Table III's last write-out), the statistics reported as
 * BBMM_STATS asks, the buffer manager shut down; before more devices
 * start, the manager's unused buffers dropped and nothing of it left on
 * the devices.  The default context of generated code (made on first use,
 * destroyed at exit) and the report of regions run only on the host are
 * here too.
 *
 * The functions run once per context or per start, so their bodies are
 * compiled once, into libbbmm (BBMM_METHOD_BODIES, lib/method.c).
 *
 * Part of bbmm.h; see its manual.
 */
#ifndef BBMM_MANAGER_H
#error "bbmm/life.h is a part of bbmm.h: include bbmm.h"
#elif !defined(BBMM_LIFE_H)
#define BBMM_LIFE_H

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "stats.h"
#include "spec.h"

BBMM_EXTERN_C_BEGIN

/* ---- thin layer (lib/context.c) ----------------------------------------- */

/* Before the end: every rank's messages done, the executor's threads
 * stopped (the ranks then agree that they all end there: ranks.h). */
bbmm_status bbmmi_context_quiesce(bbmm_context *ctx);
/* BBMM_STATS of "ctx" ("", "0", "1" or "json:PATH"). */
const char *bbmmi_stats_to(const bbmm_context *ctx);
/* Close the BBMM_TRACE file: "st", or when that is BBMM_OK and the file
 * cannot be written, BBMM_ERR_SETTING with its message. */
bbmm_status bbmmi_trace_end(bbmm_context *ctx, bbmm_status st);
/* Free the OpenCL state, the programs, pinned memory, the ranks' state,
 * the settings and "ctx" itself. */
void bbmmi_context_free(bbmm_context *ctx);
/* Nonzero when the thin layer holds something of "ctx" that a restart of
 * its OpenCL state would lose: pinned host memory, a held command, an open
 * run, several ranks. */
int bbmmi_context_holds(const bbmm_context *ctx);

/* ---- the method --------------------------------------------------------- */

#ifdef BBMM_METHOD_BODIES /* compiled once (config.h) */

/* Free the tile spec the runs of "mgr" reuse: at the end, and before the
 * OpenCL state is made anew (its memos name buffers of the old). */
static void bbmmi_life_spec_free(bbmm_manager *mgr)
{
    if (mgr->spec) {
        bbmmi_spec_free(mgr->spec);
        free(mgr->spec);
        mgr->spec = NULL;
    }
}

/* BBMM_STATS's report of "ctx": the table on stderr, or JSON (one file per
 * rank, PATH.RANK, under several); a file that cannot be written is said
 * on stderr too, since the context (and its message) is about to go. */
static bbmm_status bbmmi_life_report(bbmm_context *ctx)
{
    const char *s = bbmmi_stats_to(ctx);
    bbmm_status st = BBMM_OK;
    if (!strcmp(s, "1"))
        st = bbmm_stats_print(ctx, stderr);
    else if (!strncmp(s, "json:", 5) && bbmmi_nranks(ctx) > 1) {
        char path[4096];
        snprintf(path, sizeof(path), "%s.%d", s + 5, bbmmi_rank(ctx));
        st = bbmm_stats_write_json(ctx, path);
    } else if (!strncmp(s, "json:", 5))
        st = bbmm_stats_write_json(ctx, s + 5);
    if (st != BBMM_OK) {
        char msg[BBMMI_ERRMSG_LEN];
        fprintf(stderr, "bbmm: %s\n", bbmm_error_message(ctx, msg, sizeof(msg)));
    }
    return st;
}

/* bbmm_context_destroy; a failure's message into "msg" ("len" bytes) when
 * given: the commands finished, every array written back, the thin
 * layer's end, the report, the manager's shutdown, then the context
 * freed (the first failure is the status). */
static bbmm_status bbmmi_life_end(bbmm_context *ctx, char *msg, size_t len)
{
    bbmm_manager *mgr;
    bbmm_status st, st2;
    uint32_t i;
    if (msg && len)
        msg[0] = '\0';
    if (!ctx)
        return BBMM_OK;
    bbmmi_enter();
    mgr = bbmm_mgr(ctx);
    st = bbmmi_drain(ctx);
    for (i = 0; i < mgr->narrays; i++) {
        bbmm_array a;
        if (!mgr->arrays[i])
            continue;
        a.id = mgr->arrays[i]->id;
        st2 = bbmm_array_sync(ctx, a);
        if (st2 == BBMM_ERR_OVERLAP)
            st2 = BBMM_OK; /* written back; the threads sharing it were told */
        if (st == BBMM_OK)
            st = st2;
    }
    st2 = bbmmi_context_quiesce(ctx);
    if (st2 == BBMM_OK) {
        /* every rank destroys its context here: a rank that runs a region
         * instead hears of it (and this one of that) */
        const char *stats = bbmmi_stats_to(ctx);
        st2 = bbmmi_rank_agree_at(ctx, BBMM_OK, BBMMI_AT_DESTROY, NULL, NULL, 0, NULL);
        if (st2 == BBMM_OK && stats[0] && strcmp(stats, "0"))
            bbmmi_rank_totals(ctx); /* a collective: every rank is here */
    }
    if (st == BBMM_OK)
        st = st2;
    st2 = bbmmi_life_report(ctx);
    if (st == BBMM_OK)
        st = st2;
    st = bbmmi_trace_end(ctx, st);
    if (st != BBMM_OK && msg && len)
        bbmm_error_message(ctx, msg, len);
    bbmmi_life_spec_free(mgr);
    bbmmi_manager_shutdown(ctx);
    bbmmi_context_free(ctx);
    bbmmi_leave();
    return st;
}

bbmm_status bbmm_context_destroy(bbmm_context *ctx)
{
    return bbmmi_life_end(ctx, NULL, 0);
}

/* The default context (bbmm_default_context), its lock and whether the
 * exit handler is registered. */
static pthread_mutex_t bbmmi_default_mu = PTHREAD_MUTEX_INITIALIZER;
static bbmm_context *bbmmi_default;
static int bbmmi_default_registered;

/* Take the default context away and destroy it. */
static bbmm_status bbmmi_default_end(char *msg, size_t len)
{
    bbmm_context *c;
    bbmm_status st;
    bbmmi_enter();
    pthread_mutex_lock(&bbmmi_default_mu);
    c = bbmmi_default;
    __atomic_store_n(&bbmmi_default, NULL, __ATOMIC_RELEASE);
    pthread_mutex_unlock(&bbmmi_default_mu);
    st = bbmmi_life_end(c, msg, len);
    bbmmi_leave();
    return st;
}

static void bbmmi_default_at_exit(void)
{
    char msg[BBMMI_ERRMSG_LEN];
    bbmm_status st = bbmmi_default_end(msg, sizeof(msg));
    if (st != BBMM_OK)
        fprintf(stderr, "bbmm: destroying the default context at exit: %s%s%s\n", bbmm_status_text(st),
                msg[0] ? ": " : "", msg);
}

/* Nonzero when nothing of "ctx" outlives a restart of its OpenCL state:
 * none of the thin layer's (bbmmi_context_holds), no array registered, no
 * buffer of the manager in use or kept (lock held). */
static int bbmmi_life_idle(bbmm_context *ctx)
{
    bbmm_manager *mgr = bbmm_mgr(ctx);
    uint32_t i;
    int d;
    if (bbmmi_context_holds(ctx))
        return 0;
    for (i = 0; i < mgr->narrays; i++)
        if (mgr->arrays[i])
            return 0;
    for (d = 0; d < mgr->ndev; d++)
        if (mgr->store[d].in_use.head || mgr->store[d].unused.head)
            return 0;
    return 1;
}

/* BBMM_START=auto: start the devices of the default context "ctx" that
 * work estimate "work" pays for and that have not started, when it is
 * idle: its unused buffers go, then its OpenCL state is made anew for
 * them (bbmmi_start_restart, start.h).  What stays is what the host holds:
 * settings, statistics (each started device keeps its own), the trace,
 * the fault counters.  When the new devices fail to open, the context goes
 * back to the devices it had (a failed start, not an error; only larger
 * work tries again); when even those fail to open, the status is the
 * failure and the context has no device until a later call starts some.
 * A context with no device starts what the work pays for. */
static bbmm_status bbmmi_life_start_more(bbmm_context *ctx, double work)
{
    bbmm_manager *mgr = bbmm_mgr(ctx);
    bbmm_status st;
    int k = bbmmi_start_target(ctx, work, &st), d;
    if (st != BBMM_OK || k <= mgr->ndev)
        return st;
    if ((st = bbmmi_drain(ctx)) != BBMM_OK)
        return st;
    bbmmi_lock(ctx);
    if (bbmmi_life_idle(ctx)) {
        for (d = 0; d < mgr->ndev; d++) /* the pooled buffers of the OpenCL state that goes */
            while (bbmmi_mgr_pool_drop(&mgr->store[d]))
                ;
        bbmmi_life_spec_free(mgr);
        st = bbmmi_start_restart(ctx, work, k);
    } else {
        st = bbmmi_start_declined(ctx);
    }
    bbmmi_unlock(ctx);
    return st;
}

bbmm_status bbmm_default_context_for(double work, bbmm_context **out, char *err, size_t errlen)
{
    bbmm_status st = BBMM_OK;
    if (!out) {
        if (err && errlen)
            snprintf(err, errlen, "bbmm_default_context: NULL result pointer");
        return BBMM_ERR_INVALID;
    }
    if (work != work || (work < 0 && work != BBMM_WORK_LATER))
        work = BBMM_WORK_UNKNOWN; /* NaN, negative: unknown */
    if (work == BBMM_WORK_LATER) { /* starts nothing on a context that exists: no lock (every scope asks) */
        bbmm_context *c = __atomic_load_n(&bbmmi_default, __ATOMIC_ACQUIRE);
        if (c) {
            *out = c;
            return BBMM_OK;
        }
    }
    bbmmi_enter();
    pthread_mutex_lock(&bbmmi_default_mu);
    if (!bbmmi_default) {
        bbmm_context *made = NULL;
        st = bbmmi_context_make(NULL, work, bbmmi_start_first, &made, err, errlen);
        __atomic_store_n(&bbmmi_default, made, __ATOMIC_RELEASE); /* bbmm_default_context_made reads it unlocked */
    } else if (bbmmi_start_wanted(bbmmi_default, work)) {
        st = bbmmi_life_start_more(bbmmi_default, work);
        if (st != BBMM_OK && err && errlen)
            bbmm_error_message(bbmmi_default, err, errlen);
    }
    if (st == BBMM_OK && !bbmmi_default_registered)
        bbmmi_default_registered = atexit(bbmmi_default_at_exit) == 0;
    *out = bbmmi_default;
    pthread_mutex_unlock(&bbmmi_default_mu);
    bbmmi_leave();
    return st;
}

bbmm_status bbmm_default_context(bbmm_context **out, char *err, size_t errlen)
{
    return bbmm_default_context_for(-1, out, err, errlen);
}

bbmm_context *bbmm_default_context_made(void)
{
    /* without the lock: bbmm/pick.h asks before every region run */
    return __atomic_load_n(&bbmmi_default, __ATOMIC_ACQUIRE);
}

bbmm_status bbmm_default_context_destroy(void)
{
    return bbmmi_default_end(NULL, 0);
}

/* At exit, when regions ran on the host and no default context was ever
 * made (it reports them when it is destroyed): BBMM_STATS's report of
 * them alone. */
static void bbmmi_host_report(void)
{
    char to[4096];
    bbmm_stats s;
    bbmm_pick_state *h;
    int made;
    FILE *f;
    pthread_mutex_lock(&bbmmi_default_mu);
    made = bbmmi_default_registered;
    pthread_mutex_unlock(&bbmmi_default_mu);
    if (made || bbmmi_env_text(BBMM_SETTING_STATS, to, sizeof(to)) != 1 || (strcmp(to, "1") && strncmp(to, "json:", 5)))
        return;
    memset(&s, 0, sizeof(s));
    s.start_work_seen = -1;
    h = bbmm_pick_lock();
    s.runs_host = __atomic_load_n(&h->runs_host, __ATOMIC_RELAXED);
    s.host_ns = __atomic_load_n(&h->host_ns, __ATOMIC_RELAXED);
    bbmm_pick_unlock();
    if (!strcmp(to, "1")) {
        fprintf(stderr, "BBMM statistics: 0 device(s): no region ran on a device\n");
        fprintf(stderr, "host: %llu region run(s) on the host as written in %.3f ms (BBMM_TUNE host)\n",
                (unsigned long long)s.runs_host, s.host_ns / 1e6);
    } else if (!(f = fopen(to + 5, "w"))) {
        fprintf(stderr, "bbmm: BBMM_STATS: cannot write '%s': %s\n", to + 5, strerror(errno));
    } else {
        fprintf(f, "{\"devices\":[],\n\"total\":");
        bbmmi_stats_json_one(f, &s);
        fprintf(f, "}\n");
        if (fclose(f))
            fprintf(stderr, "bbmm: BBMM_STATS: write to '%s' failed\n", to + 5);
    }
}

/* 1 once the host report is registered, 2 when it cannot be. */
static int bbmmi_host_armed;
static pthread_once_t bbmmi_host_once = PTHREAD_ONCE_INIT;

static void bbmmi_host_arm(void)
{
    __atomic_store_n(&bbmmi_host_armed, atexit(bbmmi_host_report) == 0 ? 1 : 2, __ATOMIC_RELEASE);
}

int bbmm_host_mode(void)
{
    int m = bbmmi_host_setting(), armed = __atomic_load_n(&bbmmi_host_armed, __ATOMIC_ACQUIRE);
    if (m == 1)
        return m;
    if (!armed) { /* the report of the host's runs at exit, once */
        pthread_once(&bbmmi_host_once, bbmmi_host_arm);
        armed = __atomic_load_n(&bbmmi_host_armed, __ATOMIC_ACQUIRE);
    }
    return armed == 2 ? 1 : m; /* no report of the host's runs possible: stay on the devices */
}

#endif /* BBMM_METHOD_BODIES */

BBMM_EXTERN_C_END

#endif
