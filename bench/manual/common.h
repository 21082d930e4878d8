/* bench/manual/common.h - what the hand-written multi-device OpenCL
 * baselines (manual-floyd, manual-heat2d, manual-blackscholes) share.
 *
 * These programs are the comparison baselines of the paper's evaluation
 * (Ramashekar & Bondhugula, TACO 2013, §11.2.7): what an expert writes by
 * hand with plain OpenCL 1.2 and pthreads, without the BBMM runtime.  This
 * header keeps their plumbing in one place so that each program is only its
 * algorithm:
 *
 *   1. mb_args     command line: [--devices D] [--whole] [--verify]
 *                  [--out FILE] and the positional sizes; usage -> exit 2
 *   2. mb_cl       OpenCL set-up, not timed: the platform (BBMM_PLATFORM,
 *                  chosen as lib/cl.c chooses it), the devices, one context
 *                  for all of them (so that an event of one device's queue
 *                  can be waited for by a command of another's), a few
 *                  in-order queues per device (queue 0, profiled, runs the
 *                  kernels, the others the copies that overlap them), the
 *                  program built and one kernel object per device
 *                  (clSetKernelArg is not thread-safe on a shared kernel)
 *   3. mb_pinned   page-locked host arrays: a CL_MEM_ALLOC_HOST_PTR buffer
 *                  mapped once; every transfer goes from or to them
 *   4. mb_run      the timed part: one host thread per device, the first
 *                  error, per-device counters (device bytes allocated,
 *                  bytes host->device and device->host, kernel time from
 *                  profiling events), and mb_post, the hand-off of an
 *                  event from one host thread to another: the devices are
 *                  ordered by events only (a command waits for another
 *                  device's command through its event wait list), the host
 *                  threads never wait for a device to let another go on,
 *                  only for another host thread to have enqueued a command
 *   5. output      the summary line, --verify (memcmp against the
 *                  sequential program) and --out (raw dump)
 *
 * The summary line (stdout carries nothing else):
 *
 *   bbmm-manual name=floyd variant=multi devices=2 n=1024 steps=1024
 *       seconds=0.123456 kernel_seconds=0.100000 alloc_peak_max=2101248
 *       alloc_total=4202496 h2d=8388608 d2h=8388608 d2d=0 verified=1
 *
 *   seconds         wall time of the timed part: from just before the device
 *                   threads start (each first allocates its buffers) to
 *                   after they are joined (results in the host arrays,
 *                   buffers released).  Not timed: platform, context,
 *                   queues, program build, pinned host arrays, input
 *                   generation, verification, the dump.
 *   kernel_seconds  sum over the devices of the kernels' profiled times
 *                   (CL_PROFILING_COMMAND_START to _END of each kernel)
 *   alloc_peak_max  the largest per-device total of device buffers (all of
 *                   a device's buffers live for the whole run, so this is
 *                   its peak); alloc_total the sum over devices
 *   h2d, d2h        bytes moved host->device and device->host, all devices;
 *                   d2d is always 0 (no device-to-device copies)
 *   devices         devices of the context; when the problem has fewer rows
 *                   (options) than devices, the last ones get none
 *   verified        1: every array equal bit for bit (memcmp) to the
 *                   sequential program; 0: not (exit status 1); -1: not
 *                   checked (no --verify)
 *
 * Rules the programs keep for commands across queues (OpenCL 1.2 §5.13):
 * a queue holding a command whose event another queue's command waits for
 * is flushed before that command is enqueued (mb_flush), and an event is
 * handed to another thread (mb_post_put) only after its queue was flushed.
 * Every command is then enqueued after all it waits for, and all of those
 * are submitted: whatever fails, every enqueued command completes, so
 * mb_finish (clFinish of every queue of the device) never hangs.
 *
 * Error model.  Every OpenCL call is checked; a failure prints
 * "PROG: CALL failed on device D (NAME): CL_ERROR_NAME" on stderr once and
 * the program exits 1 after releasing what it holds; nothing aborts.  In
 * the device threads the first failure is recorded in the mb_run and
 * wakes every thread waiting in mb_post_get; a thread stops its loop at
 * its own failure, at a failed mb_post_get and at mb_failed (checked once
 * per step), then waits for what it enqueued (mb_finish) and releases it.
 * No thread waits for another at a barrier, so none can be left waiting.
 *
 * MB_FAULT_AT=K (a test hook, see mb_fault) makes the K-th OpenCL call of
 * the device threads fail, to exercise these paths.
 *
 * Everything here is static inline: each program uses what it needs and
 * nothing is compiled twice into one binary.
 */
#ifndef BBMM_BENCH_MANUAL_COMMON_H
#define BBMM_BENCH_MANUAL_COMMON_H

#define _POSIX_C_SOURCE 200809L
#ifndef CL_TARGET_OPENCL_VERSION
#define CL_TARGET_OPENCL_VERSION 120
#endif

#include <ctype.h>
#include <errno.h>
#include <inttypes.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#ifdef __APPLE__
#include <OpenCL/opencl.h>
#else
#include <CL/cl.h>
#endif

#include "cl_errors.h"

#define MB_MAX_DEVICES 64
#define MB_NAME_LEN 256
/* Work-groups of 256 work-items: a stencil's 2-D kernels 32x8 (a warp
 * along the contiguous dimension, 8 rows sharing what they read), 1-D
 * kernels 256; each program says which shapes it uses and why.  Global
 * sizes are rounded up to them and the kernels check bounds.  Where a
 * kernel cannot take that many work-items the implementation chooses
 * (local size NULL). */
#define MB_LOCAL_X 32
#define MB_LOCAL_Y 8
#define MB_LOCAL_1D 256
/* In-order queues per device at most (mb_cl_open's "nqueue"). */
#define MB_MAX_QUEUES 3
/* Events in one command's wait list at most (mb_write, mb_read,
 * mb_launch; NULL entries are left out). */
#define MB_MAX_WAIT (MB_MAX_DEVICES + 4)
/* Kernel events kept per device before the oldest is waited for and its
 * profiled time added up. */
#define MB_PROF_RING 64
/* Seconds between progress lines on stderr in long runs. */
#define MB_PROGRESS_SECONDS 10.0

/* ------------------------------------------------------------------ */
/* Small helpers                                                       */
/* ------------------------------------------------------------------ */

/* Wall-clock seconds from a monotonic clock. */
static inline double mb_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* Store "a" * "b" in "*out"; return 1 when the product does not fit a
 * size_t, else 0. */
