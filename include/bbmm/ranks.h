/* bbmm/ranks.h - several processes (MPI ranks) running one program: what
 * each rank lacks of an array, and the messages that bring it.  Part of
 * manager.h, which includes it at its end; the run-level part (which tiles a rank runs,
 * what they need and write) is in tile.h, the agreements (where the ranks
 * check that they are at the same place) in agree.h, MPI itself in
 * lib/ranks.c and lib/ranks_exchange.c.
 *
 * Every rank runs the whole program: its host code, its serial loops and
 * every run of every nest, on host arrays of full size.  A run's tiles are
 * dealt over the devices of all ranks (global device g belongs to the rank
 * r with first(r) <= g < first(r + 1)); each rank runs its own tiles only,
 * but evaluates the boxes of all of them, so that every rank knows what
 * every tile reads and writes without asking.  From that each rank keeps
 * the same directory per array ("bbmmi_rdir"): for each rank, the regions
 * whose newest values it lacks, each with a rank that has them.  A run's
 * writes add the written boxes to every other rank's list (with the
 * writer as source) and remove them from the writer's; before a run, the
 * regions a rank's tiles need that its list holds move to it, one message
 * per pair of ranks with every box of that pair packed in order.  So the
 * volume is exact: an element moves to a rank only when the rank's tiles
 * read it and another rank wrote it since the rank last had it.
 *
 * Write-out: when an array is unregistered (the end of a region, or of
 * the data scope that keeps it) rank 0 receives what it lacks
 * (BBMM_GATHER=all: every rank does); bbmm_array_sync and
 * bbmm_update_host bring every rank up to date, since every rank runs the
 * host code after them.  What the other ranks still lack of an
 * unregistered array is remembered by its host address ("bbmmi_rkeep"), so
 * that a later region on the same memory takes it from rank 0 first.
 */
#ifndef BBMM_MANAGER_H
#error "bbmm/ranks.h is a part of bbmm/manager.h: include bbmm.h"
#elif !defined(BBMM_RANKS_H)
#define BBMM_RANKS_H

#include <stdlib.h>
#include <string.h>

BBMM_EXTERN_C_BEGIN

/* ---- thin layer (lib/ranks.c, lib/ranks_exchange.c) ------------------ */

/* The ranks of "ctx" (1 without MPI), this process's rank, and the first
 * global device of rank "r" (r = ranks: the number of all devices). */
int bbmmi_nranks(const bbmm_context *ctx);
int bbmmi_rank(const bbmm_context *ctx);
int bbmmi_rank_first(const bbmm_context *ctx, int r);
/* Nonzero under BBMM_GATHER=all. */
int bbmmi_rank_gather_all(const bbmm_context *ctx);
/* The transport of the ranks' agreements (the method's part, what they
 * compare and say, is "agreements" below).  BBMMI_RANK_MSG_LEN: a failing
 * rank's message as the others see it; BBMMI_RANK_HERE_LEN: where a rank
 * is, in words. */
#define BBMMI_RANK_MSG_LEN 1024
#define BBMMI_RANK_HERE_LEN 320
/* Where this rank waits in an agreement, for the ranks that waited too
 * long and ask, and for its own message when it waited too long: "here"
 * writes it ("created a context") into "buf" ("len" bytes); called only
 * once the agreement has waited 100 ms. */
typedef struct bbmmi_rwait {
    void (*here)(const void *arg, char *buf, size_t len);
    const void *arg;
} bbmmi_rwait;
/* Collective, each waited for at most BBMM_RANK_TIMEOUT (a rank that
 * does not come: BBMM_ERR_RANKS_DIFFER, saying who is where, and the
 * ranks are broken): "w", the largest of each of every rank's three values
 * "v"; "all", every rank's "bytes" at "mine", in rank order ("keep":
 * returned instead of MPI's failure to post it, when not BBMM_OK). */
bbmm_status bbmmi_rank_max3(bbmm_context *ctx, const int64_t *v, int64_t *w, const bbmmi_rwait *wait);
bbmm_status bbmmi_rank_allgather(bbmm_context *ctx, const void *mine, size_t bytes, void *all,
                                 const bbmmi_rwait *wait, bbmm_status keep);
/* Collective, blocking: "all", the sums of every rank's "n" values "mine";
 * nonzero when there is nothing to sum with (one rank, MPI finalized) or
 * it failed. */
int bbmmi_rank_sum_u64(bbmm_context *ctx, const uint64_t *mine, uint64_t *all, int n);
/* A new agreement of "ctx": its number (the creation is the 1st). */
uint64_t bbmmi_rank_next(bbmm_context *ctx);
/* The message of the ranks' divergence when they diverged or one did not
 * come (every later agreement fails with it), else NULL; the ranks
 * diverged with message "msg" (no collective after it; returns
 * BBMM_ERR_RANKS_DIFFER with it); MPI has been finalized. */
const char *bbmmi_rank_broken(const bbmm_context *ctx);
bbmm_status bbmmi_rank_diverge(bbmm_context *ctx, const char *msg);
int bbmmi_rank_finalized(void);
/* Some rank failed: this rank's failure "st" and its error message (taken)
 * as the others see it ("out", BBMMI_RANK_MSG_LEN bytes); the
 * agreement's end, this rank's own "st" with its message "mine" naming the
 * rank (when it failed: "mine" not NULL), else BBMM_ERR_RANK with the
 * message "its" of the first failing rank "who". */
