/* lib/ranks.c - the thin MPI layer: several processes (ranks), each with
 * its own devices, run one program (include/bbmm/ranks.h holds the method:
 * which tiles a rank runs, the directory of elements each rank lacks, the
 * messages; include/bbmm/agree.h what the ranks compare where they agree,
 * and the message when they took different paths).  Here is only MPI:
 * starting and stopping it, the communicator of a context, a rank's place
 * on its node (which of the node's devices it takes is the method's:
 * bbmm/start.h), and the agreements' transport (the collectives under
 * BBMM_RANK_TIMEOUT, the questions of a rank that waited too long, the
 * context's creation, where only failures are agreed on); the
 * exchange of a list of messages, and the progress thread of asynchronous
 * ones, are in ranks_exchange.c, and what the two files share in
 * ranks_int.h.
 *
 * Compiled twice (lib/CMakeLists.txt), as ranks_exchange.c is: without
 * BBMM_HAVE_MPI into libbbmm.a, where every context has one rank and
 * nothing calls MPI, and, when CMake finds MPI, with it into
 * libbbmm-mpi.a.  Both define the same functions; the MPI build also
 * defines bbmm_mpi_backend, the symbol a program that wants ranks asks the
 * linker for (-Wl,-u,bbmm_mpi_backend before -lbbmm-mpi -lbbmm: pkg-config
 * bbmm-mpi, bbmmcc -mpi, the CMake target bbmm::bbmm-mpi), so that this
 * object comes from libbbmm-mpi.a, and with it ranks_exchange.c's (this
 * one calls it: bbmmi_ranks_quiesce, shm_open_node), and libbbmm.a's
 * one-rank objects are never taken.  A program that does not ask links
 * neither MPI nor libmpi.  In the MPI build, a program not started by an
 * MPI launcher that did not start MPI itself has one rank too.
 */
#define _GNU_SOURCE /* sched_getaffinity: the CPUs a rank may copy with */
#include <limits.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ranks_int.h"

#include <sched.h>
#include <time.h>

#ifdef BBMM_HAVE_MPI
#include <mpi.h>
#include <stdatomic.h>
#endif

#ifdef BBMM_HAVE_MPI
/* Asked for by the link of a program with ranks (see the top of the file). */
extern const int bbmm_mpi_backend;
const int bbmm_mpi_backend = 1;

static int ranks_own_init; /* the runtime called MPI_Init, and finalizes at exit */
static int ranks_pending;  /* an agreement gave up waiting (BBMM_RANK_TIMEOUT): its collective
                              stays posted, and MPI_Finalize would wait for it */

static void ranks_at_exit(void)
{
    int fin = 0;
    MPI_Finalized(&fin);
    if (!fin && !__atomic_load_n(&ranks_pending, __ATOMIC_ACQUIRE))
        MPI_Finalize();
}


static bbmm_status ranks_wait(bbmm_context *ctx, MPI_Request *req, int nreq, const bbmmi_rwait *w);
static void ranks_answer(struct bbmmi_ranks *r);
static bbmm_status ranks_agree_open(bbmm_context *ctx, bbmm_status st);

/* An MPI failure of "call" as a runtime error. */
bbmm_status ranks_fail(bbmm_context *ctx, int err, const char *call)
{
    char text[MPI_MAX_ERROR_STRING];
    int len = 0;
    if (MPI_Error_string(err, text, &len) != MPI_SUCCESS)
        snprintf(text, sizeof(text), "error %d", err);
    return bbmmi_error(ctx, BBMM_ERR_RANK, "rank %d: %s failed: %s", ctx->ranks ? ctx->ranks->me : -1, call, text);
}
#endif

