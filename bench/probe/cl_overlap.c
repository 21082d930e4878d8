/* cl_overlap: what a step of a multi-device run costs on the devices, by
 * the shape of its commands, without BBMM.
 *   cl_overlap [NAME [STEPS [MIB]]]   (NAME: part of the platform name,
 *                                       default NVIDIA; STEPS 2000; MIB 64)
 * A step is one kernel over MIB MiB (read and written once: about 100 µs
 * on one H100 at 64 MiB) plus what the runtime puts around it; each
 * pattern runs STEPS steps, enqueued ahead, and prints the time per step
 * and its excess over the kernel alone:
 *   kernel           kernels back to back on one queue
 *   +write           a 64 KiB write (pinned host memory) after each kernel, same queue
 *   +write side      the write on a second queue, overlapping the kernel; the
 *                    next kernel waits for it by its event
 *   +write side bar  the same, but a barrier on the main queue waits for it
 *   +marker          a marker between two kernels (half size each)
 *   split            two kernels of half size back to back
 *   exchange         two devices: each kernel's last 64 KiB goes out on the
 *                    device's second queue (waiting on the kernel) and into
 *                    the other device on its second queue; the next kernel
 *                    waits for what came in (the overlapped halo exchange)
 *   exchange inorder the same on the main queues only
 *   exchange early   each device computes the first 1/64 of its kernel first
 *                    and sends it on its second queue while the rest computes;
 *                    in on the other device's second queue (early flow-out
 *                    with the flow-in off the main queue)
 *   early, in inorder the same with the flow-in on the main queue (BBMM's
 *                    early flow-out until the nineteenth session)
 *   owner inorder    one device: the first 1/64 of its kernel, its 64 KiB
 *                    out on the second queue, then the rest on the main
 *                    queue (the owner of floyd's next row under BBMM's
 *                    early flow-out)
 *   owner concurrent the same with the first part on the second queue,
 *                    waiting for the previous step's rest: the two parts
 *                    of a step run side by side
 * Everything is timed with the host clock around clFinish. */
#define _POSIX_C_SOURCE 200809L
#define CL_TARGET_OPENCL_VERSION 120
#include <CL/cl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define PROBE_NAME "cl_overlap"
#include "probe.h"

static const char src[] = "kernel void work(global float *x, long n)\n"
                          "{\n"
                          "    long i = get_global_id(0);\n"
                          "    if (i < n)\n"
                          "        x[i] = x[i] * 0.5f + 1.0f;\n"
                          "}\n";

typedef struct dev {
    cl_command_queue q, side;
    cl_kernel k;
    cl_mem x, halo;
} dev;

static cl_context ctx;
static dev d[2];
static int ndev;
static size_t nelem;
static void *hrow;
static const size_t ROW = 65536;

/* Kernel on device "i" over "n" elements; its event into "*ev" (or NULL). */
static void launch(int i, size_t n, cl_uint nw, const cl_event *w, cl_event *ev)
{
    cl_long ln = (cl_long)n;
    size_t g = (n + 255) / 256 * 256, l = 256;
    die(clSetKernelArg(d[i].k, 1, sizeof(ln), &ln), "clSetKernelArg");
    die(clEnqueueNDRangeKernel(d[i].q, d[i].k, 1, NULL, &g, &l, nw, nw ? w : NULL, ev), "clEnqueueNDRangeKernel");
}

static double finish(double t0, int steps)
{
    int i;
    for (i = 0; i < ndev; i++) {
        clFinish(d[i].q);
        clFinish(d[i].side);
    }
    return (now() - t0) / steps * 1e6;
}

static void rel(cl_event *e)
{
    if (*e)
        clReleaseEvent(*e);
    *e = NULL;
}

