/* probe.h - what the OpenCL probes of bench/probe share: a monotonic clock
 * and stopping on an OpenCL error.  Each probe defines PROBE_NAME (its
 * name in messages) before including it. */
#ifndef PROBE_H
#define PROBE_H

#include <CL/cl.h>
#include <stdio.h>
#include <stdlib.h>
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

#endif
