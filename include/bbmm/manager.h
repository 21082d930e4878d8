/* bbmm/manager.h - the buffer manager of each device (paper Table II:
 * bb_present, bb_alloc with LRU eviction, bb_readin = Algorithm 3, usage
 * counts, in-use and unused lists, bb_cleanup) and the coherence
 * directory that Table III's flowout / flowin / writeout update, as
 * readable static inline code.  Part of bbmm.h (through runtime.h, which
 * documents each public call).
 *
 * State: the manager's data is a bbmm_manager, the first member of every
 * context (bbmm_mgr() returns it); the rest of a context (OpenCL objects,
 * queues, threads, settings) belongs to lib/.  The code here calls lib/
 * only for what must be compiled once: the context's lock, error
 * messages, device buffers and transfers (the bbmmi_ calls declared
 * below).  Every translation unit that includes bbmm.h works on the same
 * state, so this file allocates with the C library's calloc / realloc /
 * free whatever BBMM_MALLOC says, and needs the library's BBMM_MAX_DIMS.
 *
 * The directory.  The host array is the master copy.  Each resident box
 * keeps two disjoint lists of regions:
 *   dirty  elements written on the device and not yet copied to the host;
 *   stale  elements for which a newer value exists elsewhere.
 * Invariants, for every array:
 *   - dirty regions of different resident boxes never overlap, so the
 *     newest value of an element is in the one box that holds it dirty, or
 *     else on the host;
 *   - an element of a resident box outside its stale list holds the newest
 *     value.
 * A write (bbmm_bb_mark_written) makes the written elements dirty in the
 * writer and stale everywhere else; a refresh (readin, acquire) makes a
 * box's stale elements current again, from valid boxes on the same device
 * first (intra-device copies), then from the host after the owner of any
 * newer value has copied it there.  Nothing is ever read stale and nothing
 * dirty is freed before it reaches the host.
 *
 * Locking: every public call here takes the context's lock
 * (bbmmi_lock); the bbmmi_mgr_ helpers run with it held.
 */
#ifndef BBMM_MANAGER_H
#define BBMM_MANAGER_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "config.h"
#include "status.h"
#include "box.h"
#include "runtime.h"

#if BBMM_MAX_DIMS != 8
#error "the BBMM runtime is built with BBMM_MAX_DIMS 8: include bbmm/box.h alone to use the box algebra with fewer dimensions"
#endif

BBMM_EXTERN_C_BEGIN

/* ---- state ------------------------------------------------------------ */

#define BBMMI_NAME_LEN 128
#define BBMMI_POOL_MAX 16
#define BBMMI_RECENT 16 /* allocations remembered for bbmm_manager's "overlapping" */
#define BBMMI_HASH_BUCKETS 1024

/* A device buffer: OpenCL's cl_mem, without its header. */
struct _cl_mem;
typedef struct _cl_mem *bbmm_buf;

/* A box resident on one device. */
typedef struct bbmmi_resident {
    uint64_t id;
    struct bbmmi_array *array;
    int dev;
    bbmm_box box;
    bbmm_buf mem;
    uint64_t bytes;
    struct bbmmi_fgroup *group; /* the shared buffer "mem" is part of (allocation fusion), or NULL */
    uint64_t goff;              /* and its offset there */
    unsigned flags;      /* BBMM_BOX_* */
    int uses;            /* acquired and not yet released */
    bbmm_box_list dirty; /* elements newer here than on the host (disjoint) */
    bbmm_box_list stale; /* elements older here than the newest copy (disjoint) */
    bbmm_box_list fresh; /* dirty elements written in the current phase */
    bbmm_box_list carried; /* of those, the ones dirty here from an earlier phase
                              (bbmmi_mgr_find_dirty) */
    /* links in the device's in-use list or unused (LRU, oldest first) list */
    struct bbmmi_resident *prev, *next;
    /* links in the array's list of residents on all devices */
    struct bbmmi_resident *aprev, *anext;
    /* link in the manager's id hash */
    struct bbmmi_resident *hnext;
} bbmmi_resident;

typedef struct bbmmi_list {
    bbmmi_resident *head, *tail;
} bbmmi_list;

/* A registered host array. */
typedef struct bbmmi_array {
    uint32_t id;
    char name[BBMMI_NAME_LEN];
    char *host;
    size_t elem;
    int ndim;
    int64_t extent[BBMM_MAX_DIMS];
    uint64_t bytes;
    int pinned;             /* lives in bbmm_host_alloc() memory */
    const void *owner;      /* the thread that registered it (bbmmi_thread_token) */
    int written;            /* a device wrote it since registration */
    int lazy;               /* a run on one device of several may have left values of it
                               there newer than the host, flowed out lazily
                               (bbmm_bb_flowout; bbmmi_mgr_lazy_flush) */
    char conflict[BBMMI_NAME_LEN + 64]; /* non-empty: written while another thread had the
                                           same memory registered (the other array's name) */
    bbmmi_resident *residents; /* on all devices (aprev/anext) */
    bbmm_box_list *evicted; /* per device: regions written back by box-out */
    struct bbmmi_scope *keeper; /* the data scope that keeps it registered, or NULL */
    struct bbmmi_rdir *rdir; /* several ranks: what each rank lacks (ranks.h), else NULL */
    int refs;               /* registrations not yet unregistered (kept arrays) */
    /* bbmm_array_scratch: the host copy holds nothing a region reads before
     * writing it, and only "keep" of it is read on the host afterwards;
     * "host_written": the runtime has written some of it to the host since
     * registration (its host copy then counts again) */
    int scratch, host_written;
    bbmm_box keep;
} bbmmi_array;

/* An open data scope (bbmm_data_begin). */
typedef struct bbmmi_scope {
    const void *owner;         /* its thread (bbmmi_thread_token) */
    int nhosts;                /* the arrays it keeps, by first byte; 0: all */
    void **hosts;
    struct bbmmi_scope *outer; /* the scope it is in (any thread's), or NULL */
} bbmmi_scope;

/* One device's memory as the manager sees it. */
typedef struct bbmmi_store {
    uint64_t mem_limit; /* the budget (BBMM_MEM_LIMIT or the device's memory) */
    bbmmi_list in_use;
    bbmmi_list unused;  /* LRU order: head is the least recently used */
    /* buffers of freed boxes kept for reuse by a box of the same size;
     * they count against the budget but not as allocated box bytes */
    bbmm_buf pool[BBMMI_POOL_MAX];
    uint64_t pool_size[BBMMI_POOL_MAX];
    struct bbmmi_fgroup *pool_group[BBMMI_POOL_MAX];
    uint64_t pool_off[BBMMI_POOL_MAX]; /* a part's offset in its shared buffer */
    int npool;
    uint64_t pool_bytes;
    /* allocation fusion: bytes of shared buffers that no box and no pool
     * entry counts (alignment gaps, parts not taken yet, parts whose box
     * is gone while a neighbour lives); they count against the budget */
    uint64_t fused_held;
    struct bbmmi_fplan *fplan; /* the fused placement in progress here, or NULL */
    int took; /* flows from other devices or ranks came here for the run being
                 enqueued (BBMM_EARLY=auto, tile.h's bbmmi_tile_split) */
    bbmm_stats stats;
} bbmmi_store;

/* A write, or a flow-in, of the current phase, applied at its end. */
typedef struct bbmmi_pending {
    uint32_t array;
    uint64_t writer; /* resident that wrote "region"; 0: "region" was flowed in */
    int dev;         /* flow-ins: the device whose copies were updated, -1: every device */
    bbmm_box region;
} bbmmi_pending;

/* A late flow-out not copied yet (bbmm_bb_flow_late). */
typedef struct bbmmi_late {
    uint32_t array;
    uint64_t run; /* the phase that wrote it (bbmm_manager.runs) */
    bbmm_box region;
} bbmmi_late;

/* The manager's state: the first member of struct bbmm_context (lib/). */
typedef struct bbmm_manager {
    int ndev;
    bbmmi_store *store;   /* per device */
    int reuse;            /* BBMM_REUSE */
    int check_scopes;     /* BBMM_CHECK=scopes: stale kept arrays' host pages protected (lib/check.c) */
    uint64_t overlapping; /* boxes allocated over part of a box of the same array that is
                             on that device or was one of the last BBMMI_RECENT allocated
                             there (lib/exec.c's exec_whole) */
    struct {
        uint64_t array; /* its id; 0: none */
        int dev;
        bbmm_box box;
    } recent[BBMMI_RECENT];
    int nrecent;          /* next slot of "recent" (a ring) */
    bbmmi_array **arrays; /* index id-1; NULL once unregistered */
    uint32_t narrays;
    uint32_t arrays_cap;
    uint64_t next_resident;
    bbmmi_resident *hash[BBMMI_HASH_BUCKETS];
    int phase;            /* inside a parallel phase (bbmmi_phase_begin) */
    bbmmi_pending *pending;
    size_t npending;
    size_t pending_cap;
    uint64_t runs;        /* parallel phases begun */
    bbmmi_late *late;     /* late flow-outs not copied yet (bbmm_bb_flow_late) */
    size_t nlate, late_cap;
    uint64_t manager_ns;  /* manager time not tied to one device */
    bbmmi_scope *scopes;  /* open data scopes, innermost first */
    /* several ranks (ranks.h): bytes and messages this rank sent and
     * received by purpose (flow-out: before a run, write-out: gathers);
     * the sums over all ranks, taken when the context is destroyed */
    bbmm_xfer_count rank_sent[BBMM_PURPOSE_COUNT];
    bbmm_xfer_count rank_recv[BBMM_PURPOSE_COUNT];
    bbmm_xfer_count ranks_sent_all, ranks_recv_all;
    uint64_t rank_drain_ns; /* host time waiting for this rank's devices before messages */
    uint64_t rank_mpi_ns;   /* in MPI: sending, receiving, waiting for the other ranks */
    uint64_t rank_shm;      /* message bytes (sent and received) moved through the node's shared
                               memory instead of MPI */
    struct bbmmi_rkeep *rkeep; /* what ranks lack of unregistered arrays (ranks.h) */
    /* early sends (ranks.h, bbmmi_rearly): the last run's notes and markers */
    struct bbmmi_rearly *early;
    size_t nearly, early_cap;
    struct _cl_event **early_ev;
    unsigned nearly_ev, early_ev_cap;
    uint64_t early_sends; /* copies into messages made behind an early part */
} bbmm_manager;

/* The manager of "ctx". */
BBMM_API bbmm_manager *bbmm_mgr(bbmm_context *ctx)
{
    return (bbmm_manager *)(void *)ctx;
}

/* A rectangular view of memory: "bounds" are the array indices the memory
 * holds, row-major, "elem" bytes each.  Exactly one of "host" and "mem" is
 * set. */
typedef struct bbmmi_view {
    char *host;
    bbmm_buf mem;
    bbmm_box bounds;
    size_t elem;
    int pinned;      /* host memory is page-locked */
    int unlock_wait; /* the caller holds the lock and lets a direct copy
                        release it while waiting (the resident is the
                        caller's, acquired: no other thread frees it) */
} bbmmi_view;

/* ---- the thin layer (lib/) that this file calls ------------------------ */

/* The context's lock, which guards the manager's state and statistics. */
void bbmmi_lock(bbmm_context *ctx);
void bbmmi_unlock(bbmm_context *ctx);

/* Record an error message (printf-style) on "ctx" and return "st". */
bbmm_status bbmmi_error(bbmm_context *ctx, bbmm_status st, const char *fmt, ...)
#if defined(__GNUC__) || defined(__clang__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;

/* Monotonic clock in nanoseconds. */
uint64_t bbmmi_now_ns(void);

/* A token of the calling thread, distinct among live threads. */
const void *bbmmi_thread_token(void);

/* The gate of bbmm_exit_prepare(): around the public calls that touch a
 * context (lib/context.c). */
void bbmmi_enter(void);
void bbmmi_leave(void);

/* Nonzero when ["p", "p"+"bytes") lies in one bbmm_host_alloc() block. */
int bbmmi_host_pinned(bbmm_context *ctx, const void *p, size_t bytes);

/* Create / release a device buffer of "bytes" on device "dev". */
bbmm_status bbmmi_buffer_create(bbmm_context *ctx, int dev, uint64_t bytes, bbmm_buf *out);
/* Nonzero when an unfinished command of the main queue of "dev" uses
 * buffer "mem" (a copy into it on the side queue would wait for it). */
int bbmmi_buffer_busy(bbmm_context *ctx, int dev, bbmm_buf mem);
void bbmmi_buffer_release(bbmm_buf mem);

/* Copy "region" (a subset of both views' bounds) from view "src" to view
 * "dst" on device "dev": host->device, device->host or device->device,
 * adding the time to the device's transfer_ns (lib/transfer.c). */
bbmm_status bbmmi_transfer(bbmm_context *ctx, int dev, const bbmmi_view *dst, const bbmmi_view *src,
                           const bbmm_box *region);

/* Forget the calling thread's error message (a failure handled here). */
void bbmmi_error_forget(void);

/* Allocation fusion: create one buffer of "bytes" on device "dev"
 * (*parent) and "n" sub-buffers of it, sub[i] at byte offset off[i]
 * (a multiple of bbmmi_sub_align) of size[i] bytes. */
bbmm_status bbmmi_buffer_group(bbmm_context *ctx, int dev, uint64_t bytes, int n, const uint64_t *off,
                               const uint64_t *size, bbmm_buf *parent, bbmm_buf *sub);

/* The alignment of a sub-buffer's offset that every device accepts. */
uint64_t bbmmi_sub_align(const bbmm_context *ctx);

/* Transfer fusion: a whole box, from host view "src", into sub-buffer view
 * "dst" at byte offset "off" of its shared buffer; "joins": the piece
 * before it (by offset) is its neighbour in that buffer, so that one write
 * may carry both. */
typedef struct bbmmi_fpiece {
    bbmmi_view src, dst;
    uint64_t off, bytes;
    int joins;
} bbmmi_fpiece;

/* Copy the "n" pieces (sorted by offset) into shared buffer "parent" of
 * device "dev": each run of joined pieces is packed into pinned memory and
 * moved by one write; "*writes" counts the writes made. */
bbmm_status bbmmi_transfer_fused(bbmm_context *ctx, int dev, bbmm_buf parent, const bbmmi_fpiece *p, int n,
                                 int *writes);

/* Wait for every enqueued command; the first failure of one since the last
 * drain, else BBMM_OK.  The lock must not be held. */
bbmm_status bbmmi_drain(bbmm_context *ctx);

void bbmmi_check_guard(const void *host, uint64_t bytes, size_t elem, const char *name, int on);

/* ---- the manager --------------------------------------------------------- */

#define BBMMI_MGR_CLOCK_DEVS 64 /* devices whose transfer time bbmmi_mgr_clock keeps apart */

/* ---- timing of manager work ---------------------------------------- */

typedef struct {
    uint64_t start;
    uint64_t transfer;                     /* all devices' transfer time at the start */
    uint64_t dev_transfer[BBMMI_MGR_CLOCK_DEVS]; /* each device's */
} bbmmi_mgr_clock;

/* Sum of the transfer time of all devices of "ctx". */
BBMM_API uint64_t bbmmi_mgr_transfer_total(bbmm_context *ctx)
{
    uint64_t t = 0;
    int d;
    for (d = 0; d < bbmm_mgr(ctx)->ndev; d++)
        t += bbmm_mgr(ctx)->store[d].stats.transfer_ns;
    return t;
}

/* Start timing manager work in "ctx" (lock held). */
BBMM_API bbmmi_mgr_clock bbmmi_mgr_begin(bbmm_context *ctx)
{
    bbmmi_mgr_clock c;
    int d;
    c.transfer = bbmmi_mgr_transfer_total(ctx);
    for (d = 0; d < bbmm_mgr(ctx)->ndev && d < BBMMI_MGR_CLOCK_DEVS; d++)
        c.dev_transfer[d] = bbmm_mgr(ctx)->store[d].stats.transfer_ns;
    c.start = bbmmi_now_ns();
    return c;
}

/* Charge the time since "c", less transfer time, to device "dev" (-1: the
 * context) and return "st".  Work for one device subtracts that device's
 * transfers only: a direct copy releases the lock while it runs, and what
 * other devices move meanwhile is not this work's. */
BBMM_API bbmm_status bbmmi_mgr_end(bbmm_context *ctx, bbmmi_mgr_clock c, int dev, bbmm_status st)
{
    uint64_t spent = bbmmi_now_ns() - c.start;
    uint64_t moved = dev >= 0 && dev < bbmm_mgr(ctx)->ndev && dev < BBMMI_MGR_CLOCK_DEVS
                         ? bbmm_mgr(ctx)->store[dev].stats.transfer_ns - c.dev_transfer[dev]
                         : bbmmi_mgr_transfer_total(ctx) - c.transfer;
    spent = spent > moved ? spent - moved : 0;
    if (dev >= 0 && dev < bbmm_mgr(ctx)->ndev)
        bbmm_mgr(ctx)->store[dev].stats.manager_ns += spent;
    else
        bbmm_mgr(ctx)->manager_ns += spent;
    return st;
}

/* ---- region lists --------------------------------------------------- */

/* Add the points of "b" to the disjoint list "l", keeping it disjoint. */
BBMM_API bbmm_status bbmmi_mgr_list_add(bbmm_box_list *l, const bbmm_box *b)
{
    bbmm_box store[16], c, m;
    bbmm_box_list tmp;
    bbmm_status st;
    size_t i, j;
    bbmm_box_list_init(&tmp, store, 16);
    st = bbmm_bb_subtract_list(b, l->v, l->n, &tmp);
    /* Each new piece merges with whatever box of the list it forms a box
     * with, the result again, until none; then it joins the list.  Only a
     * merged box can make new merges possible, so this keeps a list whose
     * boxes merge no further in that state in linear time per piece (a
     * merge of the whole list each time cost quadratic time: lists of
     * hundreds of boxes in a factorization's directory). */
    for (i = 0; st == BBMM_OK && i < tmp.n; i++) {
        c = tmp.v[i];
        for (j = 0; j < l->n; j++)
            if (bbmm_bb_union_if_box(&l->v[j], &c, &m)) {
                c = m;
                bbmm_box_list_remove(l, j);
                j = (size_t)-1;
            }
        st = bbmm_box_list_push(l, &c);
    }
    bbmm_box_list_free(&tmp);
    return st;
}

