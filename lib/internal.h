/* lib/internal.h - private structures and functions of the BBMM runtime.
 *
 * Files:
 *   context.c   context life cycle (settings: bbmm/setup.h; their queries: bbmm/query.h),
 *               errors, the lock, the exit gate, a device's description
 *   cl.c        the thin OpenCL layer: discovery and opening of devices
 *               (how many start: bbmm/start.h), the command list of the
 *               asynchronous engine, fault injection, error names (what
 *               the layer's files share: cl_int.h)
 *   transfer.c  device buffers and transfers: host claims, side loads,
 *               flow slabs, direct copies, early flow-out, the check of a
 *               transfer's views, fusion's pinned memory and write
 *   staging.c   staged transfers: the geometry of a copy, the pack
 *               threads, the staging buffers' chunks, the DMA thread
 *   program.c   the program cache
 *   pinned.c    pinned host memory
 *   exec.c      the kernels of a run: the kernel cache (builds with the
 *               options the method gives), their arguments and launch (a
 *               replayed one too), the devices' unfinished kernels, the
 *               look-ahead window's events, the check records of
 *               BBMM_CHECK=bounds
 *   stats.c     the statistics counters the context keeps (the queries: bbmm/stats.h)
 *   prelude.c   the runtime's copy of the kernel prelude (bbmm/prelude.h)
 *   ranks.c     MPI: start, communicators, a rank's place on its node, the
 *               agreements' transport (what they compare: bbmm/agree.h);
 *               ranks_exchange.c its messages
 * The method itself is static inline code in include/bbmm/: the manager
 * (host arrays, Table II, the coherence directory; its state is ctx->mgr)
 * in manager.h (with directory.h, fuse.h, scope.h), the tile grid in grid.h, Algorithm 4 in tile.h,
 * a run's bookkeeping (its turn, statistics, the launch's policy: the variant, its build options
 * and the bound kernels, BBMM_SPREAD's meters; the look-ahead window's policy, the bounds checks'
 * report) in run.h, plan once, replay in replay.h, which devices a context starts in start.h, a
 * transfer's entry (whether it is staged, its chunks) in transfer.h and which pieces a fused write
 * carries in fuse.h.
 *
 * Locking: ctx->lock guards every manager structure and the statistics.
 * ctx->run_mu makes the bbmm_run calls of several threads take turns (a run
 * owns the phase and the pending list from start to end); it
 * is taken before ctx->lock, never while holding it.  ctx->err_mu guards
 * ctx->errmsg only; each thread also keeps its own last message
 * (bbmmi_error_take).  Arrays remember the thread that registered them, so
 * that memory shared by threads is checked for writes (bbmm/directory.h).  The
 * exit gate (context.c, bbmm_exit_prepare) counts the user threads inside
 * the public calls that generated code makes.
 * OpenCL queues are in-order, one per device.  Asynchronous execution:
 * while a run is being enqueued (ctx->async, on the run's thread) direct
 * transfers and kernels are enqueued without waiting; each is recorded as a
 * command (bbmmi_cmd, in ctx->cmds under claim_mu) until it is retired.  A
 * device's queue orders its own commands; across devices the only shared
 * memory is the host's, so a transfer that touches a host region waits
 * (OpenCL wait list) for the unretired commands of other devices that
 * write it, or that read it when it writes.  The host waits only in
 * bbmmi_drain() (before host arrays are read: sync, unregister, statistics,
 * destroy), for a staged copy's host region, and when the look-ahead
 * window of runs is full (bbmm/run.h's bbmmi_window_close; its events:
 * exec.c).  Outside a run every transfer blocks.
 */
#ifndef BBMM_LIB_INTERNAL_H
#define BBMM_LIB_INTERNAL_H

#ifndef CL_TARGET_OPENCL_VERSION
#define CL_TARGET_OPENCL_VERSION 120
#endif
#include <CL/cl.h>
#include <pthread.h>
#include <stdarg.h>

#include "bbmm.h"

