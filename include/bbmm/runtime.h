/* bbmm/runtime.h - the BBMM runtime: devices, host arrays, the per-device
 * buffer manager (paper Table II) and statistics.  The manager's calls are
 * static inline code in manager.h, which bbmm.h includes after this file
 * (this file includes no header of the method); the rest is implemented
 * in lib/.
 * Part of bbmm.h; see its manual for the error model and ownership rules.
 */
#ifndef BBMM_H
#error "bbmm/runtime.h is a part of bbmm.h (its calls are defined in the headers after it): include bbmm.h"
#endif
#ifndef BBMM_RUNTIME_H
#define BBMM_RUNTIME_H

#include <stdio.h>

#include "config.h"
#include "status.h"
#include "rect.h"
#include "settings.h"

BBMM_EXTERN_C_BEGIN

/* The runtime context: devices, arrays, resident boxes, statistics.  Every
 * runtime call takes one; there is no hidden global instance. */
typedef struct bbmm_context bbmm_context;

/* A host array registered with a context (typed handle; 0 is invalid). */
typedef struct bbmm_array {
    uint32_t id;
} bbmm_array;

/* A box resident on one device (typed handle; 0 is invalid).  A handle
 * stays valid until the box is freed: by eviction (only when its use count
 * is 0), by bbmm_bb_cleanup(), or by bbmm_bb_free(). */
typedef struct bbmm_resident {
    uint64_t id;
} bbmm_resident;

typedef enum bbmm_alloc_scheme {
    BBMM_ALLOC_DEFAULT = 0, /* from BBMM_ALLOC, else disjoint */
    BBMM_ALLOC_DISJOINT,    /* paper Algorithm 2 */
    BBMM_ALLOC_CONVEX,      /* one convex box per tile and array */
    BBMM_ALLOC_WHOLE        /* the whole array */
} bbmm_alloc_scheme;

typedef enum bbmm_onoff { BBMM_SETTING_DEFAULT = 0, BBMM_SETTING_ON, BBMM_SETTING_OFF } bbmm_onoff;

typedef enum bbmm_coherency {
    BBMM_COHERENCY_DEFAULT = 0,
    BBMM_COHERENCY_EXACT,
    BBMM_COHERENCY_BLOCK
} bbmm_coherency;

typedef enum bbmm_dist { BBMM_DIST_DEFAULT = 0, BBMM_DIST_BLOCK, BBMM_DIST_CYCLIC, BBMM_DIST_DYNAMIC } bbmm_dist;

/* How many devices a run uses: "auto" puts a run that cannot gain from
 * more devices on one (fewer work-items than one device runs at once, or
 * a measured kernel time per run too short to pay for flows between
 * devices); "all" spreads every run over every device. */
typedef enum bbmm_spread { BBMM_SPREAD_DEFAULT = 0, BBMM_SPREAD_AUTO, BBMM_SPREAD_ALL } bbmm_spread;

/* Which devices a context starts (opens in OpenCL: the driver's context,
 * queues, builds).  "all" starts every device the settings select; "auto"
 * lets the default context made for a generated region start only as many
 * as the region's estimated work pays for (bbmm_default_context_for), and
 * start the rest when a later region's does. */
typedef enum bbmm_start { BBMM_START_DEFAULT = 0, BBMM_START_AUTO, BBMM_START_ALL } bbmm_start;

/* How a context is made.  Zero (or NULL) fields mean "from the BBMM_*
 * environment variable, else the documented default". */
typedef struct bbmm_context_desc {
    const char *platform;      /* BBMM_PLATFORM: substring of the platform name */
    const char *devices;       /* BBMM_DEVICES: "N" (first N) or "0,2,3" (indices) */
    uint64_t device_mem_limit; /* BBMM_DEVICE_MEM_LIMIT in bytes (e.g. "256M") */
    bbmm_alloc_scheme alloc;   /* BBMM_ALLOC */
    bbmm_onoff reuse;          /* BBMM_REUSE */
    bbmm_coherency coherency;  /* BBMM_COHERENCY */
    bbmm_dist dist;            /* BBMM_DIST */
    bbmm_onoff staging;        /* BBMM_STAGING: pinned staging (default: on for GPUs) */
    const char *stats;         /* BBMM_STATS: "1" table at destroy, "json:PATH" */
    /* 1: the statistics' device times (kernel, transfer, busy) are measured
     * though neither BBMM_STATS nor BBMM_TRACE asks for them.  Reading a
     * command's device time costs the host two driver queries (1.5 us each
     * on NVIDIA's OpenCL, 10 per floyd step on 2 GPUs): without one of the
     * three they are not read and those statistics stay 0. */
    int device_times;
    int lookahead;             /* BBMM_LOOKAHEAD: runs enqueued ahead of the devices (default 8) */
    bbmm_spread spread;        /* BBMM_SPREAD: "auto" (default) or "all" */
    /* BBMM_SPREAD_ITEMS: under "auto", a run of fewer work-items uses one
     * device (0: the default, compute units x 2048 of the smallest GPU; no
     * limit without GPUs).  BBMM_SPREAD_US: a run whose kernels measured
     * on earlier runs of its nest take less than this many microseconds of
     * device time in all uses one device (0: the default, 100 with GPUs,
     * none without).  The environment's value 0 turns a rule off. */
    uint64_t spread_items;
    uint64_t spread_us;
    /* BBMM_EARLY: auto (default) | on | off | trial.  In a run on several
     * devices a tile first runs the iterations whose results other tiles
     * read next (the boxes of bbmm_spec_early), copies that flow-out, then
     * runs the rest, so that the other devices get it while it computes.
     * "auto" (BBMM_SETTING_DEFAULT here) splits only the tiles whose device
     * takes flows from other devices or ranks for that run: there the
     * exchange goes both ways, and each device waits for the other's
     * flow-out every run (stencils).  A device that takes nothing
     * (floyd-warshall's owner of row k) gains nothing from splitting and
     * pays a launch more: on 2 H200s floyd took 0.58 s unsplit against
     * 0.73-0.77 s split.  "trial" (the environment's `early=trial` or
     * bbmm_set_early(ctx, 3); no value of this field) also times splitting
     * those, in blocks of 64 runs, and keeps it where it was 2 % faster
     * (docs/runtime.md). */
    bbmm_onoff early;
    /* BBMM_WORKGROUP: the work-group shape of every launch of a band of that
     * many dimensions, overriding the nests' own (bbmm_nest.workgroup) and
     * the default: a list of shapes, one per number of dimensions, each
     * written outermost band dimension first, e.g. "256,8x32,2x4x32"; NULL,
     * "" or "auto": the nests' own or the default. */
    const char *workgroup;
    /* BBMM_KERNEL_DUMP: a directory that receives, for every program built,
     * its OpenCL C source with the build options (bbmm-<hash>.cl) and each
     * device's binary as the implementation gives it (bbmm-<hash>-d<N>.bin:
     * PTX on NVIDIA); NULL or "": none. */
    const char *kernel_dump;
    /* BBMM_TRACE: a file that receives the timeline of every command the
     * devices ran (kernels and transfers, device start and end from
     * OpenCL profiling) in the Chrome trace format (chrome://tracing,
     * ui.perfetto.dev; a kernel's event is named after its kernel, the
     * command is each event's category); NULL or "": none.  Under several MPI ranks each
     * rank writes its own file, the name followed by "." and the rank. */
    const char *trace;
    /* BBMM_FUSE: on (default) | off.  The small boxes a tile places
     * together on a device (at most 256 KiB each, 4 MiB in all) share one
     * device buffer, and those read in whole from the host move in one
     * write (allocation and transfer fusion; docs/runtime.md). */
    bbmm_onoff fuse;
    /* BBMM_REPLAY: on (default) | off.  A run of a nest on a context with
     * one device, whose last run moved and allocated nothing, replays
     * that run's launches when it finds the same tiles, the same boxes
     * and the same directory state of its arrays (docs/runtime.md,
     * "Replay"). */
    bbmm_onoff replay;
    /* BBMM_OVERLAP: on (default) | off.  While a run is enqueued, copies
     * into a device from the host (read-ins, flow-ins) go on the device's
     * second queue and run while the kernels enqueued before them compute,
     * waiting only for the commands that touch the same bytes; the next
     * command of the main queue waits for them (docs/runtime.md, "Side
     * loads").  Off: they queue behind the kernels, in order. */
    bbmm_onoff overlap;
    /* BBMM_START: auto (default) | all.  BBMM_START_WORK: under "auto", the
     * statement instances that pay for starting one more device: k devices
     * start when the work is at least k (k - 1) times it (0: the default,
     * 15000000000 with GPUs -- about 0.15 s of a GPU's start-up at 1e11
     * simple instances a second -- and every device without GPUs; the
     * environment's 0 starts every device).  Only the default context
     * made with a work estimate starts fewer (docs/runtime.md, "Which
     * devices start"). */
    bbmm_start start;
    uint64_t start_work;
    int ignore_environment;    /* nonzero: read no BBMM_* variable */
    /* BBMM_COARSEN: auto (default) | N (1 to 64).  A coarsened kernel
     * (bbmm_nest.coarsen: every kernel bbmm-pp generates) runs N points of
     * the innermost band dimension per work-item, consecutive or strided
     * (BBMM_COARSEN_RUNS, _STRIDED).  "auto": 4 on GPUs for the
     * consecutive form (kernels that store only some of their points:
     * floyd-warshall's step on an H200 2.09x faster), 1 for the strided
     * one (stencils, blackscholes: -10 % to +4 % measured) and on other
     * devices (PoCL vectorises across work-items).  0 here: the
     * environment's, else auto. */
    int coarsen;
    /* BBMM_CHECK: checking modes, a comma-separated list of "bounds" and
     * "scopes" ("none": no mode; NULL or "": the environment's, else
     * none).  "bounds": every access of a kernel is tested against the box
     * the launch passes for it; an access outside it is not made, and the
     * run fails with BBMM_ERR_CHECK naming the nest, the array, the element
     * and the box (each run then waits for its kernels: docs/runtime.md,
     * "Checking modes").  "scopes": between regions, the host pages of the
     * arrays a data scope keeps while a device holds newer values are
     * protected; a host access there stops the program with a message
     * naming the array and the element (exit status 70: a checking mode
     * may stop the program; bbmm/guard.h). */
    const char *check;
} bbmm_context_desc;

