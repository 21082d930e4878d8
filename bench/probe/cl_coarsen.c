/* cl_coarsen: floyd-warshall's step by points per work-item, without BBMM.
 *   cl_coarsen [NAME [N [STEPS]]]   (NAME: part of the platform name,
 *                                    default NVIDIA; N 8192; STEPS 200)
 * Runs steps k = 0 .. STEPS-1 of floyd-warshall on an N x N float matrix
 * (one device, the whole matrix, 32 x 8 work-groups unless said) and
 * prints the time per step of each kernel shape:
 *   1 point          one element per work-item (bench/manual/floyd.c's kernel)
 *   C consecutive    C consecutive elements of a row per work-item, scalar
 *                    code, each tested against the row's end (bbmm-pp's
 *                    coarsened kernels: BBMM_COARSEN = C)
 *   4 consecutive+1  the same, the matrix one float off 16-byte alignment
 *                    (a box's elements start anywhere in its buffer)
 *   float4           vload4 / one vector per work-item (hand-vectorised)
 *   4 cons. 128x2    4 consecutive in work-groups of 2 rows of 128
 * and a plain copy and read of the matrix (the memory's bandwidth).  Every
 * shape's result is compared with the first's (memcmp); each runs twice,
 * the second timed with the host clock around clFinish. */
#define _POSIX_C_SOURCE 200809L
#define CL_TARGET_OPENCL_VERSION 120
#include <CL/cl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define PROBE_NAME "cl_coarsen"
#include "probe.h"

static const char src[] =
    "#pragma OPENCL FP_CONTRACT OFF\n"
    "kernel void one(global float *p, int n, int k, int off)\n"
    "{\n"
    "    int j = get_global_id(0), i = get_global_id(1);\n"
    "    p += off;\n"
    "    if (i < n && j < n && p[i * n + k] + p[k * n + j] < p[i * n + j])\n"
    "        p[i * n + j] = p[i * n + k] + p[k * n + j];\n"
    "}\n"
    "kernel void cons(global float *p, int n, int k, int off)\n"
    "{\n"
    "    int j0 = get_global_id(0) * C, i = get_global_id(1);\n"
    "    p += off;\n"
    "    if (i >= n)\n"
    "        return;\n"
    "    _Pragma(\"unroll\") for (int c = 0; c < C; c++) {\n"
    "        int j = j0 + c;\n"
    "        if (j < n && p[i * n + k] + p[k * n + j] < p[i * n + j])\n"
    "            p[i * n + j] = p[i * n + k] + p[k * n + j];\n"
    "    }\n"
    "}\n"
    "kernel void strd(global float *p, int n, int k, int off)\n"
    "{\n"
    "    int l = get_local_size(0), j0 = get_group_id(0) * l * C + get_local_id(0), i = get_global_id(1);\n"
    "    p += off;\n"
    "    if (i >= n)\n"
    "        return;\n"
    "    _Pragma(\"unroll\") for (int c = 0; c < C; c++) {\n"
    "        int j = j0 + c * l;\n"
    "        if (j < n && p[i * n + k] + p[k * n + j] < p[i * n + j])\n"
    "            p[i * n + j] = p[i * n + k] + p[k * n + j];\n"
    "    }\n"
    "}\n"
    "/* a 5-point stencil writing every element (heat-2d's shape): S 0 one\n"
    "   point, 1 C consecutive, 2 C strided by the group's width */\n"
    "kernel void sten(global const float *a, global float *b, int n, int s)\n"
    "{\n"
    "    int l = get_local_size(0), i = get_global_id(1);\n"
    "    int c0 = s == 0 ? get_global_id(0) : s == 1 ? get_global_id(0) * C : get_group_id(0) * l * C + get_local_id(0);\n"
    "    if (i < 1 || i >= n - 1)\n"
    "        return;\n"
    "    _Pragma(\"unroll\") for (int c = 0; c < (s ? C : 1); c++) {\n"
    "        int j = c0 + (s == 2 ? c * l : c);\n"
    "        if (j >= 1 && j < n - 1)\n"
    "            b[i * n + j] = 0.2f * (a[i * n + j] + a[i * n + j - 1] + a[i * n + j + 1] + a[(i - 1) * n + j] +\n"
    "                                   a[(i + 1) * n + j]);\n"
    "    }\n"
    "}\n"
    "kernel void vec(global float *p, int n, int k, int off)\n"
    "{\n"
    "    int j = get_global_id(0) * 4, i = get_global_id(1);\n"
    "    p += off;\n"
    "    if (i >= n || j >= n)\n"
    "        return;\n"
    "    float a = p[i * n + k];\n"
    "    float4 v = a + vload4(0, p + k * n + j), x = vload4(0, p + i * n + j);\n"
    "    if (v.s0 < x.s0) p[i * n + j] = v.s0;\n"
    "    if (v.s1 < x.s1) p[i * n + j + 1] = v.s1;\n"
    "    if (v.s2 < x.s2) p[i * n + j + 2] = v.s2;\n"
    "    if (v.s3 < x.s3) p[i * n + j + 3] = v.s3;\n"
    "}\n"
    "kernel void copy(global const float *p, global float *q)\n"
    "{\n"
    "    size_t x = get_global_id(0) + get_global_id(1) * get_global_size(0);\n"
    "    q[x] = p[x];\n"
    "}\n"
    "kernel void rd(global const float *p, global float *q)\n"
    "{\n"
    "    size_t x = get_global_id(0) + get_global_id(1) * get_global_size(0);\n"
    "    if (p[x] < -1.0f)\n"
    "        q[x] = p[x];\n"
    "}\n";