void bbmmi_rank_failure_text(bbmm_context *ctx, bbmm_status st, char *out, size_t len);
bbmm_status bbmmi_rank_failed(bbmm_context *ctx, bbmm_status st, const char *mine, int who, char *its);
/* The messages' words: append "fmt" to "buf" ("len" bytes, "*at" used),
 * truncating; append "rank 1", "ranks 0 and 2", "ranks 0, 2 and 3" (at
 * most 8 named) for the ranks "v" ("n" of them); "1st", "2nd", "11th" ...
 * of "k" into "buf". */
void bbmmi_rank_put(char *buf, size_t len, size_t *at, const char *fmt, ...);
void bbmmi_rank_put_list(char *buf, size_t len, size_t *at, const int *v, int n);
const char *bbmmi_rank_nth(uint64_t k, char *buf, size_t len);
/* The calling thread's error message on "ctx" ("" when none); record
 * "msg" as its error with status "st" and return "st" (lib/context.c). */
void bbmmi_error_take(const bbmm_context *ctx, char *buf, size_t len);
bbmm_status bbmmi_error_set(bbmm_context *ctx, bbmm_status st, const char *msg);

/* One message of an exchange: "bytes" at "buf" to ("send") or from rank
 * "peer". */
typedef struct bbmmi_rmsg {
    int peer;
    int send;
    void *buf;
    uint64_t bytes;
    const struct bbmmi_rseg *segs; /* or the message is these boxes of host arrays, in order */
    int nseg;
    int shm; /* set when it went through the node's shared memory, not MPI */
} bbmmi_rmsg;
/* Every rank, with the messages of the exchange "pair" (bytes from rank s
 * to rank d at pair[s * ranks + d]; NULL: none of them goes through shared
 * memory): post this rank's messages "m" and wait for all of them. */
bbmm_status bbmmi_rank_exchange(bbmm_context *ctx, bbmmi_rmsg *m, int n, const uint64_t *pair);

/* An OpenCL event (cl_event), without OpenCL's header. */
struct _cl_event;
typedef struct _cl_event *bbmmi_event;

/* Where the bytes of a message go: box "box" of a host array. */
typedef struct bbmmi_rseg {
    char *host;
    int ndim;
    int64_t extent[BBMM_MAX_DIMS];
    size_t elem;
    bbmm_box box;
} bbmmi_rseg;

/* Asynchronous exchanges (MPI_THREAD_MULTIPLE; BBMM_RANK_ASYNC=off turns
 * them off): a progress thread posts each message once the copies that
 * fill it have ended, and unpacks each message received before it
 * completes the user event that the copies of those host regions follow
 * (bbmmi_cmd_add_host), so that no rank waits for its devices before a
 * run.  The tag of the next exchange; a pinned send buffer of at least
 * "bytes" ("*slot": its pool slot, given back when the message has
 * gone); a send of "bytes" at "buf" to "peer" once the "nafter" events
 * "after" have ended, and a receive into "segs" that the copies of those
 * host regions wait for, once the events "after" have ended (both take the
 * arrays and the events).  The status: the first failure of a message so
 * far. */
int bbmmi_rank_async(const bbmm_context *ctx);
unsigned bbmmi_rank_tag(bbmm_context *ctx);
void *bbmmi_rank_sendbuf(bbmm_context *ctx, uint64_t bytes, int *slot);
bbmm_status bbmmi_rank_post_send(bbmm_context *ctx, int peer, unsigned tag, void *buf, int slot, uint64_t bytes,
                                 bbmmi_event *after, unsigned nafter);
bbmm_status bbmmi_rank_post_recv(bbmm_context *ctx, int peer, unsigned tag, uint64_t bytes, bbmmi_rseg *segs,
                                 int nseg, bbmmi_event *after, unsigned nafter);
bbmm_status bbmmi_rank_async_status(bbmm_context *ctx);
/* The events of the unfinished commands that a host copy of "region" of
 * host memory "host" (writing it when "writes") must follow: retained,
 * "*n" of them in "*out" (malloc'd; NULL when none). */
bbmm_status bbmmi_host_events(bbmm_context *ctx, const char *host, const bbmm_box *region, int writes,
                              bbmmi_event **out, unsigned *n);

/* Early sends (thin layer, lib/transfer.c; bbmmi_rearly below): the marker
 * behind device "dev"'s early part while its side queue is on
 * (bbmmi_side_begin), retained, or NULL; release an event; with ctx's lock
 * held, send the device's copies to its side queue after event "after"
 * (retained there) until bbmmi_side_end_locked, which makes the main
 * queue wait for them. */
bbmmi_event bbmmi_side_marker(bbmm_context *ctx, int dev);
void bbmmi_event_retain(bbmmi_event ev);
void bbmmi_event_release(bbmmi_event ev);
bbmm_status bbmmi_side_resume(bbmm_context *ctx, int dev, bbmmi_event after);
bbmm_status bbmmi_side_end_locked(bbmm_context *ctx, int dev);

/* Copy box "g->box" of a host array to or from ("in") the packed bytes at
 * "buf" (rows of the last dimension, in order); the bytes copied (thin
 * layer, lib/ranks_exchange.c: the messages' packing). */
uint64_t bbmmi_rseg_copy(const bbmmi_rseg *g, char *buf, int in);

/* The segment of box "b" of array "a". */
BBMM_API bbmmi_rseg bbmmi_rseg_of(const bbmmi_array *a, const bbmm_box *b)
{
    bbmmi_rseg g;
    int d;
    memset(&g, 0, sizeof(g));
    g.host = a->host;
    g.ndim = a->ndim;
    for (d = 0; d < a->ndim; d++)
        g.extent[d] = a->extent[d];
    g.elem = a->elem;
    g.box = *b;
    return g;
}

