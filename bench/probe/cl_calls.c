/* cl_calls.so: how many OpenCL calls a program makes and how long they
 * take on the host, per function, printed to stderr at exit.
 *   LD_PRELOAD=build/bench/libcl_calls.so program ...
 * It wraps the calls the runtime makes per step (enqueues, event
 * queries, waits, buffer and event lifetime) and passes each to the next
 * definition (RTLD_NEXT): the ICD loader.
 *   CL_CALLS_LOG=FILE also writes one line per call to FILE: the thread,
 *   the call's start in us from the first call, its host time in us and
 *   its name (where a run's fixed cost goes, call by call). */
#define _GNU_SOURCE
#define CL_TARGET_OPENCL_VERSION 300
#include <CL/cl.h>
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

enum { NCALLS = 32 };
static const char *names[NCALLS];
static unsigned long long counts[NCALLS], nanos[NCALLS];
static pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;
static FILE *log_f;
static int log_tried;
static unsigned long long log_t0;

static unsigned long long now_ns(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (unsigned long long)t.tv_sec * 1000000000ull + (unsigned long long)t.tv_nsec;
}

static void note(int id, const char *name, unsigned long long t0, unsigned long long ns)
{
    pthread_mutex_lock(&mu);
    names[id] = name;
    counts[id]++;
    nanos[id] += ns;
    if (!log_tried) {
        const char *f = getenv("CL_CALLS_LOG");
        log_tried = 1;
        log_f = f && *f ? fopen(f, "w") : NULL;
        log_t0 = t0;
    }
    if (log_f)
        fprintf(log_f, "%lx %.3f %.3f %s\n", (unsigned long)pthread_self(), (double)(t0 - log_t0) / 1e3,
                (double)ns / 1e3, name);
    pthread_mutex_unlock(&mu);
}

__attribute__((destructor)) static void report(void)
{
    int i;
    for (i = 0; i < NCALLS; i++)
        if (counts[i])
            fprintf(stderr, "cl_calls %-30s %9llu calls %11.3f ms %9.2f us/call\n", names[i], counts[i],
                    (double)nanos[i] / 1e6, (double)nanos[i] / 1e3 / (double)counts[i]);
}