/* Seconds of "steps" launches of "kern" (the second of two rounds). */
static double time_steps(cl_command_queue q, cl_kernel kern, const size_t *global, const size_t *local, int steps)
{
    double t = 0, t0;
    int rep, k;
    for (rep = 0; rep < 2; rep++) {
        die(clFinish(q), "clFinish");
        t0 = now();
        for (k = 0; k < steps; k++)
            die(clEnqueueNDRangeKernel(q, kern, 2, NULL, global, local, 0, NULL, NULL), "launch");
        die(clFinish(q), "clFinish");
        t = now() - t0;
    }
    return t;
}

/* One kernel shape: its kernel ("one", "cons" built with -DC=c, "vec"),
 * points per work-item, float offset, work-group. */
typedef struct shape {
    const char *label, *kernel;
    int c, off;
    size_t lx, ly;
} shape;

int main(int argc, char **argv)
{
    static const shape shapes[] = {
        {"1 point", "one", 1, 0, 32, 8},         {"2 consecutive", "cons", 2, 0, 32, 8},
        {"4 consecutive", "cons", 4, 0, 32, 8},  {"8 consecutive", "cons", 8, 0, 32, 8},
        {"4 consecutive+1", "cons", 4, 1, 32, 8}, {"float4", "vec", 4, 0, 32, 8},
        {"4 cons. 128x2", "cons", 4, 0, 128, 2}, {"4 strided", "strd", 4, 0, 32, 8},
        {"4 strided 128x2", "strd", 4, 0, 128, 2}, {"2 strided", "strd", 2, 0, 32, 8},
    };
    const char *name = argc > 1 ? argv[1] : "NVIDIA";
    int n = argc > 2 ? atoi(argv[2]) : 8192, steps = argc > 3 ? atoi(argv[3]) : 200;
    cl_platform_id pl[16], p = NULL;
    cl_uint np = 0, i;
    cl_device_id dev;
    cl_context ctx;
    cl_command_queue q;
    cl_program prog[9] = {NULL};
    cl_mem buf, out;
    cl_int err;
    size_t bytes = (size_t)n * (size_t)n * sizeof(float), x, s;
    float *h, *ref = NULL, *got;
    int rep, k;
    if (n < 512 || n % 512 || steps < 1 || steps > n) {
        fprintf(stderr, "usage: cl_coarsen [NAME [N (a multiple of 512) [STEPS (1..N)]]]\n");
        return 2;
    }
    die(clGetPlatformIDs(16, pl, &np), "clGetPlatformIDs");
    for (i = 0; i < np && !p; i++) {
        char pn[256] = "";
        clGetPlatformInfo(pl[i], CL_PLATFORM_NAME, sizeof(pn), pn, NULL);
        if (strstr(pn, name))
            p = pl[i];
    }
    if (!p) {
        fprintf(stderr, "cl_coarsen: no platform named like %s\n", name);
        return 1;
    }
    die(clGetDeviceIDs(p, CL_DEVICE_TYPE_ALL, 1, &dev, NULL), "clGetDeviceIDs");
    ctx = clCreateContext(NULL, 1, &dev, NULL, NULL, &err);
    die(err, "clCreateContext");
    q = clCreateCommandQueue(ctx, dev, 0, &err);
    die(err, "clCreateCommandQueue");
    for (s = 0; s < 9; s++) {
        const char *text = src;
        char opts[32];
        if (s != 1 && s != 2 && s != 4 && s != 8)
            continue;
        snprintf(opts, sizeof(opts), "-DC=%zu", s);
        prog[s] = clCreateProgramWithSource(ctx, 1, &text, NULL, &err);
        die(err, "clCreateProgramWithSource");
        die(clBuildProgram(prog[s], 1, &dev, opts, NULL, NULL), "clBuildProgram");
    }
    h = (float *)malloc(bytes);
    got = (float *)malloc(bytes);
    if (!h || !got)
        return 1;
    srand(1);
    for (x = 0; x < (size_t)n * (size_t)n; x++)
        h[x] = x % ((size_t)n + 1) == 0 ? 0.0f : (float)(rand() % 1000 + 1);
    buf = clCreateBuffer(ctx, CL_MEM_READ_WRITE, bytes + 64, NULL, &err);
    die(err, "clCreateBuffer");
    out = clCreateBuffer(ctx, CL_MEM_READ_WRITE, bytes, NULL, &err);
    die(err, "clCreateBuffer");
    printf("floyd-warshall step, N = %d, %d steps: microseconds per step\n", n, steps);
    for (s = 0; s < sizeof(shapes) / sizeof(shapes[0]); s++) {
        const shape *sh = &shapes[s];
        cl_kernel kern = clCreateKernel(prog[sh->kernel[0] == 'c' || sh->kernel[0] == 's' ? sh->c : 1], sh->kernel, &err);
        size_t global[2] = {(size_t)n / (size_t)sh->c, (size_t)n}, local[2] = {sh->lx, sh->ly};
        double t = 0;
        die(err, "clCreateKernel");
        for (rep = 0; rep < 2; rep++) {
            double t0;
            die(clEnqueueWriteBuffer(q, buf, CL_TRUE, (size_t)sh->off * sizeof(float), bytes, h, 0, NULL, NULL),
                "clEnqueueWriteBuffer");
            die(clSetKernelArg(kern, 0, sizeof(cl_mem), &buf), "clSetKernelArg");
            die(clSetKernelArg(kern, 1, sizeof(int), &n), "clSetKernelArg");
            die(clSetKernelArg(kern, 3, sizeof(int), &sh->off), "clSetKernelArg");
            die(clFinish(q), "clFinish");
            t0 = now();
            for (k = 0; k < steps; k++) {
                die(clSetKernelArg(kern, 2, sizeof(int), &k), "clSetKernelArg");
                die(clEnqueueNDRangeKernel(q, kern, 2, NULL, global, local, 0, NULL, NULL), "launch");
            }
            die(clFinish(q), "clFinish");
            t = now() - t0;
        }
        die(clEnqueueReadBuffer(q, buf, CL_TRUE, (size_t)sh->off * sizeof(float), bytes, got, 0, NULL, NULL),
            "clEnqueueReadBuffer");
        printf("  %-16s %8.1f%s\n", sh->label, t / steps * 1e6, ref && memcmp(ref, got, bytes) ? "  MISMATCH" : "");
        if (!ref) {
            ref = got;
            got = (float *)malloc(bytes);
            if (!got)
                return 1;
        }
        clReleaseKernel(kern);
    }
    printf("5-point stencil writing every element, N = %d: microseconds per sweep\n", n);
    for (s = 0; s < 5; s++) {
        static const int form[5] = {0, 1, 2, 1, 2}, pts[5] = {1, 4, 4, 2, 2};
        static const char *const label[5] = {"1 point", "4 consecutive", "4 strided", "2 consecutive", "2 strided"};
        cl_kernel kern = clCreateKernel(prog[pts[s]], "sten", &err);
        size_t global[2] = {(size_t)n / (size_t)pts[s], (size_t)n}, local[2] = {32, 8};
        double t;
        die(err, "clCreateKernel");
        die(clSetKernelArg(kern, 0, sizeof(cl_mem), &buf), "clSetKernelArg");
        die(clSetKernelArg(kern, 1, sizeof(cl_mem), &out), "clSetKernelArg");
        die(clSetKernelArg(kern, 2, sizeof(int), &n), "clSetKernelArg");
        die(clSetKernelArg(kern, 3, sizeof(int), &form[s]), "clSetKernelArg");
        t = time_steps(q, kern, global, local, steps);
        die(clEnqueueReadBuffer(q, out, CL_TRUE, 0, bytes, got, 0, NULL, NULL), "clEnqueueReadBuffer");
        if (!s)
            memcpy(ref, got, bytes);
        printf("  %-16s %8.1f%s\n", label[s], t / steps * 1e6, memcmp(ref, got, bytes) ? "  MISMATCH" : "");
        clReleaseKernel(kern);
    }
    for (s = 0; s < 2; s++) {
        cl_kernel kern = clCreateKernel(prog[1], s ? "rd" : "copy", &err);
        size_t global[2] = {(size_t)n, (size_t)n}, local[2] = {256, 1};
        double t;
        die(err, "clCreateKernel");
        die(clSetKernelArg(kern, 0, sizeof(cl_mem), &buf), "clSetKernelArg");
        die(clSetKernelArg(kern, 1, sizeof(cl_mem), &out), "clSetKernelArg");
        t = time_steps(q, kern, global, local, steps);
        printf("  %-16s %8.1f  (%.2f TB/s)\n", s ? "read" : "copy", t / steps * 1e6,
               (s ? 1.0 : 2.0) * (double)bytes * steps / t / 1e12);
        clReleaseKernel(kern);
    }
    for (s = 0; s < 9; s++)
        if (prog[s])
            clReleaseProgram(prog[s]);
    clReleaseMemObject(buf);
    clReleaseMemObject(out);
    clReleaseCommandQueue(q);
    clReleaseContext(ctx);
    free(h);
    free(ref);
    free(got);
    return 0;
}