/* The rank that owns global device "g". */
BBMM_API int bbmmi_rank_of(const bbmm_context *ctx, int g)
{
    int r = 0, n = bbmmi_nranks(ctx);
    while (r + 1 < n && g >= bbmmi_rank_first(ctx, r + 1))
        r++;
    return r;
}

/* ---- the method's agreements (bodies compiled once: bbmm/agree.h) ---- */

struct bbmm_nest;
/* Collective: BBMM_OK when every rank's "st" is; else this rank's own
 * failure (its message naming the rank), or BBMM_ERR_RANK with the first
 * failing rank's message.  Every rank must be at the same place "at"
 * (BBMMI_AT_*, manager.h): for a run, of the same nest ("nest", its
 * "run"-th run, 0 when not known) over the same space and arrays of the
 * same sizes ("arrays": the nest's, found by the method, NULL where a
 * handle is not registered: bbmmi_rank_agree_nest); for a gather, of the same array "a" (NULL: not known) of the
 * same size.  When not, every rank gets BBMM_ERR_RANKS_DIFFER with a
 * message saying which ranks are where, or which sizes differ; a rank
 * that does not come within BBMM_RANK_TIMEOUT gives the ranks waiting for
 * it BBMM_ERR_RANKS_DIFFER too.  After either, every later agreement of the
 * context fails at once.  Either with ctx's lock held or not.  (The
 * context's creation, the first agreement, is the thin layer's: every
 * rank is at the same place there; lib/ranks.c.) */
bbmm_status bbmmi_rank_agree_at(bbmm_context *ctx, bbmm_status st, int at, const struct bbmm_nest *nest,
                                const bbmmi_array *const *arrays, uint64_t run, const bbmmi_array *a);
/* The sums of every rank's message counters into the manager
 * (ranks_sent_all, ranks_recv_all; collective: at the context's end, after
 * the ranks agreed that they all end there, when BBMM_STATS asks). */
void bbmmi_rank_totals(bbmm_context *ctx);

/* ---- early sends ------------------------------------------------------ */

/* Under several ranks with BBMM_EARLY on, a tile whose flow-out boxes are
 * written by part of its iterations runs that part first (tile.h,
 * bbmm_tile_launch), and the marker behind it on the device's main queue
 * is noted here with the flow-out boxes.  At the next run's start, a
 * message that sends such a box copies it from that device on the side
 * queue after the marker (bbmmi_rplan_post): the copy, and so the message,
 * does not wait for the rest of the tile, which writes none of those
 * elements (the early part holds every writer of the flow-out boxes), nor
 * for the run's other tiles (the tiles of a parallel band write apart).
 * The notes serve the next run only: that run's start drops them once its
 * messages are posted. */
typedef struct bbmmi_rearly {
    uint64_t resident; /* the resident box the early part wrote (its id: never reused) */
    unsigned ev;       /* index of the marker in the manager's early_ev */
    bbmm_box box;      /* a flow-out box, inside that resident box */
} bbmmi_rearly;

/* The marker after which resident box "y" may be copied from over "b",
 * or NULL (lock held).  Notes name the resident box itself: a box of the
 * same elements placed anew after the marker (an eviction and a reload)
 * is another resident and gets no early copy. */
BBMM_API bbmmi_event bbmmi_rearly_find(bbmm_context *ctx, const bbmmi_resident *y, const bbmm_box *b)
{
    bbmm_manager *m = bbmm_mgr(ctx);
    size_t i;
    for (i = 0; i < m->nearly; i++)
        if (m->early[i].resident == y->id && bbmm_bb_is_subset(b, &m->early[i].box))
            return m->early_ev[m->early[i].ev];
    return NULL;
}

/* Copy "b" from resident "y" (view "dv") into message view "sv": on the
 * device's side queue behind the early part that wrote it when a note
 * says so, otherwise on its queue behind everything enqueued there (lock
 * held). */
BBMM_API bbmm_status bbmmi_rsend_copy(bbmm_context *ctx, bbmmi_resident *y, const bbmmi_view *sv,
                                      const bbmmi_view *dv, const bbmm_box *b)
{
    bbmmi_event early = bbmmi_rearly_find(ctx, y, b);
    bbmm_status st, s2;
    if (!early)
        return bbmmi_transfer(ctx, y->dev, sv, dv, b);
    if ((st = bbmmi_side_resume(ctx, y->dev, early)) != BBMM_OK)
        return st;
    st = bbmmi_transfer(ctx, y->dev, sv, dv, b);
    s2 = bbmmi_side_end_locked(ctx, y->dev);
    if (st == BBMM_OK && (st = s2) == BBMM_OK)
        bbmm_mgr(ctx)->early_sends++;
    return st;
}

/* Drop every note (lock held). */
BBMM_API void bbmmi_rearly_clear(bbmm_context *ctx)
{
    bbmm_manager *m = bbmm_mgr(ctx);
    while (m->nearly_ev > 0)
        bbmmi_event_release(m->early_ev[--m->nearly_ev]);
    m->nearly = 0;
}

/* Free the notes' memory (context destruction; lock held). */
BBMM_API void bbmmi_rearly_free(bbmm_context *ctx)
{
    bbmm_manager *m = bbmm_mgr(ctx);
    bbmmi_rearly_clear(ctx);
    free(m->early);
    free(m->early_ev);
    m->early = NULL;
    m->early_ev = NULL;
    m->early_cap = m->early_ev_cap = 0;
}

/* Note marker "ev" (taken: released with the notes) with the "nb" boxes
 * "b" of resident box "resident" (lock held). */