static inline int mb_mul(size_t a, size_t b, size_t *out)
{
    return __builtin_mul_overflow(a, b, out);
}

/* Store "a" * "b" * "c" in "*out"; 1 on overflow, else 0. */
static inline int mb_mul3(size_t a, size_t b, size_t c, size_t *out)
{
    size_t ab;
    return mb_mul(a, b, &ab) || mb_mul(ab, c, out);
}

/* The first row and the number of rows of part "d" of "parts" contiguous
 * blocks of "rows" rows: sizes differ by at most one, the larger first. */
static inline void mb_split(int64_t rows, int parts, int d, int64_t *first, int64_t *count)
{
    int64_t base = rows / parts, extra = rows % parts;
    *count = base + (d < extra);
    *first = (int64_t)d * base + (d < extra ? d : extra);
}

/* The part (as mb_split cuts them) that holds row "r". */
static inline int mb_owner(int64_t rows, int parts, int64_t r)
{
    int64_t base = rows / parts, extra = rows % parts;
    if (r < extra * (base + 1))
        return (int)(r / (base + 1));
    return (int)(extra + (r - extra * (base + 1)) / base);
}

/* The name of OpenCL error "err" ("CL_...", or "unknown OpenCL error"). */
static inline const char *mb_cl_error_name(cl_int err)
{
    const char *name = bbmm_cl_error_text(err);
    return name ? name : "unknown OpenCL error";
}

/* Whether "hay" contains "needle", ignoring case (as lib/cl.c matches
 * BBMM_PLATFORM). */
static inline int mb_contains_nocase(const char *hay, const char *needle)
{
    size_t i, n = strlen(needle);
    for (; *hay; hay++) {
        for (i = 0; i < n && hay[i]; i++)
            if (tolower((unsigned char)hay[i]) != tolower((unsigned char)needle[i]))
                break;
        if (i == n)
            return 1;
    }
    return n == 0;
}

/* ------------------------------------------------------------------ */
/* 1. Command line                                                     */
/* ------------------------------------------------------------------ */

typedef struct mb_args {
    int devices;     /* --devices D (0: all of the platform's) */
    int whole;       /* --whole: the single-device whole-array version */
    int verify;      /* --verify: compare with the sequential program */
    const char *out; /* --out FILE: dump the arrays raw, or NULL */
    int64_t pos[2];  /* the positional sizes (N, STEPS) */
} mb_args;

/* Print the usage of "prog" (positional arguments "positional") on "f". */
static inline void mb_usage(FILE *f, const char *prog, const char *positional)
{
    fprintf(f,
            "usage: %s [--devices D] [--whole] [--verify] [--out FILE] %s\n"
            "  --devices D  use the first D devices of the platform (default: all)\n"
            "  --whole      single-device version: whole arrays, copied in and out once\n"
            "  --verify     compare every array bit for bit with the sequential program\n"
            "  --out FILE   write the result arrays raw to FILE\n"
            "  BBMM_PLATFORM: substring of the OpenCL platform name to use\n",
            prog, positional);
}

/* Parse the decimal "s" into "*v" in ["lo", "hi"]; 0 on success. */
static inline int mb_parse_int(const char *s, int64_t lo, int64_t hi, int64_t *v)
{
    char *end;
    long long x;
    if (!s || !isdigit((unsigned char)*s))
        return 1;
    errno = 0;
    x = strtoll(s, &end, 10);
    if (errno || *end || x < lo || x > hi)
        return 1;
    *v = x;
    return 0;
}

/* Parse "argv" of "prog" into "a": options anywhere, then "npos"
 * positional numbers named "names" (for messages) with minimum "lo"[i] and
 * maximum "hi"[i].  Return -1 when the run should go on, else the exit
 * status (0 after --help, 2 after a usage message). */
static inline int mb_args_parse(mb_args *a, int argc, char **argv, const char *prog, const char *positional,
                                int npos, const char *const *names, const int64_t *lo, const int64_t *hi)
{
    int i, np = 0;
    int64_t v;
    memset(a, 0, sizeof(*a));
    for (i = 1; i < argc; i++) {
        const char *s = argv[i];
        if (!strcmp(s, "--help") || !strcmp(s, "-h")) {
            mb_usage(stdout, prog, positional);
            return 0;
        } else if (!strcmp(s, "--whole")) {
            a->whole = 1;
        } else if (!strcmp(s, "--verify")) {
            a->verify = 1;
        } else if (!strcmp(s, "--devices") || !strncmp(s, "--devices=", 10)) {
            const char *val = s[9] == '=' ? s + 10 : (i + 1 < argc ? argv[++i] : NULL);
            if (mb_parse_int(val, 1, MB_MAX_DEVICES, &v)) {
                fprintf(stderr, "%s: --devices expects a count from 1 to %d\n", prog, MB_MAX_DEVICES);
                mb_usage(stderr, prog, positional);
                return 2;
            }
            a->devices = (int)v;
        } else if (!strcmp(s, "--out") || !strncmp(s, "--out=", 6)) {
            a->out = s[5] == '=' ? s + 6 : (i + 1 < argc ? argv[++i] : NULL);
            if (!a->out || !a->out[0]) {
                fprintf(stderr, "%s: --out expects a file name\n", prog);
                mb_usage(stderr, prog, positional);
                return 2;
            }
        } else if (s[0] == '-' && s[1]) {
            fprintf(stderr, "%s: unknown option %s\n", prog, s);
            mb_usage(stderr, prog, positional);
            return 2;
        } else if (np == npos) {
            fprintf(stderr, "%s: unexpected argument %s\n", prog, s);
            mb_usage(stderr, prog, positional);
            return 2;
        } else if (mb_parse_int(s, lo[np], hi[np], &a->pos[np])) {
            fprintf(stderr, "%s: %s must be an integer from %" PRId64 " to %" PRId64 ", not %s\n", prog,
                    names[np], lo[np], hi[np], s);
            mb_usage(stderr, prog, positional);
            return 2;
        } else {
            np++;
        }
    }
    if (np < npos) {
        fprintf(stderr, "%s: missing %s\n", prog, names[np]);
        mb_usage(stderr, prog, positional);
        return 2;
    }
    if (a->whole && a->devices > 1) {
        fprintf(stderr, "%s: --whole runs on one device (the first); --devices %d does not apply\n", prog,
                a->devices);
        mb_usage(stderr, prog, positional);
        return 2;
    }
    if (a->whole)
        a->devices = 1;
    return -1;
}

