/* lib/cl.c - the thin OpenCL layer: discovery, buffers, transfers, programs,
 * pinned memory, fault injection and error names.
 *
 * Transfers.  A transfer copies a box "region" between two row-major views
 * (host memory or a device buffer).  Dimensions are collapsed first wherever
 * the region is contiguous in both views, so most boxes become one, two or
 * three dimensional rectangles: one clEnqueue*BufferRect call each (plain
 * clEnqueue*Buffer when contiguous), slabs of three dimensions beyond that.
 * Host memory that is not pinned, on a device with staging, goes through the
 * device's two pinned staging buffers (but for copies under
 * CLI_ASYNC_DIRECT while a run is enqueued): the region is cut into chunks (at
 * most an eighth of the region), the first and last of them smaller (a
 * ramp) so that little of the transfer waits for the pipeline to fill or
 * drain.  Host to device, chunk i is packed into a staging slot while the
 * DMAs of the chunks before it run; device to host runs backwards, chunk i
 * unpacked while the chunks after it arrive.  Every enqueue is non-blocking
 * and a transfer returns only when all of its commands have finished, also
 * on error, so no DMA outlives the call.
 *
 * Why so (measured on an H200 host, 16 cores, NVIDIA OpenCL, 64 MiB boxes):
 * pinned memory moves 55 GB/s each way; ordinary memory, given directly to
 * clEnqueue*BufferRect, 1-15 GB/s (0.7 GB/s for 64-byte rows device to
 * host); a CL_MEM_USE_HOST_PTR buffer over the user's array is not page-
 * locked (6-7 GB/s) and, kept between transfers, even returned stale data.
 * One thread packs rows at only 4-7 GB/s, so:
 *
 * Pack threads.  Every large host copy - packing, unpacking, host to host -
 * is cut into pieces of rows taken by ctx->pack_threads threads, the caller
 * among them (16 threads: about 90 GB/s alone).  Packing into the staging
 * buffers uses non-temporal stores: with plain stores the DMA reads lines
 * still dirty in the cores' caches and slows to half speed.
 *
 * The DMA thread.  The transferring thread only packs or unpacks; a DMA
 * thread enqueues the chunks' copies as they are posted and reports each
 * one's end, up to CLI_MAX_SLOTS in flight (slots in the two staging
 * buffers), so the copy engine never waits for a thread that is packing.
 *
 * Both live in one pool owned by the context ("struct bbmmi_pack"),
 * started by the first copy that needs it and joined by
 * bbmmi_cl_shutdown().  One copy runs on the pool at a time; its pieces are
 * handed out under the pool's mutex and the caller returns only when every
 * piece is done.  Without the DMA thread (it could not be started, or
 * CLI_DMA_THREAD is 0) staged transfers enqueue their DMAs themselves, two
 * chunks deep.
 */
#define _POSIX_C_SOURCE 200809L
#include <ctype.h>
#include <errno.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "internal.h"
#include "cl_errors.h"

#define CLI_STAGING_BYTES ((size_t)32 << 20)
/* contiguous bytes a device moves directly before its staging buffers are
 * pinned (lib/cl.c, "Staging buffers") */
#define CLI_STAGE_AFTER ((uint64_t)64 << 20)
/* While a run is enqueued, copies of ordinary memory smaller than this go
 * directly (enqueued, not waited for) rather than through the staging
 * buffers, which the host packs and waits for: a halo row or a flow-out is
 * latency, not bandwidth, and must not stop the host from running ahead. */
#define CLI_ASYNC_DIRECT ((uint64_t)1 << 20)
#define CLI_MIN_CHUNK ((size_t)1 << 20)
/* The flow arena: pinned chunks for flow slabs (copies of small regions of
 * pageable host memory written by a device during a run). */
#define CLI_SLAB_CHUNKS 64
#define CLI_SLAB_BYTES ((size_t)256 << 10)

static void cli_slabs_settle_all(bbmm_context *ctx);
static void cli_arena_close(bbmm_context *ctx);
#define CLI_PIPELINE_DEPTH 8
/* The ramp's smallest chunk is a 1/CLI_RAMP_DIV of a staging buffer (and at
 * least a 1/CLI_RAMP_STEPS of a full chunk); a pack piece at least a
 * 1/CLI_PIECE_DIV of one. */
#define CLI_RAMP_DIV 64
#define CLI_RAMP_STEPS 8
#define CLI_PIECE_DIV 512
/* Chunks in flight at most (slots of the two staging buffers) with the DMA
 * thread: a deep pipeline hides the latency of noticing that a DMA ended. */
#define CLI_MAX_SLOTS 8
/* How long a pack thread spins for the next job, and the submitter for the
 * last pieces, before sleeping on a condition variable (waking a sleeping
 * thread takes tens of microseconds, a chunk's DMA about a hundred). */
#ifndef CLI_PACK_SPIN_NS
#define CLI_PACK_SPIN_NS 200000
#endif
/* Staged transfers hand their DMAs to a DMA thread (0: the transferring
 * thread enqueues them itself). */
#ifndef CLI_DMA_THREAD
#define CLI_DMA_THREAD 1
#endif
/* The DMA thread polls the status of the oldest DMA in flight, and enqueues
 * DMAs posted meanwhile (1), or blocks in clWaitForEvents (0). */
#ifndef CLI_DMA_POLL
#define CLI_DMA_POLL 1
#endif
/* Packing writes the staging buffers with non-temporal stores (1), so
 * that the DMA reads memory rather than lines dirty in the cores' caches
 * (on an H200 host: 0.72 of pinned bandwidth rather than 0.53).
 * Unpacking into the user's array uses plain stores: streaming there was
 * slower, ten times so for rows of 8 bytes. */
#ifndef CLI_STREAM
#define CLI_STREAM 1
#endif
#if CLI_STREAM && defined(__SSE2__)
#include <emmintrin.h>
#define CLI_HAVE_STREAM 1
#else
#define CLI_HAVE_STREAM 0
#endif
/* Bytes of narrow rows packed on the stack before they are streamed out. */
#define CLI_BOUNCE 4096
/* Smallest piece of a host to host copy; pieces per pack thread. */
#define CLI_HOST_PIECE ((size_t)64 << 10)
#define CLI_PIECES_PER_THREAD 4
/* Pack threads by default: one per core, at most this many. */
#define CLI_MAX_PACK_THREADS 16
#define CLI_NAME_LIST_LEN 1024
#define CLI_FNV_OFFSET 14695981039346656037ull
#define CLI_FNV_PRIME 1099511628211ull

/* An enqueued command not yet waited for: its event and the call that made
 * it (named in messages when the command fails while running). */
typedef struct cli_pending {
    cl_event ev;
    const char *call;
} cli_pending;

/* The shape of a copy after collapsing: "k" dimensions, outermost first;
 * "cnt"[k-1] counts bytes, the others rows, slices and so on; "pitch"[v][d]
 * is the byte distance between consecutive indices of dimension "d" in the
 * destination (v 0) and source (v 1); "off"[v] the byte offset of the
 * region's first element in each view. */
typedef struct cli_geom {
    int k;
    size_t cnt[BBMM_MAX_DIMS];
    size_t pitch[2][BBMM_MAX_DIMS];
    size_t off[2];
    size_t bytes;
} cli_geom;

/* How a staged transfer cuts "region" into chunks: single indices of the
 * dimensions before "split", runs of indices of "split" (its indices are
 * the "units", "units" in all, "pos" of them planned so far), and the
 * whole region in the dimensions after it.  A chunk is at most "step" units
 * and, near the ends of the transfer, at least "ramp" units; its pack
 * pieces are at least "piece" bytes.  Chunks go to "slots" slots, "stride"
 * bytes apart in each staging buffer, slot j in buffer j % 2. */
typedef struct cli_chunker {
    bbmm_box region;
    uint64_t ext[BBMM_MAX_DIMS];
    int split;
    uint64_t step;
    uint64_t ramp;
    uint64_t units;
    uint64_t pos;
    size_t piece;
    size_t stride;
    int slots;
} cli_chunker;

/* A host copy of geometry "g" from "src" to "dst" cut into "npieces"
 * pieces of its "units": rows, or bytes when g.k is 1; with non-temporal
 * stores when "stream". */
typedef struct cli_job {
    char *dst;
    const char *src;
    cli_geom g;
    size_t units;
    size_t npieces;
    int stream;
} cli_job;

/* A staged transfer as the DMA thread sees it: the first failure "st" of
 * its DMAs (those after it are dropped). */
typedef struct cli_xfer {
    bbmm_context *ctx;
    int dev;
    bbmm_status st;
} cli_xfer;

/* One DMA of a staged transfer "xfer", run by the DMA thread: the copy of
 * geometry "g" between views "dst" and "src" (one of them a staging
 * buffer), its command "pend" while in flight, "done" (0 or 1) once it has
 * finished or was dropped, "next" in the queue. */
typedef struct cli_dma {
    cli_xfer *xfer;
    bbmmi_view dst;
    bbmmi_view src;
    cli_geom g;
    cli_pending pend;
    size_t done;
    struct cli_dma *next;
} cli_dma;

/* The copy threads of a context: "nthreads" pack helpers started for
 * ctx->pack_threads "setting", and one DMA thread ("dma" when it runs).
 * "mu" guards the current pack job and its counters ("next" piece to hand
 * out, "finished" pieces, "posted" jobs), "submit" lets one job run at a
 * time.  "dmu" guards the DMA queue "dhead".."dtail", the count of DMAs
 * posted "dposted", every cli_dma's "done" and every cli_xfer's "st".
 * Counters and flags that threads spin on are also read without their
 * mutex, so every access to them is atomic. */
struct bbmmi_pack {
    pthread_mutex_t submit;
    pthread_mutex_t mu;
    pthread_cond_t go;
    pthread_cond_t done;
    cli_job job;
    size_t next;
    size_t finished;
    size_t posted;
    int stop;
    int setting;
    int nthreads;
    pthread_t *threads;
    pthread_mutex_t dmu;
    pthread_cond_t dgo;
    pthread_cond_t ddone;
    cli_dma *dhead;
    cli_dma *dtail;
    size_t dposted;
    int dstop;
    int dma;
    pthread_t dthread;
};

static void cli_pack_shutdown(bbmm_context *ctx);
static void *cli_dma_main(void *arg);

/* Return the name of OpenCL error "err" ("unknown OpenCL error" when it
 * is no code of cl_errors.h). */
const char *bbmmi_cl_error_name(cl_int err)
{
    const char *name = bbmm_cl_error_text(err);
    return name ? name : "unknown OpenCL error";
}

/* Return nonzero when "call" allocates, moves or maps buffer memory, where
 * CL_OUT_OF_RESOURCES means the device ran out of memory. */
static int cli_is_buffer_call(const char *call)
{
    return call && (strstr(call, "Buffer") || strstr(call, "MemObjects"));
}

/* Map OpenCL error "err" of "call" to a status. */
static bbmm_status cli_status_of(cl_int err, const char *call)
{
    if (err == CL_OUT_OF_HOST_MEMORY)
        return BBMM_ERR_NOMEM;
    if (err == CL_MEM_OBJECT_ALLOCATION_FAILURE)
        return BBMM_ERR_DEVICE_NOMEM;
    if (err == CL_OUT_OF_RESOURCES && cli_is_buffer_call(call))
        return BBMM_ERR_DEVICE_NOMEM;
    return BBMM_ERR_OPENCL;
}

/* Record on "ctx" the message "call (device D, NAME): what" ("call: what"
 * when "dev" is -1) and return "st". */
static bbmm_status cli_fail(bbmm_context *ctx, bbmm_status st, const char *call, int dev,
                            const char *what)
{
    if (dev >= 0 && ctx->dev && dev < ctx->mgr.ndev)
        return bbmmi_error(ctx, st, "%s (device %d, %s): %s", call, dev, ctx->dev[dev].name, what);
    if (dev >= 0)
        return bbmmi_error(ctx, st, "%s (device %d): %s", call, dev, what);
    return bbmmi_error(ctx, st, "%s: %s", call, what);
}

/* Return BBMM_OK when "err" is CL_SUCCESS; else record on "ctx" that "call"
 * on device "dev" (-1: none) failed with "err" and return its status. */
bbmm_status bbmmi_cl_check(bbmm_context *ctx, cl_int err, const char *call, int dev)
{
    if (err == CL_SUCCESS)
        return BBMM_OK;
    if (!ctx)
        return cli_status_of(err, call);
    return cli_fail(ctx, cli_status_of(err, call), call ? call : "OpenCL", dev,
                    bbmmi_cl_error_name(err));
}

/* Count a call of "kind" on "ctx"; when it is the armed one, disarm, record
 * an injected failure of "call" on "dev" and return BBMM_ERR_INJECTED. */
bbmm_status bbmmi_fault(bbmm_context *ctx, bbmm_fault kind, const char *call, int dev)
{
    if (!ctx || (int)kind < 0 || kind >= BBMM_FAULT_COUNT)
        return BBMM_OK;
    ctx->fault_calls[kind]++;
    if (ctx->fault_nth[kind] == 0 ||
        (ctx->fault_nth[kind] != BBMM_FAULT_EVERY && ctx->fault_calls[kind] != ctx->fault_nth[kind]))
        return BBMM_OK;
    if (ctx->fault_nth[kind] != BBMM_FAULT_EVERY)
        ctx->fault_nth[kind] = 0;
    return cli_fail(ctx, BBMM_ERR_INJECTED, call ? call : "OpenCL", dev, "injected failure");
}

/* Arm fault "kind" of "ctx" to fail the "nth" next call (0 disarms) and
 * return the calls counted since the previous arming. */
uint64_t bbmm_test_fail_nth(bbmm_context *ctx, bbmm_fault kind, uint64_t nth)
{
    uint64_t prev;
    if (!ctx || (int)kind < 0 || kind >= BBMM_FAULT_COUNT)
        return 0;
    pthread_mutex_lock(&ctx->lock);
    prev = ctx->fault_calls[kind];
    ctx->fault_calls[kind] = 0;
    ctx->fault_nth[kind] = nth;
    pthread_mutex_unlock(&ctx->lock);
    return prev;
}

/* ---- discovery ------------------------------------------------------- */

/* Return nonzero when "needle" occurs in "hay", ignoring case. */
static int cli_contains_nocase(const char *hay, const char *needle)
{
    size_t i, n = strlen(needle);
    for (; *hay; hay++) {
        for (i = 0; i < n; i++)
            if (tolower((unsigned char)hay[i]) != tolower((unsigned char)needle[i]))
                break;
        if (i == n)
            return 1;
    }
    return n == 0;
}

/* Copy string "param" of platform "p" (when "p" is set) or of device "d"
 * into "dst" of "size" bytes, truncated; "?" when the query fails. */
static void cli_info_string(cl_platform_id p, cl_device_id d, cl_uint param, char *dst,
                            size_t size)
{
    size_t need = 0;
    char *tmp;
    cl_int err;
    snprintf(dst, size, "?");
    err = p ? clGetPlatformInfo(p, param, 0, NULL, &need)
            : clGetDeviceInfo(d, param, 0, NULL, &need);
    if (err != CL_SUCCESS || need == 0 || !(tmp = (char *)malloc(need + 1)))
        return;
    err = p ? clGetPlatformInfo(p, param, need, tmp, NULL)
            : clGetDeviceInfo(d, param, need, tmp, NULL);
    tmp[need] = '\0';
    if (err == CL_SUCCESS)
        snprintf(dst, size, "%s", tmp);
    free(tmp);
}

/* Append the names of the "np" platforms "plats" to "list" ("size" bytes)
 * as "A", "B". */
static void cli_platform_list(const cl_platform_id *plats, cl_uint np, char *list, size_t size)
{
    char name[BBMMI_NAME_LEN];
    size_t used;
    cl_uint i;
    list[0] = '\0';
    for (i = 0; i < np; i++) {
        used = strlen(list);
        cli_info_string(plats[i], NULL, CL_PLATFORM_NAME, name, sizeof(name));
        snprintf(list + used, size - used, "%s\"%s\"", i ? ", " : "", name);
    }
}

/* Store the platforms of the ICD loader in "*plats" (caller frees) and
 * their count in "*np"; BBMM_ERR_NO_DEVICE when there is none. */
static bbmm_status cli_platforms(bbmm_context *ctx, cl_platform_id **plats, cl_uint *np)
{
    cl_int err;
    *plats = NULL;
    *np = 0;
    err = clGetPlatformIDs(0, NULL, np);
    if (err == -1001 || (err == CL_SUCCESS && *np == 0))
        return bbmmi_error(ctx, BBMM_ERR_NO_DEVICE,
                           "no OpenCL platform found: install an OpenCL driver (ICD); for CPU "
                           "devices through PoCL set POCL_DEVICES=\"pthread pthread\"");
    if (err != CL_SUCCESS)
        return bbmmi_cl_check(ctx, err, "clGetPlatformIDs", -1);
    *plats = (cl_platform_id *)calloc(*np, sizeof(**plats));
    if (!*plats)
        return bbmmi_error(ctx, BBMM_ERR_NOMEM, "bbmm_context_create: out of host memory");
    err = clGetPlatformIDs(*np, *plats, NULL);
    return bbmmi_cl_check(ctx, err, "clGetPlatformIDs", -1);
}

/* Return how many devices of "type" platform "p" has (0 on error). */
static cl_uint cli_count_devices(cl_platform_id p, cl_device_type type)
{
    cl_uint n = 0;
    if (clGetDeviceIDs(p, type, 0, NULL, &n) != CL_SUCCESS)
        return 0;
    return n;
}

/* Choose the platform "*p" and the device type "*type" to use from the "np"
 * platforms "plats": the one ctx->settings.platform names, else the first
 * with GPUs, else the first with any device.  GPUs only when the chosen
 * platform has some. */
static bbmm_status cli_choose_platform(bbmm_context *ctx, const cl_platform_id *plats, cl_uint np,
                                       cl_platform_id *p, cl_device_type *type)
{
    const char *want = ctx->settings.platform;
    char name[BBMMI_NAME_LEN], list[CLI_NAME_LIST_LEN];
    cl_uint i;
    *p = NULL;
    for (i = 0; want[0] && i < np && !*p; i++) {
        cli_info_string(plats[i], NULL, CL_PLATFORM_NAME, name, sizeof(name));
        if (cli_contains_nocase(name, want))
            *p = plats[i];
    }
    if (want[0] && !*p) {
        cli_platform_list(plats, np, list, sizeof(list));
        return bbmmi_error(ctx, BBMM_ERR_SETTING,
                           "BBMM_PLATFORM=%s: no OpenCL platform name contains it; available: %s",
                           want, list);
    }
    for (i = 0; !want[0] && i < np && !*p; i++)
        if (cli_count_devices(plats[i], CL_DEVICE_TYPE_GPU) > 0)
            *p = plats[i];
    for (i = 0; !want[0] && i < np && !*p; i++)
        if (cli_count_devices(plats[i], CL_DEVICE_TYPE_ALL) > 0)
            *p = plats[i];
    if (*p) {
        *type = cli_count_devices(*p, CL_DEVICE_TYPE_GPU) > 0 ? CL_DEVICE_TYPE_GPU : CL_DEVICE_TYPE_ALL;
        if (cli_count_devices(*p, *type) > 0)
            return BBMM_OK;
    }
    cli_platform_list(plats, np, list, sizeof(list));
    if (want[0])
        return bbmmi_error(ctx, BBMM_ERR_NO_DEVICE,
                           "no OpenCL device: platform matching BBMM_PLATFORM=%s has none (platforms: %s)",
                           want, list);
    return bbmmi_error(ctx, BBMM_ERR_NO_DEVICE,
                       "no OpenCL device: looked for GPUs, then any device, on every platform (%s); "
                       "for PoCL CPU devices set POCL_DEVICES=\"pthread pthread\", or choose a "
                       "platform with BBMM_PLATFORM",
                       list);
}

/* Parse an unsigned decimal at "*s" (spaces around it allowed) into "*v",
 * advancing "*s"; return 0, or -1 when there is none or it overflows. */
static int cli_parse_uint(const char **s, unsigned long *v)
{
    char *end;
    while (isspace((unsigned char)**s))
        (*s)++;
    if (!isdigit((unsigned char)**s))
        return -1;
    errno = 0;
    *v = strtoul(*s, &end, 10);
    if (errno)
        return -1;
    *s = end;
    while (isspace((unsigned char)**s))
        (*s)++;
    return 0;
}

/* Choose devices from the "avail" of "pool" as ctx->settings.devices says
 * ("": all; "N": the first N; "i,j": those indices) into "pick" (room for
 * "avail") and "*npick". */
static bbmm_status cli_pick_devices(bbmm_context *ctx, cl_uint avail, const char *pool,
                                    cl_uint *pick, cl_uint *npick)
{
    const char *spec = ctx->settings.devices, *s = spec;
    unsigned long v;
    cl_uint i, n = 0;
    while (isspace((unsigned char)*s))
        s++;
    if (!*s) {
        for (i = 0; i < avail; i++)
            pick[i] = i;
        *npick = avail;
        return BBMM_OK;
    }
    if (!strchr(s, ',')) {
        if (cli_parse_uint(&s, &v) || *s)
            return bbmmi_error(ctx, BBMM_ERR_SETTING,
                               "BBMM_DEVICES=%s: expected a count N (the first N devices) or a "
                               "list of device indices such as 0,2",
                               spec);
        if (v < 1 || v > avail)
            return bbmmi_error(ctx, BBMM_ERR_SETTING,
                               "BBMM_DEVICES=%s: asks for %lu devices; expected 1..%u (%s)", spec, v,
                               avail, pool);
        for (i = 0; i < (cl_uint)v; i++)
            pick[i] = i;
        *npick = (cl_uint)v;
        return BBMM_OK;
    }
    while (*s) {
        if (cli_parse_uint(&s, &v) || (*s && *s != ','))
            return bbmmi_error(ctx, BBMM_ERR_SETTING,
                               "BBMM_DEVICES=%s: expected a list of device indices such as 0,2", spec);
        if (v >= avail)
            return bbmmi_error(ctx, BBMM_ERR_SETTING,
                               "BBMM_DEVICES=%s: device index %lu out of range 0..%u (%s)", spec, v,
                               avail - 1, pool);
        for (i = 0; i < n; i++)
            if (pick[i] == (cl_uint)v)
                return bbmmi_error(ctx, BBMM_ERR_SETTING,
                                   "BBMM_DEVICES=%s: device index %lu given twice", spec, v);
        pick[n++] = (cl_uint)v;
        if (*s == ',')
            s++;
    }
    *npick = n;
    return BBMM_OK;
}

