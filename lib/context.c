/* lib/context.c - a context's life cycle (make, quiesce, close its OpenCL state, free), errors, the
 * lock, the exit gate; a device's description (the queries of a context: bbmm/query.h; how many
 * devices start: bbmm/start.h). */
#define _POSIX_C_SOURCE 200809L
#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>

#include "internal.h"

/* This thread's most recent error message and the context it belongs to
 * (the context is only compared, never followed: it may be gone). */
static __thread const bbmm_context *ctx_tls_owner;
static __thread char ctx_tls_msg[BBMMI_ERRMSG_LEN];

bbmm_status bbmmi_error_set(bbmm_context *ctx, bbmm_status st, const char *msg)
{
    if (!ctx)
        return st;
    if (msg != ctx_tls_msg)
        snprintf(ctx_tls_msg, sizeof(ctx_tls_msg), "%s", msg);
    ctx_tls_owner = ctx;
    pthread_mutex_lock(&ctx->err_mu);
    snprintf(ctx->errmsg, sizeof(ctx->errmsg), "%s", ctx_tls_msg);
    pthread_mutex_unlock(&ctx->err_mu);
    return st;
}

bbmm_status bbmmi_error(bbmm_context *ctx, bbmm_status st, const char *fmt, ...)
{
    char msg[BBMMI_ERRMSG_LEN];
    va_list ap;
    if (!ctx)
        return st;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof(msg), fmt, ap);
    va_end(ap);
    return bbmmi_error_set(ctx, st, msg);
}

void bbmmi_error_forget(void)
{
    ctx_tls_owner = NULL;
    ctx_tls_msg[0] = '\0';
}

void bbmmi_error_take(const bbmm_context *ctx, char *buf, size_t len)
{
    if (len)
        snprintf(buf, len, "%s", ctx && ctx_tls_owner == ctx ? ctx_tls_msg : "");
}

/* ---- the exit gate (bbmm_exit_prepare) -------------------------------- */

/* Process-wide by nature: ending the process concerns every context.
 * "inside" counts the threads inside a gated call; "depth" is this
 * thread's nesting (runtime threads start at 1 and are never counted).
 * Entering and leaving take no lock (every region run enters, on the host
 * too): a thread adds itself to "inside" and then looks at "stopping",
 * the stopper sets "stopping" and then looks at "inside" (both
 * sequentially consistent), so at least one of them sees the other; a
 * thread that sees "stopping" takes itself out again and parks.  The
 * lock only guards the waits: a leave that may wake the stopper
 * broadcasts under it, so the stopper, which checks "inside" and waits
 * under it, misses no wake-up. */
static pthread_mutex_t ctx_gate_mu = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t ctx_gate_cv = PTHREAD_COND_INITIALIZER;
static int ctx_gate_inside;
static int ctx_gate_stopping;
static pthread_t ctx_gate_stopper;
static __thread int ctx_gate_depth;

/* Wait forever: the process is ending under this thread (lock held). */
static void ctx_gate_park(void)
{
    for (;;)
        pthread_cond_wait(&ctx_gate_cv, &ctx_gate_mu);
}

/* Out of "inside" again, waking the stopper when there is one (it waits
 * for "inside" to drop to its own count). */
static void ctx_gate_out(void)
{
    __atomic_sub_fetch(&ctx_gate_inside, 1, __ATOMIC_SEQ_CST);
    if (__atomic_load_n(&ctx_gate_stopping, __ATOMIC_SEQ_CST)) {
        pthread_mutex_lock(&ctx_gate_mu);
        pthread_cond_broadcast(&ctx_gate_cv);
        pthread_mutex_unlock(&ctx_gate_mu);
    }
}