/* One OpenCL device. */
typedef struct bbmmi_device {
    int index;
    cl_device_id id;
    cl_command_queue queue;
    char name[BBMMI_NAME_LEN];
    int is_gpu;
    unsigned compute_units;
    int fp32_exact; /* float division and sqrt can be correctly rounded, as in C */
    uint64_t global_mem;
    uint64_t max_alloc;
    int queued;     /* kernels enqueued and not yet retired (claim_mu) */
    int staging;
    int staging_state;       /* its staging buffers: none, being made, ready (lib/cl.c) */
    int staging_joinable;    /* staging_thread is making them, or made them */
    uint64_t staging_direct; /* contiguous bytes it moved directly before them */
    pthread_t staging_thread;
    cl_mem staging_mem[2];
    void *staging_ptr[2];
    size_t staging_bytes;
    /* transfer fusion (bbmmi_transfer_fused): pinned memory that fused
     * writes are packed into, made on first use: two halves, each with its
     * last write */
    uint64_t base_align; /* CL_DEVICE_MEM_BASE_ADDR_ALIGN, in bytes */
    int fuse_tried;
    uint64_t fuse_alone; /* pieces moved one by one before the pinned memory was made */
    uint64_t fuse_after; /* ... and how many before it is made (CLI_FUSE_AFTER on GPUs, else 0) */
    cl_mem fuse_mem;
    void *fuse_ptr;
    cl_event fuse_ev[2];
    int fuse_half; /* the half the next fused writes use */
    /* early flow-out (bbmmi_side_begin/end): while side_on, direct copies
     * go to the side queue after side_after (a marker behind the early
     * part's kernels), and side_ev collects them for the main queue's
     * barrier */
    cl_command_queue side;
    cl_event last; /* the newest recorded command of "queue" (retained; claim_mu): it ends
                      after every command recorded on that queue before it */
    uint64_t put_seq, done_seq; /* commands recorded on "queue", and the number of the newest
                                   that bbmmi_retire saw end (in order: all before it too;
                                   claim_mu) */
    int deferred; /* kernels recorded on "queue" without an event of their own, after the
                     newest command with one (bbmmi_cmd.ev; claim_mu) */
    uint64_t since_event; /* replayed launches since the last one given an event
                             (exec.c's bbmmi_kernel_replay) */
    int side_on;
    cl_event side_after;
    cl_event *side_ev;
    int nside, side_cap;
    /* copies into the device made on the side queue while a run is
     * enqueued (BBMM_OVERLAP, "side loads" in lib/transfer.c) that no
     * command of the main queue waits for yet: the next one enqueued there
     * does (bbmmi_main_sync; claim_mu) */
    cl_event *load_ev;
    int nload, load_cap;
    /* its budget, box lists, buffer pool and statistics: ctx->mgr.store[index] */
} bbmmi_device;

/* A pinned host allocation. */
typedef struct bbmmi_hostmem {
    void *ptr;
    size_t bytes;
    cl_mem mem;
    struct bbmmi_hostmem *next;
} bbmmi_hostmem;

/* A built program, cached by source and options. */
typedef struct bbmmi_program {
    uint64_t hash;
    int dev; /* the device it is built for */
    char *source;
    char *options;
    cl_program program;
    struct bbmmi_program *next;
} bbmmi_program;

/* A host region a transfer is reading (writes 0) or writing (writes 1):
 * transfers whose host regions overlap, one of them writing, never run at
 * the same time (transfer.c: bbmmi_host_claim). */
typedef struct bbmmi_claim {
    const char *host; /* the host view's base */
    bbmm_box region;
    int writes;
    int used;
} bbmmi_claim;

#define BBMMI_MAX_CLAIMS 64

/* A flow slab: the copy of a small region of pageable host memory that a
 * device wrote while a run was enqueued, kept in pinned memory (the flow
 * arena) so that other devices read it from there without the host
 * waiting; its bytes reach the host memory when it is settled
 * (transfer.c, "flow slabs"). */