/* Return nonzero when device "id" divides and takes square roots of
 * floats correctly rounded when asked (-cl-fp32-correctly-rounded-divide-sqrt),
 * as C does: kernels then give the host's results bit for bit. */
static int cli_fp32_exact(cl_device_id id)
{
    cl_device_fp_config cfg = 0;
    if (clGetDeviceInfo(id, CL_DEVICE_SINGLE_FP_CONFIG, sizeof(cfg), &cfg, NULL) != CL_SUCCESS)
        return 0;
    return (cfg & CL_FP_CORRECTLY_ROUNDED_DIVIDE_SQRT) != 0;
}

/* Fill ctx->dev["i"] from OpenCL device "id" and the settings. */
static bbmm_status cli_device_describe(bbmm_context *ctx, int i, cl_device_id id)
{
    bbmmi_device *d = &ctx->dev[i];
    cl_device_type type = 0;
    cl_ulong gmem = 0, maxa = 0;
    cl_uint cu = 0, align = 0;
    cl_int err;
    d->index = i;
    d->id = id;
    cli_info_string(NULL, id, CL_DEVICE_NAME, d->name, sizeof(d->name));
    err = clGetDeviceInfo(id, CL_DEVICE_TYPE, sizeof(type), &type, NULL);
    if (err == CL_SUCCESS)
        err = clGetDeviceInfo(id, CL_DEVICE_GLOBAL_MEM_SIZE, sizeof(gmem), &gmem, NULL);
    if (err == CL_SUCCESS)
        err = clGetDeviceInfo(id, CL_DEVICE_MAX_MEM_ALLOC_SIZE, sizeof(maxa), &maxa, NULL);
    if (err == CL_SUCCESS)
        err = clGetDeviceInfo(id, CL_DEVICE_MAX_COMPUTE_UNITS, sizeof(cu), &cu, NULL);
    if (err == CL_SUCCESS)
        err = clGetDeviceInfo(id, CL_DEVICE_MEM_BASE_ADDR_ALIGN, sizeof(align), &align, NULL);
    if (err != CL_SUCCESS)
        return bbmmi_cl_check(ctx, err, "clGetDeviceInfo", i);
    d->base_align = align / 8;
    d->is_gpu = (type & CL_DEVICE_TYPE_GPU) != 0;
    d->compute_units = cu ? cu : 1;
    d->fp32_exact = cli_fp32_exact(id);
    d->global_mem = gmem;
    d->max_alloc = maxa;
    ctx->mgr.store[i].mem_limit = ctx->settings.mem_limit ? ctx->settings.mem_limit : gmem;
    if (ctx->settings.staging == BBMM_SETTING_ON)
        d->staging = 1;
    else if (ctx->settings.staging == BBMM_SETTING_OFF)
        d->staging = 0;
    else
        d->staging = d->is_gpu;
    return BBMM_OK;
}

/* Work-items a GPU compute unit keeps in flight (resident threads per
 * multiprocessor on current NVIDIA and AMD GPUs): a run with fewer items
 * than a GPU runs at once finishes no sooner on two. */
#define CLI_ITEMS_PER_CU 2048
/* Kernel time per run below which a second GPU does not pay for the
 * flows between the devices (a flow through host memory costs some tens
 * of microseconds on each side). */
#define CLI_SPREAD_NS 100000

/* BBMM_START_WORK's default with GPUs: the statement instances whose time
 * on one GPU is about one more GPU's start-up.  The driver takes 120-130
 * ms to open a GPU in clCreateContext, plus its program builds and
 * staging buffers (bench/RESULTS.md, "Start-up, call by call"): 0.15 s;
 * simple statement instances (PolyBench's gemm, heat-2d, floyd) run at
 * 0.8-3e11 a second on one H100: 1e11 is the rate assumed. */
#define CLI_START_WORK 15000000000ull

/* The limits of BBMM_SPREAD=auto not set by the user: from the smallest
 * GPU; none without GPUs (CPU devices share the host's cores: several of
 * them are for testing, and every run keeps them all). */
static void cli_spread_defaults(bbmm_context *ctx)
{
    bbmmi_settings *s = &ctx->settings;
    uint64_t items = 0;
    int d;
    for (d = 0; d < ctx->mgr.ndev; d++) {
        uint64_t n = (uint64_t)ctx->dev[d].compute_units * CLI_ITEMS_PER_CU;
        if (ctx->dev[d].is_gpu && (!items || n < items))
            items = n;
    }
    if (!s->spread_items_set)
        s->spread_items = items;
    if (!s->spread_ns_set)
        s->spread_ns = items ? CLI_SPREAD_NS : 0;
}

/* Create a pinned buffer of "bytes" in the OpenCL context and map it for
 * reading and writing on the queue of device "qdev" into "*ptr".  "dev" is
 * the device named in messages about the creation (-1: none). */
static bbmm_status cli_pinned_create(bbmm_context *ctx, int dev, int qdev, size_t bytes,
                                     cl_mem *mem, void **ptr)
{
    cl_int err;
    bbmm_status st;
    *mem = NULL;
    *ptr = NULL;
    if ((st = bbmmi_fault(ctx, BBMM_FAULT_ALLOC, "clCreateBuffer", dev)) != BBMM_OK)
        return st;
    *mem = clCreateBuffer(ctx->cl, CL_MEM_ALLOC_HOST_PTR | CL_MEM_READ_WRITE, bytes, NULL, &err);
    if ((st = bbmmi_cl_check(ctx, err, "clCreateBuffer", dev)) != BBMM_OK)
        goto fail;
    if ((st = bbmmi_fault(ctx, BBMM_FAULT_TRANSFER, "clEnqueueMapBuffer", qdev)) != BBMM_OK)
        goto fail;
    *ptr = clEnqueueMapBuffer(qdev < 0 ? ctx->aside : ctx->dev[qdev].queue, *mem, CL_TRUE,
                              CL_MAP_READ | CL_MAP_WRITE, 0, bytes, 0, NULL, NULL, &err);
    if ((st = bbmmi_cl_check(ctx, err, "clEnqueueMapBuffer", qdev)) == BBMM_OK)
        return BBMM_OK;
fail:
    if (*mem)
        clReleaseMemObject(*mem);
    *mem = NULL;
    *ptr = NULL;
    return st;
}

/* Unmap "ptr" of pinned buffer "mem" on the queue of device "qdev", wait,
 * and release the buffer.  Returns the first OpenCL error. */
static cl_int cli_pinned_destroy(bbmm_context *ctx, int qdev, cl_mem mem, void *ptr)
{
    cl_int err = CL_SUCCESS, err2;
    cl_command_queue q = ctx->dev && qdev < ctx->mgr.ndev ? ctx->dev[qdev].queue : NULL;
    if (ptr && q) {
        err = clEnqueueUnmapMemObject(q, mem, ptr, 0, NULL, NULL);
        err2 = clFinish(q);
        if (err == CL_SUCCESS)
            err = err2;
    }
    if (mem)
        clReleaseMemObject(mem);
    return err;
}

/* Create the queue of device "i" (its staging buffers come with its first
 * staged copy: bbmmi_staging_open). */
static bbmm_status cli_device_open(bbmm_context *ctx, int i)
{
    bbmmi_device *d = &ctx->dev[i];
    cl_int err;
    bbmm_status st;
    d->queue = clCreateCommandQueue(ctx->cl, d->id, CL_QUEUE_PROFILING_ENABLE, &err);
    if ((st = bbmmi_cl_check(ctx, err, "clCreateCommandQueue", i)) != BBMM_OK) {
        d->queue = NULL;
        return st;
    }
    return BBMM_OK;
}

/* Staging buffers.  Pinning them costs tens of milliseconds per GPU (35 ms
 * for 2 x 32 MiB on an H100), so a device that never stages (pinned
 * arrays, runs BBMM_SPREAD keeps off it) does not pay it, and one that
 * does pays it off the critical path: copies whose host side is one
 * contiguous run of bytes go directly (9-16 GB/s from pageable memory on
 * NVIDIA) until the device has moved ctx->staging_after bytes so
 * (CLI_STAGE_AFTER), and then a thread pins the buffers while they go on
 * directly; a copy whose rows are cut, which a direct copy would move row
 * by row, starts them and waits for them.  A short region thus pins
 * nothing: pinning on two GPUs at once slowed the second GPU's program
 * builds (measured: 2 builds in 52 ms against 1 in 9.5).
 * Several devices pin at once.  The buffers are mapped through a queue of
 * their own, so that the device's queue, which may hold a run's commands,
 * is not waited for.  When they cannot be made, the device copies
 * directly from then on.  d->staging_state (claim_mu; read lock-free with
 * acquire) goes from CLI_STAGE_NONE to CLI_STAGE_OPENING to
 * CLI_STAGE_READY, which publishes staging_mem/ptr/bytes. */
enum { CLI_STAGE_NONE, CLI_STAGE_OPENING, CLI_STAGE_READY };

/* Make the staging buffers of device "dev" (its state is OPENING and this
 * thread owns it; no lock held while pinning), then publish them. */
static void cli_staging_make(bbmm_context *ctx, int dev)
{
    bbmmi_device *d = &ctx->dev[dev];
    size_t bytes = CLI_STAGING_BYTES;
    cl_command_queue q;
    uint64_t t0 = bbmmi_now_ns();
    cl_int err = CL_SUCCESS;
    int b;
    if (d->max_alloc < bytes)
        bytes = (size_t)d->max_alloc;
    q = clCreateCommandQueue(ctx->cl, d->id, 0, &err);
    for (b = 0; b < 2 && err == CL_SUCCESS; b++) {
        d->staging_mem[b] = clCreateBuffer(ctx->cl, CL_MEM_ALLOC_HOST_PTR | CL_MEM_READ_WRITE, bytes, NULL, &err);
        if (err == CL_SUCCESS)
            d->staging_ptr[b] = clEnqueueMapBuffer(q, d->staging_mem[b], CL_TRUE, CL_MAP_READ | CL_MAP_WRITE, 0,
                                                   bytes, 0, NULL, NULL, &err);
    }
    if (err != CL_SUCCESS)
        for (b = 0; b < 2; b++) {
            if (d->staging_ptr[b])
                clEnqueueUnmapMemObject(q, d->staging_mem[b], d->staging_ptr[b], 0, NULL, NULL);
            if (q)
                clFinish(q);
            if (d->staging_mem[b])
                clReleaseMemObject(d->staging_mem[b]);
            d->staging_mem[b] = NULL;
            d->staging_ptr[b] = NULL;
        }
    if (q)
        clReleaseCommandQueue(q);
    d->staging_bytes = err == CL_SUCCESS ? bytes : 0;
    __atomic_add_fetch(&ctx->staging_ns, bbmmi_now_ns() - t0, __ATOMIC_RELAXED);
    if (ctx->staging_delay_ms) {
        struct timespec ts = {(time_t)(ctx->staging_delay_ms / 1000), (long)(ctx->staging_delay_ms % 1000) * 1000000L};
        nanosleep(&ts, NULL);
    }
    pthread_mutex_lock(&ctx->claim_mu);
    __atomic_store_n(&d->staging_state, CLI_STAGE_READY, __ATOMIC_RELEASE);
    pthread_cond_broadcast(&ctx->claim_cv);
    pthread_mutex_unlock(&ctx->claim_mu);
}

typedef struct {
    bbmm_context *ctx;
    int dev;
} cli_stage_arg;

static void *cli_staging_main(void *arg)
{
    cli_stage_arg a = *(cli_stage_arg *)arg;
    free(arg);
    cli_staging_make(a.ctx, a.dev);
    return NULL;
}

/* Start making the staging buffers of device "dev" unless started before:
 * on a thread of their own when "background" (made here when no thread can
 * be had).  Return nonzero when they are ready (made, or failed). */
static int cli_staging_start(bbmm_context *ctx, int dev, int background)
{
    bbmmi_device *d = &ctx->dev[dev];
    cli_stage_arg *a;
    int mine = 0;
    if (__atomic_load_n(&d->staging_state, __ATOMIC_ACQUIRE) == CLI_STAGE_READY)
        return 1;
    pthread_mutex_lock(&ctx->claim_mu);
    if (d->staging_state == CLI_STAGE_NONE) {
        __atomic_store_n(&d->staging_state, CLI_STAGE_OPENING, __ATOMIC_RELAXED);
        mine = 1;
        a = background ? (cli_stage_arg *)malloc(sizeof(*a)) : NULL;
        if (a) {
            a->ctx = ctx;
            a->dev = dev;
            if (pthread_create(&d->staging_thread, NULL, cli_staging_main, a) == 0) {
                d->staging_joinable = 1;
                mine = 0;
            } else {
                free(a);
            }
        }
    }
    pthread_mutex_unlock(&ctx->claim_mu);
    if (mine)
        cli_staging_make(ctx, dev);
    return __atomic_load_n(&d->staging_state, __ATOMIC_ACQUIRE) == CLI_STAGE_READY;
}

/* Make the staging buffers of device "dev" unless made before, and wait
 * until they are ready (or known not to be had). */
void bbmmi_staging_open(bbmm_context *ctx, int dev)
{
    bbmmi_device *d = &ctx->dev[dev];
    if (cli_staging_start(ctx, dev, 0))
        return;
    pthread_mutex_lock(&ctx->claim_mu);
    while (d->staging_state != CLI_STAGE_READY)
        pthread_cond_wait(&ctx->claim_cv, &ctx->claim_mu);
    pthread_mutex_unlock(&ctx->claim_mu);
}

/* Wait for the thread making the staging buffers of device "dev", if any
 * (shutdown). */
static void cli_staging_join(bbmm_context *ctx, int dev)
{
    bbmmi_device *d = &ctx->dev[dev];
    if (d->staging_joinable)
        pthread_join(d->staging_thread, NULL);
    d->staging_joinable = 0;
}

/* Find the platform and devices, then create the context and per-device
 * state; "plats"/"ids"/"pick" are scratch arrays freed by the caller. */
static bbmm_status cli_init(bbmm_context *ctx, cl_platform_id **plats, cl_device_id **ids,
                            cl_uint **pick)
{
    cl_context_properties props[3];
    cl_device_id *chosen;
    cl_device_type type = CL_DEVICE_TYPE_ALL;
    cl_platform_id p;
    cl_uint np, navail, npick = 0, i;
    char pool[BBMMI_NAME_LEN + 64];
    cl_int err;
    bbmm_status st;
    ctx->staging_after = CLI_STAGE_AFTER;
    if ((st = cli_platforms(ctx, plats, &np)) != BBMM_OK)
        return st;
    if ((st = cli_choose_platform(ctx, *plats, np, &p, &type)) != BBMM_OK)
        return st;
    ctx->platform = p;
    cli_info_string(p, NULL, CL_PLATFORM_NAME, ctx->platform_name, sizeof(ctx->platform_name));
    navail = cli_count_devices(p, type);
    *ids = (cl_device_id *)calloc(navail, sizeof(**ids));
    *pick = (cl_uint *)calloc(navail, sizeof(**pick));
    if (!*ids || !*pick)
        return bbmmi_error(ctx, BBMM_ERR_NOMEM, "bbmm_context_create: out of host memory");
    err = clGetDeviceIDs(p, type, navail, *ids, &navail);
    if ((st = bbmmi_cl_check(ctx, err, "clGetDeviceIDs", -1)) != BBMM_OK)
        return st;
    snprintf(pool, sizeof(pool), "%s devices of platform \"%s\"",
             type == CL_DEVICE_TYPE_GPU ? "GPU" : "OpenCL", ctx->platform_name);
    if ((st = cli_pick_devices(ctx, navail, pool, *pick, &npick)) != BBMM_OK)
        return st;
    bbmmi_ranks_pick(ctx, *pick, &npick); /* several ranks on this node share its devices */
    ctx->dev = (bbmmi_device *)calloc(npick, sizeof(*ctx->dev));
    ctx->mgr.store = (bbmmi_store *)calloc(npick, sizeof(*ctx->mgr.store));
    chosen = (cl_device_id *)calloc(npick, sizeof(*chosen));
    if (!ctx->dev || !ctx->mgr.store || !chosen) {
        free(chosen);
        return bbmmi_error(ctx, BBMM_ERR_NOMEM, "bbmm_context_create: out of host memory");
    }
    ctx->mgr.ndev = (int)npick;
    for (i = 0; i < npick && st == BBMM_OK; i++) {
        chosen[i] = (*ids)[(*pick)[i]];
        st = cli_device_describe(ctx, (int)i, chosen[i]);
    }
    if (st == BBMM_OK) {
        int gpu = 0;
        for (i = 0; i < npick; i++)
            gpu |= ctx->dev[i].is_gpu;
        /* BBMM_START: the driver's start-up of each device is paid only
         * when the work estimate pays for it (docs/runtime.md) */
        ctx->ndev_avail = (int)npick;
        if (ctx->start_for == BBMM_WORK_LATER) { /* none until a region's estimate, where that decides */
            ctx->start_for = BBMM_WORK_UNKNOWN;
            if (bbmmi_start_per(ctx, gpu) > 0)
                npick = 0;
        } else if (ctx->start_n > 0 && (cl_uint)ctx->start_n < npick)
            npick = (cl_uint)ctx->start_n;
        else if (ctx->start_n <= 0)
            npick = (cl_uint)bbmmi_start_count(ctx->start_for, bbmmi_start_per(ctx, gpu), (int)npick);
        ctx->mgr.ndev = (int)npick;
        if (!ctx->settings.start_work_set)
            ctx->settings.start_work = gpu ? CLI_START_WORK : 0;
        cli_spread_defaults(ctx);
        if (!npick) {
            free(chosen);
            return BBMM_OK;
        }
    }
    props[0] = CL_CONTEXT_PLATFORM;
    props[1] = (cl_context_properties)p;
    props[2] = 0;
    if (st == BBMM_OK)
        st = bbmmi_fault(ctx, BBMM_FAULT_START, "clCreateContext", -1);
    if (st == BBMM_OK) {
        ctx->cl = clCreateContext(props, npick, chosen, NULL, NULL, &err);
        if ((st = bbmmi_cl_check(ctx, err, "clCreateContext", -1)) != BBMM_OK)
            ctx->cl = NULL;
    }
    free(chosen);
    for (i = 0; i < npick && st == BBMM_OK; i++)
        st = cli_device_open(ctx, (int)i);
    return st;
}

double bbmmi_start_per(const bbmm_context *ctx, int gpu)
{
    const bbmmi_settings *s = &ctx->settings;
    if (s->start_all || bbmmi_nranks(ctx) > 1)
        return 0;
    return s->start_work_set ? (double)s->start_work : gpu ? (double)CLI_START_WORK : 0;
}

/* Discover the devices "ctx"->settings select and create the OpenCL state
 * (released by bbmmi_cl_shutdown() also after a failure). */
bbmm_status bbmmi_cl_init(bbmm_context *ctx)
{
    cl_platform_id *plats = NULL;
    cl_device_id *ids = NULL;
    cl_uint *pick = NULL;
    bbmm_status st;
    if (!ctx)
        return BBMM_ERR_INVALID;
    if (ctx->cl || ctx->dev)
        return bbmmi_error(ctx, BBMM_ERR_INVALID, "bbmmi_cl_init: context already initialised");
    st = cli_init(ctx, &plats, &ids, &pick);
    free(plats);
    free(ids);
    free(pick);
    return st;
}

/* Release every OpenCL object of "ctx" and its device array; safe on a
 * zeroed or partly initialised context, and idempotent. */
void bbmmi_cl_shutdown(bbmm_context *ctx)
{
    int i, b;
    if (!ctx)
        return;
    cli_arena_close(ctx);
    cli_pack_shutdown(ctx);
    bbmmi_programs_release(ctx);
    bbmmi_hostmem_release_all(ctx);
    for (i = 0; ctx->dev && i < ctx->mgr.ndev; i++)
        cli_staging_join(ctx, i);
    for (i = 0; ctx->dev && i < ctx->mgr.ndev; i++) {
        bbmmi_device *d = &ctx->dev[i];
        for (b = 0; b < 2; b++) {
            cli_pinned_destroy(ctx, i, d->staging_mem[b], d->staging_ptr[b]);
            d->staging_mem[b] = NULL;
            d->staging_ptr[b] = NULL;
        }
        for (b = 0; b < 2; b++) {
            if (d->fuse_ev[b])
                clReleaseEvent(d->fuse_ev[b]);
            d->fuse_ev[b] = NULL;
        }
        if (d->fuse_mem)
            cli_pinned_destroy(ctx, i, d->fuse_mem, d->fuse_ptr);
        d->fuse_mem = NULL;
        d->fuse_ptr = NULL;
        if (d->side) {
            clFinish(d->side);
            clReleaseCommandQueue(d->side);
            d->side = NULL;
        }
        if (d->side_after)
            clReleaseEvent(d->side_after);
        if (d->last)
            clReleaseEvent(d->last);
        d->last = NULL;
        while (d->nside > 0)
            clReleaseEvent(d->side_ev[--d->nside]);
        free(d->side_ev);
        d->side_ev = NULL;
        d->side_after = NULL;
        while (d->nload > 0)
            clReleaseEvent(d->load_ev[--d->nload]);
        free(d->load_ev);
        d->load_ev = NULL;
        if (d->queue) {
            clFinish(d->queue);
            clReleaseCommandQueue(d->queue);
            d->queue = NULL;
        }
    }
    if (ctx->aside)
        clReleaseCommandQueue(ctx->aside);
    ctx->aside = NULL;
    while (ctx->ncmds) {
        clReleaseEvent(ctx->cmds[--ctx->ncmds].ev);
        free(ctx->cmds[ctx->ncmds].ext);
    }
    free(ctx->cmds);
    ctx->cmds = NULL;
    ctx->cmds_cap = 0;
    free(ctx->dev);
    ctx->dev = NULL;
    free(ctx->mgr.store);
    ctx->mgr.store = NULL;
    ctx->mgr.ndev = 0;
    if (ctx->cl)
        clReleaseContext(ctx->cl);
    ctx->cl = NULL;
}

/* ---- buffers ---------------------------------------------------------- */

/* Wait for pending command "p" on device "dev", release its event, and
 * report the command's failure, if any. */
/* Wait for the command of "p" and release its event; its status.  Touches
 * nothing of the context (callable without its lock). */