bbmm_status bbmmi_ranks_open(bbmm_context *ctx)
{
#ifdef BBMM_HAVE_MPI
    struct bbmmi_ranks *r;
    MPI_Comm node;
    int inited = 0, fin = 0, err, provided;
    if (ctx->settings.ranks_off)
        return BBMM_OK;
    MPI_Initialized(&inited);
    MPI_Finalized(&fin);
    if (fin || (!inited && !bbmm_mpi_launched()))
        return BBMM_OK;
    if (!inited) {
        err = MPI_Init_thread(NULL, NULL, MPI_THREAD_MULTIPLE, &provided);
        if (err != MPI_SUCCESS)
            return bbmmi_error(ctx, BBMM_ERR_RANK, "MPI_Init_thread failed (error %d)", err);
        if (!ranks_own_init) {
            ranks_own_init = 1;
            atexit(ranks_at_exit);
        }
    }
    r = (struct bbmmi_ranks *)calloc(1, sizeof(*r));
    if (!r)
        return bbmmi_error(ctx, BBMM_ERR_NOMEM, "bbmm_context_create: out of host memory");
    ctx->ranks = r;
    pthread_mutex_init(&r->mu, NULL);
    pthread_cond_init(&r->cv, NULL);
    MPI_Query_thread(&provided);
    r->multiple = provided == MPI_THREAD_MULTIPLE && !ctx->settings.rank_sync;
    r->timeout_ns = ctx->settings.rank_timeout_s * 1000000000ull;
    r->timeout_warn = !ctx->settings.rank_timeout_set;
    r->comm = r->diag = MPI_COMM_NULL;
    MPI_Comm_size(MPI_COMM_WORLD, &r->n);
    MPI_Comm_rank(MPI_COMM_WORLD, &r->me);
    { /* collective: a rank that never makes a context is waited for BBMM_RANK_TIMEOUT */
        MPI_Request req;
        MPI_Comm c = MPI_COMM_NULL;
        bbmm_status st;
        if ((err = MPI_Comm_idup(MPI_COMM_WORLD, &c, &req)) != MPI_SUCCESS)
            return ranks_fail(ctx, err, "MPI_Comm_idup");
        if ((st = ranks_wait(ctx, &req, 1, NULL)) != BBMM_OK)
            return st;
        r->comm = c;
    }
    MPI_Comm_set_errhandler(r->comm, MPI_ERRORS_RETURN);
    MPI_Comm_size(r->comm, &r->n);
    MPI_Comm_rank(r->comm, &r->me);
    if ((err = MPI_Comm_dup(r->comm, &r->diag)) != MPI_SUCCESS) {
        r->diag = MPI_COMM_NULL;
        return ranks_fail(ctx, err, "MPI_Comm_dup");
    }
    MPI_Comm_set_errhandler(r->diag, MPI_ERRORS_RETURN);
    r->local = 0;
    r->nlocal = 1;
    r->node = MPI_COMM_NULL;
    r->shm_min = UINT64_MAX;
    r->win = MPI_WIN_NULL;
    if (MPI_Comm_split_type(r->comm, MPI_COMM_TYPE_SHARED, r->me, MPI_INFO_NULL, &node) == MPI_SUCCESS) {
        MPI_Comm_size(node, &r->nlocal);
        MPI_Comm_rank(node, &r->local);
        r->node = node;
        return shm_open_node(ctx, r);
    }
    return BBMM_OK;
#else
    (void)ctx;
    return BBMM_OK;
#endif
}

int bbmmi_ranks_node(const bbmm_context *ctx, int *local, int *nlocal)
{
    const struct bbmmi_ranks *r = ctx->ranks;
    *local = r ? r->local : 0;
    *nlocal = r ? r->nlocal : 1;
    return r != NULL;
}

bbmm_status bbmmi_ranks_join(bbmm_context *ctx, bbmm_status st)
{
#ifdef BBMM_HAVE_MPI
    struct bbmmi_ranks *r = ctx->ranks;
    int *counts, i, err;
    if (!r)
        return st;
    counts = (int *)calloc((size_t)r->n, sizeof(int));
    r->first = (int *)calloc((size_t)r->n + 1, sizeof(int));
    if (st == BBMM_OK && (!counts || !r->first))
        st = bbmmi_error(ctx, BBMM_ERR_NOMEM, "bbmm_context_create: out of host memory");
    if ((st = ranks_agree_open(ctx, st)) != BBMM_OK) {
        free(counts);
        return st;
    }
    err = MPI_Allgather(&ctx->mgr.ndev, 1, MPI_INT, counts, 1, MPI_INT, r->comm);
    for (i = 0; i < r->n && err == MPI_SUCCESS; i++)
        r->first[i + 1] = r->first[i] + counts[i];
    free(counts);
    return err == MPI_SUCCESS ? BBMM_OK : ranks_fail(ctx, err, "MPI_Allgather");
#else
    (void)ctx;
    return st;
#endif
}

