/* lib/ranks.c - the thin MPI layer: several processes (ranks), each with
 * its own devices, run one program (include/bbmm/ranks.h holds the method:
 * which tiles a rank runs, the directory of elements each rank lacks, the
 * messages).  Here is only what must be compiled once: starting and
 * stopping MPI, the communicator of a context, which devices a rank takes,
 * the agreement on failures, and the exchange of a list of messages.
 *
 * Built with MPI when CMake finds it (BBMM_HAVE_MPI); without it, or when
 * the program was not started by an MPI launcher and did not start MPI
 * itself, every context has one rank and nothing here calls MPI.
 */
#define _POSIX_C_SOURCE 200809L
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

#include <sched.h>
#include <time.h>

#ifdef BBMM_HAVE_MPI
#include <mpi.h>
#endif

#define RANKS_MSG_LEN 1024          /* a failing rank's message as the others see it */
#define RANKS_CHUNK ((size_t)1 << 30) /* bytes of one MPI message at most */


/* A message of an asynchronous exchange, handled by the progress thread. */
typedef struct rjob {
    int send, peer, tag;
    char *buf;
    uint64_t bytes;
    cl_event *after; /* send: the copies that fill "buf"; receive: the commands on the
                        host regions that must end before they are overwritten */
    unsigned nafter;
    cl_event done;   /* receive: completed once unpacked */
    bbmmi_rseg *segs; /* receive: where the bytes go, in order */
    int nseg;
    int pool;        /* send: the pool slot of "buf" */
    int state;       /* 0: waiting to be posted, 1: posted, 2: received, not unpacked */
#ifdef BBMM_HAVE_MPI
    MPI_Request req;
#endif
    struct rjob *next;
} rjob;

struct bbmmi_ranks {
    int n, me;        /* ranks, this one */
    int local, nlocal; /* this rank among the ranks of its node */
    int *first;       /* first global device of each rank; first[n]: all devices */
    int multiple;     /* MPI_THREAD_MULTIPLE: exchanges can be asynchronous */
    unsigned seq;     /* asynchronous exchanges so far (their tags) */
    /* the progress thread and its queue of new jobs (mu) */
    pthread_t thr;
    int thr_on, stop;
    pthread_mutex_t mu;
    pthread_cond_t cv;
    rjob *head, *tail;
    int active;       /* jobs not finished (mu) */
    bbmm_status err;  /* the first failure of an asynchronous message (mu) */
    char errmsg[256];
    struct ranks_buf {
        void *ptr;
        uint64_t bytes;
        int busy;
    } *pool; /* pinned send buffers, kept until the context goes (mu) */
    int npool, pool_cap;
#ifdef BBMM_HAVE_MPI
    MPI_Comm comm;
#endif
};

#ifdef BBMM_HAVE_MPI
static int ranks_own_init; /* the runtime called MPI_Init, and finalizes at exit */

static void ranks_at_exit(void)
{
    int fin = 0;
    MPI_Finalized(&fin);
    if (!fin)
        MPI_Finalize();
}

/* Nonzero when an MPI launcher started this process (mpirun, srun). */
static int ranks_launched(void)
{
    static const char *const vars[] = {"OMPI_COMM_WORLD_SIZE", "PMIX_RANK", "PMI_RANK", "PMI_SIZE", NULL};
    int i;
    for (i = 0; vars[i]; i++)
        if (getenv(vars[i]))
            return 1;
    return 0;
}

/* An MPI failure of "call" as a runtime error. */
static bbmm_status ranks_fail(bbmm_context *ctx, int err, const char *call)
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
    if (fin || (!inited && !ranks_launched()))
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
    if ((err = MPI_Comm_dup(MPI_COMM_WORLD, &r->comm)) != MPI_SUCCESS) {
        r->comm = MPI_COMM_NULL;
        return ranks_fail(ctx, err, "MPI_Comm_dup");
    }
    MPI_Comm_set_errhandler(r->comm, MPI_ERRORS_RETURN);
    MPI_Comm_size(r->comm, &r->n);
    MPI_Comm_rank(r->comm, &r->me);
    r->local = 0;
    r->nlocal = 1;
    if (MPI_Comm_split_type(r->comm, MPI_COMM_TYPE_SHARED, r->me, MPI_INFO_NULL, &node) == MPI_SUCCESS) {
        MPI_Comm_size(node, &r->nlocal);
        MPI_Comm_rank(node, &r->local);
        MPI_Comm_free(&node);
    }
    return BBMM_OK;