static cl_int cli_wait_raw(cli_pending *p)
{
    cl_int err, err2, status = CL_COMPLETE;
    err = clWaitForEvents(1, &p->ev);
    err2 = clGetEventInfo(p->ev, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof(status), &status, NULL);
    if (err2 == CL_SUCCESS && status < 0)
        err = status;
    else if (err == CL_SUCCESS)
        err = err2;
    clReleaseEvent(p->ev);
    p->ev = NULL;
    return err;
}

static bbmm_status cli_wait(bbmm_context *ctx, int dev, cli_pending *p)
{
    return p->ev ? bbmmi_cl_check(ctx, cli_wait_raw(p), p->call, dev) : BBMM_OK;
}

/* Claim the host side of a copy between "dst" and "src" over "region" (one
 * of them host memory): wait until no claimed region overlapping it is
 * being written, or is being read while this copy writes; return the claim,
 * -1 when neither or both sides are host memory.  Copies that may run while
 * the context lock is released so never race on host memory. */
static int cli_claim(bbmm_context *ctx, const bbmmi_view *dst, const bbmmi_view *src, const bbmm_box *region)
{
    const bbmmi_view *h = dst->host ? dst : src;
    int writes = dst->host != NULL, i, slot, busy;
    if (!dst->host == !src->host)
        return -1;
    pthread_mutex_lock(&ctx->claim_mu);
    for (;;) {
        for (i = 0, slot = -1, busy = 0; i < BBMMI_MAX_CLAIMS && !busy; i++) {
            const bbmmi_claim *c = &ctx->claims[i];
            if (!c->used)
                slot = slot < 0 ? i : slot;
            else if (c->host == h->host && (c->writes || writes) && bbmm_bb_overlaps(&c->region, region))
                busy = 1;
        }
        if (!busy && slot >= 0)
            break;
        pthread_cond_wait(&ctx->claim_cv, &ctx->claim_mu);
    }
    ctx->claims[slot].host = h->host;
    ctx->claims[slot].region = *region;
    ctx->claims[slot].writes = writes;
    ctx->claims[slot].used = 1;
    pthread_mutex_unlock(&ctx->claim_mu);
    return slot;
}

/* Release claim "*slot" (none when -1) and set it to -1. */
static void cli_unclaim(bbmm_context *ctx, int *slot)
{
    if (*slot < 0)
        return;
    pthread_mutex_lock(&ctx->claim_mu);
    ctx->claims[*slot].used = 0;
    pthread_cond_broadcast(&ctx->claim_cv);
    pthread_mutex_unlock(&ctx->claim_mu);
    *slot = -1;
}

/* After an error: let every command on the queue of "dev" finish, then drop
 * the "n" pending events "p". */
static void cli_abandon(bbmm_context *ctx, int dev, cli_pending *p, int n)
{
    int i;
    if (dev >= 0 && dev < ctx->mgr.ndev && ctx->dev[dev].queue)
        clFinish(ctx->dev[dev].queue);
    for (i = 0; i < n; i++) {
        if (p[i].ev)
            clReleaseEvent(p[i].ev);
        p[i].ev = NULL;
    }
}

/* Record enqueue result "err" with event "ev" of "call" in "*p", replacing
 * (and releasing) the event held so far: the queue is in order, so waiting
 * for the newest command waits for all. */
static bbmm_status cli_track(bbmm_context *ctx, int dev, cl_int err, cl_event ev, const char *call,
                             cli_pending *p)
{
    if (err != CL_SUCCESS)
        return bbmmi_cl_check(ctx, err, call, dev);
    if (p->ev)
        clReleaseEvent(p->ev);
    p->ev = ev;
    p->call = call;
    return BBMM_OK;
}

/* ---- asynchronous commands -------------------------------------------- */

bbmm_status bbmm_test_hold(bbmm_context *ctx, int dev)
{
    cl_event ev = NULL;
    cl_int err;
    bbmm_status st;
    if (!ctx || dev < 0 || dev >= ctx->mgr.ndev || ctx->hold)
        return BBMM_ERR_INVALID;
    ctx->hold = clCreateUserEvent(ctx->cl, &err);
    if ((st = bbmmi_cl_check(ctx, err, "clCreateUserEvent", dev)) != BBMM_OK) {
        ctx->hold = NULL;
        return st;
    }
    err = clEnqueueMarkerWithWaitList(ctx->dev[dev].queue, 1, &ctx->hold, &ev);
    if ((st = bbmmi_cl_check(ctx, err, "clEnqueueMarkerWithWaitList", dev)) != BBMM_OK) {
        clReleaseEvent(ctx->hold);
        ctx->hold = NULL;
        return st;
    }
    clReleaseEvent(ev);
    return BBMM_OK;
}

void bbmm_test_slab_counts(bbmm_context *ctx, uint64_t *into, uint64_t *outof, uint64_t *plain)
{
    pthread_mutex_lock(&ctx->lock);
    *into = ctx->slab_into;
    *outof = ctx->slab_outof;
    *plain = ctx->slab_plain;
    pthread_mutex_unlock(&ctx->lock);
}

bbmm_status bbmm_test_release(bbmm_context *ctx)
{
    cl_int err;
    if (!ctx || !ctx->hold)
        return BBMM_ERR_INVALID;
    err = clSetUserEventStatus(ctx->hold, CL_COMPLETE);
    clReleaseEvent(ctx->hold);
    ctx->hold = NULL;
    return bbmmi_cl_check(ctx, err, "clSetUserEventStatus", -1);
}

int bbmmi_async(const bbmm_context *ctx)
{
    return ctx->async && pthread_equal(ctx->async_thread, pthread_self());
}

/* A new entry of the command list for "ev", with claim_mu taken; NULL
 * (claim_mu not held) when there is no room to remember it: then "ev" was
 * waited for and released instead. */
static bbmmi_cmd *cli_cmd_slot(bbmm_context *ctx, cl_event ev)
{
    pthread_mutex_lock(&ctx->claim_mu);
    if (ctx->ncmds == ctx->cmds_cap) {
        size_t cap = ctx->cmds_cap ? 2 * ctx->cmds_cap : 256;
        bbmmi_cmd *nc = (bbmmi_cmd *)realloc(ctx->cmds, cap * sizeof(*nc));
        if (!nc) {
            pthread_mutex_unlock(&ctx->claim_mu);
            clWaitForEvents(1, &ev);
            clReleaseEvent(ev);
            return NULL;
        }
        ctx->cmds = nc;
        ctx->cmds_cap = cap;
    }
    return &ctx->cmds[ctx->ncmds++];
}

static void cli_cmd_add(bbmm_context *ctx, int dev, cl_command_queue q, cl_event ev, const char *call, int kernel,
                        const char *host, const bbmm_box *region, int writes, bbmmi_meter *meter, uint64_t items,
                        const bbmmi_acc *acc, int nacc)
{
    bbmmi_acc *ext = NULL;
    bbmmi_cmd *c;
    if (nacc > 2 && !(ext = (bbmmi_acc *)malloc((size_t)nacc * sizeof(*ext))))
        nacc = -1; /* unknown: every buffer of the device */
    c = cli_cmd_slot(ctx, ev);
    if (!c) {
        free(ext);
        return;
    }
    c->ext = ext;
    c->nacc = nacc;
    if (nacc > 0)
        memcpy(ext ? ext : c->inl, acc, (size_t)nacc * sizeof(*acc));
    c->ev = ev;
    c->queue = q;
    c->dev = dev;
    if (q == ctx->dev[dev].queue) {
        clRetainEvent(ev);
        if (ctx->dev[dev].last)
            clReleaseEvent(ctx->dev[dev].last);
        ctx->dev[dev].last = ev;
    }
    c->kernel = kernel;
    c->call = call;
    c->host = host;
    c->region = host ? *region : bbmm_bb_empty(1);
    c->writes = writes;
    c->meter = meter;
    c->items = items;
    if (kernel)
        ctx->dev[dev].queued++;
    pthread_mutex_unlock(&ctx->claim_mu);
}

void bbmmi_cmd_add(bbmm_context *ctx, int dev, cl_command_queue q, cl_event ev, const char *call, int kernel,
                   const char *host, const bbmm_box *region, int writes)
{
    cli_cmd_add(ctx, dev, q, ev, call, kernel, host, region, writes, NULL, 0, NULL, -1);
}

/* Record copy "ev" on "q" of "dev" between views "dst" and "src" over
 * "region": the host memory it touches and the device buffers. */
static void cli_cmd_add_copy(bbmm_context *ctx, int dev, cl_command_queue q, cl_event ev, const char *call,
                             const bbmmi_view *dst, const bbmmi_view *src, const bbmm_box *region)
{
    const bbmmi_view *v[2] = {dst, src}, *host = dst->host ? dst : src->host ? src : NULL;
    bbmmi_acc acc[2];
    int i, n = 0;
    for (i = 0; i < 2; i++)
        if (!v[i]->host && v[i]->mem) {
            acc[n].mem = (cl_mem)v[i]->mem;
            bbmmi_byte_range(&v[i]->bounds, v[i]->elem, region, &acc[n].lo, &acc[n].hi);
            n++;
        }
    cli_cmd_add(ctx, dev, q, ev, call, 0, host ? host->host : NULL, region, host == dst, NULL, 0, acc, n);
}

void bbmmi_cmd_add_host(bbmm_context *ctx, cl_event ev, const char *call, const char *host, const bbmm_box *region,
                        int writes)
{
    bbmmi_cmd *c = cli_cmd_slot(ctx, ev);
    if (!c)
        return;
    memset(c, 0, sizeof(*c));
    c->ev = ev;
    c->dev = BBMMI_HOST_CMD;
    c->call = call;
    c->host = host;
    c->region = *region;
    c->writes = writes;
    pthread_mutex_unlock(&ctx->claim_mu);
}

static bbmm_status cli_hazards(bbmm_context *ctx, int dev, const char *host, const bbmm_box *region, int writes,
                               cl_event **out, cl_uint *n);

bbmm_status bbmmi_host_events(bbmm_context *ctx, const char *host, const bbmm_box *region, int writes,
                              cl_event **out, unsigned *n)
{
    cl_uint k = 0;
    bbmm_status st = cli_hazards(ctx, -1, host, region, writes, out, &k);
    *n = k;
    return st;
}

cl_event bbmmi_queue_last(bbmm_context *ctx, int dev)
{
    cl_event ev;
    pthread_mutex_lock(&ctx->claim_mu);
    ev = ctx->dev[dev].last;
    if (ev)
        clRetainEvent(ev);
    pthread_mutex_unlock(&ctx->claim_mu);
    return ev;
}

void bbmmi_cmd_add_kernel(bbmm_context *ctx, int dev, cl_event ev, const char *call, bbmmi_meter *meter,
                          uint64_t items, const bbmmi_acc *acc, int nacc)
{
    cli_cmd_add(ctx, dev, ctx->dev[dev].queue, ev, call, 1, NULL, NULL, 0, meter, items, acc, nacc);
}

/* The newest unretired command of the main queue of "dev" that touches
 * bytes [lo, hi) of buffer "mem" (or whose buffers are unknown), retained;
 * NULL when none: a copy into those bytes on the side queue waits for it
 * (the main queue is in order: for everything before it too). */
static cl_event cli_dev_hazard(bbmm_context *ctx, int dev, cl_mem mem, size_t lo, size_t hi)
{
    cl_event ev = NULL;
    size_t i;
    int k;
    pthread_mutex_lock(&ctx->claim_mu);
    for (i = ctx->ncmds; i-- > 0 && !ev;) {
        const bbmmi_cmd *c = &ctx->cmds[i];
        const bbmmi_acc *a = c->ext ? c->ext : c->inl;
        if (c->dev != dev || c->queue != ctx->dev[dev].queue)
            continue;
        for (k = 0; k < c->nacc && !(a[k].mem == mem && a[k].lo < hi && lo < a[k].hi); k++)
            ;
        if (c->nacc < 0 || k < c->nacc)
            ev = c->ev;
    }
    if (ev)
        clRetainEvent(ev);
    pthread_mutex_unlock(&ctx->claim_mu);
    return ev;
}

int bbmmi_buffer_busy(bbmm_context *ctx, int dev, bbmm_buf mem)
{
    cl_event ev = cli_dev_hazard(ctx, dev, (cl_mem)mem, 0, SIZE_MAX);
    if (!ev)
        return 0;
    clReleaseEvent(ev);
    return 1;
}

bbmm_status bbmmi_main_sync(bbmm_context *ctx, int dev)
{
    bbmmi_device *d = &ctx->dev[dev];
    cl_int err = CL_SUCCESS;
    pthread_mutex_lock(&ctx->claim_mu);
    if (d->nload) {
        err = clEnqueueBarrierWithWaitList(d->queue, (cl_uint)d->nload, d->load_ev, NULL);
        if (err != CL_SUCCESS) /* nothing may overtake the loads: wait for them */
            clWaitForEvents((cl_uint)d->nload, d->load_ev);
        while (d->nload > 0)
            clReleaseEvent(d->load_ev[--d->nload]);
    }
    pthread_mutex_unlock(&ctx->claim_mu);
    return err == CL_SUCCESS ? BBMM_OK : bbmmi_cl_check(ctx, err, "clEnqueueBarrierWithWaitList", dev);
}

/* The events of the unretired commands that a copy touching "region" of
 * host memory "host" (writing it when "writes") must follow (after the
 * flow slabs over it are settled): those that
 * write an overlapping region, or read one when the copy writes, on a
 * device other than "dev" (-1: on every device).  Retained, into
 * "*out" ("*n" of them; free with cli_events_free). */
static void cli_slabs_conflict(bbmm_context *ctx, int dev, const char *host, const bbmm_box *region, int writes);

static bbmm_status cli_hazards(bbmm_context *ctx, int dev, const char *host, const bbmm_box *region, int writes,
                               cl_event **out, cl_uint *n)
{
    size_t i, k = 0;
    *out = NULL;
    *n = 0;
    cli_slabs_conflict(ctx, dev, host, region, writes);
    pthread_mutex_lock(&ctx->claim_mu);
    for (i = 0; i < ctx->ncmds; i++) {
        bbmmi_cmd *c = &ctx->cmds[i];
        if (c->host != host || c->dev == dev || !(c->writes || writes) || !bbmm_bb_overlaps(&c->region, region))
            continue;
        if (!*out && !(*out = (cl_event *)malloc((ctx->ncmds - i) * sizeof(cl_event)))) {
            pthread_mutex_unlock(&ctx->claim_mu);
            return bbmmi_error(ctx, BBMM_ERR_NOMEM, "bbmmi_transfer: out of host memory");
        }
        clRetainEvent(c->ev);
        (*out)[k++] = c->ev;
    }
    pthread_mutex_unlock(&ctx->claim_mu);
    *n = (cl_uint)k;
    return BBMM_OK;
}

/* Append "ev" (retained) to the list "*v" of "*n" events ("*cap" room,
 * grown as needed); nonzero when out of host memory. */
static int cli_event_push(cl_event **v, int *n, int *cap, cl_event ev)
{
    if (*n == *cap) {
        int c = *cap ? 2 * *cap : 8;
        cl_event *nv = (cl_event *)realloc(*v, (size_t)c * sizeof(cl_event));
        if (!nv)
            return 1;
        *v = nv;
        *cap = c;
    }
    clRetainEvent(ev);
    (*v)[(*n)++] = ev;
    return 0;
}

/* Release the "n" events of "ev" and the array. */
static void cli_events_free(cl_event *ev, cl_uint n)
{
    cl_uint i;
    for (i = 0; i < n; i++)
        clReleaseEvent(ev[i]);
    free(ev);
}

/* Wait on the host for the commands a copy of "region" between "dst" and
 * "src" done by the host (staged or host to host) must follow, on every
 * device; the time goes to the wait statistics of "dev". */
static bbmm_status cli_host_wait(bbmm_context *ctx, int dev, const bbmmi_view *dst, const bbmmi_view *src,
                                 const bbmm_box *region)
{
    const bbmmi_view *v[2] = {dst, src};
    cl_event *ev;
    cl_uint n;
    uint64_t t0;
    bbmm_status st;
    int i;
    for (i = 0; i < 2; i++) {
        if (!v[i]->host)
            continue;
        if ((st = cli_hazards(ctx, -1, v[i]->host, region, i == 0, &ev, &n)) != BBMM_OK)
            return st;
        if (!n)
            continue;
        t0 = bbmmi_now_ns();
        clWaitForEvents(n, ev);
        if (dev >= 0 && dev < ctx->mgr.ndev)
            ctx->mgr.store[dev].stats.wait_ns += bbmmi_now_ns() - t0;
        cli_events_free(ev, n);
    }
    return BBMM_OK;
}

/* The device time of finished command "c" into the statistics, and its
 * failure, if any, into ctx->async_st (lock held). */
static void cli_cmd_account(bbmm_context *ctx, const bbmmi_cmd *c)
{
    cl_ulong t0 = 0, t1 = 0;
    bbmm_stats *s;
    cl_int status = c->status;
    if (c->dev < 0) { /* a host command (bbmmi_cmd_add_host): only its failure counts */
        if (status < 0 && ctx->async_st == BBMM_OK) {
            ctx->async_st = bbmmi_error(ctx, BBMM_ERR_RANK, "%s failed", c->call);
            bbmmi_error_take(ctx, ctx->async_msg, sizeof(ctx->async_msg));
        }
        return;
    }
    s = &ctx->mgr.store[c->dev].stats;
    if (status < 0) {
        if (ctx->async_st == BBMM_OK) {
            ctx->async_st = bbmmi_cl_check(ctx, status, c->call, c->dev);
            bbmmi_error_take(ctx, ctx->async_msg, sizeof(ctx->async_msg));
        }
        return;
    }
    if (clGetEventProfilingInfo(c->ev, CL_PROFILING_COMMAND_START, sizeof(t0), &t0, NULL) != CL_SUCCESS ||
        clGetEventProfilingInfo(c->ev, CL_PROFILING_COMMAND_END, sizeof(t1), &t1, NULL) != CL_SUCCESS ||
        t1 < t0 || !t0) /* NVIDIA's OpenCL gives 0 for both of some migrations: no time known */
        return;
    s->busy_ns += t1 - t0;
    if (c->kernel)
        s->kernel_ns += t1 - t0;
    if (ctx->trace) {
        cl_ulong tq = 0;
        if (!ctx->trace_base)
            ctx->trace_base = t0; /* commands retire out of order: earlier ones get negative times */
        /* when the host enqueued it (same clock; 0 where not known) */
        if (clGetEventProfilingInfo(c->ev, CL_PROFILING_COMMAND_QUEUED, sizeof(tq), &tq, NULL) != CL_SUCCESS || tq > t0)
            tq = 0;
        fprintf(ctx->trace,
                "{\"name\":\"%s\",\"ph\":\"X\",\"pid\":%d,\"tid\":\"%s\",\"ts\":%.3f,\"dur\":%.3f,"
                "\"args\":{\"queued\":%.3f}},\n",
                c->call + (strncmp(c->call, "clEnqueue", 9) ? 0 : 9), c->dev,
                c->queue == ctx->dev[c->dev].side ? "side queue" : "queue",
                ((double)t0 - (double)ctx->trace_base) / 1e3, (double)(t1 - t0) / 1e3,
                tq ? ((double)tq - (double)ctx->trace_base) / 1e3 : 0.0);
    }
    if (c->meter) {
        c->meter->ns += t1 - t0;
        c->meter->items += c->items;
    }
}

/* The execution status of the command of "ev" (CL_COMPLETE when it cannot
 * be read: the event is then treated as ended). */
static cl_int cli_event_status(cl_event ev)
{
    cl_int status = CL_COMPLETE;
    if (clGetEventInfo(ev, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof(status), &status, NULL) != CL_SUCCESS)
        return CL_COMPLETE;
    return status;
}

int bbmmi_event_ended(cl_event ev)
{
    return cli_event_status(ev) <= CL_COMPLETE;
}

void bbmmi_retire(bbmm_context *ctx, int wait)
{
    bbmmi_cmd *done;
    cl_event *ev;
    cl_command_queue blocked[64];
    size_t i, n, k = 0, m = 0, nblocked;
    uint64_t t0;
    pthread_mutex_lock(&ctx->claim_mu);
    n = ctx->ncmds;
    if (!n) {
        pthread_mutex_unlock(&ctx->claim_mu);
        return;
    }
    done = (bbmmi_cmd *)malloc(n * sizeof(*done));
    ev = wait ? (cl_event *)malloc(n * sizeof(*ev)) : NULL;
    if (!done || (wait && !ev)) {
        pthread_mutex_unlock(&ctx->claim_mu);
        free(done);
        free(ev);
        for (i = 0; wait && i < (size_t)ctx->mgr.ndev; i++)
            clFinish(ctx->dev[i].queue);
        return;
    }
    if (wait) {
        for (i = 0; i < n; i++) {
            clRetainEvent(ctx->cmds[i].ev);
            ev[i] = ctx->cmds[i].ev;
        }
        pthread_mutex_unlock(&ctx->claim_mu);
        t0 = bbmmi_now_ns();
        clWaitForEvents((cl_uint)n, ev);
        t0 = bbmmi_now_ns() - t0;
        cli_events_free(ev, (cl_uint)n);
        pthread_mutex_lock(&ctx->lock);
        for (i = 0; i < (size_t)ctx->mgr.ndev; i++)
            ctx->mgr.store[i].stats.wait_ns += t0;
        pthread_mutex_unlock(&ctx->lock);
        pthread_mutex_lock(&ctx->claim_mu);
    }
    nblocked = 0;
    for (i = 0; i < ctx->ncmds; i++) {
        bbmmi_cmd *c = &ctx->cmds[i];
        size_t b;
        /* a queue is in order: behind a command still running, none has ended */
        for (b = 0; b < nblocked && blocked[b] != c->queue; b++)
            ;
        if (!c->queue)
            b = nblocked; /* a host command: in no queue's order */
        if (b == nblocked && k < n && (c->status = cli_event_status(c->ev)) <= CL_COMPLETE) {
            done[k++] = *c;
            if (c->kernel)
                ctx->dev[c->dev].queued--;
        } else {
            ctx->cmds[m++] = *c;
            if (b == nblocked && c->queue && nblocked < sizeof(blocked) / sizeof(blocked[0]))
                blocked[nblocked++] = c->queue;
        }
    }
    ctx->ncmds = m;
    pthread_mutex_unlock(&ctx->claim_mu);
    pthread_mutex_lock(&ctx->lock);
    for (i = 0; i < k; i++)
        cli_cmd_account(ctx, &done[i]);
    pthread_mutex_unlock(&ctx->lock);
    for (i = 0; i < k; i++) {
        clReleaseEvent(done[i].ev);
        free(done[i].ext);
    }
    free(done);
}