BBMM_API bbmm_status bbmmi_rearly_add(bbmm_context *ctx, bbmmi_event ev, uint64_t resident, const bbmm_box *b,
                                      size_t nb)
{
    bbmm_manager *m = bbmm_mgr(ctx);
    size_t i;
    if (!m->nearly_ev || m->early_ev[m->nearly_ev - 1] != ev) {
        if (m->nearly_ev == m->early_ev_cap) {
            unsigned cap = m->early_ev_cap ? 2 * m->early_ev_cap : 8;
            bbmmi_event *nv = (bbmmi_event *)realloc(m->early_ev, cap * sizeof(*nv));
            if (!nv) {
                bbmmi_event_release(ev);
                return BBMM_ERR_NOMEM;
            }
            m->early_ev = nv;
            m->early_ev_cap = cap;
        }
        m->early_ev[m->nearly_ev++] = ev;
    } else {
        bbmmi_event_release(ev); /* the same marker, already held */
    }
    for (i = 0; i < nb; i++) {
        if (m->nearly == m->early_cap) {
            size_t cap = m->early_cap ? 2 * m->early_cap : 16;
            bbmmi_rearly *nv = (bbmmi_rearly *)realloc(m->early, cap * sizeof(*nv));
            if (!nv)
                return BBMM_ERR_NOMEM;
            m->early = nv;
            m->early_cap = cap;
        }
        m->early[m->nearly].resident = resident;
        m->early[m->nearly].ev = m->nearly_ev - 1;
        m->early[m->nearly++].box = b[i];
    }
    return BBMM_OK;
}

/* ---- the directory ---------------------------------------------------- */

/* A region a rank lacks, and a rank that has it. */
typedef struct bbmmi_rpiece {
    bbmm_box box;
    int src;
} bbmmi_rpiece;

typedef struct bbmmi_rlist {
    bbmmi_rpiece *v; /* disjoint boxes */
    size_t n, cap;
} bbmmi_rlist;

/* Per rank, what it lacks of one array. */
typedef struct bbmmi_rdir {
    int n;
    bbmmi_rlist *lacks;
} bbmmi_rdir;

/* What the ranks lack of an unregistered array, by its memory. */
typedef struct bbmmi_rkeep {
    const char *host;
    uint64_t bytes;
    bbmmi_rdir *dir;
    struct bbmmi_rkeep *next;
} bbmmi_rkeep;

BBMM_API bbmm_status bbmmi_rlist_push(bbmmi_rlist *l, const bbmm_box *b, int src)
{
    if (l->n == l->cap) {
        size_t cap = l->cap ? 2 * l->cap : 8;
        bbmmi_rpiece *nv = (bbmmi_rpiece *)realloc(l->v, cap * sizeof(*nv));
        if (!nv)
            return BBMM_ERR_NOMEM;
        l->v = nv;
        l->cap = cap;
    }
    l->v[l->n].box = *b;
    l->v[l->n].src = src;
    l->n++;
    return BBMM_OK;
}

/* Remove "b" from every piece of "l" (a piece that overlaps it leaves the
 * parts outside it, at most 2 x dimensions). */
BBMM_API bbmm_status bbmmi_rlist_cut(bbmmi_rlist *l, const bbmm_box *b)
{
    bbmm_box rest[BBMM_SUBTRACT_MAX];
    bbmm_status st = BBMM_OK;
    size_t i = 0, n = l->n;
    int j, k;
    while (i < n && st == BBMM_OK) {
        bbmmi_rpiece p = l->v[i];
        if (!bbmm_bb_overlaps(&p.box, b)) {
            i++;
            continue;
        }
        l->v[i] = l->v[--n]; /* the last unvisited piece takes its place */
        l->v[n] = l->v[--l->n];
        k = bbmm_bb_subtract(&p.box, b, rest);
        for (j = 0; j < k && st == BBMM_OK; j++)
            st = bbmmi_rlist_push(l, &rest[j], p.src);
    }
    return st;
}

BBMM_API bbmmi_rdir *bbmmi_rdir_new(int n)
{
    bbmmi_rdir *d = (bbmmi_rdir *)calloc(1, sizeof(*d));
    if (d && !(d->lacks = (bbmmi_rlist *)calloc((size_t)n, sizeof(bbmmi_rlist)))) {
        free(d);
        return NULL;
    }
    if (d)
        d->n = n;
    return d;
}

BBMM_API void bbmmi_rdir_free(bbmmi_rdir *d)
{
    int r;
    if (!d)
        return;
    for (r = 0; r < d->n; r++)
        free(d->lacks[r].v);
    free(d->lacks);
    free(d);
}

/* Forget what every rank lacks (NULL: nothing). */
BBMM_API void bbmmi_rdir_clear(bbmmi_rdir *d)
{
    int r;
    for (r = 0; d && r < d->n; r++)
        d->lacks[r].n = 0;
}

/* Rank "writer" wrote "b": its value is newest there only. */
BBMM_API bbmm_status bbmmi_rdir_write(bbmmi_rdir *d, const bbmm_box *b, int writer)
{
    bbmm_status st = BBMM_OK;
    int r;
    for (r = 0; r < d->n && st == BBMM_OK; r++) {
        st = bbmmi_rlist_cut(&d->lacks[r], b);
        if (st == BBMM_OK && r != writer)
            st = bbmmi_rlist_push(&d->lacks[r], b, writer);
    }
    return st;
}

/* Another rank's value of "b" of "a" is newest: this rank's device copies
 * of it are older (no longer dirty, stale). */
