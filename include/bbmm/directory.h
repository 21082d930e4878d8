/* bbmm/directory.h - what the buffer manager of manager.h is made of: its
 * state (bbmm_manager, the first member of every context: arrays, resident
 * boxes, the stores of each device), the calls into lib/ it makes, the
 * timing of manager work, region lists, lookups, arrays shared by threads,
 * the views of host arrays and resident boxes that transfers take and the
 * transfers' entry (their bodies: transfer.h, fuse.h); transfers with
 * their accounting and the coherence directory are coherence.h's.
 * Part of bbmm.h through manager.h, which includes it before its own code
 * (never included alone).
 */
#ifndef BBMM_MANAGER_H
#error "bbmm/directory.h is a part of bbmm/manager.h: include bbmm.h"
#elif !defined(BBMM_DIRECTORY_H)
#define BBMM_DIRECTORY_H

BBMM_EXTERN_C_BEGIN

/* ---- state ------------------------------------------------------------ */

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

/* Allocation fusion's state (its algorithm: fuse.h). */
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
    int unlisted;           /* bbmm_array_unlisted: only a scope that names it keeps it */
    /* bbmm_array_scratch: the host copy holds nothing a region reads before
     * writing it, and only "keep" of it is read on the host afterwards;
     * "host_written": the runtime has written some of it to the host since
     * registration (its host copy then counts again) */
    int scratch, host_written;
    bbmm_box keep;
} bbmmi_array;

/* An open data scope (bbmm_data_begin). */
/* A block a table of pointers to rows is gathered into, kept by a data
 * scope across region runs (bbmm/rowblock.h): each span of "v" says that
 * the row bytes [lo, hi) are held at lo - shift in "mem"; while the block
 * is kept, those bytes of the rows themselves may be stale. */
typedef struct bbmmi_rowspan {
    uintptr_t lo, hi, shift;
} bbmmi_rowspan;
typedef struct bbmmi_rowblock {
    const void *table;          /* the table: the key, with elem and ndim */
    size_t elem;
    int ndim;
    int64_t ext[BBMM_MAX_DIMS]; /* the block's extents */
    char *mem;
    uint64_t bytes;
    bbmmi_rowspan *v;           /* the rows gathered: v[0 .. sorted) by lo, disjoint; then the newest */
    size_t n, sorted, cap, cur; /* cur: where the next row is looked for first */
    uintptr_t span_lo, span_hi; /* every span lies in [span_lo, span_hi) */
    int in_run;                 /* a region run gathers into it now (bbmm_pp_rows) */
    int kept;                   /* 0: dropped (its rows written back): the run's copy, freed at its end */
    int host_current;           /* "mem" holds the newest values (no device copy is newer) */
    int grown;                  /* rows copied in since the last run: device copies are dropped first */
    int written;                /* a run may have written it: its rows get its values back when dropped */
    int twice;                  /* sorted spans overlap: bytes held at two places (two entries of the
                                   table on one row); dropped at the end of the run (bbmmi_rows_release) */
    struct bbmmi_scope *scope;
    struct bbmmi_rowblock *next;
} bbmmi_rowblock;

typedef struct bbmmi_scope {
    const void *owner;         /* its thread (bbmmi_thread_token) */
    int nhosts;                /* the arrays it keeps, by first byte; 0: all */
    void **hosts;
    struct bbmmi_scope *outer; /* the scope it is in (any thread's), or NULL */
    uint64_t number;           /* the process's count of scopes begun, when it began (from 1) */
    double repeats;            /* bbmm_data_repeats: how often its code is expected to repeat (0: unknown) */
    /* without a list: host memory in [deeper_lo, deeper_hi) it does not
     * keep, the calling thread's stack below the frame of bbmm_data_begin
     * (the stack grows down): the locals of the functions called inside
     * the scope, dead before its end */
    uintptr_t deeper_lo, deeper_hi;
    bbmmi_rowblock *rowblocks; /* tables' blocks it keeps (bbmm/rowblock.h) */
} bbmmi_scope;