bbmm_status bbmmi_drain(bbmm_context *ctx)
{
    bbmm_status st;
    bbmmi_retire(ctx, 1);
    pthread_mutex_lock(&ctx->lock);
    cli_slabs_settle_all(ctx);
    st = ctx->async_st;
    ctx->async_st = BBMM_OK;
    pthread_mutex_unlock(&ctx->lock);
    if (st != BBMM_OK)
        bbmmi_error_set(ctx, st, ctx->async_msg);
    return st;
}

/* Place buffer "mem" on device "dev" without moving data, so that lazy
 * allocators fail here (where the manager can evict and retry) rather than
 * in a later transfer.  While a run is enqueued the placement is not waited
 * for (waiting would wait for everything queued before it): a device that
 * runs out of memory there reports it when the run is drained. */
/* ---- side loads ------------------------------------------------------- */

/* While a run is enqueued (BBMM_OVERLAP on), a copy into a device from the
 * host (a read-in at a tile's placement, a flow-in at the end of the run)
 * goes on the device's side queue, so that it runs while the kernels
 * enqueued before it compute: on an in-order main queue it would wait for
 * them, and its own kernel for it, each switch between a kernel and a copy
 * costing the device 5-9 us on NVIDIA's OpenCL (bench/probe/cl_overlap.c).
 * Such a side load waits for what it must follow:
 *   - the other devices' copies of its host elements (cli_hazards, as any
 *     copy);
 *   - the newest unretired command of the main queue that touches its bytes
 *     of the buffer (cli_dev_hazard): kernels record the bytes of each
 *     buffer their tile uses, copies the bytes they move;
 * and the next command enqueued on the main queue waits for it (one barrier
 * before it, bbmmi_main_sync).  Sub-buffers (allocation fusion) share bytes
 * under other handles: copies into them stay on the main queue. */

static cl_command_queue cli_queue(bbmm_context *ctx, int dev);

/* Make sure "dev" has its side queue. */
static bbmm_status cli_side_queue(bbmm_context *ctx, int dev)
{
    cl_int err = CL_SUCCESS;
    if (!ctx->dev[dev].side)
        ctx->dev[dev].side = clCreateCommandQueue(ctx->cl, ctx->dev[dev].id, CL_QUEUE_PROFILING_ENABLE, &err);
    if (err != CL_SUCCESS)
        ctx->dev[dev].side = NULL;
    return bbmmi_cl_check(ctx, err, "clCreateCommandQueue", dev);
}

/* Nonzero when a copy into "dst" (a buffer of "dev") from host memory goes
 * on the side queue. */
static int cli_side_load(bbmm_context *ctx, int dev, const bbmmi_view *dst, const bbmmi_view *src)
{
    cl_mem parent = NULL;
    if (!ctx->settings.overlap || !src->host || dst->host || !dst->mem || ctx->dev[dev].side_on ||
        !bbmmi_async(ctx))
        return 0;
    if (clGetMemObjectInfo((cl_mem)dst->mem, CL_MEM_ASSOCIATED_MEMOBJECT, sizeof(parent), &parent, NULL) !=
            CL_SUCCESS ||
        parent)
        return 0;
    return cli_side_queue(ctx, dev) == BBMM_OK;
}

/* Remember side load "ev" (retained here), a copy ("copy") or the
 * placement of a fresh buffer, for the next command of the main queue
 * (lock held: the statistics). */
static void cli_load_add(bbmm_context *ctx, int dev, cl_event ev, int copy)
{
    bbmmi_device *d = &ctx->dev[dev];
    ctx->mgr.store[dev].stats.side_loads += (uint64_t)copy;
    pthread_mutex_lock(&ctx->claim_mu);
    if (cli_event_push(&d->load_ev, &d->nload, &d->load_cap, ev)) /* no room: it must end first */
        clWaitForEvents(1, &ev);
    pthread_mutex_unlock(&ctx->claim_mu);
}

/* The queue of a copy into "dst" over "region" on "dev" whose wait list
 * is "*w" ("*nw" events, malloc'd or NULL; for a side load it holds the
 * copies of its host elements on every device, its own included): for a
 * side load ("side", cli_side_load) the side queue, its wait list grown by
 * the main queue's command it must follow; else the main queue, made to
 * wait for the side loads first (or the side queue during early
 * flow-out). */
static bbmm_status cli_copy_queue(bbmm_context *ctx, int dev, const bbmmi_view *dst, const bbmm_box *region,
                                  int side, cl_event **w, cl_uint *nw, cl_command_queue *q)
{
    size_t lo, hi;
    cl_event h, *nv;
    if (!side) {
        *q = cli_queue(ctx, dev);
        return *q == ctx->dev[dev].queue ? bbmmi_main_sync(ctx, dev) : BBMM_OK;
    }
    *q = ctx->dev[dev].side;
    bbmmi_byte_range(&dst->bounds, dst->elem, region, &lo, &hi);
    if (!(h = cli_dev_hazard(ctx, dev, (cl_mem)dst->mem, lo, hi)))
        return BBMM_OK;
    if (!(nv = (cl_event *)realloc(*w, (*nw + 1) * sizeof(cl_event)))) {
        clReleaseEvent(h);
        return bbmmi_error(ctx, BBMM_ERR_NOMEM, "bbmmi_transfer: out of host memory");
    }
    *w = nv;
    nv[(*nw)++] = h;
    return BBMM_OK;
}

static bbmm_status cli_make_resident(bbmm_context *ctx, int dev, cl_mem mem)
{
    cli_pending p = {NULL, "clEnqueueMigrateMemObjects"};
    cl_event ev = NULL;
    cl_command_queue q = ctx->dev[dev].queue;
    bbmmi_acc acc = {mem, 0, SIZE_MAX};
    cl_int err;
    bbmm_status st;
    /* in a run, on the side queue like a side load: a fresh buffer's first
     * copy in need not wait for the kernels queued before it */
    int side = ctx->settings.overlap && bbmmi_async(ctx) && !ctx->dev[dev].side_on &&
               cli_side_queue(ctx, dev) == BBMM_OK;
    if (side)
        q = ctx->dev[dev].side;
    else if ((st = bbmmi_main_sync(ctx, dev)) != BBMM_OK)
        return st;
    err = clEnqueueMigrateMemObjects(q, 1, &mem, CL_MIGRATE_MEM_OBJECT_CONTENT_UNDEFINED, 0, NULL, &ev);
    if ((st = cli_track(ctx, dev, err, ev, p.call, &p)) != BBMM_OK)
        return st;
    if (bbmmi_async(ctx)) {
        if (side)
            cli_load_add(ctx, dev, p.ev, 0);
        cli_cmd_add(ctx, dev, q, p.ev, p.call, 0, NULL, NULL, 0, NULL, 0, &acc, 1);
        return BBMM_OK;
    }
    return cli_wait(ctx, dev, &p);
}

/* Create a read-write buffer of "bytes" resident on device "dev" of "ctx"
 * into "*out" (NULL on failure). */
bbmm_status bbmmi_buffer_create(bbmm_context *ctx, int dev, uint64_t bytes, cl_mem *out)
{
    const bbmmi_device *d;
    cl_mem mem;
    cl_int err;
    bbmm_status st;
    if (!ctx || !out)
        return bbmmi_error(ctx, BBMM_ERR_INVALID, "bbmmi_buffer_create: NULL argument");
    *out = NULL;
    if (dev < 0 || dev >= ctx->mgr.ndev)
        return bbmmi_error(ctx, BBMM_ERR_INVALID, "bbmmi_buffer_create: device %d does not exist (%d devices)",
                           dev, ctx->mgr.ndev);
    d = &ctx->dev[dev];
    if (bytes == 0)
        return bbmmi_error(ctx, BBMM_ERR_INVALID, "device buffer of 0 bytes on device %d (%s)", dev, d->name);
    if (bytes > d->max_alloc || bytes > SIZE_MAX)
        return bbmmi_error(ctx, BBMM_ERR_DEVICE_NOMEM,
                           "device buffer of %llu bytes on device %d (%s) exceeds its largest "
                           "allocation of %llu bytes (CL_DEVICE_MAX_MEM_ALLOC_SIZE)",
                           (unsigned long long)bytes, dev, d->name, (unsigned long long)d->max_alloc);
    if ((st = bbmmi_fault(ctx, BBMM_FAULT_ALLOC, "clCreateBuffer", dev)) != BBMM_OK)
        return st;
    mem = clCreateBuffer(ctx->cl, CL_MEM_READ_WRITE, (size_t)bytes, NULL, &err);
    if ((st = bbmmi_cl_check(ctx, err, "clCreateBuffer", dev)) != BBMM_OK)
        return st;
    if ((st = cli_make_resident(ctx, dev, mem)) != BBMM_OK) {
        clReleaseMemObject(mem);
        return st;
    }
    *out = mem;
    return BBMM_OK;
}

/* Release buffer "mem" (NULL is a no-op). */
void bbmmi_buffer_release(cl_mem mem)
{
    if (mem)
        clReleaseMemObject(mem);
}

uint64_t bbmmi_sub_align(const bbmm_context *ctx)
{
    uint64_t a = 0;
    int i;
    for (i = 0; i < ctx->mgr.ndev; i++) {
        uint64_t b = ctx->dev[i].base_align;
        if (!b || (b & (b - 1)))
            return 0; /* no usable alignment: no sub-buffers */
        if (b > a)
            a = b;
    }
    return a;
}

bbmm_status bbmmi_buffer_group(bbmm_context *ctx, int dev, uint64_t bytes, int n, const uint64_t *off,
                               const uint64_t *size, cl_mem *parent, cl_mem *sub)
{
    cl_buffer_region r;
    cl_int err = CL_SUCCESS;
    bbmm_status st;
    int i;
    *parent = NULL;
    if ((st = bbmmi_buffer_create(ctx, dev, bytes, parent)) != BBMM_OK)
        return st;
    for (i = 0; i < n && err == CL_SUCCESS; i++) {
        r.origin = (size_t)off[i];
        r.size = (size_t)size[i];
        sub[i] = clCreateSubBuffer(*parent, CL_MEM_READ_WRITE, CL_BUFFER_CREATE_TYPE_REGION, &r, &err);
    }
    if ((st = bbmmi_cl_check(ctx, err, "clCreateSubBuffer", dev)) == BBMM_OK)
        return BBMM_OK;
    while (--i > 0)
        clReleaseMemObject(sub[i - 1]);
    clReleaseMemObject(*parent);
    *parent = NULL;
    return st;
}

/* ---- transfers: geometry ---------------------------------------------- */

/* Store the byte stride of every dimension of view "v" in "stride" and its
 * total size in "*total". */
static bbmm_status cli_view_layout(bbmm_context *ctx, const bbmmi_view *v, const char *which,
                                   uint64_t stride[BBMM_MAX_DIMS], uint64_t *total)
{
    uint64_t s = v->elem, e;
    int d;
    *total = 0;
    for (d = v->bounds.ndim - 1; d >= 0; d--) {
        stride[d] = s;
        if (bbmm_bb_extent(&v->bounds, d, &e) != BBMM_OK || bbmm_mul_overflow_u64(s, e, &s))
            return bbmmi_error(ctx, BBMM_ERR_OVERFLOW, "bbmmi_transfer: the %s view's size overflows", which);
    }
    if (s > SIZE_MAX)
        return bbmmi_error(ctx, BBMM_ERR_OVERFLOW, "bbmmi_transfer: the %s view's size overflows", which);
    *total = s;
    return BBMM_OK;
}

/* Compute the collapsed geometry "*g" of copying "region" (non-empty and
 * inside both views' bounds) from "src" to "dst". */
static bbmm_status cli_geom_make(bbmm_context *ctx, const bbmmi_view *dst, const bbmmi_view *src,
                                 const bbmm_box *region, cli_geom *g)
{
    const bbmmi_view *view[2] = {dst, src};
    uint64_t stride[2][BBMM_MAX_DIMS], total, off, ext[BBMM_MAX_DIMS] = {0}, cnt[BBMM_MAX_DIMS] = {0};
    uint64_t pitch[2][BBMM_MAX_DIMS], bytes;
    int n = region->ndim, d, v, k = 0;
    for (v = 0; v < 2; v++) {
        bbmm_status st = cli_view_layout(ctx, view[v], v ? "source" : "destination", stride[v], &total);
        if (st != BBMM_OK)
            return st;
        off = 0;
        for (d = 0; d < n; d++) {
            uint64_t o = (uint64_t)region->lo[d] - (uint64_t)view[v]->bounds.lo[d];
            if (bbmm_mul_overflow_u64(o, stride[v][d], &o) || bbmm_add_overflow_u64(off, o, &off))
                return bbmmi_error(ctx, BBMM_ERR_OVERFLOW, "bbmmi_transfer: offset overflows");
        }
        g->off[v] = (size_t)off;
    }
    for (d = 0; d < n; d++)
        if (bbmm_bb_extent(region, d, &ext[d]) != BBMM_OK)
            return bbmmi_error(ctx, BBMM_ERR_OVERFLOW, "bbmmi_transfer: region extent overflows");
    if (bbmm_mul_overflow_u64(ext[n - 1], dst->elem, &cnt[0]))
        return bbmmi_error(ctx, BBMM_ERR_OVERFLOW, "bbmmi_transfer: row size overflows");
    pitch[0][0] = pitch[1][0] = 1;
    bytes = cnt[0];
    k = 1;
    for (d = n - 2; d >= 0; d--) {
        uint64_t run[2];
        if (ext[d] == 1)
            continue;
        if (bbmm_mul_overflow_u64(bytes, ext[d], &bytes) ||
            bbmm_mul_overflow_u64(cnt[k - 1], pitch[0][k - 1], &run[0]) ||
            bbmm_mul_overflow_u64(cnt[k - 1], pitch[1][k - 1], &run[1]))
            return bbmmi_error(ctx, BBMM_ERR_OVERFLOW, "bbmmi_transfer: region size overflows");
        if (run[0] == stride[0][d] && run[1] == stride[1][d]) {
            cnt[k - 1] *= ext[d];
            continue;
        }
        cnt[k] = ext[d];
        pitch[0][k] = stride[0][d];
        pitch[1][k] = stride[1][d];
        k++;
    }
    if (bytes > SIZE_MAX)
        return bbmmi_error(ctx, BBMM_ERR_OVERFLOW, "bbmmi_transfer: region size overflows");
    g->k = k;
    g->bytes = (size_t)bytes;
    for (d = 0; d < k; d++) {
        g->cnt[d] = (size_t)cnt[k - 1 - d];
        g->pitch[0][d] = (size_t)pitch[0][k - 1 - d];
        g->pitch[1][d] = (size_t)pitch[1][k - 1 - d];
    }
    return BBMM_OK;
}

/* Copy "n" rows of "rb" bytes from "src" (rows "sp" bytes apart) to "dst"
 * (rows "dp" bytes apart); narrow rows of common sizes are copied with
 * fixed-size moves rather than memcpy calls. */
static void cli_copy_rows(char *dst, size_t dp, const char *src, size_t sp, size_t rb, size_t n)
{
#define CLI_ROWS(B)                                  \
    for (; n; n--, dst += dp, src += sp)             \
        memcpy(dst, src, B)
    switch (rb) {
    case 1: CLI_ROWS(1); break;
    case 2: CLI_ROWS(2); break;
    case 4: CLI_ROWS(4); break;
    case 8: CLI_ROWS(8); break;
    case 12: CLI_ROWS(12); break;
    case 16: CLI_ROWS(16); break;
    case 24: CLI_ROWS(24); break;
    case 32: CLI_ROWS(32); break;
    case 64: CLI_ROWS(64); break;
    default: CLI_ROWS(rb); break;
    }
#undef CLI_ROWS
}

/* Copy "n" bytes from "src" to "dst", with non-temporal stores where the
 * platform has them and the copy is long enough; the unaligned head and
 * the tail go through memcpy. */
static void cli_stream_bytes(char *dst, const char *src, size_t n)
{
#if CLI_HAVE_STREAM
    size_t head = (16 - ((uintptr_t)dst & 15)) & 15;
    __m128i a, b, c, d;
    if (n >= 128) {
        memcpy(dst, src, head);
        dst += head;
        src += head;
        n -= head;
        for (; n >= 64; n -= 64, dst += 64, src += 64) {
            a = _mm_loadu_si128((const __m128i *)src);
            b = _mm_loadu_si128((const __m128i *)(src + 16));
            c = _mm_loadu_si128((const __m128i *)(src + 32));
            d = _mm_loadu_si128((const __m128i *)(src + 48));
            _mm_stream_si128((__m128i *)dst, a);
            _mm_stream_si128((__m128i *)(dst + 16), b);
            _mm_stream_si128((__m128i *)(dst + 32), c);
            _mm_stream_si128((__m128i *)(dst + 48), d);
        }
    }
#endif
    memcpy(dst, src, n);
}

/* Make the non-temporal stores of this thread visible to others (and to
 * DMA) before anything it stores next. */
static void cli_stream_fence(void)
{
#if CLI_HAVE_STREAM
    _mm_sfence();
#endif
}

/* cli_copy_rows() with non-temporal stores: row by row, or, for narrow
 * rows packed contiguously, through a bounce buffer on the stack. */
static void cli_stream_rows(char *dst, size_t dp, const char *src, size_t sp, size_t rb, size_t n)
{
    char buf[CLI_BOUNCE];
    size_t k;
    if (!CLI_HAVE_STREAM || rb >= 128 || dp != rb || rb > CLI_BOUNCE) {
        for (; n; n--, dst += dp, src += sp)
            cli_stream_bytes(dst, src, rb);
        return;
    }
    while (n) {
        k = CLI_BOUNCE / rb < n ? CLI_BOUNCE / rb : n;
        cli_copy_rows(buf, rb, src, sp, rb, k);
        cli_stream_bytes(dst, buf, k * rb);
        dst += k * rb;
        src += k * sp;
        n -= k;
    }
}

/* The units of geometry "g" a copy is cut into: its rows, or its bytes
 * when it is one contiguous run. */
static size_t cli_geom_units(const cli_geom *g)
{
    size_t u = 1;
    int d;
    if (g->k == 1)
        return g->cnt[0];
    for (d = 0; d < g->k - 1; d++)
        u *= g->cnt[d];
    return u;
}

/* Copy units "r0" up to "r1" (see cli_geom_units()) of the region of
 * geometry "g" between host memory "dst" and "src", with non-temporal
 * stores when "stream". */
static void cli_host_copy_part(char *dst, const char *src, const cli_geom *g, size_t r0, size_t r1, int stream)
{
    size_t idx[BBMM_MAX_DIMS] = {0};
    size_t od = g->off[0], os = g->off[1], r = r0, run;
    int d, in = g->k - 2;
    if (r0 >= r1)
        return;
    if (g->k == 1) {
        if (stream)
            cli_stream_bytes(dst + od + r0, src + os + r0, r1 - r0);
        else
            memcpy(dst + od + r0, src + os + r0, r1 - r0);
        return;
    }
    for (d = in; d >= 0; d--) {
        idx[d] = r % g->cnt[d];
        r /= g->cnt[d];
        od += idx[d] * g->pitch[0][d];
        os += idx[d] * g->pitch[1][d];
    }
    for (r = r0;;) {
        run = g->cnt[in] - idx[in];
        if (run > r1 - r)
            run = r1 - r;
        if (stream)
            cli_stream_rows(dst + od, g->pitch[0][in], src + os, g->pitch[1][in], g->cnt[in + 1], run);
        else
            cli_copy_rows(dst + od, g->pitch[0][in], src + os, g->pitch[1][in], g->cnt[in + 1], run);
        if ((r += run) >= r1)
            return;
        idx[in] += run;
        od += run * g->pitch[0][in];
        os += run * g->pitch[1][in];
        for (d = in; d > 0 && idx[d] == g->cnt[d]; d--) {
            od += g->pitch[0][d - 1] - g->cnt[d] * g->pitch[0][d];
            os += g->pitch[1][d - 1] - g->cnt[d] * g->pitch[1][d];
            idx[d] = 0;
            idx[d - 1]++;
        }
    }
}

/* Copy the region of geometry "g" between host memory "dst" and "src" on
 * the calling thread, with non-temporal stores when "stream". */
static void cli_host_copy(char *dst, const char *src, const cli_geom *g, int stream)
{
    cli_host_copy_part(dst, src, g, 0, cli_geom_units(g), stream);
    if (stream)
        cli_stream_fence();
}

/* ---- pack threads ----------------------------------------------------- */

/* Copy piece "i" of "job": an equal share of its units, starting on a
 * 64-byte boundary when the units are bytes. */
static void cli_job_piece(const cli_job *job, size_t i)
{
    size_t base = job->units / job->npieces, rem = job->units % job->npieces;
    size_t r0 = i * base + (i < rem ? i : rem), r1 = r0 + base + (i < rem);
    if (job->g.k == 1) {
        r0 = i ? r0 & ~(size_t)63 : 0;
        r1 = i + 1 < job->npieces ? r1 & ~(size_t)63 : job->units;
    }
    cli_host_copy_part(job->dst, job->src, &job->g, r0, r1, job->stream);
    if (job->stream)
        cli_stream_fence();
}

/* Let a spinning thread yield the core's pipeline for a moment. */
static void cli_cpu_relax(void)
{
#if defined(__x86_64__) || defined(__i386__)
    __builtin_ia32_pause();
#elif defined(__aarch64__)
    __asm__ __volatile__("yield");
#endif
}

/* Spin for at most CLI_PACK_SPIN_NS until "*v" reaches "target", yielding
 * the core now and then to threads that have work. */
static void cli_spin_until(const size_t *v, size_t target)
{
    uint64_t t0 = 0, now;
    unsigned i;
    for (i = 0; CLI_PACK_SPIN_NS > 0; i++) {
        if (__atomic_load_n(v, __ATOMIC_ACQUIRE) >= target)
            return;
        cli_cpu_relax();
        if (i % 64)
            continue;
        sched_yield();
        now = bbmmi_now_ns();
        if (!t0)
            t0 = now;
        else if (now - t0 > CLI_PACK_SPIN_NS)
            return;
    }
}

/* Body of a pack thread of pool "arg": take pieces of the current job,
 * then spin and sleep for the next, until the pool stops. */