typedef struct bbmmi_slab {
    bbmmi_view user;  /* the host memory it stands for */
    bbmm_box region;
    int chunk;        /* its chunk of the arena */
    uint64_t id;      /* names it in the commands that touch it (bbmmi_cmd.slab) */
    cl_event d2h;     /* the copy into it */
    int ended;        /* d2h has ended: its command retired (bbmmi_retire) or was waited for */
    cl_int status;    /* d2h's execution status once ended */
    int settled;      /* its bytes are in the host memory */
    cl_event *readers; /* copies out of it not yet retired */
    int nreaders, readers_cap;
} bbmmi_slab;

/* A command enqueued and not yet retired: its event, device and the call
 * that made it (named when it fails while running), whether it is a
 * kernel, and the host memory "host" (NULL: none) whose "region" it reads
 * or (writes 1) writes. */
typedef struct bbmmi_cmd {
    /* its event; a kernel launched without one (a replayed run's, bbmm/replay.h)
     * takes the event of the next command recorded on its queue (that one
     * ends after it), and is NULL until then (bbmmi_queue_settle makes one) */
    cl_event ev;
    cl_command_queue queue; /* in order: a command ends after those before it */
    cl_int status;          /* once retired: its execution status */
    int dev;
    int kernel;
    bbmmi_meter *meter; /* kernels: where its time goes (lock held), or NULL */
    uint64_t items;
    const char *call;
    const char *name;       /* kernels: the kernel's name (BBMM_TRACE), else NULL */
    const char *host;
    bbmm_box region;
    int writes;
    /* the device buffers it touches, for copies made on the side queue
     * (cli_dev_hazard): "inl" for up to four, else "ext" (malloc'd) */
    bbmmi_acc inl[4];
    bbmmi_acc *ext;
    int nacc;
    /* a copy into (slab_reader 0) or out of (1) flow slab "slab" (its id;
     * 0: none), which learns from bbmmi_retire that it ended, so that
     * nothing polls the same event twice */
    uint64_t slab;
    int slab_reader;
    uint64_t seq; /* on the device's main queue: its number there (put_seq); else 0 */
} bbmmi_cmd;