/* ------------------------------------------------------------------ */
/* 2. OpenCL set-up (not timed)                                        */
/* ------------------------------------------------------------------ */

typedef struct mb_cl {
    const char *prog;
    cl_platform_id platform;
    char platform_name[MB_NAME_LEN];
    int gpu; /* the devices are GPUs */
    cl_context ctx;
    int ndev;
    cl_device_id dev[MB_MAX_DEVICES];
    char dev_name[MB_MAX_DEVICES][MB_NAME_LEN];
    int nqueue; /* in-order queues per device; queue 0 runs the kernels */
    cl_command_queue queue[MB_MAX_DEVICES][MB_MAX_QUEUES];
    cl_program program;
    cl_kernel kernel[MB_MAX_DEVICES];
} mb_cl;

/* Print the failure of OpenCL call "call" ("err") of "prog" on device "d"
 * of "cl" (-1: none) and return 1; return 0 when "err" is CL_SUCCESS. */
static inline int mb_cl_fail(const mb_cl *cl, int d, cl_int err, const char *call)
{
    if (err == CL_SUCCESS)
        return 0;
    if (d >= 0)
        fprintf(stderr, "%s: %s failed on device %d (%s): %s (%d)\n", cl->prog, call, d, cl->dev_name[d],
                mb_cl_error_name(err), (int)err);
    else
        fprintf(stderr, "%s: %s failed: %s (%d)\n", cl->prog, call, mb_cl_error_name(err), (int)err);
    return 1;
}

/* The string "param" of platform "p" (or of device "d" when "p" is NULL)
 * into "dst" ("size" bytes; "?" when it cannot be read). */
static inline void mb_info_string(cl_platform_id p, cl_device_id d, cl_uint param, char *dst, size_t size)
{
    size_t got = 0;
    cl_int err = p ? clGetPlatformInfo(p, param, size - 1, dst, &got)
                   : clGetDeviceInfo(d, param, size - 1, dst, &got);
    if (err != CL_SUCCESS) {
        snprintf(dst, size, "?");
        return;
    }
    dst[got < size ? got : size - 1] = '\0';
}

/* How many devices of "type" platform "p" has (0 on error). */
static inline cl_uint mb_count_devices(cl_platform_id p, cl_device_type type)
{
    cl_uint n = 0;
    return clGetDeviceIDs(p, type, 0, NULL, &n) == CL_SUCCESS ? n : 0;
}

/* The index among the "np" platforms "plats" (named "names") of the first
 * whose name contains "want" (ignoring case) when "want" is not empty, else
 * of the first with GPUs, else of the first with any device; "np" when
 * there is none. */
static inline cl_uint mb_pick_platform(const cl_platform_id *plats, char (*names)[MB_NAME_LEN], cl_uint np,
                                       const char *want)
{
    cl_uint i;
    if (want[0]) {
        for (i = 0; i < np; i++)
            if (mb_contains_nocase(names[i], want))
                return i;
        return np;
    }
    for (i = 0; i < np; i++)
        if (mb_count_devices(plats[i], CL_DEVICE_TYPE_GPU) > 0)
            return i;
    for (i = 0; i < np; i++)
        if (mb_count_devices(plats[i], CL_DEVICE_TYPE_ALL) > 0)
            return i;
    return np;
}

/* Choose the platform of "cl" as the BBMM runtime does (lib/cl.c): the
 * first whose name contains BBMM_PLATFORM (ignoring case), else the first
 * with GPUs, else the first with any device; its GPUs when it has some,
 * else all its devices.  Return 0, or 1 after a message. */
static inline int mb_cl_platform(mb_cl *cl, cl_device_type *type)
{
    cl_platform_id plats[64];
    char names[64][MB_NAME_LEN];
    const char *want = getenv("BBMM_PLATFORM");
    cl_uint np = 0, i;
    cl_int err = clGetPlatformIDs(64, plats, &np);
    if (err == -1001 || (err == CL_SUCCESS && np == 0)) {
        fprintf(stderr, "%s: no OpenCL platform found (for PoCL CPU devices set POCL_DEVICES=\"pthread pthread\")\n",
                cl->prog);
        return 1;
    }
    if (mb_cl_fail(cl, -1, err, "clGetPlatformIDs"))
        return 1;
    np = np > 64 ? 64 : np;
    for (i = 0; i < np; i++)
        mb_info_string(plats[i], NULL, CL_PLATFORM_NAME, names[i], MB_NAME_LEN);
    want = want ? want : "";
    i = mb_pick_platform(plats, names, np, want);
    if (i == np) {
        if (want[0])
            fprintf(stderr, "%s: BBMM_PLATFORM=%s: no OpenCL platform name contains it; platforms:", cl->prog,
                    want);
        else
            fprintf(stderr, "%s: no OpenCL platform has a device; platforms:", cl->prog);
        for (i = 0; i < np; i++)
            fprintf(stderr, " \"%s\"", names[i]);
        fprintf(stderr, "\n");
        return 1;
    }
    cl->platform = plats[i];
    snprintf(cl->platform_name, sizeof(cl->platform_name), "%s", names[i]);
    cl->gpu = mb_count_devices(cl->platform, CL_DEVICE_TYPE_GPU) > 0;
    *type = cl->gpu ? CL_DEVICE_TYPE_GPU : CL_DEVICE_TYPE_ALL;
    return 0;
}

/* Print the build log of "cl"'s program for every device. */
static inline void mb_cl_build_log(const mb_cl *cl)
{
    char *log;
    size_t size;
    int d;
    for (d = 0; d < cl->ndev; d++) {
        if (clGetProgramBuildInfo(cl->program, cl->dev[d], CL_PROGRAM_BUILD_LOG, 0, NULL, &size) != CL_SUCCESS ||
            !(log = (char *)malloc(size + 1)))
            continue;
        if (clGetProgramBuildInfo(cl->program, cl->dev[d], CL_PROGRAM_BUILD_LOG, size, log, NULL) == CL_SUCCESS) {
            log[size] = '\0';
            fprintf(stderr, "%s: build log of device %d (%s):\n%s\n", cl->prog, d, cl->dev_name[d], log);
        }
        free(log);
    }
}

/* Release everything "cl" holds (any part may be missing). */
static inline void mb_cl_close(mb_cl *cl)
{
    int d, q;
    for (d = 0; d < cl->ndev; d++) {
        if (cl->kernel[d])
            clReleaseKernel(cl->kernel[d]);
        cl->kernel[d] = NULL;
        for (q = 0; q < MB_MAX_QUEUES; q++) {
            if (cl->queue[d][q])
                clReleaseCommandQueue(cl->queue[d][q]);
            cl->queue[d][q] = NULL;
        }
    }
    if (cl->program)
        clReleaseProgram(cl->program);
    if (cl->ctx)
        clReleaseContext(cl->ctx);
    cl->program = NULL;
    cl->ctx = NULL;
}


