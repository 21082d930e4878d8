/* cl_launch: the host cost of one kernel launch and what makes it, without
 * BBMM.
 *   cl_launch [NAME [LAUNCHES]]   (NAME: part of the platform name, default
 *                                  NVIDIA; LAUNCHES 4000)
 * One device, one in-order queue, a small kernel (64 Ki work-items, so the
 * device never bounds the loop: the queue is finished every 64 launches,
 * as a run's look-ahead window would).  Each variant enqueues the same
 * launches; printed is the host time per launch in microseconds:
 *   plain          no event, queue without profiling
 *   event          an event per launch, released at once
 *   profiling      ... on a queue created with CL_QUEUE_PROFILING_ENABLE
 *   16 args        ... and all 16 arguments set before each launch (a
 *                  generated nest of two arrays sets 16: 4 buffers, a
 *                  136-byte box table by value and a bind word per array,
 *                  the tile, the scalars)
 *   2 args         ... only the 2 arguments that change (the others set
 *                  once: what a replayed run would set)
 *   status         16 args and a status query of each launch's event
 *   profile query  ... and the two profiling queries of a kernel meter
 *   small          a kernel of 4 arguments (3 buffers and an int, 28 bytes:
 *                  what PolyBench/GPU's hand-written kernels take), no event
 *   small+event    ... with an event, released at once
 *   wide           a generated nest's shape: 4 arrays of 2 dimensions, each
 *                  4 buffers, a 136-byte box table and a 32-byte binding
 *                  by value, then a 104-byte tile and 4 scalars (29
 *                  arguments, 936 bytes; fdtd-2d's nests take 872), the 4
 *                  scalars set before each launch (a replayed run), no event
 *   compact        the same nest with every array in one box (BBMM_COMPACT,
 *                  prelude.h): per array its buffer and a 32-byte box, then
 *                  the tile and 4 scalars (13 arguments, 264 bytes), the 4
 *                  scalars set before each launch, no event
 * The differences between the rows are what each ingredient costs; "plain"
 * against "small", what the 16 arguments' 376 bytes cost a launch. */
#define _POSIX_C_SOURCE 200809L
#define CL_TARGET_OPENCL_VERSION 120
#include <CL/cl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define PROBE_NAME "cl_launch"
#include "probe.h"

static const char src[] =
    "typedef struct tab { long v[17]; } tab;\n"
    "kernel void work(global float *a0, global float *a1, global float *a2, global float *a3,\n"
    "                 const tab tab0, int bind0,\n"
    "                 global float *b0, global float *b1, global float *b2, global float *b3,\n"
    "                 const tab tab1, int bind1, long tile0, long tile1, long n, long k)\n"
    "{\n"
    "    long i = get_global_id(0);\n"
    "    if (i < n)\n"
    "        a0[i] = a0[i] * 0.5f + (float)(k + tab0.v[0] + tab1.v[16] + bind0 + bind1 + tile0 + tile1);\n"
    "}\n"
    "typedef struct wbx { long n; long lo[8]; long hi[8]; } wbx;\n"
    "typedef struct wbd { int b[8]; } wbd;\n"
    "typedef struct wkt { long n; long lo[3]; long hi[3]; long xlo[3]; long xhi[3]; } wkt;\n"
    "#define ARR(A) global float *A##0, global float *A##1, global float *A##2, global float *A##3, "
    "const wbx A##x, const wbd A##d\n"
    "kernel void wide(ARR(a), ARR(b), ARR(c), ARR(e), const wkt t, long s0, long s1, long s2, long s3)\n"
    "{\n"
    "    long i = get_global_id(0);\n"
    "    if (i < s0)\n"
    "        a0[i] = b0[i] * 0.5f + (float)(s1 + s2 + s3 + ax.n + bd.b[0] + t.n + cx.lo[0] + ed.b[1]);\n"
    "}\n"
    "typedef struct cbx { long lo[2]; long hi[2]; } cbx;\n"
    "#define CARR(A) global float *A##0, const cbx A##x\n"
    "kernel void compact(CARR(a), CARR(b), CARR(c), CARR(e), const wkt t, long s0, long s1, long s2, long s3)\n"
    "{\n"
    "    long i = get_global_id(0);\n"
    "    if (i < s0)\n"
    "        a0[i] = b0[i] * 0.5f + (float)(s1 + s2 + s3 + ax.lo[0] + t.n + cx.hi[1] + ex.lo[1]);\n"
    "}\n"
    "kernel void small(global float *a, global float *b, global float *c, int n)\n"
    "{\n"
    "    int i = get_global_id(0);\n"
    "    if (i < n)\n"
    "        a[i] = b[i] * 0.5f + c[i];\n"
    "}\n";