/* Remove the points of "b" from the list "l". */
BBMM_API bbmm_status bbmmi_mgr_list_remove(bbmm_box_list *l, const bbmm_box *b)
{
    size_t end = l->n;
    bbmm_box cut = *b;
    return bbmmi_bb_carve(l, 0, &end, &cut);
}

/* ---- lookup --------------------------------------------------------- */

/* The array of handle "a", or NULL after recording an error. */
BBMM_API bbmmi_array *bbmmi_mgr_array(bbmm_context *ctx, bbmm_array a)
{
    if (a.id == 0 || a.id > bbmm_mgr(ctx)->narrays || !bbmm_mgr(ctx)->arrays[a.id - 1]) {
        bbmmi_error(ctx, BBMM_ERR_NOT_FOUND, "array handle %u is not registered", (unsigned)a.id);
        return NULL;
    }
    return bbmm_mgr(ctx)->arrays[a.id - 1];
}

/* The resident box of handle "r", or NULL after recording an error. */
BBMM_API bbmmi_resident *bbmmi_mgr_resident(bbmm_context *ctx, bbmm_resident r)
{
    bbmmi_resident *x;
    for (x = bbmm_mgr(ctx)->hash[r.id % BBMMI_HASH_BUCKETS]; x; x = x->hnext)
        if (x->id == r.id)
            return x;
    bbmmi_error(ctx, BBMM_ERR_NOT_FOUND, "resident box %llu does not exist (freed or evicted)",
                (unsigned long long)r.id);
    return NULL;
}

/* The whole-array box of "a". */
BBMM_API bbmm_box bbmmi_mgr_array_box(const bbmmi_array *a)
{
    bbmm_box b = bbmm_bb_empty(a->ndim);
    int d;
    for (d = 0; d < a->ndim; d++) {
        b.lo[d] = 0;
        b.hi[d] = a->extent[d] - 1;
    }
    return b;
}

int bbmmi_nranks(const bbmm_context *ctx);

/* Nonzero when "a" is a scratch array (bbmm_array_scratch) the runtime
 * treats as one: not kept by a data scope, one rank. */
BBMM_API int bbmmi_mgr_scratch(const bbmm_context *ctx, const bbmmi_array *a)
{
    return a->scratch && !a->keeper && bbmmi_nranks(ctx) <= 1;
}

/* ---- arrays shared by threads ---------------------------------------- */

/* Return nonzero when arrays "a" and "b" share host bytes. */
BBMM_API int bbmmi_mgr_overlap(const bbmmi_array *a, const bbmmi_array *b)
{
    return a->bytes && b->bytes && a->host < b->host + b->bytes && b->host < a->host + a->bytes;
}

/* Record on "a" that it shares memory with "other" of another thread while
 * one of them is written (the first such array is named). */
BBMM_API void bbmmi_mgr_conflict_note(bbmmi_array *a, const bbmmi_array *other)
{
    if (!a->conflict[0])
        snprintf(a->conflict, sizeof(a->conflict), "%s", other->name);
}

/* The error of conflicted array "a". */
BBMM_API bbmm_status bbmmi_mgr_conflict_error(bbmm_context *ctx, const bbmmi_array *a)
{
    return bbmmi_error(ctx, BBMM_ERR_OVERLAP,
                       "host array %s shares memory with array %s of another thread, and one of the two "
                       "is written; threads may share an array only to read it",
                       a->name, a->conflict);
}

/* Find the arrays of other threads that share memory with "a" while "a" or
 * they are written, and mark both sides conflicted; BBMM_ERR_OVERLAP when
 * "a" is conflicted (lock held).  Each side then fails its next run, write,
 * sync or unregistration with that error. */
BBMM_API bbmm_status bbmmi_mgr_conflicts(bbmm_context *ctx, bbmmi_array *a)
{
    uint32_t i;
    for (i = 0; i < bbmm_mgr(ctx)->narrays; i++) {
        bbmmi_array *b = bbmm_mgr(ctx)->arrays[i];
        if (!b || b == a || (a->owner == b->owner) || !(a->written || b->written) ||
            !bbmmi_mgr_overlap(a, b))
            continue;
        bbmmi_mgr_conflict_note(a, b);
        bbmmi_mgr_conflict_note(b, a);
    }
    return a->conflict[0] ? bbmmi_mgr_conflict_error(ctx, a) : BBMM_OK;
}

/* Fill "w" with where "x" lives. */
BBMM_API void bbmmi_mgr_placement(const bbmmi_resident *x, bbmm_placement *w)
{
    if (!w)
        return;
    w->resident.id = x->id;
    w->bounds = x->box;
    w->mem = (void *)x->mem;
    w->bytes = x->bytes;
}

/* Transfer fusion (below, "allocation fusion"). */
struct bbmmi_fplan;
BBMM_API int bbmmi_fuse_defer(bbmm_context *ctx, bbmmi_resident *x, const bbmm_box *region, bbmm_purpose p,
                              uint64_t in_bytes, int all_in);
BBMM_API int bbmmi_fuse_pending(bbmm_context *ctx, const bbmmi_resident *x);
BBMM_API bbmm_status bbmmi_fuse_flush(bbmm_context *ctx, int dev);

/* ---- transfers with accounting -------------------------------------- */

/* The view of the host copy of "a". */
BBMM_API bbmmi_view bbmmi_mgr_host_view(const bbmmi_array *a)
{
    bbmmi_view v;
    memset(&v, 0, sizeof(v));
    v.host = a->host;
    v.bounds = bbmmi_mgr_array_box(a);
    v.elem = a->elem;
    v.pinned = a->pinned;
    return v;
}

/* The view of resident box "x". */
BBMM_API bbmmi_view bbmmi_mgr_dev_view(const bbmmi_resident *x)
{
    bbmmi_view v;
    memset(&v, 0, sizeof(v));
    v.mem = x->mem;
    v.bounds = x->box;
    v.elem = x->array->elem;
    return v;
}

/* Count a transfer of "region" of "a" in "c". */
BBMM_API void bbmmi_mgr_count(bbmm_xfer_count *c, const bbmmi_array *a, const bbmm_box *region)
{
    uint64_t n = 0;
    bbmm_bb_volume(region, &n);
    c->bytes += n * a->elem;
    c->count++;
}

/* Copy "region" of the host array into resident box "x" ("mine": "x" is
 * acquired by the calling thread, so the context lock may be released
 * while the copy runs: nothing frees "x" meanwhile). */
BBMM_API bbmm_status bbmmi_mgr_h2d(bbmm_context *ctx, bbmmi_resident *x, const bbmm_box *region, bbmm_purpose p, int mine)
{
    bbmmi_view src = bbmmi_mgr_host_view(x->array), dst = bbmmi_mgr_dev_view(x);
    bbmm_status st;
    dst.unlock_wait = mine && x->uses > 0;
    st = bbmmi_transfer(ctx, x->dev, &dst, &src, region);
    if (st == BBMM_OK)
        bbmmi_mgr_count(&bbmm_mgr(ctx)->store[x->dev].stats.h2d[p], x->array, region);
    return st;
}

/* Copy "region" of resident box "x" to the host array and forget every
 * dirty mark on it (the host now holds the newest value); "mine" as for
 * bbmmi_mgr_h2d. */
BBMM_API bbmm_status bbmmi_mgr_d2h(bbmm_context *ctx, bbmmi_resident *x, const bbmm_box *region, bbmm_purpose p, int mine)
{
    bbmmi_view src = bbmmi_mgr_dev_view(x), dst = bbmmi_mgr_host_view(x->array);
    bbmmi_resident *y;
    bbmm_status st;
    src.unlock_wait = mine && x->uses > 0;
    if (bbmmi_fuse_pending(ctx, x) && (st = bbmmi_fuse_flush(ctx, x->dev)) != BBMM_OK)
        return st;
    st = bbmmi_transfer(ctx, x->dev, &dst, &src, region);
    if (st != BBMM_OK)
        return st;
    x->array->host_written = 1;
    bbmmi_mgr_count(&bbmm_mgr(ctx)->store[x->dev].stats.d2h[p], x->array, region);
    for (y = x->array->residents; y && st == BBMM_OK; y = y->anext) {
        st = bbmmi_mgr_list_remove(&y->dirty, region);
        if (st == BBMM_OK && y->fresh.n)
            st = bbmmi_mgr_list_remove(&y->fresh, region);
        if (st == BBMM_OK && y->carried.n)
            st = bbmmi_mgr_list_remove(&y->carried, region);
    }
    return st;
}

/* Copy "region" from resident box "src" to "dst" on their device. */
BBMM_API bbmm_status bbmmi_mgr_d2d(bbmm_context *ctx, bbmmi_resident *dst, bbmmi_resident *src,
                           const bbmm_box *region, bbmm_purpose p)
{
    bbmmi_view s = bbmmi_mgr_dev_view(src), d = bbmmi_mgr_dev_view(dst);
    bbmm_status st = BBMM_OK;
    if (bbmmi_fuse_pending(ctx, src) || bbmmi_fuse_pending(ctx, dst))
        st = bbmmi_fuse_flush(ctx, dst->dev);
    if (st == BBMM_OK)
        st = bbmmi_transfer(ctx, dst->dev, &d, &s, region);
    if (st == BBMM_OK)
        bbmmi_mgr_count(&bbmm_mgr(ctx)->store[dst->dev].stats.d2d[p], dst->array, region);
    return st;
}

/* Copy "region" of the host array into "x", counting the part this device
 * evicted earlier as box-in and the rest as "p". */
BBMM_API bbmm_status bbmmi_mgr_load_from_host(bbmm_context *ctx, bbmmi_resident *x, const bbmm_box *region,
                                      bbmm_purpose p, int mine)
{
    bbmm_box_list *ev = &x->array->evicted[x->dev];
    uint64_t total = 0, in = 0, v;
    bbmm_box ib;
    bbmm_status st;
    size_t i;
    /* a scratch array's host copy holds nothing a region reads before
     * writing it, until the runtime writes some of it there (box-out,
     * flows, write-out: none of them has, so nothing is evicted either) */
    if (p == BBMM_PURPOSE_READIN && !x->array->host_written && bbmmi_mgr_scratch(ctx, x->array))
        return BBMM_OK;
    for (i = 0; i < ev->n; i++)
        if (bbmm_bb_intersection(&ev->v[i], region, &ib) && bbmm_bb_volume(&ib, &v) == BBMM_OK)
            in += v;
    bbmm_bb_volume(region, &total);
    if (bbmmi_fuse_defer(ctx, x, region, p, in * x->array->elem, in && in == total))
        bbmmi_mgr_count(&bbmm_mgr(ctx)->store[x->dev].stats.h2d[p], x->array, region); /* moves in the fused write */
    else if ((st = bbmmi_mgr_h2d(ctx, x, region, p, mine)) != BBMM_OK)
        return st;
    if (!in)
        return BBMM_OK;
    bbmm_mgr(ctx)->store[x->dev].stats.h2d[p].bytes -= in * x->array->elem;
    bbmm_mgr(ctx)->store[x->dev].stats.h2d[BBMM_PURPOSE_BOXIN].bytes += in * x->array->elem;
    if (in == total) {
        bbmm_mgr(ctx)->store[x->dev].stats.h2d[p].count--;
        bbmm_mgr(ctx)->store[x->dev].stats.h2d[BBMM_PURPOSE_BOXIN].count++;
    }
    return bbmmi_mgr_list_remove(ev, region);
}

/* Transfer fusion: merge the pieces of "l" whose union is a box, so that
 * they move in one transfer; lists longer than BBMMI_FUSE_MAX stay as they
 * are (the merge is quadratic in the list's length). */
#define BBMMI_FUSE_MAX 64
BBMM_API void bbmmi_fuse(bbmm_box_list *l)
{
    if (l->n > 1 && l->n <= BBMMI_FUSE_MAX)
        bbmm_bb_merge(l, 0);
}

/* Write every dirty region of "x" to the host, counted as "p". */
BBMM_API bbmm_status bbmmi_mgr_write_back(bbmm_context *ctx, bbmmi_resident *x, bbmm_purpose p)
{
    bbmm_status st = BBMM_OK;
    bbmmi_fuse(&x->dirty); /* transfer fusion: dirty pieces whose union is a box move as one */
    while (x->dirty.n && st == BBMM_OK) {
        bbmm_box d = x->dirty.v[x->dirty.n - 1];
        st = bbmmi_mgr_d2h(ctx, x, &d, p, 0);
    }
    return st;
}

/* ---- coherence ------------------------------------------------------ */

/* Append a pending record of "region" of array "a" ("writer" 0: flowed in). */
BBMM_API bbmm_status bbmmi_mgr_pending(bbmm_context *ctx, const bbmmi_array *a, uint64_t writer, int dev,
                                       const bbmm_box *region)
{
    if (bbmm_mgr(ctx)->npending == bbmm_mgr(ctx)->pending_cap) {
        size_t cap = bbmm_mgr(ctx)->pending_cap ? 2 * bbmm_mgr(ctx)->pending_cap : 64;
        bbmmi_pending *np = (bbmmi_pending *)realloc(bbmm_mgr(ctx)->pending, cap * sizeof(*np));
        if (!np)
            return bbmmi_error(ctx, BBMM_ERR_NOMEM, "out of host memory for coherence records");
        bbmm_mgr(ctx)->pending = np;
        bbmm_mgr(ctx)->pending_cap = cap;
    }
    bbmm_mgr(ctx)->pending[bbmm_mgr(ctx)->npending].array = a->id;
    bbmm_mgr(ctx)->pending[bbmm_mgr(ctx)->npending].writer = writer;
    bbmm_mgr(ctx)->pending[bbmm_mgr(ctx)->npending].dev = dev;
    bbmm_mgr(ctx)->pending[bbmm_mgr(ctx)->npending].region = *region;
    bbmm_mgr(ctx)->npending++;
    return BBMM_OK;
}

/* Mark "region" stale in every resident of "a" except resident "writer". */
BBMM_API bbmm_status bbmmi_mgr_mark_others(bbmmi_array *a, uint64_t writer, const bbmm_box *region)
{
    bbmmi_resident *y;
    bbmm_status st = BBMM_OK;
    bbmm_box iy;
    for (y = a->residents; y && st == BBMM_OK; y = y->anext)
        if (y->id != writer && bbmm_bb_intersection(&y->box, region, &iy))
            st = bbmmi_mgr_list_add(&y->stale, &iy);
    return st;
}

/* Inside a phase, "x" is about to be marked written in "in": remember
 * as carried the parts of "in" that it, or another box of the array whose
 * dirty marks the write supersedes, holds dirty from an earlier phase.  A
 * box written in a phase is the hull of what its tile writes (a red-black
 * sweep writes every other element of it); the elements of the hull the
 * tile did not write keep their earlier value ("x" was refreshed for the
 * hull before the tile ran), which other tiles of the phase may read and
 * which may exist nowhere else. */
BBMM_API bbmm_status bbmmi_mgr_carry(bbmmi_resident *x, const bbmm_box *in)
{
    bbmm_box store[16], d;
    bbmm_box_list old;
    bbmmi_resident *y;
    bbmm_status st = BBMM_OK;
    size_t k, i;
    for (y = x->array->residents; y && st == BBMM_OK; y = y->anext)
        for (k = 0; k < y->dirty.n && st == BBMM_OK; k++) {
            if (!bbmm_bb_intersection(&y->dirty.v[k], in, &d))
                continue;
            bbmm_box_list_init(&old, store, 16);
            st = bbmm_bb_subtract_list(&d, y->fresh.v, y->fresh.n, &old);
            for (i = 0; i < old.n && st == BBMM_OK; i++)
                st = bbmmi_mgr_list_add(&x->carried, &old.v[i]);
            bbmm_box_list_free(&old);
        }
    return st;
}

/* Record that "x" holds newly written values in "w" (clipped to its box).
 * Dirty marks elsewhere are superseded at once; other copies become stale
 * now, or at the end of the phase when inside one. */
BBMM_API bbmm_status bbmmi_mgr_mark_written(bbmm_context *ctx, bbmmi_resident *x, const bbmm_box *w)
{
    bbmmi_resident *y;
    bbmm_box in, iy;
    bbmm_status st = BBMM_OK;
    if (!w || !bbmm_bb_intersection(&x->box, w, &in))
        return BBMM_OK;
    if (bbmm_mgr(ctx)->phase)
        st = bbmmi_mgr_carry(x, &in);
    for (y = x->array->residents; y && st == BBMM_OK; y = y->anext)
        if (y != x && bbmm_bb_intersection(&y->box, &in, &iy))
            st = bbmmi_mgr_list_remove(&y->dirty, &iy);
    if (st == BBMM_OK)
        st = bbmm_mgr(ctx)->phase ? bbmmi_mgr_pending(ctx, x->array, x->id, -1, &in) : bbmmi_mgr_mark_others(x->array, x->id, &in);
    if (st == BBMM_OK)
        st = bbmmi_mgr_list_remove(&x->stale, &in);
    if (st == BBMM_OK)
        st = bbmmi_mgr_list_add(&x->dirty, &in);
    if (st == BBMM_OK && bbmm_mgr(ctx)->phase)
        st = bbmmi_mgr_list_add(&x->fresh, &in);
    if (st == BBMM_OK && (!x->array->written || x->array->conflict[0])) {
        x->array->written = 1;
        st = bbmmi_mgr_conflicts(ctx, x->array);
    }
    return st;
}

