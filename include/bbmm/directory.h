/* bbmm/directory.h - what the buffer manager of manager.h is made of: its
 * state (bbmm_manager, the first member of every context: arrays, resident
 * boxes, the stores of each device), the calls into lib/ it makes, the
 * timing of manager work, region lists, lookups, arrays shared by threads,
 * transfers with accounting, the coherence directory (dirty and stale
 * lists, the pending writes of a phase, refreshes) and the device lists.
 * Part of bbmm.h through manager.h, which includes it before its own code
 * (never included alone).
 */
#ifndef BBMM_MANAGER_H
#error "bbmm/directory.h is a part of bbmm/manager.h: include bbmm.h"
#elif !defined(BBMM_DIRECTORY_H)
#define BBMM_DIRECTORY_H

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
    uint64_t born;       /* the phase it was allocated in (bbmm_manager.runs) */
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
/* An array's id (its handle's): the slot of bbmm_manager.arrays it lies
 * in, from 1, in the low BBMMI_ARRAY_SLOT_BITS bits, and the registration
 * count (modulo 4096) above them.  Slots are reused; the count tells a
 * handle of an array unregistered since from the array now in its slot
 * (for 4,095 registrations after it). */
#define BBMMI_ARRAY_SLOT_BITS 20
#define BBMMI_ARRAY_SLOT_MAX ((1u << BBMMI_ARRAY_SLOT_BITS) - 1)
#define BBMMI_ARRAY_SLOT(id) ((uint32_t)((id) & BBMMI_ARRAY_SLOT_MAX))

typedef struct bbmmi_array {
    uint32_t id;
    uint64_t seq;         /* registrations before it (messages name arrays in that order) */
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
                             there (grid.h's bbmmi_run_whole) */
    struct {
        uint64_t array; /* its id; 0: none */
        int dev;
        bbmm_box box;
    } recent[BBMMI_RECENT];
    int nrecent;          /* next slot of "recent" (a ring) */
    bbmmi_array **arrays; /* index BBMMI_ARRAY_SLOT(id) - 1; NULL once unregistered */
    uint32_t narrays;     /* slots in use or freed (the highest slot) */
    uint32_t arrays_cap;
    uint32_t *free_slots; /* freed slots, reused first: a program that registers
                             arrays for each region run keeps as many slots as
                             it has arrays at once (loops over the arrays stay short) */
    uint32_t nfree, free_cap;
    uint32_t array_serial; /* registrations so far, modulo 4096: the high bits of an
                              id, so that a handle of an unregistered array finds no
                              other array */
    uint64_t registrations; /* registrations so far */
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

/* The registered array of id "id" (a handle's, or one a record kept), or
 * NULL: its slot (the low BBMMI_ARRAY_SLOT_BITS bits, from 1) must hold
 * an array of that very id. */
BBMM_API bbmmi_array *bbmmi_mgr_array_at(const bbmm_manager *m, uint64_t id)
{
    uint32_t slot = BBMMI_ARRAY_SLOT(id);
    bbmmi_array *a = id && id <= UINT32_MAX && slot && slot <= m->narrays ? m->arrays[slot - 1] : NULL;
    return a && a->id == id ? a : NULL;
}

/* The array of handle "a", or NULL after recording an error. */
BBMM_API bbmmi_array *bbmmi_mgr_array(bbmm_context *ctx, bbmm_array a)
{
    bbmmi_array *x = bbmmi_mgr_array_at(bbmm_mgr(ctx), a.id);
    if (!x)
        bbmmi_error(ctx, BBMM_ERR_NOT_FOUND, "array handle %u is not registered", (unsigned)a.id);
    return x;
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

/* Transfer fusion (fuse.h, "allocation fusion"). */
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
    bbmmi_array *a = bbmmi_mgr_array_at(m, w->array);
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

BBMM_EXTERN_C_END

#endif
