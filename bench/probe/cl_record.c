/* cl_record.so: writes the OpenCL commands a program makes, with what
 * cl_floor needs to make the same commands again in a program of its own
 * (issue 44's "probe of the floor": the raw cost of a generated run's
 * commands).
 *   CL_RECORD=FILE LD_PRELOAD=build/bench/libcl_record.so program ...
 * One line per call, in the order the calls returned (a user event's
 * status is written before it is set, so that no wait that it ends comes
 * first): the call's code, its start in ns from the first call, then its
 * operands, with queues, buffers, kernels and events as numbers of their
 * own (q, b, k, e; -1 for none).  Host pointers are left out: cl_floor
 * copies from and to memory of its own.  The codes:
 *   Q t q dev props            clCreateCommandQueue
 *   B t b flags size           clCreateBuffer
 *   S t b parent origin size   clCreateSubBuffer
 *   F t b                      clReleaseMemObject
 *   K t k | X t k              clCreateKernel | clReleaseKernel
 *   A t k index kind size [b]  clSetKernelArg (kind m: a buffer, l: local
 *                              memory, s: a value of "size" bytes)
 *   N t q k dims g0 g1 g2 l0 l1 l2 o0 o1 o2 ev n w...   launch (l0 0: none)
 *   W|R t q b blocking off size ev n w...               write | read
 *   WR|RR t q b blocking bo0..2 ho0..2 rg0..2 brp bsp hrp hsp ev n w...
 *   C t q src dst soff doff size ev n w...
 *   CR t q src dst so0..2 do0..2 rg0..2 srp ssp drp dsp ev n w...
 *   M|Y t q ev n w...          marker | barrier
 *   G t q flags nmem b... ev n w...   migrate
 *   P t q b blocking flags off size ev n w...   map
 *   UM t q b ev n w...         unmap (of the buffer's last map)
 *   U t e | V t e status       user event made | its status set
 *   E t e | e t e              release | retain
 *   I t e | J t e              status | profiling query
 *   T t tid cpu                after each launch: the launching thread's
 *                              number and its CPU time in ns
 *   w t n e... ns cpu tid       wait (with the ns it blocked, the CPU ns
 *                              the waiting thread spent in it, the thread)
 *   f t q ns cpu tid           finish (the same)
 *   l t q                      flush
 *   Z t ns tid cpu             clBuildProgram, with the ns it took, the
 *                              building thread and the CPU ns it spent
 * The window's waits count apart: both sides' host time is printed with
 * and without the time they blocked in clWaitForEvents and clFinish (the
 * recorded program's kernels take time, cl_floor's none), and so do the
 * recorded program's builds (a kernel built for a new binding in the
 * middle of a run: one-time work).  The median gap between launches is
 * printed too: one-time costs leave it alone. */
#define _GNU_SOURCE
#define CL_TARGET_OPENCL_VERSION 300
#define CL_USE_DEPRECATED_OPENCL_1_2_APIS
#include <CL/cl.h>
#include <dlfcn.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;
static FILE *out;
static int tried;
static unsigned long long t0;

static unsigned long long now_ns(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (unsigned long long)t.tv_sec * 1000000000ull + (unsigned long long)t.tv_nsec;
}

/* The calling thread's CPU time. */
static unsigned long long cpu_ns(void)
{
    struct timespec t;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return (unsigned long long)t.tv_sec * 1000000000ull + (unsigned long long)t.tv_nsec;
}

/* Handles to numbers: one open-addressing table per kind; a handle made
 * again (the driver reuses freed ones) takes a new number. */
enum { KIND_Q, KIND_B, KIND_K, KIND_E, KIND_D, NKINDS };
typedef struct table {
    const void **key;
    long *val;
    size_t cap, n;
    long next;
} table;
static table tabs[NKINDS];

static size_t slot_of(const table *t, const void *h)
{
    size_t i = ((uintptr_t)h >> 4) * 0x9E3779B97F4A7C15ull & (t->cap - 1);
    while (t->key[i] && t->key[i] != h)
        i = (i + 1) & (t->cap - 1);
    return i;
}

