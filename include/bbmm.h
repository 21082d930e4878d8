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
 *   bbmm/box.h      boxes and the paper's Table I operations, Algorithm 2
 *   bbmm/runtime.h  context, devices, host arrays, buffer manager (Table II),
 *                   statistics, test hooks
 *   bbmm/exec.h     running a parallel nest on all devices (Algorithm 4),
 *                   coherency (Table III), the kernel conventions
 *
 * ==== Error model ========================================================
 *
 * Every operation that can fail returns a bbmm_status (BBMM_OK is 0).
 * bbmm_status_text() gives its fixed text; the runtime also records a
 * message naming the cause (the OpenCL call, the device and the OpenCL
 * error name, or the bad setting) on the context: bbmm_error_message().
 * Context creation, which has no context yet, writes its message into a
 * caller buffer.  The library never prints (except the statistics you ask
 * for with BBMM_STATS, and a line on stderr when that file cannot be
 * written at context destroy), never exits and never aborts; after any error
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
 * bookkeeping internally, and bbmm_run() uses one worker thread per device.
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
 * ==== Environment (read by bbmm_context_create unless told not to) =======
 *
 *   BBMM_PLATFORM          substring of the OpenCL platform name
 *   BBMM_DEVICES           N (the first N devices) or a list "0,2"
 *   BBMM_DEVICE_MEM_LIMIT  per-device budget, bytes with K/M/G suffix
 *   BBMM_ALLOC             disjoint (default) | convex | whole
 *   BBMM_REUSE             on (default) | off
 *   BBMM_COHERENCY         exact (default) | block
 *   BBMM_DIST              block (default) | cyclic | dynamic
 *   BBMM_STAGING           auto (default: on for GPUs) | on | off
 *   BBMM_STATS             1: print a table at context destroy;
 *                          json:PATH: write JSON there
 *
 * Default devices: the first platform with GPUs, else PoCL's CPU devices
 * (Debian 12's PoCL 3.1 makes N of them with POCL_DEVICES="pthread ...").
 */
#ifndef BBMM_H
#define BBMM_H

#include "bbmm/config.h"
#include "bbmm/status.h"
#include "bbmm/box.h"
#include "bbmm/runtime.h"
#include "bbmm/exec.h"

#endif
