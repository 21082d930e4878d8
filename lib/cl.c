/* lib/cl.c - the thin OpenCL layer: error names, fault injection,
 * discovery (platforms, devices, the context, the queues, the staging
 * buffers, shutdown; which devices start, and how many, is the method's:
 * bbmm/start.h runs these steps) and the command list of the asynchronous engine
 * (events, host-region hazards, retiring, draining).  The rest of the
 * layer: device buffers and transfers in transfer.c, staged transfers in
 * staging.c, programs in program.c, pinned host memory in pinned.c; what
 * they share in cl_int.h.
 */
#define _POSIX_C_SOURCE 200809L
#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cl_int.h"
#include "cl_errors.h"

#define CLI_STAGING_BYTES ((size_t)32 << 20)
/* contiguous bytes a device moves directly before its staging buffers are
 * pinned (lib/cl.c, "Staging buffers") */
#define CLI_STAGE_AFTER ((uint64_t)64 << 20)
/* Fused writes' pinned memory (2 x 4 MiB) costs a GPU about 5 ms to pin
 * on an H200 host, and fusing saves one enqueue per piece (7-10 us on
 * NVIDIA's OpenCL): a GPU moves this many pieces one by one first, so that
 * a region that runs once (PolyBench's atax, gesummv: three or four
 * vectors) pins nothing; CPU devices pin at once (lib/transfer.c's
 * bbmmi_fuse_open; bbmm_test_fuse_after sets the count). */
#define CLI_FUSE_AFTER ((uint64_t)512)
#define CLI_NAME_LIST_LEN 1024

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
    if (ctx->settings.staging == BBMM_SETTING_ON)
        d->staging = 1;
    else if (ctx->settings.staging == BBMM_SETTING_OFF)
        d->staging = 0;
    else
        d->staging = d->is_gpu;
    d->fuse_after = d->is_gpu ? CLI_FUSE_AFTER : 0;
    return BBMM_OK;
}

/* Create a pinned buffer of "bytes" in the OpenCL context and map it for
 * reading and writing on the queue of device "qdev" into "*ptr".  "dev" is
 * the device named in messages about the creation (-1: none). */