/* One device's memory as the manager sees it. */
#define BBMMI_LEFT_MAX 8

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
    uint64_t pool_run[BBMMI_POOL_MAX]; /* the manager's run count when it was pooled */
    int npool;
    uint64_t pool_bytes;
    /* allocation fusion: bytes of shared buffers that no box and no pool
     * entry counts (alignment gaps, parts not taken yet, parts whose box
     * is gone while a neighbour lives); they count against the budget */
    uint64_t fused_held;
    struct bbmmi_fplan *fplan; /* the fused placement in progress here, or NULL */
    int took; /* flows from other devices or ranks came here for the run being
                 enqueued (BBMM_EARLY=auto, tile.h's bbmmi_tile_split) */
    /* the iteration-local boxes bb_cleanup gave back at the end of the
     * last run (their array's id and box), most recent first: a box of
     * the same array and extents the next run places in a pooled buffer
     * is one of them moved (bbmm_stats.moved), not an allocation */
    struct {
        uint32_t array;
        bbmm_box box;
    } left[BBMMI_LEFT_MAX];
    int nleft;
    uint64_t left_run; /* bbmm_manager.runs when they were given back */
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
    struct bbmmi_settings *settings; /* the context's settings (bbmm/setup.h; the thin layer
                                        holds them and points here: bbmm/query.h reads them) */
    int check_scopes;     /* BBMM_CHECK=scopes: stale kept arrays' host pages protected (bbmm/guard.h) */
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
    /* the runs' statistics (bbmm/run.h, bbmm/replay.h; bbmm_stats' fields
     * of the same names) */
    struct {
        uint64_t runs, enqueue_ns, lookahead_max, runs_narrowed, runs_whole, runs_pipelined, runs_replayed;
        uint64_t early_tried, early_kept;
    } rc;
    /* BBMM_START (bbmm/start.h): the work estimate the devices were
     * started for (-1: unknown, every device), the largest whose start
     * failed (-1: none), the devices the settings select (0 until OpenCL
     * opens), the most started at once, whether OpenCL waits for the first
     * start (a context made for later), and the devices started by a later
     * estimate, the starts declined and failed (bbmm_stats' fields) */
    struct {
        double work, failed_for;
        int avail, high, cl_later;
        uint64_t later, declined, failed;
    } start;
    bbmmi_scope *scopes;  /* open data scopes, innermost first */
    uint32_t rowblocks;   /* tables' blocks the scopes keep, of every thread (bbmm/rowblock.h) */
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
    /* the tile spec runs reuse (made by the first run, bbmmi_run_begin;
     * freed at the end and before a restart, life.h) */
    struct bbmm_tile_spec *spec;
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
/* Forget the calling thread's error message (a failure handled here). */
void bbmmi_error_forget(void);

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

/* Allocation fusion: create one buffer of "bytes" on device "dev"
 * (*parent) and "n" sub-buffers of it, sub[i] at byte offset off[i]
 * (a multiple of bbmmi_sub_align) of size[i] bytes. */
bbmm_status bbmmi_buffer_group(bbmm_context *ctx, int dev, uint64_t bytes, int n, const uint64_t *off,
                               const uint64_t *size, bbmm_buf *parent, bbmm_buf *sub);

/* The alignment of a sub-buffer's offset that every device accepts. */
uint64_t bbmmi_sub_align(const bbmm_context *ctx);

/* Wait for every enqueued command; the first failure of one since the last
 * drain, else BBMM_OK.  The lock must not be held. */
bbmm_status bbmmi_drain(bbmm_context *ctx);

/* ---- transfers (the method's, compiled once: transfer.h, fuse.h) --------- */

/* Copy "region" (a subset of both views' bounds) from view "src" to view
 * "dst" on device "dev": host->device, device->host or device->device,
 * adding the time to the device's transfer_ns (bbmm/transfer.h: directly
 * or through the device's staging buffers, lib/'s copies). */
bbmm_status bbmmi_transfer(bbmm_context *ctx, int dev, const bbmmi_view *dst, const bbmmi_view *src,
                           const bbmm_box *region);

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
 * moved by one write (fuse.h); "*writes" counts the writes made. */
bbmm_status bbmmi_transfer_fused(bbmm_context *ctx, int dev, bbmm_buf parent, const bbmmi_fpiece *p, int n,
                                 int *writes);

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

/* ---- the views that transfers take (coherence.h) ------------------------ */

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

BBMM_EXTERN_C_END

#endif
