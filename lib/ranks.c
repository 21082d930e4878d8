/* lib/ranks.c - the thin MPI layer: several processes (ranks), each with
 * its own devices, run one program (include/bbmm/ranks.h holds the method:
 * which tiles a rank runs, the directory of elements each rank lacks, the
 * messages).  Here is only what must be compiled once: starting and
 * stopping MPI, the communicator of a context, which devices a rank takes,
 * the agreements (failures, and ranks that take different paths), and
 * the exchange of a list of messages.
 *
 * Compiled twice (lib/CMakeLists.txt): without BBMM_HAVE_MPI into
 * libbbmm.a, where every context has one rank and nothing calls MPI, and,
 * when CMake finds MPI, with it into libbbmm-mpi.a.  Both define the same
 * functions; the MPI build also defines bbmm_mpi_backend, the symbol a
 * program that wants ranks asks the linker for (-Wl,-u,bbmm_mpi_backend
 * before -lbbmm-mpi -lbbmm: pkg-config bbmm-mpi, bbmmcc -mpi, the CMake
 * target bbmm::bbmm-mpi), so that this object comes from libbbmm-mpi.a and
 * libbbmm.a's one-rank object is never taken.  A program that does not ask
 * links neither MPI nor libmpi.  In the MPI build, a program not started
 * by an MPI launcher that did not start MPI itself has one rank too.
 */
#define _GNU_SOURCE /* sched_getaffinity: the CPUs a rank may copy with */
#include <limits.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

#include <sched.h>
#include <time.h>

#ifdef BBMM_HAVE_MPI
#include <mpi.h>
#include <stdatomic.h>
#endif

#define RANKS_MSG_LEN 1024          /* a failing rank's message as the others see it */
#define RANKS_HERE_LEN 320          /* where a rank is, in words */
#define RANKS_ARRAYS 16             /* a nest's arrays whose sizes a rank shows the others */

#define RANKS_CHUNK ((size_t)1 << 30) /* bytes of one MPI message at most */


/* The sizes of one array as the other ranks see them. */
typedef struct ranks_shape {
    char name[32];
    int32_t ndim;
    int32_t pad;
    int64_t elem;
    int64_t ext[BBMM_MAX_DIMS];
} ranks_shape;

/* Where a rank is at an agreement (the same layout on every rank: it
 * travels as bytes). */
typedef struct ranks_stamp {
    int32_t failed, at;
    int32_t narrays, known; /* the nest's arrays (1 for a gather); known: every one was found */
    int32_t nd, pad;        /* the nest's space */
    uint64_t place, shape;  /* hashes: the place (at, name, where) and the sizes */
    uint64_t seq, run;      /* the agreement's number on the context; the nest's run (0: unknown) */
    int64_t lo[BBMM_MAX_DIMS], hi[BBMM_MAX_DIMS];
    char name[64];          /* the nest's or array's ("": not known) */
    char where[128];        /* the nest's place in the source ("": not known) */
    ranks_shape arr[RANKS_ARRAYS];
    char msg[RANKS_MSG_LEN]; /* a failed rank's status and message */
} ranks_stamp;

#ifdef BBMM_HAVE_MPI
/* A pending answer to a question (its buffer lives until it has gone). */
struct ranks_answer {
    MPI_Request req;
    char text[RANKS_HERE_LEN];
    struct ranks_answer *next;
};
#endif

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
    /* the agreements (bbmmi_rank_agree_at) */
    uint64_t timeout_ns; /* BBMM_RANK_TIMEOUT: how long one waits for every rank (0: forever) */
    int timeout_warn;    /* not set by the user: past it, say who is where once and wait on (a
                            correct program's ranks may spend long in different host code) */
    int warned;
    uint64_t agreements; /* made so far on the context */
    int broken;          /* the ranks diverged, or one did not come: every later agreement fails */
    char broken_msg[BBMMI_ERRMSG_LEN];
#ifdef BBMM_HAVE_MPI
    MPI_Comm comm;
    MPI_Comm diag;       /* the agreements' messages, and the where-are-you questions of a rank
                            that waited too long with their answers */
    char here[RANKS_HERE_LEN]; /* where this rank waits (its answer); "" until it has waited a while */
    struct ranks_answer *answers; /* answers not yet gone */
    ranks_stamp *stamps;          /* every rank's, when the ranks compare them */
    /* messages between the ranks of one node through shared memory (shm_*) */
    MPI_Comm node;      /* the ranks of this node */
    int *lrank;         /* each rank's index among them, or -1 on another node */
    uint64_t shm_min;   /* messages of at least this many bytes go through shared memory
                           (UINT64_MAX: none); the same on every rank of the node */
    int shm_lanes;      /* copying threads each side; the same on every rank of the node */
    int shm;            /* the window: 0 not made yet, 1 made, -1 could not be made */
    MPI_Win win;
    char **seg;         /* each rank of the node's part of the window */
    uint64_t shm_gen;   /* messages this rank sent through its part */
    uint64_t *shm_sent, *shm_recv; /* to and from each rank of the node */
#endif
};

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

static bbmm_status ranks_wait(bbmm_context *ctx, MPI_Request *req, int nreq, const ranks_stamp *s);
static void ranks_answer(struct bbmmi_ranks *r);

/* An MPI failure of "call" as a runtime error. */
static bbmm_status ranks_fail(bbmm_context *ctx, int err, const char *call)
{
    char text[MPI_MAX_ERROR_STRING];
    int len = 0;
    if (MPI_Error_string(err, text, &len) != MPI_SUCCESS)
        snprintf(text, sizeof(text), "error %d", err);
    return bbmmi_error(ctx, BBMM_ERR_RANK, "rank %d: %s failed: %s", ctx->ranks ? ctx->ranks->me : -1, call, text);
}