#else
    (void)ctx;
    return BBMM_OK;
#endif
}

void bbmmi_ranks_pick(bbmm_context *ctx, unsigned *pick, unsigned *npick)
{
    struct bbmmi_ranks *r = ctx->ranks;
    unsigned i, n = 0;
    if (!r || r->nlocal < 2 || ctx->settings.rank_devices_all || !*npick)
        return;
    if (*npick < (unsigned)r->nlocal) { /* fewer devices than ranks here: ranks share them */
        pick[0] = pick[(unsigned)r->local % *npick];
        *npick = 1;
        return;
    }
    for (i = 0; i < *npick; i++)
        if (i % (unsigned)r->nlocal == (unsigned)r->local)
            pick[n++] = pick[i];
    *npick = n;
}

bbmm_status bbmmi_ranks_join(bbmm_context *ctx, bbmm_status st)
{
#ifdef BBMM_HAVE_MPI
    struct bbmmi_ranks *r = ctx->ranks;
    int *counts, i, err;
    if (!r)
        return st;
    if ((st = bbmmi_rank_agree(ctx, st)) != BBMM_OK)
        return st;
    counts = (int *)calloc((size_t)r->n, sizeof(int));
    r->first = (int *)calloc((size_t)r->n + 1, sizeof(int));
    if (!counts || !r->first) {
        free(counts);
        return bbmmi_rank_agree(ctx, bbmmi_error(ctx, BBMM_ERR_NOMEM, "bbmm_context_create: out of host memory"));
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
        if (!fin && r->comm != MPI_COMM_NULL)
            MPI_Comm_free(&r->comm);
    }
#endif
    free(r->first);
    free(r);
    ctx->ranks = NULL;
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

bbmm_status bbmmi_rank_agree(bbmm_context *ctx, bbmm_status st)
{
#ifdef BBMM_HAVE_MPI
    struct bbmmi_ranks *r = ctx->ranks;
    char mine[RANKS_MSG_LEN], *all;
    int failed = st != BBMM_OK, any = 0, i, err;
    if (!r || r->n < 2)
        return st;
    err = MPI_Allreduce(&failed, &any, 1, MPI_INT, MPI_MAX, r->comm);
    if (err != MPI_SUCCESS)
        return ranks_fail(ctx, err, "MPI_Allreduce");
    if (!any)
        return BBMM_OK;
    /* some rank failed: every rank learns the first failing rank's message */
    mine[0] = '\0';
    if (failed) {
        char msg[RANKS_MSG_LEN - 64];
        bbmmi_error_take(ctx, msg, sizeof(msg));
        snprintf(mine, sizeof(mine), "!%.40s: %s", bbmm_status_text(st), msg);
    }
    all = (char *)malloc((size_t)r->n * RANKS_MSG_LEN);
    if (!all)
        return failed ? st : bbmmi_error(ctx, BBMM_ERR_RANK, "another rank failed (out of host memory for its message)");
    err = MPI_Allgather(mine, RANKS_MSG_LEN, MPI_CHAR, all, RANKS_MSG_LEN, MPI_CHAR, r->comm);
    if (err != MPI_SUCCESS) {
        free(all);
        return failed ? st : ranks_fail(ctx, err, "MPI_Allgather");
    }
    for (i = 0; i < r->n && !all[(size_t)i * RANKS_MSG_LEN]; i++)
        ;
    if (failed) { /* keep this rank's own status; name the rank in its message */
        char msg[RANKS_MSG_LEN + 32];
        snprintf(msg, sizeof(msg), "rank %d: %s", r->me, mine + 1);
        free(all);
        return bbmmi_error_set(ctx, st, msg);
    }
    all[(size_t)i * RANKS_MSG_LEN + RANKS_MSG_LEN - 1] = '\0';
    st = bbmmi_error(ctx, BBMM_ERR_RANK, "rank %d failed: %s", i, all + (size_t)i * RANKS_MSG_LEN + 1);
    free(all);
    return st;
#else
    (void)ctx;
    return st;
#endif
}

#ifdef BBMM_HAVE_MPI
/* An MPI datatype for the "nseg" segments of "segs" in place (absolute
 * addresses: sent from MPI_BOTTOM), so that nothing is packed by hand;
 * nonzero when they do not fit MPI's int counts (then the caller packs). */
static int ranks_type(const bbmmi_rseg *segs, int nseg, MPI_Datatype *out)
{
    MPI_Datatype *types = (MPI_Datatype *)calloc((size_t)nseg, sizeof(*types)), elem = MPI_DATATYPE_NULL;
    MPI_Aint *disp = (MPI_Aint *)calloc((size_t)nseg, sizeof(*disp));
    int *lens = (int *)calloc((size_t)nseg, sizeof(*lens)), i, d, bad = !types || !disp || !lens, made = 0;
    for (i = 0; i < nseg && !bad; i++) {
        int sizes[BBMM_MAX_DIMS], sub[BBMM_MAX_DIMS], start[BBMM_MAX_DIMS];
        for (d = 0; d < segs[i].ndim; d++) {
            bad |= segs[i].extent[d] > INT_MAX;
            sizes[d] = (int)segs[i].extent[d];
            sub[d] = (int)(segs[i].box.hi[d] - segs[i].box.lo[d] + 1);
            start[d] = (int)segs[i].box.lo[d];
        }
        if (bad || (i && segs[i].elem != segs[0].elem))
            break;
        if (!i && MPI_Type_contiguous((int)segs[0].elem, MPI_BYTE, &elem) != MPI_SUCCESS)
            break;
        if (MPI_Type_create_subarray(segs[i].ndim, sizes, sub, start, MPI_ORDER_C, elem, &types[i]) != MPI_SUCCESS)
            break;
        made = i + 1;
        MPI_Get_address(segs[i].host, &disp[i]);
        lens[i] = 1;
    }
    bad = bad || made < nseg ||
          MPI_Type_create_struct(nseg, lens, disp, types, out) != MPI_SUCCESS || MPI_Type_commit(out) != MPI_SUCCESS;
    for (i = 0; i < made; i++)
        MPI_Type_free(&types[i]);
    if (elem != MPI_DATATYPE_NULL)
        MPI_Type_free(&elem);
    free(types);
    free(disp);
    free(lens);
    return bad;
}
#endif

bbmm_status bbmmi_rank_exchange(bbmm_context *ctx, bbmmi_rmsg *m, int n)
{
#ifdef BBMM_HAVE_MPI
    struct bbmmi_ranks *r = ctx->ranks;
    MPI_Request *req;
    size_t nreq = 0, k;
    int i, pass, err = MPI_SUCCESS;
    if (!r || n <= 0)
        return BBMM_OK;
    for (i = 0, k = 0; i < n; i++)
        k += m[i].bytes / RANKS_CHUNK + 1;
    req = (MPI_Request *)malloc(k * sizeof(*req));
    if (!req)
        return bbmmi_error(ctx, BBMM_ERR_NOMEM, "rank exchange: out of host memory");
    /* receives first, then sends; a message is cut into chunks of at most
     * RANKS_CHUNK bytes, which MPI keeps in order between two ranks; one
     * given as segments of host arrays moves in place (a datatype) */
    for (pass = 0; pass < 2 && err == MPI_SUCCESS; pass++)
        for (i = 0; i < n && err == MPI_SUCCESS; i++) {
            char *p = (char *)m[i].buf;
            size_t left = m[i].bytes;
            MPI_Datatype t;
            if (m[i].send != pass)
                continue;
            if (m[i].segs && m[i].bytes <= RANKS_CHUNK && !ranks_type(m[i].segs, m[i].nseg, &t)) {
                err = pass ? MPI_Isend(MPI_BOTTOM, 1, t, m[i].peer, 0, r->comm, &req[nreq])
                           : MPI_Irecv(MPI_BOTTOM, 1, t, m[i].peer, 0, r->comm, &req[nreq]);
                MPI_Type_free(&t);
                if (err == MPI_SUCCESS)
                    nreq++;
                continue;
            }
            if (m[i].segs && !m[i].buf) {
                m[i].buf = malloc(m[i].bytes ? (size_t)m[i].bytes : 1);
                if (!(p = (char *)m[i].buf)) {
                    err = MPI_ERR_NO_MEM;
                    break;
                }
                if (pass) { /* pack by hand */
                    uint64_t off = 0;
                    int g;
                    for (g = 0; g < m[i].nseg; g++)
                        off += bbmmi_rseg_copy(&m[i].segs[g], p + off, 0);
                }
            }
            do {
                size_t c = left < RANKS_CHUNK ? left : RANKS_CHUNK;
                err = pass ? MPI_Isend(p, (int)c, MPI_BYTE, m[i].peer, 0, r->comm, &req[nreq])
                           : MPI_Irecv(p, (int)c, MPI_BYTE, m[i].peer, 0, r->comm, &req[nreq]);
                if (err == MPI_SUCCESS)
                    nreq++;
                p += c;
                left -= c;
            } while (left && err == MPI_SUCCESS);
        }
    if (err == MPI_SUCCESS)
        err = MPI_Waitall((int)nreq, req, MPI_STATUSES_IGNORE);
    for (i = 0; i < n; i++) { /* unpack what came packed by hand */
        if (m[i].segs && m[i].buf) {
            uint64_t off = 0;
            int g;
            for (g = 0; !m[i].send && err == MPI_SUCCESS && g < m[i].nseg; g++)
                off += bbmmi_rseg_copy(&m[i].segs[g], (char *)m[i].buf + off, 1);
            free(m[i].buf);
            m[i].buf = NULL;
        }
    }
    free(req);
    return err == MPI_SUCCESS ? BBMM_OK : ranks_fail(ctx, err, "MPI message exchange");
#else
    (void)m;
    return n > 0 ? bbmmi_error(ctx, BBMM_ERR_INVALID, "rank exchange without MPI") : BBMM_OK;
#endif
}

void bbmmi_rank_totals(bbmm_context *ctx)
{
#ifdef BBMM_HAVE_MPI
    struct bbmmi_ranks *r = ctx->ranks;
    uint64_t mine[4], all[4];
    int fin = 0, p;
    MPI_Finalized(&fin);
    if (!r || !r->first || fin)
        return;
    memset(mine, 0, sizeof(mine));
    for (p = 0; p < BBMM_PURPOSE_COUNT; p++) {
        mine[0] += ctx->mgr.rank_sent[p].bytes;
        mine[1] += ctx->mgr.rank_sent[p].count;
        mine[2] += ctx->mgr.rank_recv[p].bytes;
        mine[3] += ctx->mgr.rank_recv[p].count;
    }
    if (MPI_Allreduce(mine, all, 4, MPI_UINT64_T, MPI_SUM, r->comm) == MPI_SUCCESS) {
        ctx->mgr.ranks_sent_all.bytes = all[0];
        ctx->mgr.ranks_sent_all.count = all[1];
        ctx->mgr.ranks_recv_all.bytes = all[2];
        ctx->mgr.ranks_recv_all.count = all[3];
    }
#else
    (void)ctx;
#endif
}

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

/* ---- asynchronous exchanges: the progress thread ---------------------- */

int bbmmi_rank_async(const bbmm_context *ctx)
{
    return ctx && ctx->ranks && ctx->ranks->first && ctx->ranks->multiple;
}

unsigned bbmmi_rank_tag(bbmm_context *ctx)
{
    return 1 + ctx->ranks->seq++ % 30000u; /* 0: the synchronous exchanges */
}

#ifdef BBMM_HAVE_MPI
/* Nonzero when every event of "ev" has ended; "*failed" set when one
 * failed. */
static int ranks_events_done(cl_event *ev, unsigned n, int *failed)
{
    unsigned i;
    for (i = 0; i < n; i++) {
        cl_int status = CL_COMPLETE;
        if (clGetEventInfo(ev[i], CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof(status), &status, NULL) != CL_SUCCESS)
            status = CL_COMPLETE;
        if (status > CL_COMPLETE)
            return 0;
        if (status < 0)
            *failed = 1;
    }
    return 1;
}

static void ranks_job_fail(struct bbmmi_ranks *r, const char *what, int err)
{
    pthread_mutex_lock(&r->mu);
    if (r->err == BBMM_OK) {
        r->err = BBMM_ERR_RANK;
        snprintf(r->errmsg, sizeof(r->errmsg), "rank %d: %s (error %d)", r->me, what, err);
    }
    pthread_mutex_unlock(&r->mu);
}

/* Advance job "j"; nonzero when it has finished. */
static int ranks_job_step(struct bbmmi_ranks *r, rjob *j, int *moved)
{
    int flag = 0, failed = 0, err, i;
    if (j->send) {
        if (j->state == 0) {
            if (!ranks_events_done(j->after, j->nafter, &failed))
                return 0;
            if (failed) /* send anyway, so that the peer does not wait forever */
                ranks_job_fail(r, "a copy into a message failed", 0);
            err = MPI_Isend(j->buf, (int)j->bytes, MPI_BYTE, j->peer, j->tag, r->comm, &j->req);
            if (err != MPI_SUCCESS) {
                ranks_job_fail(r, "MPI_Isend failed", err);
                return 1;
            }
            j->state = 1;
            *moved = 1;
        }
        err = MPI_Test(&j->req, &flag, MPI_STATUS_IGNORE);
        if (err != MPI_SUCCESS)
            ranks_job_fail(r, "MPI_Test failed", err);
        return flag || err != MPI_SUCCESS;
    }
    if (j->state == 0) {
        err = MPI_Irecv(j->buf, (int)j->bytes, MPI_BYTE, j->peer, j->tag, r->comm, &j->req);
        if (err != MPI_SUCCESS) {
            ranks_job_fail(r, "MPI_Irecv failed", err);
            clSetUserEventStatus(j->done, CL_INVALID_OPERATION);
            return 1;
        }
        j->state = 1;
        *moved = 1;
    }
    if (j->state == 1) {
        err = MPI_Test(&j->req, &flag, MPI_STATUS_IGNORE);
        if (err != MPI_SUCCESS) {
            ranks_job_fail(r, "MPI_Test failed", err);
            clSetUserEventStatus(j->done, CL_INVALID_OPERATION);
            return 1;
        }
        if (!flag)
            return 0;
        j->state = 2;
        *moved = 1;
    }
    if (!ranks_events_done(j->after, j->nafter, &failed))
        return 0;
    {
        uint64_t off = 0;
        for (i = 0; i < j->nseg; i++)
            off += bbmmi_rseg_copy(&j->segs[i], j->buf + off, 1);
    }
    clSetUserEventStatus(j->done, CL_COMPLETE);
    *moved = 1;
    return 1;
}

static void ranks_job_free(struct bbmmi_ranks *r, rjob *j)
{
    unsigned i;
    for (i = 0; i < j->nafter; i++)
        clReleaseEvent(j->after[i]);
    free(j->after);
    if (j->done)
        clReleaseEvent(j->done);
    free(j->segs);
    pthread_mutex_lock(&r->mu);
    if (j->send)
        r->pool[j->pool].busy = 0;
    else
        free(j->buf);
    r->active--;
    pthread_cond_broadcast(&r->cv);
    pthread_mutex_unlock(&r->mu);
    free(j);
}
#endif

static void *ranks_main(void *arg)
{
    struct bbmmi_ranks *r = (struct bbmmi_ranks *)arg;
    rjob *act = NULL, **tail, *j;
    uint64_t last = bbmmi_now_ns();
    for (;;) {
        int moved = 0, stop;
        pthread_mutex_lock(&r->mu);
        while (!act && !r->head && !r->stop)
            pthread_cond_wait(&r->cv, &r->mu);
        for (tail = &act; *tail; tail = &(*tail)->next)
            ;
        *tail = r->head; /* new jobs after the older ones, in order */
        r->head = r->tail = NULL;
        stop = r->stop;
        pthread_mutex_unlock(&r->mu);
        if (!act && stop)
            return NULL;
#ifdef BBMM_HAVE_MPI
        for (tail = &act; (j = *tail) != NULL;) {
            if (ranks_job_step(r, j, &moved)) {
                *tail = j->next;
                ranks_job_free(r, j);
            } else {
                tail = &j->next;
            }
        }
#else
        (void)j;
#endif
        if (moved) {
            last = bbmmi_now_ns();
        } else if (bbmmi_now_ns() - last < 500000) {
            sched_yield(); /* busy for 0.5 ms after the last move: a message chain per run */
        } else {
            struct timespec ts = {0, 50000};
            nanosleep(&ts, NULL);
        }
    }
}

static bbmm_status ranks_post(bbmm_context *ctx, rjob *j)
{
    struct bbmmi_ranks *r = ctx->ranks;
    bbmm_status st = BBMM_OK;
    pthread_mutex_lock(&r->mu);
    if (!r->thr_on) {
        if (pthread_create(&r->thr, NULL, ranks_main, r))
            st = bbmmi_error(ctx, BBMM_ERR_NOMEM, "rank %d: cannot start the message thread", r->me);
        else
            r->thr_on = 1;
    }
    if (st == BBMM_OK) {
        j->next = NULL;
        if (r->tail)
            r->tail->next = j;
        else
            r->head = j;
        r->tail = j;
        r->active++;
        pthread_cond_broadcast(&r->cv);
    }
    pthread_mutex_unlock(&r->mu);
    return st;
}

void *bbmmi_rank_sendbuf(bbmm_context *ctx, uint64_t bytes, int *slot)
{
    struct bbmmi_ranks *r = ctx->ranks;
    uint64_t want = 65536;
    void *p = NULL;
    int i;
    while (want < bytes)
        want *= 2;
    pthread_mutex_lock(&r->mu);
    for (i = 0; i < r->npool; i++)
        if (!r->pool[i].busy && r->pool[i].bytes >= bytes) {
            r->pool[i].busy = 1;
            *slot = i;
            pthread_mutex_unlock(&r->mu);
            return r->pool[i].ptr;
        }
    pthread_mutex_unlock(&r->mu);
    /* none free is big enough: a new one (never freed before the context
     * goes: freeing pinned memory waits for every command, and some may wait
     * for messages) */
    if (bbmmi_host_alloc_aside(ctx, (size_t)want, &p) != BBMM_OK)
        return NULL;
    pthread_mutex_lock(&r->mu);
    if (r->npool == r->pool_cap) {
        int cap = r->pool_cap ? 2 * r->pool_cap : 16;
        struct ranks_buf *nv = (struct ranks_buf *)realloc(r->pool, (size_t)cap * sizeof(*nv));
        if (!nv) {
            pthread_mutex_unlock(&r->mu);
            bbmm_host_free(ctx, p);
            return NULL;
        }
        r->pool = nv;
        r->pool_cap = cap;
    }
    i = r->npool++;
    r->pool[i].ptr = p;
    r->pool[i].bytes = want;
    r->pool[i].busy = 1;
    pthread_mutex_unlock(&r->mu);
    *slot = i;
    return p;
}

bbmm_status bbmmi_rank_post_send(bbmm_context *ctx, int peer, unsigned tag, void *buf, int slot, uint64_t bytes,
                                 cl_event *after, unsigned nafter)
{
    rjob *j = (rjob *)calloc(1, sizeof(*j));
    if (!j) {
        unsigned i;
        for (i = 0; i < nafter; i++)
            clReleaseEvent(after[i]);
        free(after);
        return bbmmi_error(ctx, BBMM_ERR_NOMEM, "rank exchange: out of host memory");
    }
    j->send = 1;
    j->peer = peer;
    j->tag = (int)tag;
    j->buf = (char *)buf;
    j->pool = slot;
    j->bytes = bytes;
    j->after = after;
    j->nafter = nafter;
    return ranks_post(ctx, j);
}

bbmm_status bbmmi_rank_post_recv(bbmm_context *ctx, int peer, unsigned tag, uint64_t bytes, bbmmi_rseg *segs,
                                 int nseg, cl_event *after, unsigned nafter)
{
    rjob *j = (rjob *)calloc(1, sizeof(*j));
    cl_int err = CL_SUCCESS;
    int i;
    if (j)
        j->buf = (char *)malloc(bytes ? (size_t)bytes : 1);
    if (j && j->buf)
        j->done = clCreateUserEvent(ctx->cl, &err);
    if (!j || !j->buf || err != CL_SUCCESS) {
        unsigned k;
        for (k = 0; k < nafter; k++)
            clReleaseEvent(after[k]);
        free(after);
        free(segs);
        if (j)
            free(j->buf);
        free(j);
        return bbmmi_error(ctx, BBMM_ERR_NOMEM, "rank exchange: out of host memory (%d)", (int)err);
    }
    j->peer = peer;
    j->tag = (int)tag;
    j->bytes = bytes;
    j->segs = segs;
    j->nseg = nseg;
    j->after = after;
    j->nafter = nafter;
    for (i = 0; i < nseg; i++) { /* copies of these host regions follow the unpacking */
        clRetainEvent(j->done);
        bbmmi_cmd_add_host(ctx, j->done, "message from another rank", segs[i].host, &segs[i].box, 1);
    }
    if (ctx->settings.rank_recv_wait) { /* the host waits for the message, the devices do not */
        cl_event done = j->done;
        cl_int state = CL_QUEUED;
        bbmm_status st;
        uint64_t t0 = bbmmi_now_ns();
        clRetainEvent(done);
        /* polled for up to 1 ms, then clWaitForEvents: the message thread
         * completes the event a few microseconds after the message came,
         * and a driver's blocking wait on a user event may sleep far longer
         * (the next run's commands, which this host enqueues next, wait
         * for it); a peer that takes longer gets the blocking wait, which
         * leaves the core to others */
        if ((st = ranks_post(ctx, j)) == BBMM_OK) {
            while (clGetEventInfo(done, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof(state), &state, NULL) ==
                       CL_SUCCESS &&
                   state > CL_COMPLETE && bbmmi_now_ns() - t0 < 1000000)
                sched_yield();
            if (state > CL_COMPLETE && clWaitForEvents(1, &done) == CL_SUCCESS)
                state = CL_COMPLETE;
        }
        if (st == BBMM_OK && state != CL_COMPLETE)
            st = bbmmi_error(ctx, BBMM_ERR_RANK, "rank %d: a message from rank %d failed", ctx->ranks->me, peer);
        clReleaseEvent(done);
        ctx->mgr.rank_mpi_ns += bbmmi_now_ns() - t0;
        return st;
    }
    return ranks_post(ctx, j);
}

bbmm_status bbmmi_rank_async_status(bbmm_context *ctx)
{
    struct bbmmi_ranks *r = ctx->ranks;
    bbmm_status st;
    if (!r)
        return BBMM_OK;
    pthread_mutex_lock(&r->mu);
    st = r->err;
    if (st != BBMM_OK)
        st = bbmmi_error(ctx, st, "%s", r->errmsg);
    r->err = BBMM_OK;
    pthread_mutex_unlock(&r->mu);
    return st;
}

void bbmmi_ranks_quiesce(bbmm_context *ctx)
{
    struct bbmmi_ranks *r = ctx->ranks;
    int i;
    if (!r)
        return;
    pthread_mutex_lock(&r->mu);
    r->stop = 1;
    pthread_cond_broadcast(&r->cv);
    pthread_mutex_unlock(&r->mu);
    if (r->thr_on)
        pthread_join(r->thr, NULL);
    r->thr_on = 0;
    r->stop = 0;
    for (i = 0; i < r->npool; i++)
        if (r->pool[i].ptr && ctx->cl)
            bbmm_host_free(ctx, r->pool[i].ptr);
    free(r->pool);
    r->pool = NULL;
    r->npool = r->pool_cap = 0;
}