void bbmmi_ranks_close(bbmm_context *ctx)
{
    struct bbmmi_ranks *r = ctx->ranks;
    if (!r)
        return;
    bbmmi_ranks_quiesce(ctx);
    pthread_mutex_destroy(&r->mu);
    pthread_cond_destroy(&r->cv);
#ifdef BBMM_HAVE_MPI
    {
        int fin = 0;
        MPI_Finalized(&fin);
        /* after ranks diverged, nothing collective (the others may never
         * come); what is left is the job's end */
        fin |= r->broken;
        if (!fin && r->shm == 1)
            MPI_Win_free(&r->win);
        if (!fin && r->node != MPI_COMM_NULL)
            MPI_Comm_free(&r->node);
        if (!fin && r->comm != MPI_COMM_NULL)
            MPI_Comm_free(&r->comm);
        if (!fin && r->diag != MPI_COMM_NULL) {
            ranks_answer(r);
            MPI_Comm_free(&r->diag);
        }
    }
    while (r->answers) { /* freed when gone; left to the system when still going */
        struct ranks_answer *e = r->answers;
        int flag = 0, fin = 0;
        MPI_Finalized(&fin);
        r->answers = e->next;
        if (!fin && !r->broken && MPI_Test(&e->req, &flag, MPI_STATUS_IGNORE) == MPI_SUCCESS && flag)
            free(e);
    }
    free(r->lrank);
    free(r->seg);
    free(r->shm_sent);
    free(r->shm_recv);
#endif
    free(r->first);
    free(r);
    ctx->ranks = NULL;
}

int bbmmi_ranks_launched(void)
{
#ifdef BBMM_HAVE_MPI
    return bbmm_mpi_launched();
#else
    return 0;
#endif
}

int bbmmi_nranks(const bbmm_context *ctx)
{
    return ctx && ctx->ranks && ctx->ranks->first ? ctx->ranks->n : 1;
}

int bbmmi_rank(const bbmm_context *ctx)
{
    return ctx && ctx->ranks && ctx->ranks->first ? ctx->ranks->me : 0;
}

int bbmmi_rank_first(const bbmm_context *ctx, int r)
{
    if (!ctx || !ctx->ranks || !ctx->ranks->first)
        return r <= 0 ? 0 : ctx ? ctx->mgr.ndev : 0;
    return ctx->ranks->first[r];
}

int bbmmi_rank_gather_all(const bbmm_context *ctx)
{
    return ctx->settings.gather_all;
}

int bbmm_rank(bbmm_context *ctx, int *nranks, int *gets_results)
{
    int me = bbmmi_rank(ctx);
    if (nranks)
        *nranks = bbmmi_nranks(ctx);
    if (gets_results)
        *gets_results = me == 0 || (ctx && ctx->settings.gather_all);
    return me;
}

/* ---- agreements: the transport --------------------------------------------
 *
 * Every rank runs the same program, so every rank reaches the same places
 * where the ranks agree, in the same order.  What an agreement compares
 * (a stamp of where the rank is: the place, the nest's space, its arrays'
 * sizes), how it decides and the message that says which ranks diverged
 * are the method's (include/bbmm/agree.h).  Here is what
 * carries it: the one collective an agreement costs (the largest of three
 * values of every rank, by messages tested with a deadline), the exchange
 * of every rank's stamp as bytes when they differ, the sum of the ranks'
 * message counters, and the wait under BBMM_RANK_TIMEOUT.  A rank that
 * never comes (it runs other code, or ended without destroying its
 * context) is found by that deadline: the agreement's messages are
 * nonblocking, tested with a deadline; a rank that waited that long asks
 * every other rank where it is (the questions are answered by the ranks
 * that wait in an agreement too; each says where it waits in the
 * method's words, bbmmi_rwait) and reports who did not answer.  The
 * context's creation is the ranks' first agreement, and only on their
 * status: it is made here (ranks_agree_open), before the method has a
 * context to stamp. */