/* ---- messages between the ranks of one node, through shared memory ----
 *
 * Open MPI moves a large message between two processes of one node at
 * 6-7 GB/s (two copies through its shared segments, one thread).  A
 * waiting exchange (the gathers at the end of a region, bbmm_array_sync,
 * BBMM_RANK_ASYNC=off) moves its large node-local messages itself: the
 * ranks of a node share an MPI window, made the first time such a message
 * comes (collectively: every rank of the node sees the same plan).  Each
 * rank's part holds one channel per rank of the node and "lanes" lanes of
 * two slots each.  A message is the packed bytes of its boxes, cut into
 * one contiguous part per lane; the sender's threads copy each part out of
 * the host arrays into their lane's slots, the receiver's threads copy
 * them into place, slot by slot (full/freed counters, tagged with the
 * message's generation so that no counter of an earlier message matches).
 * A sender posts a message on the channel of its receiver (offer = the
 * messages it sent there so far) and returns when the receiver marks it
 * done; every rank takes its node-local messages in the order of (source,
 * destination), so the first unfinished one always has both ranks at it.
 * Measured on 2x H200 (32 CPUs), 512 MB from one rank to another: MPI
 * 89 ms; 1 lane 80 ms; 4 lanes 27 ms; 8 lanes 21 ms. */
#define SHM_SLOT ((uint64_t)1 << 20)  /* bytes of a slot */
#define SHM_AUTO ((uint64_t)4 << 20)  /* BBMM_RANK_SHM=auto: messages of at least this */
#define SHM_LANE_MIN ((uint64_t)256 << 10) /* a lane carries at least this much of a message */
#define SHM_LANES_AUTO 8              /* copying threads at most, unless set */
#define SHM_LINE 64

typedef struct shm_chan { /* in the sender's part: its messages to one rank of the node */
    _Atomic uint64_t offer; /* messages posted */
    _Atomic uint64_t done;  /* of them, received whole */
    _Atomic uint64_t gen;   /* the posted one's generation */
    _Atomic uint64_t bytes; /* and size */
    char pad[SHM_LINE - 4 * sizeof(uint64_t)];
} shm_chan;

typedef struct shm_lane { /* followed by its two slots */
    _Atomic uint64_t full[2];  /* (generation << 32) | chunk + 1 of the chunk a slot holds */
    _Atomic uint64_t freed[2]; /* and of the chunk last copied out of it */
    char pad[SHM_LINE - 4 * sizeof(uint64_t)];
} shm_lane;

/* The bytes of one rank's part of the window. */
static size_t shm_part_bytes(int nlocal, int lanes)
{
    size_t head = ((size_t)nlocal * sizeof(shm_chan) + 4095) & ~(size_t)4095;
    return head + (size_t)lanes * (sizeof(shm_lane) + 2 * SHM_SLOT);
}

static shm_lane *shm_lane_at(char *part, int nlocal, int t)
{
    size_t head = ((size_t)nlocal * sizeof(shm_chan) + 4095) & ~(size_t)4095;
    return (shm_lane *)(part + head + (size_t)t * (sizeof(shm_lane) + 2 * SHM_SLOT));
}

/* Wait until "*p" reaches "want" (spinning, then sleeping 20 us at a time). */
static void shm_wait(_Atomic uint64_t *p, uint64_t want)
{
    struct timespec nap = {0, 20000};
    unsigned spin = 0;
    while (atomic_load_explicit(p, memory_order_acquire) < want) {
        if (++spin < 4096)
            sched_yield();
        else
            nanosleep(&nap, NULL);
    }
}

/* Copy bytes [off, off + n) of the packed message "segs" (segment k starts
 * at byte pre[k]) to ("in" = 0) or from "buf". */
static void shm_stream(const bbmmi_rseg *segs, const uint64_t *pre, int nseg, uint64_t off, uint64_t n, char *buf,
                       int in)
{
    int lo = 0, hi = nseg - 1, k, d;
    while (lo < hi) { /* the segment holding byte "off" */
        int mid = (lo + hi + 1) / 2;
        if (pre[mid] <= off)
            lo = mid;
        else
            hi = mid - 1;
    }
    for (k = lo; n && k < nseg; k++) {
        const bbmmi_rseg *g = &segs[k];
        int nd = g->ndim;
        uint64_t row = (uint64_t)(g->box.hi[nd - 1] - g->box.lo[nd - 1] + 1) * g->elem;
        while (n && off < pre[k + 1]) {
            uint64_t rel = off - pre[k], q = rel / row, at = rel % row, lin = 0, c;
            int64_t idx[BBMM_MAX_DIMS];
            char *host;
            for (d = nd - 2; d >= 0; d--) { /* row q of the box: its place in the array */
                uint64_t size = (uint64_t)(g->box.hi[d] - g->box.lo[d] + 1);
                idx[d] = g->box.lo[d] + (int64_t)(q % size);
                q /= size;
            }
            for (d = 0; d < nd - 1; d++)
                lin = lin * (uint64_t)g->extent[d] + (uint64_t)idx[d];
            lin = lin * (uint64_t)g->extent[nd - 1] + (uint64_t)g->box.lo[nd - 1];
            host = g->host + lin * g->elem + at;
            c = row - at < n ? row - at : n;
            if (in)
                memcpy(host, buf, c);
            else
                memcpy(buf, host, c);
            buf += c;
            off += c;
            n -= c;
        }
    }
}

/* One lane of a message: its part of the bytes, chunk by chunk through
 * its two slots in the sender's part "part". */
typedef struct shm_job {
    char *part;
    int nlocal, lane, lanes, send;
    uint64_t gen, bytes;
    const bbmmi_rseg *segs; /* NULL: the receiver drops the bytes (a message of the wrong size) */
    const uint64_t *pre;
    int nseg;
} shm_job;

static void *shm_lane_main(void *arg)
{
    const shm_job *j = (const shm_job *)arg;
    uint64_t each = (j->bytes + (uint64_t)j->lanes - 1) / (uint64_t)j->lanes;
    uint64_t lo = each * (uint64_t)j->lane, hi = lo + each < j->bytes ? lo + each : j->bytes, off, c, tag;
    shm_lane *h = shm_lane_at(j->part, j->nlocal, j->lane);
    char *slots = (char *)(h + 1);
    tag = j->gen << 32;
    for (off = lo, c = 0; off < hi; off += SHM_SLOT, c++) {
        uint64_t n = hi - off < SHM_SLOT ? hi - off : SHM_SLOT;
        int s = (int)(c & 1);
        char *slot = slots + (size_t)s * SHM_SLOT;
        if (j->send) {
            if (c >= 2) /* chunk c - 2 has left this slot */
                shm_wait(&h->freed[s], tag | (c - 1));
            shm_stream(j->segs, j->pre, j->nseg, off, n, slot, 0);
            atomic_store_explicit(&h->full[s], tag | (c + 1), memory_order_release);
        } else {
            shm_wait(&h->full[s], tag | (c + 1));
            if (j->segs)
                shm_stream(j->segs, j->pre, j->nseg, off, n, slot, 1);
            atomic_store_explicit(&h->freed[s], tag | (c + 1), memory_order_release);
        }
    }
    return NULL;
}

