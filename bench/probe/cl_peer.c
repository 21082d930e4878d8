/* cl_peer: what moving a row from one GPU to another costs per step, through
 * the host or by a copy between the devices' buffers, without BBMM.
 *   cl_peer [NAME [STEPS [BYTES]]]   (NAME: part of the platform name,
 *                                    default NVIDIA; STEPS 4000; BYTES of
 *                                    the row, 32768: floyd's float row at
 *                                    N = 8192)
 * One context holds two devices, each with an in-order queue, a buffer of
 * the whole data (64 Ki floats) and a buffer of one row.  A step is what
 * floyd's step on two devices needs: device 0 runs a kernel that writes
 * its row, the row reaches device 1's row buffer, and device 1 runs a
 * kernel that reads it.  The row travels
 *   host   as BBMM moves it today: a non-blocking read into pinned host
 *          memory on device 0's queue, then a write from there on device
 *          1's queue that waits for the read's event (two commands);
 *   copy   clEnqueueCopyBuffer on device 1's queue from device 0's row
 *          buffer, waiting for the writing kernel's event (one command;
 *          the driver moves the bytes between the devices);
 * and the directions alternate every step, as the owner of row k does.
 * Printed per variant: host time per step (enqueue calls only) and wall
 * time per step (the queues finished every 64 steps, as a look-ahead
 * window would), in microseconds, and whether device 1's data after the
 * last step equals what the host computes (the copies delivered every
 * row). */
#define _POSIX_C_SOURCE 200809L
#define CL_TARGET_OPENCL_VERSION 120
#include <CL/cl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define PROBE_NAME "cl_peer"
#include "probe.h"

static const char src[] = "kernel void produce(global float *row, long n, long k)\n"
                          "{\n"
                          "    long i = get_global_id(0);\n"
                          "    if (i < n)\n"
                          "        row[i] = (float)(k + i % 7);\n"
                          "}\n"
                          "kernel void consume(global float *x, global const float *row, long nx, long n)\n"
                          "{\n"
                          "    long i = get_global_id(0);\n"
                          "    if (i < nx)\n"
                          "        x[i] = x[i] * 0.5f + row[i % n];\n"
                          "}\n";

enum { NELEM = 65536, WINDOW = 64 };

static cl_context ctx;
static cl_command_queue q[2];
static cl_kernel kp[2], kc[2];
static cl_mem x[2], row[2];
static float *hrow;
static size_t rowb;

/* Pick the first platform whose name contains "name" with two GPUs. */
static void open_two(const char *name, cl_device_id dev[2])
{
    cl_platform_id plats[16];
    cl_uint np = 0, i, nd = 0;
    die(clGetPlatformIDs(16, plats, &np), "clGetPlatformIDs");
    for (i = 0; i < np; i++) {
        char pn[256] = "";
        clGetPlatformInfo(plats[i], CL_PLATFORM_NAME, sizeof(pn), pn, NULL);
        if (strstr(pn, name) && clGetDeviceIDs(plats[i], CL_DEVICE_TYPE_ALL, 2, dev, &nd) == CL_SUCCESS && nd == 2)
            return;
    }
    fprintf(stderr, "cl_peer: no platform '%s' with two devices\n", name);
    exit(2);
}

/* One step: device "s" (the owner this step) writes its row, the row
 * reaches the other device "o", which reads it.  "via_host": the read and
 * write through "hrow", else a copy between the devices' buffers. */
static void step(int via_host, long k)
{
    int s = (int)(k & 1), o = 1 - s;
    cl_long n = (cl_long)(rowb / sizeof(float)), nx = NELEM;
    size_t g = (size_t)n, l = 256, gx = NELEM;
    cl_event made, moved;
    die(clSetKernelArg(kp[s], 1, sizeof(n), &n), "clSetKernelArg");
    die(clSetKernelArg(kp[s], 2, sizeof(k), &k), "clSetKernelArg");
    die(clEnqueueNDRangeKernel(q[s], kp[s], 1, NULL, &g, &l, 0, NULL, &made), "clEnqueueNDRangeKernel");
    if (via_host) {
        cl_event back;
        die(clEnqueueReadBuffer(q[s], row[s], CL_FALSE, 0, rowb, hrow, 1, &made, &back), "clEnqueueReadBuffer");
        clFlush(q[s]);
        die(clEnqueueWriteBuffer(q[o], row[o], CL_FALSE, 0, rowb, hrow, 1, &back, &moved), "clEnqueueWriteBuffer");
        clReleaseEvent(back);
    } else {
        clFlush(q[s]);
        die(clEnqueueCopyBuffer(q[o], row[s], row[o], 0, 0, rowb, 1, &made, &moved), "clEnqueueCopyBuffer");
    }
    die(clSetKernelArg(kc[o], 2, sizeof(nx), &nx), "clSetKernelArg");
    die(clSetKernelArg(kc[o], 3, sizeof(n), &n), "clSetKernelArg");
    die(clEnqueueNDRangeKernel(q[o], kc[o], 1, NULL, &gx, &l, 1, &moved, NULL), "clEnqueueNDRangeKernel");
    clReleaseEvent(made);
    clReleaseEvent(moved);
}