static void *cli_pack_main(void *arg)
{
    struct bbmmi_pack *p = (struct bbmmi_pack *)arg;
    size_t i, seen;
    pthread_mutex_lock(&p->mu);
    while (!p->stop) {
        if (p->next < p->job.npieces) {
            i = p->next++;
            pthread_mutex_unlock(&p->mu);
            cli_job_piece(&p->job, i);
            pthread_mutex_lock(&p->mu);
            if (__atomic_add_fetch(&p->finished, 1, __ATOMIC_RELEASE) == p->job.npieces)
                pthread_cond_signal(&p->done);
            continue;
        }
        seen = __atomic_load_n(&p->posted, __ATOMIC_RELAXED);
        pthread_mutex_unlock(&p->mu);
        cli_spin_until(&p->posted, seen + 1);
        pthread_mutex_lock(&p->mu);
        while (!p->stop && p->next >= p->job.npieces)
            pthread_cond_wait(&p->go, &p->mu);
    }
    pthread_mutex_unlock(&p->mu);
    return NULL;
}

/* Stop and join the threads of pool "p", started or not, and free it
 * (NULL is a no-op). */
static void cli_pack_destroy(struct bbmmi_pack *p)
{
    int i;
    if (!p)
        return;
    pthread_mutex_lock(&p->mu);
    p->stop = 1;
    pthread_cond_broadcast(&p->go);
    pthread_mutex_unlock(&p->mu);
    for (i = 0; i < p->nthreads; i++)
        pthread_join(p->threads[i], NULL);
    pthread_mutex_lock(&p->dmu);
    p->dstop = 1;
    pthread_cond_broadcast(&p->dgo);
    pthread_mutex_unlock(&p->dmu);
    if (p->dma)
        pthread_join(p->dthread, NULL);
    pthread_cond_destroy(&p->ddone);
    pthread_cond_destroy(&p->dgo);
    pthread_mutex_destroy(&p->dmu);
    pthread_cond_destroy(&p->done);
    pthread_cond_destroy(&p->go);
    pthread_mutex_destroy(&p->mu);
    pthread_mutex_destroy(&p->submit);
    free(p->threads);
    free(p);
}

/* A pool for "want" threads packing (the caller and "want"-1 helpers) and
 * a DMA thread, or NULL when out of memory.  Threads that cannot be
 * started are left out. */
static struct bbmmi_pack *cli_pack_create(int want)
{
    struct bbmmi_pack *p = (struct bbmmi_pack *)calloc(1, sizeof(*p));
    int i;
    if (!p)
        return NULL;
    p->threads = (pthread_t *)calloc((size_t)want, sizeof(*p->threads));
    if (!p->threads || pthread_mutex_init(&p->submit, NULL))
        goto fail_alloc;
    if (pthread_mutex_init(&p->mu, NULL))
        goto fail_submit;
    if (pthread_mutex_init(&p->dmu, NULL))
        goto fail_mu;
    if (pthread_cond_init(&p->go, NULL) || pthread_cond_init(&p->done, NULL) ||
        pthread_cond_init(&p->dgo, NULL) || pthread_cond_init(&p->ddone, NULL))
        goto fail_dmu;
    for (i = 0; i + 1 < want; i++) {
        if (pthread_create(&p->threads[p->nthreads], NULL, cli_pack_main, p))
            break;
        p->nthreads++;
    }
    p->dma = CLI_DMA_THREAD && pthread_create(&p->dthread, NULL, cli_dma_main, p) == 0;
    return p;
fail_dmu:
    pthread_mutex_destroy(&p->dmu);
fail_mu:
    pthread_mutex_destroy(&p->mu);
fail_submit:
    pthread_mutex_destroy(&p->submit);
fail_alloc:
    free(p->threads);
    free(p);
    return NULL;
}

/* The number of threads that pack a copy on "ctx": ctx->pack_threads, or
 * one per online core (at most CLI_MAX_PACK_THREADS). */
static int cli_pack_wanted(const bbmm_context *ctx)
{
    long n;
    if (ctx->pack_threads > 0)
        return ctx->pack_threads;
    n = sysconf(_SC_NPROCESSORS_ONLN);
    if (n < 1)
        return 1;
    return n > CLI_MAX_PACK_THREADS ? CLI_MAX_PACK_THREADS : (int)n;
}

/* The copy threads of "ctx", started now when there are none or when
 * ctx->pack_threads changed (which it may only while no transfer runs);
 * NULL when out of memory.  Two threads starting the pool at once keep one
 * of the two. */
static struct bbmmi_pack *cli_pack_get(bbmm_context *ctx)
{
    struct bbmmi_pack *p = __atomic_load_n(&ctx->pack, __ATOMIC_ACQUIRE), *expected;
    if (p && p->setting == ctx->pack_threads)
        return p;
    if (p) {
        __atomic_store_n(&ctx->pack, NULL, __ATOMIC_RELEASE);
        cli_pack_destroy(p);
    }
    if (!(p = cli_pack_create(cli_pack_wanted(ctx))))
        return NULL;
    p->setting = ctx->pack_threads;
    expected = NULL;
    if (!__atomic_compare_exchange_n(&ctx->pack, &expected, p, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE)) {
        cli_pack_destroy(p);
        p = expected;
    }
    return p;
}

/* Run "job" on pool "p", the caller taking pieces too; return when every
 * piece is done. */
static void cli_pack_run(struct bbmmi_pack *p, const cli_job *job)
{
    size_t i;
    pthread_mutex_lock(&p->submit);
    pthread_mutex_lock(&p->mu);
    p->job = *job;
    p->next = 0;
    __atomic_store_n(&p->finished, 0, __ATOMIC_RELAXED);
    __atomic_store_n(&p->posted, __atomic_load_n(&p->posted, __ATOMIC_RELAXED) + 1, __ATOMIC_RELEASE);
    pthread_cond_broadcast(&p->go);
    while (p->next < job->npieces) {
        i = p->next++;
        pthread_mutex_unlock(&p->mu);
        cli_job_piece(job, i);
        pthread_mutex_lock(&p->mu);
        __atomic_add_fetch(&p->finished, 1, __ATOMIC_RELEASE);
    }
    pthread_mutex_unlock(&p->mu);
    cli_spin_until(&p->finished, job->npieces);
    pthread_mutex_lock(&p->mu);
    while (__atomic_load_n(&p->finished, __ATOMIC_ACQUIRE) < job->npieces)
        pthread_cond_wait(&p->done, &p->mu);
    p->job.npieces = 0;
    p->next = 0;
    pthread_mutex_unlock(&p->mu);
    pthread_mutex_unlock(&p->submit);
}

/* Copy the region of geometry "g" between host memory "dst" and "src" on
 * the pack threads of "ctx" (the caller among them), in pieces of at least
 * "piece" bytes, with non-temporal stores when "stream"; on the caller
 * alone when it is too small to split or there is no pool. */
static void cli_pack_copy(bbmm_context *ctx, char *dst, const char *src, const cli_geom *g, size_t piece,
                          int stream)
{
    struct bbmmi_pack *p;
    cli_job job;
    size_t n = g->bytes / (piece ? piece : 1), units = cli_geom_units(g), cap;
    if (n < 2 || units < 2 || !(p = cli_pack_get(ctx)) || !p->nthreads) {
        cli_host_copy(dst, src, g, stream);
        return;
    }
    cap = (size_t)(p->nthreads + 1) * CLI_PIECES_PER_THREAD;
    job.dst = dst;
    job.src = src;
    job.g = *g;
    job.units = units;
    job.stream = stream;
    job.npieces = n < cap ? n : cap;
    if (job.npieces > units)
        job.npieces = units;
    cli_pack_run(p, &job);
}

/* Stop the pack threads of "ctx". */
static void cli_pack_shutdown(bbmm_context *ctx)
{
    cli_pack_destroy(ctx->pack);
    ctx->pack = NULL;
}

/* ---- flow slabs -------------------------------------------------------- */

/* While a run is enqueued, a device's copy of a small region into pageable
 * host memory (a flow-out) goes into a chunk of the pinned flow arena
 * instead: a slab.  Another device that reads the region (its flow-in or
 * read-in) copies it from the slab after that copy's event, so the host
 * never waits for it: a copy from pageable memory must wait on the host
 * (GPU drivers read pageable memory when the copy is enqueued), which
 * kept the host in step with the devices on every halo.  A slab is
 * settled (its bytes copied into the host memory, older slabs of the same
 * elements first) when its copy has finished and the host next looks,
 * before any other copy touches its elements, and in bbmmi_drain; its
 * chunk is free once the copies out of it have finished.  A region that
 * does not fit a chunk, a full arena, or other unfinished copies of the
 * same host elements: the plain path.  All under ctx->lock. */

/* The view of slab "sl"'s chunk. */
static bbmmi_view cli_slab_view(const bbmm_context *ctx, const bbmmi_slab *sl)
{
    bbmmi_view v;
    memset(&v, 0, sizeof(v));
    v.host = ctx->arena_ptr + (size_t)sl->chunk * CLI_SLAB_BYTES;
    v.bounds = sl->region;
    v.elem = sl->user.elem;
    v.pinned = 1;
    return v;
}

/* Make the flow arena (once; none when pinned memory cannot be had). */
static void cli_arena_open(bbmm_context *ctx)
{
    cl_command_queue q;
    cl_int err;
    ctx->arena_tried = 1;
    q = clCreateCommandQueue(ctx->cl, ctx->dev[0].id, 0, &err);
    if (err == CL_SUCCESS)
        ctx->arena_mem = clCreateBuffer(ctx->cl, CL_MEM_ALLOC_HOST_PTR | CL_MEM_READ_WRITE,
                                        CLI_SLAB_CHUNKS * CLI_SLAB_BYTES, NULL, &err);
    if (err == CL_SUCCESS)
        ctx->arena_ptr = (char *)clEnqueueMapBuffer(q, ctx->arena_mem, CL_TRUE, CL_MAP_READ | CL_MAP_WRITE, 0,
                                                    CLI_SLAB_CHUNKS * CLI_SLAB_BYTES, 0, NULL, NULL, &err);
    if (err != CL_SUCCESS) {
        if (ctx->arena_mem)
            clReleaseMemObject(ctx->arena_mem);
        ctx->arena_mem = NULL;
        ctx->arena_ptr = NULL;
    }
    if (q)
        clReleaseCommandQueue(q);
}

/* Release the flow arena and the slab list (every copy finished). */
static void cli_arena_close(bbmm_context *ctx)
{
    int i, r;
    for (i = 0; i < ctx->nslabs; i++) {
        bbmmi_slab *sl = &ctx->slabs[i];
        if (sl->d2h)
            clReleaseEvent(sl->d2h);
        for (r = 0; r < sl->nreaders; r++)
            clReleaseEvent(sl->readers[r]);
        free(sl->readers);
    }
    free(ctx->slabs);
    ctx->slabs = NULL;
    ctx->nslabs = ctx->slabs_cap = 0;
    if (ctx->arena_ptr && ctx->dev && ctx->dev[0].queue) {
        clEnqueueUnmapMemObject(ctx->dev[0].queue, ctx->arena_mem, ctx->arena_ptr, 0, NULL, NULL);
        clFinish(ctx->dev[0].queue);
    }
    if (ctx->arena_mem)
        clReleaseMemObject(ctx->arena_mem);
    ctx->arena_mem = NULL;
    ctx->arena_ptr = NULL;
}

/* Nonzero when event "ev" has finished (or failed). */
static int cli_event_done(cl_event ev)
{
    cl_int status = CL_COMPLETE;
    clGetEventInfo(ev, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof(status), &status, NULL);
    return status <= CL_COMPLETE;
}

/* Nonzero when the copy into slab "sl" has ended (remembered). */
static int cli_slab_ended(bbmmi_slab *sl)
{
    if (!sl->ended)
        sl->ended = cli_event_done(sl->d2h);
    return sl->ended;
}

/* Settle slab "i": the older unsettled slabs of overlapping elements
 * first, then wait for its copy and copy its bytes into the host memory
 * (not when the copy failed: the failure is reported when drained, and
 * the host keeps its old values). */
static void cli_slab_settle(bbmm_context *ctx, int dev, int i)
{
    bbmmi_slab *sl = &ctx->slabs[i];
    bbmmi_view v;
    cli_geom g;
    cl_int status = CL_COMPLETE;
    int j;
    if (sl->settled)
        return;
    for (j = 0; j < i; j++)
        if (!ctx->slabs[j].settled && ctx->slabs[j].user.host == sl->user.host &&
            bbmm_bb_overlaps(&ctx->slabs[j].region, &sl->region))
            cli_slab_settle(ctx, dev, j);
    if (!cli_slab_ended(sl)) {
        uint64_t t0 = bbmmi_now_ns();
        clWaitForEvents(1, &sl->d2h);
        if (dev >= 0 && dev < ctx->mgr.ndev)
            ctx->mgr.store[dev].stats.wait_ns += bbmmi_now_ns() - t0;
    }
    clGetEventInfo(sl->d2h, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof(status), &status, NULL);
    v = cli_slab_view(ctx, sl);
    if (status == CL_COMPLETE && cli_geom_make(ctx, &sl->user, &v, &sl->region, &g) == BBMM_OK)
        cli_pack_copy(ctx, sl->user.host, v.host, &g, CLI_HOST_PIECE, 0);
    sl->settled = 1;
}

/* Settle the finished slabs (in order) and free the settled ones that no
 * unfinished copy reads. */
static void cli_slabs_sweep(bbmm_context *ctx)
{
    cl_command_queue blocked[64];
    int i, r, busy, b, nblocked = 0;
    for (i = 0; i < ctx->nslabs; i++) {
        bbmmi_slab *sl = &ctx->slabs[i];
        if (sl->settled)
            continue;
        /* behind a copy still running on its queue, none has ended */
        for (b = 0; b < nblocked && blocked[b] != sl->queue; b++)
            ;
        if (b < nblocked)
            continue;
        if (cli_slab_ended(sl))
            cli_slab_settle(ctx, -1, i);
        else if (nblocked < (int)(sizeof(blocked) / sizeof(blocked[0])))
            blocked[nblocked++] = sl->queue;
    }
    for (i = 0; i < ctx->nslabs;) {
        bbmmi_slab *sl = &ctx->slabs[i];
        busy = !sl->settled || !cli_slab_ended(sl);
        while (!busy && sl->rended < sl->nreaders && cli_event_done(sl->readers[sl->rended]))
            sl->rended++;
        busy = busy || sl->rended < sl->nreaders;
        if (busy) {
            i++;
            continue;
        }
        clReleaseEvent(sl->d2h);
        for (r = 0; r < sl->nreaders; r++)
            clReleaseEvent(sl->readers[r]);
        free(sl->readers);
        ctx->arena_used &= ~((uint64_t)1 << sl->chunk);
        memmove(sl, sl + 1, (size_t)(ctx->nslabs - i - 1) * sizeof(*sl));
        ctx->nslabs--;
    }
}

/* A copy is about to touch "region" of host memory "host" (writing it when
 * "writes"): settle every slab over it ("dev" gets the waiting time),
 * except that a slab the copy overwrites whole is dropped unsettled (its
 * values are older than the copy's; it waits for nothing on the host). */
static void cli_slabs_conflict(bbmm_context *ctx, int dev, const char *host, const bbmm_box *region, int writes)
{
    int i;
    for (i = ctx->nslabs - 1; i >= 0; i--) {
        bbmmi_slab *sl = &ctx->slabs[i];
        if (sl->settled || sl->user.host != host || !bbmm_bb_overlaps(&sl->region, region))
            continue;
        if (writes && bbmm_bb_is_subset(&sl->region, region))
            sl->settled = 1;
        else
            cli_slab_settle(ctx, dev, i);
    }
}

/* Settle and free every slab (bbmmi_drain: every command has finished). */
static void cli_slabs_settle_all(bbmm_context *ctx)
{
    int i;
    for (i = 0; i < ctx->nslabs; i++)
        cli_slab_settle(ctx, -1, i);
    cli_slabs_sweep(ctx);
}

/* Nonzero when an unfinished command touches "region" of host memory
 * "host". */
static int cli_host_busy(bbmm_context *ctx, const char *host, const bbmm_box *region)
{
    size_t i;
    int busy = 0;
    pthread_mutex_lock(&ctx->claim_mu);
    for (i = 0; i < ctx->ncmds && !busy; i++)
        busy = ctx->cmds[i].host == host && bbmm_bb_overlaps(&ctx->cmds[i].region, region);
    pthread_mutex_unlock(&ctx->claim_mu);
    return busy;
}

/* A new slab for a device's copy of "region" into pageable host memory
 * "user": its index, or -1 (the plain path). */
static int cli_slab_new(bbmm_context *ctx, const bbmmi_view *user, const bbmm_box *region)
{
    uint64_t vol, bytes;
    int chunk;
    bbmmi_slab *sl;
    if (bbmm_bb_volume(region, &vol) != BBMM_OK || bbmm_mul_overflow_u64(vol, user->elem, &bytes) ||
        bytes > CLI_SLAB_BYTES || cli_host_busy(ctx, user->host, region))
        return -1;
    if (!ctx->arena_tried)
        cli_arena_open(ctx);
    if (!ctx->arena_ptr)
        return -1;
    if (ctx->arena_used == ~(uint64_t)0)
        cli_slabs_sweep(ctx);
    for (chunk = 0; chunk < CLI_SLAB_CHUNKS && (ctx->arena_used >> chunk & 1); chunk++)
        ;
    if (chunk == CLI_SLAB_CHUNKS)
        return -1;
    if (ctx->nslabs == ctx->slabs_cap) {
        int cap = ctx->slabs_cap ? 2 * ctx->slabs_cap : 16;
        bbmmi_slab *ns = (bbmmi_slab *)realloc(ctx->slabs, (size_t)cap * sizeof(*ns));
        if (!ns)
            return -1;
        ctx->slabs = ns;
        ctx->slabs_cap = cap;
    }
    sl = &ctx->slabs[ctx->nslabs];
    memset(sl, 0, sizeof(*sl));
    sl->user = *user;
    sl->region = *region;
    sl->chunk = chunk;
    ctx->arena_used |= (uint64_t)1 << chunk;
    return ctx->nslabs++;
}

/* The unsettled slab that holds the newest values of all of "region" of
 * pageable host memory "user" for a copy out of it: the newest slab over
 * it, when it holds all of it and no other unfinished command writes it;
 * -1 when none. */
static int cli_slab_find(bbmm_context *ctx, const bbmmi_view *user, const bbmm_box *region)
{
    int i;
    for (i = ctx->nslabs - 1; i >= 0; i--) {
        const bbmmi_slab *sl = &ctx->slabs[i];
        if (sl->user.host != user->host || !bbmm_bb_overlaps(&sl->region, region))
            continue;
        if (sl->settled || !bbmm_bb_is_subset(region, &sl->region) || sl->user.elem != user->elem ||
            cli_host_busy(ctx, user->host, region))
            return -1;
        return i;
    }
    return -1;
}

/* Add reader "ev" to slab "i" (retained); nonzero when out of memory. */
static int cli_slab_reader(bbmm_context *ctx, int i, cl_event ev)
{
    bbmmi_slab *sl = &ctx->slabs[i];
    return cli_event_push(&sl->readers, &sl->nreaders, &sl->readers_cap, ev);
}

/* ---- transfers: enqueueing -------------------------------------------- */

/* Split byte offset "off" of a buffer with row pitch "rp" and slice pitch
 * "sp" (0: two dimensions) into a rect origin "o". */
static void cli_origin(size_t off, size_t rp, size_t sp, size_t o[3])
{
    o[2] = sp ? off / sp : 0;
    off = sp ? off % sp : off;
    o[1] = off / rp;
    o[0] = off % rp;
}

/* Enqueue one contiguous copy of "g->cnt"[0] bytes at byte offsets "o"[0]
 * (destination) and "o"[1] (source) between "dst" and "src" on "dev". */
static bbmm_status cli_enqueue_flat(bbmm_context *ctx, int dev, cl_command_queue q, const bbmmi_view *dst,
                                    const bbmmi_view *src, const cli_geom *g, const size_t o[2],
                                    cli_pending *p, cl_uint nw, const cl_event *w)
{
    const char *call = src->host ? "clEnqueueWriteBuffer"
                     : dst->host ? "clEnqueueReadBuffer" : "clEnqueueCopyBuffer";
    cl_event ev = NULL;
    cl_int err;
    bbmm_status st;
    if ((st = bbmmi_fault(ctx, BBMM_FAULT_TRANSFER, call, dev)) != BBMM_OK)
        return st;
    if (src->host)
        err = clEnqueueWriteBuffer(q, dst->mem, CL_FALSE, o[0], g->cnt[0], src->host + o[1], nw, w, &ev);
    else if (dst->host)
        err = clEnqueueReadBuffer(q, src->mem, CL_FALSE, o[1], g->cnt[0], dst->host + o[0], nw, w, &ev);
    else
        err = clEnqueueCopyBuffer(q, src->mem, dst->mem, o[1], o[0], g->cnt[0], nw, w, &ev);
    return cli_track(ctx, dev, err, ev, call, p);
}

/* Enqueue one rectangle of the innermost two or three dimensions of "g" at
 * byte offsets "o"[0] (destination) and "o"[1] (source). */
/* The buffer a rectangular copy between buffers names for "mem": its
 * parent when "mem" is a sub-buffer (allocation fusion), whose offset is
 * then added to "*off" (PoCL 3.1 crashes on clEnqueueCopyBufferRect with a
 * sub-buffer). */
static cl_mem cli_rect_buffer(cl_mem mem, size_t *off)
{
    cl_mem parent = NULL;
    size_t at = 0;
    if (clGetMemObjectInfo(mem, CL_MEM_ASSOCIATED_MEMOBJECT, sizeof(parent), &parent, NULL) != CL_SUCCESS ||
        !parent || clGetMemObjectInfo(mem, CL_MEM_OFFSET, sizeof(at), &at, NULL) != CL_SUCCESS)
        return mem;
    *off += at;
    return parent;
}