/* Start a parallel phase (lock held): until bbmmi_phase_end(), a write
 * marks other copies stale only at the end of the phase, minus what was
 * flowed in; reads in the phase never pull values written in it (tiles of
 * one phase are independent, so they read what the phase started with). */
BBMM_API void bbmmi_phase_begin(bbmm_context *ctx)
{
    bbmm_mgr(ctx)->phase = 1;
    bbmm_mgr(ctx)->runs++;
}

/* Apply pending write "w" of the phase: stale in every other copy except
 * where that copy was flowed in (the flow-in records of the same array
 * for every device, or for the copy's device). */
BBMM_API bbmm_status bbmmi_mgr_apply_pending(bbmm_context *ctx, const bbmmi_pending *w)
{
    bbmm_manager *m = bbmm_mgr(ctx);
    bbmm_box store[16], iy;
    bbmm_box_list rest;
    bbmmi_array *a = w->array <= m->narrays ? m->arrays[w->array - 1] : NULL;
    bbmmi_resident *y;
    bbmm_status st = BBMM_OK;
    size_t i, end;
    for (y = a ? a->residents : NULL; y && st == BBMM_OK; y = y->anext) {
        if (y->id == w->writer || !bbmm_bb_intersection(&y->box, &w->region, &iy))
            continue;
        bbmm_box_list_init(&rest, store, 16);
        st = bbmm_box_list_push(&rest, &iy);
        end = rest.n;
        for (i = 0; i < m->npending && st == BBMM_OK && rest.n; i++) {
            const bbmmi_pending *f = &m->pending[i];
            bbmm_box cut = f->region;
            if (f->writer == 0 && f->array == w->array && (f->dev < 0 || f->dev == y->dev))
                st = bbmmi_bb_carve(&rest, 0, &end, &cut);
        }
        for (i = 0; i < rest.n && st == BBMM_OK; i++)
            st = bbmmi_mgr_list_add(&y->stale, &rest.v[i]);
        bbmm_box_list_free(&rest);
    }
    return st;
}

/* End the phase: apply its pending writes and flow-ins (lock held). */
BBMM_API bbmm_status bbmmi_phase_end(bbmm_context *ctx)
{
    bbmm_status st = BBMM_OK, s2;
    bbmmi_resident *x;
    uint32_t a;
    size_t i;
    for (i = 0; i < bbmm_mgr(ctx)->npending; i++) {
        if (bbmm_mgr(ctx)->pending[i].writer == 0)
            continue;
        s2 = bbmmi_mgr_apply_pending(ctx, &bbmm_mgr(ctx)->pending[i]);
        if (st == BBMM_OK)
            st = s2;
    }
    for (a = 0; a < bbmm_mgr(ctx)->narrays; a++)
        for (x = bbmm_mgr(ctx)->arrays[a] ? bbmm_mgr(ctx)->arrays[a]->residents : NULL; x; x = x->anext)
            x->fresh.n = x->carried.n = 0;
    bbmm_mgr(ctx)->npending = 0;
    bbmm_mgr(ctx)->phase = 0;
    return st;
}

/* Copy into "x" the parts of the pieces "p" that resident box "y" on the
 * same device holds valid, removing them from "p"; count as "pur". */
BBMM_API bbmm_status bbmmi_mgr_fill_from_peer(bbmm_context *ctx, bbmmi_resident *x, bbmmi_resident *y,
                                      bbmm_box_list *p, bbmm_purpose pur)
{
    bbmm_box store[16], ib;
    bbmm_box_list valid;
    bbmm_status st = BBMM_OK;
    size_t i, k;
    bbmm_box_list_init(&valid, store, 16);
    for (i = 0; i < p->n && st == BBMM_OK; i++) {
        if (!bbmm_bb_intersection(&p->v[i], &y->box, &ib))
            continue;
        st = bbmm_bb_subtract_list(&ib, y->stale.v, y->stale.n, &valid);
    }
    for (k = 0; k < valid.n && st == BBMM_OK; k++) {
        st = bbmmi_mgr_d2d(ctx, x, y, &valid.v[k], pur);
        if (st == BBMM_OK)
            st = bbmmi_mgr_list_remove(p, &valid.v[k]);
    }
    bbmm_box_list_free(&valid);
    return st;
}

/* Find a part of "p" that "y" holds dirty from an earlier phase, carried
 * ones included (bbmmi_mgr_carry: their written elements are of this
 * phase, but no tile of a phase reads what another one writes); the rest
 * of what it wrote in the current phase is never read in it.  Store it in
 * "ib". */
BBMM_API int bbmmi_mgr_find_dirty(const bbmmi_resident *y, const bbmm_box *p, bbmm_box *ib)
{
    bbmm_box store[16], d;
    bbmm_box_list old;
    size_t k, i;
    int found = 0;
    for (k = 0; k < y->dirty.n && !found; k++) {
        if (!bbmm_bb_intersection(&y->dirty.v[k], p, &d))
            continue;
        if (!y->fresh.n) {
            *ib = d;
            return 1;
        }
        for (i = 0; i < y->carried.n; i++)
            if (bbmm_bb_intersection(&y->carried.v[i], &d, ib))
                return 1;
        bbmm_box_list_init(&old, store, 16);
        if (bbmm_bb_subtract_list(&d, y->fresh.v, y->fresh.n, &old) == BBMM_OK && old.n) {
            *ib = old.v[0];
            found = 1;
        }
        bbmm_box_list_free(&old);
    }
    return found;
}

/* Make the host current for the pieces "p": every dirty part another box
 * holds is copied to the host first (counted as flow-out). */
BBMM_API bbmm_status bbmmi_mgr_pull_newer(bbmm_context *ctx, bbmmi_resident *x, const bbmm_box_list *p)
{
    bbmmi_resident *y;
    bbmm_box ib;
    bbmm_status st = BBMM_OK;
    size_t i;
    for (y = x->array->residents; y && st == BBMM_OK; y = y->anext)
        for (i = 0; y != x && i < p->n && st == BBMM_OK; i++)
            while (st == BBMM_OK && bbmmi_mgr_find_dirty(y, &p->v[i], &ib))
                st = bbmmi_mgr_d2h(ctx, y, &ib, BBMM_PURPOSE_FLOWOUT, 0);
    return st;
}

/* Make stale piece "s" of "x" current: same-device copies first (unless
 * reuse is off), then the host; bytes count as purpose "pur".  "s" leaves
 * the stale list only once its data is in place. */
BBMM_API bbmm_status bbmmi_mgr_refresh_piece(bbmm_context *ctx, bbmmi_resident *x, const bbmm_box *s,
                                     bbmm_purpose pur)
{
    bbmm_box store[16];
    bbmm_box_list p;
    bbmmi_resident *y;
    bbmm_status st;
    size_t i;
    bbmm_box_list_init(&p, store, 16);
    st = bbmm_box_list_push(&p, s);
    for (y = x->array->residents; y && st == BBMM_OK && p.n && bbmm_mgr(ctx)->reuse; y = y->anext)
        if (y != x && y->dev == x->dev)
            st = bbmmi_mgr_fill_from_peer(ctx, x, y, &p, pur);
    if (st == BBMM_OK && p.n)
        st = bbmmi_mgr_pull_newer(ctx, x, &p);
    bbmmi_fuse(&p); /* transfer fusion: pieces whose union is a box move as one */
    for (i = 0; i < p.n && st == BBMM_OK; i++)
        st = bbmmi_mgr_load_from_host(ctx, x, &p.v[i], pur, 1);
    if (st == BBMM_OK)
        st = bbmmi_mgr_list_remove(&x->stale, s);
    bbmm_box_list_free(&p);
    return st;
}

/* Make every stale element of "x" current. */
BBMM_API bbmm_status bbmmi_mgr_refresh(bbmm_context *ctx, bbmmi_resident *x)
{
    bbmm_status st = BBMM_OK;
    bbmmi_fuse(&x->stale); /* transfer fusion: stale pieces whose union is a box move as one */
    while (x->stale.n && st == BBMM_OK) {
        bbmm_box s = x->stale.v[x->stale.n - 1];
        st = bbmmi_mgr_refresh_piece(ctx, x, &s, BBMM_PURPOSE_READIN);
    }
    return st;
}

/* Make current the stale elements of "x" inside "need"[0.."n"-1], each
 * moved once, counted as "pur". */
BBMM_API bbmm_status bbmmi_mgr_refresh_need(bbmm_context *ctx, bbmmi_resident *x, const bbmm_box *need, size_t n,
                                    bbmm_purpose pur)
{
    bbmm_box store[32], dstore[32];
    bbmm_box_list cut, todo;
    bbmm_status st = BBMM_OK;
    bbmm_box ib;
    size_t i, j;
    bbmm_box_list_init(&cut, store, 32);
    bbmm_box_list_init(&todo, dstore, 32);
    for (i = 0; i < x->stale.n && st == BBMM_OK; i++)
        for (j = 0; j < n && st == BBMM_OK; j++)
            if (bbmm_bb_intersection(&x->stale.v[i], &need[j], &ib))
                st = bbmm_box_list_push(&cut, &ib);
    if (st == BBMM_OK && cut.n)
        st = bbmm_bb_disjoint(cut.v, cut.n, &todo);
    bbmmi_fuse(&todo); /* transfer fusion: stale pieces whose union is a box move as one */
    for (i = 0; i < todo.n && st == BBMM_OK; i++)
        st = bbmmi_mgr_refresh_piece(ctx, x, &todo.v[i], pur);
    bbmm_box_list_free(&cut);
    bbmm_box_list_free(&todo);
    return st;
}

/* ---- device lists --------------------------------------------------- */

/* Unlink "x" from list "l". */
BBMM_API void bbmmi_mgr_unlink(bbmmi_list *l, bbmmi_resident *x)
{
    if (x->prev)
        x->prev->next = x->next;
    else
        l->head = x->next;
    if (x->next)
        x->next->prev = x->prev;
    else
        l->tail = x->prev;
    x->prev = x->next = NULL;
}

/* Append "x" to the tail of list "l". */
BBMM_API void bbmmi_mgr_append(bbmmi_list *l, bbmmi_resident *x)
{
    x->next = NULL;
    x->prev = l->tail;
    if (l->tail)
        l->tail->next = x;
    else
        l->head = x;
    l->tail = x;
}

/* The device list "x" is on. */
BBMM_API bbmmi_list *bbmmi_mgr_list_of(bbmm_context *ctx, bbmmi_resident *x)
{
    return x->uses ? &bbmm_mgr(ctx)->store[x->dev].in_use : &bbmm_mgr(ctx)->store[x->dev].unused;
}

/* ---- allocation fusion (seed 004, Kessler: operands adjacent in memory
 * share one allocation and move in one transfer) ----------------------
 *
 * The small boxes a tile places together on a device that are not there
 * yet share one buffer: each is a sub-buffer of it (bbmmi_fuse_begin),
 * and the parts read in whole from the host move in one write per run of
 * neighbours (bbmmi_fuse_end).  A shared buffer lives while any of its
 * sub-buffers does (a box's, or one in the pool); its bytes that no box
 * and no pool entry counts are the store's fused_held, within the budget. */

#define BBMMI_FUSE_BOX ((uint64_t)256 << 10) /* a box of at most this many bytes may share */
#define BBMMI_FUSE_SPAN ((uint64_t)4 << 20) /* a shared buffer's size at most (lib/ packs that much) */
#define BBMMI_FUSE_N 32                     /* boxes per shared buffer at most */

/* A shared buffer. */
typedef struct bbmmi_fgroup {
    bbmm_buf parent;  /* our reference, released with the last sub-buffer */
    uint64_t bytes;   /* its size */
    uint64_t claimed; /* bytes of sub-buffers a box or the pool counts */
    int members;      /* sub-buffers not yet released */
} bbmmi_fgroup;

/* A fused placement in progress on one device (one thread's tile). */
typedef struct bbmmi_fplan {
    const void *owner; /* bbmmi_thread_token */
    bbmmi_fgroup *g;
    int n;
    struct {
        uint32_t array; /* its id */
        bbmm_box box;
        bbmm_buf sub;
        uint64_t off, bytes;
        int taken;      /* a box owns "sub" */
        int load;       /* index + 1 in "load" of its deferred read-in, or 0 */
    } m[BBMMI_FUSE_N];
    int nload;
    struct {
        bbmmi_resident *x;
        int member;
        bbmm_purpose p;     /* purpose counted */
        uint64_t in_bytes;  /* of them counted as box-in */
        int all_in;         /* its transfer counted as box-in */
    } load[BBMMI_FUSE_N];
} bbmmi_fplan;

/* Change group "g" of store "d" by "claimed" bytes and "members"
 * sub-buffers, keeping d->fused_held exact; the last member's release
 * releases the shared buffer. */
BBMM_API void bbmmi_fg_change(bbmmi_store *d, bbmmi_fgroup *g, int64_t claimed, int members)
{
    uint64_t before = g->members ? g->bytes - g->claimed : 0, after;
    g->claimed += (uint64_t)claimed;
    g->members += members;
    after = g->members ? g->bytes - g->claimed : 0;
    d->fused_held = d->fused_held - before + after;
    if (!g->members) {
        bbmmi_buffer_release(g->parent);
        free(g);
    }
}

/* Release buffer "mem" of "bytes" (counted by a box or the pool until
 * now), part of shared buffer "g" or NULL. */
BBMM_API void bbmmi_mgr_buf_release(bbmmi_store *d, bbmm_buf mem, uint64_t bytes, bbmmi_fgroup *g)
{
    bbmmi_buffer_release(mem);
    if (g)
        bbmmi_fg_change(d, g, -(int64_t)bytes, -1);
}

/* Keep buffer "mem" of "bytes" (part of shared buffer "g", or NULL) on
 * device "d" for reuse, or release it when the pool is full or would hold
 * more than a quarter of the budget. */
BBMM_API void bbmmi_mgr_pool_put(bbmmi_store *d, bbmm_buf mem, uint64_t bytes, bbmmi_fgroup *g, uint64_t off)
{
    if (d->npool == BBMMI_POOL_MAX || d->pool_bytes + bytes > d->mem_limit / 4) {
        bbmmi_mgr_buf_release(d, mem, bytes, g);
        return;
    }
    d->pool[d->npool] = mem;
    d->pool_size[d->npool] = bytes;
    d->pool_group[d->npool] = g;
    d->pool_off[d->npool] = off;
    d->npool++;
    d->pool_bytes += bytes;
}

/* Remove pool entry "i" of device "d", returning its buffer. */
BBMM_API bbmm_buf bbmmi_mgr_pool_remove(bbmmi_store *d, int i)
{
    bbmm_buf m = d->pool[i];
    d->pool_bytes -= d->pool_size[i];
    d->npool--;
    d->pool[i] = d->pool[d->npool];
    d->pool_size[i] = d->pool_size[d->npool];
    d->pool_group[i] = d->pool_group[d->npool];
    d->pool_off[i] = d->pool_off[d->npool];
    return m;
}

/* The newest pool entry of device "d" of exactly "bytes" (-1: none). */
BBMM_API int bbmmi_mgr_pool_find(const bbmmi_store *d, uint64_t bytes)
{
    int i;
    for (i = d->npool - 1; i >= 0 && d->pool_size[i] != bytes; i--)
        ;
    return i;
}

/* Take a pooled buffer of exactly "bytes" from device "d" (its shared
 * buffer into "*g", its offset there into "*off"), or NULL. */
BBMM_API bbmm_buf bbmmi_mgr_pool_take(bbmmi_store *d, uint64_t bytes, bbmmi_fgroup **g, uint64_t *off)
{
    int i = bbmmi_mgr_pool_find(d, bytes);
    if (i < 0)
        return NULL;
    *g = d->pool_group[i];
    *off = d->pool_off[i];
    return bbmmi_mgr_pool_remove(d, i);
}

/* Release the oldest pooled buffer of device "d"; 0 when the pool is empty. */
BBMM_API int bbmmi_mgr_pool_drop(bbmmi_store *d)
{
    int i;
    if (!d->npool)
        return 0;
    d->pool_bytes -= d->pool_size[0];
    bbmmi_mgr_buf_release(d, d->pool[0], d->pool_size[0], d->pool_group[0]);
    for (i = 1; i < d->npool; i++) {
        d->pool[i - 1] = d->pool[i];
        d->pool_size[i - 1] = d->pool_size[i];
        d->pool_group[i - 1] = d->pool_group[i];
        d->pool_off[i - 1] = d->pool_off[i];
    }
    d->npool--;
    return 1;
}

/* The fused placement of device "dev" if the calling thread's, or NULL. */
BBMM_API bbmmi_fplan *bbmmi_fuse_mine(bbmm_context *ctx, int dev)
{
    bbmmi_fplan *pl = dev >= 0 && dev < bbmm_mgr(ctx)->ndev ? bbmm_mgr(ctx)->store[dev].fplan : NULL;
    return pl && pl->owner == bbmmi_thread_token() ? pl : NULL;
}

/* Nonzero when "x" waits for a deferred read-in (bbmmi_fuse_end). */
BBMM_API int bbmmi_fuse_pending(bbmm_context *ctx, const bbmmi_resident *x)
{
    bbmmi_fplan *pl = x->group ? bbmmi_fuse_mine(ctx, x->dev) : NULL;
    int k;
    for (k = 0; pl && pl->g == x->group && k < pl->nload; k++)
        if (pl->load[k].x == x)
            return 1;
    return 0;
}

/* Defer the read-in of "region" into "x" to the fused write, when "x" is
 * a box of the calling thread's fused placement and "region" all of it;
 * "p", "in_bytes" and "all_in" say how its bytes and transfer were
 * counted (box-in for the part this device evicted earlier). */