/* Run "steps" steps of one variant from fresh data; print its times and
 * whether device 1's data matches the host's computation. */
static void run(int via_host, long steps)
{
    static float init[NELEM], want[NELEM], got[NELEM];
    double host = 0, t0, t;
    long k, n = (long)(rowb / sizeof(float));
    int i;
    for (i = 0; i < NELEM; i++)
        init[i] = want[i] = (float)(i % 13);
    for (i = 0; i < 2; i++)
        die(clEnqueueWriteBuffer(q[i], x[i], CL_TRUE, 0, sizeof(init), init, 0, NULL, NULL), "clEnqueueWriteBuffer");
    for (k = 0; k < steps; k++) /* device 1 consumes the rows of even steps */
        if (!(k & 1))
            for (i = 0; i < NELEM; i++)
                want[i] = want[i] * 0.5f + (float)(k + (i % n) % 7);
    t0 = now();
    for (k = 0; k < steps; k++) {
        t = now();
        step(via_host, k);
        host += now() - t;
        if ((k + 1) % WINDOW == 0) {
            clFinish(q[0]);
            clFinish(q[1]);
        }
    }
    clFinish(q[0]);
    clFinish(q[1]);
    t = now() - t0;
    die(clEnqueueReadBuffer(q[1], x[1], CL_TRUE, 0, sizeof(got), got, 0, NULL, NULL), "clEnqueueReadBuffer");
    printf("%-5s host %7.2f us/step  wall %7.2f us/step  %s\n", via_host ? "host" : "copy", host * 1e6 / (double)steps,
           t * 1e6 / (double)steps, memcmp(got, want, sizeof(got)) ? "MISMATCH" : "verified");
}

int main(int argc, char **argv)
{
    const char *name = argc > 1 ? argv[1] : "NVIDIA";
    long steps = argc > 2 ? atol(argv[2]) : 4000;
    cl_device_id dev[2];
    cl_program prog;
    cl_mem pinned;
    cl_int err;
    int i, r;
    rowb = argc > 3 ? (size_t)atol(argv[3]) : 32768;
    if (steps < 2 || rowb < 1024 || rowb > NELEM * sizeof(float) || rowb % (256 * sizeof(float))) {
        fprintf(stderr, "usage: cl_peer [NAME [STEPS >= 2 [BYTES: a multiple of 1024 up to 262144]]]\n");
        return 2;
    }
    open_two(name, dev);
    ctx = clCreateContext(NULL, 2, dev, NULL, NULL, &err);
    die(err, "clCreateContext");
    prog = clCreateProgramWithSource(ctx, 1, (const char *[]){src}, NULL, &err);
    die(err, "clCreateProgramWithSource");
    die(clBuildProgram(prog, 2, dev, "", NULL, NULL), "clBuildProgram");
    pinned = clCreateBuffer(ctx, CL_MEM_ALLOC_HOST_PTR, rowb, NULL, &err);
    die(err, "clCreateBuffer");
    for (i = 0; i < 2; i++) {
        q[i] = clCreateCommandQueue(ctx, dev[i], 0, &err);
        die(err, "clCreateCommandQueue");
        kp[i] = clCreateKernel(prog, "produce", &err);
        die(err, "clCreateKernel");
        kc[i] = clCreateKernel(prog, "consume", &err);
        die(err, "clCreateKernel");
        x[i] = clCreateBuffer(ctx, CL_MEM_READ_WRITE, NELEM * sizeof(float), NULL, &err);
        die(err, "clCreateBuffer");
        row[i] = clCreateBuffer(ctx, CL_MEM_READ_WRITE, rowb, NULL, &err);
        die(err, "clCreateBuffer");
        die(clSetKernelArg(kp[i], 0, sizeof(cl_mem), &row[i]), "clSetKernelArg");
        die(clSetKernelArg(kc[i], 0, sizeof(cl_mem), &x[i]), "clSetKernelArg");
        die(clSetKernelArg(kc[i], 1, sizeof(cl_mem), &row[i]), "clSetKernelArg");
    }
    hrow = clEnqueueMapBuffer(q[0], pinned, CL_TRUE, CL_MAP_READ | CL_MAP_WRITE, 0, rowb, 0, NULL, NULL, &err);
    die(err, "clEnqueueMapBuffer");
    printf("cl_peer: %ld steps, a row of %zu bytes between two devices, alternating\n", steps, rowb);
    for (r = 0; r < 2; r++) { /* two rounds, interleaved; the first warms both paths */
        run(1, steps);
        run(0, steps);
    }
    clEnqueueUnmapMemObject(q[0], pinned, hrow, 0, NULL, NULL);
    clFinish(q[0]);
    for (i = 0; i < 2; i++) {
        clReleaseMemObject(x[i]);
        clReleaseMemObject(row[i]);
        clReleaseKernel(kp[i]);
        clReleaseKernel(kc[i]);
        clReleaseCommandQueue(q[i]);
    }
    clReleaseMemObject(pinned);
    clReleaseProgram(prog);
    clReleaseContext(ctx);
    return 0;
}
