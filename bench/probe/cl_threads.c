/* cl_threads: whether enqueueing from one host thread per device is
 * faster than from one thread for all devices, without BBMM.
 *   cl_threads [NAME [STEPS]]   (NAME: part of the platform name, default
 *                                NVIDIA; STEPS 4000)
 * One context holds up to two devices; each device has an in-order queue.
 * A step on a device is what a multi-device run enqueues for one tile:
 * two kernel arguments and a launch of a small kernel (64 Ki work-items,
 * so the device never bounds the loop), a 32 KiB non-blocking write from
 * pinned memory, and a status query of the step's kernel event.  Printed,
 * in microseconds of host time per step and device:
 *   1 dev, 1 thread    one device, the main thread
 *   2 dev, 1 thread    both devices, one thread alternating
 *   2 dev, 2 threads   both devices, a thread each, started together
 * If the driver serialises its enqueue calls, the last equals the second;
 * if it does not, it approaches the first. */
#define _POSIX_C_SOURCE 200809L
#define CL_TARGET_OPENCL_VERSION 120
#include <CL/cl.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define PROBE_NAME "cl_threads"
#include "probe.h"

static const char src[] = "kernel void work(global float *x, long n, long k)\n"
                          "{\n"
                          "    long i = get_global_id(0);\n"
                          "    if (i < n)\n"
                          "        x[i] = x[i] * 0.5f + (float)k;\n"
                          "}\n";

enum { NELEM = 65536, ROWB = 32768 };

typedef struct dev {
    cl_command_queue q;
    cl_kernel k;
    cl_mem x, row;
    int steps;
    double us; /* host time per step, filled by run() */
} dev;

static cl_context ctx;
static dev d[2];
static void *hrow;
static pthread_barrier_t start;

/* One step on device "i": arguments, launch, write, status query. */
static void step(int i, long s)
{
    cl_long n = NELEM, k = s;
    size_t g = NELEM, l = 256;
    cl_event ev;
    cl_int st;
    die(clSetKernelArg(d[i].k, 1, sizeof(n), &n), "clSetKernelArg");
    die(clSetKernelArg(d[i].k, 2, sizeof(k), &k), "clSetKernelArg");
    die(clEnqueueNDRangeKernel(d[i].q, d[i].k, 1, NULL, &g, &l, 0, NULL, &ev), "clEnqueueNDRangeKernel");
    die(clEnqueueWriteBuffer(d[i].q, d[i].row, CL_FALSE, 0, ROWB, hrow, 0, NULL, NULL), "clEnqueueWriteBuffer");
    die(clGetEventInfo(ev, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof(st), &st, NULL), "clGetEventInfo");
    clReleaseEvent(ev);
}

static void *thread_main(void *arg)
{
    dev *me = (dev *)arg;
    int i = (int)(me - d);
    long s;
    double t0;
    pthread_barrier_wait(&start);
    t0 = now();
    for (s = 0; s < me->steps; s++)
        step(i, s);
    me->us = (now() - t0) / me->steps * 1e6;
    clFinish(me->q);
    return NULL;
}

int main(int argc, char **argv)
{
    const char *name = argc > 1 ? argv[1] : "NVIDIA";
    int steps = argc > 2 ? atoi(argv[2]) : 4000, i, ndev, rep;
    long s;
    cl_device_id ids[2];
    cl_int err;
    cl_program prog;
    cl_mem hbuf;
    char pn[256];
    pthread_t th[2];
    double t0, one, alt;
    ndev = probe_open(name, src, ids, pn, sizeof(pn), &ctx, &prog);
    if (!ndev)
        return 1;
    hbuf = clCreateBuffer(ctx, CL_MEM_ALLOC_HOST_PTR, ROWB, NULL, &err);
    die(err, "clCreateBuffer (pinned)");
    for (i = 0; i < ndev; i++) {
        d[i].q = clCreateCommandQueue(ctx, ids[i], 0, &err);
        die(err, "clCreateCommandQueue");
        d[i].k = clCreateKernel(prog, "work", &err);
        die(err, "clCreateKernel");
        d[i].x = clCreateBuffer(ctx, CL_MEM_READ_WRITE, NELEM * sizeof(float), NULL, &err);
        die(err, "clCreateBuffer");
        d[i].row = clCreateBuffer(ctx, CL_MEM_READ_WRITE, ROWB, NULL, &err);
        die(err, "clCreateBuffer");
        die(clSetKernelArg(d[i].k, 0, sizeof(cl_mem), &d[i].x), "clSetKernelArg");
        d[i].steps = steps;
    }
    hrow = clEnqueueMapBuffer(d[0].q, hbuf, CL_TRUE, CL_MAP_READ | CL_MAP_WRITE, 0, ROWB, 0, NULL, NULL, &err);
    die(err, "clEnqueueMapBuffer");
    memset(hrow, 0, ROWB);
    printf("cl_threads: %s, %d device(s), %d steps per device\n", pn, ndev, steps);
    for (rep = 0; rep < 3; rep++) {
        for (i = 0; i < ndev; i++) /* warm: buffers resident, kernels built */
            step(i, 0);
        for (i = 0; i < ndev; i++)
            clFinish(d[i].q);
        t0 = now();
        for (s = 0; s < steps; s++)
            step(0, s);
        one = (now() - t0) / steps * 1e6;
        clFinish(d[0].q);
        printf("rep %d: 1 dev, 1 thread    %7.2f us/step\n", rep, one);
        if (ndev < 2)
            continue;
        t0 = now();
        for (s = 0; s < steps; s++) {
            step(0, s);
            step(1, s);
        }
        alt = (now() - t0) / steps * 1e6;
        for (i = 0; i < ndev; i++)
            clFinish(d[i].q);
        printf("rep %d: 2 dev, 1 thread    %7.2f us per step of both (%.2f per device-step)\n", rep, alt,
               alt / 2);
        if (pthread_barrier_init(&start, NULL, 2))
            return 1;
        t0 = now();
        for (i = 0; i < 2; i++)
            if (pthread_create(&th[i], NULL, thread_main, &d[i]))
                return 1;
        for (i = 0; i < 2; i++)
            pthread_join(th[i], NULL);
        pthread_barrier_destroy(&start);
        printf("rep %d: 2 dev, 2 threads   %7.2f / %7.2f us/step per thread; both in %.2f us per step\n", rep,
               d[0].us, d[1].us, (now() - t0) / steps * 1e6);
    }
    return 0;
}