void bbmmi_rank_put(char *buf, size_t len, size_t *at, const char *fmt, ...)
{
    va_list ap;
    int n;
    if (*at + 1 >= len)
        return;
    va_start(ap, fmt);
    n = vsnprintf(buf + *at, len - *at, fmt, ap);
    va_end(ap);
    *at = n < 0 ? len - 1 : *at + (size_t)n < len ? *at + (size_t)n : len - 1;
}

void bbmmi_rank_put_list(char *buf, size_t len, size_t *at, const int *v, int n)
{
    int i, shown = n > 8 ? 7 : n;
    bbmmi_rank_put(buf, len, at, n == 1 ? "rank %d" : "ranks %d", v[0]);
    for (i = 1; i < shown; i++)
        bbmmi_rank_put(buf, len, at, i == n - 1 ? " and %d" : ", %d", v[i]);
    if (shown < n)
        bbmmi_rank_put(buf, len, at, " and %d more", n - shown);
}

const char *bbmmi_rank_nth(uint64_t k, char *buf, size_t len)
{
    const char *suf = k % 100 >= 11 && k % 100 <= 13 ? "th" : k % 10 == 1 ? "st" : k % 10 == 2 ? "nd" : k % 10 == 3 ? "rd" : "th";
    snprintf(buf, len, "%llu%s", (unsigned long long)k, suf);
    return buf;
}

void bbmmi_rank_failure_text(bbmm_context *ctx, bbmm_status st, char *out, size_t len)
{
    char msg[BBMMI_RANK_MSG_LEN - 64];
    bbmmi_error_take(ctx, msg, sizeof(msg));
    snprintf(out, len, "%.40s: %s", bbmm_status_text(st), msg);
}

bbmm_status bbmmi_rank_failed(bbmm_context *ctx, bbmm_status st, const char *mine, int who, char *its)
{
    if (mine) { /* keep this rank's own status; name the rank in its message */
        char msg[BBMMI_RANK_MSG_LEN + 32];
        snprintf(msg, sizeof(msg), "rank %d: %s", ctx->ranks ? ctx->ranks->me : 0, mine);
        return bbmmi_error_set(ctx, st, msg);
    }
    its[BBMMI_RANK_MSG_LEN - 1] = '\0';
    return bbmmi_error(ctx, BBMM_ERR_RANK, "rank %d failed: %s", who, its);
}

uint64_t bbmmi_rank_next(bbmm_context *ctx)
{
    return ctx->ranks ? ++ctx->ranks->agreements : 0;
}

const char *bbmmi_rank_broken(const bbmm_context *ctx)
{
    return ctx->ranks && ctx->ranks->broken ? ctx->ranks->broken_msg : NULL;
}

bbmm_status bbmmi_rank_diverge(bbmm_context *ctx, const char *msg)
{
    if (ctx->ranks) {
        ctx->ranks->broken = 1;
        snprintf(ctx->ranks->broken_msg, sizeof(ctx->ranks->broken_msg), "%.*s",
                 (int)sizeof(ctx->ranks->broken_msg) - 1, msg);
    }
    return bbmmi_error_set(ctx, BBMM_ERR_RANKS_DIFFER, msg);
}

int bbmmi_rank_finalized(void)
{
#ifdef BBMM_HAVE_MPI
    int fin = 0;
    MPI_Finalized(&fin);
    return fin;
#else
    return 0;
#endif
}

#ifdef BBMM_HAVE_MPI
#define RANKS_TAG_ASK 1  /* on r->diag: where are you? */
#define RANKS_TAG_TELL 2 /* the answer: where this rank waits, in words */
#define RANKS_TAG_AGREE 3 /* the messages of an agreement */
#define RANKS_GRACE_NS 2000000000ull /* how long a rank that gave up waits for the answers */