/* This rank's copying threads: BBMM_RANK_SHM_THREADS, or the CPUs it may
 * run on shared among the ranks of its node (at most SHM_LANES_AUTO). */
static int shm_threads(const bbmm_context *ctx, int nlocal)
{
    cpu_set_t set;
    int cpus = 1;
    if (ctx->settings.rank_shm_threads)
        return (int)ctx->settings.rank_shm_threads;
    if (sched_getaffinity(0, sizeof(set), &set) == 0)
        cpus = CPU_COUNT(&set);
    cpus /= nlocal;
    return cpus < 1 ? 1 : cpus > SHM_LANES_AUTO ? SHM_LANES_AUTO : cpus;
}

/* At context creation (collective): which ranks share this node, and what
 * its ranks agree on: the smallest message through shared memory (the
 * largest of the ranks' settings: "off" anywhere turns it off) and the
 * lanes (the fewest threads any of them has). */
static bbmm_status shm_open_node(bbmm_context *ctx, struct bbmmi_ranks *r)
{
    MPI_Group world, local;
    int *all, *map, i, err, lanes = shm_threads(ctx, r->nlocal);
    uint64_t mine = ctx->settings.rank_shm == 1 ? 0 : ctx->settings.rank_shm == 0 ? SHM_AUTO : UINT64_MAX;
    if (r->nlocal < 2)
        return BBMM_OK;
    all = (int *)malloc((size_t)r->n * sizeof(int));
    map = (int *)malloc((size_t)r->n * sizeof(int));
    r->lrank = (int *)malloc((size_t)r->n * sizeof(int));
    if (!all || !map || !r->lrank) {
        free(all);
        free(map);
        return bbmmi_error(ctx, BBMM_ERR_NOMEM, "bbmm_context_create: out of host memory");
    }
    for (i = 0; i < r->n; i++)
        all[i] = i;
    err = MPI_Comm_group(r->comm, &world);
    if (err == MPI_SUCCESS && (err = MPI_Comm_group(r->node, &local)) == MPI_SUCCESS) {
        err = MPI_Group_translate_ranks(world, r->n, all, local, map);
        MPI_Group_free(&local);
    }
    if (err == MPI_SUCCESS)
        MPI_Group_free(&world);
    for (i = 0; i < r->n && err == MPI_SUCCESS; i++)
        r->lrank[i] = map[i] == MPI_UNDEFINED ? -1 : map[i];
    free(all);
    free(map);
    if (err == MPI_SUCCESS)
        err = MPI_Allreduce(&mine, &r->shm_min, 1, MPI_UINT64_T, MPI_MAX, r->node);
    if (err == MPI_SUCCESS)
        err = MPI_Allreduce(&lanes, &r->shm_lanes, 1, MPI_INT, MPI_MIN, r->node);
    return err == MPI_SUCCESS ? BBMM_OK : ranks_fail(ctx, err, "the node's ranks");
}

/* Make the window (collective over the node's ranks; lock not held).  A
 * window that cannot be made on some rank is made on none: the messages
 * then go through MPI. */
static void shm_make(struct bbmmi_ranks *r)
{
    char *mine = NULL;
    int ok, made, all = 0, i;
    MPI_Aint size;
    int unit;
    r->shm = -1;
    r->seg = (char **)calloc((size_t)r->nlocal, sizeof(char *));
    r->shm_sent = (uint64_t *)calloc((size_t)r->nlocal, sizeof(uint64_t));
    r->shm_recv = (uint64_t *)calloc((size_t)r->nlocal, sizeof(uint64_t));
    ok = r->seg && r->shm_sent && r->shm_recv;
    ok = ok && MPI_Win_allocate_shared((MPI_Aint)shm_part_bytes(r->nlocal, r->shm_lanes), 1, MPI_INFO_NULL, r->node,
                                       &mine, &r->win) == MPI_SUCCESS;
    made = ok;
    if (ok) {
        MPI_Win_set_errhandler(r->win, MPI_ERRORS_RETURN);
        memset(mine, 0, shm_part_bytes(r->nlocal, r->shm_lanes));
        for (i = 0; i < r->nlocal && ok; i++)
            ok = MPI_Win_shared_query(r->win, i, &size, &unit, &r->seg[i]) == MPI_SUCCESS;
    }
    if (MPI_Allreduce(&ok, &all, 1, MPI_INT, MPI_MIN, r->node) != MPI_SUCCESS)
        all = 0;
    if (all) {
        r->shm = 1;
        return;
    }
    if (made)
        MPI_Win_free(&r->win);
    r->win = MPI_WIN_NULL;
}

/* Nonzero when plan "pair" (bytes from rank s to rank d at pair[s * n +
 * d]) has a message between two ranks of this node that goes through
 * shared memory: the same answer on every rank of the node. */
static int shm_wanted(const struct bbmmi_ranks *r, const uint64_t *pair)
{
    int s, d;
    if (r->nlocal < 2 || r->shm_min == UINT64_MAX || !r->lrank)
        return 0;
    for (s = 0; s < r->n; s++)
        for (d = 0; d < r->n; d++)
            if (s != d && r->lrank[s] >= 0 && r->lrank[d] >= 0 && pair[(size_t)s * (size_t)r->n + (size_t)d] &&
                pair[(size_t)s * (size_t)r->n + (size_t)d] >= r->shm_min)
                return 1;
    return 0;
}

/* Message "m" goes through the window. */
static int shm_takes(const struct bbmmi_ranks *r, const bbmmi_rmsg *m)
{
    return r->shm == 1 && m->segs && m->nseg > 0 && r->lrank[m->peer] >= 0 && m->bytes >= r->shm_min;
}