/* Create a context on the devices the settings select.  On failure return
 * the status, leave "*out" NULL and write the reason into "err" ("errlen"
 * bytes, may be NULL/0). */
bbmm_status bbmm_context_create(const bbmm_context_desc *desc, bbmm_context **out, char *err,
                                size_t errlen);

/* Write every dirty resident box back to its host array, print or write the
 * statistics if BBMM_STATS asks, and free everything.  NULL is a no-op.
 * Returns the first error met while writing back (data is never dropped
 * silently: a failed write-back is reported, and the context still freed). */
bbmm_status bbmm_context_destroy(bbmm_context *ctx);

/* Wait until every command enqueued on "ctx" has finished: after it the
 * host arrays hold what the runs so far wrote back (flow-out, write-out).
 * bbmm_run() returns once its work is enqueued; bbmm_array_sync(),
 * bbmm_array_unregister(), the statistics calls and bbmm_context_destroy()
 * wait by themselves.  Returns the failure of a command that failed while
 * running (e.g. a kernel), with its message, else BBMM_OK. */
bbmm_status bbmm_finish(bbmm_context *ctx);

/* The process's default context: created with the settings of the
 * environment on the first call (thread-safe), then returned by every
 * call, so that code generated by bbmm-pp (every generated file uses it)
 * and hand-written host code share one coherent view of the devices --
 * e.g. host code can bbmm_host_alloc() arrays that generated regions then
 * use, or read and reset the statistics around a region.  It is destroyed
 * at process exit (atexit; writes BBMM_STATS) or by
 * bbmm_default_context_destroy(), after which the next call makes a new
 * one.  Several threads may run regions on it at once (the manual's
 * "Threads").  On failure returns the status, leaves "*out" NULL and writes
 * the reason into "err". */
bbmm_status bbmm_default_context(bbmm_context **out, char *err, size_t errlen);

/* The default context if a call of bbmm_default_context() (or _for) has
 * made it and it is not destroyed yet, else NULL; makes none. */
bbmm_context *bbmm_default_context_made(void);

/* The default context, for code about to do about "work" statement
 * instances on the devices (bbmm-pp passes its estimate of a region's;
 * BBMM_WORK_UNKNOWN, or any negative: unknown).  Under BBMM_START=auto
 * with GPUs, a context made by this call starts only the devices that
 * work pays for (bbmm_context_desc.start_work), and a later call whose
 * work pays for more -- all of them start anew: from n devices to k, work
 * x (k - n) at least k x k x n x start_work -- starts them when the
 * context is idle: no array registered (a data scope's included), no
 * pinned host memory, a single rank.  Starting them restarts the OpenCL
 * state (what stays: settings, statistics, the trace); a context that is
 * not idle keeps its devices and counts the start it declined
 * (bbmm_stats.starts_declined).  A start whose devices fail to open is
 * not an error while the devices the context had open again
 * (bbmm_stats.starts_failed; only larger work tries again); when they do
 * not, the status is the failure and the context has no device until a
 * later call starts some.
 *
 * BBMM_WORK_LATER makes the context without starting a device unless
 * every device starts anyway (BBMM_START=all, several ranks), and starts none
 * on a context that exists: the next call with an estimate (or unknown
 * work) starts them.  bbmm-pp opens data scopes with it, ahead of the
 * regions whose work they hold.  Until then the context has no device
 * (bbmm_device_count() 0): arrays, pinned memory and nests need one.
 * bbmm_default_context() is this with unknown work: a context it makes
 * starts every device, and on a context that exists it starts devices
 * only where it has none. */
