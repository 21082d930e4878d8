/* cl_startup: where an OpenCL program's start-up goes, without BBMM.
 *   cl_startup [NAME]   (NAME: a part of the platform name, default NVIDIA)
 * Times clGetPlatformIDs (the ICD loader loading every vendor library,
 * the driver initialising), then per mode: one context on the first GPU,
 * one context on all of them, one context per GPU made one after the
 * other, and one per GPU made in threads at once (is the driver's work
 * per device serialised?).  Each context gets a queue, a buffer and one
 * small write, so that lazy initialisation is counted too. */
#define _POSIX_C_SOURCE 200809L
#define CL_TARGET_OPENCL_VERSION 120
#include <CL/cl.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#define PROBE_NAME "cl_startup"
#include "probe.h"

#define MAXDEV 16

static cl_platform_id plat;
static cl_device_id devs[MAXDEV];
static cl_uint ndev;

/* Make a context on "n" devices from "d", a queue on each, a buffer and
 * one write per device, release it all; 0 or the first OpenCL error. */
static cl_int open_close(cl_uint n, const cl_device_id *d)
{
    cl_context_properties p[3] = {CL_CONTEXT_PLATFORM, (cl_context_properties)plat, 0};
    cl_command_queue q[MAXDEV];
    cl_int err;
    cl_context c = clCreateContext(p, n, d, NULL, NULL, &err);
    cl_mem m;
    char b[64] = {0};
    cl_uint i;
    if (err != CL_SUCCESS)
        return err;
    m = clCreateBuffer(c, CL_MEM_READ_WRITE, 1 << 20, NULL, &err);
    for (i = 0; i < n && err == CL_SUCCESS; i++) {
        q[i] = clCreateCommandQueue(c, d[i], 0, &err);
        if (err == CL_SUCCESS) {
            err = clEnqueueWriteBuffer(q[i], m, CL_TRUE, 0, sizeof(b), b, 0, NULL, NULL);
            clReleaseCommandQueue(q[i]);
        }
    }
    if (m)
        clReleaseMemObject(m);
    clReleaseContext(c);
    return err;
}

static void *one(void *arg)
{
    size_t i = (size_t)arg;
    return open_close(1, &devs[i]) == CL_SUCCESS ? NULL : arg;
}

int main(int argc, char **argv)
{
    const char *want = argc > 1 ? argv[1] : "NVIDIA";
    cl_platform_id ps[16];
    pthread_t th[MAXDEV];
    cl_uint np = 0, i;
    char name[256];
    double t0 = now(), t;
    int bad = 0;
    if (clGetPlatformIDs(16, ps, &np) != CL_SUCCESS || !np) {
        fprintf(stderr, "cl_startup: no OpenCL platform\n");
        return 1;
    }
    printf("clGetPlatformIDs: %.3f s (%u platforms)\n", now() - t0, np);
    for (i = 0; i < np && !plat; i++)
        if (clGetPlatformInfo(ps[i], CL_PLATFORM_NAME, sizeof(name), name, NULL) == CL_SUCCESS &&
            strstr(name, want))
            plat = ps[i];
    if (!plat || clGetDeviceIDs(plat, CL_DEVICE_TYPE_ALL, MAXDEV, devs, &ndev) != CL_SUCCESS || !ndev) {
        fprintf(stderr, "cl_startup: no platform named like '%s' with devices\n", want);
        return 1;
    }
    t = now();
    bad |= open_close(1, devs) != CL_SUCCESS;
    printf("one context, 1 device: %.3f s\n", now() - t);
    t = now();
    bad |= open_close(ndev, devs) != CL_SUCCESS;
    printf("one context, %u devices: %.3f s\n", ndev, now() - t);
    t = now();
    for (i = 0; i < ndev; i++)
        bad |= open_close(1, &devs[i]) != CL_SUCCESS;
    printf("%u contexts, one after the other: %.3f s\n", ndev, now() - t);
    t = now();
    for (i = 0; i < ndev; i++)
        if (pthread_create(&th[i], NULL, one, (void *)(size_t)i))
            return 1;
    for (i = 0; i < ndev; i++) {
        void *r;
        pthread_join(th[i], &r);
        bad |= r != NULL;
    }
    printf("%u contexts, in %u threads at once: %.3f s\n", ndev, ndev, now() - t);
    if (bad)
        fprintf(stderr, "cl_startup: an OpenCL call failed\n");
    return bad;
}