/* Move message "m" through the window (its peer on this node). */
static bbmm_status shm_move(bbmm_context *ctx, bbmmi_rmsg *m)
{
    struct bbmmi_ranks *r = ctx->ranks;
    int peer = r->lrank[m->peer], lanes, t, nseg = m->nseg, g;
    char *part = r->seg[m->send ? r->local : peer];
    shm_chan *ch = (shm_chan *)part + (m->send ? peer : r->local);
    uint64_t k, gen, bytes = m->bytes, *pre;
    shm_job job[64];
    pthread_t thr[64];
    int started[64];
    bbmm_status st = BBMM_OK;
    if (!(pre = (uint64_t *)malloc(((size_t)nseg + 1) * sizeof(*pre))))
        return bbmmi_error(ctx, BBMM_ERR_NOMEM, "rank %d: out of host memory for a message", r->me);
    for (pre[0] = 0, g = 0; g < nseg; g++) {
        const bbmm_box *b = &m->segs[g].box;
        uint64_t e = m->segs[g].elem;
        int d;
        for (d = 0; d < m->segs[g].ndim; d++)
            e *= (uint64_t)(b->hi[d] - b->lo[d] + 1);
        pre[g + 1] = pre[g] + e;
    }
    if (m->send) {
        k = ++r->shm_sent[peer];
        gen = ++r->shm_gen;
        atomic_store_explicit(&ch->gen, gen, memory_order_relaxed);
        atomic_store_explicit(&ch->bytes, bytes, memory_order_relaxed);
        atomic_store_explicit(&ch->offer, k, memory_order_release);
    } else {
        k = ++r->shm_recv[peer];
        shm_wait(&ch->offer, k);
        gen = atomic_load_explicit(&ch->gen, memory_order_relaxed);
        bytes = atomic_load_explicit(&ch->bytes, memory_order_relaxed);
        if (bytes != m->bytes)
            st = bbmmi_error(ctx, BBMM_ERR_RANK, "rank %d: a %llu-byte message from rank %d, expected %llu bytes",
                             r->me, (unsigned long long)bytes, m->peer, (unsigned long long)m->bytes);
    }
    /* both sides count the same lanes from the same size */
    lanes = (int)(bytes / SHM_LANE_MIN);
    lanes = lanes < 1 ? 1 : lanes > r->shm_lanes ? r->shm_lanes : lanes;
    for (t = 0; t < lanes; t++) {
        job[t].part = part;
        job[t].nlocal = r->nlocal;
        job[t].lane = t;
        job[t].lanes = lanes;
        job[t].send = m->send;
        job[t].gen = gen;
        job[t].bytes = bytes;
        job[t].segs = st == BBMM_OK ? m->segs : NULL;
        job[t].pre = pre;
        job[t].nseg = nseg;
        started[t] = t > 0 && pthread_create(&thr[t], NULL, shm_lane_main, &job[t]) == 0;
    }
    /* lanes without a thread run here, in order: the other side's lanes
     * are independent, so any order of either side's lanes finishes */
    for (t = 0; t < lanes; t++)
        if (!started[t])
            shm_lane_main(&job[t]);
    for (t = 1; t < lanes; t++)
        if (started[t])
            pthread_join(thr[t], NULL);
    if (m->send)
        shm_wait(&ch->done, k);
    else
        atomic_store_explicit(&ch->done, k, memory_order_release);
    free(pre);
    m->shm = 1;
    return st;
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
    r->stamps = (ranks_stamp *)calloc((size_t)r->n, sizeof(ranks_stamp));
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
    counts = (int *)calloc((size_t)r->n, sizeof(int));
    r->first = (int *)calloc((size_t)r->n + 1, sizeof(int));
    if (st == BBMM_OK && (!counts || !r->first || !r->stamps))
        st = bbmmi_error(ctx, BBMM_ERR_NOMEM, "bbmm_context_create: out of host memory");
    if ((st = bbmmi_rank_agree(ctx, st)) != BBMM_OK) {
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
    free(r->stamps);
    free(r->lrank);
    free(r->seg);
    free(r->shm_sent);
    free(r->shm_recv);
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

/* ---- agreements ---------------------------------------------------------
 *
 * Every rank runs the same program, so every rank reaches the same places
 * where the ranks agree (BBMMI_AT_*: a context made or destroyed, a run's
 * start and end, an array's gather), in the same order.  A program whose
 * ranks take different paths (a region called on some ranks only, arrays
 * of other sizes) would have the ranks wait in different exchanges
 * forever.  So each agreement carries a stamp of where this rank is: a
 * hash of the place (what, which nest or array, where in the source) and
 * of the sizes (the nest's space, its arrays' extents and element sizes).
 * The one collective an agreement costs carries it: an allreduce (MAX) of
 * the failure flag, the hash and its negation, so that every rank learns
 * whether any failed and whether the hashes differ (max != -max(-h)).
 * Only then do the ranks exchange their whole stamps (an allgather) and
 * say who is where, or which sizes differ.  A rank that never comes
 * (it runs other code, or ended without destroying its context) is found
 * by a deadline (BBMM_RANK_TIMEOUT): the agreement's collective is
 * nonblocking, tested with a deadline; a rank that waited that long asks
 * every other rank where it is (the questions are answered by the ranks
 * that wait in an agreement too) and reports who did not answer. */

#ifdef BBMM_HAVE_MPI
#define RANKS_TAG_ASK 1  /* on r->diag: where are you? */
#define RANKS_TAG_TELL 2 /* the answer: where this rank waits, in words */
#define RANKS_TAG_AGREE 3 /* the messages of an agreement */
#define RANKS_GRACE_NS 2000000000ull /* how long a rank that gave up waits for the answers */

static uint64_t ranks_hash(uint64_t h, const void *p, size_t n)
{
    const unsigned char *c = (const unsigned char *)p;
    while (n--) {
        h ^= *c++;
        h *= 1099511628211ull; /* FNV-1a */
    }
    return h;
}

static uint64_t ranks_hash_str(uint64_t h, const char *s)
{
    return ranks_hash(h, s ? s : "", s ? strlen(s) + 1 : 1);
}

/* Copy "src" (NULL: "") into "dst" of "len" bytes, cut to fit. */
static void ranks_copy(char *dst, size_t len, const char *src)
{
    size_t n = src ? strnlen(src, len - 1) : 0;
    memcpy(dst, src ? src : "", n);
    dst[n] = '\0';
}

/* The sizes of array "a" into "*sh" (when given) and the hash "*h". */
static void ranks_shape_of(const bbmmi_array *a, ranks_shape *sh, uint64_t *h)
{
    int64_t elem = (int64_t)a->elem;
    int32_t nd = a->ndim;
    *h = ranks_hash(*h, &nd, sizeof(nd));
    *h = ranks_hash(*h, &elem, sizeof(elem));
    *h = ranks_hash(*h, a->extent, (size_t)a->ndim * sizeof(a->extent[0]));
    if (!sh)
        return;
    ranks_copy(sh->name, sizeof(sh->name), a->name);
    sh->ndim = nd;
    sh->elem = elem;
    memcpy(sh->ext, a->extent, (size_t)a->ndim * sizeof(a->extent[0]));
}

/* This rank's stamp at place "at" (the arguments of bbmmi_rank_agree_at);
 * the arrays' sizes one by one too when "detail" (when the ranks compare
 * their stamps), else only their hash. */
static void ranks_stamp_fill(bbmm_context *ctx, ranks_stamp *s, bbmm_status st, int at, const bbmm_nest *nest,
                             uint64_t run, const bbmmi_array *a, int locked, int detail)
{
    uint64_t place = 14695981039346656037ull, shape = place;
    int i;
    memset(s, 0, detail ? sizeof(*s) : offsetof(ranks_stamp, arr));
    s->failed = st != BBMM_OK;
    s->at = at;
    s->seq = ctx->ranks->agreements;
    s->run = run;
    s->known = 1;
    place = ranks_hash(place, &s->at, sizeof(s->at));
    if (nest) {
        ranks_copy(s->name, sizeof(s->name), nest->name ? nest->name : "?");
        ranks_copy(s->where, sizeof(s->where), nest->where);
        place = ranks_hash_str(ranks_hash_str(place, nest->name), nest->where);
        s->nd = nest->space.ndim > 0 && nest->space.ndim <= BBMM_MAX_DIMS ? nest->space.ndim : 0;
        memcpy(s->lo, nest->space.lo, (size_t)s->nd * sizeof(s->lo[0]));
        memcpy(s->hi, nest->space.hi, (size_t)s->nd * sizeof(s->hi[0]));
        shape = ranks_hash(shape, &s->nd, sizeof(s->nd));
        shape = ranks_hash(shape, s->lo, (size_t)s->nd * sizeof(s->lo[0]));
        shape = ranks_hash(shape, s->hi, (size_t)s->nd * sizeof(s->hi[0]));
        s->narrays = nest->narrays;
        shape = ranks_hash(shape, &s->narrays, sizeof(s->narrays));
        if (!locked)
            bbmmi_lock(ctx);
        for (i = 0; i < nest->narrays; i++) {
            const bbmmi_array *x = nest->arrays ? bbmmi_mgr_array(ctx, nest->arrays[i]) : NULL;
            if (x)
                ranks_shape_of(x, detail && i < RANKS_ARRAYS ? &s->arr[i] : NULL, &shape);
            else
                s->known = 0;
        }
        if (!locked)
            bbmmi_unlock(ctx);
    } else if (at == BBMMI_AT_UNREGISTER || at == BBMMI_AT_SYNC || at == BBMMI_AT_UPDATE_HOST) {
        s->narrays = 1;
        if (a) {
            ranks_copy(s->name, sizeof(s->name), a->name[0] ? a->name : "?");
            place = ranks_hash_str(place, a->name);
            ranks_shape_of(a, detail ? &s->arr[0] : NULL, &shape);
        } else {
            s->known = 0;
        }
    }
    s->place = place;
    s->shape = s->known ? shape : 0;
}

/* Where stamp "s" says its rank is, in words ("started run 4 of nest f"). */
static void ranks_here_text(const ranks_stamp *s, char *buf, size_t len)
{
    char run[48] = "a run", where[160] = "";
    const char *name = s->name[0] ? s->name : "?";
    if (s->where[0])
        snprintf(where, sizeof(where), " (%s)", s->where);
    if (s->run)
        snprintf(run, sizeof(run), "run %llu", (unsigned long long)s->run);
    switch (s->at) {
    case BBMMI_AT_CREATE:
        snprintf(buf, len, "created a context");
        break;
    case BBMMI_AT_RUN_BEGIN:
        snprintf(buf, len, "started %s of nest %s%s", run, name, where);
        break;
    case BBMMI_AT_RUN_END:
        snprintf(buf, len, "ended %s of nest %s%s", run, name, where);
        break;
    case BBMMI_AT_UNREGISTER:
        snprintf(buf, len, "unregistered array %s (the end of a region or of a data scope)", name);
        break;
    case BBMMI_AT_SYNC:
        snprintf(buf, len, "synced array %s (bbmm_array_sync)", name);
        break;
    case BBMMI_AT_UPDATE_HOST:
        snprintf(buf, len, "updated the host copy of array %s (bbmm_update_host)", name);
        break;
    default:
        snprintf(buf, len, "destroyed the context (the program's end, or bbmm_context_destroy)");
        break;
    }
}

/* Append "fmt" to "buf" ("len" bytes, "*at" used), truncating. */
static void ranks_put(char *buf, size_t len, size_t *at, const char *fmt, ...)
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

/* Append "rank 1", "ranks 0 and 2", "ranks 0, 2 and 3" (at most 8 named)
 * for the ranks "v" ("n" of them). */
static void ranks_put_list(char *buf, size_t len, size_t *at, const int *v, int n)
{
    int i, shown = n > 8 ? 7 : n;
    ranks_put(buf, len, at, n == 1 ? "rank %d" : "ranks %d", v[0]);
    for (i = 1; i < shown; i++)
        ranks_put(buf, len, at, i == n - 1 ? " and %d" : ", %d", v[i]);
    if (shown < n)
        ranks_put(buf, len, at, " and %d more", n - shown);
}

/* "1st", "2nd", "3rd", "4th", "11th" ... of "k" into "buf". */
static const char *ranks_nth(uint64_t k, char *buf, size_t len)
{
    const char *suf = k % 100 >= 11 && k % 100 <= 13 ? "th" : k % 10 == 1 ? "st" : k % 10 == 2 ? "nd" : k % 10 == 3 ? "rd" : "th";
    snprintf(buf, len, "%llu%s", (unsigned long long)k, suf);
    return buf;
}

static int ranks_same_place(const ranks_stamp *a, const ranks_stamp *b)
{
    return a->at == b->at && (!a->name[0] || !b->name[0] || a->place == b->place);
}

/* The extents of shape "sh" ("100x80"; with its element size when "elem"). */
static void ranks_put_shape(char *buf, size_t len, size_t *at, const ranks_shape *sh, int elem)
{
    int d;
    if (sh->ndim < 1)
        ranks_put(buf, len, at, "no element");
    for (d = 0; d < sh->ndim && d < BBMM_MAX_DIMS; d++)
        ranks_put(buf, len, at, d ? "x%lld" : "%lld", (long long)sh->ext[d]);
    if (elem)
        ranks_put(buf, len, at, " of %lld-byte elements", (long long)sh->elem);
}

static int ranks_same_shape(const ranks_shape *a, const ranks_shape *b)
{
    return a->ndim == b->ndim && a->elem == b->elem &&
           !memcmp(a->ext, b->ext, (size_t)(a->ndim > 0 && a->ndim <= BBMM_MAX_DIMS ? a->ndim : 0) * sizeof(a->ext[0]));
}

static int ranks_same_space(const ranks_stamp *a, const ranks_stamp *b)
{
    return a->nd == b->nd && !memcmp(a->lo, b->lo, (size_t)a->nd * sizeof(a->lo[0])) &&
           !memcmp(a->hi, b->hi, (size_t)a->nd * sizeof(a->hi[0]));
}

/* The message of ranks that diverged, from every rank's stamp "all": they
 * are at different places, or the sizes differ.  BBMM_OK when neither. */
static bbmm_status ranks_diverged(bbmm_context *ctx, const ranks_stamp *all)
{
    struct bbmmi_ranks *r = ctx->ranks;
    char msg[BBMMI_ERRMSG_LEN], here[RANKS_HERE_LEN];
    int n = r->n, i, j, k, ng = 0, *group, *v, nv, kind = 0, slot = -1, elem = 0;
    size_t at = 0;
    /* the places: ranks grouped by where they are */
    for (i = 1; i < n && ranks_same_place(&all[0], &all[i]); i++)
        ;
    if (i < n) {
        kind = 1;
    } else { /* the same place: the sizes of the ranks that know them */
        for (k = 0; k < n && !all[k].known; k++)
            ;
        for (i = k + 1; i < n && (!all[i].known || all[i].shape == all[k].shape); i++)
            ;
        if (k >= n || i >= n)
            return BBMM_OK;
        kind = all[i].narrays != all[k].narrays ? 2 : 3;
        for (j = 0; kind == 3 && j < all[k].narrays && j < RANKS_ARRAYS; j++)
            for (i = k + 1; i < n; i++)
                if (all[i].known && !ranks_same_shape(&all[i].arr[j], &all[k].arr[j])) {
                    slot = j;
                    kind = 4;
                    break;
                }
        for (i = k + 1; kind == 3 && i < n; i++)
            if (all[i].known && !ranks_same_space(&all[i], &all[k]))
                kind = 5;
    }
    group = (int *)malloc((size_t)n * sizeof(int));
    v = (int *)malloc((size_t)n * sizeof(int));
    if (!group || !v) {
        free(group);
        free(v);
        return bbmmi_error(ctx, BBMM_ERR_RANKS_DIFFER, "the ranks took different paths (out of host memory to say how)");
    }
    for (i = 0; i < n; i++)
        group[i] = -1;
    if (kind == 1) {
        char nth[32];
        for (i = 0; i < n; i++) {
            if (group[i] >= 0)
                continue;
            for (j = i, nv = 0; j < n; j++)
                if (group[j] < 0 && ranks_same_place(&all[i], &all[j])) {
                    group[j] = ng;
                    v[nv++] = j;
                }
            if (ng)
                ranks_put(msg, sizeof(msg), &at, " while ");
            ranks_put_list(msg, sizeof(msg), &at, v, nv);
            ranks_here_text(&all[i], here, sizeof(here));
            ranks_put(msg, sizeof(msg), &at, " %s", here);
            ng++;
        }
        ranks_put(msg, sizeof(msg), &at,
                  ", at the ranks' %s agreement (every rank must run the same regions, with arrays of the same "
                  "sizes, in the same order)", ranks_nth(all[0].seq, nth, sizeof(nth)));
    } else {
        const char *what = kind == 2 ? "the number of arrays of" : kind == 5 ? "the iteration space of" : "the sizes of";
        for (k = 0; k < n && !all[k].known; k++)
            ;
        ranks_here_text(&all[k], here, sizeof(here));
        if (kind == 4)
            ranks_put(msg, sizeof(msg), &at, "the ranks disagree on the size of array %s where they %s: ",
                      all[k].arr[slot].name, here);
        else
            ranks_put(msg, sizeof(msg), &at, "the ranks disagree on %s nest %s where they %s: ", what, all[k].name,
                      here);
        for (i = k + 1; kind == 4 && i < n; i++)
            elem |= all[i].known && all[i].arr[slot].elem != all[k].arr[slot].elem;
        for (i = 0; i < n; i++) {
            if (group[i] >= 0 || !all[i].known)
                continue;
            for (j = i, nv = 0; j < n; j++)
                if (group[j] < 0 && all[j].known &&
                    (kind == 2   ? all[j].narrays == all[i].narrays
                     : kind == 4 ? ranks_same_shape(&all[j].arr[slot], &all[i].arr[slot])
                     : kind == 5 ? ranks_same_space(&all[j], &all[i])
                                 : all[j].shape == all[i].shape)) {
                    group[j] = ng;
                    v[nv++] = j;
                }
            if (ng)
                ranks_put(msg, sizeof(msg), &at, ", ");
            ranks_put_list(msg, sizeof(msg), &at, v, nv);
            ranks_put(msg, sizeof(msg), &at, nv > 1 ? " have " : " has ");
            if (kind == 2)
                ranks_put(msg, sizeof(msg), &at, "%d", all[i].narrays);
            else if (kind == 4)
                ranks_put_shape(msg, sizeof(msg), &at, &all[i].arr[slot], elem);
            else if (kind == 5)
                for (j = 0; j < all[i].nd; j++)
                    ranks_put(msg, sizeof(msg), &at, "%s[%lld..%lld]", j ? "x" : "", (long long)all[i].lo[j],
                              (long long)all[i].hi[j]);
            else
                ranks_put(msg, sizeof(msg), &at, "other sizes (of an array after the %dth)", RANKS_ARRAYS);
            ng++;
        }
    }
    free(group);
    free(v);
    r->broken = 1;
    snprintf(r->broken_msg, sizeof(r->broken_msg), "%.*s", (int)sizeof(r->broken_msg) - 1, msg);
    return bbmmi_error_set(ctx, BBMM_ERR_RANKS_DIFFER, msg);
}

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

/* This rank waited "waited" ns for the others at stamp "s" (request
 * "req" still posted): ask the others where they are, give them
 * RANKS_GRACE_NS to answer, and fail with who is where.  BBMM_OK when the
 * request completes meanwhile after all. */
static bbmm_status ranks_timeout(bbmm_context *ctx, MPI_Request *req, int nreq, const ranks_stamp *s, uint64_t waited)
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
    if (!r->here[0])
        ranks_here_text(s, r->here, sizeof(r->here));
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
    ranks_put(msg, sizeof(msg), &at, "rank %d waited %.0f s (BBMM_RANK_TIMEOUT) for the other ranks after it %s, "
              "the ranks' %s agreement", r->me, (double)waited / 1e9, r->here, ranks_nth(s->seq, nth, sizeof(nth)));
    if (!told || !v)
        ranks_put(msg, sizeof(msg), &at, ": they did not come (they run other code, wait for something else, or "
                  "ended)");
    if (told && v) {
        int *list = (int *)calloc((size_t)n, sizeof(int));
        for (pass = 0; list && pass < 2; pass++) { /* 0: who did not answer; 1: who waits where this rank does */
            for (i = 0, nv = 0; i < n; i++)
                if (i != r->me && (pass ? v[i] && !strcmp(told[i], r->here) : !v[i]))
                    list[nv++] = i;
            if (!nv)
                continue;
            ranks_put(msg, sizeof(msg), &at, pass ? "; " : ": ");
            ranks_put_list(msg, sizeof(msg), &at, list, nv);
            ranks_put(msg, sizeof(msg), &at,
                      pass ? " waited there too"
                           : " did not come (%s runs other code, waits for something else, or ended without "
                             "destroying its context)", nv > 1 ? "each" : "it");
        }
        for (i = 0; i < n; i++) /* who waits elsewhere (its collective is this one) */
            if (i != r->me && v[i] && strcmp(told[i], r->here))
                ranks_put(msg, sizeof(msg), &at, "; rank %d waited after it %s", i, told[i]);
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
    r->broken = 1;
    __atomic_store_n(&ranks_pending, 1, __ATOMIC_RELEASE);
    snprintf(r->broken_msg, sizeof(r->broken_msg), "%.*s", (int)sizeof(r->broken_msg) - 1, msg);
    return bbmmi_error_set(ctx, BBMM_ERR_RANKS_DIFFER, msg);
}

/* Wait for the "nreq" requests "req" of an agreement at stamp "s" (NULL:
 * the context's creation), at most BBMM_RANK_TIMEOUT.  Spins for 1 ms,
 * then yields the core between tests; after 100 ms naps 1 ms between
 * them, answering the questions of ranks that gave up waiting. */
static bbmm_status ranks_wait(bbmm_context *ctx, MPI_Request *req, int nreq, const ranks_stamp *s)
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
        if (s && !r->here[0])
            ranks_here_text(s, r->here, sizeof(r->here));
        if (r->diag != MPI_COMM_NULL)
            ranks_answer(r);
        if (r->timeout_ns && el >= r->timeout_ns && !r->warned) {
            ranks_stamp c;
            bbmm_status st;
            if (!s) { /* the context's creation */
                memset(&c, 0, offsetof(ranks_stamp, msg));
                c.at = BBMMI_AT_CREATE;
                s = &c;
            }
            if ((st = ranks_timeout(ctx, req, nreq, s, el)) != BBMM_ERR_BUSY)
                return st;
        }
        nanosleep(&nap, NULL);
    }
}