#define BBMM_WORK_UNKNOWN (-1.0)
#define BBMM_WORK_LATER (-2.0)
bbmm_status bbmm_default_context_for(double work, bbmm_context **out, char *err, size_t errlen);

/* Start opening OpenCL now, on a runtime thread, so that the first
 * context does not wait for it: platform discovery (clGetPlatformIDs,
 * which loads the drivers: 0.27 s on an H200 node), the devices, and for
 * the platform and devices the environment selects now (BBMM_PLATFORM,
 * BBMM_DEVICES, BBMM_START with unknown work: every device selected) the
 * OpenCL context and a queue per device.  Returns at once; idempotent; a
 * no-op once a context has opened devices, unless BBMM_TUNE prestart=on
 * (read by the thread from the environment; off by default: see below),
 * and under an MPI launcher (a rank's devices depend on its rank).  Every
 * file bbmm-pp generates calls it from a constructor (bbmm/pp.h), before
 * main: the program's own set-up then hides the start-up.  Hand-written
 * programs may call it.  Off by default because a program cannot exit
 * while the thread is inside the driver: on an H200 a short program whose
 * regions all ran on the host took 0.38-0.42 s instead of 0.05 s, one
 * hung at exit, and PolyBench's set-up hid at most 0.03 s of the 0.25 s.
 *
 * The first context that opens devices -- the default context, or one
 * from bbmm_context_create() -- waits for the thread (the wait counts in
 * bbmm_stats.create_ns; the thread's time is prestart_ns) and adopts its
 * OpenCL context and queues when they are for exactly its platform and
 * devices, in order (bbmm_stats.prestarted 1); otherwise it releases them
 * and opens its own, as without a prestart, so a program that changes its
 * environment before its first region gets what it asks for (the drivers
 * stay loaded: discovery is still early).  Failures of the thread are not
 * reported: the creation that counts reports its own.  At exit, the
 * thread is waited for and what no context adopted is released.  A
 * process forked after the thread opened OpenCL cannot use OpenCL in the
 * child (the drivers stay in the parent): a context made there fails with
 * BBMM_ERR_NO_DEVICE saying so, where it would otherwise wait forever;
 * such programs set BBMM_TUNE=prestart=off. */
bbmm_status bbmm_prestart(void);

/* Destroy the default context now if it exists (see bbmm_context_destroy
 * for the status).  Not to be called while another thread uses it. */
bbmm_status bbmm_default_context_destroy(void);

/* Copy the message of the most recent error on "ctx" into "buf" ("len"
 * bytes, always terminated) and return "buf": the error of the calling
 * thread's most recent failed call on "ctx" (a command that failed while
 * running is reported to the thread whose call waited for it), or, when this
 * thread has had none, the most recent error of any thread.  Messages name
 * the call, the device and the OpenCL error, e.g.
 *   "clCreateBuffer (device 1, pthread-skylake): CL_MEM_OBJECT_ALLOCATION_FAILURE". */
char *bbmm_error_message(bbmm_context *ctx, char *buf, size_t len);
/* The longest message a context keeps, its end included. */
#define BBMMI_ERRMSG_LEN 4096
/* The longest name of an array or device kept, its end included. */
#define BBMMI_NAME_LEN 128

/* Get ready to end the process after an error, while other threads may be
 * using the runtime (the fatal path of generated code calls it, then
 * exit()).  Marks the process as stopping: from now on a runtime call that
 * another thread starts (bbmm_run, array registration, sync and
 * unregistration, the disjointness check, context creation and
 * destruction, bbmm_default_context) never returns, since the process is
 * ending, and bbmm_run calls in flight start no further tile and fail with
 * BBMM_ERR_STOPPED.  Then waits, up to "timeout_ms" milliseconds,
 * until no other thread is inside such a call.  Returns BBMM_OK when none
 * is: the caller may call exit(), whose handlers destroy the default
 * context (writing every array back, and BBMM_STATS) with nothing running
 * under them; BBMM_ERR_BUSY when a thread is still inside: the caller
 * should end with _Exit(), which runs no destructor.  A thread that calls
 * it after another one did never returns (the first one ends the process);
 * the same thread calling it again (from an exit handler) gets
 * BBMM_ERR_BUSY at once.
 * Not needed, and not to be called, by a program that ends normally. */
bbmm_status bbmm_exit_prepare(unsigned timeout_ms);

/* ---- devices -------------------------------------------------------- */

typedef struct bbmm_device_info {
    char name[128];
    char platform[128];
    int is_gpu;
    uint64_t global_mem; /* bytes reported by the device */
    uint64_t mem_limit;  /* the budget the manager keeps to */
    int staging;         /* transfers from ordinary arrays use pinned staging */
} bbmm_device_info;

int bbmm_device_count(const bbmm_context *ctx);
bbmm_status bbmm_device_get_info(bbmm_context *ctx, int dev, bbmm_device_info *info);

/* The effective settings (after the environment and defaults). */
bbmm_alloc_scheme bbmm_setting_alloc(const bbmm_context *ctx);
/* BBMM_ALLOC unset: disjoint boxes merge with older boxes they overlap (bbmm_bb_merged). */
int bbmm_setting_alloc_merge(const bbmm_context *ctx);
int bbmm_setting_reuse(const bbmm_context *ctx);
/* BBMM_FUSE: small boxes a tile places together share one buffer and
 * move in one write (1), or not (0). */
int bbmm_setting_fuse(const bbmm_context *ctx);
/* BBMM_REPLAY: runs that find what the nest's last run left replay its launches (1), or not (0). */
int bbmm_setting_replay(const bbmm_context *ctx);
/* BBMM_TUNE device_times: the statistics read each command's device time (1), or not (0). */
int bbmm_setting_device_times(const bbmm_context *ctx);
/* BBMM_OVERLAP: copies into a device during a run on its side queue (1), or not (0). */
int bbmm_setting_overlap(const bbmm_context *ctx);
bbmm_coherency bbmm_setting_coherency(const bbmm_context *ctx);
bbmm_dist bbmm_setting_dist(const bbmm_context *ctx);
/* BBMM_EARLY: 0 off, 1 on, 2 auto (the default: a tile splits when its
 * device takes flows from other devices or ranks for the run). */
int bbmm_setting_early(const bbmm_context *ctx);
/* The points per work-item coarsened kernels of the consecutive form
 * run on device "dev" (BBMM_COARSEN resolved for it; 1 for a bad device);
 * under "auto" the strided form runs 1. */
int bbmm_setting_coarsen(const bbmm_context *ctx, int dev);
/* The BBMM_WORKGROUP shape for bands of "nd" dimensions into "shape"
 * (outermost band dimension first); 0 when the setting gives none. */
int bbmm_setting_workgroup(const bbmm_context *ctx, int nd, size_t shape[3]);
/* BBMM_SPREAD and its two limits as in effect (0: the rule is off). */
bbmm_spread bbmm_setting_spread(const bbmm_context *ctx, uint64_t *items, uint64_t *us);
/* BBMM_START and BBMM_START_WORK as in effect (work 0: every device
 * starts); "available" (may be NULL): the devices the settings select, of
 * which bbmm_device_count() have started (0 before a default context made
 * for a data scope has opened OpenCL: bbmm_stats' devices_available). */