#define BBMMI_ARGS_SLOTS 64 /* bbmm_context.args_owner */
struct bbmm_context {
    bbmm_manager mgr;         /* first: the manager's state (bbmm/directory.h, bbmm_mgr()) */
    pthread_mutex_t lock;
    pthread_mutex_t run_mu;   /* held by bbmm_run from start to end: runs of one context
                                 take turns (each uses every device); never taken with
                                 "lock" held */
    pthread_mutex_t err_mu;   /* guards errmsg */
    pthread_mutex_t claim_mu; /* guards claims; never held while taking "lock" */
    pthread_cond_t claim_cv;
    bbmmi_claim claims[BBMMI_MAX_CLAIMS];
    bbmmi_slab *slabs;        /* flow slabs, oldest first (lock) */
    int nslabs, slabs_cap;
    uint64_t slab_ids;        /* the last slab id given */
    cl_mem arena_mem;         /* the flow arena: BBMMI_SLAB_CHUNKS pinned chunks */
    char *arena_ptr;
    int arena_tried;
    int arena_asks;           /* slabs asked for before the arena opened (transfer.c) */
    uint64_t arena_used;      /* bit per chunk in use */
    uint64_t slab_into, slab_outof, slab_plain; /* bbmm_test_slab_counts */
    size_t last_local[3]; /* the work-group shape of the last launch (bbmm_test_last_workgroup) */
    bbmmi_cmd *cmds;          /* unretired commands, oldest first (claim_mu) */
    size_t ncmds;
    size_t cmds_cap;
    int async;                /* a run is enqueueing on thread "async_thread" (lock) */
    pthread_t async_thread;
    bbmm_status async_st;     /* the first failure of a retired command, until drained */
    cl_event hold;            /* bbmm_test_hold's user event (NULL: none) */
    char async_msg[BBMMI_ERRMSG_LEN];
    bbmmi_settings settings;
    cl_platform_id platform;
    char platform_name[BBMMI_NAME_LEN];
    cl_context cl;
    cl_command_queue aside; /* maps pinned memory made during a run (bbmmi_host_alloc_aside), so
                               that it does not wait behind the devices' work; NULL until then */
    bbmmi_device *dev;
    bbmmi_hostmem *hostmem;
    bbmmi_program *programs;
    /* (the runs' statistics: ctx->mgr.rc, bbmm/run.h) */
    /* which recorded launch last set every argument of a kernel, by
     * kernel, direct-mapped (exec.c's bbmmi_kernel_replay, exec_args_forget) */
    struct {
        cl_kernel k;
        uint64_t launch;
    } args_owner[BBMMI_ARGS_SLOTS];
    uint64_t create_ns, staging_ns, builds, build_ns; /* start-up (bbmm_stats) */
    /* bbmm_prestart (prestart.c): the prestart thread's time, whether this
     * context adopted its OpenCL context and queues; nonzero in the
     * context the prestart thread itself fills (never adopts) */
    uint64_t prestart_ns;
    int prestarted, prestart_scratch;
    /* the devices bbmmi_cl_discover found, until the OpenCL state goes
     * (which of them start, and how many: bbmm/start.h, whose state is
     * ctx->mgr.start) */
    cl_device_id *found;
    int nfound;
    /* the queues time their commands (CL_QUEUE_PROFILING_ENABLE): only
     * where device times are read (settings.device_times).  NVIDIA's
     * driver takes 5-6 us more host time per launch on such a queue
     * (bench/probe/cl_launch: 8.3 against 14.0 us); BBMM_SPREAD=auto's
     * kernel meters time their samples from the host otherwise (exec.c). */
    int profiling;
    int staging_hold; /* tests: while set (claim_mu), staging threads wait before publishing */
    uint64_t staging_after;    /* contiguous bytes a device moves directly before pinning (CLI_STAGE_AFTER) */
    FILE *trace;         /* BBMM_TRACE's file (lock), or NULL */
    uint64_t trace_base; /* device time of the first command traced (0: none yet) */
    struct bbmmi_exec *exec; /* the kernel cache, the window's events (exec.c), NULL until bbmm_run */
    struct bbmmi_ranks *ranks; /* MPI ranks (ranks.c), NULL: one rank */
    struct bbmmi_pack *pack; /* pack threads of staged transfers (staging.c), NULL until needed */
    int pack_threads;        /* threads packing one chunk, caller included; 0: one per core */
    uint64_t fault_nth[BBMM_FAULT_COUNT];
    uint64_t fault_calls[BBMM_FAULT_COUNT];
    char errmsg[BBMMI_ERRMSG_LEN]; /* the most recent error of any thread */
};



/* ---- context.c ------------------------------------------------------- */



/* Copy this thread's most recent error message on "ctx" into "buf" ("len"
 * bytes); "" when this thread has recorded none on "ctx". */
void bbmmi_error_take(const bbmm_context *ctx, char *buf, size_t len);
/* Record "msg" as this thread's (and the context's) most recent error with
 * status "st"; return "st" (a worker's error handed to bbmm_run's caller). */
bbmm_status bbmmi_error_set(bbmm_context *ctx, bbmm_status st, const char *msg);
/* Forget this thread's most recent error message. */
void bbmmi_error_forget(void);

/* The gate of bbmm_exit_prepare(): bbmmi_enter() at the start of a public
 * call that touches a context, bbmmi_leave() at its end.  Once a thread has
 * called bbmm_exit_prepare(), bbmmi_enter() from any other thread never
 * returns (the process is ending under it).  Nested calls, and threads of
 * the runtime (workers, marked by bbmmi_gate_inner()), pass freely. */
void bbmmi_gate_inner(void);
/* Nonzero once a thread has called bbmm_exit_prepare(). */
int bbmmi_stopping(void);

/* ---- ranks.c, ranks_exchange.c --------------------------------------- */

/* Before the devices are chosen: start MPI when an MPI launcher started
 * the process (or find it started), make the context's communicator and
 * find this rank's place on its node.  Nothing when BBMM_RANKS=off or no
 * MPI. */
bbmm_status bbmmi_ranks_open(bbmm_context *ctx);
/* Nonzero when an MPI launcher started this process (mpirun, srun) and
 * this build has ranks: the devices of the context depend on the rank. */