/* Answer every question of another rank that gave up waiting (this rank
 * waits in an agreement): where it waits. */
static void ranks_answer(struct bbmmi_ranks *r)
{
    struct ranks_answer **p, *e;
    MPI_Status stt;
    int flag = 0;
    for (p = &r->answers; (e = *p) != NULL;) { /* the answers that have gone */
        if (MPI_Test(&e->req, &flag, MPI_STATUS_IGNORE) != MPI_SUCCESS || flag) {
            *p = e->next;
            free(e);
        } else {
            p = &e->next;
        }
    }
    while (MPI_Iprobe(MPI_ANY_SOURCE, RANKS_TAG_ASK, r->diag, &flag, &stt) == MPI_SUCCESS && flag) {
        if (MPI_Recv(NULL, 0, MPI_BYTE, stt.MPI_SOURCE, RANKS_TAG_ASK, r->diag, MPI_STATUS_IGNORE) != MPI_SUCCESS)
            return;
        if (!(e = (struct ranks_answer *)calloc(1, sizeof(*e))))
            continue;
        snprintf(e->text, sizeof(e->text), "%s", r->here);
        if (MPI_Isend(e->text, RANKS_HERE_LEN, MPI_CHAR, stt.MPI_SOURCE, RANKS_TAG_TELL, r->diag, &e->req) !=
            MPI_SUCCESS) {
            free(e);
            continue;
        }
        e->next = r->answers;
        r->answers = e;
    }
}

/* Where this rank waits while the communicator is made and at the
 * context's creation, its first agreement. */
static void ranks_here_create(const void *arg, char *buf, size_t len)
{
    (void)arg;
    snprintf(buf, len, "created a context");
}

/* This rank waited "waited" ns for the others at the agreement where "w"
 * says it is (NULL: the context's communicator; request "req" still
 * posted): ask the others where they are, give them RANKS_GRACE_NS to
 * answer, and fail with who is where.  BBMM_OK when the request completes
 * meanwhile after all. */