/* One step of ranks_reduce: send "out" (NULL: nothing) to rank "peer"
 * and receive its values into "in" (NULL: nothing). */
static bbmm_status ranks_step(bbmm_context *ctx, int peer, const int64_t *out, int64_t *in, const ranks_stamp *s)
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
    return ranks_wait(ctx, req, nreq, s);
}

static void ranks_max3(int64_t *w, const int64_t *in)
{
    int i;
    for (i = 0; i < 3; i++)
        w[i] = in[i] > w[i] ? in[i] : w[i];
}

/* "w": the largest of every rank's "v" (3 values), by recursive doubling
 * over r->diag, every step waited for at most BBMM_RANK_TIMEOUT (MPI's
 * nonblocking allreduce takes about 5 us more than its blocking one for
 * two ranks on one node; these messages cost what the blocking one does). */
static bbmm_status ranks_reduce(bbmm_context *ctx, const int64_t *v, int64_t *w, const ranks_stamp *s)
{
    struct bbmmi_ranks *r = ctx->ranks;
    int n = r->n, me = r->me, p = 1, rem, vme, mask;
    int64_t in[3];
    bbmm_status st;
    memcpy(w, v, 3 * sizeof(*w));
    while (p * 2 <= n)
        p *= 2;
    rem = n - p;
    /* of the first 2 rem ranks, each even one gives its values to the odd
     * one after it, which takes its place, and gets the result from it */
    if (me < 2 * rem && me % 2 == 0) {
        if ((st = ranks_step(ctx, me + 1, w, NULL, s)) != BBMM_OK)
            return st;
        return ranks_step(ctx, me + 1, NULL, w, s);
    }
    if (me < 2 * rem) {
        if ((st = ranks_step(ctx, me - 1, NULL, in, s)) != BBMM_OK)
            return st;
        ranks_max3(w, in);
        vme = me / 2;
    } else {
        vme = me - rem;
    }
    for (mask = 1; mask < p; mask <<= 1) {
        int vp = vme ^ mask, peer = vp < rem ? vp * 2 + 1 : vp + rem;
        if ((st = ranks_step(ctx, peer, w, in, s)) != BBMM_OK)
            return st;
        ranks_max3(w, in);
    }
    return me < 2 * rem ? ranks_step(ctx, me - 1, w, NULL, s) : BBMM_OK;
}