static bbmm_status cli_enqueue_rect(bbmm_context *ctx, int dev, cl_command_queue q, const bbmmi_view *dst,
                                    const bbmmi_view *src, const cli_geom *g, const size_t o_in[2],
                                    cli_pending *p, cl_uint nw, const cl_event *w)
{
    size_t o[2] = {o_in[0], o_in[1]};
    cl_mem dmem = dst->mem, smem = src->mem;
    const char *call = src->host ? "clEnqueueWriteBufferRect"
                     : dst->host ? "clEnqueueReadBufferRect" : "clEnqueueCopyBufferRect";
    static const size_t zero[3] = {0, 0, 0};
    size_t region[3], rp[2], sp[2], org[2][3];
    int k = g->k, v;
    cl_event ev = NULL;
    cl_int err;
    bbmm_status st;
    region[0] = g->cnt[k - 1];
    region[1] = g->cnt[k - 2];
    region[2] = k >= 3 ? g->cnt[k - 3] : 1;
    if (dmem && smem) {
        dmem = cli_rect_buffer(dmem, &o[0]);
        smem = cli_rect_buffer(smem, &o[1]);
    }
    for (v = 0; v < 2; v++) {
        rp[v] = g->pitch[v][k - 2];
        sp[v] = k >= 3 ? g->pitch[v][k - 3] : 0;
        cli_origin(o[v], rp[v], sp[v], org[v]);
    }
    if ((st = bbmmi_fault(ctx, BBMM_FAULT_TRANSFER, call, dev)) != BBMM_OK)
        return st;
    if (src->host)
        err = clEnqueueWriteBufferRect(q, dst->mem, CL_FALSE, org[0], zero, region, rp[0], sp[0],
                                       rp[1], sp[1], src->host + o[1], nw, w, &ev);
    else if (dst->host)
        err = clEnqueueReadBufferRect(q, src->mem, CL_FALSE, org[1], zero, region, rp[1], sp[1],
                                      rp[0], sp[0], dst->host + o[0], nw, w, &ev);
    else if (smem == dmem && (rp[0] != rp[1] || sp[0] != sp[1])) {
        /* two parts of one shared buffer: OpenCL wants equal pitches in one
         * buffer, so row by row */
        size_t y, z, at[2];
        for (z = 0; z < region[2]; z++)
            for (y = 0; y < region[1]; y++) {
                for (v = 0; v < 2; v++)
                    at[v] = (org[v][2] + z) * sp[v] + (org[v][1] + y) * rp[v] + org[v][0];
                err = clEnqueueCopyBuffer(q, smem, dmem, at[1], at[0], region[0], y || z ? 0 : nw, y || z ? NULL : w,
                                          &ev);
                if ((st = cli_track(ctx, dev, err, ev, "clEnqueueCopyBuffer", p)) != BBMM_OK)
                    return st;
            }
        return BBMM_OK;
    } else
        err = clEnqueueCopyBufferRect(q, smem, dmem, org[1], org[0], region, rp[1], sp[1], rp[0], sp[0], nw, w,
                                      &ev);
    return cli_track(ctx, dev, err, ev, call, p);
}

/* Enqueue the whole copy of geometry "g" between "dst" and "src" (at least
 * one of them a buffer) on "dev": one call up to three dimensions, one per
 * three-dimensional slab beyond; the first waits for the "nw" events "w"
 * (the queue orders the rest after it).  "*p" ends holding the last
 * command. */
static bbmm_status cli_enqueue_on(bbmm_context *ctx, int dev, cl_command_queue q, const bbmmi_view *dst,
                                  const bbmmi_view *src, const cli_geom *g, cli_pending *p, cl_uint nw,
                                  const cl_event *w)
{
    size_t idx[BBMM_MAX_DIMS] = {0};
    size_t o[2] = {g->off[0], g->off[1]};
    int d, outer = g->k > 3 ? g->k - 3 : 0;
    bbmm_status st;
    if (g->k == 1)
        return cli_enqueue_flat(ctx, dev, q, dst, src, g, o, p, nw, w);
    for (;;) {
        if ((st = cli_enqueue_rect(ctx, dev, q, dst, src, g, o, p, nw, w)) != BBMM_OK)
            return st;
        nw = 0;
        w = NULL;
        for (d = outer - 1; d >= 0; d--) {
            o[0] += g->pitch[0][d];
            o[1] += g->pitch[1][d];
            if (++idx[d] < g->cnt[d])
                break;
            o[0] -= g->cnt[d] * g->pitch[0][d];
            o[1] -= g->cnt[d] * g->pitch[1][d];
            idx[d] = 0;
        }
        if (d < 0)
            return BBMM_OK;
    }
}

/* The queue a copy of "dev" goes to unless it is a side load: the side
 * queue during early flow-out, else the main one. */
static cl_command_queue cli_queue(bbmm_context *ctx, int dev)
{
    return ctx->dev[dev].side_on ? ctx->dev[dev].side : ctx->dev[dev].queue;
}

static bbmm_status cli_enqueue(bbmm_context *ctx, int dev, const bbmmi_view *dst, const bbmmi_view *src,
                               const cli_geom *g, cli_pending *p, cl_uint nw, const cl_event *w)
{
    return cli_enqueue_on(ctx, dev, cli_queue(ctx, dev), dst, src, g, p, nw, w);
}

/* Add the side queue's start (the marker behind the early part) to wait
 * list "*w" ("*nw" events, malloc'd or NULL; retained). */
static bbmm_status cli_side_wait(bbmm_context *ctx, int dev, cl_event **w, cl_uint *nw)
{
    cl_event *nv = (cl_event *)realloc(*w, (*nw + 1) * sizeof(cl_event));
    if (!nv)
        return bbmmi_error(ctx, BBMM_ERR_NOMEM, "early flow-out: out of host memory");
    *w = nv;
    clRetainEvent(ctx->dev[dev].side_after);
    nv[(*nw)++] = ctx->dev[dev].side_after;
    return BBMM_OK;
}

/* Keep "ev" (a copy on the side queue) for the main queue's barrier. */
static bbmm_status cli_side_add(bbmm_context *ctx, int dev, cl_event ev)
{
    bbmmi_device *d = &ctx->dev[dev];
    if (cli_event_push(&d->side_ev, &d->nside, &d->side_cap, ev))
        return bbmmi_error(ctx, BBMM_ERR_NOMEM, "early flow-out: out of host memory");
    return BBMM_OK;
}

bbmmi_event bbmmi_side_marker(bbmm_context *ctx, int dev)
{
    cl_event ev = NULL;
    if (!ctx || dev < 0 || dev >= ctx->mgr.ndev)
        return NULL;
    pthread_mutex_lock(&ctx->lock);
    if ((ev = ctx->dev[dev].side_after) != NULL)
        clRetainEvent(ev);
    pthread_mutex_unlock(&ctx->lock);
    return ev;
}

void bbmmi_event_retain(bbmmi_event ev)
{
    if (ev)
        clRetainEvent(ev);
}

void bbmmi_event_release(bbmmi_event ev)
{
    if (ev)
        clReleaseEvent(ev);
}

bbmm_status bbmmi_side_resume(bbmm_context *ctx, int dev, bbmmi_event after)
{
    bbmmi_device *d;
    cl_int err = CL_SUCCESS;
    if (!ctx || dev < 0 || dev >= ctx->mgr.ndev || !after)
        return BBMM_ERR_INVALID;
    d = &ctx->dev[dev];
    if (d->side_on)
        return bbmmi_error(ctx, BBMM_ERR_INVALID, "device %d: its side queue is already in use", dev);
    if (!d->side)
        d->side = clCreateCommandQueue(ctx->cl, d->id, CL_QUEUE_PROFILING_ENABLE, &err);
    if (err != CL_SUCCESS)
        return bbmmi_cl_check(ctx, err, "clCreateCommandQueue", dev);
    clRetainEvent(after);
    d->side_after = after;
    d->side_on = 1;
    return BBMM_OK;
}

bbmm_status bbmmi_side_begin(bbmm_context *ctx, int dev)
{
    bbmmi_device *d;
    cl_int err = CL_SUCCESS;
    const char *call = "clCreateCommandQueue";
    bbmm_status st;
    if (!ctx || dev < 0 || dev >= ctx->mgr.ndev)
        return BBMM_ERR_INVALID;
    d = &ctx->dev[dev];
    pthread_mutex_lock(&ctx->lock);
    if (!d->side)
        d->side = clCreateCommandQueue(ctx->cl, d->id, CL_QUEUE_PROFILING_ENABLE, &err);
    if (err == CL_SUCCESS) {
        /* the copies start after the newest command of the main queue (the
         * early part's last kernel; the queue is in order); a marker there
         * cost the device 3-4 us per split on NVIDIA (cl_overlap) */
        d->side_after = bbmmi_queue_last(ctx, dev);
        if (!d->side_after) {
            call = "clEnqueueMarkerWithWaitList";
            err = clEnqueueMarkerWithWaitList(d->queue, 0, NULL, &d->side_after);
        }
    }
    if (err == CL_SUCCESS) {
        d->side_on = 1;
    }
    st = bbmmi_cl_check(ctx, err, call, dev);
    pthread_mutex_unlock(&ctx->lock);
    return st;
}

bbmm_status bbmmi_side_end(bbmm_context *ctx, int dev)
{
    bbmm_status st;
    if (!ctx || dev < 0 || dev >= ctx->mgr.ndev)
        return BBMM_ERR_INVALID;
    pthread_mutex_lock(&ctx->lock);
    st = bbmmi_side_end_locked(ctx, dev);
    pthread_mutex_unlock(&ctx->lock);
    return st;
}

bbmm_status bbmmi_side_end_locked(bbmm_context *ctx, int dev)
{
    bbmmi_device *d;
    cl_int err = CL_SUCCESS;
    if (!ctx || dev < 0 || dev >= ctx->mgr.ndev)
        return BBMM_ERR_INVALID;
    d = &ctx->dev[dev];
    d->side_on = 0;
    if (d->side_after)
        clReleaseEvent(d->side_after);
    d->side_after = NULL;
    if (d->nside) {
        err = clEnqueueBarrierWithWaitList(d->queue, (cl_uint)d->nside, d->side_ev, NULL);
        while (d->nside > 0)
            clReleaseEvent(d->side_ev[--d->nside]);
        if (err != CL_SUCCESS) /* nothing may overtake the copies: wait for them */
            clFinish(d->side);
    }
    return bbmmi_cl_check(ctx, err, "clEnqueueBarrierWithWaitList", dev);
}

/* The flow-slab path of a direct copy between a device and pageable host
 * memory while a run is enqueued ("flow slabs"): a copy into host memory
 * goes into a new slab, a copy out of it reads the slab that holds its
 * newest values after that slab's copy.  "*done" when it made the copy;
 * otherwise the plain path follows. */
static bbmm_status cli_transfer_slab(bbmm_context *ctx, int dev, const bbmmi_view *dst, const bbmmi_view *src,
                                     const bbmm_box *region, int *done)
{
    int into = dst->host != NULL, i, side = 0;
    bbmmi_view v;
    cli_geom g;
    cli_pending p = {NULL, NULL};
    cl_command_queue q;
    cl_event *w = NULL;
    cl_uint nw = 0;
    bbmm_status st = BBMM_OK;
    *done = 0;
    cli_slabs_sweep(ctx);
    i = into ? cli_slab_new(ctx, dst, region) : cli_slab_find(ctx, src, region);
    if (i < 0) {
        ctx->slab_plain += (uint64_t)into;
        return BBMM_OK;
    }
    v = cli_slab_view(ctx, &ctx->slabs[i]);
    if ((st = cli_geom_make(ctx, into ? &v : dst, into ? src : &v, region, &g)) != BBMM_OK)
        goto out;
    if (!into) {
        if (!(w = (cl_event *)malloc(sizeof(cl_event)))) {
            st = bbmmi_error(ctx, BBMM_ERR_NOMEM, "bbmmi_transfer: out of host memory");
            goto out;
        }
        clRetainEvent(ctx->slabs[i].d2h);
        w[nw++] = ctx->slabs[i].d2h;
    }
    if (ctx->dev[dev].side_on && (st = cli_side_wait(ctx, dev, &w, &nw)) != BBMM_OK)
        goto out;
    side = cli_side_load(ctx, dev, into ? &v : dst, into ? src : &v);
    if ((st = cli_copy_queue(ctx, dev, into ? &v : dst, region, side, &w, &nw, &q)) != BBMM_OK)
        goto out;
    st = cli_enqueue_on(ctx, dev, q, into ? &v : dst, into ? src : &v, &g, &p, nw, w);
    if (st == BBMM_OK && p.ev && ctx->dev[dev].side_on)
        st = cli_side_add(ctx, dev, p.ev);
    if (st == BBMM_OK && p.ev) {
        bbmmi_acc acc;
        const bbmmi_view *dv = into ? src : dst;
        if (into) {
            clRetainEvent(p.ev);
            ctx->slabs[i].d2h = p.ev;
            ctx->slabs[i].queue = q;
        } else if (cli_slab_reader(ctx, i, p.ev)) {
            clWaitForEvents(1, &p.ev); /* no room to remember it: the slab must outlive it */
        }
        if (side)
            cli_load_add(ctx, dev, p.ev, 1);
        acc.mem = (cl_mem)dv->mem;
        bbmmi_byte_range(&dv->bounds, dv->elem, region, &acc.lo, &acc.hi);
        cli_cmd_add(ctx, dev, q, p.ev, p.call, 0, NULL, region, 0, NULL, 0, &acc, 1);
        p.ev = NULL;
        *done = 1;
        if (into)
            ctx->slab_into++;
        else
            ctx->slab_outof++;
    } else if (into && st == BBMM_OK) {
        ctx->slab_plain++;
    }
out:
    cli_events_free(w, nw);
    if (st != BBMM_OK && p.ev) {
        if (ctx->dev[dev].side)
            clFinish(ctx->dev[dev].side);
        cli_abandon(ctx, dev, &p, 1);
    }
    if (into && !*done) { /* the new slab, last in the list, is not used */
        ctx->arena_used &= ~((uint64_t)1 << ctx->slabs[i].chunk);
        ctx->nslabs--;
    }
    return st;
}

/* Copy "region" from "src" to "dst" directly (no staging) on "dev", after
 * the commands of other devices it must follow (cli_hazards).  On the
 * thread of a run being enqueued (bbmmi_async) the copy is left running,
 * recorded as a command; otherwise it is waited for.  With "claim" (not
 * NULL) the caller holds ctx->lock and the host claim "*claim": the lock is
 * released while waiting for the copy, so that devices transfer at the same
 * time, and the claim before it is taken back (its holder never needs the
 * lock to release it). */
static bbmm_status cli_transfer_direct(bbmm_context *ctx, int dev, const bbmmi_view *dst,
                                       const bbmmi_view *src, const bbmm_box *region, int *claim)
{
    cli_pending p = {NULL, NULL};
    const bbmmi_view *host = dst->host ? dst : src->host ? src : NULL;
    cl_command_queue q;
    cl_event *w = NULL;
    cl_uint nw = 0;
    cli_geom g;
    bbmm_status st;
    cl_int err;
    int early, side;
    if ((st = cli_geom_make(ctx, dst, src, region, &g)) != BBMM_OK)
        return st;
    if (dst->host && src->host) {
        if ((st = cli_host_wait(ctx, dev, dst, src, region)) != BBMM_OK)
            return st;
        cli_pack_copy(ctx, dst->host, src->host, &g, CLI_HOST_PIECE, 0);
        return BBMM_OK;
    }
    if (host && !host->pinned && bbmmi_async(ctx)) {
        int done;
        if ((st = cli_transfer_slab(ctx, dev, dst, src, region, &done)) != BBMM_OK || done)
            return st;
    }
    /* A GPU driver may read pageable host memory when a write from it is
     * enqueued, before the commands it must follow have run, even those of
     * its own in-order queue (a write-out into those elements just
     * before): wait for all of them here, on the host. */
    early = host && host == src && !host->pinned && ctx->dev[dev].is_gpu;
    side = cli_side_load(ctx, dev, dst, src); /* not ordered by the main queue: after every device's copies */
    if (host && (st = cli_hazards(ctx, early || side ? -1 : dev, host->host, region, host == dst, &w, &nw)) !=
                    BBMM_OK)
        return st;
    if (nw && early) {
        uint64_t t0 = bbmmi_now_ns();
        cl_int werr = clWaitForEvents(nw, w);
        ctx->mgr.store[dev].stats.wait_ns += bbmmi_now_ns() - t0;
        cli_events_free(w, nw);
        w = NULL;
        nw = 0;
        if ((st = bbmmi_cl_check(ctx, werr, "clWaitForEvents", dev)) != BBMM_OK)
            return st;
    }
    if (ctx->dev[dev].side_on && (st = cli_side_wait(ctx, dev, &w, &nw)) != BBMM_OK) {
        cli_events_free(w, nw);
        return st;
    }
    if ((st = cli_copy_queue(ctx, dev, dst, region, side, &w, &nw, &q)) != BBMM_OK) {
        cli_events_free(w, nw);
        return st;
    }
    st = cli_enqueue_on(ctx, dev, q, dst, src, &g, &p, nw, w);
    cli_events_free(w, nw);
    if (st == BBMM_OK && p.ev && ctx->dev[dev].side_on)
        st = cli_side_add(ctx, dev, p.ev);
    if (st == BBMM_OK && p.ev && bbmmi_async(ctx)) {
        if (side)
            cli_load_add(ctx, dev, p.ev, 1);
        cli_cmd_add_copy(ctx, dev, q, p.ev, p.call, dst, src, region);
        return BBMM_OK;
    }
    if (st == BBMM_OK && claim && p.ev) {
        pthread_mutex_unlock(&ctx->lock);
        err = cli_wait_raw(&p);
        cli_unclaim(ctx, claim);
        pthread_mutex_lock(&ctx->lock);
        st = bbmmi_cl_check(ctx, err, p.call, dev);
    } else if (st == BBMM_OK) {
        st = cli_wait(ctx, dev, &p);
    }
    if (st != BBMM_OK)
        cli_abandon(ctx, dev, &p, 1);
    return st;
}

/* ---- transfers: staging ----------------------------------------------- */

/* Plan the chunks of staging "region" ("bytes" in all, "elem" bytes each)
 * through buffers of "limit" bytes; return 0 when one element does not fit.
 * Chunks are at most an eighth of the region (and at least CLI_MIN_CHUNK)
 * so that packing and DMA overlap even when the region fits one buffer. */
static int cli_chunker_make(const bbmm_box *region, size_t elem, size_t bytes, size_t limit,
                            cli_chunker *c)
{
    uint64_t inner = elem, target = limit, share = bytes / CLI_PIPELINE_DEPTH, ramp_bytes, runs = 1;
    int d;
    if (share < CLI_MIN_CHUNK)
        share = CLI_MIN_CHUNK;
    if (share < target)
        target = share;
    if (elem > target)
        return 0;
    memset(c, 0, sizeof(*c));
    for (d = 0; d < region->ndim; d++)
        if (bbmm_bb_extent(region, d, &c->ext[d]) != BBMM_OK)
            return 0;
    c->region = *region;
    c->split = 0;
    c->step = 1;
    for (d = region->ndim - 1; d >= 0; d--) {
        c->split = d;
        if (inner * c->ext[d] > target) {
            c->step = target / inner;
            break;
        }
        inner *= c->ext[d];
        c->step = c->ext[d];
    }
    for (d = 0; d < c->split; d++)
        runs *= c->ext[d];
    c->units = runs * c->ext[c->split];
    ramp_bytes = limit / CLI_RAMP_DIV;
    c->ramp = (ramp_bytes + inner - 1) / inner;
    if (c->ramp < c->step / CLI_RAMP_STEPS)
        c->ramp = c->step / CLI_RAMP_STEPS;
    if (c->ramp < 1)
        c->ramp = 1;
    if (c->ramp > c->step)
        c->ramp = c->step;
    c->piece = limit / CLI_PIECE_DIV;
    c->stride = (size_t)(c->step * inner);
    if (c->stride > 4096 && c->stride % 4096)
        c->stride += 4096 - c->stride % 4096;
    c->slots = c->stride <= limit ? 2 * (int)(limit / c->stride) : 2;
    if (c->slots > CLI_MAX_SLOTS)
        c->slots = CLI_MAX_SLOTS;
    return 1;
}

/* Store the next chunk of "c" in "*box" and return 1; 0 after the last.
 * Chunks grow from c->ramp units, doubling, up to c->step and shrink again,
 * halving, towards the end of the region; none crosses a run. */
static int cli_chunk_next(cli_chunker *c, bbmm_box *box)
{
    uint64_t e = c->ext[c->split], run, off, n, left;
    int d, s = c->split;
    if (c->pos >= c->units)
        return 0;
    run = c->pos / e;
    off = c->pos % e;
    left = c->units - c->pos;
    n = c->step;
    if (n > c->pos)
        n = c->pos > c->ramp ? c->pos : c->ramp;
    if (n > left / 2)
        n = left / 2 > c->ramp ? left / 2 : c->ramp;
    if (n > e - off)
        n = e - off;
    *box = c->region;
    for (d = s - 1; d >= 0; d--) {
        box->lo[d] = box->hi[d] = c->region.lo[d] + (int64_t)(run % c->ext[d]);
        run /= c->ext[d];
    }
    box->lo[s] = c->region.lo[s] + (int64_t)off;
    box->hi[s] = box->lo[s] + (int64_t)n - 1;
    c->pos += n;
    return 1;
}

/* The view of slot "j" of the staging buffers of device "d" ("stride"
 * bytes apart) holding "box" packed. */
static bbmmi_view cli_stage_view(const bbmmi_device *d, int j, size_t stride, const bbmm_box *box, size_t elem)
{
    bbmmi_view v;
    memset(&v, 0, sizeof(v));
    v.host = (char *)d->staging_ptr[j % 2] + (size_t)(j / 2) * stride;
    v.bounds = *box;
    v.elem = elem;
    v.pinned = 1;
    return v;
}

/* Host to device through the staging buffers: pack chunk i (on the pack
 * threads) while chunk i-1 is on its way. */
static bbmm_status cli_staged_write(bbmm_context *ctx, int dev, const bbmmi_view *dst,
                                    const bbmmi_view *src, cli_chunker *c)
{
    cli_pending p[2] = {{NULL, NULL}, {NULL, NULL}};
    bbmmi_view stage;
    bbmm_box box;
    cli_geom g;
    bbmm_status st = BBMM_OK;
    uint64_t i;
    int b;
    for (i = 0; st == BBMM_OK && cli_chunk_next(c, &box); i++) {
        b = (int)(i & 1);
        if ((st = cli_wait(ctx, dev, &p[b])) != BBMM_OK)
            break;
        stage = cli_stage_view(&ctx->dev[dev], b, 0, &box, src->elem);
        if ((st = cli_geom_make(ctx, &stage, src, &box, &g)) != BBMM_OK)
            break;
        cli_pack_copy(ctx, stage.host, src->host, &g, c->piece, 1);
        if ((st = cli_geom_make(ctx, dst, &stage, &box, &g)) != BBMM_OK)
            break;
        if ((st = cli_enqueue(ctx, dev, dst, &stage, &g, &p[b], 0, NULL)) == BBMM_OK)
            clFlush(ctx->dev[dev].queue);
    }
    for (b = 0; b < 2 && st == BBMM_OK; b++)
        st = cli_wait(ctx, dev, &p[b]);
    if (st != BBMM_OK)
        cli_abandon(ctx, dev, p, 2);
    return st;
}