BBMM_API bbmm_status bbmmi_ranks_older(bbmmi_array *a, const bbmm_box *b)
{
    bbmmi_resident *y;
    bbmm_status st = BBMM_OK;
    bbmm_box ib;
    for (y = a->residents; y && st == BBMM_OK; y = y->anext)
        if (bbmm_bb_intersection(&y->box, b, &ib) && (st = bbmmi_mgr_list_remove(&y->dirty, &ib)) == BBMM_OK)
            st = bbmmi_mgr_list_add(&y->stale, &ib);
    return st;
}

/* Count a message of "bytes" in "c". */
BBMM_API void bbmmi_rcount(bbmm_xfer_count *c, uint64_t bytes)
{
    c->bytes += bytes;
    c->count++;
}

/* ---- moves ------------------------------------------------------------ */

/* "box" of array "a" from rank "src" to rank "dst". */
typedef struct bbmmi_rmove {
    bbmmi_array *a;
    int src, dst;
    bbmm_box box;
} bbmmi_rmove;

typedef struct bbmmi_rplan {
    bbmmi_rmove *v;
    size_t n, cap;
} bbmmi_rplan;

BBMM_API bbmm_status bbmmi_rplan_push(bbmmi_rplan *p, bbmmi_array *a, int src, int dst, const bbmm_box *b)
{
    if (p->n == p->cap) {
        size_t cap = p->cap ? 2 * p->cap : 16;
        bbmmi_rmove *nv = (bbmmi_rmove *)realloc(p->v, cap * sizeof(*nv));
        if (!nv)
            return BBMM_ERR_NOMEM;
        p->v = nv;
        p->cap = cap;
    }
    p->v[p->n].a = a;
    p->v[p->n].src = src;
    p->v[p->n].dst = dst;
    p->v[p->n].box = *b;
    p->n++;
    return BBMM_OK;
}

/* Plan the moves that give rank "dst" what it lacks of "a" inside "need"
 * (NULL: all it lacks), minus what moves to it already (the plan's moves
 * from index "from" on). */
BBMM_API bbmm_status bbmmi_rplan_lacking(bbmmi_rplan *p, size_t from, bbmmi_array *a, int dst,
                                         const bbmm_box *need)
{
    bbmmi_rlist *l = &a->rdir->lacks[dst];
    bbmm_box ib;
    bbmm_box_list rest;
    bbmm_status st = BBMM_OK;
    size_t i, j, k, end;
    for (i = 0; i < l->n && st == BBMM_OK; i++) {
        if (!need)
            ib = l->v[i].box;
        else if (!bbmm_bb_intersection(&l->v[i].box, need, &ib))
            continue;
        bbmm_box_list_init(&rest, NULL, 0);
        st = bbmm_box_list_push(&rest, &ib);
        end = p->n;
        for (j = from; j < end && st == BBMM_OK && rest.n; j++) {
            bbmm_box_list next;
            if (p->v[j].a != a || p->v[j].dst != dst || !bbmm_bb_overlaps(&p->v[j].box, &ib))
                continue;
            bbmm_box_list_init(&next, NULL, 0);
            for (k = 0; k < rest.n && st == BBMM_OK; k++)
                st = bbmm_bb_subtract_list(&rest.v[k], &p->v[j].box, 1, &next);
            bbmm_box_list_free(&rest);
            rest = next;
        }
        for (k = 0; k < rest.n && st == BBMM_OK; k++)
            st = bbmmi_rplan_push(p, a, l->v[i].src, dst, &rest.v[k]);
        bbmm_box_list_free(&rest);
    }
    return st;
}

/* The bytes of box "b" of "a"; 0 on overflow (a registered array's boxes
 * never overflow). */
BBMM_API uint64_t bbmmi_rmove_bytes(const bbmmi_rmove *m)
{
    uint64_t v = 0;
    if (bbmm_bb_volume(&m->box, &v) || bbmm_mul_overflow_u64(v, m->a->elem, &v))
        return 0;
    return v;
}

/* Copy box "b" of host array "a" to or from ("in") the packed bytes at "buf";
 * returns the bytes copied. */
BBMM_API uint64_t bbmmi_rhost_copy(const bbmmi_array *a, const bbmm_box *b, char *buf, int in)
{
    bbmmi_rseg g = bbmmi_rseg_of(a, b);
    return bbmmi_rseg_copy(&g, buf, in);
}

/* Carry out plan "p" (every rank calls it with the same plan): each source
 * brings the newest values of its boxes from its devices to its host
 * array, the boxes of each pair of ranks travel in one message, and each
 * destination writes them into its host array and marks every copy on its
 * devices stale there.  Then every rank's directory says the destinations
 * have them.  "locked": the caller holds the context lock and every
 * device copy is already written back and finished (unregister, sync);
 * otherwise (before a run) the lock is taken here and the devices drained
 * when this rank sends or receives.  Counted as purpose "pur". */