/* Some rank failed, or the hashes differ: every rank's stamp ("mine",
 * with every detail now: the arguments of bbmmi_rank_agree_at) to every
 * rank, then the message. */
static bbmm_status ranks_settle(bbmm_context *ctx, ranks_stamp *mine, bbmm_status st, int at, const bbmm_nest *nest,
                                uint64_t run, const bbmmi_array *a, int locked)
{
    struct bbmmi_ranks *r = ctx->ranks;
    ranks_stamp *all = r->stamps;
    MPI_Request req;
    bbmm_status s2;
    int i, err;
    ranks_stamp_fill(ctx, mine, st, at, nest, run, a, locked, 1);
    mine->msg[0] = '\0';
    if (mine->failed) {
        char msg[RANKS_MSG_LEN - 64];
        bbmmi_error_take(ctx, msg, sizeof(msg));
        snprintf(mine->msg, sizeof(mine->msg), "%.40s: %s", bbmm_status_text(st), msg);
    }
    if (!all)
        return mine->failed ? st : bbmmi_error(ctx, BBMM_ERR_RANK, "another rank failed (out of host memory to "
                                                                    "learn which)");
    err = MPI_Iallgather(mine, (int)sizeof(*mine), MPI_BYTE, all, (int)sizeof(*mine), MPI_BYTE, r->comm, &req);
    if (err != MPI_SUCCESS)
        return mine->failed ? st : ranks_fail(ctx, err, "MPI_Iallgather");
    if ((s2 = ranks_wait(ctx, &req, 1, mine)) != BBMM_OK)
        return s2;
    if ((s2 = ranks_diverged(ctx, all)) != BBMM_OK)
        return s2;
    for (i = 0; i < r->n && !all[i].failed; i++)
        ;
    if (i >= r->n)
        return BBMM_OK;
    if (mine->failed) { /* keep this rank's own status; name the rank in its message */
        char msg[RANKS_MSG_LEN + 32];
        snprintf(msg, sizeof(msg), "rank %d: %s", r->me, mine->msg);
        return bbmmi_error_set(ctx, st, msg);
    }
    all[i].msg[RANKS_MSG_LEN - 1] = '\0';
    return bbmmi_error(ctx, BBMM_ERR_RANK, "rank %d failed: %s", i, all[i].msg);
}
#endif