/* With BBMM_KERNEL_DUMP=dir (as for the runtime), write the kernel source
 * to dir/manual-<kernel>.cl and the first device's binary (PTX on NVIDIA)
 * to dir/manual-<kernel>-d0.bin, for comparing with the generated
 * kernels; best effort (a diagnostic tool: failures are only reported). */
static inline void mb_cl_dump(const mb_cl *cl, const char *kernel, const char *source)
{
    const char *dir = getenv("BBMM_KERNEL_DUMP");
    size_t sizes[MB_MAX_DEVICES] = {0};
    unsigned char *bins[MB_MAX_DEVICES] = {NULL};
    char path[4096];
    FILE *f;
    if (!dir || !*dir)
        return;
    snprintf(path, sizeof(path), "%s/manual-%s.cl", dir, kernel);
    if ((f = fopen(path, "w"))) {
        fputs(source, f);
        fclose(f);
    }
    snprintf(path, sizeof(path), "%s/manual-%s-d0.bin", dir, kernel);
    int d, bad = 0;
    if (clGetProgramInfo(cl->program, CL_PROGRAM_BINARY_SIZES, (size_t)cl->ndev * sizeof(size_t), sizes, NULL) !=
        CL_SUCCESS)
        bad = 1;
    for (d = 0; d < cl->ndev && !bad; d++) /* every entry: some implementations fill NULL ones */
        bad = !(bins[d] = (unsigned char *)malloc(sizes[d] ? sizes[d] : 1));
    if (bad || !sizes[0]) {
        fprintf(stderr, "manual: no binary to dump to %s\n", path);
        for (d = 0; d < cl->ndev; d++)
            free(bins[d]);
        return;
    }
    if (clGetProgramInfo(cl->program, CL_PROGRAM_BINARIES, (size_t)cl->ndev * sizeof(bins[0]), bins, NULL) ==
            CL_SUCCESS &&
        (f = fopen(path, "wb"))) {
        if (fwrite(bins[0], 1, sizes[0], f) != sizes[0])
            fprintf(stderr, "manual: cannot write %s\n", path);
        fclose(f);
    } else {
        fprintf(stderr, "manual: cannot dump the binary to %s\n", path);
    }
    for (d = 0; d < cl->ndev; d++)
        free(bins[d]);
}

/* Open "cl" for "prog": the platform, its first "want" devices (0: all),
 * one context for all of them, "nqueue" (1 .. MB_MAX_QUEUES) in-order
 * queues per device (queue 0, which runs the kernels, with profiling), "source" built with "options" and its kernel
 * "kernel" once per device.  Return 0, or 1 after a message (with "cl"
 * closed). */
static inline int mb_cl_open(mb_cl *cl, const char *prog, int want, int nqueue, const char *source,
                             const char *options, const char *kernel)
{
    cl_context_properties props[3];
    cl_device_type type;
    cl_uint avail = 0;
    cl_int err;
    int d, q;
    memset(cl, 0, sizeof(*cl));
    cl->prog = prog;
    cl->nqueue = nqueue < 1 ? 1 : nqueue > MB_MAX_QUEUES ? MB_MAX_QUEUES : nqueue;
    if (mb_cl_platform(cl, &type))
        return 1;
    err = clGetDeviceIDs(cl->platform, type, MB_MAX_DEVICES, cl->dev, &avail);
    if (mb_cl_fail(cl, -1, err, "clGetDeviceIDs"))
        return 1;
    avail = avail > MB_MAX_DEVICES ? MB_MAX_DEVICES : avail;
    if (want > (int)avail) {
        fprintf(stderr, "%s: --devices %d: platform \"%s\" has %u %sdevice%s\n", prog, want, cl->platform_name,
                avail, cl->gpu ? "GPU " : "", avail == 1 ? "" : "s");
        return 1;
    }
    cl->ndev = want ? want : (int)avail;
    for (d = 0; d < cl->ndev; d++)
        mb_info_string(NULL, cl->dev[d], CL_DEVICE_NAME, cl->dev_name[d], MB_NAME_LEN);
    props[0] = CL_CONTEXT_PLATFORM;
    props[1] = (cl_context_properties)cl->platform;
    props[2] = 0;
    cl->ctx = clCreateContext(props, (cl_uint)cl->ndev, cl->dev, NULL, NULL, &err);
    if (mb_cl_fail(cl, -1, err, "clCreateContext"))
        goto fail;
    for (d = 0; d < cl->ndev; d++)
        for (q = 0; q < cl->nqueue; q++) {
            cl->queue[d][q] = clCreateCommandQueue(cl->ctx, cl->dev[d], q ? 0 : CL_QUEUE_PROFILING_ENABLE, &err);
            if (mb_cl_fail(cl, d, err, "clCreateCommandQueue")) {
                cl->queue[d][q] = NULL;
                goto fail;
            }
        }
    cl->program = clCreateProgramWithSource(cl->ctx, 1, &source, NULL, &err);
    if (mb_cl_fail(cl, -1, err, "clCreateProgramWithSource"))
        goto fail;
    err = clBuildProgram(cl->program, (cl_uint)cl->ndev, cl->dev, options ? options : "", NULL, NULL);
    if (err == CL_BUILD_PROGRAM_FAILURE)
        mb_cl_build_log(cl);
    if (mb_cl_fail(cl, -1, err, "clBuildProgram"))
        goto fail;
    mb_cl_dump(cl, kernel, source);
    for (d = 0; d < cl->ndev; d++) {
        cl->kernel[d] = clCreateKernel(cl->program, kernel, &err);
        if (mb_cl_fail(cl, d, err, "clCreateKernel"))
            goto fail;
    }
    return 0;
fail:
    mb_cl_close(cl);
    return 1;
}

/* ------------------------------------------------------------------ */
/* 3. Pinned host arrays                                               */
/* ------------------------------------------------------------------ */

typedef struct mb_pinned {
    cl_mem buf;
    void *ptr;
    size_t bytes;
} mb_pinned;

/* Allocate "bytes" (at least 1) of page-locked host memory in "*p" through
 * "cl" (a CL_MEM_ALLOC_HOST_PTR buffer mapped on the first queue, the
 * usual way to get pinned memory from OpenCL); "what" names it in
 * messages.  Return 0, or 1 after a message. */