BBMM_API bbmm_status bbmmi_rplan_run(bbmm_context *ctx, const bbmmi_rplan *p, bbmm_purpose pur, int locked)
{
    int me = bbmmi_rank(ctx), n = bbmmi_nranks(ctx), r, nm = 0, mine = 0, nseg = 0;
    uint64_t t0, drain = 0, mpi = 0, bytes, *pair = NULL;
    bbmmi_rseg *segs;
    bbmmi_rmsg *msg;
    bbmm_status st = BBMM_OK;
    bbmm_box ib;
    size_t i;
    for (i = 0; i < p->n; i++)
        mine |= p->v[i].src == me || p->v[i].dst == me;
    if (mine && !locked) {
        bbmmi_resident *y;
        bbmmi_lock(ctx);
        for (i = 0; i < p->n && st == BBMM_OK; i++)
            for (y = p->v[i].src == me ? p->v[i].a->residents : NULL; y && st == BBMM_OK; y = y->anext)
                while (st == BBMM_OK && bbmmi_mgr_find_dirty(y, &p->v[i].box, &ib))
                    st = bbmmi_mgr_d2h(ctx, y, &ib, BBMM_PURPOSE_FLOWOUT, 0);
        bbmmi_unlock(ctx);
        t0 = bbmmi_now_ns();
        if (st == BBMM_OK) /* host arrays exact; nothing in flight reads what arrives */
            st = bbmmi_drain(ctx);
        drain = bbmmi_now_ns() - t0;
    }
    /* the boxes of each pair of ranks, in plan order: one message each way,
     * moved in place from and into the host arrays */
    segs = (bbmmi_rseg *)calloc(p->n + 1, sizeof(*segs));
    msg = (bbmmi_rmsg *)calloc(2 * (size_t)n, sizeof(bbmmi_rmsg));
    if (!segs || !msg)
        st = bbmmi_error(ctx, BBMM_ERR_NOMEM, "rank %d: out of host memory for messages", me);
    for (r = 0; r < n && st == BBMM_OK; r++) {
        int pass;
        if (r == me)
            continue;
        for (pass = 0; pass < 2; pass++) { /* 0: from r, 1: to r */
            int first = nseg;
            for (i = 0, bytes = 0; i < p->n; i++)
                if (pass ? p->v[i].src == me && p->v[i].dst == r : p->v[i].src == r && p->v[i].dst == me) {
                    segs[nseg++] = bbmmi_rseg_of(p->v[i].a, &p->v[i].box);
                    bytes += bbmmi_rmove_bytes(&p->v[i]);
                }
            if (nseg == first)
                continue;
            msg[nm].peer = r;
            msg[nm].send = pass;
            msg[nm].bytes = bytes;
            msg[nm].segs = segs + first;
            msg[nm++].nseg = nseg - first;
        }
    }
    /* every pair's bytes: the same on every rank, so that the ranks of a
     * node agree on which messages go through their shared memory */
    if (st == BBMM_OK && !(pair = (uint64_t *)calloc((size_t)n * (size_t)n, sizeof(*pair))))
        st = bbmmi_error(ctx, BBMM_ERR_NOMEM, "rank %d: out of host memory for messages", me);
    for (i = 0; i < p->n && st == BBMM_OK; i++)
        if (p->v[i].src != p->v[i].dst)
            pair[(size_t)p->v[i].src * (size_t)n + (size_t)p->v[i].dst] += bbmmi_rmove_bytes(&p->v[i]);
    t0 = bbmmi_now_ns();
    if (st == BBMM_OK)
        st = bbmmi_rank_exchange(ctx, msg, nm, pair);
    mpi = bbmmi_now_ns() - t0;
    free(pair);
    if (!locked)
        bbmmi_lock(ctx);
    for (i = 0; st == BBMM_OK && (int)i < nm; i++) {
        bbmmi_rcount(msg[i].send ? &bbmm_mgr(ctx)->rank_sent[pur] : &bbmm_mgr(ctx)->rank_recv[pur], msg[i].bytes);
        if (msg[i].shm)
            bbmm_mgr(ctx)->rank_shm += msg[i].bytes;
    }
    for (i = 0; i < p->n && st == BBMM_OK; i++) { /* the devices' copies of what came are older now */
        if (p->v[i].dst == me && p->v[i].src != me)
            st = bbmmi_ranks_older(p->v[i].a, &p->v[i].box);
        if (st == BBMM_OK)
            st = bbmmi_rlist_cut(&p->v[i].a->rdir->lacks[p->v[i].dst], &p->v[i].box);
    }
    bbmm_mgr(ctx)->rank_drain_ns += drain;
    bbmm_mgr(ctx)->rank_mpi_ns += mpi;
    if (!locked)
        bbmmi_unlock(ctx);
    free(segs);
    free(msg);
    if (st == BBMM_ERR_NOMEM)
        st = bbmmi_error(ctx, st, "rank %d: out of host memory for the rank directory", me);
    return st;
}

/* Push event list "add" ("na" events, retained; the array freed) onto
 * "*v" ("*n" of "*cap"). */
BBMM_API bbmm_status bbmmi_events_join(bbmmi_event **v, unsigned *n, unsigned *cap, bbmmi_event *add,
                                       unsigned na)
{
    unsigned i;
    if (*n + na > *cap) {
        unsigned c = *cap ? *cap : 8;
        bbmmi_event *nv;
        while (c < *n + na)
            c *= 2;
        if (!(nv = (bbmmi_event *)realloc(*v, c * sizeof(*nv)))) {
            free(add);
            return BBMM_ERR_NOMEM;
        }
        *v = nv;
        *cap = c;
    }
    for (i = 0; i < na; i++)
        (*v)[(*n)++] = add[i];
    free(add);
    return BBMM_OK;
}

/* bbmmi_rplan_run before a run, asynchronously (bbmmi_rank_async): a
 * source copies each box it sends into a pinned message buffer, from the
 * device that holds it newest (enqueued behind the kernels that write it)
 * or from its host array, and the progress thread sends the message when
 * those copies have ended; a destination posts the receive, and its copies
 * of those host regions wait for the message's user event.  Nobody waits
 * here.  Lock not held. */
