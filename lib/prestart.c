/* lib/prestart.c - start-up off the critical path (bbmm_prestart).
 *
 * Opening OpenCL costs a program its first region's start: the ICD
 * loader's clGetPlatformIDs (0.27 s on an H200 node, 120 ms with PoCL) and
 * clCreateContext (0.16 s per GPU).  bbmm_prestart() does this on one
 * runtime thread while the program prepares its data: it fills a scratch
 * context from the environment alone, as the default context would be
 * made (the settings, platform and devices of setup.h and cl.c, not a
 * copy of them; every device selected, as the default context starts
 * them for unknown work: cl.c's bbmmi_cl_init), and keeps it.  The first
 * context that opens OpenCL waits for the thread (cl.c's
 * bbmmi_cl_discover), takes the scratch context (bbmmi_cl_open) and
 * adopts its OpenCL context and queues when they are for exactly its
 * platform and devices; what it does not adopt is released there.  Nothing the thread does is reported: a creation that
 * fails fails again, with its message, where it counts.
 *
 * Process-wide by nature, as the exit gate: one start-up per process.
 * pre_state goes NONE -> RUNNING -> DONE -> TAKEN (or NONE -> TAKEN when a
 * context was made without a prestart); pre_mu guards everything here. */
#define _POSIX_C_SOURCE 200809L
#include <stdlib.h>

#include "internal.h"

enum { PRE_NONE, PRE_RUNNING, PRE_DONE, PRE_TAKEN };

static pthread_mutex_t pre_mu = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t pre_cv = PTHREAD_COND_INITIALIZER;
static int pre_state;
static int pre_joinable;
static pthread_t pre_thread;
static bbmm_context *pre_ctx; /* DONE: what the thread opened (NULL: nothing) */
static uint64_t pre_ns;       /* DONE: the thread's time (0: it opened nothing) */
static int pre_opened;        /* the thread called into OpenCL in this process */
static int pre_forked;        /* a child forked after pre_opened in its parent */
static int pre_hooked;        /* the exit and fork handlers are registered */
static bbmm_context *volatile pre_parent; /* in a forked child: the parent's, kept as it was
                                          (volatile: stored, never read) */

/* Under MPI, which devices a rank takes depends on its rank and node
 * (bbmm/start.h's bbmmi_start_share, after MPI_Init): a thread started before
 * main cannot know them, and would open every device of the node in every
 * rank.  Adoption compares the device lists, so a wrong guess would cost
 * time, never results; but each rank's context on every GPU of the node
 * costs device memory too, so under an MPI launcher (the detection of
 * ranks.c; BBMM_RANKS=off excepted) there is no prestart. */
static int pre_skip(const bbmm_context *ctx)
{
    return !ctx->settings.ranks_off && bbmmi_ranks_launched();
}

/* The thread: open what "arg" (the scratch context bbmm_prestart made
 * from the settings) selects. */
static void *pre_main(void *arg)
{
    uint64_t t0 = bbmmi_now_ns(), ns = 0;
    bbmm_context *ctx = (bbmm_context *)arg;
    if (bbmmi_stopping()) {
        bbmmi_context_scratch_free(ctx);
        ctx = NULL;
    }
    if (ctx) {
        pthread_mutex_lock(&pre_mu);
        pre_opened = 1;
        pthread_mutex_unlock(&pre_mu);
        if (bbmmi_cl_init(ctx) != BBMM_OK) {
            bbmmi_error_forget();
            bbmmi_context_scratch_free(ctx);
            ctx = NULL;
        }
        ns = bbmmi_now_ns() - t0;
    }
    pthread_mutex_lock(&pre_mu);
    pre_ctx = ctx;
    pre_ns = ns;
    pre_state = PRE_DONE;
    pthread_cond_broadcast(&pre_cv);
    pthread_mutex_unlock(&pre_mu);
    return NULL;
}

/* Wait until the prestart thread has ended, and join it (pre_mu held). */
static void pre_wait_locked(void)
{
    while (pre_state == PRE_RUNNING)
        pthread_cond_wait(&pre_cv, &pre_mu);
    if (pre_joinable)
        pthread_join(pre_thread, NULL);
    pre_joinable = 0;
}

