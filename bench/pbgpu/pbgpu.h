/* pbgpu.h: forced into every PolyBench/GPU host program that
 * bench/polybench-gpu.sh builds (cc -include).  The programs are patched
 * by host.awk to call these instead of their own platform choice and
 * timer; see bench/polybench-gpu.sh. */
#ifndef PBGPU_H
#define PBGPU_H
#define CL_TARGET_OPENCL_VERSION 120
#define CL_USE_DEPRECATED_OPENCL_1_1_APIS
#include <CL/cl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* The platform whose name contains $PBGPU_PLATFORM; without it, the first
 * platform that has a GPU device, else the first platform.  Replaces the
 * programs' clGetPlatformIDs(1, ...) (platform 0, whatever it is). */
static cl_int pbgpu_platform(cl_platform_id *chosen, cl_uint *count)
{
    cl_platform_id ids[32];
    cl_uint n = 0, i, nd;
    char name[256];
    const char *want = getenv("PBGPU_PLATFORM");
    if (clGetPlatformIDs(32, ids, &n) != CL_SUCCESS || n == 0) {
        fprintf(stderr, "pbgpu: no OpenCL platform\n");
        exit(3);
    }
    if (n > 32) n = 32;
    *count = n;
    for (i = 0; i < n; i++) {
        name[0] = 0;
        clGetPlatformInfo(ids[i], CL_PLATFORM_NAME, sizeof name, name, NULL);
        if (want && *want) {
            if (strstr(name, want)) { *chosen = ids[i]; return CL_SUCCESS; }
        } else if (clGetDeviceIDs(ids[i], CL_DEVICE_TYPE_GPU, 0, NULL, &nd) == CL_SUCCESS && nd > 0) {
            *chosen = ids[i];
            return CL_SUCCESS;
        }
    }
    if (want && *want) {
        fprintf(stderr, "pbgpu: no OpenCL platform named like '%s'\n", want);
        exit(3);
    }
    *chosen = ids[0];
    return CL_SUCCESS;
}

/* The measured part: buffers created and written, kernels, results read
 * back (the last read is blocking).  Start-up (platform, context, queue,
 * program build) is before pbgpu_start(), the CPU reference after
 * pbgpu_stop(). */
static struct timespec pbgpu_t0;
static void pbgpu_start(void)
{
    clock_gettime(CLOCK_MONOTONIC, &pbgpu_t0);
}
static void pbgpu_stop(void)
{
    struct timespec t1;
    clock_gettime(CLOCK_MONOTONIC, &t1);
    printf("PBGPU seconds (writes, kernels, reads): %.6f\n",
           (double)(t1.tv_sec - pbgpu_t0.tv_sec) + (t1.tv_nsec - pbgpu_t0.tv_nsec) / 1e9);
    fflush(stdout);
}
#endif