void bbmmi_enter(void)
{
    if (ctx_gate_depth++)
        return;
    __atomic_add_fetch(&ctx_gate_inside, 1, __ATOMIC_SEQ_CST);
    if (!__atomic_load_n(&ctx_gate_stopping, __ATOMIC_SEQ_CST))
        return;
    pthread_mutex_lock(&ctx_gate_mu); /* (the stopper is set before "stopping", under the lock) */
    if (pthread_equal(ctx_gate_stopper, pthread_self())) {
        pthread_mutex_unlock(&ctx_gate_mu);
        return;
    }
    pthread_mutex_unlock(&ctx_gate_mu);
    ctx_gate_out();
    pthread_mutex_lock(&ctx_gate_mu);
    ctx_gate_park();
}

void bbmmi_leave(void)
{
    if (--ctx_gate_depth)
        return;
    ctx_gate_out();
}

void bbmmi_gate_inner(void)
{
    ctx_gate_depth = 1;
}

int bbmmi_stopping(void)
{
    return __atomic_load_n(&ctx_gate_stopping, __ATOMIC_ACQUIRE);
}

bbmm_status bbmm_exit_prepare(unsigned timeout_ms)
{
    struct timespec until;
    int mine = ctx_gate_depth > 0, timed_out = 0;
    clock_gettime(CLOCK_REALTIME, &until);
    until.tv_sec += (time_t)(timeout_ms / 1000);
    until.tv_nsec += (long)(timeout_ms % 1000) * 1000000L;
    if (until.tv_nsec >= 1000000000L) {
        until.tv_sec++;
        until.tv_nsec -= 1000000000L;
    }
    pthread_mutex_lock(&ctx_gate_mu);
    if (ctx_gate_stopping && pthread_equal(ctx_gate_stopper, pthread_self())) {
        pthread_mutex_unlock(&ctx_gate_mu);
        return BBMM_ERR_BUSY;
    }
    if (ctx_gate_stopping)
        ctx_gate_park();
    ctx_gate_stopper = pthread_self();
    __atomic_store_n(&ctx_gate_stopping, 1, __ATOMIC_SEQ_CST);
    while (__atomic_load_n(&ctx_gate_inside, __ATOMIC_SEQ_CST) > mine && !timed_out)
        timed_out = pthread_cond_timedwait(&ctx_gate_cv, &ctx_gate_mu, &until) != 0 &&
                    __atomic_load_n(&ctx_gate_inside, __ATOMIC_SEQ_CST) > mine;
    pthread_mutex_unlock(&ctx_gate_mu);
    return timed_out ? BBMM_ERR_BUSY : BBMM_OK;
}

void bbmmi_lock(bbmm_context *ctx)
{
    pthread_mutex_lock(&ctx->lock);
}

void bbmmi_unlock(bbmm_context *ctx)
{
    pthread_mutex_unlock(&ctx->lock);
}

const void *bbmmi_thread_token(void)
{
    static __thread char token;
    return &token;
}

uint64_t bbmmi_now_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

char *bbmm_error_message(bbmm_context *ctx, char *buf, size_t len)
{
    if (!buf || !len)
        return buf;
    if (!ctx) {
        snprintf(buf, len, "no context");
        return buf;
    }
    bbmmi_error_take(ctx, buf, len);
    if (buf[0])
        return buf;
    bbmmi_enter();
    pthread_mutex_lock(&ctx->err_mu);
    snprintf(buf, len, "%s", ctx->errmsg);
    pthread_mutex_unlock(&ctx->err_mu);
    bbmmi_leave();
    return buf;
}

int bbmm_mpi_launched(void)
{
    /* read once: bbmm_pp_pick asks before every region run, and the
     * launcher sets these before the process starts */
    static const char *const vars[] = {"OMPI_COMM_WORLD_SIZE", "PMIX_RANK", "PMI_RANK", "PMI_SIZE", NULL};
    static int known; /* 0: not read yet, 1: no launcher, 2: a launcher */
    int i, v = __atomic_load_n(&known, __ATOMIC_RELAXED);
    if (!v) {
        v = 1;
        for (i = 0; vars[i] && v == 1; i++)
            if (getenv(vars[i]))
                v = 2;
        __atomic_store_n(&known, v, __ATOMIC_RELAXED);
    }
    return v == 2;
}