bbmm_status cli_pinned_create(bbmm_context *ctx, int dev, int qdev, size_t bytes,
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
cl_int cli_pinned_destroy(bbmm_context *ctx, int qdev, cl_mem mem, void *ptr)
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
    d->queue = clCreateCommandQueue(ctx->cl, d->id, ctx->profiling ? CL_QUEUE_PROFILING_ENABLE : 0, &err);
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
 * contiguous run of bytes, or rows of 4 KiB or more, go directly (9-16
 * GB/s from pageable memory on NVIDIA) until the device has moved
 * ctx->staging_after bytes so (CLI_STAGE_AFTER), and then a thread pins
 * the buffers while they go on directly; a copy of shorter rows, which a
 * direct copy moves slowly (0.7-4.8 GB/s device to host), starts them and
 * waits for them (bbmm/transfer.h's bbmmi_host_direct).  A short region thus pins
 * nothing: pinning on two GPUs at once slowed the second GPU's program
 * builds (measured: 2 builds in 52 ms against 1 in 9.5).
 * Several devices pin at once.  The buffers are mapped through a queue of
 * their own, so that the device's queue, which may hold a run's commands,
 * is not waited for.  When they cannot be made, the device copies
 * directly from then on.  d->staging_state (claim_mu; read lock-free with
 * acquire) goes from CLI_STAGE_NONE to CLI_STAGE_OPENING to
 * CLI_STAGE_READY, which publishes staging_mem/ptr/bytes. */

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
    pthread_mutex_lock(&ctx->claim_mu);
    while (ctx->staging_hold) /* tests: held back until released */
        pthread_cond_wait(&ctx->claim_cv, &ctx->claim_mu);
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
int cli_staging_start(bbmm_context *ctx, int dev, int background)
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

/* Adopt the OpenCL context and queues of "pre", the context the prestart
 * thread opened (NULL: none), into "ctx" when they are for platform "p"
 * and exactly the "n" devices "chosen", in this order, and time their
 * commands as "ctx" would (profiling); "pre" keeps what is not adopted. */
static void cli_adopt(bbmm_context *ctx, bbmm_context *pre, cl_platform_id p, const cl_device_id *chosen,
                      cl_uint n)
{
    cl_uint i;
    if (!pre || !pre->cl || pre->platform != p || pre->mgr.ndev != (int)n || pre->profiling != ctx->profiling)
        return;
    for (i = 0; i < n; i++)
        if (pre->dev[i].id != chosen[i] || !pre->dev[i].queue)
            return;
    ctx->cl = pre->cl;
    pre->cl = NULL;
    for (i = 0; i < n; i++) {
        ctx->dev[i].queue = pre->dev[i].queue;
        pre->dev[i].queue = NULL;
    }
    ctx->prestarted = 1;
}

/* ---- opening: discover, describe, open ----------------------------------
 * How many of the devices found start, and which a rank takes of its
 * node's, is the method's (bbmm/start.h); these are the steps it runs in
 * that order.  bbmmi_cl_shutdown() releases what they made, also after a
 * failure. */

/* bbmmi_cl_discover's work; "plats"/"ids"/"pick" are scratch arrays freed
 * by the caller. */
static bbmm_status cli_discover(bbmm_context *ctx, cl_platform_id **plats, cl_device_id **ids, cl_uint **pick)
{
    cl_device_type type = CL_DEVICE_TYPE_ALL;
    cl_platform_id p;
    cl_uint np, navail, npick = 0, i;
    char pool[BBMMI_NAME_LEN + 64];
    cl_int err;
    bbmm_status st;
    ctx->staging_after = CLI_STAGE_AFTER;
    if (!ctx->prestart_scratch && (st = bbmmi_prestart_wait(ctx)) != BBMM_OK)
        return st; /* no driver call beside the prestart thread's */
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
    ctx->found = (cl_device_id *)calloc(npick, sizeof(*ctx->found));
    if (!ctx->found)
        return bbmmi_error(ctx, BBMM_ERR_NOMEM, "bbmm_context_create: out of host memory");
    for (i = 0; i < npick; i++)
        ctx->found[i] = (*ids)[(*pick)[i]];
    ctx->nfound = (int)npick;
    return BBMM_OK;
}

bbmm_status bbmmi_cl_discover(bbmm_context *ctx, int *n)
{
    cl_platform_id *plats = NULL;
    cl_device_id *ids = NULL;
    cl_uint *pick = NULL;
    bbmm_status st;
    *n = 0;
    if (!ctx)
        return BBMM_ERR_INVALID;
    if (ctx->cl || ctx->dev || ctx->found)
        return bbmmi_error(ctx, BBMM_ERR_INVALID, "bbmmi_cl_discover: context already initialised");
    st = cli_discover(ctx, &plats, &ids, &pick);
    free(plats);
    free(ids);
    free(pick);
    if (st == BBMM_OK)
        *n = ctx->nfound;
    return st;
}

bbmm_status bbmmi_cl_describe(bbmm_context *ctx, const int *which, int n)
{
    bbmm_status st = BBMM_OK;
    int i, f;
    if (ctx->dev || n < 0 || n > ctx->nfound)
        return bbmmi_error(ctx, BBMM_ERR_INVALID, "bbmmi_cl_describe: %d of %d devices found", n, ctx->nfound);
    ctx->dev = (bbmmi_device *)calloc((size_t)n, sizeof(*ctx->dev));
    ctx->mgr.store = (bbmmi_store *)calloc((size_t)n, sizeof(*ctx->mgr.store));
    if (!ctx->dev || !ctx->mgr.store)
        return bbmmi_error(ctx, BBMM_ERR_NOMEM, "bbmm_context_create: out of host memory");
    ctx->mgr.ndev = n;
    for (i = 0; i < n && st == BBMM_OK; i++) {
        f = which ? which[i] : i;
        if (f < 0 || f >= ctx->nfound)
            return bbmmi_error(ctx, BBMM_ERR_INVALID, "bbmmi_cl_describe: no device %d found", f);
        st = cli_device_describe(ctx, i, ctx->found[f]);
    }
    return st;
}

bbmm_status bbmmi_cl_open(bbmm_context *ctx, int k)
{
    cl_context_properties props[3];
    cl_device_id *chosen;
    cl_int err;
    bbmm_status st;
    int i;
    if (k < 0 || k > ctx->mgr.ndev || ctx->cl)
        return bbmmi_error(ctx, BBMM_ERR_INVALID, "bbmmi_cl_open: %d of %d devices described", k, ctx->mgr.ndev);
    ctx->mgr.ndev = k;
    if (!k)
        return BBMM_OK;
    chosen = (cl_device_id *)calloc((size_t)k, sizeof(*chosen));
    if (!chosen)
        return bbmmi_error(ctx, BBMM_ERR_NOMEM, "bbmm_context_create: out of host memory");
    for (i = 0; i < k; i++)
        chosen[i] = ctx->dev[i].id;
    props[0] = CL_CONTEXT_PLATFORM;
    props[1] = (cl_context_properties)ctx->platform;
    props[2] = 0;
    /* only where device times are read: a launch on a profiling queue
     * costs NVIDIA's driver twice the host time (BBMM_SPREAD=auto's meter
     * times its samples from the host otherwise, exec.c) */
    ctx->profiling = ctx->settings.device_times;
    if (!ctx->prestart_scratch) {
        uint64_t ns = 0;
        bbmm_context *pre = bbmmi_prestart_take(&ns);
        ctx->prestart_ns += ns;
        cli_adopt(ctx, pre, ctx->platform, chosen, (cl_uint)k);
        bbmmi_context_scratch_free(pre);
    }
    st = bbmmi_fault(ctx, BBMM_FAULT_START, "clCreateContext", -1);
    if (st == BBMM_OK && !ctx->cl) {
        ctx->cl = clCreateContext(props, (cl_uint)k, chosen, NULL, NULL, &err);
        if ((st = bbmmi_cl_check(ctx, err, "clCreateContext", -1)) != BBMM_OK)
            ctx->cl = NULL;
    }
    free(chosen);
    for (i = 0; i < k && st == BBMM_OK; i++)
        if (!ctx->dev[i].queue)
            st = cli_device_open(ctx, i);
    return st;
}

bbmm_status bbmmi_cl_init(bbmm_context *ctx)
{
    int n;
    bbmm_status st = bbmmi_cl_discover(ctx, &n);
    if (st == BBMM_OK)
        st = bbmmi_cl_describe(ctx, NULL, n);
    if (st == BBMM_OK)
        st = bbmmi_cl_open(ctx, n);
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
        if (ctx->cmds[--ctx->ncmds].ev)
            clReleaseEvent(ctx->cmds[ctx->ncmds].ev);
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
    free(ctx->found);
    ctx->found = NULL;
    ctx->nfound = 0;
    if (ctx->cl)
        clReleaseContext(ctx->cl);
    ctx->cl = NULL;
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
/* A new entry at the end of the command list (claim_mu held), or NULL
 * when there is no room for one. */
static bbmmi_cmd *cli_cmd_slot_locked(bbmm_context *ctx)
{
    if (ctx->ncmds == ctx->cmds_cap) {
        size_t cap = ctx->cmds_cap ? 2 * ctx->cmds_cap : 256;
        bbmmi_cmd *nc = (bbmmi_cmd *)realloc(ctx->cmds, cap * sizeof(*nc));
        if (!nc)
            return NULL;
        ctx->cmds = nc;
        ctx->cmds_cap = cap;
    }
    return &ctx->cmds[ctx->ncmds++];
}

static bbmmi_cmd *cli_cmd_slot(bbmm_context *ctx, cl_event ev)
{
    bbmmi_cmd *c;
    pthread_mutex_lock(&ctx->claim_mu);
    if (!(c = cli_cmd_slot_locked(ctx))) {
        pthread_mutex_unlock(&ctx->claim_mu);
        if (ev) {
            clWaitForEvents(1, &ev);
            clReleaseEvent(ev);
        }
    }
    return c;
}

/* Give event "ev" of command "at", the newest on the main queue of "dev",
 * to the commands recorded there before it without one (claim_mu held):
 * the queue is in order, so they have ended when it has. */
static void cli_cmd_lend(bbmm_context *ctx, int dev, cl_event ev, const bbmmi_cmd *at)
{
    size_t i = (size_t)(at - ctx->cmds);
    while (ctx->dev[dev].deferred > 0 && i-- > 0) {
        bbmmi_cmd *c = &ctx->cmds[i];
        if (c->dev != dev || c->queue != ctx->dev[dev].queue || c->ev)
            continue;
        clRetainEvent(ev);
        c->ev = ev;
        ctx->dev[dev].deferred--;
    }
    ctx->dev[dev].deferred = 0;
}

static void cli_cmd_put(bbmm_context *ctx, int dev, cl_command_queue q, cl_event ev, const char *call,
                        const char *name, int kernel, const char *host, const bbmm_box *region, int writes, bbmmi_meter *meter, uint64_t items,
                        const bbmmi_acc *acc, int nacc, uint64_t slab, int slab_reader)
{
    bbmmi_acc *ext = NULL;
    bbmmi_cmd *c;
    if (nacc > 4 && !(ext = (bbmmi_acc *)malloc((size_t)nacc * sizeof(*ext))))
        nacc = -1; /* unknown: every buffer of the device */
    c = cli_cmd_slot(ctx, ev);
    if (!c) {
        free(ext);
        if (!ev) /* not remembered: nothing may wait for it later */
            clFinish(q);
        return;
    }
    c->ext = ext;
    c->nacc = nacc;
    if (nacc > 0)
        memcpy(ext ? ext : c->inl, acc, (size_t)nacc * sizeof(*acc));
    c->ev = ev;
    c->queue = q;
    c->dev = dev;
    c->seq = 0;
    if (q == ctx->dev[dev].queue) {
        c->seq = ++ctx->dev[dev].put_seq;
        if (!ev) {
            ctx->dev[dev].deferred++;
        } else {
            clRetainEvent(ev);
            if (ctx->dev[dev].last)
                clReleaseEvent(ctx->dev[dev].last);
            ctx->dev[dev].last = ev;
            /* only the run's own thread lends: its commands were enqueued
             * in the order they are recorded (another thread's command,
             * enqueued before a kernel of the run and recorded after it,
             * would not follow it in the queue) */
            if (bbmmi_async(ctx))
                cli_cmd_lend(ctx, dev, ev, c);
        }
    }
    c->kernel = kernel;
    c->call = call;
    c->name = name;
    c->host = host;
    c->region = host ? *region : bbmm_bb_empty(1);
    c->writes = writes;
    c->meter = meter;
    c->items = items;
    c->slab = slab;
    c->slab_reader = slab_reader;
    if (kernel)
        ctx->dev[dev].queued++;
    pthread_mutex_unlock(&ctx->claim_mu);
}

void cli_cmd_add(bbmm_context *ctx, int dev, cl_command_queue q, cl_event ev, const char *call, int kernel,
                 const char *host, const bbmm_box *region, int writes, bbmmi_meter *meter, uint64_t items,
                 const bbmmi_acc *acc, int nacc)
{
    cli_cmd_put(ctx, dev, q, ev, call, NULL, kernel, host, region, writes, meter, items, acc, nacc, 0, 0);
}

void cli_cmd_add_slab(bbmm_context *ctx, int dev, cl_command_queue q, cl_event ev, const char *call,
                      const bbmm_box *region, const bbmmi_acc *acc, uint64_t slab, int reader)
{
    cli_cmd_put(ctx, dev, q, ev, call, NULL, 0, NULL, region, 0, NULL, 0, acc, 1, slab, reader);
}

void bbmmi_cmd_add(bbmm_context *ctx, int dev, cl_command_queue q, cl_event ev, const char *call, int kernel,
                   const char *host, const bbmm_box *region, int writes)
{
    cli_cmd_add(ctx, dev, q, ev, call, kernel, host, region, writes, NULL, 0, NULL, -1);
}

/* Record copy "ev" on "q" of "dev" between views "dst" and "src" over
 * "region": the host memory it touches and the device buffers. */
void cli_cmd_add_copy(bbmm_context *ctx, int dev, cl_command_queue q, cl_event ev, const char *call,
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

bbmm_status bbmmi_host_events(bbmm_context *ctx, const char *host, const bbmm_box *region, int writes,
                              cl_event **out, unsigned *n)
{
    cl_uint k = 0;
    bbmm_status st = cli_hazards(ctx, -1, host, region, writes, out, &k);
    *n = k;
    return st;
}

cl_event bbmmi_queue_last(bbmm_context *ctx, int dev, uint64_t *seq)
{
    cl_event ev;
    pthread_mutex_lock(&ctx->claim_mu);
    ev = ctx->dev[dev].last;
    if (ev)
        clRetainEvent(ev);
    if (seq)
        *seq = ctx->dev[dev].put_seq;
    pthread_mutex_unlock(&ctx->claim_mu);
    return ev;
}

int bbmmi_queue_done(bbmm_context *ctx, int dev, uint64_t seq)
{
    int done;
    pthread_mutex_lock(&ctx->claim_mu);
    done = ctx->dev[dev].done_seq >= seq;
    pthread_mutex_unlock(&ctx->claim_mu);
    return done;
}

void bbmmi_cmd_add_kernel(bbmm_context *ctx, int dev, cl_event ev, const char *name, bbmmi_meter *meter,
                          uint64_t items, const bbmmi_acc *acc, int nacc)
{
    cli_cmd_put(ctx, dev, ctx->dev[dev].queue, ev, "clEnqueueNDRangeKernel", name, 1, NULL, NULL, 0, meter, items,
                acc, nacc, 0, 0);
}

bbmm_status bbmmi_queue_settle(bbmm_context *ctx, int dev)
{
    bbmmi_device *d = &ctx->dev[dev];
    cl_event ev = NULL;
    cl_int err = CL_SUCCESS;
    bbmmi_cmd *c;
    size_t i;
    /* the marker is enqueued and recorded under claim_mu: a kernel recorded
     * before it was enqueued before it; one enqueued after it is recorded
     * after it and keeps waiting for an event */
    pthread_mutex_lock(&ctx->claim_mu);
    if (d->deferred > 0) {
        err = clEnqueueMarkerWithWaitList(d->queue, 0, NULL, &ev);
        if (err == CL_SUCCESS && (c = cli_cmd_slot_locked(ctx)) != NULL) {
            memset(c, 0, sizeof(*c));
            c->ev = ev;
            c->queue = d->queue;
            c->dev = dev;
            c->call = "clEnqueueMarkerWithWaitList";
            c->region = bbmm_bb_empty(1);
            c->seq = ++d->put_seq;
            clRetainEvent(ev);
            if (d->last)
                clReleaseEvent(d->last);
            d->last = ev;
            cli_cmd_lend(ctx, dev, ev, c);
            ev = NULL;
        } else {
            /* no marker, or no room to record it: the queue is finished
             * instead, and the kernels recorded so far (enqueued before)
             * take an event that has ended */
            cl_event done = NULL;
            cl_int e2;
            if (ev)
                clReleaseEvent(ev);
            ev = NULL;
            clFinish(d->queue);
            done = clCreateUserEvent(ctx->cl, &e2);
            if (done && clSetUserEventStatus(done, CL_COMPLETE) == CL_SUCCESS) {
                for (i = 0; i < ctx->ncmds; i++)
                    if (ctx->cmds[i].dev == dev && ctx->cmds[i].queue == d->queue && !ctx->cmds[i].ev) {
                        clRetainEvent(done);
                        ctx->cmds[i].ev = done;
                    }
                d->deferred = 0;
            }
            if (done)
                clReleaseEvent(done);
        }
    }
    pthread_mutex_unlock(&ctx->claim_mu);
    return err == CL_SUCCESS ? BBMM_OK : bbmmi_cl_check(ctx, err, "clEnqueueMarkerWithWaitList", dev);
}

/* The newest unretired command of the main queue of "dev" that touches
 * bytes [lo, hi) of buffer "mem" (or whose buffers are unknown), retained;
 * NULL when none: a copy into those bytes on the side queue waits for it
 * (the main queue is in order: for everything before it too). */
cl_event cli_dev_hazard(bbmm_context *ctx, int dev, cl_mem mem, size_t lo, size_t hi)
{
    cl_event ev = NULL;
    size_t i;
    int k, found = 0, tries;
    for (tries = 0; tries < 2; tries++) {
        pthread_mutex_lock(&ctx->claim_mu);
        for (i = ctx->ncmds, found = 0; i-- > 0 && !found;) {
            const bbmmi_cmd *c = &ctx->cmds[i];
            const bbmmi_acc *a = c->ext ? c->ext : c->inl;
            if (c->dev != dev || c->queue != ctx->dev[dev].queue)
                continue;
            for (k = 0; k < c->nacc && !(a[k].mem == mem && a[k].lo < hi && lo < a[k].hi); k++)
                ;
            if (c->nacc < 0 || k < c->nacc) {
                found = 1;
                ev = c->ev;
            }
        }
        if (ev)
            clRetainEvent(ev);
        pthread_mutex_unlock(&ctx->claim_mu);
        if (!found || ev)
            return ev;
        /* a kernel without an event of its own: a marker behind it */
        if (bbmmi_queue_settle(ctx, dev) != BBMM_OK)
            break;
    }
    clFinish(ctx->dev[dev].queue); /* no event to follow: it has ended now */
    return NULL;
}

int bbmmi_buffer_busy(bbmm_context *ctx, int dev, bbmm_buf mem)
{
    size_t i;
    int k, busy = 0;
    pthread_mutex_lock(&ctx->claim_mu);
    for (i = ctx->ncmds; i-- > 0 && !busy;) {
        const bbmmi_cmd *c = &ctx->cmds[i];
        const bbmmi_acc *a = c->ext ? c->ext : c->inl;
        if (c->dev != dev || c->queue != ctx->dev[dev].queue)
            continue;
        for (k = 0; k < c->nacc && a[k].mem != (cl_mem)mem; k++)
            ;
        busy = c->nacc < 0 || k < c->nacc;
    }
    pthread_mutex_unlock(&ctx->claim_mu);
    return busy;
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
bbmm_status cli_hazards(bbmm_context *ctx, int dev, const char *host, const bbmm_box *region, int writes,
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
int cli_event_push(cl_event **v, int *n, int *cap, cl_event ev)
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
void cli_events_free(cl_event *ev, cl_uint n)
{
    cl_uint i;
    for (i = 0; i < n; i++)
        clReleaseEvent(ev[i]);
    free(ev);
}

/* Wait on the host for the commands a copy of "region" between "dst" and
 * "src" done by the host (staged or host to host) must follow, on every
 * device; the time goes to the wait statistics of "dev". */
bbmm_status cli_host_wait(bbmm_context *ctx, int dev, const bbmmi_view *dst, const bbmmi_view *src,
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
    if (!ctx->settings.device_times && !c->meter) /* no one asks for its time */
        return;
    if (clGetEventProfilingInfo(c->ev, CL_PROFILING_COMMAND_START, sizeof(t0), &t0, NULL) != CL_SUCCESS ||
        clGetEventProfilingInfo(c->ev, CL_PROFILING_COMMAND_END, sizeof(t1), &t1, NULL) != CL_SUCCESS ||
        t1 < t0 || !t0) /* NVIDIA's OpenCL gives 0 for both of some migrations: no time known */
        return;
    if (c->meter) {
        c->meter->ns += t1 - t0;
        c->meter->items += c->items;
    }
    if (!ctx->settings.device_times) /* a sampled kernel (exec.c): for its meter only */
        return;
    s->busy_ns += t1 - t0;
    if (c->kernel)
        s->kernel_ns += t1 - t0;
    if (ctx->trace) {
        /* the command ("NDRangeKernel", "ReadBufferRect", ...) is the event's category, a kernel's name its
         * name */
        const char *what = c->call + (strncmp(c->call, "clEnqueue", 9) ? 0 : 9);
        cl_ulong tq = 0;
        if (!ctx->trace_base)
            ctx->trace_base = t0; /* commands retire out of order: earlier ones get negative times */
        /* when the host enqueued it (same clock; 0 where not known) */
        if (clGetEventProfilingInfo(c->ev, CL_PROFILING_COMMAND_QUEUED, sizeof(tq), &tq, NULL) != CL_SUCCESS || tq > t0)
            tq = 0;
        fprintf(ctx->trace,
                "{\"name\":\"%s\",\"cat\":\"%s\",\"ph\":\"X\",\"pid\":%d,\"tid\":\"%s\",\"ts\":%.3f,"
                "\"dur\":%.3f,\"args\":{\"queued\":%.3f}},\n",
                c->name ? c->name : what, what, c->dev,
                c->queue == ctx->dev[c->dev].side ? "side queue" : "queue",
                ((double)t0 - (double)ctx->trace_base) / 1e3, (double)(t1 - t0) / 1e3,
                tq ? ((double)tq - (double)ctx->trace_base) / 1e3 : 0.0);
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

void bbmmi_retire(bbmm_context *ctx, int wait)
{
    /* on the stack for the usual few commands: this runs every few tiles */
    bbmmi_cmd *done, done_at[16];
    cl_event *ev, ev_at[16];
    cl_command_queue blocked[64];
    size_t i, n, k = 0, m = 0, nblocked;
    uint64_t t0;
    for (i = 0; wait && i < (size_t)ctx->mgr.ndev; i++)
        bbmmi_queue_settle(ctx, (int)i); /* every command has an event to wait for */
    pthread_mutex_lock(&ctx->claim_mu);
    n = ctx->ncmds;
    if (!n) {
        pthread_mutex_unlock(&ctx->claim_mu);
        return;
    }
    done = n <= 16 ? done_at : (bbmmi_cmd *)malloc(n * sizeof(*done));
    ev = !wait ? NULL : n <= 16 ? ev_at : (cl_event *)malloc(n * sizeof(*ev));
    if (!done || (wait && !ev)) {
        pthread_mutex_unlock(&ctx->claim_mu);
        if (done != done_at)
            free(done);
        if (ev != ev_at)
            free(ev);
        for (i = 0; wait && i < (size_t)ctx->mgr.ndev; i++)
            clFinish(ctx->dev[i].queue);
        return;
    }
    if (wait) {
        size_t nw = 0;
        for (i = 0; i < n; i++)
            if (ctx->cmds[i].ev) {
                clRetainEvent(ctx->cmds[i].ev);
                ev[nw++] = ctx->cmds[i].ev;
            }
        pthread_mutex_unlock(&ctx->claim_mu);
        t0 = bbmmi_now_ns();
        if (nw)
            clWaitForEvents((cl_uint)nw, ev);
        t0 = bbmmi_now_ns() - t0;
        for (i = 0; i < nw; i++)
            clReleaseEvent(ev[i]);
        if (ev != ev_at)
            free(ev);
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
        /* kernels without events of their own share the next command's:
         * one status query for all of them (in order: they come together) */
        if (c->ev && i > 0 && c->ev == ctx->cmds[i - 1].ev) {
            c->status = ctx->cmds[i - 1].status;
            if (m > 0 && ctx->cmds[m - 1].ev == c->ev) { /* the one before stays: so does this one */
                ctx->cmds[m++] = *c;
                continue;
            }
            done[k++] = *c;
            if (c->kernel)
                ctx->dev[c->dev].queued--;
            if (c->seq && c->seq > ctx->dev[c->dev].done_seq)
                ctx->dev[c->dev].done_seq = c->seq;
            continue;
        }
        /* a queue is in order: behind a command still running, none has ended */
        for (b = 0; b < nblocked && blocked[b] != c->queue; b++)
            ;
        if (!c->queue)
            b = nblocked; /* a host command: in no queue's order */
        /* a kernel without an event yet (bbmmi_queue_settle) has not ended */
        if (b == nblocked && k < n && c->ev && (c->status = cli_event_status(c->ev)) <= CL_COMPLETE) {
            done[k++] = *c;
            if (c->kernel)
                ctx->dev[c->dev].queued--;
            if (c->seq && c->seq > ctx->dev[c->dev].done_seq) /* seq 0: not a main queue's */
                ctx->dev[c->dev].done_seq = c->seq;
        } else {
            ctx->cmds[m++] = *c;
            if (b == nblocked && c->queue && nblocked < sizeof(blocked) / sizeof(blocked[0]))
                blocked[nblocked++] = c->queue;
        }
    }
    ctx->ncmds = m;
    pthread_mutex_unlock(&ctx->claim_mu);
    pthread_mutex_lock(&ctx->lock);
    for (i = 0; i < k; i++) {
        cli_cmd_account(ctx, &done[i]);
        if (done[i].slab)
            cli_slab_retired(ctx, done[i].slab, done[i].slab_reader, done[i].ev, done[i].status);
    }
    pthread_mutex_unlock(&ctx->lock);
    for (i = 0; i < k; i++) {
        clReleaseEvent(done[i].ev);
        free(done[i].ext);
    }
    if (done != done_at)
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