/* Exit: the thread may be inside the driver (main returned at once);
 * wait for it, then release what no context adopted. */
static void pre_at_exit(void)
{
    uint64_t ns;
    bbmmi_context_scratch_free(bbmmi_prestart_take(&ns));
}

/* Fork: the parent waits for the thread first, so that no driver lock is
 * held across the fork, and keeps pre_mu until the child is made. */
static void pre_fork_prepare(void)
{
    pthread_mutex_lock(&pre_mu);
    pre_wait_locked();
}

static void pre_fork_parent(void)
{
    pthread_mutex_unlock(&pre_mu);
}

/* The child forgets the parent's OpenCL objects: releasing them would
 * reach into the parent's driver state.  It keeps them where they are,
 * in pre_parent, never used nor freed (what a leak checker sees of them
 * stays reachable).  OpenCL drivers do not work in a child of a process that
 * opened them (PoCL's device threads and NVIDIA's driver stay in the
 * parent: the child's commands never complete), so a child forked after a
 * prestart opened OpenCL is told so when it makes a context, rather than
 * waiting forever. */
static void pre_fork_child(void)
{
    if (pre_ctx)
        pre_parent = pre_ctx;
    pre_ctx = NULL;
    pre_forked = pre_opened;
    pre_state = PRE_TAKEN;
    pthread_mutex_unlock(&pre_mu);
}

/* The settings are read here, on the calling thread (the constructor's,
 * before main), not on the thread: a program that sets its environment
 * later (setenv) must not race with a read of it.  Off (the default), under
 * an MPI launcher, or when nothing can be allocated: no thread. */
bbmm_status bbmm_prestart(void)
{
    bbmm_context *ctx;
    pthread_mutex_lock(&pre_mu);
    if (pre_state != PRE_NONE) {
        pthread_mutex_unlock(&pre_mu);
        return BBMM_OK;
    }
    pre_state = PRE_TAKEN;
    ctx = bbmmi_context_scratch();
    if (ctx && pre_skip(ctx)) {
        bbmmi_context_scratch_free(ctx);
        ctx = NULL;
    }
    if (ctx && !pre_hooked)
        pre_hooked = atexit(pre_at_exit) == 0 && pthread_atfork(pre_fork_prepare, pre_fork_parent,
                                                                pre_fork_child) == 0;
    if (ctx && pre_hooked && pthread_create(&pre_thread, NULL, pre_main, ctx) == 0) {
        pre_joinable = 1;
        pre_state = PRE_RUNNING;
        ctx = NULL;
    }
    pthread_mutex_unlock(&pre_mu);
    bbmmi_context_scratch_free(ctx);
    return BBMM_OK;
}

bbmm_status bbmmi_prestart_wait(bbmm_context *ctx)
{
    int forked;
    pthread_mutex_lock(&pre_mu);
    pre_wait_locked();
    forked = pre_forked;
    pthread_mutex_unlock(&pre_mu);
    if (forked)
        return bbmmi_error(ctx, BBMM_ERR_NO_DEVICE,
                           "this process was forked after its parent opened OpenCL at its start "
                           "(bbmm_prestart), and OpenCL drivers do not work in such a child: set "
                           "BBMM_TUNE=prestart=off for a program that forks before its first region and "
                           "runs regions in the child");
    return BBMM_OK;
}

bbmm_context *bbmmi_prestart_take(uint64_t *ns)
{
    bbmm_context *c;
    pthread_mutex_lock(&pre_mu);
    pre_wait_locked();
    c = pre_ctx;
    *ns = pre_state == PRE_DONE ? pre_ns : 0;
    pre_ctx = NULL;
    pre_state = PRE_TAKEN;
    pthread_mutex_unlock(&pre_mu);
    return c;
}

int bbmm_prestart_ready(void)
{
    int ready;
    pthread_mutex_lock(&pre_mu);
    ready = pre_state == PRE_DONE && pre_ctx != NULL;
    pthread_mutex_unlock(&pre_mu);
    return ready;
}