static bbmm_status ranks_timeout(bbmm_context *ctx, MPI_Request *req, int nreq, const bbmmi_rwait *w, uint64_t waited)
{
    struct bbmmi_ranks *r = ctx->ranks;
    char msg[BBMMI_ERRMSG_LEN], nth[32], (*told)[RANKS_HERE_LEN] = NULL;
    int n = r->n, i, flag = 0, left = n - 1, *v = NULL, nv, pass;
    uint64_t t0 = bbmmi_now_ns(), grace = r->timeout_ns < RANKS_GRACE_NS ? r->timeout_ns : RANKS_GRACE_NS;
    size_t at = 0;
    MPI_Status stt;
    if (r->diag != MPI_COMM_NULL) {
        told = (char(*)[RANKS_HERE_LEN])calloc((size_t)n, RANKS_HERE_LEN);
        v = (int *)calloc((size_t)n, sizeof(int));
    }
    if (!r->here[0]) {
        if (w)
            w->here(w->arg, r->here, sizeof(r->here));
        else
            ranks_here_create(NULL, r->here, sizeof(r->here));
    }
    for (i = 0; told && v && i < n; i++) {
        MPI_Request q;
        if (i != r->me && MPI_Isend(NULL, 0, MPI_BYTE, i, RANKS_TAG_ASK, r->diag, &q) == MPI_SUCCESS)
            MPI_Request_free(&q);
    }
    while (told && v && left > 0 && bbmmi_now_ns() - t0 < grace) {
        struct timespec nap = {0, 1000000};
        if (MPI_Testall(nreq, req, &flag, MPI_STATUSES_IGNORE) == MPI_SUCCESS && flag) {
            free(told);
            free(v);
            return BBMM_OK;
        }
        ranks_answer(r);
        while (MPI_Iprobe(MPI_ANY_SOURCE, RANKS_TAG_TELL, r->diag, &flag, &stt) == MPI_SUCCESS && flag) {
            i = stt.MPI_SOURCE;
            if (MPI_Recv(told[i], RANKS_HERE_LEN, MPI_CHAR, i, RANKS_TAG_TELL, r->diag, MPI_STATUS_IGNORE) !=
                MPI_SUCCESS)
                break;
            told[i][RANKS_HERE_LEN - 1] = '\0';
            if (!told[i][0])
                snprintf(told[i], RANKS_HERE_LEN, "(waits, place unknown)");
            left -= !v[i];
            v[i] = 1;
        }
        nanosleep(&nap, NULL);
    }
    /* the agreement's number: the one it waits in (0 while the
     * communicator is made) */
    bbmmi_rank_put(msg, sizeof(msg), &at, "rank %d waited %.0f s (BBMM_RANK_TIMEOUT) for the other ranks after it "
                   "%s, the ranks' %s agreement", r->me, (double)waited / 1e9, r->here,
                   bbmmi_rank_nth(r->agreements, nth, sizeof(nth)));
    if (!told || !v)
        bbmmi_rank_put(msg, sizeof(msg), &at, ": they did not come (they run other code, wait for something else, "
                       "or ended)");
    if (told && v) {
        int *list = (int *)calloc((size_t)n, sizeof(int));
        for (pass = 0; list && pass < 2; pass++) { /* 0: who did not answer; 1: who waits where this rank does */
            for (i = 0, nv = 0; i < n; i++)
                if (i != r->me && (pass ? v[i] && !strcmp(told[i], r->here) : !v[i]))
                    list[nv++] = i;
            if (!nv)
                continue;
            bbmmi_rank_put(msg, sizeof(msg), &at, pass ? "; " : ": ");
            bbmmi_rank_put_list(msg, sizeof(msg), &at, list, nv);
            bbmmi_rank_put(msg, sizeof(msg), &at,
                           pass ? " waited there too"
                                : " did not come (%s runs other code, waits for something else, or ended without "
                                  "destroying its context)", nv > 1 ? "each" : "it");
        }
        for (i = 0; i < n; i++) /* who waits elsewhere (its collective is this one) */
            if (i != r->me && v[i] && strcmp(told[i], r->here))
                bbmmi_rank_put(msg, sizeof(msg), &at, "; rank %d waited after it %s", i, told[i]);
        free(list);
    }
    free(told);
    free(v);
    if (r->timeout_warn) {
        fprintf(stderr, "bbmm: warning: %s; waiting on (BBMM_RANK_TIMEOUT=N: stop the run after N s instead)\n",
                msg);
        r->warned = 1;
        return BBMM_ERR_BUSY;
    }
    __atomic_store_n(&ranks_pending, 1, __ATOMIC_RELEASE);
    return bbmmi_rank_diverge(ctx, msg);
}

/* Wait for the "nreq" requests "req" of an agreement where "w" says this
 * rank is (NULL: the context's communicator), at most BBMM_RANK_TIMEOUT.
 * Spins for 1 ms, then yields the core between tests; after 100 ms naps
 * 1 ms between them, answering the questions of ranks that gave up
 * waiting. */
static bbmm_status ranks_wait(bbmm_context *ctx, MPI_Request *req, int nreq, const bbmmi_rwait *w)
{
    struct bbmmi_ranks *r = ctx->ranks;
    uint64_t t0 = 0, el;
    int flag = 0, err;
    for (;;) {
        struct timespec nap = {0, 1000000};
        if ((err = MPI_Testall(nreq, req, &flag, MPI_STATUSES_IGNORE)) != MPI_SUCCESS)
            return ranks_fail(ctx, err, "an agreement of the ranks (MPI_Testall)");
        if (flag)
            return BBMM_OK;
        if (!t0) {
            t0 = bbmmi_now_ns();
            r->here[0] = '\0';
        }
        el = bbmmi_now_ns() - t0;
        if (el < 1000000)
            continue;
        if (el < 100000000) {
            sched_yield();
            continue;
        }
        if (w && !r->here[0])
            w->here(w->arg, r->here, sizeof(r->here));
        if (r->diag != MPI_COMM_NULL)
            ranks_answer(r);
        if (r->timeout_ns && el >= r->timeout_ns && !r->warned) {
            bbmm_status st = ranks_timeout(ctx, req, nreq, w, el);
            if (st != BBMM_ERR_BUSY)
                return st;
        }
        nanosleep(&nap, NULL);
    }
}