#define WRAP(id, ret, name, params, args)                                                                   \
    ret CL_API_CALL name params                                                                             \
    {                                                                                                        \
        static ret(CL_API_CALL * next_) params;                                                              \
        unsigned long long t0_;                                                                              \
        ret r_;                                                                                              \
        if (!next_)                                                                                          \
            *(void **)&next_ = dlsym(RTLD_NEXT, #name);                                                      \
        t0_ = now_ns();                                                                                      \
        r_ = next_ args;                                                                                     \
        note(id, #name, t0_, now_ns() - t0_);                                                                     \
        return r_;                                                                                           \
    }

WRAP(0, cl_int, clEnqueueNDRangeKernel,
     (cl_command_queue q, cl_kernel k, cl_uint d, const size_t *o, const size_t *g, const size_t *l, cl_uint n,
      const cl_event *w, cl_event *e),
     (q, k, d, o, g, l, n, w, e))
WRAP(1, cl_int, clEnqueueWriteBuffer,
     (cl_command_queue q, cl_mem b, cl_bool bl, size_t o, size_t s, const void *p, cl_uint n, const cl_event *w,
      cl_event *e),
     (q, b, bl, o, s, p, n, w, e))
WRAP(2, cl_int, clEnqueueReadBuffer,
     (cl_command_queue q, cl_mem b, cl_bool bl, size_t o, size_t s, void *p, cl_uint n, const cl_event *w,
      cl_event *e),
     (q, b, bl, o, s, p, n, w, e))
WRAP(3, cl_int, clEnqueueWriteBufferRect,
     (cl_command_queue q, cl_mem b, cl_bool bl, const size_t *bo, const size_t *ho, const size_t *rg, size_t brp,
      size_t bsp, size_t hrp, size_t hsp, const void *p, cl_uint n, const cl_event *w, cl_event *e),
     (q, b, bl, bo, ho, rg, brp, bsp, hrp, hsp, p, n, w, e))
WRAP(4, cl_int, clEnqueueReadBufferRect,
     (cl_command_queue q, cl_mem b, cl_bool bl, const size_t *bo, const size_t *ho, const size_t *rg, size_t brp,
      size_t bsp, size_t hrp, size_t hsp, void *p, cl_uint n, const cl_event *w, cl_event *e),
     (q, b, bl, bo, ho, rg, brp, bsp, hrp, hsp, p, n, w, e))
WRAP(5, cl_int, clEnqueueCopyBuffer,
     (cl_command_queue q, cl_mem sb, cl_mem db, size_t so, size_t dof, size_t sz, cl_uint n, const cl_event *w,
      cl_event *e),
     (q, sb, db, so, dof, sz, n, w, e))
WRAP(6, cl_int, clEnqueueMarkerWithWaitList, (cl_command_queue q, cl_uint n, const cl_event *w, cl_event *e),
     (q, n, w, e))
WRAP(7, cl_int, clEnqueueBarrierWithWaitList, (cl_command_queue q, cl_uint n, const cl_event *w, cl_event *e),
     (q, n, w, e))
WRAP(8, cl_int, clFlush, (cl_command_queue q), (q))
WRAP(9, cl_int, clFinish, (cl_command_queue q), (q))
WRAP(10, cl_int, clWaitForEvents, (cl_uint n, const cl_event *w), (n, w))
WRAP(11, cl_mem, clCreateBuffer, (cl_context c, cl_mem_flags f, size_t s, void *h, cl_int *e), (c, f, s, h, e))
WRAP(12, cl_int, clReleaseMemObject, (cl_mem m), (m))
WRAP(13, cl_int, clSetKernelArg, (cl_kernel k, cl_uint i, size_t s, const void *v), (k, i, s, v))
WRAP(14, cl_int, clGetEventInfo, (cl_event ev, cl_event_info i, size_t s, void *v, size_t *rs),
     (ev, i, s, v, rs))
WRAP(15, cl_int, clGetEventProfilingInfo, (cl_event ev, cl_profiling_info i, size_t s, void *v, size_t *rs),
     (ev, i, s, v, rs))
WRAP(16, cl_int, clReleaseEvent, (cl_event ev), (ev))
WRAP(17, cl_int, clRetainEvent, (cl_event ev), (ev))
WRAP(18, void *, clEnqueueMapBuffer,
     (cl_command_queue q, cl_mem b, cl_bool bl, cl_map_flags fl, size_t o, size_t s, cl_uint n, const cl_event *w,
      cl_event *e, cl_int *er),
     (q, b, bl, fl, o, s, n, w, e, er))
WRAP(19, cl_int, clEnqueueMigrateMemObjects,
     (cl_command_queue q, cl_uint nm, const cl_mem *m, cl_mem_migration_flags fl, cl_uint n, const cl_event *w,
      cl_event *e),
     (q, nm, m, fl, n, w, e))
/* start-up: the driver's platform and device initialisation */
WRAP(20, cl_int, clGetPlatformIDs, (cl_uint n, cl_platform_id *p, cl_uint *np), (n, p, np))
WRAP(21, cl_int, clGetDeviceIDs, (cl_platform_id p, cl_device_type t, cl_uint n, cl_device_id *d, cl_uint *nd),
     (p, t, n, d, nd))
WRAP(22, cl_int, clGetDeviceInfo, (cl_device_id d, cl_device_info i, size_t s, void *v, size_t *rs),
     (d, i, s, v, rs))
WRAP(23, cl_context, clCreateContext,
     (const cl_context_properties *pr, cl_uint n, const cl_device_id *d,
      void(CL_CALLBACK *cb)(const char *, const void *, size_t, void *), void *u, cl_int *e),
     (pr, n, d, cb, u, e))
WRAP(24, cl_command_queue, clCreateCommandQueue, (cl_context c, cl_device_id d, cl_command_queue_properties p,
                                                  cl_int *e),
     (c, d, p, e))
WRAP(25, cl_int, clBuildProgram,
     (cl_program p, cl_uint n, const cl_device_id *d, const char *o, void(CL_CALLBACK *cb)(cl_program, void *),
      void *u),
     (p, n, d, o, cb, u))
WRAP(26, cl_int, clGetPlatformInfo, (cl_platform_id p, cl_platform_info i, size_t s, void *v, size_t *rs),
     (p, i, s, v, rs))