BBMM_API int bbmmi_fuse_defer(bbmm_context *ctx, bbmmi_resident *x, const bbmm_box *region, bbmm_purpose p,
                              uint64_t in_bytes, int all_in)
{
    bbmmi_fplan *pl = x->group ? bbmmi_fuse_mine(ctx, x->dev) : NULL;
    int k;
    if (!pl || pl->g != x->group || pl->nload == BBMMI_FUSE_N || !bbmm_bb_equal(region, &x->box))
        return 0;
    for (k = 0; k < pl->n && pl->m[k].sub != x->mem; k++)
        ;
    if (k == pl->n || pl->m[k].load)
        return 0;
    pl->load[pl->nload].x = x;
    pl->load[pl->nload].member = k;
    pl->load[pl->nload].p = p;
    pl->load[pl->nload].in_bytes = in_bytes;
    pl->load[pl->nload].all_in = all_in;
    pl->m[k].load = ++pl->nload;
    return 1;
}

/* Give "x" a part of the calling thread's fused placement made for it
 * (its array and box); 0 when there is none. */
BBMM_API int bbmmi_fuse_take(bbmm_context *ctx, bbmmi_resident *x)
{
    bbmmi_fplan *pl = bbmmi_fuse_mine(ctx, x->dev);
    int k;
    for (k = 0; pl && k < pl->n; k++) {
        if (pl->m[k].taken || pl->m[k].array != x->array->id || !bbmm_bb_equal(&pl->m[k].box, &x->box))
            continue;
        pl->m[k].taken = 1;
        x->mem = pl->m[k].sub;
        x->group = pl->g;
        x->goff = pl->m[k].off;
        bbmmi_fg_change(&bbmm_mgr(ctx)->store[x->dev], pl->g, (int64_t)x->bytes, 0);
        return 1;
    }
    return 0;
}

/* Make the deferred read-ins of device "dev"'s fused placement: one write
 * per run of neighbours (lib/: bbmmi_transfer_fused).  When it fails,
 * the boxes are stale again and their bytes uncounted. */
BBMM_API bbmm_status bbmmi_fuse_flush(bbmm_context *ctx, int dev)
{
    bbmmi_fplan *pl = bbmmi_fuse_mine(ctx, dev);
    bbmmi_store *d = &bbmm_mgr(ctx)->store[dev];
    bbmmi_fpiece pc[BBMMI_FUSE_N];
    bbmm_status st, s2;
    uint64_t align = bbmmi_sub_align(ctx);
    int i, k, n = 0, writes = 0;
    if (!pl || !pl->nload)
        return BBMM_OK;
    for (k = 0; k < pl->n; k++) {
        bbmmi_resident *x;
        if (!pl->m[k].load)
            continue;
        x = pl->load[pl->m[k].load - 1].x;
        for (i = n; i > 0 && pc[i - 1].off > pl->m[k].off; i--) /* by offset */
            pc[i] = pc[i - 1];
        pc[i].src = bbmmi_mgr_host_view(x->array);
        pc[i].dst = bbmmi_mgr_dev_view(x);
        pc[i].off = pl->m[k].off;
        pc[i].bytes = pl->m[k].bytes;
        n++;
    }
    for (i = 0; i < n; i++) /* neighbours: no other part between them */
        pc[i].joins = i > 0 && (pc[i - 1].off + pc[i - 1].bytes + align - 1) / align * align == pc[i].off;
    st = bbmmi_transfer_fused(ctx, dev, pl->g->parent, pc, n, &writes);
    if (st == BBMM_OK) {
        d->stats.fused_loads += (uint64_t)n;
        d->stats.fused_writes += (uint64_t)writes;
    }
    for (k = 0; k < pl->nload && st != BBMM_OK; k++) {
        bbmmi_resident *x = pl->load[k].x;
        uint64_t vol = 0;
        bbmm_bb_volume(&x->box, &vol);
        d->stats.h2d[pl->load[k].p].bytes -= vol * x->array->elem - pl->load[k].in_bytes;
        d->stats.h2d[BBMM_PURPOSE_BOXIN].bytes -= pl->load[k].in_bytes;
        d->stats.h2d[pl->load[k].all_in ? BBMM_PURPOSE_BOXIN : pl->load[k].p].count--;
        s2 = bbmmi_mgr_list_add(&x->stale, &x->box);
        if (s2 != BBMM_OK)
            st = s2;
    }
    for (k = 0; k < pl->n; k++)
        pl->m[k].load = 0;
    pl->nload = 0;
    return st;
}

BBMM_API uint64_t bbmm_test_fused_held(bbmm_context *ctx, int dev, int drop)
{
    uint64_t held;
    if (!ctx || dev < 0 || dev >= bbmm_mgr(ctx)->ndev)
        return 0;
    bbmmi_lock(ctx);
    while (drop && bbmmi_mgr_pool_drop(&bbmm_mgr(ctx)->store[dev]))
        ;
    held = bbmm_mgr(ctx)->store[dev].fused_held;
    bbmmi_unlock(ctx);
    return held;
}

/* Release "x" and its memory without writing anything back. */
BBMM_API void bbmmi_mgr_destroy(bbmm_context *ctx, bbmmi_resident *x)
{
    bbmmi_resident **h = &bbmm_mgr(ctx)->hash[x->id % BBMMI_HASH_BUCKETS];
    bbmm_stats *s = &bbmm_mgr(ctx)->store[x->dev].stats;
    bbmmi_mgr_unlink(bbmmi_mgr_list_of(ctx, x), x);
    if (x->aprev)
        x->aprev->anext = x->anext;
    else
        x->array->residents = x->anext;
    if (x->anext)
        x->anext->aprev = x->aprev;
    while (*h != x)
        h = &(*h)->hnext;
    *h = x->hnext;
    bbmmi_mgr_pool_put(&bbmm_mgr(ctx)->store[x->dev], x->mem, x->bytes, x->group, x->goff);
    s->alloc_bytes -= x->bytes;
    s->frees++;
    bbmm_box_list_free(&x->dirty);
    bbmm_box_list_free(&x->stale);
    bbmm_box_list_free(&x->fresh);
    bbmm_box_list_free(&x->carried);
    free(x);
}

/* Write back the dirty parts of unused box "x" (as "p"), then free it. */
BBMM_API bbmm_status bbmmi_mgr_free(bbmm_context *ctx, bbmmi_resident *x, bbmm_purpose p)
{
    bbmm_status st = bbmmi_mgr_write_back(ctx, x, p);
    if (st != BBMM_OK)
        return st;
    bbmmi_mgr_destroy(ctx, x);
    return BBMM_OK;
}

/* Evict the least recently used unused box of device "dev" (box-out) and
 * remember its region, so reading it back later counts as box-in. */
BBMM_API bbmm_status bbmmi_mgr_evict_one(bbmm_context *ctx, int dev)
{
    bbmmi_resident *x = bbmm_mgr(ctx)->store[dev].unused.head;
    bbmm_box_list *ev = &x->array->evicted[dev];
    bbmm_box b = x->box;
    bbmm_status st = bbmmi_mgr_free(ctx, x, BBMM_PURPOSE_BOXOUT);
    if (st != BBMM_OK)
        return st;
    bbmm_mgr(ctx)->store[dev].stats.evictions++;
    return bbmmi_mgr_list_add(ev, &b);
}

BBMM_API bbmm_status bbmm_bb_evict_unused(bbmm_context *ctx, int dev)
{
    bbmm_status st = BBMM_OK;
    bbmmi_mgr_clock c;
    bbmmi_lock(ctx);
    c = bbmmi_mgr_begin(ctx);
    while (st == BBMM_OK && bbmm_mgr(ctx)->store[dev].unused.head)
        st = bbmmi_mgr_evict_one(ctx, dev);
    bbmmi_mgr_end(ctx, c, dev, st);
    bbmmi_unlock(ctx);
    return st;
}

/* Several ranks (ranks.h, included at the end of this file). */
struct bbmmi_rdir;
/* The places where the ranks agree (bbmmi_rank_agree_at): every rank must
 * reach the same ones, in the same order, with the same sizes. */
enum {
    BBMMI_AT_CREATE,      /* a context is made */
    BBMMI_AT_RUN_BEGIN,   /* a run of a nest starts */
    BBMMI_AT_RUN_END,     /* and ends */
    BBMMI_AT_UNREGISTER,  /* an array is unregistered (a region's or a data scope's end) */
    BBMMI_AT_SYNC,        /* bbmm_array_sync */
    BBMMI_AT_UPDATE_HOST, /* bbmm_update_host */
    BBMMI_AT_DESTROY      /* a context is destroyed (at exit, for the default one) */
};
BBMM_API bbmm_status bbmmi_ranks_gather(bbmm_context *ctx, bbmmi_array *a, int all, int at, bbmm_status st);
BBMM_API bbmm_status bbmmi_ranks_adopt(bbmm_context *ctx, bbmmi_array *a);
BBMM_API void bbmmi_ranks_forget(bbmm_context *ctx, bbmmi_array *a);
BBMM_API void bbmmi_ranks_shutdown(bbmm_context *ctx);
BBMM_API void bbmmi_rdir_free(struct bbmmi_rdir *d);
BBMM_API void bbmmi_rdir_clear(struct bbmmi_rdir *d);
int bbmmi_rank_gather_all(const bbmm_context *ctx);

/* ---- arrays --------------------------------------------------------- */

BBMM_API void bbmmi_mgr_array_destroy(bbmm_context *ctx, bbmmi_array *a);

/* ---- data scopes ------------------------------------------------------ */

BBMM_API bbmm_status bbmmi_array_forget(bbmm_context *ctx, bbmm_array ha);

/* BBMM_CHECK=scopes: lift the protection of every host array of "ctx",
 * at the entry of a runtime call that may touch them (lock not held). */
BBMM_API void bbmmi_scope_unguard(bbmm_context *ctx)
{
    uint32_t i;
    if (!bbmm_mgr(ctx)->check_scopes)
        return;
    bbmmi_lock(ctx);
    for (i = 0; i < bbmm_mgr(ctx)->narrays; i++)
        if (bbmm_mgr(ctx)->arrays[i])
            bbmmi_check_guard(bbmm_mgr(ctx)->arrays[i]->host, bbmm_mgr(ctx)->arrays[i]->bytes,
                              bbmm_mgr(ctx)->arrays[i]->elem, bbmm_mgr(ctx)->arrays[i]->name, 0);
    bbmmi_unlock(ctx);
}

/* Nonzero when a data scope of the calling thread keeps "a" and a device
 * holds values of it newer than the host (dirty, or left there by a lazy
 * flow-out); pinned arrays (bbmm_host_alloc) and several ranks are not
 * checked; another thread's arrays wait for that thread (lock held). */
BBMM_API int bbmmi_scope_stale(bbmm_context *ctx, const bbmmi_array *a)
{
    const bbmmi_resident *x;
    if (!a->keeper || a->pinned || bbmmi_nranks(ctx) > 1 || a->owner != bbmmi_thread_token())
        return 0;
    for (x = a->residents; x; x = x->anext)
        if (x->dirty.n)
            return 1;
    return a->lazy;
}

/* BBMM_CHECK=scopes: when a runtime call returns to the program, wait for
 * every enqueued command (its status), then protect the host pages of
 * the stale kept arrays of "ctx" and lift that of the others (lock not
 * held). */
BBMM_API bbmm_status bbmmi_scope_guard(bbmm_context *ctx)
{
    bbmm_status st = BBMM_OK;
    uint32_t i;
    bbmmi_enter(); /* the callers have left the gate: an exit may be destroying "ctx" */
    if (bbmm_mgr(ctx)->check_scopes) {
        st = bbmmi_drain(ctx);
        bbmmi_lock(ctx);
        for (i = 0; i < bbmm_mgr(ctx)->narrays; i++) {
            const bbmmi_array *a = bbmm_mgr(ctx)->arrays[i];
            if (a)
                bbmmi_check_guard(a->host, a->bytes, a->elem, a->name, bbmmi_scope_stale(ctx, a));
        }
        bbmmi_unlock(ctx);
    }
    bbmmi_leave();
    return st;
}

/* The innermost open scope of the calling thread, from "s" outwards, that
 * keeps the array whose first byte is "host"; NULL when none (lock held). */
BBMM_API bbmmi_scope *bbmmi_scope_keeping(bbmmi_scope *s, const void *self, const void *host)
{
    int i;
    for (; s; s = s->outer) {
        if (s->owner != self)
            continue;
        if (!s->nhosts)
            return s;
        for (i = 0; i < s->nhosts; i++)
            if (s->hosts[i] == host)
                return s;
    }
    return NULL;
}

/* Nonzero when a data scope keeps array "ha" (its write-outs wait for the
 * scope's end or bbmm_update_host()). */
BBMM_API int bbmmi_array_kept(bbmm_context *ctx, bbmm_array ha)
{
    int kept;
    bbmmi_lock(ctx);
    kept = ha.id && ha.id <= bbmm_mgr(ctx)->narrays && bbmm_mgr(ctx)->arrays[ha.id - 1] &&
           bbmm_mgr(ctx)->arrays[ha.id - 1]->keeper;
    bbmmi_unlock(ctx);
    return kept;
}

/* Nonzero when "a" holds bytes of [host, host + bytes). */
BBMM_API int bbmmi_array_holds(const bbmmi_array *a, const void *host, uint64_t bytes)
{
    const char *p = (const char *)host;
    return a->bytes && bytes && p < a->host + a->bytes && a->host < p + bytes;
}

/* A registration of "host" ("bytes" bytes, the shape of "elem", "ndim",
 * "extents") while the calling thread has a data scope (lock held): a kept
 * array of the same memory and shape into "*same" (its registrations
 * counted); else a kept array of this thread, unregistered by every region,
 * that overlaps the memory into "*other" (to forget first); NULL both when
 * neither. */
BBMM_API void bbmmi_scope_match(bbmm_context *ctx, const void *host, uint64_t bytes, size_t elem, int ndim,
                                const int64_t *extents, bbmmi_array **same, bbmmi_array **other)
{
    const void *self = bbmmi_thread_token();
    uint32_t i;
    int d;
    *same = *other = NULL;
    for (i = 0; i < bbmm_mgr(ctx)->narrays; i++) {
        bbmmi_array *b = bbmm_mgr(ctx)->arrays[i];
        if (!b || !b->keeper || b->owner != self || !bbmmi_array_holds(b, host, bytes))
            continue;
        for (d = 0; b->host == (const char *)host && b->elem == elem && b->ndim == ndim && d < ndim &&
                    b->extent[d] == extents[d];
             d++)
            ;
        if (b->host == (const char *)host && b->elem == elem && b->ndim == ndim && d == ndim) {
            *same = b;
            return;
        }
        if (!b->refs)
            *other = b;
    }
}

BBMM_API bbmm_status bbmm_data_begin(bbmm_context *ctx, int n, void *const *hosts)
{
    bbmmi_scope *s;
    if (!ctx || n < 0 || (n && !hosts))
        return ctx ? bbmmi_error(ctx, BBMM_ERR_INVALID, "bbmm_data_begin: %d arrays at %p", n, (const void *)hosts)
                   : BBMM_ERR_INVALID;
    s = (bbmmi_scope *)calloc(1, sizeof(*s));
    if (s && n && !(s->hosts = (void **)malloc((size_t)n * sizeof(void *)))) {
        free(s);
        s = NULL;
    }
    if (!s)
        return bbmmi_error(ctx, BBMM_ERR_NOMEM, "bbmm_data_begin: out of host memory");
    for (s->nhosts = 0; s->nhosts < n; s->nhosts++)
        s->hosts[s->nhosts] = hosts[s->nhosts];
    s->owner = bbmmi_thread_token();
    bbmmi_lock(ctx);
    s->outer = bbmm_mgr(ctx)->scopes;
    bbmm_mgr(ctx)->scopes = s;
    bbmmi_unlock(ctx);
    return BBMM_OK;
}

BBMM_API bbmm_status bbmm_data_end(bbmm_context *ctx)
{
    const void *self = bbmmi_thread_token();
    bbmmi_scope **at, *s;
    bbmm_status st = BBMM_OK, st2;
    uint32_t i, n = 0, *drop;
    if (!ctx)
        return BBMM_ERR_INVALID;
    bbmmi_lock(ctx);
    for (at = &bbmm_mgr(ctx)->scopes; *at && (*at)->owner != self; at = &(*at)->outer)
        ;
    if (!(s = *at)) {
        bbmmi_unlock(ctx);
        return bbmmi_error(ctx, BBMM_ERR_INVALID, "bbmm_data_end: no data scope is open on this thread");
    }
    drop = (uint32_t *)malloc((bbmm_mgr(ctx)->narrays + 1) * sizeof(*drop));
    if (!drop) { /* the scope stays open: nothing lost */
        bbmmi_unlock(ctx);
        return bbmmi_error(ctx, BBMM_ERR_NOMEM, "bbmm_data_end: out of host memory");
    }
    *at = s->outer;
    for (i = 0; i < bbmm_mgr(ctx)->narrays; i++) {
        bbmmi_array *a = bbmm_mgr(ctx)->arrays[i];
        if (!a || a->keeper != s)
            continue;
        a->keeper = bbmmi_scope_keeping(s->outer, self, a->host); /* an enclosing scope keeps it on */
        if (!a->keeper && !a->refs)
            drop[n++] = a->id; /* no region has it registered: write back and forget */
    }
    bbmmi_unlock(ctx);
    for (i = 0; i < n; i++) {
        bbmm_array h;
        h.id = drop[i];
        st2 = bbmmi_array_forget(ctx, h);
        if (st == BBMM_OK)
            st = st2;
    }
    free(drop);
    free(s->hosts);
    free(s);
    st2 = bbmmi_scope_guard(ctx);
    return st != BBMM_OK ? st : st2;
}