enum { NELEM = 65536, WINDOW = 64 };

static cl_context ctx;
static cl_device_id dev;
static cl_kernel kern, kern_small, kern_wide, kern_compact;
static cl_mem buf;
static cl_long tabv[17]; /* a box table, passed by value as the runtime does */

/* Set every argument (k: the step). */
static void args_all(long k)
{
    cl_long n = NELEM, kk = k, t0 = 0, t1 = 1;
    cl_int b0 = 0, b1 = 1;
    int i;
    for (i = 0; i < 4; i++) {
        die(clSetKernelArg(kern, (cl_uint)i, sizeof(cl_mem), &buf), "clSetKernelArg");
        die(clSetKernelArg(kern, (cl_uint)(6 + i), sizeof(cl_mem), &buf), "clSetKernelArg");
    }
    tabv[0] = k;
    die(clSetKernelArg(kern, 4, sizeof(tabv), tabv), "clSetKernelArg");
    die(clSetKernelArg(kern, 10, sizeof(tabv), tabv), "clSetKernelArg");
    die(clSetKernelArg(kern, 5, sizeof(b0), &b0), "clSetKernelArg");
    die(clSetKernelArg(kern, 11, sizeof(b1), &b1), "clSetKernelArg");
    die(clSetKernelArg(kern, 12, sizeof(t0), &t0), "clSetKernelArg");
    die(clSetKernelArg(kern, 13, sizeof(t1), &t1), "clSetKernelArg");
    die(clSetKernelArg(kern, 14, sizeof(n), &n), "clSetKernelArg");
    die(clSetKernelArg(kern, 15, sizeof(kk), &kk), "clSetKernelArg");
}

/* The variants, in the order of the table above. */
enum { PLAIN, EVENT, PROFILING, ARGS16, ARGS2, STATUS, PROFQ, SMALL, SMALLEV, WIDE, COMPACT, NVAR };
static const char *const names[NVAR] = {"plain", "event", "profiling", "16 args", "2 args", "status",
                                        "profile query", "small", "small+event", "wide", "compact"};

/* Microseconds of host time per launch of variant "v". */
static double run(int v, int launches)
{
    cl_int err;
    cl_command_queue q =
        clCreateCommandQueue(ctx, dev, v >= PROFILING && v < SMALL ? CL_QUEUE_PROFILING_ENABLE : 0, &err);
    cl_kernel k = v == COMPACT ? kern_compact : v == WIDE ? kern_wide : v >= SMALL ? kern_small : kern;
    size_t g = NELEM, l = 256;
    double t, spent = 0;
    int s;
    die(err, "clCreateCommandQueue");
    args_all(0);
    die(clFinish(q), "clFinish");
    for (s = 0; s < launches; s++) {
        cl_event ev = NULL;
        t = now();
        if (v == ARGS16 || v == STATUS || v == PROFQ) {
            args_all(s);
        } else if (v == WIDE || v == COMPACT) {
            cl_long sv[4] = {NELEM, s, 1, 2};
            int a;
            for (a = 0; a < 4; a++)
                die(clSetKernelArg(k, (cl_uint)((v == WIDE ? 25 : 9) + a), sizeof(cl_long), &sv[a]),
                    "clSetKernelArg");
        } else if (v == ARGS2) {
            cl_long kk = s, t0 = s & 7;
            die(clSetKernelArg(kern, 12, sizeof(t0), &t0), "clSetKernelArg");
            die(clSetKernelArg(kern, 15, sizeof(kk), &kk), "clSetKernelArg");
        }
        die(clEnqueueNDRangeKernel(q, k, 1, NULL, &g, &l, 0, NULL, v == PLAIN || v == SMALL || v >= WIDE ? NULL : &ev),
            "clEnqueueNDRangeKernel");
        if (v >= STATUS && v < SMALL) {
            cl_int st;
            die(clGetEventInfo(ev, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof(st), &st, NULL), "clGetEventInfo");
        }
        if (ev && v != PROFQ)
            clReleaseEvent(ev);
        spent += now() - t;
        if (v == PROFQ) { /* the meter reads it once it ran */
            cl_ulong a, b;
            die(clWaitForEvents(1, &ev), "clWaitForEvents");
            t = now();
            die(clGetEventProfilingInfo(ev, CL_PROFILING_COMMAND_START, sizeof(a), &a, NULL), "profiling");
            die(clGetEventProfilingInfo(ev, CL_PROFILING_COMMAND_END, sizeof(b), &b, NULL), "profiling");
            clReleaseEvent(ev);
            spent += now() - t;
        }
        if ((s + 1) % WINDOW == 0)
            die(clFinish(q), "clFinish");
    }
    die(clFinish(q), "clFinish");
    clReleaseCommandQueue(q);
    return spent * 1e6 / launches;
}