static long id_of(int kind, const void *h)
{
    table *t = &tabs[kind];
    size_t i;
    if (!h || !t->cap)
        return -1;
    i = slot_of(t, h);
    return t->key[i] ? t->val[i] : -1;
}

static long id_new(int kind, const void *h)
{
    table *t = &tabs[kind];
    size_t i;
    if (!h)
        return -1;
    if (2 * (t->n + 1) > t->cap) {
        table g = {NULL, NULL, t->cap ? 2 * t->cap : 1024, 0, t->next};
        g.key = (const void **)calloc(g.cap, sizeof(*g.key));
        g.val = (long *)calloc(g.cap, sizeof(*g.val));
        if (!g.key || !g.val) {
            free(g.key);
            free(g.val);
            return -1;
        }
        for (i = 0; i < t->cap; i++)
            if (t->key[i]) {
                size_t j = slot_of(&g, t->key[i]);
                g.key[j] = t->key[i];
                g.val[j] = t->val[i];
                g.n++;
            }
        free(t->key);
        free(t->val);
        *t = g;
    }
    i = slot_of(t, h);
    if (!t->key[i]) {
        t->key[i] = h;
        t->n++;
    }
    t->val[i] = t->next++;
    return t->val[i];
}

/* Opens the output at the first call; 0 when nothing is recorded. */
static int begin(void)
{
    if (!tried) {
        const char *f = getenv("CL_RECORD");
        tried = 1;
        out = f && *f ? fopen(f, "w") : NULL;
        t0 = now_ns();
    }
    return out != NULL;
}

static void put_waits(cl_uint n, const cl_event *w, const cl_event *e)
{
    cl_uint i;
    fprintf(out, " %ld %u", e ? id_new(KIND_E, *e) : -1L, n);
    for (i = 0; i < n; i++)
        fprintf(out, " %ld", id_of(KIND_E, w[i]));
    fputc('\n', out);
}