bbmm_status bbmmi_rank_agree_at(bbmm_context *ctx, bbmm_status st, int at, const struct bbmm_nest *nest, uint64_t run,
                                const bbmmi_array *a, int locked)
{
#ifdef BBMM_HAVE_MPI
    struct bbmmi_ranks *r = ctx->ranks;
    ranks_stamp mine;
    int64_t v[3], w[3];
    bbmm_status s2;
    if (!r || r->n < 2)
        return st;
    if (r->broken)
        return bbmmi_error(ctx, BBMM_ERR_RANKS_DIFFER, "%s", r->broken_msg);
    if (at == BBMMI_AT_DESTROY) { /* the program may have ended MPI before the default context */
        int fin = 0;
        MPI_Finalized(&fin);
        if (fin)
            return st;
    }
    r->agreements++;
    ranks_stamp_fill(ctx, &mine, st, at, nest, run, a, locked, 0);
    v[0] = st != BBMM_OK;
    v[1] = (int64_t)(ranks_hash(mine.place, &mine.shape, sizeof(mine.shape)) >> 1);
    v[2] = -v[1];
    if ((s2 = ranks_reduce(ctx, v, w, &mine)) != BBMM_OK)
        return s2;
    if (!w[0] && w[1] == -w[2])
        return BBMM_OK;
    return ranks_settle(ctx, &mine, st, at, nest, run, a, locked);
#else
    (void)ctx;
    (void)at;
    (void)nest;
    (void)run;
    (void)a;
    (void)locked;
    return st;
#endif
}