BBMM_API bbmm_status bbmm_data_leave(bbmm_context *ctx)
{
    const void *self = bbmmi_thread_token();
    const bbmmi_scope *s;
    bbmm_status st = BBMM_OK, st2;
    int n = 0;
    if (!ctx)
        return BBMM_ERR_INVALID;
    bbmmi_lock(ctx);
    for (s = bbmm_mgr(ctx)->scopes; s; s = s->outer)
        n += s->owner == self;
    bbmmi_unlock(ctx);
    for (; n > 0; n--) { /* innermost first; one that fails for memory stays open */
        st2 = bbmm_data_end(ctx);
        if (st == BBMM_OK)
            st = st2;
    }
    return st;
}

BBMM_API bbmm_status bbmm_array_register(bbmm_context *ctx, void *host, size_t elem_size, int ndim,
                                const int64_t *extents, const char *name, bbmm_array *out)
{
    bbmmi_array *a;
    uint64_t bytes = elem_size;
    bbmmi_mgr_clock c;
    int d;
    if (out)
        out->id = 0;
    if (!ctx || !out)
        return BBMM_ERR_INVALID;
    bbmmi_scope_unguard(ctx);
    for (d = 0; d < ndim && d < BBMM_MAX_DIMS && extents && extents[d] >= 0 &&
                !bbmm_mul_overflow_u64(bytes, (uint64_t)extents[d], &bytes);
         d++)
        ;
    while (host && ndim >= 1 && d == ndim) { /* a data scope may keep it */
        bbmmi_array *same, *other;
        bbmm_array h;
        bbmm_status st;
        bbmmi_lock(ctx);
        if (!bbmm_mgr(ctx)->scopes) { /* another thread may open one: read under the lock */
            bbmmi_unlock(ctx);
            break;
        }
        bbmmi_scope_match(ctx, host, bytes, elem_size, ndim, extents, &same, &other);
        if (same) {
            same->refs++;
            out->id = same->id;
        }
        h.id = other ? other->id : 0;
        if (other)
            other->keeper = NULL;
        bbmmi_unlock(ctx);
        if (same)
            return BBMM_OK;
        if (!other)
            break;
        if ((st = bbmmi_array_forget(ctx, h)) != BBMM_OK)
            return st;
    }
    bytes = elem_size;
    bbmmi_enter();
    bbmmi_lock(ctx);
    c = bbmmi_mgr_begin(ctx);
    if (!elem_size || ndim < 1 || ndim > BBMM_MAX_DIMS || !extents) {
        bbmmi_error(ctx, BBMM_ERR_INVALID,
                    "bbmm_array_register(%s): need an element size and 1..%d extents",
                    name ? name : "?", BBMM_MAX_DIMS);
        goto invalid;
    }
    for (d = 0; d < ndim; d++) {
        if (extents[d] < 0) {
            bbmmi_error(ctx, BBMM_ERR_INVALID, "bbmm_array_register(%s): extent %d is %lld",
                        name ? name : "?", d, (long long)extents[d]);
            goto invalid;
        }
        if (bbmm_mul_overflow_u64(bytes, (uint64_t)extents[d], &bytes) || bytes > SIZE_MAX ||
            bytes > (uint64_t)PTRDIFF_MAX) {
            bbmmi_error(ctx, BBMM_ERR_OVERFLOW, "bbmm_array_register(%s): size overflows", name ? name : "?");
            bbmmi_mgr_end(ctx, c, -1, BBMM_OK);
            bbmmi_unlock(ctx);
            bbmmi_leave();
            return BBMM_ERR_OVERFLOW;
        }
    }
    if (!host && bytes) {
        bbmmi_error(ctx, BBMM_ERR_INVALID, "bbmm_array_register(%s): NULL host pointer for %llu bytes",
                    name ? name : "?", (unsigned long long)bytes);
        goto invalid;
    }
    if (bbmm_mgr(ctx)->ndev < 1) { /* none started yet (BBMM_WORK_LATER), or every start failed */
        bbmmi_error(ctx, BBMM_ERR_NO_DEVICE, "bbmm_array_register(%s): the context has no device",
                    name ? name : "?");
        bbmmi_mgr_end(ctx, c, -1, BBMM_OK);
        bbmmi_unlock(ctx);
        bbmmi_leave();
        return BBMM_ERR_NO_DEVICE;
    }
    if (bbmm_mgr(ctx)->narrays == bbmm_mgr(ctx)->arrays_cap) {
        uint32_t cap = bbmm_mgr(ctx)->arrays_cap ? bbmm_mgr(ctx)->arrays_cap * 2 : 16;
        bbmmi_array **nv = (bbmmi_array **)realloc(bbmm_mgr(ctx)->arrays, cap * sizeof(*nv));
        if (!nv)
            goto nomem;
        bbmm_mgr(ctx)->arrays = nv;
        bbmm_mgr(ctx)->arrays_cap = cap;
    }
    a = (bbmmi_array *)calloc(1, sizeof(*a));
    if (!a)
        goto nomem;
    a->evicted = (bbmm_box_list *)calloc((size_t)bbmm_mgr(ctx)->ndev, sizeof(bbmm_box_list));
    if (!a->evicted) {
        free(a);
        goto nomem;
    }
    a->id = ++bbmm_mgr(ctx)->narrays;
    snprintf(a->name, sizeof(a->name), "%s", name ? name : "array");
    a->host = (char *)host;
    a->elem = elem_size;
    a->ndim = ndim;
    for (d = 0; d < ndim; d++)
        a->extent[d] = extents[d];
    a->bytes = bytes;
    a->pinned = bytes && bbmmi_host_pinned(ctx, host, (size_t)bytes);
    a->owner = bbmmi_thread_token();
    bbmm_mgr(ctx)->arrays[a->id - 1] = a;
    if (bbmmi_mgr_conflicts(ctx, a) != BBMM_OK) {
        bbmmi_mgr_array_destroy(ctx, a);
        bbmmi_mgr_end(ctx, c, -1, BBMM_OK);
        bbmmi_unlock(ctx);
        bbmmi_leave();
        return BBMM_ERR_OVERLAP;
    }
    if (bbmmi_ranks_adopt(ctx, a) != BBMM_OK) {
        bbmmi_mgr_array_destroy(ctx, a);
        bbmmi_mgr_end(ctx, c, -1, BBMM_OK);
        bbmmi_unlock(ctx);
        bbmmi_leave();
        return BBMM_ERR_NOMEM;
    }
    out->id = a->id;
    if ((a->keeper = bbmmi_scope_keeping(bbmm_mgr(ctx)->scopes, a->owner, host)) != NULL)
        a->refs = 1;
    bbmmi_mgr_end(ctx, c, -1, BBMM_OK);
    bbmmi_unlock(ctx);
    bbmmi_leave();
    return BBMM_OK;
nomem:
    bbmmi_error(ctx, BBMM_ERR_NOMEM, "bbmm_array_register(%s): out of host memory", name ? name : "?");
    bbmmi_mgr_end(ctx, c, -1, BBMM_OK);
    bbmmi_unlock(ctx);
    bbmmi_leave();
    return BBMM_ERR_NOMEM;
invalid:
    bbmmi_mgr_end(ctx, c, -1, BBMM_OK);
    bbmmi_unlock(ctx);
    bbmmi_leave();
    return BBMM_ERR_INVALID;
}

/* Add to "out" the parts of the boxes of "l" that lie in "b". */
BBMM_API bbmm_status bbmmi_mgr_clip_into(const bbmm_box_list *l, const bbmm_box *b, bbmm_box_list *out)
{
    bbmm_status st = BBMM_OK;
    bbmm_box k;
    size_t i;
    for (i = 0; i < l->n && st == BBMM_OK; i++)
        if (bbmm_bb_intersection(&l->v[i], b, &k))
            st = bbmmi_mgr_list_add(out, &k);
    return st;
}

/* Write back to the host the dirty data of resident "x" inside "keep"
 * (write-out); the rest stays dirty there. */
BBMM_API bbmm_status bbmmi_mgr_write_back_keep(bbmm_context *ctx, bbmmi_resident *x, const bbmm_box *keep)
{
    bbmm_box store[16];
    bbmm_box_list part;
    bbmm_status st;
    size_t i;
    bbmm_box_list_init(&part, store, 16);
    st = bbmmi_mgr_clip_into(&x->dirty, keep, &part);
    for (i = 0; i < part.n && st == BBMM_OK; i++)
        st = bbmmi_mgr_d2h(ctx, x, &part.v[i], BBMM_PURPOSE_WRITEOUT, 0);
    bbmm_box_list_free(&part);
    return st;
}

/* Write back all dirty data of "a" (lock held); of a scratch array, what
 * lies in its kept box only. */
BBMM_API bbmm_status bbmmi_mgr_sync(bbmm_context *ctx, bbmmi_array *a)
{
    bbmmi_resident *x;
    bbmm_status st = BBMM_OK;
    int scratch = bbmmi_mgr_scratch(ctx, a);
    for (x = a->residents; x && st == BBMM_OK; x = x->anext)
        st = scratch ? bbmmi_mgr_write_back_keep(ctx, x, &a->keep) : bbmmi_mgr_write_back(ctx, x, BBMM_PURPOSE_WRITEOUT);
    return st;
}

/* The start of a call that makes a host array current: wait for every
 * enqueued command (the first failure into "*ran"), take the lock and the
 * clock, and look up "ha" (NULL after recording an error). */
BBMM_API bbmmi_array *bbmmi_mgr_host_begin(bbmm_context *ctx, bbmm_array ha, bbmm_status *ran, bbmmi_mgr_clock *c)
{
    bbmmi_enter();
    bbmmi_scope_unguard(ctx);
    *ran = bbmmi_drain(ctx);
    bbmmi_lock(ctx);
    *c = bbmmi_mgr_begin(ctx);
    return bbmmi_mgr_array(ctx, ha);
}

/* Its end: charge the time, drop the lock; the call's status. */
BBMM_API bbmm_status bbmmi_mgr_host_end(bbmm_context *ctx, bbmmi_mgr_clock c, bbmm_status ran, bbmm_status st)
{
    bbmmi_mgr_end(ctx, c, -1, st);
    bbmmi_unlock(ctx);
    bbmmi_leave();
    return ran != BBMM_OK ? ran : st;
}

BBMM_API bbmm_status bbmm_array_sync(bbmm_context *ctx, bbmm_array ha)
{
    bbmmi_array *a;
    bbmm_status st, ran;
    bbmmi_mgr_clock c;
    if (!ctx)
        return BBMM_ERR_INVALID;
    a = bbmmi_mgr_host_begin(ctx, ha, &ran, &c);
    st = a ? bbmmi_mgr_sync(ctx, a) : BBMM_ERR_NOT_FOUND;
    st = bbmmi_ranks_gather(ctx, a, 1, BBMMI_AT_SYNC, st); /* every rank runs the host code after it */
    if (st == BBMM_OK && a->conflict[0])
        st = bbmmi_mgr_conflict_error(ctx, a);
    st = bbmmi_mgr_host_end(ctx, c, ran, st);
    ran = bbmmi_scope_guard(ctx);
    return st != BBMM_OK ? st : ran;
}

BBMM_API bbmm_status bbmm_array_scratch(bbmm_context *ctx, bbmm_array ha, const bbmm_box *keep)
{
    bbmmi_array *a;
    bbmm_box all;
    char b[256];
    bbmm_status st = BBMM_OK;
    if (!ctx)
        return BBMM_ERR_INVALID;
    bbmmi_lock(ctx);
    a = bbmmi_mgr_array(ctx, ha);
    if (!a) {
        st = BBMM_ERR_NOT_FOUND;
    } else {
        all = bbmmi_mgr_array_box(a);
        if (keep && !bbmm_bb_is_empty(keep) && (keep->ndim != a->ndim || !bbmm_bb_is_subset(keep, &all)))
            st = bbmmi_error(ctx, BBMM_ERR_INVALID, "bbmm_array_scratch(%s): kept box %s is not a box of the array",
                             a->name, bbmm_bb_format(keep, b, sizeof(b)));
    }
    if (st == BBMM_OK) {
        a->scratch = 1;
        a->keep = keep && !bbmm_bb_is_empty(keep) ? *keep : bbmm_bb_empty(a->ndim);
    }
    bbmmi_unlock(ctx);
    return st;
}

/* Free array "a" and its residents (no write-back). */
BBMM_API void bbmmi_mgr_array_destroy(bbmm_context *ctx, bbmmi_array *a)
{
    int d;
    if (bbmm_mgr(ctx)->check_scopes)
        bbmmi_check_guard(a->host, a->bytes, a->elem, a->name, 0);
    while (a->residents)
        bbmmi_mgr_destroy(ctx, a->residents);
    for (d = 0; d < bbmm_mgr(ctx)->ndev; d++)
        bbmm_box_list_free(&a->evicted[d]);
    bbmmi_rdir_free(a->rdir);
    bbmm_mgr(ctx)->arrays[a->id - 1] = NULL;
    free(a->evicted);
    free(a);
}

BBMM_API bbmm_status bbmm_array_unregister(bbmm_context *ctx, bbmm_array ha)
{
    bbmmi_array *a;
    bbmm_status st, ran;
    if (!ctx)
        return BBMM_ERR_INVALID;
    bbmmi_enter();
    bbmmi_lock(ctx);
    a = ha.id && ha.id <= bbmm_mgr(ctx)->narrays ? bbmm_mgr(ctx)->arrays[ha.id - 1] : NULL;
    if (a && a->keeper) { /* a data scope keeps it resident: no wait, no write-back */
        if (a->refs > 0)
            a->refs--;
        bbmmi_unlock(ctx);
        st = BBMM_OK;
    } else {
        bbmmi_unlock(ctx);
        st = bbmmi_array_forget(ctx, ha);
    }
    ran = bbmmi_scope_guard(ctx);
    bbmmi_leave();
    return st != BBMM_OK ? st : ran;
}

/* bbmm_array_unregister() of an array no scope keeps: wait, write back,
 * forget. */
BBMM_API bbmm_status bbmmi_array_forget(bbmm_context *ctx, bbmm_array ha)
{
    bbmmi_array *a;
    bbmmi_resident *x;
    bbmm_status st = BBMM_OK, ran;
    bbmmi_mgr_clock c;
    a = bbmmi_mgr_host_begin(ctx, ha, &ran, &c);
    if (!a)
        st = BBMM_ERR_NOT_FOUND;
    for (x = a ? a->residents : NULL; x && st == BBMM_OK; x = x->anext)
        if (x->uses)
            st = bbmmi_error(ctx, BBMM_ERR_BUSY, "array %s: a box on device %d is still in use",
                             a->name, x->dev);
    if (st == BBMM_OK)
        st = bbmmi_mgr_sync(ctx, a);
    st = bbmmi_ranks_gather(ctx, a, bbmmi_rank_gather_all(ctx), BBMMI_AT_UNREGISTER, st);
    if (st == BBMM_OK && a->conflict[0])
        st = bbmmi_mgr_conflict_error(ctx, a);
    if (st == BBMM_OK || st == BBMM_ERR_OVERLAP) {
        bbmmi_ranks_forget(ctx, a);
        bbmmi_mgr_array_destroy(ctx, a);
    }
    return bbmmi_mgr_host_end(ctx, c, ran, st);
}

/* bbmm_update_host() ("to_host") or bbmm_update_device() on the arrays of
 * the calling thread that hold byte "host". */
BBMM_API bbmm_status bbmmi_update(bbmm_context *ctx, const void *host, int to_host)
{
    const void *self = bbmmi_thread_token();
    bbmm_status st = BBMM_OK, ran;
    bbmmi_mgr_clock c;
    uint32_t i;
    int d;
    if (!ctx)
        return BBMM_ERR_INVALID;
    bbmmi_enter();
    bbmmi_scope_unguard(ctx);
    ran = bbmmi_drain(ctx);
    bbmmi_lock(ctx);
    c = bbmmi_mgr_begin(ctx);
    for (i = 0; i < bbmm_mgr(ctx)->narrays && st == BBMM_OK; i++) {
        bbmmi_array *a = bbmm_mgr(ctx)->arrays[i];
        bbmmi_resident *x;
        if (!a || a->owner != self || !bbmmi_array_holds(a, host, 1))
            continue;
        if (to_host) {
            st = bbmmi_ranks_gather(ctx, a, 1, BBMMI_AT_UPDATE_HOST, bbmmi_mgr_sync(ctx, a));
            continue;
        }
        for (x = a->residents; x && st == BBMM_OK; x = x->anext)
            if (x->uses)
                st = bbmmi_error(ctx, BBMM_ERR_BUSY, "update device(%s): a box on device %d is in use", a->name,
                                 x->dev);
        while (st == BBMM_OK && a->residents) /* the host's values win: every device copy goes */
            bbmmi_mgr_destroy(ctx, a->residents);
        if (st == BBMM_OK) /* every rank's: each rank's host copy is its newest */
            bbmmi_rdir_clear(a->rdir);
        for (d = 0; st == BBMM_OK && d < bbmm_mgr(ctx)->ndev; d++)
            bbmm_box_list_free(&a->evicted[d]);
    }
    bbmmi_mgr_end(ctx, c, -1, st);
    bbmmi_unlock(ctx);
    bbmmi_leave();
    st = ran != BBMM_OK ? ran : st;
    ran = bbmmi_scope_guard(ctx);
    return st != BBMM_OK ? st : ran;
}

BBMM_API bbmm_status bbmm_update_host(bbmm_context *ctx, const void *host)
{
    return bbmmi_update(ctx, host, 1);
}

BBMM_API bbmm_status bbmm_update_device(bbmm_context *ctx, const void *host)
{
    return bbmmi_update(ctx, host, 0);
}