int bbmmi_ranks_launched(void);
/* After the devices are open ("st": how that went): agree with the other
 * ranks (one failure fails every rank's context) and learn their device
 * counts. */
bbmm_status bbmmi_ranks_join(bbmm_context *ctx, bbmm_status st);
/* Free the communicator (unless MPI is finalized). */
void bbmmi_ranks_close(bbmm_context *ctx);
/* Finish every asynchronous message, stop the progress thread and free
 * the pinned send buffers (before the devices and pinned memory go). */
void bbmmi_ranks_quiesce(bbmm_context *ctx);

/* bbmm_host_alloc() that maps the memory on a queue of its own (pinned.c):
 * usable while the devices' queues hold unfinished work. */
bbmm_status bbmmi_host_alloc_aside(bbmm_context *ctx, size_t bytes, void **ptr);

/* ---- exec.c ---------------------------------------------------------- */

/* Release the kernel cache (the method releases the kernels its memos
 * hold), the look-ahead window's events and the check records (the calls
 * the method makes of exec.c: bbmm/run.h, bbmm/replay.h, bbmm/grid.h). */
void bbmmi_exec_shutdown(bbmm_context *ctx);

/* ---- cl.c ------------------------------------------------------------ */

/* The name of OpenCL error code "err", e.g. "CL_OUT_OF_RESOURCES". */
const char *bbmmi_cl_error_name(cl_int err);

/* When "err" is not CL_SUCCESS record "call (device D, NAME): CL_..." and
 * return BBMM_ERR_OPENCL (BBMM_ERR_DEVICE_NOMEM for allocation failures);
 * else BBMM_OK.  "dev" -1 names no device. */
bbmm_status bbmmi_cl_check(bbmm_context *ctx, cl_int err, const char *call, int dev);

/* Count a call of "kind"; when it is the armed one, record an injected
 * failure of "call" on "dev" and return BBMM_ERR_INJECTED. */
bbmm_status bbmmi_fault(bbmm_context *ctx, bbmm_fault kind, const char *call, int dev);

/* Open every device the settings of "ctx" select: bbmmi_cl_discover,
 * bbmmi_cl_describe and bbmmi_cl_open (bbmm/start.h) of all of them, as
 * the default context does for unknown work with one rank (the prestart
 * thread's scratch context; a context's own start is the method's,
 * bbmm/start.h).  On error the message is in ctx->errmsg and whatever was
 * made is released by bbmmi_cl_shutdown(), which releases every OpenCL
 * object of "ctx" and its device array (idempotent). */
bbmm_status bbmmi_cl_init(bbmm_context *ctx);
void bbmmi_cl_shutdown(bbmm_context *ctx);

/* Start-up off the critical path (prestart.c, bbmm_prestart).  A context
 * the prestart thread fills from the environment alone, as the default
 * context would be made (context.c; NULL when the settings do not parse,
 * are prestart=off, or memory lacks), and its release: the OpenCL objects
 * it still holds, then the host memory. */
bbmm_context *bbmmi_context_scratch(void);
void bbmmi_context_scratch_free(bbmm_context *ctx);
/* Wait until no prestart thread runs.  Returns BBMM_OK, or
 * BBMM_ERR_NO_DEVICE (with the reason in "ctx") in a process forked after
 * a prestart opened OpenCL in its parent: the drivers do not work there. */
bbmm_status bbmmi_prestart_wait(bbmm_context *ctx);
/* Take the prestarted context (NULL: none, or taken before), its thread's
 * time into "*ns".  The caller adopts of it what it wants and releases the
 * rest with bbmmi_context_scratch_free(). */
bbmm_context *bbmmi_prestart_take(uint64_t *ns);
/* bbmmi_buffer_create / _release, bbmmi_drain, bbmmi_lock, bbmmi_error,
 * bbmmi_host_pinned: declared in bbmm/directory.h, the calls the manager
 * makes.  A transfer (bbmm/transfer.h's bbmmi_transfer) calls this
 * layer's copies, declared there: a direct one (rectangular copies, slabs
 * beyond 3 dimensions) or, for unpinned host memory on a staging device,
 * one through the device's pinned staging buffers; outside a run it
 * blocks until done. */