BBMM_API bbmm_status bbmmi_rplan_post(bbmm_context *ctx, const bbmmi_rplan *p, bbmm_purpose pur)
{
    int me = bbmmi_rank(ctx), n = bbmmi_nranks(ctx), r, slot;
    unsigned tag = bbmmi_rank_tag(ctx);
    bbmm_status st = BBMM_OK;
    uint64_t bytes, off;
    bbmm_box ib;
    size_t i, k;
    for (r = 0; r < n && st == BBMM_OK; r++) {
        bbmmi_event *ev = NULL, *add;
        unsigned nev = 0, cap = 0, na;
        char *buf;
        if (r == me)
            continue;
        for (i = 0, bytes = 0; i < p->n; i++)
            if (p->v[i].src == me && p->v[i].dst == r)
                bytes += bbmmi_rmove_bytes(&p->v[i]);
        if (!bytes)
            continue;
        if (!(buf = (char *)bbmmi_rank_sendbuf(ctx, bytes, &slot)))
            return bbmmi_error(ctx, BBMM_ERR_NOMEM, "rank %d: no pinned memory for a %llu-byte message", me,
                               (unsigned long long)bytes);
        bbmmi_lock(ctx);
        for (i = 0, off = 0; i < p->n && st == BBMM_OK; i++) {
            const bbmmi_rmove *m = &p->v[i];
            bbmmi_view sv, hv;
            bbmm_box store[16];
            bbmm_box_list done, rest;
            bbmmi_resident *y;
            if (m->src != me || m->dst != r)
                continue;
            memset(&sv, 0, sizeof(sv));
            sv.host = buf + off;
            sv.bounds = m->box;
            sv.elem = m->a->elem;
            sv.pinned = 1;
            bbmm_box_list_init(&done, store, 16);
            bbmm_box_list_init(&rest, NULL, 0);
            /* newest on a device: copied from there, behind its writers */
            for (y = m->a->residents; y && st == BBMM_OK; y = y->anext)
                for (k = 0; k < y->dirty.n && st == BBMM_OK; k++) {
                    bbmmi_view dv;
                    if (!bbmm_bb_intersection(&y->dirty.v[k], &m->box, &ib))
                        continue;
                    dv = bbmmi_mgr_dev_view(y);
                    if ((st = bbmmi_rsend_copy(ctx, y, &sv, &dv, &ib)) == BBMM_OK)
                        st = bbmm_box_list_push(&done, &ib);
                }
            if (st == BBMM_OK)
                st = bbmm_bb_subtract_list(&m->box, done.v, done.n, &rest);
            /* the rest from a device copy that holds it current (not stale):
             * the host array may still be receiving it from a device */
            for (y = m->a->residents; y && st == BBMM_OK && rest.n; y = y->anext) {
                bbmm_box_list next, valid;
                size_t q;
                bbmm_box_list_init(&next, NULL, 0);
                for (k = 0; k < rest.n && st == BBMM_OK; k++) {
                    if (!bbmm_bb_intersection(&rest.v[k], &y->box, &ib)) {
                        st = bbmm_box_list_push(&next, &rest.v[k]);
                        continue;
                    }
                    bbmm_box_list_init(&valid, NULL, 0);
                    st = bbmm_bb_subtract_list(&ib, y->stale.v, y->stale.n, &valid);
                    for (q = 0; q < valid.n && st == BBMM_OK; q++) {
                        bbmmi_view dv = bbmmi_mgr_dev_view(y);
                        st = bbmmi_rsend_copy(ctx, y, &sv, &dv, &valid.v[q]);
                    }
                    /* what stays: the piece outside y's box, and y's stale part */
                    if (st == BBMM_OK)
                        st = bbmm_bb_subtract_list(&rest.v[k], valid.v, valid.n, &next);
                    bbmm_box_list_free(&valid);
                }
                bbmm_box_list_free(&rest);
                rest = next;
            }
            /* the rest from the host array */
            hv = bbmmi_mgr_host_view(m->a);
            for (k = 0; k < rest.n && st == BBMM_OK; k++)
                st = bbmmi_transfer(ctx, 0, &sv, &hv, &rest.v[k]);
            if (st == BBMM_OK && (st = bbmmi_host_events(ctx, sv.host, &m->box, 1, &add, &na)) == BBMM_OK)
                st = bbmmi_events_join(&ev, &nev, &cap, add, na);
            bbmm_box_list_free(&done);
            bbmm_box_list_free(&rest);
            off += bbmmi_rmove_bytes(m);
        }
        if (st == BBMM_OK)
            bbmmi_rcount(&bbmm_mgr(ctx)->rank_sent[pur], bytes);
        bbmmi_unlock(ctx);
        if (st == BBMM_OK)
            st = bbmmi_rank_post_send(ctx, r, tag, buf, slot, bytes, ev, nev);
        else
            free(ev); /* (the events leak only on a failure that ends the run) */
    }
    for (r = 0; r < n && st == BBMM_OK; r++) {
        bbmmi_event *ev = NULL, *add;
        unsigned nev = 0, cap = 0, na;
        bbmmi_rseg *segs;
        int nseg = 0;
        if (r == me)
            continue;
        for (i = 0, bytes = 0; i < p->n; i++)
            if (p->v[i].src == r && p->v[i].dst == me) {
                bytes += bbmmi_rmove_bytes(&p->v[i]);
                nseg++;
            }
        if (!nseg)
            continue;
        if (!(segs = (bbmmi_rseg *)calloc((size_t)nseg, sizeof(*segs))))
            return bbmmi_error(ctx, BBMM_ERR_NOMEM, "rank %d: out of host memory for a message", me);
        nseg = 0;
        bbmmi_lock(ctx);
        for (i = 0; i < p->n && st == BBMM_OK; i++) {
            const bbmmi_rmove *m = &p->v[i];
            if (m->src != r || m->dst != me)
                continue;
            segs[nseg++] = bbmmi_rseg_of(m->a, &m->box);
            /* what reads or writes these host elements now ends first */
            if ((st = bbmmi_host_events(ctx, m->a->host, &m->box, 1, &add, &na)) == BBMM_OK)
                st = bbmmi_events_join(&ev, &nev, &cap, add, na);
            if (st == BBMM_OK)
                st = bbmmi_ranks_older(m->a, &m->box);
        }
        if (st == BBMM_OK)
            bbmmi_rcount(&bbmm_mgr(ctx)->rank_recv[pur], bytes);
        bbmmi_unlock(ctx);
        if (st == BBMM_OK)
            st = bbmmi_rank_post_recv(ctx, r, tag, bytes, segs, nseg, ev, nev);
        else
            free(segs);
    }
    bbmmi_lock(ctx);
    for (i = 0; i < p->n && st == BBMM_OK; i++)
        st = bbmmi_rlist_cut(&p->v[i].a->rdir->lacks[p->v[i].dst], &p->v[i].box);
    bbmmi_unlock(ctx);
    return st == BBMM_ERR_NOMEM ? bbmmi_error(ctx, st, "rank %d: out of host memory for messages", me) : st;
}