bbmm_start bbmm_setting_start(const bbmm_context *ctx, uint64_t *work, int *available);
/* BBMM_CHECK: the checking modes in effect (BBMM_CHECK_BOUNDS_MODE,
 * BBMM_CHECK_SCOPES_MODE bits); "asked" (may be NULL): the modes the
 * settings asked for, which may include modes this build does not have. */
#define BBMM_CHECK_BOUNDS_MODE 1
#define BBMM_CHECK_SCOPES_MODE 2
int bbmm_setting_check(const bbmm_context *ctx, int *asked);
/* Change BBMM_SPREAD for the runs placed from now on (runs already
 * enqueued keep their devices); BBMM_ERR_INVALID for a value that is not a
 * bbmm_spread.  What the "auto" rules measured is kept.  E.g. a warm-up at
 * a small size under BBMM_SPREAD_ALL runs on every device, so that it
 * builds the kernels a later run on every device needs. */
bbmm_status bbmm_set_spread(bbmm_context *ctx, bbmm_spread spread);
/* Change BBMM_EARLY (0 off, 1 on, 2 auto, 3 trial, as bbmm_setting_early
 * gives it) for the runs placed from now on; BBMM_ERR_INVALID for another
 * value.  What trials measured is kept.  E.g. a warm-up under 1 splits
 * every tile that has an early part, so that it builds the kernels a later
 * run that splits them needs (the rest of a split tile leaves a hole: its
 * own kernel variant, bbmm/tile.h's BBMM_VARIANT_SLAB and _HOLE). */
bbmm_status bbmm_set_early(bbmm_context *ctx, int early);

/* ---- several processes (MPI ranks) ---------------------------------- */

/* The rank of this process among those that run the program together
 * (0 when MPI is not in use: the runtime starts MPI itself when an MPI
 * launcher such as mpirun started the process, or uses the one the program
 * started; BBMM_RANKS=off keeps to one rank), with their number in
 * "*nranks" and, in "*gets_results", whether this rank's host arrays
 * receive the final values of regions (rank 0, or every rank with
 * BBMM_GATHER=all).  Either pointer may be NULL.  The manual's "Several
 * processes" says how the ranks share the work. */
int bbmm_rank(bbmm_context *ctx, int *nranks, int *gets_results);

/* End every rank of the job (MPI_Abort with exit status "code") when
 * several ranks run; otherwise return at once, and the caller ends its
 * process as it would anyway.  For a program's fatal path only (code
 * generated by bbmm-pp calls it after printing the error): a rank that
 * simply exited would leave the others waiting for its messages.  The
 * runtime itself never calls it. */
void bbmm_rank_abort(bbmm_context *ctx, int code);

/* ---- pinned host memory --------------------------------------------- */

/* Allocate "bytes" of page-locked host memory into "*ptr".  Arrays that live
 * in such memory transfer at full bus speed without staging. */
bbmm_status bbmm_host_alloc(bbmm_context *ctx, size_t bytes, void **ptr);
/* Free memory from bbmm_host_alloc() (NULL is a no-op). */
bbmm_status bbmm_host_free(bbmm_context *ctx, void *ptr);

/* ---- host arrays ---------------------------------------------------- */

/* Register the row-major host array "host" of "ndim" dimensions with
 * "extents"[d] >= 0 elements of "elem_size" bytes each.  The host array is
 * the master copy; the caller keeps ownership and must not touch it between
 * registration and bbmm_array_sync()/bbmm_array_unregister().  "name" (may
 * be NULL) is copied and used in messages.  An array with an extent of 0
 * has no elements ("host" may then be NULL) and overlaps nothing.
 * Overflowing sizes are rejected (BBMM_ERR_OVERFLOW).  The array belongs to
 * the calling thread; when a device has written an array of another thread
 * on the same host memory, the registration fails with BBMM_ERR_OVERLAP,
 * and that array is marked too (see the manual's "Threads"). */
BBMM_ONCE bbmm_status bbmm_array_register(bbmm_context *ctx, void *host, size_t elem_size, int ndim,
                                const int64_t *extents, const char *name, bbmm_array *out);

/* Write every device copy of "a" that is newer than the host back to the
 * host (purpose write-out), so the host array is current.  Then, if "a" was
 * written while another thread had its memory registered (or the other way
 * round), BBMM_ERR_OVERLAP. */
BBMM_ONCE bbmm_status bbmm_array_sync(bbmm_context *ctx, bbmm_array a);

/* bbmm_array_sync(), then free every resident box of "a" and forget it.
 * Fails with BBMM_ERR_BUSY while a box of "a" is in use.  When "a" was
 * written while another thread had its memory registered (or the other
 * way round) it is still written back and forgotten, and the status is
 * BBMM_ERR_OVERLAP. */
BBMM_ONCE bbmm_status bbmm_array_unregister(bbmm_context *ctx, bbmm_array a);
/* Declare "a" a scratch array: no region reads an element of its host
 * copy before writing it, and after the regions the host reads only box
 * "keep" of it (NULL or empty: nothing).  The runtime then reads none of it
 * in from the host (until it has itself written some of it there: box-out,
 * flows) and writes back only "keep" (at write-out, bbmm_array_sync and
 * unregistration); the rest of the host copy is left as it was.  bbmm-pp
 * declares its expanded temporaries so (docs/codegen.md).  Ignored for an
 * array a data scope keeps and under several ranks.  BBMM_ERR_INVALID when
 * "keep" is not inside the array. */
BBMM_ONCE bbmm_status bbmm_array_scratch(bbmm_context *ctx, bbmm_array a, const bbmm_box *keep);

/* Declare "a", registered just before, a copy made for one region (bbmm-pp
 * gathers a table of pointers to rows into one): no data scope keeps it,
 * so its unregistration writes it back and forgets it, as outside scopes.
 * BBMM_ERR_BUSY when "a" was registered again while a scope kept it. */
BBMM_ONCE bbmm_status bbmm_array_transient(bbmm_context *ctx, bbmm_array a);

/* Array "a", just registered, is not kept by a data scope without a list
 * ("#pragma bbmm data" alone), only by one that names it: bbmm-pp says so
 * of a scalar registered as a one-element array (host code reads and
 * writes it freely), of its expansions (scratch arrays of one region
 * run) and of an array of automatic storage declared inside such a scope
 * (a new object each time its block runs).  Arrays on the stack below the
 * frame that opened a scope without a list (the locals of the functions
 * called inside it) are never kept by that scope. */
BBMM_ONCE bbmm_status bbmm_array_unlisted(bbmm_context *ctx, bbmm_array a);

/* ---- data scopes (#pragma bbmm data; OpenACC "data") ------------------ */