static inline int mb_pinned_alloc(const mb_cl *cl, size_t bytes, const char *what, mb_pinned *p)
{
    cl_int err;
    memset(p, 0, sizeof(*p));
    p->bytes = bytes ? bytes : 1;
    p->buf = clCreateBuffer(cl->ctx, CL_MEM_READ_WRITE | CL_MEM_ALLOC_HOST_PTR, p->bytes, NULL, &err);
    if (err != CL_SUCCESS) {
        fprintf(stderr, "%s: pinned host array %s (%zu bytes): clCreateBuffer failed: %s (%d)\n", cl->prog, what,
                p->bytes, mb_cl_error_name(err), (int)err);
        p->buf = NULL;
        return 1;
    }
    p->ptr = clEnqueueMapBuffer(cl->queue[0][0], p->buf, CL_TRUE, CL_MAP_READ | CL_MAP_WRITE, 0, p->bytes, 0, NULL,
                                NULL, &err);
    if (err != CL_SUCCESS || !p->ptr) {
        err = err != CL_SUCCESS ? err : CL_MAP_FAILURE;
        fprintf(stderr, "%s: pinned host array %s (%zu bytes): clEnqueueMapBuffer failed: %s (%d)\n", cl->prog,
                what, p->bytes, mb_cl_error_name(err), (int)err);
        clReleaseMemObject(p->buf);
        memset(p, 0, sizeof(*p));
        return 1;
    }
    return 0;
}

/* Unmap and release "p" (nothing when it was never allocated). */
static inline void mb_pinned_free(const mb_cl *cl, mb_pinned *p)
{
    if (p->ptr && clEnqueueUnmapMemObject(cl->queue[0][0], p->buf, p->ptr, 0, NULL, NULL) == CL_SUCCESS)
        clFinish(cl->queue[0][0]);
    if (p->buf)
        clReleaseMemObject(p->buf);
    memset(p, 0, sizeof(*p));
}

/* ------------------------------------------------------------------ */
/* 4. The timed run: one thread per device                             */
/* ------------------------------------------------------------------ */

/* What one device did; written only by its thread, read after the join. */
typedef struct mb_dev {
    uint64_t alloc;    /* bytes of device buffers (all live at once: the peak) */
    uint64_t h2d, d2h; /* bytes moved host->device, device->host */
    uint64_t kernel_ns;
    size_t wg; /* CL_KERNEL_WORK_GROUP_SIZE of the device's kernel (0: not read yet) */
    cl_event prof[MB_PROF_RING]; /* kernels whose time is not added yet */
    int nprof;
    int dirty[MB_MAX_QUEUES]; /* a command was enqueued on the queue since its last flush */
} mb_dev;

typedef struct mb_run mb_run;
typedef void (*mb_body)(mb_run *run, int dev, void *user);

struct mb_run {
    const mb_cl *cl;
    int ndev;
    mb_dev dev[MB_MAX_DEVICES];
    /* "lock" guards the fields marked so and every mb_post; "cond" is
     * broadcast when the start gate opens, when a device fails and when
     * an event is posted. */
    pthread_mutex_t lock;
    pthread_cond_t cond;
    int open;         /* the start gate is open; under "lock" */
    int go;           /* every thread was created: the bodies may run; under "lock" */
    int failed;       /* some device failed; under "lock" */
    int64_t fault_at; /* MB_FAULT_AT: the device call to fail (0: none) */
    int64_t calls;    /* device calls made so far, counted when fault_at is set; under "lock" */
};

/* Prepare "run" for the devices of "cl".  Return 0, or 1 after a
 * message. */
static inline int mb_run_init(mb_run *run, const mb_cl *cl)
{
    const char *fault = getenv("MB_FAULT_AT");
    memset(run, 0, sizeof(*run));
    run->cl = cl;
    run->ndev = cl->ndev;
    if (fault && fault[0] && mb_parse_int(fault, 1, INT64_MAX, &run->fault_at)) {
        fprintf(stderr, "%s: MB_FAULT_AT=%s: expected a call number >= 1\n", cl->prog, fault);
        return 1;
    }
    if (pthread_mutex_init(&run->lock, NULL)) {
        fprintf(stderr, "%s: pthread_mutex_init failed\n", cl->prog);
        return 1;
    }
    if (pthread_cond_init(&run->cond, NULL)) {
        fprintf(stderr, "%s: pthread_cond_init failed\n", cl->prog);
        pthread_mutex_destroy(&run->lock);
        return 1;
    }
    return 0;
}

/* Release what mb_run_init made. */
static inline void mb_run_destroy(mb_run *run)
{
    pthread_cond_destroy(&run->cond);
    pthread_mutex_destroy(&run->lock);
}

/* Whether some device of "run" has failed. */
static inline int mb_failed(mb_run *run)
{
    int f;
    pthread_mutex_lock(&run->lock);
    f = run->failed;
    pthread_mutex_unlock(&run->lock);
    return f;
}

/* Record the failure of "call" ("err") on device "d" of "run", wake every
 * thread waiting for a hand-off (mb_post_get), and return 1; 0 when "err"
 * is CL_SUCCESS.  Only the first failure is printed: the others usually
 * follow from it. */
static inline int mb_check(mb_run *run, int d, cl_int err, const char *call)
{
    int first;
    if (err == CL_SUCCESS)
        return 0;
    pthread_mutex_lock(&run->lock);
    first = !run->failed;
    run->failed = 1;
    if (first)
        mb_cl_fail(run->cl, d, err, call);
    pthread_cond_broadcast(&run->cond);
    pthread_mutex_unlock(&run->lock);
    return 1;
}

/* Whether the device call about to be made is the one MB_FAULT_AT names;
 * it is then not made and fails with CL_OUT_OF_RESOURCES.  A test hook
 * (check.cmake) for the error paths: the failing thread must stop, the
 * others must not wait for it forever, and nothing may leak. */
static inline int mb_fault(mb_run *run, int d, const char *call)
{
    int hit;
    if (!run->fault_at)
        return 0;
    pthread_mutex_lock(&run->lock);
    hit = ++run->calls == run->fault_at;
    pthread_mutex_unlock(&run->lock);
    if (hit)
        fprintf(stderr, "%s: MB_FAULT_AT=%" PRId64 ": failing %s on device %d\n", run->cl->prog, run->fault_at,
                call, d);
    return hit;
}