/* Enqueue the read of chunk "box" from "src" into staging buffer "b" of
 * "dev", tracked in "p"["b"]. */
static bbmm_status cli_staged_read_chunk(bbmm_context *ctx, int dev, const bbmmi_view *src,
                                         const bbmm_box *box, int b, cli_pending *p)
{
    bbmmi_view stage = cli_stage_view(&ctx->dev[dev], b, 0, box, src->elem);
    cli_geom g;
    bbmm_status st;
    if ((st = cli_geom_make(ctx, &stage, src, box, &g)) != BBMM_OK)
        return st;
    if ((st = cli_enqueue(ctx, dev, &stage, src, &g, &p[b], 0, NULL)) == BBMM_OK)
        clFlush(ctx->dev[dev].queue);
    return st;
}

/* Device to host through the staging buffers: chunk i+1 is read while
 * chunk i is unpacked (on the pack threads). */
static bbmm_status cli_staged_read(bbmm_context *ctx, int dev, const bbmmi_view *dst,
                                   const bbmmi_view *src, cli_chunker *c)
{
    cli_pending p[2] = {{NULL, NULL}, {NULL, NULL}};
    bbmmi_view stage;
    bbmm_box box[2];
    cli_geom g;
    bbmm_status st = BBMM_OK;
    uint64_t i;
    int b, more = cli_chunk_next(c, &box[0]);
    if (more)
        st = cli_staged_read_chunk(ctx, dev, src, &box[0], 0, p);
    for (i = 0; more && st == BBMM_OK; i++) {
        b = (int)(i & 1);
        more = cli_chunk_next(c, &box[!b]);
        if (more && (st = cli_staged_read_chunk(ctx, dev, src, &box[!b], !b, p)) != BBMM_OK)
            break;
        if ((st = cli_wait(ctx, dev, &p[b])) != BBMM_OK)
            break;
        stage = cli_stage_view(&ctx->dev[dev], b, 0, &box[b], src->elem);
        if ((st = cli_geom_make(ctx, dst, &stage, &box[b], &g)) != BBMM_OK)
            break;
        cli_pack_copy(ctx, dst->host, stage.host, &g, c->piece, 0);
    }
    if (st != BBMM_OK)
        cli_abandon(ctx, dev, p, 2);
    return st;
}

/* ---- transfers: the DMA thread ---------------------------------------- */

/* Mark DMA "r" of pool "p" done, recording failure "st" as its transfer's
 * first, and wake the thread waiting for it. */
static void cli_dma_complete(struct bbmmi_pack *p, cli_dma *r, bbmm_status st)
{
    pthread_mutex_lock(&p->dmu);
    if (st != BBMM_OK && r->xfer->st == BBMM_OK)
        r->xfer->st = st;
    __atomic_store_n(&r->done, 1, __ATOMIC_RELEASE);
    pthread_cond_broadcast(&p->ddone);
    pthread_mutex_unlock(&p->dmu);
}

/* After DMA "r" failed with "st": let the queue of its device finish, drop
 * the commands of its transfer among the "*nfl" in flight "fl" (removed),
 * and complete them all. */
static void cli_dma_fail(struct bbmmi_pack *p, cli_dma *r, bbmm_status st, cli_dma **fl, int *nfl)
{
    int i, n = 0;
    cli_abandon(r->xfer->ctx, r->xfer->dev, &r->pend, 1);
    cli_dma_complete(p, r, st);
    for (i = 0; i < *nfl; i++) {
        if (fl[i]->xfer != r->xfer) {
            fl[n++] = fl[i];
            continue;
        }
        cli_abandon(fl[i]->xfer->ctx, fl[i]->xfer->dev, &fl[i]->pend, 1);
        cli_dma_complete(p, fl[i], st);
    }
    *nfl = n;
}

/* Enqueue DMA "r" (unless "skip": its transfer failed already) and add it
 * to the "*nfl" in flight "fl". */
static void cli_dma_issue(struct bbmmi_pack *p, cli_dma *r, int skip, cli_dma **fl, int *nfl)
{
    cli_xfer *x = r->xfer;
    bbmm_status st;
    if (skip) {
        cli_dma_complete(p, r, BBMM_OK);
        return;
    }
    st = cli_enqueue(x->ctx, x->dev, &r->dst, &r->src, &r->g, &r->pend, 0, NULL);
    if (st != BBMM_OK) {
        cli_dma_fail(p, r, st, fl, nfl);
        return;
    }
    clFlush(x->ctx->dev[x->dev].queue);
    fl[(*nfl)++] = r;
}

/* Wait for the oldest of the "*nfl" DMAs in flight "fl" and complete it. */
static void cli_dma_retire(struct bbmmi_pack *p, cli_dma **fl, int *nfl)
{
    cli_dma *r = fl[0];
    bbmm_status st;
    int i;
    for (i = 1; i < *nfl; i++)
        fl[i - 1] = fl[i];
    (*nfl)--;
    st = cli_wait(r->xfer->ctx, r->xfer->dev, &r->pend);
    if (st != BBMM_OK)
        cli_dma_fail(p, r, st, fl, nfl);
    else
        cli_dma_complete(p, r, BBMM_OK);
}

/* Poll the oldest of the "*nfl" DMAs in flight "fl" until it has ended,
 * then complete it, or until more DMAs than "seen" were posted to "p". */
static void cli_dma_poll(struct bbmmi_pack *p, cli_dma **fl, int *nfl, size_t seen)
{
    cl_int es = CL_QUEUED;
    unsigned i;
    for (i = 1;; i++) {
        if (!fl[0]->pend.ev ||
            clGetEventInfo(fl[0]->pend.ev, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof(es), &es, NULL) != CL_SUCCESS ||
            es <= CL_COMPLETE) {
            cli_dma_retire(p, fl, nfl);
            return;
        }
        if (__atomic_load_n(&p->dposted, __ATOMIC_ACQUIRE) != seen)
            return;
        cli_cpu_relax();
        if (i % 64 == 0)
            sched_yield();
    }
}

/* Body of the DMA thread of pool "arg": enqueue posted DMAs in order as
 * they come, so the copy engine never waits for this thread, and complete
 * each, oldest first, once it has finished. */
static void *cli_dma_main(void *arg)
{
    struct bbmmi_pack *p = (struct bbmmi_pack *)arg;
    cli_dma *fl[CLI_MAX_SLOTS], *r;
    size_t seen;
    int nfl = 0, skip;
    pthread_mutex_lock(&p->dmu);
    for (;;) {
        if (p->dhead && nfl < CLI_MAX_SLOTS) {
            r = p->dhead;
            p->dhead = r->next;
            if (!p->dhead)
                p->dtail = NULL;
            skip = r->xfer->st != BBMM_OK;
            pthread_mutex_unlock(&p->dmu);
            cli_dma_issue(p, r, skip, fl, &nfl);
        } else if (nfl) {
            seen = __atomic_load_n(&p->dposted, __ATOMIC_RELAXED);
            pthread_mutex_unlock(&p->dmu);
            if (CLI_DMA_POLL)
                cli_dma_poll(p, fl, &nfl, seen);
            else
                cli_dma_retire(p, fl, &nfl);
        } else if (p->dstop) {
            break;
        } else {
            seen = __atomic_load_n(&p->dposted, __ATOMIC_RELAXED);
            pthread_mutex_unlock(&p->dmu);
            cli_spin_until(&p->dposted, seen + 1);
            pthread_mutex_lock(&p->dmu);
            while (!p->dstop && !p->dhead)
                pthread_cond_wait(&p->dgo, &p->dmu);
            continue;
        }
        pthread_mutex_lock(&p->dmu);
    }
    pthread_mutex_unlock(&p->dmu);
    return NULL;
}

/* Hand DMA "r" (its views and geometry set) to the DMA thread of "p". */
static void cli_dma_post(struct bbmmi_pack *p, cli_dma *r)
{
    pthread_mutex_lock(&p->dmu);
    r->next = NULL;
    __atomic_store_n(&r->done, 0, __ATOMIC_RELAXED);
    if (p->dtail)
        p->dtail->next = r;
    else
        p->dhead = r;
    p->dtail = r;
    __atomic_store_n(&p->dposted, __atomic_load_n(&p->dposted, __ATOMIC_RELAXED) + 1, __ATOMIC_RELEASE);
    pthread_cond_signal(&p->dgo);
    pthread_mutex_unlock(&p->dmu);
}

/* Wait until DMA "r" of "p" is done (at once when it was never posted) and
 * return its transfer's first failure. */
static bbmm_status cli_dma_await(struct bbmmi_pack *p, cli_dma *r)
{
    bbmm_status st;
    cli_spin_until(&r->done, 1);
    pthread_mutex_lock(&p->dmu);
    while (!__atomic_load_n(&r->done, __ATOMIC_ACQUIRE))
        pthread_cond_wait(&p->ddone, &p->dmu);
    st = r->xfer->st;
    pthread_mutex_unlock(&p->dmu);
    return st;
}

/* The "n" DMAs "r" of transfer "x", one per staging slot, not yet posted. */
static void cli_dma_slots(cli_dma *r, int n, cli_xfer *x)
{
    int j;
    memset(r, 0, (size_t)n * sizeof(*r));
    for (j = 0; j < n; j++) {
        r[j].xfer = x;
        r[j].done = 1;
    }
}

/* Wait for the "n" DMAs "r" and return the first failure of their
 * transfer, or "st" when that is one already. */
static bbmm_status cli_dma_drain(struct bbmmi_pack *p, cli_dma *r, int n, bbmm_status st)
{
    bbmm_status st2 = BBMM_OK;
    int j;
    for (j = 0; j < n; j++)
        st2 = cli_dma_await(p, &r[j]);
    return st != BBMM_OK ? st : st2;
}

/* Host to device through the staging slots and the DMA thread of "p":
 * chunk i is packed (on the pack threads) while the DMA thread moves the
 * chunks before it. */
static bbmm_status cli_staged_write_async(bbmm_context *ctx, struct bbmmi_pack *p, int dev,
                                          const bbmmi_view *dst, const bbmmi_view *src, cli_chunker *c)
{
    cli_xfer x = {ctx, dev, BBMM_OK};
    cli_dma r[CLI_MAX_SLOTS];
    bbmm_box box;
    cli_geom g;
    bbmm_status st = BBMM_OK;
    uint64_t i;
    int j;
    cli_dma_slots(r, c->slots, &x);
    for (i = 0; st == BBMM_OK && cli_chunk_next(c, &box); i++) {
        j = (int)(i % (uint64_t)c->slots);
        if ((st = cli_dma_await(p, &r[j])) != BBMM_OK)
            break;
        r[j].src = cli_stage_view(&ctx->dev[dev], j, c->stride, &box, src->elem);
        r[j].dst = *dst;
        if ((st = cli_geom_make(ctx, &r[j].src, src, &box, &g)) != BBMM_OK)
            break;
        cli_pack_copy(ctx, r[j].src.host, src->host, &g, c->piece, 1);
        if ((st = cli_geom_make(ctx, dst, &r[j].src, &box, &r[j].g)) != BBMM_OK)
            break;
        cli_dma_post(p, &r[j]);
    }
    return cli_dma_drain(p, r, c->slots, st);
}

/* Post the read of chunk "box" of "src" into staging slot "j" of "dev" as
 * DMA "r". */
static bbmm_status cli_dma_read_post(bbmm_context *ctx, struct bbmmi_pack *p, int dev, const bbmmi_view *src,
                                     const cli_chunker *c, const bbmm_box *box, int j, cli_dma *r)
{
    bbmm_status st;
    r->dst = cli_stage_view(&ctx->dev[dev], j, c->stride, box, src->elem);
    r->src = *src;
    if ((st = cli_geom_make(ctx, &r->dst, src, box, &r->g)) == BBMM_OK)
        cli_dma_post(p, r);
    return st;
}

/* Device to host through the staging slots and the DMA thread of "p":
 * chunk i is unpacked (on the pack threads) while the DMA thread moves the
 * chunks after it. */
static bbmm_status cli_staged_read_async(bbmm_context *ctx, struct bbmmi_pack *p, int dev,
                                         const bbmmi_view *dst, const bbmmi_view *src, cli_chunker *c)
{
    cli_xfer x = {ctx, dev, BBMM_OK};
    cli_dma r[CLI_MAX_SLOTS];
    bbmm_box box[CLI_MAX_SLOTS];
    int posted[CLI_MAX_SLOTS] = {0};
    cli_geom g;
    bbmm_status st = BBMM_OK;
    int j;
    cli_dma_slots(r, c->slots, &x);
    for (j = 0; j < c->slots && st == BBMM_OK && cli_chunk_next(c, &box[j]); j++)
        if ((st = cli_dma_read_post(ctx, p, dev, src, c, &box[j], j, &r[j])) == BBMM_OK)
            posted[j] = 1;
    for (j = 0; st == BBMM_OK && posted[j]; j = (j + 1) % c->slots) {
        posted[j] = 0;
        if ((st = cli_dma_await(p, &r[j])) != BBMM_OK)
            break;
        if ((st = cli_geom_make(ctx, dst, &r[j].dst, &box[j], &g)) != BBMM_OK)
            break;
        cli_pack_copy(ctx, dst->host, r[j].dst.host, &g, c->piece, 0);
        if (cli_chunk_next(c, &box[j]) &&
            (st = cli_dma_read_post(ctx, p, dev, src, c, &box[j], j, &r[j])) == BBMM_OK)
            posted[j] = 1;
    }
    return cli_dma_drain(p, r, c->slots, st);
}

/* Return nonzero when "region" of host view "v" is one contiguous run of
 * bytes: every dimension inside the outermost one the region cuts is
 * whole, and every one outside it has extent 1. */
static int cli_host_contiguous(const bbmmi_view *v, const bbmm_box *region)
{
    int64_t re, ve;
    int d, cut = 0;
    if (region->ndim != v->bounds.ndim)
        return 0;
    for (d = region->ndim - 1; d >= 0; d--) {
        re = region->hi[d] - region->lo[d];
        ve = v->bounds.hi[d] - v->bounds.lo[d];
        if (cut && re != 0)
            return 0;
        if (re != ve)
            cut = 1;
    }
    return 1;
}

/* Return nonzero when copying "region" between "dst" and "src" on "dev"
 * goes through staging, and plan its chunks in "*c".  Host memory inside a
 * bbmm_host_alloc() allocation counts as pinned even when its view does not
 * say so. */
static int cli_use_staging(bbmm_context *ctx, int dev, const bbmmi_view *dst,
                           const bbmmi_view *src, const bbmm_box *region, cli_chunker *c)
{
    bbmmi_device *d;
    const bbmmi_view *host = dst->host ? dst : src;
    uint64_t vol, bytes, stride[BBMM_MAX_DIMS], total = 0;
    if (dst->host && src->host)
        return 0;
    if (!dst->host && !src->host)
        return 0;
    d = &ctx->dev[dev];
    if (!d->staging || host->pinned)
        return 0;
    if (cli_view_layout(ctx, host, "host", stride, &total) == BBMM_OK &&
        bbmmi_hostmem_find(ctx, host->host, (size_t)total))
        return 0;
    if (bbmm_bb_volume(region, &vol) != BBMM_OK || bbmm_mul_overflow_u64(vol, src->elem, &bytes) ||
        bytes > SIZE_MAX || (bytes < CLI_ASYNC_DIRECT && bbmmi_async(ctx)))
        return 0;
    if (__atomic_load_n(&d->staging_state, __ATOMIC_ACQUIRE) != CLI_STAGE_READY) {
        if (cli_host_contiguous(host, region)) {
            /* a direct copy moves it in one piece: the buffers are pinned
             * (in the background) once the device has moved enough so */
            if (__atomic_add_fetch(&d->staging_direct, bytes, __ATOMIC_RELAXED) >= ctx->staging_after)
                cli_staging_start(ctx, dev, 1);
            return 0;
        }
        bbmmi_staging_open(ctx, dev); /* rows cut: wait for the buffers */
    }
    if (!d->staging_ptr[0] || !d->staging_ptr[1] || !d->staging_bytes)
        return 0;
    return cli_chunker_make(region, src->elem, (size_t)bytes, d->staging_bytes, c);
}

/* ---- transfers: entry ------------------------------------------------- */

/* Check view "v" ("which" in messages): one of host and buffer, bounds of
 * the region's dimension count containing it, and a buffer large enough. */
static bbmm_status cli_view_check(bbmm_context *ctx, const bbmmi_view *v, const char *which,
                                  const bbmm_box *region)
{
    char rb[256], vb[256];
    uint64_t stride[BBMM_MAX_DIMS], total = 0;
    size_t have = 0;
    cl_int err;
    bbmm_status st;
    if (!v->host == !v->mem)
        return bbmmi_error(ctx, BBMM_ERR_INVALID,
                           "bbmmi_transfer: the %s view must name either host memory or a buffer", which);
    if (v->bounds.ndim != region->ndim || v->elem == 0)
        return bbmmi_error(ctx, BBMM_ERR_INVALID,
                           "bbmmi_transfer: the %s view has %d dimensions of %zu bytes, the region %d",
                           which, (int)v->bounds.ndim, v->elem, (int)region->ndim);
    if (!bbmm_bb_is_subset(region, &v->bounds))
        return bbmmi_error(ctx, BBMM_ERR_INVALID, "bbmmi_transfer: region %s is not inside the %s bounds %s",
                           bbmm_bb_format(region, rb, sizeof(rb)), which,
                           bbmm_bb_format(&v->bounds, vb, sizeof(vb)));
    if (!v->mem)
        return BBMM_OK;
    if ((st = cli_view_layout(ctx, v, which, stride, &total)) != BBMM_OK)
        return st;
    err = clGetMemObjectInfo(v->mem, CL_MEM_SIZE, sizeof(have), &have, NULL);
    if ((st = bbmmi_cl_check(ctx, err, "clGetMemObjectInfo", -1)) != BBMM_OK)
        return st;
    if (have < total)
        return bbmmi_error(ctx, BBMM_ERR_INVALID,
                           "bbmmi_transfer: the %s bounds %s need %llu bytes but the buffer holds %zu",
                           which, bbmm_bb_format(&v->bounds, vb, sizeof(vb)), (unsigned long long)total,
                           have);
    return BBMM_OK;
}

/* Validate the arguments of bbmmi_transfer(). */
static bbmm_status cli_transfer_check(bbmm_context *ctx, int dev, const bbmmi_view *dst,
                                      const bbmmi_view *src, const bbmm_box *region)
{
    bbmm_status st;
    if (!dst || !src || !region)
        return bbmmi_error(ctx, BBMM_ERR_INVALID, "bbmmi_transfer: NULL argument");
    if (bbmm_bb_is_invalid(region))
        return bbmmi_error(ctx, BBMM_ERR_INVALID, "bbmmi_transfer: region has %d dimensions",
                           (int)region->ndim);
    if ((dst->mem || src->mem) && (dev < 0 || dev >= ctx->mgr.ndev))
        return bbmmi_error(ctx, BBMM_ERR_INVALID, "bbmmi_transfer: device %d does not exist (%d devices)",
                           dev, ctx->mgr.ndev);
    if (dst->elem != src->elem)
        return bbmmi_error(ctx, BBMM_ERR_INVALID,
                           "bbmmi_transfer: element sizes differ (destination %zu, source %zu bytes)",
                           dst->elem, src->elem);
    if ((st = cli_view_check(ctx, dst, "destination", region)) != BBMM_OK)
        return st;
    return cli_view_check(ctx, src, "source", region);
}

/* Copy "region" from view "src" to view "dst" on device "dev" of "ctx" and
 * return when every command has finished; add the time to the device's
 * transfer_ns. */
bbmm_status bbmmi_transfer(bbmm_context *ctx, int dev, const bbmmi_view *dst, const bbmmi_view *src,
                           const bbmm_box *region)
{
    struct bbmmi_pack *p;
    cli_chunker c;
    uint64_t t0;
    bbmm_status st;
    int claim;
    if (!ctx)
        return BBMM_ERR_INVALID;
    if ((st = cli_transfer_check(ctx, dev, dst, src, region)) != BBMM_OK)
        return st;
    if (bbmm_bb_is_empty(region))
        return BBMM_OK;
    t0 = bbmmi_now_ns();
    claim = cli_claim(ctx, dst, src, region);
    if (!cli_use_staging(ctx, dev, dst, src, region, &c))
        st = cli_transfer_direct(ctx, dev, dst, src, region,
                                 dst->unlock_wait || src->unlock_wait ? &claim : NULL);
    else if ((st = cli_host_wait(ctx, dev, dst, src, region)) != BBMM_OK ||
             (st = bbmmi_main_sync(ctx, dev)) != BBMM_OK)
        ;
    else if ((p = cli_pack_get(ctx)) && p->dma)
        st = src->host ? cli_staged_write_async(ctx, p, dev, dst, src, &c)
                       : cli_staged_read_async(ctx, p, dev, dst, src, &c);
    else if (src->host)
        st = cli_staged_write(ctx, dev, dst, src, &c);
    else
        st = cli_staged_read(ctx, dev, dst, src, &c);
    cli_unclaim(ctx, &claim);
    if (dev >= 0 && dev < ctx->mgr.ndev)
        ctx->mgr.store[dev].stats.transfer_ns += bbmmi_now_ns() - t0;
    return st;
}

/* ---- transfers: fusion ------------------------------------------------ */

/* Make the pinned memory device "dev" packs fused writes into (once; the
 * device moves pieces one by one when it cannot be had). */
static bbmm_status cli_fuse_open(bbmm_context *ctx, int dev)
{
    bbmmi_device *d = &ctx->dev[dev];
    cl_int err = CL_SUCCESS;
    bbmm_status st;
    uint64_t t0;
    d->fuse_tried = 1;
    if (!ctx->aside) {
        ctx->aside = clCreateCommandQueue(ctx->cl, ctx->dev[0].id, 0, &err);
        if (err != CL_SUCCESS) {
            ctx->aside = NULL;
            return BBMM_OK;
        }
    }
    t0 = bbmmi_now_ns();
    st = cli_pinned_create(ctx, dev, -1, (size_t)(2 * BBMMI_FUSE_SPAN), &d->fuse_mem, &d->fuse_ptr);
    __atomic_add_fetch(&ctx->staging_ns, bbmmi_now_ns() - t0, __ATOMIC_RELAXED); /* start-up, like staging */
    if (st == BBMM_ERR_INJECTED)
        return st;
    if (st != BBMM_OK)
        bbmmi_error_forget();
    return BBMM_OK;
}