/* Open a data scope on the calling thread: until the matching
 * bbmm_data_end(), the arrays registered by this thread stay registered and
 * resident on the devices when they are unregistered (the end of a region),
 * and a later registration of the same memory with the same element size
 * and extents gets the same array back, its boxes and coherence directory
 * as they were: the next region reads in only what no device holds, and
 * nothing is written back until bbmm_update_host() or the scope's end.
 * "hosts" ("n" pointers) names the arrays the scope keeps (by their first
 * byte); NULL (n = 0): every array registered inside it but those of
 * bbmm_array_unlisted and the locals of functions it calls.  Scopes nest (an
 * array goes to the innermost scope that keeps it); each thread has its own.
 * Registering other memory that overlaps a kept array first writes that
 * array back and forgets it.  Host code inside the scope must not touch a
 * kept array between regions without bbmm_update_host() before (reads) and
 * bbmm_update_device() after (writes).  Regions ending inside the scope do
 * not wait for their commands: their errors come back from the next call
 * that waits (bbmm_update_host(), bbmm_data_end(), bbmm_finish()). */
BBMM_ONCE bbmm_status bbmm_data_begin(bbmm_context *ctx, int n, void *const *hosts);

/* Say that the code inside the calling thread's innermost data scope is
 * expected to repeat about "times" times from here (bbmm-pp passes the
 * trip count of the loop an automatic data scope wraps).  Only a hint for
 * BBMM_TUNE host=auto (docs/runtime.md, "Rounds"): with it, a scope whose
 * rounds run on the host while no device has started starts the devices
 * as soon as the rounds still to come would lose more than twice their
 * start-up there, instead of paying that loss first.  A wrong value costs
 * time only, never a result.  BBMM_ERR_INVALID when the thread has no
 * open scope or "times" is negative or not a number. */
BBMM_ONCE bbmm_status bbmm_data_repeats(bbmm_context *ctx, double times);

/* Close the calling thread's innermost data scope: every array it keeps
 * that no region still has registered is written back (write-out) and
 * forgotten.  Returns the first failure; an array that could not be
 * written back stays registered, its newer data tracked, and
 * bbmm_context_destroy() writes it back.  BBMM_ERR_INVALID when the thread
 * has no open scope. */
BBMM_ONCE bbmm_status bbmm_data_end(bbmm_context *ctx);

/* Close every data scope the calling thread has open, innermost first,
 * as bbmm_data_end() does each: before the program ends inside them
 * (bbmm-pp calls it before exit(), quick_exit(), _Exit() and a return of
 * main), so that exit handlers and anyone sharing the memory see the kept
 * arrays' final values.  BBMM_OK when the thread has none; else the first
 * failure. */
BBMM_ONCE bbmm_status bbmm_data_leave(bbmm_context *ctx);

/* Make the host copy of the array holding byte "host" current (write back
 * what the devices hold newer): before host code reads it inside a data
 * scope.  Registered arrays of the calling thread only; memory no array
 * holds is BBMM_OK (nothing to do). */
BBMM_ONCE bbmm_status bbmm_update_host(bbmm_context *ctx, const void *host);

/* The host copy of the array holding byte "host" was written (inside a data
 * scope, after bbmm_update_host()): every device copy is dropped, and the
 * next region reads the host's values.  Newer device data not brought back
 * by bbmm_update_host() first is discarded, as the host's values win. */
BBMM_ONCE bbmm_status bbmm_update_device(bbmm_context *ctx, const void *host);

/* bbmm_update_host() and bbmm_update_device() on every array of the
 * calling thread that holds one of the "bytes" bytes at "host" (0: one):
 * host code that reaches memory several registrations share ("A" kept,
 * and "A + 3" kept from a region that took it as a pointer) makes them
 * all current, or drops all their device copies.  The pragma tool's code
 * passes a region's whole arrays. */
BBMM_ONCE bbmm_status bbmm_update_host_range(bbmm_context *ctx, const void *host, size_t bytes);
BBMM_ONCE bbmm_status bbmm_update_device_range(bbmm_context *ctx, const void *host, size_t bytes);

/* Check that no two arrays registered by the calling thread share host
 * bytes (the pragma tool assumes distinct names do not alias);
 * BBMM_ERR_OVERLAP names them.  Arrays of other threads may share memory
 * with them as long as no device writes either (the manual's "Threads"). */
BBMM_ONCE bbmm_status bbmm_arrays_check_disjoint(bbmm_context *ctx);

/* bbmm_arrays_check_disjoint for a region of bbmm-pp whose "n" arrays "a"
 * it reads only where rw[k] is 'r' (else 'w'): two of them that it only
 * reads may share memory ("mm(n, A, A, C)": its two operands one
 * matrix).  Where a data scope keeps one of those, a kept array may hold
 * newer values on a device than the host memory the other reads: every
 * such kept array is written back first, and of kept ones that overlap
 * only the oldest registration stays kept (scope.h,
 * bbmmi_scope_alias_reads). */
BBMM_ONCE bbmm_status bbmmi_arrays_disjoint_reads(bbmm_context *ctx, const bbmm_array *a, int n, const char *rw);

/* The whole-array box of "a". */
BBMM_API bbmm_status bbmm_array_box(bbmm_context *ctx, bbmm_array a, bbmm_box *out);

/* ---- the buffer manager (paper Table II) ---------------------------- */

/* Box flags. */
#define BBMM_BOX_READ 0x1u       /* the tile reads it */
#define BBMM_BOX_WRITE 0x2u      /* the tile writes it */
#define BBMM_BOX_ITER_LOCAL 0x4u /* freed by bbmm_bb_cleanup() (paper: cleanup flag) */
#define BBMM_BOX_WRITE_ALL 0x8u  /* with WRITE: the tile writes every element of the box,
                                    so its old values need not be read in */

/* Where a box lives on a device. */
typedef struct bbmm_placement {
    bbmm_resident resident; /* the resident box holding it */
    bbmm_box bounds;        /* the resident box's bounds (may be larger) */
    void *mem;              /* its cl_mem */
    uint64_t bytes;         /* its size in bytes */
} bbmm_placement;

/* Paper bb_present: set "*found" to 1 and fill "*where" when "box" of "a"
 * is resident on device "dev", exactly or inside a larger resident box
 * (preferring the smallest), else set "*found" to 0.  Moves no data. */
BBMM_API bbmm_status bbmm_bb_present(bbmm_context *ctx, int dev, bbmm_array a, const bbmm_box *box,
                            int *found, bbmm_placement *where);

/* Paper bb_alloc: allocate device memory for "box" of "a" on "dev" within
 * the device budget, evicting unused boxes in LRU order (dirty parts are
 * written back first: box-out).  The new box holds no valid data until
 * bbmm_bb_readin().  BBMM_ERR_DEVICE_NOMEM when even an empty unused list
 * leaves too little room.  "flags" are BBMM_BOX_*. */
BBMM_API bbmm_status bbmm_bb_alloc(bbmm_context *ctx, int dev, bbmm_array a, const bbmm_box *box,
                          unsigned flags, bbmm_placement *where);