/* The next definition of "name" (the ICD loader's); "type" documents it. */
#define NEXT(name, type)                                                                                     \
    static __typeof__(&name) next_;                                                                          \
    if (!next_)                                                                                              \
        *(void **)&next_ = dlsym(RTLD_NEXT, #name)
#define LOCKED_BEGIN(code)                                                                                   \
    pthread_mutex_lock(&mu);                                                                                 \
    if (begin()) {                                                                                           \
    fprintf(out, "%s %llu", code, now_ns() - t0)
#define LOCKED_END                                                                                           \
    }                                                                                                        \
    pthread_mutex_unlock(&mu)

cl_command_queue CL_API_CALL clCreateCommandQueue(cl_context c, cl_device_id d, cl_command_queue_properties p,
                                                  cl_int *err)
{
    NEXT(clCreateCommandQueue, cl_command_queue(CL_API_CALL *)(cl_context, cl_device_id,
                                                               cl_command_queue_properties, cl_int *));
    cl_command_queue q = next_(c, d, p, err);
    LOCKED_BEGIN("Q");
    long dev = id_of(KIND_D, d);
    if (dev < 0)
        dev = id_new(KIND_D, d);
    fprintf(out, " %ld %ld %llu\n", id_new(KIND_Q, q), dev, (unsigned long long)p);
    LOCKED_END;
    return q;
}

cl_mem CL_API_CALL clCreateBuffer(cl_context c, cl_mem_flags f, size_t s, void *h, cl_int *err)
{
    NEXT(clCreateBuffer, cl_mem(CL_API_CALL *)(cl_context, cl_mem_flags, size_t, void *, cl_int *));
    cl_mem m = next_(c, f, s, h, err);
    if (m) {
        LOCKED_BEGIN("B");
        fprintf(out, " %ld %llu %zu\n", id_new(KIND_B, m), (unsigned long long)f, s);
        LOCKED_END;
    }
    return m;
}

cl_mem CL_API_CALL clCreateSubBuffer(cl_mem b, cl_mem_flags f, cl_buffer_create_type t, const void *info,
                                     cl_int *err)
{
    NEXT(clCreateSubBuffer, cl_mem(CL_API_CALL *)(cl_mem, cl_mem_flags, cl_buffer_create_type, const void *,
                                                  cl_int *));
    cl_mem m = next_(b, f, t, info, err);
    if (m && t == CL_BUFFER_CREATE_TYPE_REGION) {
        const cl_buffer_region *r = (const cl_buffer_region *)info;
        LOCKED_BEGIN("S");
        fprintf(out, " %ld %ld %zu %zu\n", id_new(KIND_B, m), id_of(KIND_B, b), r->origin, r->size);
        LOCKED_END;
    }
    return m;
}

cl_int CL_API_CALL clReleaseMemObject(cl_mem m)
{
    NEXT(clReleaseMemObject, cl_int(CL_API_CALL *)(cl_mem));
    LOCKED_BEGIN("F");
    fprintf(out, " %ld\n", id_of(KIND_B, m));
    LOCKED_END;
    return next_(m);
}

cl_kernel CL_API_CALL clCreateKernel(cl_program p, const char *name, cl_int *err)
{
    NEXT(clCreateKernel, cl_kernel(CL_API_CALL *)(cl_program, const char *, cl_int *));
    cl_kernel k = next_(p, name, err);
    if (k) {
        LOCKED_BEGIN("K");
        fprintf(out, " %ld\n", id_new(KIND_K, k));
        LOCKED_END;
    }
    return k;
}

cl_int CL_API_CALL clReleaseKernel(cl_kernel k)
{
    NEXT(clReleaseKernel, cl_int(CL_API_CALL *)(cl_kernel));
    LOCKED_BEGIN("X");
    fprintf(out, " %ld\n", id_of(KIND_K, k));
    LOCKED_END;
    return next_(k);
}

cl_int CL_API_CALL clSetKernelArg(cl_kernel k, cl_uint i, size_t s, const void *v)
{
    NEXT(clSetKernelArg, cl_int(CL_API_CALL *)(cl_kernel, cl_uint, size_t, const void *));
    cl_int r = next_(k, i, s, v);
    LOCKED_BEGIN("A");
    long b = v && s == sizeof(cl_mem) ? id_of(KIND_B, *(const cl_mem *)v) : -1;
    if (!v)
        fprintf(out, " %ld %u l %zu\n", id_of(KIND_K, k), i, s);
    else if (b >= 0)
        fprintf(out, " %ld %u m %zu %ld\n", id_of(KIND_K, k), i, s, b);
    else
        fprintf(out, " %ld %u s %zu\n", id_of(KIND_K, k), i, s);
    LOCKED_END;
    return r;
}

cl_int CL_API_CALL clEnqueueNDRangeKernel(cl_command_queue q, cl_kernel k, cl_uint d, const size_t *o,
                                          const size_t *g, const size_t *l, cl_uint n, const cl_event *w,
                                          cl_event *e)
{
    NEXT(clEnqueueNDRangeKernel, cl_int(CL_API_CALL *)(cl_command_queue, cl_kernel, cl_uint, const size_t *,
                                                       const size_t *, const size_t *, cl_uint, const cl_event *,
                                                       cl_event *));
    cl_int r = next_(q, k, d, o, g, l, n, w, e);
    if (r == CL_SUCCESS) {
        size_t gg[3] = {1, 1, 1}, ll[3] = {0, 0, 0}, oo[3] = {0, 0, 0};
        cl_uint i;
        unsigned long long cpu = cpu_ns();
        for (i = 0; i < d && i < 3; i++) {
            gg[i] = g[i];
            ll[i] = l ? l[i] : 0;
            oo[i] = o ? o[i] : 0;
        }
        LOCKED_BEGIN("N");
        fprintf(out, " %ld %ld %u %zu %zu %zu %zu %zu %zu %zu %zu %zu", id_of(KIND_Q, q), id_of(KIND_K, k), d, gg[0],
                gg[1], gg[2], ll[0], ll[1], ll[2], oo[0], oo[1], oo[2]);
        put_waits(n, w, e);
        fprintf(out, "T %llu %lu %llu\n", now_ns() - t0, (unsigned long)pthread_self(), cpu);
        LOCKED_END;
    }
    return r;
}

static cl_int rw(const char *code, cl_command_queue q, cl_mem b, cl_bool bl, size_t o, size_t s, cl_uint n,
                 const cl_event *w, cl_event *e, cl_int r)
{
    if (r == CL_SUCCESS) {
        LOCKED_BEGIN(code);
        fprintf(out, " %ld %ld %d %zu %zu", id_of(KIND_Q, q), id_of(KIND_B, b), bl ? 1 : 0, o, s);
        put_waits(n, w, e);
        LOCKED_END;
    }
    return r;
}

cl_int CL_API_CALL clEnqueueWriteBuffer(cl_command_queue q, cl_mem b, cl_bool bl, size_t o, size_t s, const void *p,
                                        cl_uint n, const cl_event *w, cl_event *e)
{
    NEXT(clEnqueueWriteBuffer, cl_int(CL_API_CALL *)(cl_command_queue, cl_mem, cl_bool, size_t, size_t,
                                                     const void *, cl_uint, const cl_event *, cl_event *));
    return rw("W", q, b, bl, o, s, n, w, e, next_(q, b, bl, o, s, p, n, w, e));
}

cl_int CL_API_CALL clEnqueueReadBuffer(cl_command_queue q, cl_mem b, cl_bool bl, size_t o, size_t s, void *p,
                                       cl_uint n, const cl_event *w, cl_event *e)
{
    NEXT(clEnqueueReadBuffer, cl_int(CL_API_CALL *)(cl_command_queue, cl_mem, cl_bool, size_t, size_t, void *,
                                                    cl_uint, const cl_event *, cl_event *));
    return rw("R", q, b, bl, o, s, n, w, e, next_(q, b, bl, o, s, p, n, w, e));
}

static cl_int rw_rect(const char *code, cl_command_queue q, cl_mem b, cl_bool bl, const size_t *bo,
                      const size_t *ho, const size_t *rg, size_t brp, size_t bsp, size_t hrp, size_t hsp,
                      cl_uint n, const cl_event *w, cl_event *e, cl_int r)
{
    if (r == CL_SUCCESS) {
        LOCKED_BEGIN(code);
        fprintf(out, " %ld %ld %d %zu %zu %zu %zu %zu %zu %zu %zu %zu %zu %zu %zu %zu", id_of(KIND_Q, q),
                id_of(KIND_B, b), bl ? 1 : 0, bo[0], bo[1], bo[2], ho[0], ho[1], ho[2], rg[0], rg[1], rg[2], brp,
                bsp, hrp, hsp);
        put_waits(n, w, e);
        LOCKED_END;
    }
    return r;
}

cl_int CL_API_CALL clEnqueueWriteBufferRect(cl_command_queue q, cl_mem b, cl_bool bl, const size_t *bo,
                                            const size_t *ho, const size_t *rg, size_t brp, size_t bsp, size_t hrp,
                                            size_t hsp, const void *p, cl_uint n, const cl_event *w, cl_event *e)
{
    NEXT(clEnqueueWriteBufferRect,
         cl_int(CL_API_CALL *)(cl_command_queue, cl_mem, cl_bool, const size_t *, const size_t *, const size_t *,
                               size_t, size_t, size_t, size_t, const void *, cl_uint, const cl_event *, cl_event *));
    return rw_rect("WR", q, b, bl, bo, ho, rg, brp, bsp, hrp, hsp, n, w, e,
                   next_(q, b, bl, bo, ho, rg, brp, bsp, hrp, hsp, p, n, w, e));
}

cl_int CL_API_CALL clEnqueueReadBufferRect(cl_command_queue q, cl_mem b, cl_bool bl, const size_t *bo,
                                           const size_t *ho, const size_t *rg, size_t brp, size_t bsp, size_t hrp,
                                           size_t hsp, void *p, cl_uint n, const cl_event *w, cl_event *e)
{
    NEXT(clEnqueueReadBufferRect,
         cl_int(CL_API_CALL *)(cl_command_queue, cl_mem, cl_bool, const size_t *, const size_t *, const size_t *,
                               size_t, size_t, size_t, size_t, void *, cl_uint, const cl_event *, cl_event *));
    return rw_rect("RR", q, b, bl, bo, ho, rg, brp, bsp, hrp, hsp, n, w, e,
                   next_(q, b, bl, bo, ho, rg, brp, bsp, hrp, hsp, p, n, w, e));
}

cl_int CL_API_CALL clEnqueueCopyBuffer(cl_command_queue q, cl_mem sb, cl_mem db, size_t so, size_t dof, size_t sz,
                                       cl_uint n, const cl_event *w, cl_event *e)
{
    NEXT(clEnqueueCopyBuffer, cl_int(CL_API_CALL *)(cl_command_queue, cl_mem, cl_mem, size_t, size_t, size_t,
                                                    cl_uint, const cl_event *, cl_event *));
    cl_int r = next_(q, sb, db, so, dof, sz, n, w, e);
    if (r == CL_SUCCESS) {
        LOCKED_BEGIN("C");
        fprintf(out, " %ld %ld %ld %zu %zu %zu", id_of(KIND_Q, q), id_of(KIND_B, sb), id_of(KIND_B, db), so, dof, sz);
        put_waits(n, w, e);
        LOCKED_END;
    }
    return r;
}

cl_int CL_API_CALL clEnqueueCopyBufferRect(cl_command_queue q, cl_mem sb, cl_mem db, const size_t *so,
                                           const size_t *dof, const size_t *rg, size_t srp, size_t ssp, size_t drp,
                                           size_t dsp, cl_uint n, const cl_event *w, cl_event *e)
{
    NEXT(clEnqueueCopyBufferRect,
         cl_int(CL_API_CALL *)(cl_command_queue, cl_mem, cl_mem, const size_t *, const size_t *, const size_t *,
                               size_t, size_t, size_t, size_t, cl_uint, const cl_event *, cl_event *));
    cl_int r = next_(q, sb, db, so, dof, rg, srp, ssp, drp, dsp, n, w, e);
    if (r == CL_SUCCESS) {
        LOCKED_BEGIN("CR");
        fprintf(out, " %ld %ld %ld %zu %zu %zu %zu %zu %zu %zu %zu %zu %zu %zu %zu %zu", id_of(KIND_Q, q),
                id_of(KIND_B, sb), id_of(KIND_B, db), so[0], so[1], so[2], dof[0], dof[1], dof[2], rg[0], rg[1],
                rg[2], srp, ssp, drp, dsp);
        put_waits(n, w, e);
        LOCKED_END;
    }
    return r;
}

static cl_int mark(const char *code, cl_command_queue q, cl_uint n, const cl_event *w, cl_event *e, cl_int r)
{
    if (r == CL_SUCCESS) {
        LOCKED_BEGIN(code);
        fprintf(out, " %ld", id_of(KIND_Q, q));
        put_waits(n, w, e);
        LOCKED_END;
    }
    return r;
}

cl_int CL_API_CALL clEnqueueMarkerWithWaitList(cl_command_queue q, cl_uint n, const cl_event *w, cl_event *e)
{
    NEXT(clEnqueueMarkerWithWaitList, cl_int(CL_API_CALL *)(cl_command_queue, cl_uint, const cl_event *, cl_event *));
    return mark("M", q, n, w, e, next_(q, n, w, e));
}

cl_int CL_API_CALL clEnqueueBarrierWithWaitList(cl_command_queue q, cl_uint n, const cl_event *w, cl_event *e)
{
    NEXT(clEnqueueBarrierWithWaitList, cl_int(CL_API_CALL *)(cl_command_queue, cl_uint, const cl_event *, cl_event *));
    return mark("Y", q, n, w, e, next_(q, n, w, e));
}

cl_int CL_API_CALL clEnqueueMigrateMemObjects(cl_command_queue q, cl_uint nm, const cl_mem *m,
                                              cl_mem_migration_flags fl, cl_uint n, const cl_event *w, cl_event *e)
{
    NEXT(clEnqueueMigrateMemObjects, cl_int(CL_API_CALL *)(cl_command_queue, cl_uint, const cl_mem *,
                                                           cl_mem_migration_flags, cl_uint, const cl_event *,
                                                           cl_event *));
    cl_int r = next_(q, nm, m, fl, n, w, e);
    if (r == CL_SUCCESS) {
        cl_uint i;
        LOCKED_BEGIN("G");
        fprintf(out, " %ld %llu %u", id_of(KIND_Q, q), (unsigned long long)fl, nm);
        for (i = 0; i < nm; i++)
            fprintf(out, " %ld", id_of(KIND_B, m[i]));
        put_waits(n, w, e);
        LOCKED_END;
    }
    return r;
}

void *CL_API_CALL clEnqueueMapBuffer(cl_command_queue q, cl_mem b, cl_bool bl, cl_map_flags fl, size_t o, size_t s,
                                     cl_uint n, const cl_event *w, cl_event *e, cl_int *err)
{
    NEXT(clEnqueueMapBuffer, void *(CL_API_CALL *)(cl_command_queue, cl_mem, cl_bool, cl_map_flags, size_t, size_t,
                                                    cl_uint, const cl_event *, cl_event *, cl_int *));
    void *p = next_(q, b, bl, fl, o, s, n, w, e, err);
    if (p) {
        LOCKED_BEGIN("P");
        fprintf(out, " %ld %ld %d %llu %zu %zu", id_of(KIND_Q, q), id_of(KIND_B, b), bl ? 1 : 0,
                (unsigned long long)fl, o, s);
        put_waits(n, w, e);
        LOCKED_END;
    }
    return p;
}

cl_int CL_API_CALL clEnqueueUnmapMemObject(cl_command_queue q, cl_mem b, void *p, cl_uint n, const cl_event *w,
                                           cl_event *e)
{
    NEXT(clEnqueueUnmapMemObject, cl_int(CL_API_CALL *)(cl_command_queue, cl_mem, void *, cl_uint, const cl_event *,
                                                        cl_event *));
    cl_int r = next_(q, b, p, n, w, e);
    if (r == CL_SUCCESS) {
        LOCKED_BEGIN("UM");
        fprintf(out, " %ld %ld", id_of(KIND_Q, q), id_of(KIND_B, b));
        put_waits(n, w, e);
        LOCKED_END;
    }
    return r;
}

cl_event CL_API_CALL clCreateUserEvent(cl_context c, cl_int *err)
{
    NEXT(clCreateUserEvent, cl_event(CL_API_CALL *)(cl_context, cl_int *));
    cl_event ev = next_(c, err);
    if (ev) {
        LOCKED_BEGIN("U");
        fprintf(out, " %ld\n", id_new(KIND_E, ev));
        LOCKED_END;
    }
    return ev;
}

cl_int CL_API_CALL clSetUserEventStatus(cl_event ev, cl_int s)
{
    NEXT(clSetUserEventStatus, cl_int(CL_API_CALL *)(cl_event, cl_int));
    LOCKED_BEGIN("V"); /* before: a wait it ends is written after it */
    fprintf(out, " %ld %d\n", id_of(KIND_E, ev), s);
    LOCKED_END;
    return next_(ev, s);
}

static void event_op(const char *code, cl_event ev)
{
    LOCKED_BEGIN(code);
    fprintf(out, " %ld\n", id_of(KIND_E, ev));
    LOCKED_END;
}

cl_int CL_API_CALL clReleaseEvent(cl_event ev)
{
    NEXT(clReleaseEvent, cl_int(CL_API_CALL *)(cl_event));
    event_op("E", ev);
    return next_(ev);
}

cl_int CL_API_CALL clRetainEvent(cl_event ev)
{
    NEXT(clRetainEvent, cl_int(CL_API_CALL *)(cl_event));
    cl_int r = next_(ev);
    event_op("e", ev);
    return r;
}

cl_int CL_API_CALL clGetEventInfo(cl_event ev, cl_event_info i, size_t s, void *v, size_t *rs)
{
    NEXT(clGetEventInfo, cl_int(CL_API_CALL *)(cl_event, cl_event_info, size_t, void *, size_t *));
    cl_int r = next_(ev, i, s, v, rs);
    if (i == CL_EVENT_COMMAND_EXECUTION_STATUS)
        event_op("I", ev);
    return r;
}

cl_int CL_API_CALL clGetEventProfilingInfo(cl_event ev, cl_profiling_info i, size_t s, void *v, size_t *rs)
{
    NEXT(clGetEventProfilingInfo, cl_int(CL_API_CALL *)(cl_event, cl_profiling_info, size_t, void *, size_t *));
    cl_int r = next_(ev, i, s, v, rs);
    event_op("J", ev);
    return r;
}

cl_int CL_API_CALL clWaitForEvents(cl_uint n, const cl_event *w)
{
    NEXT(clWaitForEvents, cl_int(CL_API_CALL *)(cl_uint, const cl_event *));
    unsigned long long s = now_ns(), c = cpu_ns();
    cl_int r = next_(n, w);
    unsigned long long d = now_ns() - s;
    cl_uint i;
    c = cpu_ns() - c;
    LOCKED_BEGIN("w"); /* after: what it waited for is written before it */
    fprintf(out, " %u", n);
    for (i = 0; i < n; i++)
        fprintf(out, " %ld", id_of(KIND_E, w[i]));
    fprintf(out, " %llu %llu %lu\n", d, c, (unsigned long)pthread_self());
    LOCKED_END;
    return r;
}

cl_int CL_API_CALL clFinish(cl_command_queue q)
{
    NEXT(clFinish, cl_int(CL_API_CALL *)(cl_command_queue));
    unsigned long long s = now_ns(), c = cpu_ns();
    cl_int r = next_(q);
    unsigned long long d = now_ns() - s;
    c = cpu_ns() - c;
    LOCKED_BEGIN("f");
    fprintf(out, " %ld %llu %llu %lu\n", id_of(KIND_Q, q), d, c, (unsigned long)pthread_self());
    LOCKED_END;
    return r;
}

cl_int CL_API_CALL clFlush(cl_command_queue q)
{
    NEXT(clFlush, cl_int(CL_API_CALL *)(cl_command_queue));
    cl_int r = next_(q);
    LOCKED_BEGIN("l");
    fprintf(out, " %ld\n", id_of(KIND_Q, q));
    LOCKED_END;
    return r;
}

cl_int CL_API_CALL clBuildProgram(cl_program p, cl_uint n, const cl_device_id *d, const char *o,
                                  void(CL_CALLBACK *cb)(cl_program, void *), void *u)
{
    NEXT(clBuildProgram, cl_int(CL_API_CALL *)(cl_program, cl_uint, const cl_device_id *, const char *,
                                               void(CL_CALLBACK *)(cl_program, void *), void *));
    unsigned long long s = now_ns(), c = cpu_ns();
    cl_int r = next_(p, n, d, o, cb, u);
    unsigned long long dur = now_ns() - s;
    c = cpu_ns() - c;
    LOCKED_BEGIN("Z"); /* a build: one-time work, not a run's */
    fprintf(out, " %llu %lu %llu\n", dur, (unsigned long)pthread_self(), c);
    LOCKED_END;
    return r;
}

__attribute__((destructor)) static void end(void)
{
    pthread_mutex_lock(&mu);
    if (out)
        fclose(out);
    out = NULL;
    pthread_mutex_unlock(&mu);
}
