/* cl_firstcopy: what the first small copies between a device and ordinary
 * (pageable) host memory cost in a fresh OpenCL context, without BBMM.
 *   cl_firstcopy MODE [NAME]   (NAME: part of the platform name, default
 *                               NVIDIA)
 * A 16 MiB buffer is written from malloc'd memory (as a region's first
 * read-in is), then 5,200 bytes (a PolyBench LARGE vector) are read back
 * into malloc'd memory, twice, each timed on the host from the call to
 * the end of the copy.  MODE picks how the reads are made:
 *   blocking     clEnqueueReadBuffer with CL_TRUE
 *   async        CL_FALSE and an event, then clWaitForEvents
 *   pinned       CL_FALSE into a 256 KiB pinned buffer (CL_MEM_ALLOC_HOST_PTR,
 *                mapped; its creation timed apart), then memcpy
 * Run each mode in a process of its own: the first copy's cost belongs to
 * the context.  Printed: microseconds of the write, of each read, and of
 * making the pinned buffer. */
#define _POSIX_C_SOURCE 200809L
#define CL_TARGET_OPENCL_VERSION 120
#include <CL/cl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define PROBE_NAME "cl_firstcopy"
#include "probe.h"

int main(int argc, char **argv)
{
    const char *mode = argc > 1 ? argv[1] : "blocking", *want = argc > 2 ? argv[2] : "NVIDIA";
    enum { BIG = 16 << 20, SMALL = 5200, PIN = 256 << 10 };
    cl_platform_id plats[8], plat = NULL;
    cl_uint np = 0, i;
    cl_device_id dev;
    cl_int err;
    cl_context cx;
    cl_command_queue q;
    cl_mem big, pin = NULL;
    char name[256], *host = malloc(BIG), *out = malloc(SMALL), *pp = NULL;
    double t, tw, tr[2], tp = 0;
    int r;
    if (!host || !out)
        return 1;
    memset(host, 1, BIG);
    memset(out, 0, SMALL);
    die(clGetPlatformIDs(8, plats, &np), "clGetPlatformIDs");
    for (i = 0; i < np && !plat; i++) {
        clGetPlatformInfo(plats[i], CL_PLATFORM_NAME, sizeof(name), name, NULL);
        if (strstr(name, want))
            plat = plats[i];
    }
    if (!plat) {
        fprintf(stderr, "%s: no platform named %s\n", PROBE_NAME, want);
        return 1;
    }
    die(clGetDeviceIDs(plat, CL_DEVICE_TYPE_ALL, 1, &dev, NULL), "clGetDeviceIDs");
    cx = clCreateContext(NULL, 1, &dev, NULL, NULL, &err);
    die(err, "clCreateContext");
    q = clCreateCommandQueue(cx, dev, 0, &err);
    die(err, "clCreateCommandQueue");
    big = clCreateBuffer(cx, CL_MEM_READ_WRITE, BIG, NULL, &err);
    die(err, "clCreateBuffer");
    t = now();
    die(clEnqueueWriteBuffer(q, big, CL_TRUE, 0, BIG, host, 0, NULL, NULL), "clEnqueueWriteBuffer");
    tw = now() - t;
    if (!strcmp(mode, "pinned")) {
        t = now();
        pin = clCreateBuffer(cx, CL_MEM_ALLOC_HOST_PTR | CL_MEM_READ_WRITE, PIN, NULL, &err);
        die(err, "clCreateBuffer (pinned)");
        pp = clEnqueueMapBuffer(q, pin, CL_TRUE, CL_MAP_READ | CL_MAP_WRITE, 0, PIN, 0, NULL, NULL, &err);
        die(err, "clEnqueueMapBuffer");
        tp = now() - t;
    }
    for (r = 0; r < 2; r++) {
        cl_event ev;
        t = now();
        if (!strcmp(mode, "blocking")) {
            die(clEnqueueReadBuffer(q, big, CL_TRUE, 0, SMALL, out, 0, NULL, NULL), "clEnqueueReadBuffer");
        } else {
            die(clEnqueueReadBuffer(q, big, CL_FALSE, 0, SMALL, pp ? pp : out, 0, NULL, &ev), "clEnqueueReadBuffer");
            die(clWaitForEvents(1, &ev), "clWaitForEvents");
            clReleaseEvent(ev);
            if (pp)
                memcpy(out, pp, SMALL);
        }
        tr[r] = now() - t;
    }
    printf("%s %-8s write 16 MiB %8.1f us  first read %8.1f us  second read %6.1f us  pinning 256 KiB %8.1f us  (%d)\n",
           PROBE_NAME, mode, tw * 1e6, tr[0] * 1e6, tr[1] * 1e6, tp * 1e6, out[SMALL - 1]);
    if (pin) {
        clEnqueueUnmapMemObject(q, pin, pp, 0, NULL, NULL);
        clFinish(q);
        clReleaseMemObject(pin);
    }
    clReleaseMemObject(big);
    clReleaseCommandQueue(q);
    clReleaseContext(cx);
    free(host);
    free(out);
    return 0;
}