/* Bring what "a" lacks to rank 0, or to every rank ("all"), after every
 * rank agreed that "st" is BBMM_OK at place "at" (BBMMI_AT_UNREGISTER,
 * _SYNC or _UPDATE_HOST) on the same array (lock held, devices written
 * back; "a" NULL when this rank has not found it). */
BBMM_API bbmm_status bbmmi_ranks_gather(bbmm_context *ctx, bbmmi_array *a, int all, int at, bbmm_status st)
{
    bbmmi_rplan p;
    int r;
    if (bbmmi_nranks(ctx) < 2)
        return st;
    if ((st = bbmmi_rank_agree_at(ctx, st, at, NULL, NULL, 0, a)) != BBMM_OK || !a || !a->rdir)
        return st;
    memset(&p, 0, sizeof(p));
    for (r = 0; r < (all ? a->rdir->n : 1) && st == BBMM_OK; r++)
        st = bbmmi_rplan_lacking(&p, p.n, a, r, NULL);
    if (st == BBMM_OK)
        st = bbmmi_rplan_run(ctx, &p, BBMM_PURPOSE_WRITEOUT, 1);
    free(p.v);
    return st == BBMM_ERR_NOMEM ? bbmmi_error(ctx, st, "rank directory: out of host memory") : st;
}

/* A new array "a" under several ranks: its directory, from what the ranks
 * lacked of the same memory when it was last unregistered; memory that
 * overlaps such a record otherwise is taken from rank 0 whole (lock
 * held). */
BBMM_API bbmm_status bbmmi_ranks_adopt(bbmm_context *ctx, bbmmi_array *a)
{
    bbmmi_rkeep **k, *hit = NULL;
    int n = bbmmi_nranks(ctx), partial = 0, r;
    bbmm_status st = BBMM_OK;
    if (n < 2 || a->rdir)
        return BBMM_OK;
    for (k = &bbmm_mgr(ctx)->rkeep; *k;) {
        bbmmi_rkeep *e = *k;
        if (e->host == a->host && e->bytes == a->bytes && !hit) {
            hit = e;
            *k = e->next;
            continue;
        }
        partial |= e->host < a->host + a->bytes && a->host < e->host + e->bytes;
        k = &e->next;
    }
    a->rdir = hit ? hit->dir : bbmmi_rdir_new(n);
    free(hit);
    if (!a->rdir)
        return bbmmi_error(ctx, BBMM_ERR_NOMEM, "array %s: out of host memory for the rank directory", a->name);
    if (partial) {
        bbmm_box whole = bbmmi_mgr_array_box(a);
        for (r = 1; r < n && st == BBMM_OK; r++)
            if ((st = bbmmi_rlist_cut(&a->rdir->lacks[r], &whole)) == BBMM_OK)
                st = bbmmi_rlist_push(&a->rdir->lacks[r], &whole, 0);
    }
    return st;
}

/* Array "a" goes (unregistered): remember what the ranks still lack of it
 * (lock held). */
BBMM_API void bbmmi_ranks_forget(bbmm_context *ctx, bbmmi_array *a)
{
    bbmmi_rkeep *e;
    int r, any = 0;
    if (!a->rdir)
        return;
    for (r = 0; r < a->rdir->n; r++)
        any |= a->rdir->lacks[r].n > 0;
    if (any && (e = (bbmmi_rkeep *)calloc(1, sizeof(*e))) != NULL) {
        e->host = a->host;
        e->bytes = a->bytes;
        e->dir = a->rdir;
        e->next = bbmm_mgr(ctx)->rkeep;
        bbmm_mgr(ctx)->rkeep = e;
    } else {
        bbmmi_rdir_free(a->rdir);
    }
    a->rdir = NULL;
}

/* Free every record (context destruction; lock held). */
BBMM_API void bbmmi_ranks_shutdown(bbmm_context *ctx)
{
    bbmmi_rearly_free(ctx);
    while (bbmm_mgr(ctx)->rkeep) {
        bbmmi_rkeep *e = bbmm_mgr(ctx)->rkeep;
        bbmm_mgr(ctx)->rkeep = e->next;
        bbmmi_rdir_free(e->dir);
        free(e);
    }
}

BBMM_EXTERN_C_END

#endif