/* Destroy the mutexes and conditions of "ctx". */
static void ctx_destroy_locks(bbmm_context *ctx)
{
    pthread_mutex_destroy(&ctx->lock);
    pthread_mutex_destroy(&ctx->claim_mu);
    pthread_cond_destroy(&ctx->claim_cv);
    pthread_mutex_destroy(&ctx->run_mu);
    pthread_mutex_destroy(&ctx->err_mu);
}

/* Create the mutexes and conditions of "ctx"; nonzero when one cannot be
 * had. */
static int ctx_init_locks(bbmm_context *ctx)
{
    return pthread_mutex_init(&ctx->lock, NULL) || pthread_mutex_init(&ctx->claim_mu, NULL) ||
           pthread_cond_init(&ctx->claim_cv, NULL) || pthread_mutex_init(&ctx->run_mu, NULL) ||
           pthread_mutex_init(&ctx->err_mu, NULL);
}

bbmm_context *bbmmi_context_scratch(void)
{
    bbmm_context_desc zero;
    bbmm_context *ctx = (bbmm_context *)calloc(1, sizeof(*ctx));
    if (!ctx)
        return NULL;
    if (ctx_init_locks(ctx)) {
        free(ctx);
        return NULL;
    }
    memset(&zero, 0, sizeof(zero));
    ctx->mgr.settings = &ctx->settings;
    ctx->prestart_scratch = 1;
    if (bbmmi_settings_read(&zero, &ctx->settings, NULL) != BBMM_OK || !ctx->settings.prestart) {
        bbmmi_error_forget(); /* the creation that counts reports it */
        bbmmi_context_scratch_free(ctx);
        return NULL;
    }
    return ctx;
}

void bbmmi_context_scratch_free(bbmm_context *ctx)
{
    if (!ctx)
        return;
    bbmmi_cl_shutdown(ctx);
    ctx_destroy_locks(ctx);
    bbmmi_settings_free(&ctx->settings);
    free(ctx);
}

bbmm_status bbmmi_context_make(const bbmm_context_desc *desc, double work, bbmmi_start_fn start, bbmm_context **out,
                               char *err, size_t errlen)
{
    bbmm_context_desc zero;
    bbmm_context *ctx;
    bbmm_status st;
    uint64_t t0;
    if (err && errlen)
        err[0] = '\0';
    if (!out) {
        if (err && errlen)
            snprintf(err, errlen, "bbmm_context_create: NULL result pointer");
        return BBMM_ERR_INVALID;
    }
    *out = NULL;
    if (!desc) {
        memset(&zero, 0, sizeof(zero));
        desc = &zero;
    }
    ctx = (bbmm_context *)calloc(1, sizeof(*ctx));
    if (!ctx) {
        if (err && errlen)
            snprintf(err, errlen, "bbmm_context_create: out of host memory");
        return BBMM_ERR_NOMEM;
    }
    if (ctx_init_locks(ctx)) {
        free(ctx);
        if (err && errlen)
            snprintf(err, errlen, "bbmm_context_create: cannot create a mutex");
        return BBMM_ERR_NOMEM;
    }
    ctx->mgr.settings = &ctx->settings; /* the method's queries read them (bbmm/query.h) */
    bbmmi_enter();
    t0 = bbmmi_now_ns();
    {
        char msg[BBMMI_ERRMSG_LEN];
        st = bbmmi_settings_read(desc, &ctx->settings, msg);
        if (st == BBMM_OK)
            bbmmi_settings_notice(&ctx->settings);
        else
            bbmmi_error_set(ctx, st, msg);
    }
    ctx->mgr.reuse = ctx->settings.reuse;
    ctx->mgr.check_scopes = (ctx->settings.check & BBMM_CHECK_SCOPES_MODE) != 0;
    if (st == BBMM_OK)
        st = bbmmi_ranks_open(ctx);
    if (st == BBMM_OK)
        st = start(ctx, work); /* the devices, if any (the method's: bbmm/start.h) */
    st = bbmmi_ranks_join(ctx, st); /* a failure on one rank fails every rank's context */
    if (st == BBMM_OK && ctx->settings.trace[0]) {
        char path[4096]; /* several ranks: one file per rank, FILE.RANK */
        if (bbmmi_nranks(ctx) > 1)
            snprintf(path, sizeof(path), "%s.%d", ctx->settings.trace, bbmmi_rank(ctx));
        else
            snprintf(path, sizeof(path), "%s", ctx->settings.trace);
        ctx->trace = fopen(path, "w");
        if (!ctx->trace)
            st = bbmmi_error(ctx, BBMM_ERR_SETTING, "BBMM_TRACE=%s: cannot write %s: %s", ctx->settings.trace, path,
                             strerror(errno));
        else
            fputs("[\n", ctx->trace);
    }
    ctx->create_ns = bbmmi_now_ns() - t0;
    if (st != BBMM_OK) {
        if (err && errlen)
            bbmmi_error_take(ctx, err, errlen);
        bbmmi_error_forget();
        bbmmi_cl_shutdown(ctx);
        bbmmi_ranks_close(ctx);
        ctx_destroy_locks(ctx);
        bbmmi_settings_free(&ctx->settings);
        free(ctx);
        bbmmi_leave();
        return st;
    }
    *out = ctx;
    bbmmi_leave();
    return BBMM_OK;
}

