/* probe.h - what the OpenCL probes of bench/probe share: a monotonic clock,
 * stopping on an OpenCL error, and opening a context with a program on up
 * to two devices of a platform.  Each probe defines PROBE_NAME (its name in
 * messages) before including it. */
#ifndef PROBE_H
#define PROBE_H

#include <CL/cl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* Seconds from a monotonic clock. */
static inline double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

/* Stop the probe with "what" when "err" is an OpenCL error. */
static inline void die(cl_int err, const char *what)
{
    if (err != CL_SUCCESS) {
        fprintf(stderr, "%s: %s: OpenCL error %d\n", PROBE_NAME, what, err);
        exit(1);
    }
}

/* Open a context on the first two devices (or the one) of the first
 * platform whose name contains "name" and build "source" there: the devices
 * go into "ids", the context into "*ctx", the program into "*prog", the
 * platform's name into "pn" ("size" bytes).  Returns the number of devices
 * (1 or 2), or 0 after a message when no platform's name contains "name";
 * stops the probe on an OpenCL error. */
static inline int probe_open(const char *name, const char *source, cl_device_id ids[2], char *pn, size_t size,
                             cl_context *ctx, cl_program *prog)
{
    cl_platform_id plats[16], plat = NULL;
    cl_uint np, nd, i;
    cl_int err;
    int ndev;
    die(clGetPlatformIDs(16, plats, &np), "clGetPlatformIDs");
    for (i = 0; i < np && !plat; i++) {
        clGetPlatformInfo(plats[i], CL_PLATFORM_NAME, size, pn, NULL);
        if (strstr(pn, name))
            plat = plats[i];
    }
    if (!plat) {
        fprintf(stderr, "%s: no platform named like '%s'\n", PROBE_NAME, name);
        return 0;
    }
    die(clGetDeviceIDs(plat, CL_DEVICE_TYPE_ALL, 2, ids, &nd), "clGetDeviceIDs");
    ndev = nd >= 2 ? 2 : 1;
    *ctx = clCreateContext(NULL, (cl_uint)ndev, ids, NULL, NULL, &err);
    die(err, "clCreateContext");
    *prog = clCreateProgramWithSource(*ctx, 1, &source, NULL, &err);
    die(err, "clCreateProgramWithSource");
    die(clBuildProgram(*prog, 0, NULL, "", NULL, NULL), "clBuildProgram");
    return ndev;
}

#endif