/* Make the pinned staging buffers of device "dev" unless made before, and
 * wait until they are ready (a device's first copy that would stage starts
 * making them in the background).  On failure the device copies directly. */
void bbmmi_staging_open(bbmm_context *ctx, int dev);

/* Nonzero when the calling thread is enqueueing a run on "ctx": its
 * transfers and kernels do not wait. */
int bbmmi_async(const bbmm_context *ctx);

/* Record command "ev" (ownership passes to the list) enqueued on queue
 * "q" of "dev" by "call"; "kernel" nonzero for a kernel launch; "host",
 * "region" and "writes" the host memory it touches (host NULL: none).
 * Lock order: takes claim_mu. */
void bbmmi_cmd_add(bbmm_context *ctx, int dev, cl_command_queue q, cl_event ev, const char *call, int kernel,
                   const char *host, const bbmm_box *region, int writes);
/* The same for a launch of kernel "name" of "items" work-items whose
 * device time, once retired, is added to "meter" ("name" and "meter" must
 * outlive the command: the executor's kernels are freed only after a
 * drain). */
void bbmmi_cmd_add_kernel(bbmm_context *ctx, int dev, cl_event ev, const char *name, bbmmi_meter *meter,
                          uint64_t items, const bbmmi_acc *acc, int nacc);
/* Give the kernels recorded on the main queue of "dev" without an event
 * (ev NULL in bbmmi_cmd_add_kernel: no meter, no device times) one: a
 * marker behind them (the queue is in order), when any is pending. */
bbmm_status bbmmi_queue_settle(bbmm_context *ctx, int dev);

/* (Plan once, replay: bbmm/replay.h; the calls it makes here, and those
 * of a run's bookkeeping, bbmmi_main_sync among them: bbmm/run.h.) */

/* Retire the finished commands (all of them, waiting, when "wait"):
 * their device time goes to the statistics and a failure to
 * ctx->async_st.  ctx->lock must not be held. */
void bbmmi_retire(bbmm_context *ctx, int wait);

/* The newest recorded command of the main queue of "dev" that has an
 * event, retained (the caller releases it), or NULL when none was recorded
 * yet; the number of the newest recorded command on that queue into
 * "*seq" (NULL: not wanted).  Kernels recorded without an event after it
 * (bbmmi_cmd_add_kernel) end after it: bbmmi_queue_settle first where the
 * event must follow them too. */
cl_event bbmmi_queue_last(bbmm_context *ctx, int dev, uint64_t *seq);

/* Nonzero when bbmmi_retire has seen command number "seq" of the main
 * queue of "dev" end: a test without a driver call. */
int bbmmi_queue_done(bbmm_context *ctx, int dev, uint64_t seq);

/* A command of no device: "ev" (a user event, ownership passes to the
 * list) stands for the host writing ("writes") or reading "region" of host
 * memory "host" (a message from another rank being unpacked there); copies
 * over that region follow it like any command's (cli_hazards). */
#define BBMMI_HOST_CMD (-2)
void bbmmi_cmd_add_host(bbmm_context *ctx, cl_event ev, const char *call, const char *host, const bbmm_box *region,
                        int writes);

/* ---- program.c ------------------------------------------------------- */

/* Build (or find in the cache) the program of "source" with "options" for
 * device "dev"; build failures return BBMM_ERR_BUILD with the log in the
 * message. */
bbmm_status bbmmi_program_get(bbmm_context *ctx, const char *source, const char *options, int dev,
                              cl_program *out);
void bbmmi_programs_release(bbmm_context *ctx);

/* ---- pinned.c -------------------------------------------------------- */

/* Pinned host memory (bbmm_host_alloc()): lookup of the allocation holding
 * ["p", "p"+"bytes"), NULL if none. */
bbmmi_hostmem *bbmmi_hostmem_find(bbmm_context *ctx, const void *p, size_t bytes);
void bbmmi_hostmem_release_all(bbmm_context *ctx);

#endif