/* ---- the context's end and its restarts: the thin layer's steps ---------
 * (the method runs them in order: bbmm/life.h, bbmm/start.h) */

bbmm_status bbmmi_context_quiesce(bbmm_context *ctx)
{
    bbmmi_ranks_quiesce(ctx); /* every message out and in before anything goes */
    bbmmi_exec_shutdown(ctx);
    return BBMM_OK;
}

const char *bbmmi_stats_to(const bbmm_context *ctx)
{
    return ctx->settings.stats;
}

bbmm_status bbmmi_trace_end(bbmm_context *ctx, bbmm_status st)
{
    if (ctx->trace) {
        /* an empty object ends the list the commands left open with a comma */
        fputs("{}]\n", ctx->trace);
        if (fclose(ctx->trace) && st == BBMM_OK)
            st = bbmmi_error(ctx, BBMM_ERR_SETTING, "BBMM_TRACE=%s: cannot write it", ctx->settings.trace);
        ctx->trace = NULL;
    }
    return st;
}

void bbmmi_context_free(bbmm_context *ctx)
{
    bbmmi_programs_release(ctx);
    bbmmi_hostmem_release_all(ctx);
    bbmmi_cl_shutdown(ctx);
    bbmmi_ranks_close(ctx);
    ctx_destroy_locks(ctx);
    bbmmi_settings_free(&ctx->settings);
    if (ctx_tls_owner == ctx)
        bbmmi_error_forget();
    free(ctx);
}

int bbmmi_context_holds(const bbmm_context *ctx)
{
    /* a data scope holds host pointers; what it keeps is registered */
    return ctx->hostmem || ctx->hold || ctx->async || bbmmi_nranks(ctx) > 1;
}

void bbmmi_context_close(bbmm_context *ctx)
{
    bbmmi_exec_shutdown(ctx);
    bbmmi_programs_release(ctx);
    bbmmi_cl_shutdown(ctx);
}

void bbmmi_context_timed(bbmm_context *ctx, uint64_t ns)
{
    ctx->create_ns += ns;
}

bbmm_status bbmm_finish(bbmm_context *ctx)
{
    bbmm_status st;
    if (!ctx)
        return BBMM_ERR_INVALID;
    bbmmi_enter();
    st = bbmmi_drain(ctx);
    bbmmi_leave();
    return st;
}

unsigned bbmmi_device_found(const bbmm_context *ctx, int dev, bbmm_device_info *info)
{
    const bbmmi_device *d = &ctx->dev[dev];
    memset(info, 0, sizeof(*info));
    snprintf(info->name, sizeof(info->name), "%s", d->name);
    snprintf(info->platform, sizeof(info->platform), "%s", ctx->platform_name);
    info->is_gpu = d->is_gpu;
    info->global_mem = d->global_mem;
    info->staging = d->staging;
    return d->compute_units;
}