/* Create a buffer of "bytes" on device "d" into "*mem", counted as
 * allocated; 0, or 1 after recording the failure. */
static inline int mb_buffer(mb_run *run, int d, size_t bytes, cl_mem *mem)
{
    cl_int err;
    *mem = NULL;
    err = CL_OUT_OF_RESOURCES;
    if (!mb_fault(run, d, "clCreateBuffer"))
        *mem = clCreateBuffer(run->cl->ctx, CL_MEM_READ_WRITE, bytes, NULL, &err);
    if (mb_check(run, d, err, "clCreateBuffer")) {
        *mem = NULL;
        return 1;
    }
    run->dev[d].alloc += bytes;
    return 0;
}

/* Release buffer "*mem" if any. */
static inline void mb_release(cl_mem *mem)
{
    if (*mem)
        clReleaseMemObject(*mem);
    *mem = NULL;
}

/* Release event "*ev" if any. */
static inline void mb_event_release(cl_event *ev)
{
    if (*ev)
        clReleaseEvent(*ev);
    *ev = NULL;
}

/* Replace event "*slot" (released if any) by "ev" (whose reference it
 * takes). */
static inline void mb_event_set(cl_event *slot, cl_event ev)
{
    mb_event_release(slot);
    *slot = ev;
}

/* Copy the events of "wait" ("n" of them, at most MB_MAX_WAIT) that are not
 * NULL into "out"; return how many. */
static inline cl_uint mb_wait_list(cl_uint n, const cl_event *wait, cl_event *out)
{
    cl_uint i, m = 0;
    for (i = 0; i < n && m < MB_MAX_WAIT; i++)
        if (wait[i])
            out[m++] = wait[i];
    return m;
}

/* Enqueue (non-blocking) on queue "q" of device "d", after the events of
 * "wait" ("nwait", NULL entries skipped), the copy of "bytes" between host
 * memory "host" and buffer "mem" at byte "off": into the buffer when
 * "to_dev", else out of it; its event into "*ev" unless "ev" is NULL (NULL
 * after a failure).  0, or 1 after recording the failure. */
static inline int mb_copy(mb_run *run, int d, int q, cl_mem mem, size_t off, size_t bytes, void *host, int to_dev,
                          cl_uint nwait, const cl_event *wait, cl_event *ev)
{
    cl_event list[MB_MAX_WAIT];
    cl_uint nl = mb_wait_list(nwait, wait, list);
    const char *call = to_dev ? "clEnqueueWriteBuffer" : "clEnqueueReadBuffer";
    cl_int err = mb_fault(run, d, call) ? CL_OUT_OF_RESOURCES
                 : to_dev ? clEnqueueWriteBuffer(run->cl->queue[d][q], mem, CL_FALSE, off, bytes, host, nl,
                                                 nl ? list : NULL, ev)
                          : clEnqueueReadBuffer(run->cl->queue[d][q], mem, CL_FALSE, off, bytes, host, nl,
                                                nl ? list : NULL, ev);
    if (mb_check(run, d, err, call)) {
        if (ev)
            *ev = NULL;
        return 1;
    }
    run->dev[d].dirty[q] = 1;
    if (to_dev)
        run->dev[d].h2d += bytes;
    else
        run->dev[d].d2h += bytes;
    return 0;
}

/* mb_copy from host "src" into "mem". */
static inline int mb_write(mb_run *run, int d, int q, cl_mem mem, size_t off, size_t bytes, const void *src,
                           cl_uint nwait, const cl_event *wait, cl_event *ev)
{
    return mb_copy(run, d, q, mem, off, bytes, (void *)src, 1, nwait, wait, ev);
}

/* mb_copy from "mem" to host "dst". */
static inline int mb_read(mb_run *run, int d, int q, cl_mem mem, size_t off, size_t bytes, void *dst,
                          cl_uint nwait, const cl_event *wait, cl_event *ev)
{
    return mb_copy(run, d, q, mem, off, bytes, dst, 0, nwait, wait, ev);
}

/* Submit what was enqueued on queue "q" of device "d" (nothing when
 * nothing was since the last flush): before a command of another queue
 * waits for one of its events, and once per step so that the device
 * always has work.  0, or 1 after recording the failure. */
static inline int mb_flush(mb_run *run, int d, int q)
{
    cl_int err;
    if (!run->dev[d].dirty[q])
        return 0;
    err = mb_fault(run, d, "clFlush") ? CL_OUT_OF_RESOURCES : clFlush(run->cl->queue[d][q]);
    if (mb_check(run, d, err, "clFlush"))
        return 1;
    run->dev[d].dirty[q] = 0;
    return 0;
}

/* Wait for "*ev" (if any) and release it.  0, or 1 after recording the
 * failure. */
static inline int mb_wait(mb_run *run, int d, cl_event *ev)
{
    cl_int err;
    if (!*ev)
        return 0;
    err = mb_fault(run, d, "clWaitForEvents") ? CL_OUT_OF_RESOURCES : clWaitForEvents(1, ev);
    clReleaseEvent(*ev);
    *ev = NULL;
    return mb_check(run, d, err, "clWaitForEvents");
}

/* Add the profiled time of the finished kernel event "ev" to device "d" and
 * release it. */
static inline void mb_prof_take(mb_run *run, int d, cl_event ev)
{
    cl_ulong t0 = 0, t1 = 0;
    if (clGetEventProfilingInfo(ev, CL_PROFILING_COMMAND_START, sizeof(t0), &t0, NULL) == CL_SUCCESS &&
        clGetEventProfilingInfo(ev, CL_PROFILING_COMMAND_END, sizeof(t1), &t1, NULL) == CL_SUCCESS && t1 > t0)
        run->dev[d].kernel_ns += t1 - t0;
    clReleaseEvent(ev);
}

/* Wait for the oldest "count" kernels of device "d"'s ring, add their
 * times and drop them from the ring.  0, or 1 after recording a
 * failure. */
static inline int mb_prof_wait(mb_run *run, int d, int count)
{
    mb_dev *v = &run->dev[d];
    cl_int err = count ? clWaitForEvents((cl_uint)count, v->prof) : CL_SUCCESS;
    int i;
    for (i = 0; i < count; i++) {
        if (err == CL_SUCCESS)
            mb_prof_take(run, d, v->prof[i]);
        else
            clReleaseEvent(v->prof[i]);
    }
    memmove(v->prof, v->prof + count, (size_t)(v->nprof - count) * sizeof(v->prof[0]));
    v->nprof -= count;
    return mb_check(run, d, err, "clWaitForEvents (kernels)");
}