/* Paper bb_readin (Algorithm 3): make every element of resident box "r"
 * current: parts held valid by other boxes on the same device by
 * intra-device copies, parts newer on another device via the host, the
 * rest from the host (read-in, or box-in for data this device evicted). */
BBMM_API bbmm_status bbmm_bb_readin(bbmm_context *ctx, bbmm_resident r);

/* Take a use of "r" (it cannot be evicted while used) and make any
 * elements that became stale current again.  Pair with bbmm_bb_release(). */
BBMM_API bbmm_status bbmm_bb_acquire(bbmm_context *ctx, bbmm_resident r);

/* Record that the device wrote every element of "written" (clipped to the
 * box; NULL or empty: nothing) in "r" and drop a use; at zero uses the box
 * joins the device's unused (LRU) list.  Other copies of those elements
 * become stale and are refreshed before their next use. */
BBMM_API bbmm_status bbmm_bb_release(bbmm_context *ctx, bbmm_resident r, const bbmm_box *written);

/* Record a device write of "written" in "r" without dropping a use. */
BBMM_API bbmm_status bbmm_bb_mark_written(bbmm_context *ctx, bbmm_resident r, const bbmm_box *written);

/* Copy "region" of resident box "r" to the host array now, counting the
 * bytes under "purpose" (BBMM_PURPOSE_FLOWOUT or _WRITEOUT). */
typedef enum bbmm_purpose {
    BBMM_PURPOSE_READIN = 0,
    BBMM_PURPOSE_FLOWOUT,
    BBMM_PURPOSE_FLOWIN,
    BBMM_PURPOSE_WRITEOUT,
    BBMM_PURPOSE_BOXOUT,
    BBMM_PURPOSE_BOXIN,
    BBMM_PURPOSE_USER,
    BBMM_PURPOSE_COUNT
} bbmm_purpose;
BBMM_API bbmm_status bbmm_bb_to_host(bbmm_context *ctx, bbmm_resident r, const bbmm_box *region,
                            bbmm_purpose purpose);

/* Paper Table III gpu_to_cpu_flowout: bbmm_bb_to_host of "region" as a
 * flow-out.  With "lazy" nonzero (the writer's run uses one device)
 * nothing is copied: the elements stay newer on this device and the
 * directory brings them to whoever needs them later (write-out, sync,
 * another device's read-in), so a run on one device pays no flow-out.
 * A lazy flow-out pairs with bbmm_bb_flowin_local and
 * bbmm_bb_flowin_mark_local below, never with bbmm_bb_flowin_remote
 * (which copies from the host). */
BBMM_API bbmm_status bbmm_bb_flowout(bbmm_context *ctx, bbmm_resident r, const bbmm_box *region, int lazy);
/* A late flow-out of "region" of "r" (bbmm_spec_flowout_late) in a run on
 * several devices: no copy now; the elements stay dirty on the device and
 * whatever of them no flow-out, write-out or eviction has copied to the
 * host by the run after the next one goes there before that run starts.
 * For elements that only tiles two runs on (or later) read, and that the
 * next run's flow-outs usually carry anyway. */
BBMM_API bbmm_status bbmm_bb_flow_late(bbmm_context *ctx, bbmm_resident r, const bbmm_box *region);

/* Paper Table III cpu_to_gpu_flowin: after "src" wrote "region" and it
 * was copied to the host (bbmm_bb_to_host with BBMM_PURPOSE_FLOWOUT), bring
 * every other resident copy of those elements up to date: copies on the
 * device of "src" by intra-device copy, others from the host.  Only
 * elements a copy holds stale are moved (purpose flow-in). */
BBMM_API bbmm_status bbmm_bb_flowin(bbmm_context *ctx, bbmm_resident src, const bbmm_box *region);

/* bbmm_bb_flowin in two parts, so that a run can defer the copies to other
 * devices until each device has its own tiles of the phase enqueued (a
 * flow-in queued on a device ahead of that device's kernel would make the
 * kernel wait for the writer's).  _local: the copies on the device of
 * "src" (intra-device).  _remote: the copies of array "a" on devices other
 * than "src_dev", from the host, leaving alone what a copy's own device
 * wrote in the current phase; inside a phase it records the flow-in, so
 * call it before the phase ends. */
BBMM_API bbmm_status bbmm_bb_flowin_local(bbmm_context *ctx, bbmm_resident src, const bbmm_box *region);
BBMM_API bbmm_status bbmm_bb_flowin_remote(bbmm_context *ctx, bbmm_array a, const bbmm_box *region, int src_dev);
/* After a lazy flow-out inside a phase: record that "region" of "a"
 * reached only the copies on "src_dev" (bbmm_bb_flowin_local); at the end
 * of the phase the other devices' copies become stale there and are
 * refreshed from the newest copy when next read. */
BBMM_API bbmm_status bbmm_bb_flowin_mark_local(bbmm_context *ctx, bbmm_array a, const bbmm_box *region, int src_dev);

/* Evict every unused box of device "dev" (dirty parts written back first:
 * box-out). */
BBMM_API bbmm_status bbmm_bb_evict_unused(bbmm_context *ctx, int dev);

/* Like bbmm_bb_acquire(), but make current only the stale elements inside
 * "need"[0.."nneed"-1] (what the tile will touch); other stale elements stay
 * marked and are refreshed by a later acquire that needs them.  Unused
 * boxes of the same array on the device that lie inside "r" are then
 * absorbed: their data and dirty marks move into "r" and they are freed, so
 * a growing access pattern (a tile, then the tile with its halo) never keeps
 * two copies. */
BBMM_API bbmm_status bbmm_bb_acquire_for(bbmm_context *ctx, bbmm_resident r, const bbmm_box *need, size_t nneed);

/* Paper bb_cleanup: free the unused iteration-local boxes of device "dev"
 * (all devices when "dev" is -1), writing dirty parts back first. */
BBMM_API bbmm_status bbmm_bb_cleanup(bbmm_context *ctx, int dev);

/* Free resident box "r" now (dirty parts written back first); it must be
 * unused. */
BBMM_API bbmm_status bbmm_bb_free(bbmm_context *ctx, bbmm_resident r);

/* Look up where "r" lives now. */
BBMM_API bbmm_status bbmm_bb_placement(bbmm_context *ctx, bbmm_resident r, bbmm_placement *where);

/* Write "region" ("src": a packed row-major buffer of that region) into
 * resident box "r" from the host, as a stand-in for a kernel writing it (for
 * tests and hand-written host code); counts as purpose USER and records the
 * write like bbmm_bb_mark_written().  If the copy fails midway the region
 * holds a mix of old and new values, consistently on every copy. */
BBMM_API bbmm_status bbmm_bb_write_region(bbmm_context *ctx, bbmm_resident r, const bbmm_box *region,
                                 const void *src);
/* Read "region" of resident box "r" into the packed buffer "dst" (USER). */
BBMM_API bbmm_status bbmm_bb_read_region(bbmm_context *ctx, bbmm_resident r, const bbmm_box *region,
                                void *dst);