/* One step of bbmmi_rank_max3: send "out" (NULL: nothing) to rank "peer"
 * and receive its values into "in" (NULL: nothing). */
static bbmm_status ranks_step(bbmm_context *ctx, int peer, const int64_t *out, int64_t *in, const bbmmi_rwait *w)
{
    struct bbmmi_ranks *r = ctx->ranks;
    MPI_Request req[2];
    int nreq = 0, err = MPI_SUCCESS;
    if (in)
        err = MPI_Irecv(in, 3, MPI_INT64_T, peer, RANKS_TAG_AGREE, r->diag, &req[nreq++]);
    if (out && err == MPI_SUCCESS)
        err = MPI_Isend(out, 3, MPI_INT64_T, peer, RANKS_TAG_AGREE, r->diag, &req[nreq++]);
    if (err != MPI_SUCCESS)
        return ranks_fail(ctx, err, "an agreement of the ranks (MPI_Isend)");
    return ranks_wait(ctx, req, nreq, w);
}

static void ranks_max3(int64_t *w, const int64_t *in)
{
    int i;
    for (i = 0; i < 3; i++)
        w[i] = in[i] > w[i] ? in[i] : w[i];
}
#endif

/* The largest of each of the ranks' three values (the agreements' one
 * collective, bbmm/ranks.h), by recursive doubling over r->diag, every
 * step waited for at most BBMM_RANK_TIMEOUT (MPI's nonblocking allreduce
 * takes about 5 us more than its blocking one for two ranks on one node;
 * these messages cost what the blocking one does). */
bbmm_status bbmmi_rank_max3(bbmm_context *ctx, const int64_t *v, int64_t *w, const bbmmi_rwait *wait)
{
#ifdef BBMM_HAVE_MPI
    struct bbmmi_ranks *r = ctx->ranks;
    int n = r ? r->n : 1, me = r ? r->me : 0, p = 1, rem, vme, mask;
    int64_t in[3];
    bbmm_status st;
    memcpy(w, v, 3 * sizeof(*w));
    if (n < 2)
        return BBMM_OK;
    while (p * 2 <= n)
        p *= 2;
    rem = n - p;
    /* of the first 2 rem ranks, each even one gives its values to the odd
     * one after it, which takes its place, and gets the result from it */
    if (me < 2 * rem && me % 2 == 0) {
        if ((st = ranks_step(ctx, me + 1, w, NULL, wait)) != BBMM_OK)
            return st;
        return ranks_step(ctx, me + 1, NULL, w, wait);
    }
    if (me < 2 * rem) {
        if ((st = ranks_step(ctx, me - 1, NULL, in, wait)) != BBMM_OK)
            return st;
        ranks_max3(w, in);
        vme = me / 2;
    } else {
        vme = me - rem;
    }
    for (mask = 1; mask < p; mask <<= 1) {
        int vp = vme ^ mask, peer = vp < rem ? vp * 2 + 1 : vp + rem;
        if ((st = ranks_step(ctx, peer, w, in, wait)) != BBMM_OK)
            return st;
        ranks_max3(w, in);
    }
    return me < 2 * rem ? ranks_step(ctx, me - 1, w, NULL, wait) : BBMM_OK;
#else
    (void)ctx;
    (void)wait;
    memcpy(w, v, 3 * sizeof(*w));
    return BBMM_OK;
#endif
}

