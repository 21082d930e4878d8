/* lib/ranks_exchange.c - the messages of the thin MPI layer (ranks.c): the
 * waiting exchange of a list of messages (in place, MPI datatypes; large
 * ones between the ranks of one node through shared memory) and the
 * progress thread of asynchronous exchanges.  Compiled twice, as ranks.c
 * is (its top says why); the MPI object comes with ranks.c's, which calls
 * this one.
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

#define RANKS_CHUNK ((size_t)1 << 30) /* bytes of one MPI message at most */

/* Copy box "g->box" of a host array to or from ("in") the packed bytes at
 * "buf" (rows of the last dimension, in order); the bytes copied. */
uint64_t bbmmi_rseg_copy(const bbmmi_rseg *g, char *buf, int in)
{
    int64_t idx[BBMM_MAX_DIMS];
    const bbmm_box *b = &g->box;
    int nd = g->ndim, d;
    size_t row = (size_t)(b->hi[nd - 1] - b->lo[nd - 1] + 1) * g->elem;
    uint64_t done = 0;
    for (d = 0; d < nd; d++)
        idx[d] = b->lo[d];
    for (;;) {
        uint64_t off = 0;
        for (d = 0; d < nd; d++)
            off = off * (uint64_t)g->extent[d] + (uint64_t)idx[d];
        if (in)
            memcpy(g->host + off * g->elem, buf + done, row);
        else
            memcpy(buf + done, g->host + off * g->elem, row);
        done += row;
        for (d = nd - 2; d >= 0 && ++idx[d] > b->hi[d]; d--)
            idx[d] = b->lo[d];
        if (d < 0)
            return done;
    }
}

#ifdef BBMM_HAVE_MPI
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
bbmm_status shm_open_node(bbmm_context *ctx, struct bbmmi_ranks *r)
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