int main(int argc, char **argv)
{
    const char *name = argc > 1 ? argv[1] : "NVIDIA";
    int steps = argc > 2 ? atoi(argv[2]) : 2000, s, p, i;
    size_t mib = argc > 3 ? (size_t)atol(argv[3]) : 64;
    cl_device_id ids[2];
    cl_int err;
    cl_program prog;
    cl_mem hbuf;
    char pn[256];
    double base = 0, t;
    nelem = mib * 1024 * 1024 / sizeof(float);
    ndev = probe_open(name, src, ids, pn, sizeof(pn), &ctx, &prog);
    if (!ndev)
        return 1;
    hbuf = clCreateBuffer(ctx, CL_MEM_ALLOC_HOST_PTR, 2 * ROW, NULL, &err);
    die(err, "clCreateBuffer (pinned)");
    for (i = 0; i < ndev; i++) {
        d[i].q = clCreateCommandQueue(ctx, ids[i], 0, &err);
        die(err, "clCreateCommandQueue");
        d[i].side = clCreateCommandQueue(ctx, ids[i], 0, &err);
        die(err, "clCreateCommandQueue");
        if (i == 0) {
            hrow = clEnqueueMapBuffer(d[0].q, hbuf, CL_TRUE, CL_MAP_READ | CL_MAP_WRITE, 0, 2 * ROW, 0, NULL, NULL,
                                      &err);
            die(err, "clEnqueueMapBuffer");
            memset(hrow, 0, 2 * ROW);
        }
        d[i].x = clCreateBuffer(ctx, CL_MEM_READ_WRITE, nelem * sizeof(float), NULL, &err);
        die(err, "clCreateBuffer");
        d[i].halo = clCreateBuffer(ctx, CL_MEM_READ_WRITE, ROW, NULL, &err);
        die(err, "clCreateBuffer");
        d[i].k = clCreateKernel(prog, "work", &err);
        die(err, "clCreateKernel");
        die(clSetKernelArg(d[i].k, 0, sizeof(cl_mem), &d[i].x), "clSetKernelArg");
        die(clEnqueueFillBuffer(d[i].q, d[i].x, &(float){1.0f}, sizeof(float), 0, nelem * sizeof(float), 0, NULL,
                                NULL),
            "clEnqueueFillBuffer");
        clFinish(d[i].q);
    }
    printf("cl_overlap: %s, %d device(s), %zu MiB kernel, %d steps\n", pn, ndev, mib, steps);
    for (p = 0; p < 12; p++) {
        const char *what[] = {"kernel", "+write", "+write side", "+write side bar", "+marker", "split",
                              "exchange", "exchange inorder", "exchange early", "early, in inorder",
                              "owner inorder", "owner concurrent"};
        cl_event ew[2] = {NULL, NULL}, ek[2] = {NULL, NULL}, er[2] = {NULL, NULL};
        if (p >= 6 && p < 10 && ndev < 2)
            continue;
        for (i = 0; i < 20; i++) /* warm */
            launch(0, nelem, 0, NULL, NULL);
        finish(now(), 1);
        t = now();
        for (s = 0; s < steps; s++) {
            switch (p) {
            case 0:
                launch(0, nelem, 0, NULL, NULL);
                break;
            case 1:
                launch(0, nelem, 0, NULL, NULL);
                die(clEnqueueWriteBuffer(d[0].q, d[0].halo, CL_FALSE, 0, ROW, hrow, 0, NULL, NULL), "write");
                break;
            case 2:
            case 3:
                if (p == 3 && ew[0]) {
                    die(clEnqueueBarrierWithWaitList(d[0].q, 1, ew, NULL), "barrier");
                    launch(0, nelem, 0, NULL, NULL);
                } else
                    launch(0, nelem, ew[0] ? 1 : 0, ew, NULL);
                rel(&ew[0]);
                die(clEnqueueWriteBuffer(d[0].side, d[0].halo, CL_FALSE, 0, ROW, hrow, 0, NULL, &ew[0]), "write");
                break;
            case 4:
                launch(0, nelem / 2, 0, NULL, NULL);
                die(clEnqueueMarkerWithWaitList(d[0].q, 0, NULL, &ek[0]), "marker");
                rel(&ek[0]);
                launch(0, nelem / 2, 0, NULL, NULL);
                break;
            case 5:
                launch(0, nelem / 2, 0, NULL, NULL);
                launch(0, nelem / 2, 0, NULL, NULL);
                break;
            case 7:
                for (i = 0; i < 2; i++) {
                    launch(i, nelem, 0, NULL, NULL);
                    rel(&er[i]);
                    die(clEnqueueReadBuffer(d[i].q, d[i].x, CL_FALSE, 0, ROW, (char *)hrow + i * ROW, 0, NULL,
                                            &er[i]),
                        "read");
                }
                for (i = 0; i < 2; i++)
                    die(clEnqueueWriteBuffer(d[1 - i].q, d[1 - i].halo, CL_FALSE, 0, ROW, (char *)hrow + i * ROW, 1,
                                             &er[i], NULL),
                        "write");
                break;
            case 10:
            case 11: {
                size_t first = nelem / 64;
                cl_command_queue q = p == 11 ? d[0].side : d[0].q;
                size_t g = (first + 255) / 256 * 256, l = 256;
                cl_long ln = (cl_long)first;
                /* the first part (concurrent: after the previous rest, whose event is er[1]) */
                die(clSetKernelArg(d[0].k, 1, sizeof(ln), &ln), "clSetKernelArg");
                die(clEnqueueNDRangeKernel(q, d[0].k, 1, NULL, &g, &l, p == 11 && er[1] ? 1 : 0,
                                           p == 11 && er[1] ? &er[1] : NULL, &ek[0]),
                    "clEnqueueNDRangeKernel");
                rel(&er[0]);
                die(clEnqueueReadBuffer(d[0].side, d[0].x, CL_FALSE, 0, ROW, hrow, 1, &ek[0], &er[0]), "read");
                rel(&ek[0]);
                rel(&er[1]);
                launch(0, nelem - first, 0, NULL, p == 11 ? &er[1] : NULL);
                break;
            }
            case 6:
            case 8:
            case 9: {
                /* each device: its kernel, or its first 1/64 (8, 9), waiting for its halo; out on the side
                 * queue, the rest on the main queue meanwhile; in on the other device's side queue (6, 8) or
                 * main queue (9) */
                size_t first = p == 6 ? nelem : nelem / 64;
                for (i = 0; i < 2; i++) {
                    launch(i, first, ew[i] ? 1 : 0, ew[i] ? &ew[i] : NULL, &ek[i]);
                    rel(&ew[i]);
                    rel(&er[i]);
                    die(clEnqueueReadBuffer(d[i].side, d[i].x, CL_FALSE, 0, ROW, (char *)hrow + i * ROW, 1, &ek[i],
                                            &er[i]),
                        "read");
                    rel(&ek[i]);
                    if (first < nelem)
                        launch(i, nelem - first, 0, NULL, NULL);
                }
                for (i = 0; i < 2; i++)
                    die(clEnqueueWriteBuffer(p == 9 ? d[1 - i].q : d[1 - i].side, d[1 - i].halo, CL_FALSE, 0, ROW,
                                             (char *)hrow + i * ROW, 1, &er[i], p == 9 ? NULL : &ew[1 - i]),
                        "write");
                break;
            }
            }
        }
        t = finish(t, steps);
        for (i = 0; i < 2; i++) {
            rel(&ew[i]);
            rel(&ek[i]);
            rel(&er[i]);
        }
        if (p == 0)
            base = t;
        printf("%-18s %8.2f us/step  %+7.2f\n", what[p], t, t - base);
    }
    return 0;
}