BBMM_API bbmm_status bbmm_arrays_check_disjoint(bbmm_context *ctx)
{
    bbmm_status st = BBMM_OK;
    uint32_t i, j;
    const void *self = bbmmi_thread_token();
    if (!ctx)
        return BBMM_ERR_INVALID;
    bbmmi_enter();
    bbmmi_lock(ctx);
    for (i = 0; i < bbmm_mgr(ctx)->narrays && st == BBMM_OK; i++) {
        const bbmmi_array *a = bbmm_mgr(ctx)->arrays[i];
        if (!a || !(a->owner == self))
            continue;
        for (j = i + 1; j < bbmm_mgr(ctx)->narrays && st == BBMM_OK; j++) {
            const bbmmi_array *b = bbmm_mgr(ctx)->arrays[j];
            if (b && (b->owner == self) && bbmmi_mgr_overlap(a, b))
                st = bbmmi_error(ctx, BBMM_ERR_OVERLAP,
                                 "host arrays %s and %s overlap in memory; distinct array names must not alias",
                                 a->name, b->name);
        }
    }
    bbmmi_unlock(ctx);
    bbmmi_leave();
    return st;
}

/* The whole-array box of "a" into "*whole" (lock held); BBMM_ERR_NOT_FOUND
 * for a bad handle, BBMM_ERR_OVERLAP when "a" was written while another
 * thread had the same memory registered (threads share arrays only to read
 * them), each with a message. */
BBMM_API bbmm_status bbmmi_array_usable(bbmm_context *ctx, bbmm_array ha, bbmm_box *whole)
{
    bbmmi_array *a = bbmmi_mgr_array(ctx, ha);
    if (!a)
        return BBMM_ERR_NOT_FOUND;
    *whole = bbmmi_mgr_array_box(a);
    return a->conflict[0] ? bbmmi_mgr_conflict_error(ctx, a) : BBMM_OK;
}

BBMM_API bbmm_status bbmm_array_box(bbmm_context *ctx, bbmm_array ha, bbmm_box *out)
{
    bbmmi_array *a;
    if (out)
        memset(out, 0, sizeof(*out));
    if (!ctx || !out)
        return BBMM_ERR_INVALID;
    bbmmi_lock(ctx);
    a = bbmmi_mgr_array(ctx, ha);
    if (a)
        *out = bbmmi_mgr_array_box(a);
    bbmmi_unlock(ctx);
    return a ? BBMM_OK : BBMM_ERR_NOT_FOUND;
}

/* ---- the buffer manager --------------------------------------------- */

/* Check device index "dev" and that "box" is a non-empty box inside "a". */
BBMM_API bbmm_status bbmmi_mgr_check_box(bbmm_context *ctx, int dev, const bbmmi_array *a, const bbmm_box *box)
{
    bbmm_box whole = bbmmi_mgr_array_box(a);
    char b1[256], b2[256];
    if (dev < 0 || dev >= bbmm_mgr(ctx)->ndev)
        return bbmmi_error(ctx, BBMM_ERR_INVALID, "device %d does not exist (%d devices)", dev, bbmm_mgr(ctx)->ndev);
    if (!box || box->ndim != a->ndim || bbmm_bb_is_empty(box) || !bbmm_bb_is_subset(box, &whole))
        return bbmmi_error(ctx, BBMM_ERR_INVALID, "box %s is empty or not inside array %s %s",
                           box ? bbmm_bb_format(box, b1, sizeof(b1)) : "(null)", a->name,
                           bbmm_bb_format(&whole, b2, sizeof(b2)));
    return BBMM_OK;
}

/* Table II, bb_present: the smallest resident box on "dev" that holds
 * "box" (exact or subsumed), under BBMM_REUSE. */
BBMM_API bbmm_status bbmm_bb_present(bbmm_context *ctx, int dev, bbmm_array ha, const bbmm_box *box, int *found,
                            bbmm_placement *where)
{
    bbmmi_array *a;
    bbmmi_resident *x, *best = NULL;
    uint64_t best_bytes = UINT64_MAX;
    bbmm_status st;
    bbmmi_mgr_clock c;
    if (found)
        *found = 0;
    if (!ctx || !found)
        return BBMM_ERR_INVALID;
    bbmmi_lock(ctx);
    c = bbmmi_mgr_begin(ctx);
    a = bbmmi_mgr_array(ctx, ha);
    st = a ? bbmmi_mgr_check_box(ctx, dev, a, box) : BBMM_ERR_NOT_FOUND;
    for (x = st == BBMM_OK && bbmm_mgr(ctx)->reuse ? a->residents : NULL; x; x = x->anext)
        if (x->dev == dev && x->bytes < best_bytes && bbmm_bb_is_subset(box, &x->box)) {
            best = x;
            best_bytes = x->bytes;
        }
    if (best) {
        *found = 1;
        bbmmi_mgr_placement(best, where);
    }
    bbmmi_mgr_end(ctx, c, dev, st);
    bbmmi_unlock(ctx);
    return st;
}

/* Return nonzero when "bytes" more do not fit the budget of device "d"
 * (live boxes, pooled buffers and the rest of shared buffers count). */
BBMM_API int bbmmi_mgr_over(const bbmmi_store *d, uint64_t bytes)
{
    return d->stats.alloc_bytes + d->pool_bytes + d->fused_held + bytes > d->mem_limit;
}

/* A pooled buffer of the size of "x" (its shared buffer and offset into
 * x->group and x->goff), or NULL.  Under BBMM_OVERLAP one that no queued
 * command uses comes first, and a busy one only when a new buffer would
 * not fit the budget: the first copy into it, on the side queue, would
 * wait for its last user (floyd's row k+1 would wait for the kernel
 * reading row k from it; two buffers take turns instead). */
BBMM_API bbmm_buf bbmmi_mgr_pool_take_for(bbmm_context *ctx, bbmmi_store *d, bbmmi_resident *x)
{
    int i, busy = -1;
    if (!bbmm_setting_overlap(ctx))
        return bbmmi_mgr_pool_take(d, x->bytes, &x->group, &x->goff);
    for (i = d->npool - 1; i >= 0; i--) {
        if (d->pool_size[i] != x->bytes)
            continue;
        if (!bbmmi_buffer_busy(ctx, x->dev, d->pool[i]))
            break;
        if (busy < 0)
            busy = i;
    }
    if (i < 0 && (busy < 0 || !bbmmi_mgr_over(d, x->bytes)))
        return NULL;
    if (i < 0)
        i = busy;
    x->group = d->pool_group[i];
    x->goff = d->pool_off[i];
    return bbmmi_mgr_pool_remove(d, i);
}

/* Free room on device "dev" for "x": a pooled buffer of its size is taken
 * (into x->mem) when there is one; otherwise pooled buffers are released,
 * then unused boxes evicted in LRU order, until "x" fits. */
BBMM_API bbmm_status bbmmi_mgr_free_room(bbmm_context *ctx, bbmmi_resident *x)
{
    bbmmi_store *d = &bbmm_mgr(ctx)->store[x->dev];
    bbmm_status st;
    char b[256];
    for (;;) {
        if ((x->mem = bbmmi_mgr_pool_take_for(ctx, d, x)) != NULL || !bbmmi_mgr_over(d, x->bytes))
            return BBMM_OK;
        if (bbmmi_mgr_pool_drop(d))
            continue;
        if (!d->unused.head)
            return bbmmi_error(ctx, BBMM_ERR_DEVICE_NOMEM,
                               "box %s of array %s needs %llu bytes on device %d: %llu of %llu budget "
                               "bytes are held by boxes in use",
                               bbmm_bb_format(&x->box, b, sizeof(b)), x->array->name,
                               (unsigned long long)x->bytes, x->dev,
                               (unsigned long long)d->stats.alloc_bytes, (unsigned long long)d->mem_limit);
        if ((st = bbmmi_mgr_evict_one(ctx, x->dev)) != BBMM_OK)
            return st;
    }
}

/* Give "x" a buffer on its device within the budget (see bbmmi_mgr_free_room);
 * when the device itself runs out first, free more and retry. */
BBMM_API bbmm_status bbmmi_mgr_make_room(bbmm_context *ctx, bbmmi_resident *x)
{
    bbmmi_store *d = &bbmm_mgr(ctx)->store[x->dev];
    bbmm_status st;
    char b[256];
    if (x->bytes > d->mem_limit)
        return bbmmi_error(ctx, BBMM_ERR_DEVICE_NOMEM,
                           "box %s of array %s needs %llu bytes; device %d budget is %llu bytes",
                           bbmm_bb_format(&x->box, b, sizeof(b)), x->array->name,
                           (unsigned long long)x->bytes, x->dev, (unsigned long long)d->mem_limit);
    for (;;) {
        if ((st = bbmmi_mgr_free_room(ctx, x)) != BBMM_OK)
            return st;
        if (x->mem) {
            d->stats.pooled++;
            return BBMM_OK;
        }
        st = bbmmi_buffer_create(ctx, x->dev, x->bytes, &x->mem);
        if (st != BBMM_ERR_DEVICE_NOMEM || (!d->npool && !d->unused.head))
            return st;
        if (!bbmmi_mgr_pool_drop(d) && (st = bbmmi_mgr_evict_one(ctx, x->dev)) != BBMM_OK)
            return st;
    }
}

/* Table II, bb_alloc: a new resident box, all stale, in the unused list;
 * room comes from the pool, then from LRU eviction (bbmmi_mgr_make_room). */
BBMM_API bbmm_status bbmm_bb_alloc(bbmm_context *ctx, int dev, bbmm_array ha, const bbmm_box *box, unsigned flags,
                          bbmm_placement *where)
{
    bbmmi_array *a;
    bbmmi_resident *x = NULL;
    bbmm_status st;
    uint64_t vol = 0;
    bbmmi_mgr_clock c;
    if (!ctx)
        return BBMM_ERR_INVALID;
    bbmmi_lock(ctx);
    c = bbmmi_mgr_begin(ctx);
    a = bbmmi_mgr_array(ctx, ha);
    st = a ? bbmmi_mgr_check_box(ctx, dev, a, box) : BBMM_ERR_NOT_FOUND;
    if (st == BBMM_OK && (bbmm_bb_volume(box, &vol) || bbmm_mul_overflow_u64(vol, a->elem, &vol)))
        st = bbmmi_error(ctx, BBMM_ERR_OVERFLOW, "box size of array %s overflows", a->name);
    if (st == BBMM_OK && !(x = (bbmmi_resident *)calloc(1, sizeof(*x))))
        st = bbmmi_error(ctx, BBMM_ERR_NOMEM, "bbmm_bb_alloc: out of host memory");
    if (st == BBMM_OK) {
        const bbmmi_resident *y;
        x->array = a;
        x->dev = dev;
        x->box = *box;
        x->bytes = vol;
        x->flags = flags;
        st = bbmmi_mgr_list_add(&x->stale, box);
        bbmm_manager *m = bbmm_mgr(ctx);
        int r, over;
        for (y = a->residents; y && !(y->dev == dev && bbmm_bb_overlaps(&y->box, box)); y = y->anext)
            ;
        over = y != NULL; /* a box over part of one here, or of one here lately (freed at the end of its
                             serial iteration, say) */
        for (r = 0; r < BBMMI_RECENT && !over; r++)
            over = m->recent[r].array == (uint64_t)a->id && m->recent[r].dev == dev &&
                   bbmm_bb_overlaps(&m->recent[r].box, box);
        m->overlapping += (uint64_t)over;
        m->recent[m->nrecent].array = (uint64_t)a->id;
        m->recent[m->nrecent].dev = dev;
        m->recent[m->nrecent].box = *box;
        m->nrecent = (m->nrecent + 1) % BBMMI_RECENT;
    }
    if (st == BBMM_OK && !bbmmi_fuse_take(ctx, x))
        st = bbmmi_mgr_make_room(ctx, x);
    if (st != BBMM_OK) {
        if (x)
            bbmm_box_list_free(&x->stale);
        free(x);
        bbmmi_mgr_end(ctx, c, dev, st);
        bbmmi_unlock(ctx);
        return st;
    }
    x->id = ++bbmm_mgr(ctx)->next_resident;
    x->hnext = bbmm_mgr(ctx)->hash[x->id % BBMMI_HASH_BUCKETS];
    bbmm_mgr(ctx)->hash[x->id % BBMMI_HASH_BUCKETS] = x;
    x->anext = a->residents;
    if (a->residents)
        a->residents->aprev = x;
    a->residents = x;
    bbmmi_mgr_append(&bbmm_mgr(ctx)->store[dev].unused, x);
    bbmm_mgr(ctx)->store[dev].stats.alloc_bytes += x->bytes;
    bbmm_mgr(ctx)->store[dev].stats.allocations++;
    if (bbmm_mgr(ctx)->store[dev].stats.alloc_bytes > bbmm_mgr(ctx)->store[dev].stats.alloc_peak)
        bbmm_mgr(ctx)->store[dev].stats.alloc_peak = bbmm_mgr(ctx)->store[dev].stats.alloc_bytes;
    bbmmi_mgr_placement(x, where);
    bbmmi_mgr_end(ctx, c, dev, BBMM_OK);
    bbmmi_unlock(ctx);
    return BBMM_OK;
}

/* Allocation fusion for a tile about to be placed on device "dev" (its
 * allocation boxes: boxes[i] of array arrays[i], flags[i] as bb_alloc
 * will get them): the boxes bb_alloc will be asked for as they are (no box
 * of their array on the device holds them, no other of the tile's boxes
 * of that array overlaps them), each of at most BBMMI_FUSE_BOX bytes and
 * iteration-local as most of them are or not (boxes that live alike), get
 * parts of one new shared buffer, when at least two do and the device's
 * budget stays less than half used.  bbmm_bb_alloc gives the parts to their
 * boxes; bbmmi_fuse_end moves their read-ins and ends the placement.  Off
 * with BBMM_FUSE=off and while another thread places a tile on "dev".
 * Only a failure other than the device running out of memory is an
 * error. */
BBMM_API bbmm_status bbmmi_fuse_begin(bbmm_context *ctx, int dev, int n, const bbmm_array *arrays,
                                      const bbmm_box *boxes, const unsigned *flags)
{
    bbmmi_store *d;
    bbmmi_fplan *pl = NULL;
    uint64_t align, at = 0, vol, sizes[BBMMI_FUSE_N], offs[BBMMI_FUSE_N], bytes[BBMMI_FUSE_N];
    bbmm_buf parent = NULL, subs[BBMMI_FUSE_N];
    bbmmi_fgroup *same = NULL;
    bbmm_status st = BBMM_OK;
    int i, j, c = 0, m = 0, best = 0, common = 0, count, pick[BBMMI_FUSE_N], cand[BBMMI_FUSE_N];
    bbmmi_mgr_clock clk;
    if (!ctx || dev < 0 || dev >= bbmm_mgr(ctx)->ndev || n < 2 || !bbmm_setting_fuse(ctx))
        return BBMM_OK;
    bbmmi_lock(ctx);
    clk = bbmmi_mgr_begin(ctx);
    d = &bbmm_mgr(ctx)->store[dev];
    align = bbmmi_sub_align(ctx);
    if (d->fplan || !align || !(pl = (bbmmi_fplan *)calloc(1, sizeof(*pl))))
        goto out;
    for (i = 0; i < n; i++) {
        for (count = 0, j = 0; j < n; j++)
            count += !((flags[j] ^ flags[i]) & BBMM_BOX_ITER_LOCAL);
        if (count > best) {
            best = count;
            common = i;
        }
    }
    /* the candidates: boxes bb_alloc will be asked for as they are */
    for (i = 0; i < n && c < BBMMI_FUSE_N; i++) {
        bbmmi_array *a = bbmmi_mgr_array(ctx, arrays[i]);
        const bbmmi_resident *y = NULL;
        if (!a || ((flags[i] ^ flags[common]) & BBMM_BOX_ITER_LOCAL) || bbmm_bb_volume(&boxes[i], &vol) != BBMM_OK ||
            !vol || vol > BBMMI_FUSE_BOX / a->elem || bbmm_bb_is_invalid(&boxes[i]) || boxes[i].ndim != a->ndim)
            continue;
        for (y = bbmm_mgr(ctx)->reuse ? a->residents : NULL; y; y = y->anext)
            if (y->dev == dev && bbmm_bb_is_subset(&boxes[i], &y->box))
                break;
        for (j = 0; !y && j < n; j++)
            if (j != i && arrays[j].id == arrays[i].id && bbmm_bb_overlaps(&boxes[j], &boxes[i]))
                break;
        if (y || j < n)
            continue;
        cand[c] = i;
        bytes[c] = vol * a->elem;
        c++;
    }
    /* Parts of one shared buffer in the pool, one of each candidate's size
     * (the boxes of an earlier tile like this one, freed): they serve again,
     * neighbours still, and nothing is allocated. */
    for (i = 0; i < c; i++) {
        pick[i] = -1;
        for (j = d->npool - 1; j >= 0 && pick[i] < 0; j--) {
            int k, used = 0;
            for (k = 0; k < i; k++)
                used |= pick[k] == j;
            if (!used && d->pool_size[j] == bytes[i] && d->pool_group[j] && (!same || d->pool_group[j] == same))
                pick[i] = j;
        }
        if (pick[i] < 0)
            break;
        same = d->pool_group[pick[i]];
    }
    if (c >= 2 && i == c) {
        for (i = 0; i < c; i++) {
            pl->m[i].array = bbmmi_mgr_array(ctx, arrays[cand[i]])->id;
            pl->m[i].box = boxes[cand[i]];
            pl->m[i].off = d->pool_off[pick[i]];
            pl->m[i].bytes = bytes[i];
            pl->m[i].sub = d->pool[pick[i]];
        }
        for (i = 0; i < c; i++) { /* out of the pool, highest entry first */
            int top = 0;
            for (j = 1; j < c; j++)
                if (pick[j] > pick[top])
                    top = j;
            bbmmi_mgr_pool_remove(d, pick[top]);
            bbmmi_fg_change(d, same, -(int64_t)bytes[top], 0); /* not counted until a box takes it */
            pick[top] = -1;
        }
        pl->g = same;
        pl->n = c;
        goto made;
    }
    /* Otherwise a new shared buffer for the candidates the pool has no
     * buffer of the size for (a pooled buffer costs no allocation). */
    for (i = 0; i < c && m < BBMMI_FUSE_N; i++) {
        if (bbmmi_mgr_pool_find(d, bytes[i]) >= 0)
            continue;
        if (at + bytes[i] > BBMMI_FUSE_SPAN)
            break;
        pl->m[m].array = bbmmi_mgr_array(ctx, arrays[cand[i]])->id;
        pl->m[m].box = boxes[cand[i]];
        pl->m[m].off = offs[m] = at;
        pl->m[m].bytes = sizes[m] = bytes[i];
        m++;
        at = (at + bytes[i] + align - 1) / align * align;
    }
    if (m < 2 || (d->stats.alloc_bytes + d->pool_bytes + d->fused_held + at) > d->mem_limit / 2)
        goto out;
    st = bbmmi_buffer_group(ctx, dev, at, m, offs, sizes, &parent, subs);
    if (st == BBMM_ERR_DEVICE_NOMEM) { /* then without fusion */
        bbmmi_error_forget();
        st = BBMM_OK;
    }
    if (st != BBMM_OK || !parent)
        goto out;
    if (!(pl->g = (bbmmi_fgroup *)calloc(1, sizeof(*pl->g)))) {
        for (i = 0; i < m; i++)
            bbmmi_buffer_release(subs[i]);
        bbmmi_buffer_release(parent);
        goto out;
    }
    pl->g->parent = parent;
    pl->g->bytes = at;
    pl->g->members = m;
    d->fused_held += at;
    for (i = 0; i < m; i++)
        pl->m[i].sub = subs[i];
    pl->n = m;
    d->stats.fused_buffers++;
made:
    pl->owner = bbmmi_thread_token();
    d->fplan = pl;
    pl = NULL;
out:
    free(pl);
    bbmmi_mgr_end(ctx, clk, dev, st);
    bbmmi_unlock(ctx);
    return st;
}