/* ---- statistics (DESIGN.md §4) ---------------------------------------- */

typedef struct bbmm_xfer_count {
    uint64_t bytes;
    uint64_t count;
} bbmm_xfer_count;

typedef struct bbmm_stats {
    uint64_t alloc_bytes;      /* allocated now */
    uint64_t alloc_peak;       /* largest allocated at once */
    uint64_t allocations;      /* boxes given device memory: a new buffer, a pooled one or part of
                                  a shared one */
    uint64_t pooled;           /* of them, given the buffer of a box freed earlier (kept in the
                                  device's pool: no new device buffer) */
    uint64_t frees;            /* boxes whose memory was given up (pooled or released) */
    uint64_t moved;            /* iteration-local boxes placed in the buffer (from the pool) that a
                                  box of the same array and extents gave back at the end of the run
                                  before: a recurring nest's moving box (floyd's row k on the devices
                                  that do not own it), not counted in allocations or pooled */
    uint64_t evictions;        /* boxes freed to make room */
    uint64_t fused_buffers;    /* shared buffers made for boxes a tile placed together (BBMM_FUSE) */
    uint64_t fused_boxes;      /* boxes given a part of one */
    uint64_t fused_loads;      /* read-ins of whole such boxes moved by fused writes (each also
                                  counted in h2d as one transfer of its purpose) */
    uint64_t fused_writes;     /* the writes that moved them: the host->device transfers made are
                                  the h2d counts less fused_loads plus fused_writes */
    bbmm_xfer_count h2d[BBMM_PURPOSE_COUNT]; /* host -> device, by purpose */
    bbmm_xfer_count d2h[BBMM_PURPOSE_COUNT]; /* device -> host */
    bbmm_xfer_count d2d[BBMM_PURPOSE_COUNT]; /* intra-device copies */
    uint64_t kernels;          /* kernel launches */
    uint64_t kernel_ns;        /* device time in kernels (OpenCL profiling; like busy_ns, read
                                  only under BBMM_STATS, BBMM_TRACE or desc.device_times, else 0) */
    uint64_t transfer_ns;      /* host time in transfer calls (enqueueing; staged copies) */
    uint64_t manager_ns;       /* time in the manager, transfers excluded */
    uint64_t busy_ns;          /* device time of its kernels and transfers (OpenCL profiling) */
    uint64_t wait_ns;          /* host time waiting for the device: drains, a full look-ahead
                                  window (attributed to every device waited for) */
    uint64_t side_loads;       /* copies into the device made on its side queue while runs were
                                  enqueued, overlapping its kernels (BBMM_OVERLAP) */
    uint64_t runs;             /* runs (bbmm_run) enqueued; total only */
    uint64_t enqueue_ns;       /* host time inside runs, enqueueing (window waits excluded);
                                  total only */
    uint64_t lookahead_max;    /* most runs enqueued and unfinished at once; total only */
    uint64_t runs_narrowed;    /* runs put on one device by BBMM_SPREAD=auto; total only */
    uint64_t runs_whole;       /* runs that allocated whole arrays because their nest's boxes
                                  kept moving (BBMM_ALLOC not given); total only */
    uint64_t runs_pipelined;   /* runs cut into several chunks per device so that their copies
                                  ran beside their kernels (BBMM_TUNE pipeline); total only */
    uint64_t runs_replayed;    /* of the runs, those that replayed the launches of their nest's
                                  last run (BBMM_TUNE replay); total only */
    uint64_t early_tried;      /* BBMM_EARLY=trial: trials that timed splitting every tile of
                                  a nest's runs on several devices against not (at its first
                                  runs, then every 2,048 runs); total only */
    uint64_t early_kept;       /* ... and kept it (2 % faster or more); total only */
    uint64_t runs_host;        /* runs of bbmm-pp's regions taken on the host as written (BBMM_TUNE
                                  host: chosen by their estimated cost, or forced), in the whole
                                  process, not only on this context; total only */
    uint64_t host_ns;          /* their wall time; total only */
    uint64_t rounds_tried;     /* rounds of data scopes' regions run on trial all on the devices
                                  or all on the host (bbmm/pick.h, "Rounds"); total only */
    uint64_t scopes_split;     /* data scopes whose rounds were then left choosing per region, */
    uint64_t scopes_devices;   /* ... run all on the devices, */
    uint64_t scopes_host;      /* ... or all on the host; total only */
    uint64_t create_ns;        /* start-up: creating the context (platform, devices, queues):
                                  the creating thread's time, waiting for the prestart thread
                                  included; total only */
    uint64_t prestart_ns;      /* the prestart thread's time (bbmm_prestart; 0: none), off the
                                  creating thread; total only */
    uint64_t prestarted;       /* 1 when the context adopted the prestarted OpenCL context and
                                  queues; total only */
    uint64_t staging_ns;       /* pinning staging buffers (in the background, from a device's
                                  first copy that would stage) and fusion memory; total only */
    uint64_t builds;           /* programs built (kernels and their variants); total only */
    uint64_t build_ns;         /* host time in those builds; total only */
    /* BBMM_START (total only): the devices started and those the settings
     * select; the work estimate that decided (-1 none); devices started
     * later by a region whose work paid for them (their start-up is in
     * create_ns); starts declined because the context was not idle;
     * starts whose devices failed to open (the context went back to the
     * devices it had and tries again only for larger work).  A default
     * context made for a data scope ahead of its regions opens OpenCL only
     * when a region starts devices: until then it has found none
     * (devices_available 0) and create_ns holds no driver time */
    uint64_t devices_started, devices_available;
    double start_work_seen;
    uint64_t starts_later, starts_declined, starts_failed;
    /* several MPI ranks (bbmm_rank); total only */
    uint64_t rank, nranks;     /* this rank, the ranks */
    bbmm_xfer_count rank_sent[BBMM_PURPOSE_COUNT]; /* messages this rank sent, by purpose
                                                      (flow-out: before runs; write-out: gathers) */
    bbmm_xfer_count rank_recv[BBMM_PURPOSE_COUNT]; /* and received */
    bbmm_xfer_count ranks_sent_all; /* every rank's messages, summed when the context is
                                       destroyed (0 before) */
    uint64_t rank_drain_ns;    /* host time waiting for this rank's devices before messages */
    uint64_t rank_mpi_ns;      /* host time exchanging messages (in MPI or through the node's
                                  shared memory: sending, receiving, waiting for the others) */
    uint64_t rank_early;       /* copies into flow-out messages made behind the early part of
                                  their tile, not behind all of it (BBMM_EARLY=on) */
    uint64_t rank_shm;         /* bytes of this rank's messages (sent and received) that moved
                                  through the node's shared memory, not MPI (BBMM_RANK_SHM) */
} bbmm_stats;

/* The name of purpose "p" ("read-in", "flow-out", ...): stats.h. */
BBMM_API const char *bbmm_purpose_name(bbmm_purpose p);

/* Statistics of device "dev", or the total over all devices when -1
 * (alloc_peak of the total is the sum of the device peaks). */