/* Pack the "n" joined pieces "pc" into half "half" of the pinned memory of
 * "dev" at their offsets, after every command writing their host elements,
 * and write them into "parent" at once. */
static bbmm_status cli_fuse_run(bbmm_context *ctx, int dev, cl_mem parent, const bbmmi_fpiece *pc, int n, int half)
{
    bbmmi_device *d = &ctx->dev[dev];
    char *pack = (char *)d->fuse_ptr + (size_t)half * BBMMI_FUSE_SPAN;
    cli_pending p = {NULL, NULL};
    const char *call = "clEnqueueWriteBuffer";
    uint64_t base = pc[0].off, span = pc[n - 1].off + pc[n - 1].bytes - pc[0].off;
    bbmm_status st = BBMM_OK;
    cl_event ev = NULL, *w;
    cl_uint nw;
    cl_int err;
    int k;
    for (k = 0; k < n && st == BBMM_OK; k++) {
        bbmmi_view stage = pc[k].dst;
        cli_geom g;
        w = NULL;
        nw = 0;
        if ((st = cli_hazards(ctx, -1, pc[k].src.host, &pc[k].dst.bounds, 0, &w, &nw)) != BBMM_OK)
            break;
        if (nw) {
            uint64_t t0 = bbmmi_now_ns();
            err = clWaitForEvents(nw, w);
            ctx->mgr.store[dev].stats.wait_ns += bbmmi_now_ns() - t0;
            cli_events_free(w, nw);
            if ((st = bbmmi_cl_check(ctx, err, "clWaitForEvents", dev)) != BBMM_OK)
                break;
        }
        stage.mem = NULL;
        stage.host = pack + pc[k].off;
        stage.pinned = 1;
        if ((st = cli_geom_make(ctx, &stage, &pc[k].src, &pc[k].dst.bounds, &g)) == BBMM_OK)
            cli_host_copy(stage.host, pc[k].src.host, &g, 0);
    }
    if (st == BBMM_OK)
        st = bbmmi_fault(ctx, BBMM_FAULT_TRANSFER, call, dev);
    if (st != BBMM_OK)
        return st;
    if ((st = bbmmi_main_sync(ctx, dev)) != BBMM_OK)
        return st;
    err = clEnqueueWriteBuffer(d->queue, parent, CL_FALSE, (size_t)base, (size_t)span, pack + base, 0, NULL, &ev);
    if ((st = cli_track(ctx, dev, err, ev, call, &p)) != BBMM_OK)
        return st;
    if (!bbmmi_async(ctx))
        return cli_wait(ctx, dev, &p);
    clRetainEvent(p.ev);
    if (d->fuse_ev[half])
        clReleaseEvent(d->fuse_ev[half]);
    d->fuse_ev[half] = p.ev;
    bbmmi_cmd_add(ctx, dev, d->queue, p.ev, call, 0, NULL, NULL, 0);
    return BBMM_OK;
}

bbmm_status bbmmi_transfer_fused(bbmm_context *ctx, int dev, cl_mem parent, const bbmmi_fpiece *pc, int n,
                                 int *writes)
{
    bbmmi_device *d;
    int alone[BBMMI_FUSE_N], i, j, half = -1, h;
    uint64_t t0;
    bbmm_status st = BBMM_OK;
    *writes = 0;
    if (!ctx || !parent || dev < 0 || dev >= ctx->mgr.ndev || n < 0 || n > BBMMI_FUSE_N)
        return bbmmi_error(ctx, BBMM_ERR_INVALID, "bbmmi_transfer_fused: bad arguments");
    d = &ctx->dev[dev];
    if (!d->fuse_tried) /* start-up time (staging_ns), not transfer time */
        st = cli_fuse_open(ctx, dev);
    t0 = bbmmi_now_ns();
    /* a half of the pinned memory whose last write has ended (the host
     * never waits for one: the pieces then move one by one) */
    for (h = 0; h < 2 && half < 0 && d->fuse_ptr; h++) {
        int k = (d->fuse_half + h) % 2;
        if (!d->fuse_ev[k] || cli_event_done(d->fuse_ev[k]))
            half = k;
    }
    if (half >= 0) {
        d->fuse_half = (half + 1) % 2;
        if (d->fuse_ev[half]) /* ended; a failure is reported with its command (bbmmi_retire) */
            clReleaseEvent(d->fuse_ev[half]);
        d->fuse_ev[half] = NULL;
    }
    /* alone: on the side queue (early flow-out), without pinned memory to
     * pack into, or whose newest values wait in a flow slab */
    for (i = 0; i < n; i++)
        alone[i] = d->side_on || half < 0 || pc[i].off + pc[i].bytes > BBMMI_FUSE_SPAN ||
                   (!pc[i].src.pinned && bbmmi_async(ctx) && cli_slab_find(ctx, &pc[i].src, &pc[i].dst.bounds) >= 0);
    for (i = 0; i < n && st == BBMM_OK; i = j) {
        for (j = i + 1; j < n && !alone[i] && !alone[j] && pc[j].joins; j++)
            ;
        if (alone[i]) { /* it counts its own time */
            uint64_t t1 = bbmmi_now_ns();
            st = bbmmi_transfer(ctx, dev, &pc[i].dst, &pc[i].src, &pc[i].dst.bounds);
            t0 += bbmmi_now_ns() - t1;
        } else
            st = cli_fuse_run(ctx, dev, parent, pc + i, j - i, half);
        if (st == BBMM_OK)
            (*writes)++;
    }
    ctx->mgr.store[dev].stats.transfer_ns += bbmmi_now_ns() - t0;
    return st;
}

/* ---- programs --------------------------------------------------------- */

/* FNV-1a of "source", a zero byte and "options". */
static uint64_t cli_program_hash(const char *source, const char *options)
{
    uint64_t h = CLI_FNV_OFFSET;
    const unsigned char *s;
    for (s = (const unsigned char *)source; *s; s++)
        h = (h ^ *s) * CLI_FNV_PRIME;
    h *= CLI_FNV_PRIME;
    for (s = (const unsigned char *)options; *s; s++)
        h = (h ^ *s) * CLI_FNV_PRIME;
    return h;
}

/* Copy "s" to the heap (NULL when out of memory). */
static char *cli_strdup(const char *s)
{
    size_t n = strlen(s) + 1;
    char *r = (char *)malloc(n);
    if (r)
        memcpy(r, s, n);
    return r;
}

/* Record the build log of "prog" for the first device whose build failed
 * and return BBMM_ERR_BUILD. */
static bbmm_status cli_build_failure(bbmm_context *ctx, cl_program prog)
{
    cl_build_status bs = CL_BUILD_NONE;
    size_t size = 0;
    char *log = NULL;
    int i, dev = 0;
    for (i = 0; i < ctx->mgr.ndev; i++) {
        if (clGetProgramBuildInfo(prog, ctx->dev[i].id, CL_PROGRAM_BUILD_STATUS, sizeof(bs), &bs, NULL) ==
                CL_SUCCESS && bs == CL_BUILD_ERROR) {
            dev = i;
            break;
        }
    }
    if (clGetProgramBuildInfo(prog, ctx->dev[dev].id, CL_PROGRAM_BUILD_LOG, 0, NULL, &size) == CL_SUCCESS &&
        size > 0 && (log = (char *)malloc(size + 1)) != NULL) {
        if (clGetProgramBuildInfo(prog, ctx->dev[dev].id, CL_PROGRAM_BUILD_LOG, size, log, NULL) != CL_SUCCESS)
            size = 0;
        log[size] = '\0';
        while (size > 0 && isspace((unsigned char)log[size - 1]))
            log[--size] = '\0';
    }
    bbmmi_error(ctx, BBMM_ERR_BUILD, "OpenCL program build failed on device %d (%s):\n%s", dev,
                ctx->dev[dev].name, log && log[0] ? log : "(no build log)");
    free(log);
    return BBMM_ERR_BUILD;
}

/* Return "options" (malloc'ed) with -cl-fp32-correctly-rounded-divide-sqrt
 * when every device can: float division and sqrt then round as C's do. */
static char *cli_build_options(const bbmm_context *ctx, const char *options)
{
    static const char exact[] = " -cl-fp32-correctly-rounded-divide-sqrt";
    size_t n = strlen(options);
    char *all = (char *)malloc(n + sizeof(exact));
    int every = 1, i;
    for (i = 0; i < ctx->mgr.ndev; i++)
        every &= ctx->dev[i].fp32_exact;
    if (all) {
        memcpy(all, options, n);
        all[n] = '\0';
        if (every)
            memcpy(all + n, exact, sizeof(exact));
    }
    return all;
}

/* Write "len" bytes at "data" to file "dir"/bbmm-<hash><suffix>; a message
 * on failure. */
static bbmm_status cli_dump_file(bbmm_context *ctx, const char *dir, uint64_t hash, const char *suffix,
                                 const char *head, const void *data, size_t len)
{
    char path[4096];
    FILE *f;
    int bad;
    if ((size_t)snprintf(path, sizeof(path), "%s/bbmm-%016llx%s", dir, (unsigned long long)hash, suffix) >=
        sizeof(path))
        return bbmmi_error(ctx, BBMM_ERR_SETTING, "BBMM_KERNEL_DUMP=%s: path too long", dir);
    if (!(f = fopen(path, "wb")))
        return bbmmi_error(ctx, BBMM_ERR_SETTING, "BBMM_KERNEL_DUMP: cannot create %s: %s", path, strerror(errno));
    bad = (head && fputs(head, f) == EOF) || (len && fwrite(data, 1, len, f) != len);
    bad |= fclose(f) != 0;
    if (bad)
        return bbmmi_error(ctx, BBMM_ERR_SETTING, "BBMM_KERNEL_DUMP: cannot write %s", path);
    return BBMM_OK;
}

/* BBMM_KERNEL_DUMP: the source of "prog" (built from "source" with "all"
 * options for device "dev"; hash "hash") and the device's binary into the
 * setting's directory. */
static bbmm_status cli_dump_program(bbmm_context *ctx, cl_program prog, uint64_t hash, const char *source,
                                    const char *all, int dev)
{
    const char *dir = ctx->settings.kernel_dump;
    size_t nd = 0, *sizes = NULL, i, at, hlen = strlen(all) + 64;
    unsigned char **bins = NULL;
    cl_uint n = 0;
    char *head = (char *)malloc(hlen), suffix[32];
    bbmm_status st = BBMM_OK;
    cl_int err;
    /* the program's devices (the context's); it is built for one of them */
    if (clGetProgramInfo(prog, CL_PROGRAM_NUM_DEVICES, sizeof(n), &n, NULL) != CL_SUCCESS || !n)
        n = (cl_uint)ctx->mgr.ndev;
    nd = n;
    if (!head || !(sizes = (size_t *)calloc(nd, sizeof(*sizes))) ||
        !(bins = (unsigned char **)calloc(nd, sizeof(*bins)))) {
        st = bbmmi_error(ctx, BBMM_ERR_NOMEM, "BBMM_KERNEL_DUMP: out of host memory");
        goto out;
    }
    snprintf(head, hlen, "/* build options:%s%s */\n", *all ? " " : " (none)", all);
    if ((st = cli_dump_file(ctx, dir, hash, ".cl", head, source, strlen(source))) != BBMM_OK)
        goto out;
    err = clGetProgramInfo(prog, CL_PROGRAM_BINARY_SIZES, nd * sizeof(*sizes), sizes, NULL);
    if ((st = bbmmi_cl_check(ctx, err, "clGetProgramInfo(CL_PROGRAM_BINARY_SIZES)", -1)) != BBMM_OK)
        goto out;
    for (i = 0; i < nd; i++) /* every entry: some implementations fill NULL ones */
        if (!(bins[i] = (unsigned char *)malloc(sizes[i] ? sizes[i] : 1))) {
            st = bbmmi_error(ctx, BBMM_ERR_NOMEM, "BBMM_KERNEL_DUMP: out of host memory");
            goto out;
        }
    err = clGetProgramInfo(prog, CL_PROGRAM_BINARIES, nd * sizeof(*bins), bins, NULL);
    if ((st = bbmmi_cl_check(ctx, err, "clGetProgramInfo(CL_PROGRAM_BINARIES)", -1)) != BBMM_OK)
        goto out;
    /* the device's binary: its entry, or the one entry that has one (PoCL
     * 3.1 lists a program built for one device's binary first, whichever
     * device it is) */
    at = (size_t)dev < nd && sizes[dev] ? (size_t)dev : nd;
    for (i = 0; at == nd && i < nd; i++)
        if (sizes[i])
            at = i;
    snprintf(suffix, sizeof(suffix), "-d%d.bin", dev);
    st = cli_dump_file(ctx, dir, hash, suffix, NULL, at < nd ? bins[at] : NULL, at < nd ? sizes[at] : 0);
out:
    for (i = 0; bins && i < nd; i++)
        free(bins[i]);
    free(bins);
    free(sizes);
    free(head);
    return st;
}

/* Create and build "source" with "options" for device "dev" into "*out". */
static bbmm_status cli_program_build(bbmm_context *ctx, const char *source, const char *options, int dev,
                                     cl_program *out)
{
    char *all;
    cl_device_id *ids;
    cl_program prog;
    cl_int err;
    bbmm_status st;
    int i;
    *out = NULL;
    if ((st = bbmmi_fault(ctx, BBMM_FAULT_BUILD, "clBuildProgram", -1)) != BBMM_OK)
        return st;
    (void)i;
    ids = &ctx->dev[dev].id;
    prog = clCreateProgramWithSource(ctx->cl, 1, &source, NULL, &err);
    if ((st = bbmmi_cl_check(ctx, err, "clCreateProgramWithSource", dev)) != BBMM_OK)
        return st;
    all = cli_build_options(ctx, options);
    err = all ? clBuildProgram(prog, 1, ids, all, NULL, NULL) : CL_OUT_OF_HOST_MEMORY;
    if (err == CL_BUILD_PROGRAM_FAILURE)
        st = cli_build_failure(ctx, prog);
    else if (err == CL_INVALID_BUILD_OPTIONS)
        st = bbmmi_error(ctx, BBMM_ERR_BUILD, "clBuildProgram: CL_INVALID_BUILD_OPTIONS (\"%s\")", options);
    else
        st = bbmmi_cl_check(ctx, err, "clBuildProgram", -1);
    if (st == BBMM_OK && ctx->settings.kernel_dump && ctx->settings.kernel_dump[0])
        st = cli_dump_program(ctx, prog, cli_program_hash(source, options), source, all, dev);
    free(all);
    if (st != BBMM_OK) {
        clReleaseProgram(prog);
        return st;
    }
    *out = prog;
    return BBMM_OK;
}

/* Store in "*out" the program of "source" built with "options" (NULL: none)
 * for device "dev" of "ctx", from the cache or built now.  Each device
 * builds what it runs, when it first runs it: a device that a run never
 * reaches (BBMM_SPREAD) pays no build, and a build for several devices at
 * once costs their sum anyway. */
bbmm_status bbmmi_program_get(bbmm_context *ctx, const char *source, const char *options, int dev,
                              cl_program *out)
{
    bbmmi_program *p;
    cl_program prog;
    uint64_t h, t0;
    bbmm_status st;
    if (!ctx || !source || !out || dev < 0 || dev >= ctx->mgr.ndev)
        return bbmmi_error(ctx, BBMM_ERR_INVALID, "bbmmi_program_get: bad argument");
    *out = NULL;
    if (!options)
        options = "";
    h = cli_program_hash(source, options);
    for (p = ctx->programs; p; p = p->next) {
        if (p->hash == h && p->dev == dev && !strcmp(p->source, source) && !strcmp(p->options, options)) {
            *out = p->program;
            return BBMM_OK;
        }
    }
    t0 = bbmmi_now_ns();
    st = cli_program_build(ctx, source, options, dev, &prog);
    ctx->build_ns += bbmmi_now_ns() - t0;
    ctx->builds++;
    if (st != BBMM_OK)
        return st;
    p = (bbmmi_program *)calloc(1, sizeof(*p));
    if (p) {
        p->source = cli_strdup(source);
        p->options = cli_strdup(options);
    }
    if (!p || !p->source || !p->options) {
        if (p) {
            free(p->source);
            free(p->options);
        }
        free(p);
        clReleaseProgram(prog);
        return bbmmi_error(ctx, BBMM_ERR_NOMEM, "bbmmi_program_get: out of host memory");
    }
    p->hash = h;
    p->dev = dev;
    p->program = prog;
    p->next = ctx->programs;
    ctx->programs = p;
    *out = prog;
    return BBMM_OK;
}

/* Release every cached program of "ctx". */
void bbmmi_programs_release(bbmm_context *ctx)
{
    bbmmi_program *p, *next;
    if (!ctx)
        return;
    for (p = ctx->programs; p; p = next) {
        next = p->next;
        if (p->program)
            clReleaseProgram(p->program);
        free(p->source);
        free(p->options);
        free(p);
    }
    ctx->programs = NULL;
}

/* ---- pinned host memory ----------------------------------------------- */

/* Allocate "bytes" of pinned memory into "*ptr" and record it; the caller
 * holds ctx->lock. */
static bbmm_status cli_host_alloc(bbmm_context *ctx, size_t bytes, void **ptr, int aside)
{
    bbmmi_hostmem *h;
    uint64_t limit = UINT64_MAX;
    bbmm_status st;
    int i;
    if (ctx->mgr.ndev < 1 || !ctx->cl)
        return bbmmi_error(ctx, BBMM_ERR_NO_DEVICE, "bbmm_host_alloc: the context has no device");
    for (i = 0; i < ctx->mgr.ndev; i++)
        if (ctx->dev[i].max_alloc < limit)
            limit = ctx->dev[i].max_alloc;
    if (bytes > limit)
        return bbmmi_error(ctx, BBMM_ERR_NOMEM,
                           "bbmm_host_alloc: %zu bytes exceed the largest pinned allocation of %llu "
                           "bytes (CL_DEVICE_MAX_MEM_ALLOC_SIZE)",
                           bytes, (unsigned long long)limit);
    h = (bbmmi_hostmem *)calloc(1, sizeof(*h));
    if (!h)
        return bbmmi_error(ctx, BBMM_ERR_NOMEM, "bbmm_host_alloc: out of host memory");
    if (aside && !ctx->aside) {
        cl_int err;
        ctx->aside = clCreateCommandQueue(ctx->cl, ctx->dev[0].id, 0, &err);
        if ((st = bbmmi_cl_check(ctx, err, "clCreateCommandQueue", 0)) != BBMM_OK) {
            ctx->aside = NULL;
            free(h);
            return st;
        }
    }
    if ((st = cli_pinned_create(ctx, -1, aside ? -1 : 0, bytes, &h->mem, &h->ptr)) != BBMM_OK) {
        free(h);
        return st;
    }
    h->bytes = bytes;
    h->next = ctx->hostmem;
    ctx->hostmem = h;
    *ptr = h->ptr;
    return BBMM_OK;
}

/* Allocate "bytes" of pinned host memory of "ctx" into "*ptr". */
bbmm_status bbmm_host_alloc(bbmm_context *ctx, size_t bytes, void **ptr)
{
    bbmm_status st;
    if (!ctx || !ptr)
        return bbmmi_error(ctx, BBMM_ERR_INVALID, "bbmm_host_alloc: NULL argument");
    *ptr = NULL;
    pthread_mutex_lock(&ctx->lock);
    if (bytes == 0)
        st = bbmmi_error(ctx, BBMM_ERR_INVALID, "bbmm_host_alloc: 0 bytes");
    else
        st = cli_host_alloc(ctx, bytes, ptr, 0);
    pthread_mutex_unlock(&ctx->lock);
    return st;
}

bbmm_status bbmmi_host_alloc_aside(bbmm_context *ctx, size_t bytes, void **ptr)
{
    bbmm_status st;
    *ptr = NULL;
    pthread_mutex_lock(&ctx->lock);
    st = cli_host_alloc(ctx, bytes, ptr, 1);
    pthread_mutex_unlock(&ctx->lock);
    return st;
}

/* Free "ptr" from bbmm_host_alloc() on "ctx" (NULL is a no-op). */
bbmm_status bbmm_host_free(bbmm_context *ctx, void *ptr)
{
    bbmmi_hostmem **link, *h;
    bbmm_status st = BBMM_OK;
    cl_int err;
    if (!ptr)
        return BBMM_OK;
    if (!ctx)
        return BBMM_ERR_INVALID;
    bbmmi_retire(ctx, 1);
    pthread_mutex_lock(&ctx->lock);
    for (link = &ctx->hostmem; *link && (*link)->ptr != ptr; link = &(*link)->next)
        ;
    h = *link;
    if (!h) {
        st = bbmmi_error(ctx, BBMM_ERR_NOT_FOUND,
                         "bbmm_host_free: %p was not returned by bbmm_host_alloc (or was freed)", ptr);
    } else {
        *link = h->next;
        err = cli_pinned_destroy(ctx, 0, h->mem, h->ptr);
        st = bbmmi_cl_check(ctx, err, "clEnqueueUnmapMemObject", 0);
        free(h);
    }
    pthread_mutex_unlock(&ctx->lock);
    return st;
}

/* Return the pinned allocation of "ctx" holding ["p", "p"+"bytes"), or
 * NULL. */
bbmmi_hostmem *bbmmi_hostmem_find(bbmm_context *ctx, const void *p, size_t bytes)
{
    bbmmi_hostmem *h;
    uintptr_t a = (uintptr_t)p, base;
    if (!ctx || !p)
        return NULL;
    for (h = ctx->hostmem; h; h = h->next) {
        base = (uintptr_t)h->ptr;
        if (a >= base && bytes <= h->bytes && a - base <= h->bytes - bytes)
            return h;
    }
    return NULL;
}

int bbmmi_host_pinned(bbmm_context *ctx, const void *p, size_t bytes)
{
    return bbmmi_hostmem_find(ctx, p, bytes) != NULL;
}

/* Unmap and release every pinned allocation of "ctx". */
void bbmmi_hostmem_release_all(bbmm_context *ctx)
{
    bbmmi_hostmem *h, *next;
    if (!ctx)
        return;
    for (h = ctx->hostmem; h; h = next) {
        next = h->next;
        cli_pinned_destroy(ctx, 0, h->mem, h->ptr);
        free(h);
    }
    ctx->hostmem = NULL;
}
