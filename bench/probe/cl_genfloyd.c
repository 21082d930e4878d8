/* cl_genfloyd: bbmm-pp's floyd-warshall kernel as generated, and variants
 * of it, without the runtime.
 *   cl_genfloyd [NAME [N [STEPS]]]   (NAME: part of the platform name,
 *                                     default NVIDIA; N 8192; STEPS N)
 * Runs steps k = 0 .. STEPS-1 of samples/regions/floyd.c's step on an N x N
 * float matrix (one device, one box holding the whole matrix, the variant
 * the runtime picks for it: BBMM_INDEX32, BBMM_ONE_BOX, 4 consecutive
 * points per work-item) and prints the time per step of:
 *   generated     the kernel bbmm-pp writes (its text, with the prelude of
 *                 include/bbmm/prelude.h), in work-groups of several shapes
 *                 (columns x rows)
 *   hoisted       the same with the read of path[i][k], which does not
 *                 depend on the coarsened index j, taken once per
 *                 work-item, at its first use
 *   float4        bench/manual/floyd.c's kernel (a float4 per work-item,
 *                 path[i][k] once, stores of improvements only)
 * Every result is compared with the first's (memcmp); each shape runs
 * twice, the second timed with the host clock around clFinish. */
#define _POSIX_C_SOURCE 200809L
#define CL_TARGET_OPENCL_VERSION 120
#include <CL/cl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define PROBE_NAME "cl_genfloyd"
#include "probe.h"

#include "bbmm/prelude.h"

static const char kernels[] =
    "kernel void generated(BBMM_ARRAY_PARAM(float, path, 2), const bbmm_ktile bbmm_tile, long bbmm_p_n,\n"
    "                      long bbmm_h_k)\n"
    "{\n"
    "    BBMM_ITEMS_BEGIN\n"
    "    if (!BBMM_IN_TILEC2(bbmm_tile)) BBMM_SKIP;\n"
    "    const int n = (int)bbmm_p_n;\n"
    "    const int k = (int)bbmm_h_k;\n"
    "    const int i = (int)BBMM_TILE_IDC_N(bbmm_tile, 2, 0);\n"
    "    const int j = (int)BBMM_TILE_IDC_N(bbmm_tile, 2, 1);\n"
    "    if (((i != k) && (j != k)))\n"
    "        if (((BBMM_BREF2(path, 0, 0, (i), (k)) + BBMM_BREF2(path, 0, 1, (k), (j))) < "
    "BBMM_BREF2(path, 0, 2, (i), (j)))) BBMM_BREF2(path, 0, 2, (i), (j)) = ((float)((BBMM_BREF2(path, 0, 0, "
    "(i), (k)) + BBMM_BREF2(path, 0, 1, (k), (j)))));\n"
    "    BBMM_ITEMS_END\n"
    "}\n"
    "#define V0 (v0_ok ? v0 : (v0_ok = 1, v0 = BBMM_BREF2(path, 0, 0, (i), (k))))\n"
    "kernel void hoisted(BBMM_ARRAY_PARAM(float, path, 2), const bbmm_ktile bbmm_tile, long bbmm_p_n,\n"
    "                    long bbmm_h_k)\n"
    "{\n"
    "    float v0 = 0.0f;\n"
    "    int v0_ok = 0;\n"
    "    BBMM_ITEMS_BEGIN\n"
    "    if (!BBMM_IN_TILEC2(bbmm_tile)) BBMM_SKIP;\n"
    "    const int n = (int)bbmm_p_n;\n"
    "    const int k = (int)bbmm_h_k;\n"
    "    const int i = (int)BBMM_TILE_IDC_N(bbmm_tile, 2, 0);\n"
    "    const int j = (int)BBMM_TILE_IDC_N(bbmm_tile, 2, 1);\n"
    "    if (((i != k) && (j != k)))\n"
    "        if (((V0 + BBMM_BREF2(path, 0, 1, (k), (j))) < BBMM_BREF2(path, 0, 2, (i), (j)))) "
    "BBMM_BREF2(path, 0, 2, (i), (j)) = ((float)((V0 + BBMM_BREF2(path, 0, 1, (k), (j)))));\n"
    "    BBMM_ITEMS_END\n"
    "}\n"
    "kernel void vec(global float *p, long n, long k)\n"
    "{\n"
    "    long j = (long)get_global_id(0) * 4, i = get_global_id(1);\n"
    "    if (i >= n || j >= n || i == k)\n"
    "        return;\n"
    "    global float *ri = p + i * n;\n"
    "    float ik = ri[k];\n"
    "    float4 old = vload4(0, ri + j), via = ik + vload4(0, p + k * n + j);\n"
    "    if (via.s0 < old.s0 && j != k) ri[j] = via.s0;\n"
    "    if (via.s1 < old.s1 && j + 1 != k) ri[j + 1] = via.s1;\n"
    "    if (via.s2 < old.s2 && j + 2 != k) ri[j + 2] = via.s2;\n"
    "    if (via.s3 < old.s3 && j + 3 != k) ri[j + 3] = via.s3;\n"
    "}\n";