/* Enqueue kernel "k" of device "d" on its queue 0, after the events of
 * "wait" ("nwait", NULL entries skipped), over "dims" dimensions of
 * "size" work-items (each >= 1), in work-groups of "local" when the
 * kernel allows that many work-items (the global size rounded up to them;
 * the kernel checks bounds), else as the implementation chooses ("k" is
 * the device's only kernel: its work-group limit is read once); a
 * reference to its event into "*ev" unless "ev" is NULL (NULL after a
 * failure).  Its time is added to the device's kernel_ns from its
 * profiling event, read once it has finished: when the ring is full, the
 * oldest half is waited for, which also keeps the host at most
 * MB_PROF_RING kernels ahead of the device (and at least half of that
 * once it is that far).  0, or 1 after recording the failure. */
static inline int mb_launch(mb_run *run, int d, cl_kernel k, cl_uint dims, const size_t *size, const size_t *local,
                            cl_uint nwait, const cl_event *wait, cl_event *ev)
{
    mb_dev *v = &run->dev[d];
    size_t global[2], want = 1;
    cl_event kev = NULL, list[MB_MAX_WAIT];
    cl_uint i, nl = mb_wait_list(nwait, wait, list);
    cl_int err;
    if (ev)
        *ev = NULL;
    for (i = 0; i < dims; i++)
        want *= local[i];
    if (!v->wg) {
        err = clGetKernelWorkGroupInfo(k, run->cl->dev[d], CL_KERNEL_WORK_GROUP_SIZE, sizeof(v->wg), &v->wg, NULL);
        if (mb_check(run, d, err, "clGetKernelWorkGroupInfo"))
            return 1;
    }
    for (i = 0; i < dims; i++)
        global[i] = v->wg >= want ? (size[i] + local[i] - 1) / local[i] * local[i] : size[i];
    err = mb_fault(run, d, "clEnqueueNDRangeKernel")
              ? CL_OUT_OF_RESOURCES
              : clEnqueueNDRangeKernel(run->cl->queue[d][0], k, dims, NULL, global, v->wg >= want ? local : NULL,
                                       nl, nl ? list : NULL, &kev);
    if (mb_check(run, d, err, "clEnqueueNDRangeKernel"))
        return 1;
    v->dirty[0] = 1;
    if (v->nprof == MB_PROF_RING && mb_prof_wait(run, d, MB_PROF_RING / 2)) {
        clReleaseEvent(kev);
        return 1;
    }
    if (ev && mb_check(run, d, clRetainEvent(kev), "clRetainEvent")) {
        clReleaseEvent(kev);
        return 1;
    }
    v->prof[v->nprof++] = kev;
    if (ev)
        *ev = kev;
    return 0;
}

/* Set argument "i" of kernel "k" of device "d" to "size" bytes at "value";
 * 0, or 1 after recording the failure. */
static inline int mb_arg(mb_run *run, int d, cl_kernel k, cl_uint i, size_t size, const void *value)
{
    return mb_check(run, d, clSetKernelArg(k, i, size, value), "clSetKernelArg");
}

/* End device "d"'s part: submit every queue of it, wait for its kernels'
 * times and for every queue, also after a failure, so that no command
 * still uses host memory or buffers when the caller releases them.  (Every
 * command waits only for commands enqueued before it, all submitted: see
 * the top.)  0, or 1 after recording a failure. */
static inline int mb_finish(mb_run *run, int d)
{
    int q, bad = 0;
    for (q = 0; q < run->cl->nqueue; q++)
        bad = mb_check(run, d, clFlush(run->cl->queue[d][q]), "clFlush") || bad;
    bad = mb_prof_wait(run, d, run->dev[d].nprof) || bad;
    for (q = 0; q < run->cl->nqueue; q++) {
        bad = mb_check(run, d, clFinish(run->cl->queue[d][q]), "clFinish") || bad;
        run->dev[d].dirty[q] = 0;
    }
    return bad;
}

/* A hand-off of events between host threads: the thread that enqueued a
 * command puts its event under a tag (the step it belongs to, increasing);
 * a thread that needs it waits until that tag (or a later one) is there
 * and puts the event in the wait list of a command of its own.  The post
 * holds a reference to its event; a thread gets a reference of its own.
 * Only the host threads wait here, for each other's enqueues, never for a
 * device; a failure anywhere wakes them (mb_check). */
typedef struct mb_post {
    int64_t tag;  /* the last tag put (-1: none) */
    cl_event ev;  /* its event (a reference of the post's), or NULL */
} mb_post;

/* Make the "count" posts of "p" empty. */
static inline void mb_post_init(mb_post *p, size_t count)
{
    size_t i;
    for (i = 0; i < count; i++) {
        p[i].tag = -1;
        p[i].ev = NULL;
    }
}

/* Release the events of the "count" posts of "p" (after the threads were
 * joined) and make them empty. */
static inline void mb_post_clear(mb_post *p, size_t count)
{
    size_t i;
    for (i = 0; i < count; i++)
        mb_event_release(&p[i].ev);
    mb_post_init(p, count);
}

/* Put "ev" (a reference of the post's own is taken; its queue must have
 * been flushed) under "tag" into post "p" by device "d"'s thread,
 * replacing the event there (released), and wake the waiting threads.
 * 0, or 1 after recording a failure. */
static inline int mb_post_put(mb_run *run, int d, mb_post *p, int64_t tag, cl_event ev)
{
    cl_event old;
    if (ev && mb_check(run, d, clRetainEvent(ev), "clRetainEvent"))
        return 1;
    pthread_mutex_lock(&run->lock);
    old = p->ev;
    p->ev = ev;
    p->tag = tag;
    pthread_cond_broadcast(&run->cond);
    pthread_mutex_unlock(&run->lock);
    if (old)
        clReleaseEvent(old);
    return 0;
}

/* Wait until post "p" holds tag "tag" or a later one, or some device has
 * failed; a reference to its event into "*ev" (NULL when it holds none;
 * the caller releases it).  0, or 1 when a device failed (its failure is
 * recorded already; "*ev" NULL). */
static inline int mb_post_get(mb_run *run, int d, mb_post *p, int64_t tag, cl_event *ev)
{
    int failed;
    cl_int err = CL_SUCCESS;
    *ev = NULL;
    pthread_mutex_lock(&run->lock);
    while (p->tag < tag && !run->failed)
        pthread_cond_wait(&run->cond, &run->lock);
    failed = run->failed;
    if (!failed && p->ev && (err = clRetainEvent(p->ev)) == CL_SUCCESS)
        *ev = p->ev;
    pthread_mutex_unlock(&run->lock);
    return failed || mb_check(run, d, err, "clRetainEvent");
}