/* End the fused placement of the calling thread on device "dev": its
 * deferred read-ins move (bbmmi_fuse_flush), and the parts no box took
 * are released.  Returns the flush's status. */
BBMM_API bbmm_status bbmmi_fuse_end(bbmm_context *ctx, int dev)
{
    bbmmi_fplan *pl;
    bbmm_status st;
    bbmmi_mgr_clock c;
    int k;
    if (!ctx || dev < 0 || dev >= bbmm_mgr(ctx)->ndev)
        return BBMM_OK;
    bbmmi_lock(ctx);
    if (!(pl = bbmmi_fuse_mine(ctx, dev))) {
        bbmmi_unlock(ctx);
        return BBMM_OK;
    }
    c = bbmmi_mgr_begin(ctx);
    st = bbmmi_fuse_flush(ctx, dev);
    for (k = 0; k < pl->n; k++) {
        bbmmi_store *d = &bbmm_mgr(ctx)->store[dev];
        if (pl->m[k].taken) {
            d->stats.fused_boxes++;
        } else { /* counted by the pool again */
            bbmmi_fg_change(d, pl->g, (int64_t)pl->m[k].bytes, 0);
            bbmmi_mgr_pool_put(d, pl->m[k].sub, pl->m[k].bytes, pl->g, pl->m[k].off);
        }
    }
    bbmm_mgr(ctx)->store[dev].fplan = NULL;
    free(pl);
    bbmmi_mgr_end(ctx, c, dev, st);
    bbmmi_unlock(ctx);
    return st;
}

/* Look up resident "r" under the lock and run "op" on it, timing the work
 * as manager time of its device. */
BBMM_API bbmm_status bbmmi_mgr_with_resident(bbmm_context *ctx, bbmm_resident r,
                                     bbmm_status (*op)(bbmm_context *, bbmmi_resident *, const void *),
                                     const void *arg)
{
    bbmmi_resident *x;
    bbmm_status st;
    bbmmi_mgr_clock c;
    int dev = -1;
    if (!ctx)
        return BBMM_ERR_INVALID;
    bbmmi_lock(ctx);
    c = bbmmi_mgr_begin(ctx);
    x = bbmmi_mgr_resident(ctx, r);
    if (x)
        dev = x->dev;
    st = x ? op(ctx, x, arg) : BBMM_ERR_NOT_FOUND;
    bbmmi_mgr_end(ctx, c, dev, st);
    bbmmi_unlock(ctx);
    return st;
}

BBMM_API bbmm_status bbmmi_mgr_op_readin(bbmm_context *ctx, bbmmi_resident *x, const void *arg)
{
    (void)arg;
    return bbmmi_mgr_refresh(ctx, x);
}

/* Table II, bb_readin (Algorithm 3): intra-device copies from valid
 * overlapping boxes first, the rest from the host. */
BBMM_API bbmm_status bbmm_bb_readin(bbmm_context *ctx, bbmm_resident r)
{
    return bbmmi_mgr_with_resident(ctx, r, bbmmi_mgr_op_readin, NULL);
}

BBMM_API bbmm_status bbmmi_mgr_op_acquire(bbmm_context *ctx, bbmmi_resident *x, const void *arg)
{
    bbmm_status st;
    (void)arg;
    if (x->uses == 0) {
        bbmmi_mgr_unlink(&bbmm_mgr(ctx)->store[x->dev].unused, x);
        bbmmi_mgr_append(&bbmm_mgr(ctx)->store[x->dev].in_use, x);
    }
    x->uses++;
    st = bbmmi_mgr_refresh(ctx, x);
    if (st != BBMM_OK && --x->uses == 0) {
        bbmmi_mgr_unlink(&bbmm_mgr(ctx)->store[x->dev].in_use, x);
        bbmmi_mgr_append(&bbmm_mgr(ctx)->store[x->dev].unused, x);
    }
    return st;
}

BBMM_API bbmm_status bbmm_bb_acquire(bbmm_context *ctx, bbmm_resident r)
{
    return bbmmi_mgr_with_resident(ctx, r, bbmmi_mgr_op_acquire, NULL);
}

/* Arguments of bbmmi_mgr_op_acquire_for. */
typedef struct bbmmi_mgr_need_arg {
    const bbmm_box *need;
    size_t n;
} bbmmi_mgr_need_arg;

/* Move the dirty marks of "y" (also those of the current phase, and the
 * phase's pending writes by "y") to "x", which holds the same values. */
BBMM_API bbmm_status bbmmi_mgr_take_marks(bbmm_context *ctx, bbmmi_resident *x, bbmmi_resident *y)
{
    bbmm_status st = BBMM_OK;
    size_t i;
    for (i = 0; i < y->dirty.n && st == BBMM_OK; i++)
        st = bbmmi_mgr_list_add(&x->dirty, &y->dirty.v[i]);
    for (i = 0; i < y->fresh.n && st == BBMM_OK; i++)
        st = bbmmi_mgr_list_add(&x->fresh, &y->fresh.v[i]);
    for (i = 0; i < y->carried.n && st == BBMM_OK; i++)
        st = bbmmi_mgr_list_add(&x->carried, &y->carried.v[i]);
    for (i = 0; i < bbmm_mgr(ctx)->npending; i++)
        if (bbmm_mgr(ctx)->pending[i].writer == y->id)
            bbmm_mgr(ctx)->pending[i].writer = x->id;
    return st;
}

/* Copy into "x" every element of "y" (whose box lies inside "x") that is
 * stale in "x" or dirty in "y", from "y" only: inside a phase "x" may still
 * hold a value from before the phase that "y" overwrote. */
BBMM_API bbmm_status bbmmi_mgr_copy_from(bbmm_context *ctx, bbmmi_resident *x, bbmmi_resident *y)
{
    bbmm_box store[16];
    bbmm_box_list p;
    bbmm_status st;
    size_t i;
    bbmm_box_list_init(&p, store, 16);
    st = bbmmi_mgr_clip_into(&x->stale, &y->box, &p);
    for (i = 0; i < y->dirty.n && st == BBMM_OK; i++)
        st = bbmmi_mgr_list_add(&p, &y->dirty.v[i]);
    if (st == BBMM_OK)
        st = bbmmi_mgr_list_remove(&x->stale, &y->box);
    if (st == BBMM_OK)
        st = bbmmi_mgr_fill_from_peer(ctx, x, y, &p, BBMM_PURPOSE_READIN);
    for (i = 0; i < p.n && st == BBMM_OK; i++)
        st = bbmmi_mgr_list_add(&x->stale, &p.v[i]);
    bbmm_box_list_free(&p);
    return st;
}

/* Absorb into "x" every unused box of its array and device inside it
 * (unless that would make data that stays iteration-local): copy its valid
 * data, take its dirty marks, free it. */
BBMM_API bbmm_status bbmmi_mgr_absorb(bbmm_context *ctx, bbmmi_resident *x)
{
    bbmmi_resident *y, *next;
    bbmm_status st = BBMM_OK;
    for (y = x->array->residents; y && st == BBMM_OK; y = next) {
        next = y->anext;
        if (y == x || y->dev != x->dev || y->uses || !bbmm_bb_is_subset(&y->box, &x->box) ||
            ((x->flags & BBMM_BOX_ITER_LOCAL) && !(y->flags & BBMM_BOX_ITER_LOCAL)))
            continue;
        st = bbmmi_mgr_copy_from(ctx, x, y);
        if (st == BBMM_OK)
            st = bbmmi_mgr_take_marks(ctx, x, y);
        if (st == BBMM_OK) {
            x->flags |= y->flags & (BBMM_BOX_READ | BBMM_BOX_WRITE);
            bbmmi_mgr_destroy(ctx, y);
        }
    }
    return st;
}

BBMM_API bbmm_status bbmmi_mgr_op_acquire_for(bbmm_context *ctx, bbmmi_resident *x, const void *arg)
{
    const bbmmi_mgr_need_arg *na = (const bbmmi_mgr_need_arg *)arg;
    bbmm_status st;
    if (x->uses == 0) {
        bbmmi_mgr_unlink(&bbmm_mgr(ctx)->store[x->dev].unused, x);
        bbmmi_mgr_append(&bbmm_mgr(ctx)->store[x->dev].in_use, x);
    }
    x->uses++;
    st = bbmm_mgr(ctx)->reuse ? bbmmi_mgr_absorb(ctx, x) : BBMM_OK;
    if (st == BBMM_OK)
        st = bbmmi_mgr_refresh_need(ctx, x, na->need, na->n, BBMM_PURPOSE_READIN);
    if (st != BBMM_OK && --x->uses == 0) {
        bbmmi_mgr_unlink(&bbmm_mgr(ctx)->store[x->dev].in_use, x);
        bbmmi_mgr_append(&bbmm_mgr(ctx)->store[x->dev].unused, x);
    }
    return st;
}

BBMM_API bbmm_status bbmm_bb_acquire_for(bbmm_context *ctx, bbmm_resident r, const bbmm_box *need, size_t nneed)
{
    bbmmi_mgr_need_arg na;
    if (!need && nneed)
        return BBMM_ERR_INVALID;
    na.need = need;
    na.n = nneed;
    return bbmmi_mgr_with_resident(ctx, r, bbmmi_mgr_op_acquire_for, &na);
}

/* Inside a phase: bring "iy" of "y" up to date from "src", which just wrote
 * it and copied it to the host: by an intra-device copy from "src" on the
 * same device (never from another box there: it may still hold the value
 * from before the phase, not yet marked stale), else from the host. */
BBMM_API bbmm_status bbmmi_mgr_flow_into(bbmm_context *ctx, bbmmi_resident *y, bbmmi_resident *src, const bbmm_box *iy)
{
    bbmm_status st = y->dev == src->dev ? bbmmi_mgr_d2d(ctx, y, src, iy, BBMM_PURPOSE_FLOWIN)
                                        : bbmmi_mgr_load_from_host(ctx, y, iy, BBMM_PURPOSE_FLOWIN, 0);
    return st != BBMM_OK ? st : bbmmi_mgr_list_remove(&y->stale, iy);
}

BBMM_API bbmm_status bbmmi_mgr_op_flowin(bbmm_context *ctx, bbmmi_resident *src, const void *arg)
{
    const bbmm_box *region = (const bbmm_box *)arg;
    bbmmi_resident *y;
    bbmm_status st = BBMM_OK;
    bbmm_box iy;
    if (!region)
        return BBMM_OK;
    for (y = src->array->residents; y && st == BBMM_OK; y = y->anext) {
        if (y == src || !bbmm_bb_intersection(&y->box, region, &iy))
            continue;
        if (bbmm_mgr(ctx)->phase)
            st = bbmmi_mgr_flow_into(ctx, y, src, &iy);
        else if (y->stale.n)
            st = bbmmi_mgr_refresh_need(ctx, y, &iy, 1, BBMM_PURPOSE_FLOWIN);
    }
    if (st == BBMM_OK && bbmm_mgr(ctx)->phase)
        st = bbmmi_mgr_pending(ctx, src->array, 0, -1, region);
    return st;
}

/* Table III, flowin: after a flowout of "region" by "src", update every
 * other resident box that holds part of it. */
BBMM_API bbmm_status bbmm_bb_flowin(bbmm_context *ctx, bbmm_resident src, const bbmm_box *region)
{
    return bbmmi_mgr_with_resident(ctx, src, bbmmi_mgr_op_flowin, region);
}

BBMM_API bbmm_status bbmmi_mgr_op_flowin_local(bbmm_context *ctx, bbmmi_resident *src, const void *arg)
{
    const bbmm_box *region = (const bbmm_box *)arg;
    bbmmi_resident *y;
    bbmm_status st = BBMM_OK;
    bbmm_box iy;
    for (y = src->array->residents; y && st == BBMM_OK && region; y = y->anext) {
        if (y == src || y->dev != src->dev || !bbmm_bb_intersection(&y->box, region, &iy))
            continue;
        if (bbmm_mgr(ctx)->phase)
            st = bbmmi_mgr_flow_into(ctx, y, src, &iy);
        else if (y->stale.n)
            st = bbmmi_mgr_refresh_need(ctx, y, &iy, 1, BBMM_PURPOSE_FLOWIN);
    }
    return st;
}

BBMM_API bbmm_status bbmm_bb_flowin_local(bbmm_context *ctx, bbmm_resident src, const bbmm_box *region)
{
    return bbmmi_mgr_with_resident(ctx, src, bbmmi_mgr_op_flowin_local, region);
}

/* Copy "iy" from the host into "y", less what "y" wrote in this phase
 * (its own newer values), and forget it as stale. */
BBMM_API bbmm_status bbmmi_mgr_flow_from_host(bbmm_context *ctx, bbmmi_resident *y, const bbmm_box *iy)
{
    bbmm_box store[16];
    bbmm_box_list parts;
    bbmm_status st;
    size_t i;
    bbmm_box_list_init(&parts, store, 16);
    st = bbmm_bb_subtract_list(iy, y->fresh.v, y->fresh.n, &parts);
    for (i = 0; i < parts.n && st == BBMM_OK; i++)
        st = bbmmi_mgr_load_from_host(ctx, y, &parts.v[i], BBMM_PURPOSE_FLOWIN, 0);
    for (i = 0; i < parts.n && st == BBMM_OK; i++)
        st = bbmmi_mgr_list_remove(&y->stale, &parts.v[i]);
    bbmm_box_list_free(&parts);
    return st;
}

BBMM_API bbmm_status bbmm_bb_flowin_remote(bbmm_context *ctx, bbmm_array ha, const bbmm_box *region, int src_dev)
{
    bbmmi_array *a;
    bbmmi_resident *y;
    bbmm_status st = BBMM_OK;
    bbmm_box iy;
    bbmmi_mgr_clock c;
    if (!ctx || !region)
        return BBMM_ERR_INVALID;
    bbmmi_lock(ctx);
    c = bbmmi_mgr_begin(ctx);
    a = bbmmi_mgr_array(ctx, ha);
    if (!a)
        st = BBMM_ERR_NOT_FOUND;
    for (y = a ? a->residents : NULL; y && st == BBMM_OK; y = y->anext) {
        if (y->dev == src_dev || !bbmm_bb_intersection(&y->box, region, &iy))
            continue;
        if (bbmm_mgr(ctx)->phase)
            st = bbmmi_mgr_flow_from_host(ctx, y, &iy);
        else if (y->stale.n)
            st = bbmmi_mgr_refresh_need(ctx, y, &iy, 1, BBMM_PURPOSE_FLOWIN);
    }
    if (st == BBMM_OK && bbmm_mgr(ctx)->phase)
        st = bbmmi_mgr_pending(ctx, a, 0, -1, region);
    bbmmi_mgr_end(ctx, c, -1, st);
    bbmmi_unlock(ctx);
    return st;
}

/* The flow-in of a lazy flow-out (bbmm_bb_flowout): inside a phase,
 * record that "region" of "ha" reached the copies on "src_dev" only
 * (bbmm_bb_flowin_local), so that at the end of the phase the copies of
 * other devices become stale there and are refreshed from the newest copy
 * when next read. */
BBMM_API bbmm_status bbmm_bb_flowin_mark_local(bbmm_context *ctx, bbmm_array ha, const bbmm_box *region, int src_dev)
{
    bbmmi_array *a;
    bbmm_status st = BBMM_OK;
    if (!ctx || !region)
        return BBMM_ERR_INVALID;
    bbmmi_lock(ctx);
    a = bbmmi_mgr_array(ctx, ha);
    if (!a)
        st = BBMM_ERR_NOT_FOUND;
    else if (bbmm_mgr(ctx)->phase)
        st = bbmmi_mgr_pending(ctx, a, 0, src_dev, region);
    bbmmi_unlock(ctx);
    return st;
}

BBMM_API bbmm_status bbmmi_mgr_op_mark(bbmm_context *ctx, bbmmi_resident *x, const void *arg)
{
    return bbmmi_mgr_mark_written(ctx, x, (const bbmm_box *)arg);
}