bbmm_status bbmmi_rank_allgather(bbmm_context *ctx, const void *mine, size_t bytes, void *all,
                                 const bbmmi_rwait *wait, bbmm_status keep)
{
#ifdef BBMM_HAVE_MPI
    struct bbmmi_ranks *r = ctx->ranks;
    MPI_Request req;
    int err;
    if (!r || r->n < 2) {
        memcpy(all, mine, bytes);
        return BBMM_OK;
    }
    err = MPI_Iallgather(mine, (int)bytes, MPI_BYTE, all, (int)bytes, MPI_BYTE, r->comm, &req);
    if (err != MPI_SUCCESS)
        return keep != BBMM_OK ? keep : ranks_fail(ctx, err, "MPI_Iallgather");
    return ranks_wait(ctx, &req, 1, wait);
#else
    (void)ctx;
    (void)wait;
    (void)keep;
    memcpy(all, mine, bytes);
    return BBMM_OK;
#endif
}

int bbmmi_rank_sum_u64(bbmm_context *ctx, const uint64_t *mine, uint64_t *all, int n)
{
#ifdef BBMM_HAVE_MPI
    struct bbmmi_ranks *r = ctx->ranks;
    int fin = 0;
    MPI_Finalized(&fin);
    if (!r || !r->first || fin)
        return -1;
    return MPI_Allreduce(mine, all, n, MPI_UINT64_T, MPI_SUM, r->comm) == MPI_SUCCESS ? 0 : -1;
#else
    (void)ctx;
    (void)mine;
    (void)all;
    (void)n;
    return -1;
#endif
}

#ifdef BBMM_HAVE_MPI
/* The context's creation, the ranks' first agreement (bbmmi_ranks_join):
 * BBMM_OK when every rank's "st" is; else this rank's own failure or the
 * first failing rank's, as the method's agreements settle a failure.
 * Every rank is at the same place here (the method's stamp of a creation
 * is the same on every rank), so only the statuses are compared. */
static bbmm_status ranks_agree_open(bbmm_context *ctx, bbmm_status st)
{
    struct bbmmi_ranks *r = ctx->ranks;
    struct ranks_vote {
        int32_t failed, pad;
        char msg[BBMMI_RANK_MSG_LEN];
    } mine, *all;
    const bbmmi_rwait wait = {ranks_here_create, NULL};
    int64_t v[3], w[3];
    bbmm_status s2;
    int i;
    if (r->n < 2)
        return st;
    r->agreements++;
    v[0] = st != BBMM_OK;
    v[1] = v[2] = 0;
    if ((s2 = bbmmi_rank_max3(ctx, v, w, &wait)) != BBMM_OK)
        return s2;
    if (!w[0])
        return BBMM_OK;
    memset(&mine, 0, sizeof(mine));
    mine.failed = st != BBMM_OK;
    if (mine.failed)
        bbmmi_rank_failure_text(ctx, st, mine.msg, sizeof(mine.msg));
    if (!(all = (struct ranks_vote *)calloc((size_t)r->n, sizeof(*all))))
        return mine.failed ? st : bbmmi_error(ctx, BBMM_ERR_RANK, "another rank failed (out of host memory to "
                                                                   "learn which)");
    if ((s2 = bbmmi_rank_allgather(ctx, &mine, sizeof(mine), all, &wait, st)) == BBMM_OK) {
        for (i = 0; i < r->n && !all[i].failed; i++)
            ;
        s2 = i >= r->n ? BBMM_OK : bbmmi_rank_failed(ctx, st, mine.failed ? mine.msg : NULL, i, all[i].msg);
    }
    free(all);
    return s2;
}
#endif

void bbmm_rank_abort(bbmm_context *ctx, int code)
{
#ifdef BBMM_HAVE_MPI
    int inited = 0, fin = 0, n = 1;
    MPI_Initialized(&inited);
    MPI_Finalized(&fin);
    if (!inited || fin)
        return;
    if (ctx && ctx->ranks)
        n = ctx->ranks->n;
    else
        MPI_Comm_size(MPI_COMM_WORLD, &n);
    if (n > 1) {
        fflush(NULL);
        MPI_Abort(MPI_COMM_WORLD, code);
    }
#else
    (void)ctx;
    (void)code;
#endif
}
