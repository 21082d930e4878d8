/* bbmm.h - BBMM: bounding-box memory management for multi-device OpenCL.
 *
 * ==== What it is =========================================================
 *
 * BBMM runs affine loop nests of ordinary sequential C on every OpenCL
 * device of a machine (several GPUs, or several PoCL CPU devices) and
 * manages device memory automatically at the granularity of bounding boxes:
 * hyper-rectangles of array elements.  Each tile of a parallel loop gets
 * exactly the boxes of data it touches on its device; boxes already there
 * are reused; under memory pressure unused boxes are evicted (box-out) and
 * reloaded (box-in); devices are kept coherent by moving only the elements
 * later tiles read.  The method is Ramashekar & Bondhugula, "Automatic Data
 * Allocation and Buffer Management for Multi-GPU Machines", ACM TACO 10(4),
 * 2013 ("the paper").
 *
 * Most users never call this header directly: they write `#pragma bbmm`
 * above a loop nest and the pragma tool (bbmm-pp) generates the calls.
 * Hand-written host code may use it too.
 *
 * ==== How to include it ==================================================
 *
 *     #include <bbmm.h>          // C99 or C++11
 *     cc -std=c99 prog.c -lbbmm -lOpenCL -lpthread
 *
 * or, with CMake:  find_package(bbmm)  then
 *     target_link_libraries(prog PRIVATE bbmm::bbmm)
 *     bbmm_add_executable(prog prog.c)   # runs bbmm-pp on prog.c first
 *
 * The box algebra (bbmm/box.h) is header-only and needs no library.  The
 * runtime (bbmm/runtime.h) is implemented in libbbmm.
 *
 * ==== Contents ===========================================================
 *
 *   bbmm/config.h   configuration macros (below)
 *   bbmm/status.h   bbmm_status and its messages
 *   bbmm/rect.h     the box value: extent, volume, overlap, subset (face)
 *   bbmm/box.h      the paper's Table I operations on boxes, Algorithm 2
 *   bbmm/runtime.h  context, devices, host arrays, buffer manager (Table II),
 *                   statistics, test hooks
 *   bbmm/exec.h     a parallel nest (bbmm_nest), the kernel conventions and
 *                   the geometry of a launch (tile argument, global size,
 *                   work-group shape)
 *   bbmm/tile.h     the tile API: Algorithm 4 as a loop over tiles (boxes,
 *                   Algorithm 2, bb_present / bb_alloc / bb_readin placement,
 *                   launch, flowout / flowin / writeout of Table III,
 *                   release); bbmm_run() is that loop
 *   bbmm/spec.h     the boxes of one tile, as a nest's boxes() reports them
 *                   (bbmm_spec_*)
 *
 *   bbmm/manager.h  the buffer manager of Table II (bb_present, bb_alloc
 *                   with LRU eviction, bb_readin = Algorithm 3, bb_cleanup)
 *   bbmm/directory.h  its state, which the context holds
 *   bbmm/fuse.h     allocation fusion and the pools of device buffers
 *   bbmm/coherence.h  transfers and the coherence directory (Table III)
 *   bbmm/memo.h     results of the box algebra remembered across runs
 *   bbmm/scope.h    host arrays and data scopes
 *   bbmm/grid.h     a run's start: its devices (BBMM_SPREAD's cost model),
 *                   the tile grid and the tile distribution (BBMM_DIST)
 *   bbmm/stats.h    the statistics table and JSON
 *   bbmm/start.h    which devices a context starts (BBMM_START), a rank's
 *                   share of its node's, more started later
 *   bbmm/life.h     a context's end, the default context and its starts
 *   bbmm/prelude.h  the kernel side: the OpenCL C text put before every
 *                   kernel (box tables, box search, bound references)
 *
 * What is where: every header function is static inline, except the few
 * that run once per run or context and the entry points generated code
 * calls (bbmm_run, registration, data scopes, updates: BBMM_ONCE), which
 * libbbmm compiles once with what only they use, the tile loop and the
 * manager (bbmm/config.h's BBMM_METHOD_BODIES; BBMM_METHOD_INLINE makes
 * them static inline in a unit); libbbmm (lib/) is
 * the thin compiled layer -- OpenCL discovery, buffers, queues and events,
 * transfers with pinned staging, programs and kernel launches, pinned host
 * memory, the context's lock and settings (docs/runtime.md lists it).
 *
 * Below: error model, ownership, threads, an example, configuration
 * macros, environment.
 *
 * ==== Error model ========================================================
 *
 * Every operation that can fail returns a bbmm_status (BBMM_OK is 0).
 * bbmm_status_text() gives its fixed text; the runtime also records a
 * message naming the cause (the OpenCL call, the device and the OpenCL
 * error name, or the bad setting) on the context: bbmm_error_message().
 * Context creation, which has no context yet, writes its message into a
 * caller buffer.  The library never prints (except the statistics you ask
 * for with BBMM_STATS, a line on stderr when that file cannot be
 * written at context destroy), never exits and never aborts (except
 * BBMM_CHECK=scopes, which stops the program at a host access to a kept
 * array, with a message); after any error
 * the context stays usable or can be destroyed, and the host copy of every
 * array is never left older than the newest data the runtime held.
 *
 * ==== Ownership ==========================================================
 *
 *   - A bbmm_context is created by bbmm_context_create() and owned by the
 *     caller until bbmm_context_destroy(), which frees everything in it.
 *   - Host arrays stay owned by the caller.  Registration makes the host
 *     array the master copy; between registration and bbmm_array_sync() or
 *     bbmm_array_unregister() the caller must not read or write it.
 *   - Data scopes (bbmm_data_begin() .. bbmm_data_end(), "#pragma bbmm
 *     data") keep the arrays registered inside them registered and resident
 *     across unregistrations: a later registration of the same memory and
 *     shape gets the same array, its boxes and directory as they were, and
 *     write-outs wait for the scope's end.  Inside a scope the host reads a
 *     kept array only after bbmm_update_host() and, after writing it, calls
 *     bbmm_update_device() before the next region uses it.  A program that
 *     ends inside scopes calls bbmm_data_leave() first (bbmm-pp does,
 *     before exit() and main's return), so that exit handlers see the
 *     kept arrays' final values.  bbmm_data_repeats() tells the innermost
 *     scope how often its code is expected to repeat (bbmm-pp passes the
 *     trip count of the loop an automatic or "#pragma bbmm data" scope
 *     wraps): a hint for
 *     BBMM_TUNE host=auto, never a condition of a result.
 *   - Handles (bbmm_array, bbmm_resident) are plain values; the runtime owns
 *     what they name.  A stale handle is reported (BBMM_ERR_NOT_FOUND), never
 *     dereferenced.
 *   - A bbmm_box_list owns its heap storage (bbmm_box_list_free()); storage
 *     passed to bbmm_box_list_init() stays the caller's.
 *   - Strings passed in are copied; strings returned are owned by the
 *     library and valid until the context is destroyed.
 *
 * ==== Threads ============================================================
 *
 * Every call may come from any thread; a context serialises its
 * bookkeeping internally.  A run (bbmm_run, or the tile loop of tile.h)
 * enqueues its tiles from the calling thread on every device and returns
 * without waiting for them (the manual's "Asynchronous execution").
 * Regions -- generated or hand-written: register, bbmm_run, unregister --
 * may run in several threads at once on one context (the default context,
 * for generated code):
 *
 *   allowed    threads working on different arrays, at any sizes, calling
 *              the same region or different ones; threads sharing an
 *              array that none of them writes (each registers it: several
 *              registrations of the same host memory, by different
 *              threads, are fine while all of them only read it).  Results
 *              are those of the sequential program.  Runs of one context
 *              take turns (each uses every device); registration, sync and
 *              host code of other threads go on meanwhile.
 *   forbidden  a device writing an array while another thread has the same
 *              host memory registered (two threads writing one array, or
 *              one writing what another reads) -- a data race in the
 *              sequential program too.  The runtime reports it on both
 *              threads with BBMM_ERR_OVERLAP ("host array A shares memory
 *              with array A of another thread, and one of the two is
 *              written"): the writing run fails (what it computed stays
 *              tracked and reaches the host array), and each side's next
 *              run, registration, sync or unregistration of it fails too
 *              (sync and unregistration still do their work first).
 *
 * bbmm_arrays_check_disjoint() checks the arrays the calling thread
 * registered.  bbmm_error_message() gives the calling thread's own most
 * recent error.  Generated code stops the process on an error: it calls
 * bbmm_exit_prepare(), which lets other threads start no further runtime
 * call and waits for those inside to leave, before exit() -- the process's
 * destructors never run under another thread inside the runtime.
 * bbmm_context_destroy() and bbmm_default_context_destroy() must not be
 * called while another thread uses the context.
 *
 * ==== Asynchronous execution =============================================
 *
 * A run returns once its tiles are enqueued: kernels and copies go to each
 * device's in-order queue, and a copy through host memory waits (OpenCL
 * events) for the other devices' commands on the same host region, so a
 * flow-in never overtakes its flow-out.  The host runs up to
 * BBMM_LOOKAHEAD runs ahead of the devices.  Host arrays are current after
 * bbmm_array_sync(), bbmm_array_unregister() or bbmm_finish(); until then
 * the program must neither read nor write a registered array (as the
 * ownership rules above say).  A command that fails while running (rare:
 * a device fault) is reported by the next of those calls.
 *
 * ==== Example ============================================================
 *
 * A hand-written parallel loop, y[i] = a * x[i] + y[i], on every device of
 * the default context (the test docs_examples compiles and runs it):
 *
 *     #include <stdio.h>
 *     #include <string.h>
 *     #include <bbmm.h>
 *
 *     static const char src[] =
 *         "kernel void axpy(BBMM_ARRAY_PARAM(float, y, 1), BBMM_ARRAY_PARAM(float, x, 1),\n"
 *         "                 const bbmm_ktile tile, float a)\n"
 *         "{\n"
 *         "    if (!BBMM_IN_TILE(tile))\n"
 *         "        return;\n"
 *         "    long i = BBMM_TILE_ID(tile, 0);\n"
 *         "    BBMM_REF1(y, i) = a * BBMM_REF1(x, i) + BBMM_REF1(y, i);\n"
 *         "}\n";
 *
 *     // What tile "t" touches: y read and written (final values: write-out),
 *     // x read.
 *     static bbmm_status boxes(void *user, const bbmm_box *t, bbmm_tile_spec *spec)
 *     {
 *         bbmm_status st = bbmm_spec_access(spec, 0, t, BBMM_BOX_READ | BBMM_BOX_WRITE);
 *         (void)user;
 *         if (st == BBMM_OK)
 *             st = bbmm_spec_access(spec, 1, t, BBMM_BOX_READ);
 *         return st == BBMM_OK ? bbmm_spec_writeout(spec, 0, t) : st;
 *     }
 *
 *     int main(void)
 *     {
 *         enum { N = 1000 };
 *         static float x[N], y[N];
 *         float a = 2.0f;
 *         int64_t n = N;
 *         char msg[1024];
 *         bbmm_context *ctx;
 *         bbmm_array arr[2];
 *         bbmm_kernel_arg arg = {sizeof a, &a};
 *         bbmm_nest nest;
 *         bbmm_status st, st2;
 *         for (int i = 0; i < N; i++) {
 *             x[i] = (float)i;
 *             y[i] = 1.0f;
 *         }
 *         if (bbmm_default_context(&ctx, msg, sizeof msg) != BBMM_OK) {
 *             fprintf(stderr, "%s\n", msg);
 *             return 1;
 *         }
 *         st = bbmm_array_register(ctx, y, sizeof(float), 1, &n, "y", &arr[0]);
 *         if (st == BBMM_OK) {
 *             st = bbmm_array_register(ctx, x, sizeof(float), 1, &n, "x", &arr[1]);
 *             if (st == BBMM_OK) {
 *                 memset(&nest, 0, sizeof nest); // tile sizes 0: chosen at run time
 *                 nest.name = nest.kernel = "axpy";
 *                 nest.source = src;
 *                 nest.narrays = 2;
 *                 nest.arrays = arr;
 *                 nest.space = bbmm_bb_1d(0, N - 1);
 *                 nest.boxes = boxes;
 *                 nest.nscalars = 1;
 *                 nest.scalars = &arg;
 *                 st = bbmm_run(ctx, &nest);
 *                 st2 = bbmm_array_unregister(ctx, arr[1]);
 *                 st = st != BBMM_OK ? st : st2;
 *             }
 *             st2 = bbmm_array_unregister(ctx, arr[0]); // writes y back
 *             st = st != BBMM_OK ? st : st2;
 *         }
 *         if (st != BBMM_OK) {
 *             fprintf(stderr, "%s: %s\n", bbmm_status_text(st), bbmm_error_message(ctx, msg, sizeof msg));
 *             return 1;
 *         }
 *         for (int i = 0; i < N; i++)
 *             if (y[i] != 2.0f * (float)i + 1.0f)
 *                 return 1;
 *         puts("ok");
 *         return 0; // the default context is destroyed at exit
 *     }
 *
 * ==== Configuration macros ===============================================
 *
 * Define before including bbmm.h (see bbmm/config.h):
 *
 *   BBMM_MAX_DIMS       largest box dimension count, 1..8 (default 8)
 *   BBMM_MALLOC(n), BBMM_REALLOC(p, n), BBMM_FREE(p)
 *                       allocator for box lists (all three or none)
 *   BBMM_API            storage class of header functions (static inline)
 *
 * The runtime library is built with the default BBMM_MAX_DIMS; code that
 * links it must not change it.
 *
 * ==== Settings (bbmm/settings.h: the one table) =========================
 *
 * Each from its bbmm_context_desc field, else the environment (unless
 * ignore_environment), else the default.  Variables:
 *
 *   BBMM_PLATFORM          substring of the OpenCL platform name
 *   BBMM_DEVICES           N (the first N devices) or a list "0,2"
 *   BBMM_DEVICE_MEM_LIMIT  per-device budget, bytes with K/M/G suffix
 *   BBMM_STATS             1: print a table at context destroy;
 *                          json:PATH: write JSON there
 *   BBMM_TRACE             a file receiving every command's device times
 *                          (Chrome trace format)
 *   BBMM_KERNEL_DUMP       a directory receiving each program's source
 *                          (bbmm-<hash>.cl) and device binaries (-d<N>.bin)
 *   BBMM_CHECK             checking modes, comma-separated: bounds (every
 *                          kernel access tested against its box) and
 *                          scopes (kept arrays' host pages protected)
 *   BBMM_SPREAD            auto (default) | all: under auto a run that
 *                          cannot gain from more devices runs on device 0
 *   BBMM_START             auto (default) | all: under auto the default
 *                          context made for a region starts only the
 *                          devices its estimated work pays for
 *   BBMM_RANKS             auto (default: ranks when an MPI launcher started
 *                          the process) | off
 *   BBMM_RANK_TIMEOUT      seconds a rank waits for the others where they
 *                          agree (0: forever; unset: a warning after 60 s)
 *   BBMM_TUNE              tuning keys: key=value items, comma-separated
 *                          (an item without "=" continues the value before
 *                          it); an unknown key, a key given twice or an
 *                          empty value is an error
 *
 * Keys of BBMM_TUNE (each key's former variable, BBMM_ plus the key in
 * capitals, is still read where BBMM_TUNE does not give it):
 *
 *   alloc                  disjoint (default) | convex | whole
 *   reuse                  on (default) | off
 *   coherency              exact (default) | block
 *   dist                   block (default) | cyclic | dynamic
 *   staging                auto (default: on for GPUs) | on | off
 *   lookahead              runs enqueued ahead of the devices, 1..4096
 *                          (default 8)
 *   start_work             auto: statement instances one more device's
 *                          start-up is worth (default 1.5e10 with GPUs;
 *                          every device with CPU devices only; 0: all)
 *   prestart               on: generated programs open OpenCL on a
 *                          runtime thread from their start, and the first
 *                          region adopts it (bbmm_prestart); off (default):
 *                          at the first region
 *   spread_items           auto: fewer work-items than this, one device
 *                          (default compute units x 2048 of the smallest
 *                          GPU; none with CPU devices only; 0: off)
 *   spread_us              auto: a nest whose kernels measured so far take
 *                          less device time per run, one device (default
 *                          100 with GPUs; none with CPU devices only)
 *   early                  auto (default) | on | off | trial: early
 *                          flow-out in runs on several devices
 *                          (bbmm_spec_early); auto splits the tiles whose
 *                          device takes flows, trial also the others where
 *                          a timed trial finds it faster
 *   overlap                on (default) | off: during a run, copies into a
 *                          device from the host run on its second queue
 *                          beside the kernels (side loads)
 *   pipeline               auto (default: up to 8 chunks per device on
 *                          GPUs for runs outside serial loops whose arrays
 *                          weigh 32 MiB or more per device) | 1..64: each
 *                          device's part of a run cut into chunks, copies
 *                          of one beside another's kernel (1: off)
 *   fuse                   on (default) | off: a tile's small boxes share
 *                          one buffer and move in one write
 *   replay                 on (default) | off: a run on one device that
 *                          finds its nest's last run's tiles, boxes and
 *                          residents unchanged enqueues that run's
 *                          launches again without placing its boxes
 *   workgroup              auto (default: bbmm_nest.workgroup, else 64 /
 *                          8 x 32 / 2 x 4 x 32) | shapes overriding every
 *                          nest, outermost dimension first: 256,8x32
 *   coarsen                auto (default: 4 on GPUs for kernels storing
 *                          some of their points, else 1) | 1..64: points
 *                          per work-item of coarsened kernels
 *                          (bbmm_nest.coarsen; bbmm-pp's)
 *   rank_devices           share (default: a node's ranks divide its
 *                          devices) | all
 *   rank_async             send (default) | on | off: how a run's messages
 *                          between ranks wait
 *   rank_shm               auto (default: messages of 4 MiB or more) | on |
 *                          off: exchanges on one node through shared memory
 *   rank_shm_threads       copying threads per side of such a message
 *   gather                 root (default) | all: who receives the final
 *                          values when a region ends
 *   device_times           auto (default: under BBMM_STATS or BBMM_TRACE)
 *                          | on | off: each command's device time read
 *                          for the statistics (a queue that times its
 *                          commands makes every launch dearer: timed
 *                          benchmarks with BBMM_STATS turn it off)
 *   host                   auto (default) | never | always: bbmm-pp's
 *                          regions run on the host as written where that
 *                          is estimated faster (bbmm/pick.h)
 *
 * Default devices: the first platform with GPUs, else PoCL's CPU devices
 * (Debian 12's PoCL 3.1 makes N of them with POCL_DEVICES="pthread ...").
 */
#ifndef BBMM_H
#define BBMM_H

#include "bbmm/config.h"
#include "bbmm/status.h"
#include "bbmm/rect.h"
#include "bbmm/box.h"
#include "bbmm/runtime.h"
#include "bbmm/setup.h"
#include "bbmm/guard.h"
#include "bbmm/manager.h"
#include "bbmm/transfer.h"
#include "bbmm/query.h"
#include "bbmm/start.h"
#include "bbmm/stats.h"
#include "bbmm/life.h"
#include "bbmm/exec.h"
#include "bbmm/agree.h"
#include "bbmm/tile.h"
#include "bbmm/replay.h"
#include "bbmm/run.h"
#include "bbmm/prelude.h"

#endif