/* Host images of the prelude's by-value structs (all fields 64-bit): a
 * one-box launch takes its box alone (BBMM_COMPACT). */
typedef struct {
    int64_t lo[2], hi[2];
} kboxes2;
typedef struct {
    int64_t n, lo[3], hi[3], xlo[3], xhi[3];
} ktile;

typedef struct shape {
    const char *label, *kernel;
    size_t lx, ly;
} shape;

int main(int argc, char **argv)
{
    static const shape shapes[] = {
        {"generated 32x8", "generated", 32, 8},   {"generated 16x16", "generated", 16, 16},
        {"generated 64x4", "generated", 64, 4},   {"generated 8x32", "generated", 8, 32},
        {"generated 16x32", "generated", 16, 32}, {"generated 32x16", "generated", 32, 16},
        {"generated 8x64", "generated", 8, 64},   {"generated 16x8", "generated", 16, 8},
        {"generated 8x16", "generated", 8, 16},   {"hoisted 32x8", "hoisted", 32, 8},
        {"hoisted 16x16", "hoisted", 16, 16},     {"float4 32x8", "vec", 32, 8},
        {"float4 64x4", "vec", 64, 4},            {"float4 16x16", "vec", 16, 16},
    };
    static const char opts[] = "-DBBMM_INDEX32 -DBBMM_ONE_BOX -DBBMM_COARSEN=4";
    const char *name = argc > 1 ? argv[1] : "NVIDIA";
    long n = argc > 2 ? atol(argv[2]) : 8192, steps = argc > 3 ? atol(argv[3]) : n;
    const char *text[2] = {BBMM_KERNEL_PRELUDE, kernels};
    cl_device_id ids[2];
    char pn[256];
    cl_context ctx;
    cl_program prog;
    cl_command_queue q;
    cl_mem buf;
    cl_int err;
    size_t bytes, x, s;
    float *h, *ref = NULL, *got;
    kboxes2 bx;
    ktile tile;
    if (n < 256 || n % 256 || steps < 1 || steps > n) {
        fprintf(stderr, "usage: cl_genfloyd [NAME [N (a multiple of 256) [STEPS (1..N)]]]\n");
        return 2;
    }
    bytes = (size_t)n * (size_t)n * sizeof(float);
    if (!probe_open(name, "kernel void nothing(void) {}", ids, pn, sizeof(pn), &ctx, &prog))
        return 1;
    clReleaseProgram(prog);
    prog = clCreateProgramWithSource(ctx, 2, text, NULL, &err);
    die(err, "clCreateProgramWithSource");
    if (clBuildProgram(prog, 1, ids, opts, NULL, NULL) != CL_SUCCESS) {
        static char log[1 << 16];
        clGetProgramBuildInfo(prog, ids[0], CL_PROGRAM_BUILD_LOG, sizeof(log) - 1, log, NULL);
        fprintf(stderr, "cl_genfloyd: build failed:\n%s\n", log);
        return 1;
    }
    q = clCreateCommandQueue(ctx, ids[0], 0, &err);
    die(err, "clCreateCommandQueue");
    h = (float *)malloc(bytes);
    got = (float *)malloc(bytes);
    if (!h || !got)
        return 1;
    srand(1);
    for (x = 0; x < (size_t)n * (size_t)n; x++)
        h[x] = x % ((size_t)n + 1) == 0 ? 0.0f : (float)(rand() % 1000 + 1);
    buf = clCreateBuffer(ctx, CL_MEM_READ_WRITE, bytes, NULL, &err);
    die(err, "clCreateBuffer");
    memset(&bx, 0, sizeof(bx));
    memset(&tile, 0, sizeof(tile));
    bx.hi[0] = bx.hi[1] = n - 1;
    tile.n = 2;
    tile.hi[0] = tile.hi[1] = n - 1;
    tile.xlo[0] = tile.xlo[1] = 1; /* no hole */
    printf("%s: floyd-warshall's generated step, N = %ld, %ld steps: microseconds per step\n", pn, n, steps);
    for (s = 0; s < sizeof(shapes) / sizeof(shapes[0]); s++) {
        const shape *sh = &shapes[s];
        cl_kernel kern = clCreateKernel(prog, sh->kernel, &err);
        size_t global[2] = {(size_t)n / 4, (size_t)n}, local[2] = {sh->lx, sh->ly};
        int vec = !strcmp(sh->kernel, "vec"), rep;
        long k;
        double t = 0;
        die(err, "clCreateKernel");
        for (rep = 0; rep < 2; rep++) {
            double t0;
            die(clEnqueueWriteBuffer(q, buf, CL_TRUE, 0, bytes, h, 0, NULL, NULL), "clEnqueueWriteBuffer");
            if (vec) {
                die(clSetKernelArg(kern, 0, sizeof(cl_mem), &buf), "clSetKernelArg");
                die(clSetKernelArg(kern, 1, sizeof(long), &n), "clSetKernelArg");
            } else {
                die(clSetKernelArg(kern, 0, sizeof(cl_mem), &buf), "clSetKernelArg");
                die(clSetKernelArg(kern, 1, sizeof(bx), &bx), "clSetKernelArg");
                die(clSetKernelArg(kern, 2, sizeof(tile), &tile), "clSetKernelArg");
                die(clSetKernelArg(kern, 3, sizeof(long), &n), "clSetKernelArg");
            }
            die(clFinish(q), "clFinish");
            t0 = now();
            for (k = 0; k < steps; k++) {
                die(clSetKernelArg(kern, vec ? 2 : 4, sizeof(long), &k), "clSetKernelArg");
                die(clEnqueueNDRangeKernel(q, kern, 2, NULL, global, local, 0, NULL, NULL), "launch");
            }
            die(clFinish(q), "clFinish");
            t = now() - t0;
        }
        die(clEnqueueReadBuffer(q, buf, CL_TRUE, 0, bytes, got, 0, NULL, NULL), "clEnqueueReadBuffer");
        printf("  %-18s %8.1f%s\n", sh->label, t / (double)steps * 1e6, ref && memcmp(ref, got, bytes) ? "  MISMATCH" : "");
        if (!ref) {
            ref = got;
            got = (float *)malloc(bytes);
            if (!got)
                return 1;
        }
        clReleaseKernel(kern);
    }
    clReleaseMemObject(buf);
    clReleaseCommandQueue(q);
    clReleaseProgram(prog);
    clReleaseContext(ctx);
    free(h);
    free(ref);
    free(got);
    return 0;
}