typedef struct mb_thread {
    mb_run *run;
    int dev;
    mb_body body;
    void *user;
} mb_thread;

/* A device thread: wait at the start gate, then run the body unless
 * starting the threads failed. */
static inline void *mb_thread_main(void *arg)
{
    mb_thread *t = (mb_thread *)arg;
    int go;
    pthread_mutex_lock(&t->run->lock);
    while (!t->run->open)
        pthread_cond_wait(&t->run->cond, &t->run->lock);
    /* Not !failed: a body that started first may have failed already;
     * the others see that themselves and stop. */
    go = t->run->go;
    pthread_mutex_unlock(&t->run->lock);
    if (go)
        t->body(t->run, t->dev, t->user);
    return NULL;
}

/* Run "body"(run, d, "user") for every device d of "run" at once, one
 * thread each, and join them.  The threads wait at a gate until all were
 * created, so that when one cannot be (and the others would wait for its
 * hand-offs) none starts.  Return 0, or 1 when a device failed. */
static inline int mb_run_devices(mb_run *run, mb_body body, void *user)
{
    mb_thread t[MB_MAX_DEVICES];
    pthread_t tid[MB_MAX_DEVICES];
    int d, made = 0, failed;
    for (d = 0; d < run->ndev; d++) {
        t[d].run = run;
        t[d].dev = d;
        t[d].body = body;
        t[d].user = user;
        if (pthread_create(&tid[d], NULL, mb_thread_main, &t[d]))
            break;
        made++;
    }
    pthread_mutex_lock(&run->lock);
    if (made < run->ndev) {
        fprintf(stderr, "%s: pthread_create failed for device %d\n", run->cl->prog, made);
        run->failed = 1;
    }
    run->go = made == run->ndev;
    run->open = 1;
    pthread_cond_broadcast(&run->cond);
    pthread_mutex_unlock(&run->lock);
    for (d = 0; d < made; d++)
        pthread_join(tid[d], NULL);
    pthread_mutex_lock(&run->lock);
    failed = run->failed;
    pthread_mutex_unlock(&run->lock);
    return failed;
}

/* Print a progress line for device 0's loop at "step" of "steps" when
 * MB_PROGRESS_SECONDS passed since "*last" (stderr only: stdout carries
 * the summary line alone). */
static inline void mb_progress(const mb_cl *cl, int64_t step, int64_t steps, double *last)
{
    double now = mb_now();
    if (now - *last < MB_PROGRESS_SECONDS)
        return;
    *last = now;
    fprintf(stderr, "%s: step %" PRId64 " of %" PRId64 "\n", cl->prog, step, steps);
}

/* ------------------------------------------------------------------ */
/* 5. Output: the summary line, --verify, --out                        */
/* ------------------------------------------------------------------ */

/* Print the one summary line of a run of "run" on stdout: "seconds" is the
 * wall time of the timed part, kernel_seconds the sum over devices of the
 * kernels' profiled times (CL_PROFILING_COMMAND_START to _END); verified 1
 * (bitwise equal to the sequential program), 0 (not) or -1 (not checked). */
static inline void mb_summary(const mb_run *run, const char *name, const char *variant, int64_t n, int64_t steps,
                              double seconds, int verified)
{
    uint64_t peak = 0, total = 0, h2d = 0, d2h = 0, kns = 0;
    int d;
    for (d = 0; d < run->ndev; d++) {
        const mb_dev *v = &run->dev[d];
        peak = v->alloc > peak ? v->alloc : peak;
        total += v->alloc;
        h2d += v->h2d;
        d2h += v->d2h;
        kns += v->kernel_ns;
    }
    printf("bbmm-manual name=%s variant=%s devices=%d n=%" PRId64 " steps=%" PRId64
           " seconds=%.6f kernel_seconds=%.6f alloc_peak_max=%" PRIu64 " alloc_total=%" PRIu64 " h2d=%" PRIu64
           " d2h=%" PRIu64 " d2d=0 verified=%d\n",
           name, variant, run->ndev, n, steps, seconds, (double)kns * 1e-9, peak, total, h2d, d2h, verified);
    fflush(stdout);
}

/* Compare the "count" arrays "got" with "ref" ("bytes" each, named
 * "names"); print the first difference of each that differs.  Return 1
 * when all are equal bit for bit, else 0. */
static inline int mb_compare(const char *prog, int count, const char *const *names, void *const *got,
                             void *const *ref, const size_t *bytes)
{
    int a, ok = 1;
    size_t i;
    for (a = 0; a < count; a++) {
        const unsigned char *g = (const unsigned char *)got[a], *r = (const unsigned char *)ref[a];
        if (!memcmp(g, r, bytes[a]))
            continue;
        for (i = 0; i < bytes[a] && g[i] == r[i]; i++)
            ;
        fprintf(stderr, "%s: array %s differs from the sequential program from byte %zu on\n", prog, names[a], i);
        ok = 0;
    }
    return ok;
}

/* Write the "count" arrays "arr" ("bytes" each) raw to "path", in order.
 * Return 0, or 1 after a message. */
static inline int mb_dump(const char *prog, const char *path, int count, void *const *arr, const size_t *bytes)
{
    FILE *f = fopen(path, "wb");
    int a, bad = !f;
    for (a = 0; a < count && !bad; a++)
        bad = fwrite(arr[a], 1, bytes[a], f) != bytes[a];
    if (f && fclose(f))
        bad = 1;
    if (bad)
        fprintf(stderr, "%s: cannot write %s: %s\n", prog, path, strerror(errno));
    return bad;
}

/* Copies of the "count" arrays "src" ("bytes" each) in "dst" (malloc'd;
 * the caller frees them with free).  Return 0, or 1 after a message
 * (nothing left allocated). */
static inline int mb_copies(const char *prog, int count, void *const *src, const size_t *bytes, void **dst)
{
    int a, b;
    for (a = 0; a < count; a++) {
        dst[a] = malloc(bytes[a] ? bytes[a] : 1);
        if (!dst[a]) {
            fprintf(stderr, "%s: out of host memory for the sequential copy (%zu bytes)\n", prog, bytes[a]);
            for (b = 0; b < a; b++)
                free(dst[b]);
            return 1;
        }
        memcpy(dst[a], src[a], bytes[a]);
    }
    return 0;
}

#endif