bbmm_status bbmmi_rank_agree(bbmm_context *ctx, bbmm_status st)
{
    return bbmmi_rank_agree_at(ctx, st, BBMMI_AT_CREATE, NULL, 0, NULL, 0);
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

bbmm_status bbmmi_rank_exchange(bbmm_context *ctx, bbmmi_rmsg *m, int n, const uint64_t *pair)
{
#ifdef BBMM_HAVE_MPI
    struct bbmmi_ranks *r = ctx->ranks;
    MPI_Request *req;
    size_t nreq = 0, k;
    int i, pass, err = MPI_SUCCESS, nshm = 0, *order = NULL;
    bbmm_status st = BBMM_OK;
    if (!r)
        return BBMM_OK;
    if (pair && r->shm == 0 && shm_wanted(r, pair))
        shm_make(r);
    if (n <= 0)
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
            if (shm_takes(r, &m[i])) {
                nshm++;
                continue;
            }
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
    /* the node-local messages, in the order of (source, destination) */
    if (err == MPI_SUCCESS && nshm && !(order = (int *)malloc((size_t)nshm * sizeof(int))))
        st = bbmmi_error(ctx, BBMM_ERR_NOMEM, "rank exchange: out of host memory");
    if (order) {
        int j, c = 0;
        for (i = 0; i < n; i++)
            if (shm_takes(r, &m[i])) {
                long key = m[i].send ? (long)r->me * r->n + m[i].peer : (long)m[i].peer * r->n + r->me;
                for (j = c++; j > 0; j--) { /* insertion: a rank has two messages per peer at most */
                    const bbmmi_rmsg *o = &m[order[j - 1]];
                    if ((o->send ? (long)r->me * r->n + o->peer : (long)o->peer * r->n + r->me) < key)
                        break;
                    order[j] = order[j - 1];
                }
                order[j] = i;
            }
        for (j = 0; j < c; j++) { /* every one, even after a failure: the peer is waiting */
            bbmm_status s1 = shm_move(ctx, &m[order[j]]);
            if (st == BBMM_OK)
                st = s1;
        }
        free(order);
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
    if (err != MPI_SUCCESS)
        return ranks_fail(ctx, err, "MPI message exchange");
    return st;
#else
    (void)m;
    (void)pair;
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