int main(int argc, char **argv)
{
    const char *want = argc > 1 ? argv[1] : "NVIDIA";
    int launches = argc > 2 ? atoi(argv[2]) : 4000, v, round;
    cl_platform_id plats[16];
    cl_uint np = 0, i;
    cl_int err;
    cl_program prog;
    const char *s = src;
    char name[256];
    double best[NVAR];
    die(clGetPlatformIDs(16, plats, &np), "clGetPlatformIDs");
    for (i = 0; i < np; i++) {
        clGetPlatformInfo(plats[i], CL_PLATFORM_NAME, sizeof(name), name, NULL);
        if (strstr(name, want) && clGetDeviceIDs(plats[i], CL_DEVICE_TYPE_ALL, 1, &dev, NULL) == CL_SUCCESS)
            break;
    }
    if (i == np) {
        fprintf(stderr, "cl_launch: no platform named '%s' with a device\n", want);
        return 1;
    }
    ctx = clCreateContext(NULL, 1, &dev, NULL, NULL, &err);
    die(err, "clCreateContext");
    prog = clCreateProgramWithSource(ctx, 1, &s, NULL, &err);
    die(err, "clCreateProgramWithSource");
    die(clBuildProgram(prog, 1, &dev, "", NULL, NULL), "clBuildProgram");
    kern = clCreateKernel(prog, "work", &err);
    die(err, "clCreateKernel");
    kern_small = clCreateKernel(prog, "small", &err);
    die(err, "clCreateKernel");
    kern_wide = clCreateKernel(prog, "wide", &err);
    die(err, "clCreateKernel");
    kern_compact = clCreateKernel(prog, "compact", &err);
    die(err, "clCreateKernel");
    buf = clCreateBuffer(ctx, CL_MEM_READ_WRITE, NELEM * sizeof(float), NULL, &err);
    die(err, "clCreateBuffer");
    {
        cl_int n = NELEM;
        for (v = 0; v < 3; v++)
            die(clSetKernelArg(kern_small, (cl_uint)v, sizeof(cl_mem), &buf), "clSetKernelArg");
        die(clSetKernelArg(kern_small, 3, sizeof(n), &n), "clSetKernelArg");
        {
            cl_long bxv[17] = {1}, ktv[13] = {1}, sv = NELEM;
            cl_int bdv[8] = {0};
            int a, j;
            for (a = 0; a < 4; a++) {
                for (j = 0; j < 4; j++)
                    die(clSetKernelArg(kern_wide, (cl_uint)(6 * a + j), sizeof(cl_mem), &buf), "clSetKernelArg");
                die(clSetKernelArg(kern_wide, (cl_uint)(6 * a + 4), sizeof(bxv), bxv), "clSetKernelArg");
                die(clSetKernelArg(kern_wide, (cl_uint)(6 * a + 5), sizeof(bdv), bdv), "clSetKernelArg");
            }
            die(clSetKernelArg(kern_wide, 24, sizeof(ktv), ktv), "clSetKernelArg");
            for (j = 25; j < 29; j++)
                die(clSetKernelArg(kern_wide, (cl_uint)j, sizeof(sv), &sv), "clSetKernelArg");
            for (a = 0; a < 4; a++) {
                cl_long cb[4] = {0, 0, NELEM, NELEM};
                die(clSetKernelArg(kern_compact, (cl_uint)(2 * a), sizeof(cl_mem), &buf), "clSetKernelArg");
                die(clSetKernelArg(kern_compact, (cl_uint)(2 * a + 1), sizeof(cb), cb), "clSetKernelArg");
            }
            die(clSetKernelArg(kern_compact, 8, sizeof(ktv), ktv), "clSetKernelArg");
            for (j = 9; j < 13; j++)
                die(clSetKernelArg(kern_compact, (cl_uint)j, sizeof(sv), &sv), "clSetKernelArg");
        }
    }
    for (v = 0; v < NVAR; v++)
        best[v] = 1e30;
    for (round = 0; round < 3; round++) /* interleaved rounds, the best of each */
        for (v = 0; v < NVAR; v++) {
            double us = run(v, launches);
            if (us < best[v])
                best[v] = us;
        }
    printf("cl_launch: %s, %d launches per variant, best of 3 interleaved rounds\n", name, launches);
    for (v = 0; v < NVAR; v++)
        printf("  %-14s %8.2f us/launch\n", names[v], best[v]);
    clReleaseMemObject(buf);
    clReleaseKernel(kern);
    clReleaseKernel(kern_small);
    clReleaseKernel(kern_wide);
    clReleaseKernel(kern_compact);
    clReleaseProgram(prog);
    clReleaseContext(ctx);
    return 0;
}