bbmm_status bbmm_stats_get(bbmm_context *ctx, int dev, bbmm_stats *out);
bbmm_status bbmm_stats_reset(bbmm_context *ctx);
/* Where bbmm-pp's regions run (BBMM_TUNE host, bbmm/pick.h): 0 auto, 1
 * never on the host, 2 always on the host; -1 when the setting is not
 * valid (making the default context then reports it).  Read from the
 * environment once, at the first call. */
int bbmm_host_mode(void);
/* The process-wide state of those choices (bbmm/pick.h), used under
 * bbmm_pick_lock(); runs_host and host_ns are counted with atomic
 * additions (a settled region counts its runs without the lock:
 * bbmm_pick_global()). */
typedef struct bbmm_pick_state {
    double host_ns_per_work; /* measured on the host: ns per statement instance (0: none yet) */
    double rent_ns;          /* time the host runs took beyond the devices' estimate while no
                                device was started: once it passes the start-up, start them */
    uint64_t runs_host, host_ns, runs_device;
    /* inside data scopes on started devices: the side the scopes' arrays
     * are taken to live on (0 the devices, 1 the host; the other side pays
     * for moving a region's arrays), and what choices made only by that
     * charge lost against the uncharged estimates since it last changed:
     * once that passes one region's move (times 2^scope_flips), the side
     * changes (bbmm/pick.h) */
    int scope_host;
    double scope_rent_ns;
    unsigned scope_flips;    /* changes of side so far: the next needs 2^flips moves of rent */
    uint64_t scopes_begun;   /* data scopes begun in the process (atomic): their numbers */
    /* the rounds of the outermost data scope open on started devices
     * (bbmm/pick.h, "Rounds"): its number, the region and size class whose
     * runs begin a round and the thread that runs them, the trial's step,
     * the policy of this round, whether it lost already, when it began
     * (and the start-up then), its region runs, the estimates of its runs
     * on either side, and each policy's measured round and its runs */
    uint64_t round_scope;
    const void *round_mark, *round_owner;
    int round_class, round_step, round_policy, round_lost;
    uint64_t round_t0, round_startup, round_runs;
    double round_dev_est, round_host_est;
    uint64_t round_id;       /* rounds begun (bbmm_pick's round_seen) */
    double round_builds_ns;  /* the builds of its regions not built yet, by the model */
    double round_rent_ns;    /* what its rounds lost to the devices' estimate while none started */
    double round_repeats;    /* its outermost scope's bbmm_data_repeats (0: unknown) */
    uint64_t round_index;    /* rounds of it begun */
    int rounds_pending;      /* (atomic) a scope's rounds are not settled: settled regions are
                                estimated again (they count in the rounds); 2: the rounds pay
                                rent, and only the round's first region is */
    double round_ns[3];
    uint64_t round_nruns[9]; /* [BBMM_ROUND_RENT]: the timed split round's, while rent is paid */
    uint64_t rounds_tried;   /* rounds run on trial on the devices or on the host (statistics) */
    uint64_t scopes_chosen[3]; /* scopes whose rounds were settled per region, on the devices, on the host */
} bbmm_pick_state;
bbmm_pick_state *bbmm_pick_lock(void);
void bbmm_pick_unlock(void);
bbmm_pick_state *bbmm_pick_global(void);
/* Start-up time of "ctx" so far: creating it, building programs, pinning
 * staging buffers (ns); a region's device run subtracts it from its time. */
uint64_t bbmm_startup_ns(bbmm_context *ctx);
/* Nonzero when bbmm_prestart's thread has opened OpenCL and no context
 * has taken it yet (bbmm/pick.h: the devices' start-up is then paid). */
int bbmm_prestart_ready(void);
/* A monotonic clock, in ns. */
uint64_t bbmm_now_ns(void);
/* Nonzero when an MPI launcher (mpirun, srun) started this process. */
int bbmm_mpi_launched(void);

/* The table and the JSON object of BBMM_STATS (stats.h). */
BBMM_API bbmm_status bbmm_stats_print(bbmm_context *ctx, FILE *f);
BBMM_API bbmm_status bbmm_stats_write_json(bbmm_context *ctx, const char *path);

/* ---- test hooks ----------------------------------------------------- */

typedef enum bbmm_fault {
    BBMM_FAULT_ALLOC = 0, /* device buffer and pinned allocations */
    BBMM_FAULT_TRANSFER,  /* every enqueued copy */
    BBMM_FAULT_BUILD,     /* program builds */
    BBMM_FAULT_START,     /* opening the devices (clCreateContext) when the
                             default context starts more (BBMM_START) */
    BBMM_FAULT_COUNT
} bbmm_fault;

/* As "nth": every call of the kind fails until disarmed. */
#define BBMM_FAULT_EVERY UINT64_MAX

/* Make the "nth" (1-based) next call of kind "kind" fail as if OpenCL had
 * failed (status BBMM_ERR_INJECTED); 0 disarms.  Returns how many calls of
 * that kind were made since the last arming, so a test can sweep every
 * call site of a scenario. */
uint64_t bbmm_test_fail_nth(bbmm_context *ctx, bbmm_fault kind, uint64_t nth);

/* Hold device "dev": nothing enqueued on it from now on runs until
 * bbmm_test_release() (a marker waiting for a user event).  The host goes
 * on enqueueing; a test proves that no copy consumes data a held producer
 * has not made yet.  One hold at a time. */
bbmm_status bbmm_test_hold(bbmm_context *ctx, int dev);
bbmm_status bbmm_test_release(bbmm_context *ctx);

/* Copies made through the flow arena since the context was made
 * (lib/transfer.c, "flow slabs"): "into" a chunk (a device's copy into
 * pageable host memory), "outof" one (another device's copy from it),
 * "plain" copies into pageable host memory during a run that found no
 * chunk (a full arena, a region too big, other copies of those elements
 * unfinished). */
void bbmm_test_slab_counts(bbmm_context *ctx, uint64_t *into, uint64_t *outof, uint64_t *plain);

/* Bytes of device "dev"'s shared buffers (BBMM_FUSE) that no box and no
 * pooled buffer counts, after releasing the pooled buffers when "drop":
 * 0 once no box is allocated and the pool is dropped, else a shared
 * buffer outlived its parts (manager.h). */
BBMM_API uint64_t bbmm_test_fused_held(bbmm_context *ctx, int dev, int drop);

/* Device "dev" of "ctx" moves "pieces" fused read-ins one by one before
 * it makes the pinned memory that fused writes are packed into (GPUs:
 * 512, so that a region run once pins nothing; CPU devices: 0). */
void bbmm_test_fuse_after(bbmm_context *ctx, int dev, uint64_t pieces);

/* The work-group shape of the last kernel launched on "ctx", in OpenCL's
 * order (innermost band dimension first; 1 beyond its dimensions). */
void bbmm_test_last_workgroup(bbmm_context *ctx, size_t local[3]);

BBMM_EXTERN_C_END

#endif