BBMM_API bbmm_status bbmm_bb_mark_written(bbmm_context *ctx, bbmm_resident r, const bbmm_box *written)
{
    return bbmmi_mgr_with_resident(ctx, r, bbmmi_mgr_op_mark, written);
}

BBMM_API bbmm_status bbmmi_mgr_op_release(bbmm_context *ctx, bbmmi_resident *x, const void *arg)
{
    bbmm_status st;
    if (x->uses == 0)
        return bbmmi_error(ctx, BBMM_ERR_INVALID, "resident box %llu released more often than acquired",
                           (unsigned long long)x->id);
    st = bbmmi_mgr_mark_written(ctx, x, (const bbmm_box *)arg);
    if (st != BBMM_OK)
        return st;
    if (--x->uses)
        return BBMM_OK;
    bbmmi_mgr_unlink(&bbmm_mgr(ctx)->store[x->dev].in_use, x);
    bbmmi_mgr_append(&bbmm_mgr(ctx)->store[x->dev].unused, x);
    return bbmm_mgr(ctx)->reuse ? BBMM_OK : bbmmi_mgr_free(ctx, x, BBMM_PURPOSE_BOXOUT);
}

BBMM_API bbmm_status bbmm_bb_release(bbmm_context *ctx, bbmm_resident r, const bbmm_box *written)
{
    return bbmmi_mgr_with_resident(ctx, r, bbmmi_mgr_op_release, written);
}

/* Arguments of bbmmi_mgr_op_to_host. */
typedef struct bbmmi_mgr_region_arg {
    const bbmm_box *region;
    bbmm_purpose purpose;
    void *buf;
} bbmmi_mgr_region_arg;

BBMM_API bbmm_status bbmmi_mgr_op_to_host(bbmm_context *ctx, bbmmi_resident *x, const void *arg)
{
    const bbmmi_mgr_region_arg *ra = (const bbmmi_mgr_region_arg *)arg;
    bbmm_box store[16], in;
    bbmm_box_list valid;
    bbmm_status st;
    size_t i;
    if (!ra->region || !bbmm_bb_intersection(&x->box, ra->region, &in))
        return BBMM_OK;
    /* a scratch array's write-out: its kept box only, the rest stays dirty
     * here (the newest copy, for whoever reads it later in the region) */
    if (ra->purpose == BBMM_PURPOSE_WRITEOUT && bbmmi_mgr_scratch(ctx, x->array) &&
        !bbmm_bb_intersection(&in, &x->array->keep, &in))
        return BBMM_OK;
    bbmm_box_list_init(&valid, store, 16);
    st = bbmm_bb_subtract_list(&in, x->stale.v, x->stale.n, &valid);
    bbmmi_fuse(&valid); /* transfer fusion */
    for (i = 0; i < valid.n && st == BBMM_OK; i++)
        st = bbmmi_mgr_d2h(ctx, x, &valid.v[i], ra->purpose, 1);
    bbmm_box_list_free(&valid);
    return st;
}

/* Table III, flowout and writeout: copy the current elements of "region"
 * in "r" to the host. */
BBMM_API bbmm_status bbmm_bb_to_host(bbmm_context *ctx, bbmm_resident r, const bbmm_box *region, bbmm_purpose purpose)
{
    bbmmi_mgr_region_arg ra;
    if ((unsigned)purpose >= BBMM_PURPOSE_COUNT)
        return BBMM_ERR_INVALID;
    ra.region = region;
    ra.purpose = purpose;
    ra.buf = NULL;
    return bbmmi_mgr_with_resident(ctx, r, bbmmi_mgr_op_to_host, &ra);
}

BBMM_API bbmm_status bbmmi_mgr_op_flowout(bbmm_context *ctx, bbmmi_resident *x, const void *arg)
{
    const bbmmi_mgr_region_arg *ra = (const bbmmi_mgr_region_arg *)arg;
    if (ra->buf) /* lazy: the newer values stay here */
        return BBMM_OK;
    return bbmmi_mgr_op_to_host(ctx, x, arg);
}

/* Before a run on several devices (lock held): write back what runs on one
 * device left newer than the host in array "a" (its flow-out lazy: it
 * stays dirty there, bbmm_bb_flowout).
 * Inside a run a tile reads what the run started with, and a box written
 * in the run is never pulled from (bbmmi_phase_begin), so such values
 * must be on the host when it starts: floyd's row k, read by every device
 * at step k and inside the may-write box of its owner's tile, which runs
 * first, was otherwise read from the host's older copy after the first
 * steps ran on one device. */
BBMM_API bbmm_status bbmmi_mgr_lazy_flush(bbmm_context *ctx, bbmmi_array *a)
{
    bbmmi_resident *x;
    bbmm_status st = BBMM_OK;
    if (!a->lazy)
        return BBMM_OK;
    for (x = a->residents; x && st == BBMM_OK; x = x->anext)
        st = bbmmi_mgr_write_back(ctx, x, BBMM_PURPOSE_FLOWOUT);
    if (st == BBMM_OK)
        a->lazy = 0;
    return st;
}

/* Late flow-out (bbmm_spec_flowout_late) of "region" of "r" in a run on
 * several devices: nothing is copied now.  The values stay dirty on this
 * device, and the next run's flow-outs usually copy them anyway (floyd's
 * element (k+2, k+1) written at step k is in its owner's row k+2, which
 * flows out at step k+1: copying it after step k as well cost a read and
 * a write per step).  What is still dirty of it two runs on goes to the
 * host before that run starts (bbmmi_mgr_late_flush): a tile of that run
 * may read it, and a run's tiles never pull values its own writes made
 * dirty.  Records of one region and array are merged. */
BBMM_API bbmm_status bbmmi_mgr_op_flow_late(bbmm_context *ctx, bbmmi_resident *x, const void *arg)
{
    bbmm_manager *m = bbmm_mgr(ctx);
    const bbmm_box *region = (const bbmm_box *)arg;
    size_t i;
    for (i = 0; i < m->nlate; i++)
        if (m->late[i].array == x->array->id && bbmm_bb_equal(&m->late[i].region, region)) {
            m->late[i].run = m->runs;
            return BBMM_OK;
        }
    if (m->nlate == m->late_cap) {
        size_t cap = m->late_cap ? 2 * m->late_cap : 16;
        bbmmi_late *nv = (bbmmi_late *)realloc(m->late, cap * sizeof(*nv));
        if (!nv)
            return bbmmi_error(ctx, BBMM_ERR_NOMEM, "out of host memory for late flow-outs");
        m->late = nv;
        m->late_cap = cap;
    }
    m->late[m->nlate].array = x->array->id;
    m->late[m->nlate].run = m->runs;
    m->late[m->nlate].region = *region;
    m->nlate++;
    return BBMM_OK;
}

BBMM_API bbmm_status bbmm_bb_flow_late(bbmm_context *ctx, bbmm_resident r, const bbmm_box *region)
{
    return region ? bbmmi_mgr_with_resident(ctx, r, bbmmi_mgr_op_flow_late, region) : BBMM_ERR_INVALID;
}

/* Before a run starts (lock held, outside a phase): the late flow-outs of
 * the runs before the last one that are still dirty somewhere go to the
 * host, counted as flow-out (bbmm_bb_flow_late). */
BBMM_API bbmm_status bbmmi_mgr_late_flush(bbmm_context *ctx)
{
    bbmm_manager *m = bbmm_mgr(ctx);
    bbmm_status st = BBMM_OK;
    size_t i, k = 0;
    for (i = 0; i < m->nlate; i++) {
        bbmmi_late *e = &m->late[i];
        bbmmi_array *a = e->array && e->array <= m->narrays ? m->arrays[e->array - 1] : NULL;
        bbmmi_resident *y;
        bbmm_box ib;
        if (st != BBMM_OK || (a && e->run >= m->runs)) {
            m->late[k++] = *e; /* kept: too recent, or not reached after a failure */
            continue;
        }
        for (y = a ? a->residents : NULL; y && st == BBMM_OK; y = y->anext)
            while (st == BBMM_OK && bbmmi_mgr_find_dirty(y, &e->region, &ib))
                st = bbmmi_mgr_d2h(ctx, y, &ib, BBMM_PURPOSE_FLOWOUT, 0);
        if (st != BBMM_OK)
            m->late[k++] = *e;
    }
    m->nlate = k;
    return st;
}

/* Table III, flowout of "region" of "r" (the elements its tile wrote that
 * later tiles read): copy them to the host, for bbmm_bb_flowin_remote.
 * With "lazy" (the run that wrote them uses one device) nothing is copied:
 * the newer values stay on this device, dirty in the directory, and reach
 * whoever needs them later (the host at write-out or sync, a box of
 * another device at its read-in); pair it with bbmm_bb_flowin_local and
 * bbmm_bb_flowin_mark_local, never with bbmm_bb_flowin_remote. */
BBMM_API bbmm_status bbmm_bb_flowout(bbmm_context *ctx, bbmm_resident r, const bbmm_box *region, int lazy)
{
    bbmmi_mgr_region_arg ra;
    ra.region = region;
    ra.purpose = BBMM_PURPOSE_FLOWOUT;
    ra.buf = lazy ? (void *)&ra : NULL;
    return bbmmi_mgr_with_resident(ctx, r, bbmmi_mgr_op_flowout, &ra);
}

BBMM_API bbmm_status bbmmi_mgr_op_free(bbmm_context *ctx, bbmmi_resident *x, const void *arg)
{
    (void)arg;
    if (x->uses)
        return bbmmi_error(ctx, BBMM_ERR_BUSY, "resident box %llu is in use", (unsigned long long)x->id);
    return bbmmi_mgr_free(ctx, x, BBMM_PURPOSE_WRITEOUT);
}

BBMM_API bbmm_status bbmm_bb_free(bbmm_context *ctx, bbmm_resident r)
{
    return bbmmi_mgr_with_resident(ctx, r, bbmmi_mgr_op_free, NULL);
}

BBMM_API bbmm_status bbmmi_mgr_op_placement(bbmm_context *ctx, bbmmi_resident *x, const void *arg)
{
    (void)ctx;
    bbmmi_mgr_placement(x, (bbmm_placement *)(uintptr_t)arg);
    return BBMM_OK;
}

BBMM_API bbmm_status bbmm_bb_placement(bbmm_context *ctx, bbmm_resident r, bbmm_placement *where)
{
    if (!where)
        return BBMM_ERR_INVALID;
    return bbmmi_mgr_with_resident(ctx, r, bbmmi_mgr_op_placement, where);
}

/* Check that "region" lies inside resident box "x". */
BBMM_API bbmm_status bbmmi_mgr_check_region(bbmm_context *ctx, const bbmmi_resident *x, const bbmm_box *region)
{
    char b1[256], b2[256];
    if (!region || region->ndim != x->box.ndim || bbmm_bb_is_empty(region) ||
        !bbmm_bb_is_subset(region, &x->box))
        return bbmmi_error(ctx, BBMM_ERR_INVALID, "region %s is empty or not inside resident box %s",
                           region ? bbmm_bb_format(region, b1, sizeof(b1)) : "(null)",
                           bbmm_bb_format(&x->box, b2, sizeof(b2)));
    return BBMM_OK;
}

/* The view of the packed user buffer of "ra" (elements of "x"'s array). */
BBMM_API bbmmi_view bbmmi_mgr_packed_view(const bbmmi_resident *x, const bbmmi_mgr_region_arg *ra)
{
    bbmmi_view v;
    memset(&v, 0, sizeof(v));
    v.host = (char *)ra->buf;
    v.bounds = *ra->region;
    v.elem = x->array->elem;
    return v;
}

BBMM_API bbmm_status bbmmi_mgr_op_write_region(bbmm_context *ctx, bbmmi_resident *x, const void *arg)
{
    const bbmmi_mgr_region_arg *ra = (const bbmmi_mgr_region_arg *)arg;
    bbmmi_view src, dst = bbmmi_mgr_dev_view(x);
    bbmm_status st2, st = bbmmi_mgr_check_region(ctx, x, ra->region);
    if (st != BBMM_OK)
        return st;
    src = bbmmi_mgr_packed_view(x, ra);
    st = bbmmi_transfer(ctx, x->dev, &dst, &src, ra->region);
    if (st == BBMM_OK)
        bbmmi_mgr_count(&bbmm_mgr(ctx)->store[x->dev].stats.h2d[BBMM_PURPOSE_USER], x->array, ra->region);
    st2 = bbmmi_mgr_mark_written(ctx, x, ra->region);
    return st != BBMM_OK ? st : st2;
}

BBMM_API bbmm_status bbmm_bb_write_region(bbmm_context *ctx, bbmm_resident r, const bbmm_box *region, const void *src)
{
    bbmmi_mgr_region_arg ra;
    if (!src)
        return BBMM_ERR_INVALID;
    ra.region = region;
    ra.purpose = BBMM_PURPOSE_USER;
    ra.buf = (void *)(uintptr_t)src;
    return bbmmi_mgr_with_resident(ctx, r, bbmmi_mgr_op_write_region, &ra);
}

BBMM_API bbmm_status bbmmi_mgr_op_read_region(bbmm_context *ctx, bbmmi_resident *x, const void *arg)
{
    const bbmmi_mgr_region_arg *ra = (const bbmmi_mgr_region_arg *)arg;
    bbmmi_view dst, src = bbmmi_mgr_dev_view(x);
    bbmm_status st = bbmmi_mgr_check_region(ctx, x, ra->region);
    if (st == BBMM_OK)
        st = bbmmi_mgr_refresh(ctx, x);
    if (st != BBMM_OK)
        return st;
    dst = bbmmi_mgr_packed_view(x, ra);
    st = bbmmi_transfer(ctx, x->dev, &dst, &src, ra->region);
    if (st == BBMM_OK)
        bbmmi_mgr_count(&bbmm_mgr(ctx)->store[x->dev].stats.d2h[BBMM_PURPOSE_USER], x->array, ra->region);
    return st;
}

BBMM_API bbmm_status bbmm_bb_read_region(bbmm_context *ctx, bbmm_resident r, const bbmm_box *region, void *dst)
{
    bbmmi_mgr_region_arg ra;
    if (!dst)
        return BBMM_ERR_INVALID;
    ra.region = region;
    ra.purpose = BBMM_PURPOSE_USER;
    ra.buf = dst;
    return bbmmi_mgr_with_resident(ctx, r, bbmmi_mgr_op_read_region, &ra);
}

/* Free the unused iteration-local boxes of device "dev". */
BBMM_API bbmm_status bbmmi_mgr_cleanup_device(bbmm_context *ctx, int dev)
{
    bbmmi_resident *x = bbmm_mgr(ctx)->store[dev].unused.head, *next;
    bbmm_status st = BBMM_OK;
    for (; x && st == BBMM_OK; x = next) {
        next = x->next;
        if (x->flags & BBMM_BOX_ITER_LOCAL)
            st = bbmmi_mgr_free(ctx, x, BBMM_PURPOSE_WRITEOUT);
    }
    return st;
}

/* Table II, bb_cleanup: free the unused iteration-local boxes. */
BBMM_API bbmm_status bbmm_bb_cleanup(bbmm_context *ctx, int dev)
{
    bbmm_status st = BBMM_OK;
    bbmmi_mgr_clock c;
    int d;
    if (!ctx)
        return BBMM_ERR_INVALID;
    bbmmi_lock(ctx);
    c = bbmmi_mgr_begin(ctx);
    if (dev < -1 || dev >= bbmm_mgr(ctx)->ndev)
        st = bbmmi_error(ctx, BBMM_ERR_INVALID, "device %d does not exist (%d devices)", dev, bbmm_mgr(ctx)->ndev);
    for (d = 0; d < bbmm_mgr(ctx)->ndev && st == BBMM_OK; d++)
        if (dev == -1 || dev == d)
            st = bbmmi_mgr_cleanup_device(ctx, d);
    bbmmi_mgr_end(ctx, c, dev, st);
    bbmmi_unlock(ctx);
    return st;
}

/* Free every array and resident box without writing anything back
 * (bbmm_context_destroy). */
BBMM_API void bbmmi_manager_shutdown(bbmm_context *ctx)
{
    uint32_t i;
    int d;
    for (i = 0; i < bbmm_mgr(ctx)->narrays; i++)
        if (bbmm_mgr(ctx)->arrays[i])
            bbmmi_mgr_array_destroy(ctx, bbmm_mgr(ctx)->arrays[i]);
    for (d = 0; d < bbmm_mgr(ctx)->ndev; d++) {
        bbmmi_store *s = &bbmm_mgr(ctx)->store[d];
        bbmmi_fplan *pl = s->fplan;
        int k;
        for (k = 0; pl && k < pl->n; k++) /* a placement left unended: its parts no box took */
            if (!pl->m[k].taken)
                bbmmi_mgr_buf_release(s, pl->m[k].sub, 0, pl->g);
        free(pl);
        s->fplan = NULL;
        while (bbmmi_mgr_pool_drop(s))
            ;
    }
    free(bbmm_mgr(ctx)->arrays);
    while (bbmm_mgr(ctx)->scopes) {
        bbmmi_scope *s = bbmm_mgr(ctx)->scopes;
        bbmm_mgr(ctx)->scopes = s->outer;
        free(s->hosts);
        free(s);
    }
    bbmmi_ranks_shutdown(ctx);
    free(bbmm_mgr(ctx)->pending);
    bbmm_mgr(ctx)->pending = NULL;
    bbmm_mgr(ctx)->npending = bbmm_mgr(ctx)->pending_cap = 0;
    free(bbmm_mgr(ctx)->late);
    bbmm_mgr(ctx)->late = NULL;
    bbmm_mgr(ctx)->nlate = bbmm_mgr(ctx)->late_cap = 0;
    bbmm_mgr(ctx)->arrays = NULL;
    bbmm_mgr(ctx)->narrays = bbmm_mgr(ctx)->arrays_cap = 0;
}

BBMM_EXTERN_C_END

#include "ranks.h"

#endif
