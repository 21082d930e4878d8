/* cl_floor: the raw cost of the OpenCL commands a program made (issue 44's
 * "probe of the floor").  It reads what cl_record.so wrote (the codes are
 * listed there) and makes the same commands again, in the same order, on
 * one thread, with nothing between them: the same queues on the same
 * devices, buffers and sub-buffers of the same sizes, the same transfers
 * (from and to pinned memory of its own), markers, barriers, waits, event
 * queries and releases, and the same launches of kernels that take the
 * same arguments and do nothing.
 *   cl_floor [--skip F] RECORD
 * The window measured runs from the launch at fraction F of the launches
 * (default 0.25: the first runs build programs and allocate) to the last
 * launch; both sides' host time over it is printed, the recorded program's
 * from the record's clock, and their ratio: generated / raw.  The platform
 * is the runtime's default (the first with GPUs, else the first), or the
 * one whose name contains CL_FLOOR_PLATFORM. */
#define _GNU_SOURCE
#define CL_TARGET_OPENCL_VERSION 300
#define CL_USE_DEPRECATED_OPENCL_1_2_APIS
#include <CL/cl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#define MAXARGS 64
#define MAXTOK 80

typedef struct kinfo {
    char kind[MAXARGS]; /* 0: never set; 'm', 'l', 's' */
    size_t size[MAXARGS];
    int nargs;
} kinfo;

static char **lines;
static size_t nlines;
static kinfo *kinfos;
static long nk, nq, nb, ne;
static cl_command_queue *queues;
static cl_mem *bufs;
static void **maps;
static cl_kernel *kerns;
static cl_event *evs;
static int *refs;
static char *host;
static size_t host_size;

static double now_us(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec * 1e6 + (double)t.tv_nsec / 1e3;
}

/* This thread's CPU time. */
static double cpu_us(void)
{
    struct timespec t;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return (double)t.tv_sec * 1e6 + (double)t.tv_nsec / 1e3;
}

static void die(const char *what, long line)
{
    fprintf(stderr, "cl_floor: %s (record line %ld)\n", what, line + 1);
    exit(2);
}

static void on_alarm(int sig)
{
    (void)sig;
    static const char m[] = "cl_floor: no progress for 120 s (a wait that the record cannot order); stopped\n";
    if (write(2, m, sizeof(m) - 1) < 0)
        _exit(3);
    _exit(3);
}

/* The tokens of line "s" into "tok" (modified in place); their count. */
static int split(char *s, char **tok)
{
    int n = 0;
    char *p = strtok(s, " \n");
    while (p && n < MAXTOK) {
        tok[n++] = p;
        p = strtok(NULL, " \n");
    }
    return n;
}

static long num(char **tok, int n, int i, long line)
{
    if (i >= n)
        die("short line", line);
    return strtol(tok[i], NULL, 10);
}

static size_t unum(char **tok, int n, int i, long line)
{
    if (i >= n)
        die("short line", line);
    return (size_t)strtoull(tok[i], NULL, 10);
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

/* The median of the n values gaps[2 * i + side]. */
static double median(const double *gaps, long n, int side)
{
    double *v = (double *)malloc((size_t)n * sizeof(*v)), m;
    long i;
    if (!v)
        return 0;
    for (i = 0; i < n; i++)
        v[i] = gaps[2 * i + side];
    qsort(v, (size_t)n, sizeof(*v), cmp_double);
    m = n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
    free(v);
    return m;
}

static void *grow(void *p, long *cap, long need, size_t elem)
{
    long c = *cap;
    char *q;
    if (need < c)
        return p;
    while (c <= need)
        c = c ? 2 * c : 1024;
    q = (char *)realloc(p, (size_t)c * elem);
    if (!q)
        die("out of memory", -1);
    memset(q + (size_t)*cap * elem, 0, (size_t)(c - *cap) * elem);
    *cap = c;
    return q;
}

/* Pass 1: the kernels' arguments, the largest host span of a transfer, the
 * devices, and the number of launches. */
static long scan(long *ndev, long *nlaunch)
{
    char *tok[MAXTOK], buf[4096];
    size_t i;
    *ndev = 0;
    *nlaunch = 0;
    for (i = 0; i < nlines; i++) {
        int n;
        size_t span = 0;
        snprintf(buf, sizeof(buf), "%s", lines[i]);
        n = split(buf, tok);
        if (n < 2)
            continue;
        if (!strcmp(tok[0], "Q") && num(tok, n, 3, (long)i) + 1 > *ndev)
            *ndev = num(tok, n, 3, (long)i) + 1;
        else if (!strcmp(tok[0], "A")) {
            long k = num(tok, n, 2, (long)i), a = num(tok, n, 3, (long)i);
            if (n < 6 || k < 0 || a < 0 || a >= MAXARGS)
                continue;
            kinfos = (kinfo *)grow(kinfos, &nk, k, sizeof(*kinfos));
            if (!kinfos[k].kind[a]) {
                kinfos[k].kind[a] = tok[4][0];
                kinfos[k].size[a] = unum(tok, n, 5, (long)i);
            }
            if (a + 1 > kinfos[k].nargs)
                kinfos[k].nargs = (int)a + 1;
        } else if (!strcmp(tok[0], "N"))
            ++*nlaunch;
        else if (!strcmp(tok[0], "W") || !strcmp(tok[0], "R"))
            span = unum(tok, n, 6, (long)i);
        else if (!strcmp(tok[0], "WR") || !strcmp(tok[0], "RR")) {
            size_t ho[3], rg[3], hrp, hsp;
            int d;
            for (d = 0; d < 3; d++) {
                ho[d] = unum(tok, n, 8 + d, (long)i);
                rg[d] = unum(tok, n, 11 + d, (long)i);
            }
            hrp = unum(tok, n, 16, (long)i);
            hsp = unum(tok, n, 17, (long)i);
            hrp = hrp ? hrp : rg[0];
            hsp = hsp ? hsp : hrp * rg[1];
            span = (ho[2] + rg[2]) * hsp + (ho[1] + rg[1]) * hrp + ho[0] + rg[0];
        }
        if (span > host_size)
            host_size = span;
    }
    return 0;
}

/* One program with an empty kernel k<id> per kernel of the record, taking
 * arguments of the same kinds and sizes. */
static cl_program build(cl_context c, cl_uint ndev, const cl_device_id *dev)
{
    size_t cap = 1 << 16, len = 0;
    char *src = (char *)malloc(cap), seen[4096] = {0};
    long k;
    int a;
    cl_int err;
    cl_program p;
    if (!src)
        die("out of memory", -1);
    src[0] = '\0';
#define PUT(...)                                                                                             \
    do {                                                                                                     \
        int w_ = snprintf(src + len, cap - len, __VA_ARGS__);                                                \
        while (w_ >= 0 && (size_t)w_ >= cap - len) {                                                         \
            char *g_ = (char *)realloc(src, cap *= 2);                                                       \
            if (!g_)                                                                                         \
                die("out of memory", -1);                                                                    \
            src = g_;                                                                                        \
            w_ = snprintf(src + len, cap - len, __VA_ARGS__);                                                \
        }                                                                                                    \
        len += (size_t)w_;                                                                                   \
    } while (0)
    for (k = 0; k < nk; k++)
        for (a = 0; a < kinfos[k].nargs; a++) {
            size_t s = kinfos[k].size[a];
            if (kinfos[k].kind[a] == 's' && s != 1 && s != 2 && s != 4 && s != 8 && s < sizeof(seen) && !seen[s]) {
                seen[s] = 1;
                PUT("typedef struct { char b[%zu]; } s%zu;\n", s, s);
            }
        }
    for (k = 0; k < nk; k++) {
        PUT("kernel void k%ld(", k);
        for (a = 0; a < kinfos[k].nargs; a++) {
            size_t s = kinfos[k].size[a];
            const char *sep = a ? ", " : "";
            switch (kinfos[k].kind[a]) {
            case 'm':
                PUT("%sglobal char *a%d", sep, a);
                break;
            case 'l':
                PUT("%slocal char *a%d", sep, a);
                break;
            default:
                if (s == 1 || s == 2 || s == 4 || s == 8)
                    PUT("%s%s a%d", sep, s == 1 ? "char" : s == 2 ? "short" : s == 4 ? "int" : "long", a);
                else
                    PUT("%ss%zu a%d", sep, s, a);
            }
        }
        PUT(") {}\n");
    }
#undef PUT
    p = clCreateProgramWithSource(c, 1, (const char **)&src, NULL, &err);
    if (err != CL_SUCCESS || clBuildProgram(p, ndev, dev, "", NULL, NULL) != CL_SUCCESS)
        die("the empty kernels do not build", -1);
    free(src);
    return p;
}

static cl_event *ev_slot(long e)
{
    if (e < 0)
        return NULL;
    evs = (cl_event *)grow(evs, &ne, e, sizeof(*evs));
    return &evs[e];
}

/* The wait list at tok[i..]: "ev n w..." into "out"/"*nw"; the event to
 * make into "*mk" (NULL: none). */
static void waits(char **tok, int n, int i, long line, cl_event *out, cl_uint *nw, cl_event **mk)
{
    long e = num(tok, n, i, line), c = num(tok, n, i + 1, line), j;
    *nw = 0;
    for (j = 0; j < c && j < 64; j++) {
        long w = num(tok, n, i + 2 + (int)j, line);
        if (w >= 0 && w < ne && evs[w])
            out[(*nw)++] = evs[w];
    }
    *mk = NULL;
    if (e >= 0) {
        *mk = ev_slot(e);
        if (*mk && **mk) /* a number is made once; this should not happen */
            clReleaseEvent(**mk);
    }
}

static long refs_n;
static void made(long e)
{
    refs = (int *)grow(refs, &refs_n, e, sizeof(*refs));
    refs[e] = 1;
}

int main(int argc, char **argv)
{
    const char *path = NULL, *want = getenv("CL_FLOOR_PLATFORM");
    double skip = 0.25, t_start = 0, r_start = 0, t_end = 0, r_end = 0, t_wait = 0, r_wait = 0, t_at_end = 0, r_at_end = 0;
    double *gaps = NULL;
    /* the launching thread's CPU time over the window (record lines T):
     * the host's own work, whatever else the cores ran */
    double tc_start = 0, tc_end = 0, tc_build = 0, tc_wait = 0, rc_start = 0, rc_end = 0, rc_wait = 0;
    unsigned long tc_thread = 0;
    int tc_seen = 0, tc_threads = 1;
    long gcap = 0;
    long ndev, nlaunch, launches = 0, from, cmds = 0, qcap = 0, bcap = 0, mcap = 0, kcap = 0, win_launches = 0;
    cl_platform_id plats[16], plat = NULL;
    cl_uint nplat = 0, i, ndv = 0;
    cl_device_id devs[64];
    cl_context ctx;
    cl_program prog;
    cl_int err;
    cl_mem hostbuf;
    char *text, *tok[MAXTOK];
    size_t len = 0, cap = 1 << 20, l;
    FILE *f;
    int a;
    for (a = 1; a < argc; a++) {
        if (!strcmp(argv[a], "--skip") && a + 1 < argc)
            skip = atof(argv[++a]);
        else
            path = argv[a];
    }
    if (want && !*want)
        want = NULL;
    if (!path || skip < 0 || skip >= 1) {
        fprintf(stderr, "usage: cl_floor [--skip F (0 <= F < 1)] RECORD\n");
        return 2;
    }
    if (!(f = fopen(path, "r"))) {
        fprintf(stderr, "cl_floor: cannot read %s\n", path);
        return 2;
    }
    text = (char *)malloc(cap);
    while (text) {
        size_t got = fread(text + len, 1, cap - len - 1, f);
        len += got;
        if (len + 1 < cap)
            break;
        text = (char *)realloc(text, cap *= 2);
    }
    fclose(f);
    if (!text)
        die("out of memory", -1);
    text[len] = '\0';
    for (l = 0; l < len; l++)
        nlines += text[l] == '\n';
    lines = (char **)calloc(nlines + 1, sizeof(*lines));
    if (!lines)
        die("out of memory", -1);
    nlines = 0;
    for (char *p = text; *p;) {
        char *e = strchr(p, '\n');
        lines[nlines++] = p;
        if (!e)
            break;
        *e = '\0';
        p = e + 1;
    }
    scan(&ndev, &nlaunch);
    if (nlaunch < 2 || ndev < 1) {
        fprintf(stderr, "cl_floor: %s holds %ld launch(es) on %ld device(s): nothing to measure\n", path, nlaunch,
                ndev);
        return 2;
    }
    from = (long)(skip * (double)nlaunch);

    /* the platform and devices, untimed */
    if (clGetPlatformIDs(16, plats, &nplat) != CL_SUCCESS || !nplat)
        die("no OpenCL platform", -1);
    for (i = 0; i < nplat && !plat; i++) {
        char name[256] = "";
        cl_uint g = 0;
        clGetPlatformInfo(plats[i], CL_PLATFORM_NAME, sizeof(name), name, NULL);
        if (want ? strstr(name, want) != NULL
                 : clGetDeviceIDs(plats[i], CL_DEVICE_TYPE_GPU, 0, NULL, &g) == CL_SUCCESS && g > 0)
            plat = plats[i];
    }
    if (!plat && want)
        die("no platform of that name (CL_FLOOR_PLATFORM)", -1);
    if (!plat)
        plat = plats[0];
    {
        cl_uint g = 0;
        cl_device_type t =
            clGetDeviceIDs(plat, CL_DEVICE_TYPE_GPU, 0, NULL, &g) == CL_SUCCESS && g ? CL_DEVICE_TYPE_GPU : CL_DEVICE_TYPE_ALL;
        if (clGetDeviceIDs(plat, t, 64, devs, &ndv) != CL_SUCCESS || (long)ndv < ndev)
            die("the platform has fewer devices than the record uses", -1);
    }
    ndv = (cl_uint)ndev;
    ctx = clCreateContext(NULL, ndv, devs, NULL, NULL, &err);
    if (err != CL_SUCCESS)
        die("clCreateContext failed", -1);
    prog = build(ctx, ndv, devs);
    {
        cl_command_queue q0 = clCreateCommandQueue(ctx, devs[0], 0, &err);
        if (!host_size)
            host_size = 64;
        hostbuf = clCreateBuffer(ctx, CL_MEM_ALLOC_HOST_PTR, host_size, NULL, &err);
        if (err != CL_SUCCESS)
            die("no pinned host memory", -1);
        host = (char *)clEnqueueMapBuffer(q0, hostbuf, CL_TRUE, CL_MAP_READ | CL_MAP_WRITE, 0, host_size, 0, NULL,
                                          NULL, &err);
        if (err != CL_SUCCESS)
            die("cannot map the pinned host memory", -1);
        clReleaseCommandQueue(q0);
    }
    signal(SIGALRM, on_alarm);

    for (l = 0; l < nlines; l++) {
        int n;
        char *op;
        long line = (long)l;
        cl_event wl[64], *mk;
        cl_uint nw;
        static const char zero[4096];
        if (!(l & 1023))
            alarm(120);
        n = split(lines[l], tok);
        if (n < 2)
            continue;
        op = tok[0];
        if (!strcmp(op, "N")) {
            if (launches == from) {
                t_start = (double)strtoull(tok[1], NULL, 10) / 1e3;
                r_start = now_us();
            }
            launches++;
        }
        if (!strcmp(op, "T") && n >= 4 && launches > from) {
            unsigned long th = strtoul(tok[2], NULL, 10);
            double c = (double)strtoull(tok[3], NULL, 10) / 1e3;
            if (!tc_seen) {
                tc_seen = 1;
                tc_thread = th;
                tc_start = tc_end = c;
            } else if (th == tc_thread)
                tc_end = c;
            else
                tc_threads = 2;
            continue;
        }
        if (!strcmp(op, "Q")) {
            long q = num(tok, n, 2, line), d = num(tok, n, 3, line);
            queues = (cl_command_queue *)grow(queues, &qcap, q, sizeof(*queues));
            queues[q] = clCreateCommandQueue(ctx, devs[d], (cl_command_queue_properties)unum(tok, n, 4, line), &err);
            if (err != CL_SUCCESS)
                die("clCreateCommandQueue failed", line);
            nq = q + 1 > nq ? q + 1 : nq;
        } else if (!strcmp(op, "B") || !strcmp(op, "S")) {
            long b = num(tok, n, 2, line);
            bufs = (cl_mem *)grow(bufs, &bcap, b, sizeof(*bufs));
            maps = (void **)grow(maps, &mcap, b, sizeof(*maps));
            if (op[0] == 'B') {
                cl_mem_flags fl = (cl_mem_flags)unum(tok, n, 3, line) &
                                  ~(cl_mem_flags)(CL_MEM_USE_HOST_PTR | CL_MEM_COPY_HOST_PTR);
                bufs[b] = clCreateBuffer(ctx, fl, unum(tok, n, 4, line), NULL, &err);
            } else {
                long p = num(tok, n, 3, line);
                cl_buffer_region r = {unum(tok, n, 4, line), unum(tok, n, 5, line)};
                bufs[b] = p >= 0 && p < bcap && bufs[p]
                              ? clCreateSubBuffer(bufs[p], 0, CL_BUFFER_CREATE_TYPE_REGION, &r, &err)
                              : NULL;
            }
            if (!bufs[b])
                die("a buffer of the record cannot be made", line);
            nb = b + 1 > nb ? b + 1 : nb;
        } else if (!strcmp(op, "F")) {
            long b = num(tok, n, 2, line);
            if (b >= 0 && b < nb && bufs[b]) {
                clReleaseMemObject(bufs[b]);
                bufs[b] = NULL;
            }
        } else if (!strcmp(op, "K")) {
            long k = num(tok, n, 2, line);
            char name[32];
            kerns = (cl_kernel *)grow(kerns, &kcap, k, sizeof(*kerns));
            snprintf(name, sizeof(name), "k%ld", k);
            kerns[k] = k < nk ? clCreateKernel(prog, name, &err) : NULL;
        } else if (!strcmp(op, "X")) {
            long k = num(tok, n, 2, line);
            if (k >= 0 && k < kcap && kerns[k]) {
                clReleaseKernel(kerns[k]);
                kerns[k] = NULL;
            }
        } else if (!strcmp(op, "A")) {
            long k = num(tok, n, 2, line), ai = num(tok, n, 3, line);
            size_t s = unum(tok, n, 5, line); /* a short line stops here */
            if (k < 0 || k >= kcap || !kerns[k] || ai < 0 || ai >= MAXARGS || kinfos[k].kind[ai] != tok[4][0])
                continue;
            if (tok[4][0] == 'm') {
                long b = num(tok, n, 6, line);
                if (b >= 0 && b < nb && bufs[b])
                    clSetKernelArg(kerns[k], (cl_uint)ai, sizeof(cl_mem), &bufs[b]);
            } else
                clSetKernelArg(kerns[k], (cl_uint)ai, s, tok[4][0] == 'l' ? NULL : s <= sizeof(zero) ? zero : NULL);
        } else if (!strcmp(op, "N")) {
            long q = num(tok, n, 2, line), k = num(tok, n, 3, line);
            cl_uint d = (cl_uint)num(tok, n, 4, line), j;
            size_t g[3], lo[3], o[3];
            int has_l = 0, has_o = 0;
            for (j = 0; j < 3; j++) {
                g[j] = unum(tok, n, 5 + (int)j, line);
                lo[j] = unum(tok, n, 8 + (int)j, line);
                o[j] = unum(tok, n, 11 + (int)j, line);
                has_l |= lo[j] != 0;
                has_o |= o[j] != 0;
            }
            waits(tok, n, 14, line, wl, &nw, &mk);
            if (q < 0 || q >= nq || k < 0 || k >= kcap || !kerns[k])
                die("a launch on an unknown queue or kernel", line);
            err = clEnqueueNDRangeKernel(queues[q], kerns[k], d, has_o ? o : NULL, g, has_l ? lo : NULL, nw,
                                         nw ? wl : NULL, mk);
            if (err != CL_SUCCESS)
                die("clEnqueueNDRangeKernel failed", line);
            if (mk)
                made(num(tok, n, 14, line));
            cmds++;
            if (launches == from + 1)
                rc_start = rc_end = cpu_us();
            else if (launches > from)
                rc_end = cpu_us();
            if (launches > from) {
                gaps = (double *)grow(gaps, &gcap, 2 * win_launches + 1, sizeof(*gaps));
                gaps[2 * win_launches] = (double)strtoull(tok[1], NULL, 10) / 1e3 - t_end;
                gaps[2 * win_launches + 1] = now_us() - r_end;
                win_launches++;
            }
            t_end = (double)strtoull(tok[1], NULL, 10) / 1e3;
            r_end = now_us();
            t_at_end = t_wait;
            r_at_end = r_wait;
        } else if (!strcmp(op, "W") || !strcmp(op, "R")) {
            long q = num(tok, n, 2, line), b = num(tok, n, 3, line);
            waits(tok, n, 7, line, wl, &nw, &mk);
            if (q < 0 || q >= nq || b < 0 || b >= nb || !bufs[b])
                continue;
            err = op[0] == 'W' ? clEnqueueWriteBuffer(queues[q], bufs[b], (cl_bool)num(tok, n, 4, line),
                                                      unum(tok, n, 5, line), unum(tok, n, 6, line), host, nw,
                                                      nw ? wl : NULL, mk)
                               : clEnqueueReadBuffer(queues[q], bufs[b], (cl_bool)num(tok, n, 4, line),
                                                     unum(tok, n, 5, line), unum(tok, n, 6, line), host, nw,
                                                     nw ? wl : NULL, mk);
            if (err != CL_SUCCESS)
                die("a transfer failed", line);
            if (mk)
                made(num(tok, n, 7, line));
            cmds++;
        } else if (!strcmp(op, "WR") || !strcmp(op, "RR")) {
            long q = num(tok, n, 2, line), b = num(tok, n, 3, line);
            size_t bo[3], ho[3], rg[3];
            int j;
            for (j = 0; j < 3; j++) {
                bo[j] = unum(tok, n, 5 + j, line);
                ho[j] = unum(tok, n, 8 + j, line);
                rg[j] = unum(tok, n, 11 + j, line);
            }
            waits(tok, n, 18, line, wl, &nw, &mk);
            if (q < 0 || q >= nq || b < 0 || b >= nb || !bufs[b])
                continue;
            err = op[0] == 'W'
                      ? clEnqueueWriteBufferRect(queues[q], bufs[b], (cl_bool)num(tok, n, 4, line), bo, ho, rg,
                                                 unum(tok, n, 14, line), unum(tok, n, 15, line),
                                                 unum(tok, n, 16, line), unum(tok, n, 17, line), host, nw,
                                                 nw ? wl : NULL, mk)
                      : clEnqueueReadBufferRect(queues[q], bufs[b], (cl_bool)num(tok, n, 4, line), bo, ho, rg,
                                                unum(tok, n, 14, line), unum(tok, n, 15, line),
                                                unum(tok, n, 16, line), unum(tok, n, 17, line), host, nw,
                                                nw ? wl : NULL, mk);
            if (err != CL_SUCCESS)
                die("a rectangular transfer failed", line);
            if (mk)
                made(num(tok, n, 18, line));
            cmds++;
        } else if (!strcmp(op, "C") || !strcmp(op, "CR")) {
            long q = num(tok, n, 2, line), s = num(tok, n, 3, line), d = num(tok, n, 4, line);
            int at = op[1] ? 19 : 8;
            waits(tok, n, at, line, wl, &nw, &mk);
            if (q < 0 || q >= nq || s < 0 || s >= nb || d < 0 || d >= nb || !bufs[s] || !bufs[d])
                continue;
            if (!op[1])
                err = clEnqueueCopyBuffer(queues[q], bufs[s], bufs[d], unum(tok, n, 5, line), unum(tok, n, 6, line),
                                          unum(tok, n, 7, line), nw, nw ? wl : NULL, mk);
            else {
                size_t so[3], dof[3], rg[3];
                int j;
                for (j = 0; j < 3; j++) {
                    so[j] = unum(tok, n, 5 + j, line);
                    dof[j] = unum(tok, n, 8 + j, line);
                    rg[j] = unum(tok, n, 11 + j, line);
                }
                err = clEnqueueCopyBufferRect(queues[q], bufs[s], bufs[d], so, dof, rg, unum(tok, n, 14, line),
                                              unum(tok, n, 15, line), unum(tok, n, 16, line),
                                              unum(tok, n, 17, line), nw, nw ? wl : NULL, mk);
            }
            if (err != CL_SUCCESS)
                die("a copy failed", line);
            if (mk)
                made(num(tok, n, at, line));
            cmds++;
        } else if (!strcmp(op, "M") || !strcmp(op, "Y")) {
            long q = num(tok, n, 2, line);
            waits(tok, n, 3, line, wl, &nw, &mk);
            if (q < 0 || q >= nq)
                continue;
            err = op[0] == 'M' ? clEnqueueMarkerWithWaitList(queues[q], nw, nw ? wl : NULL, mk)
                               : clEnqueueBarrierWithWaitList(queues[q], nw, nw ? wl : NULL, mk);
            if (err == CL_SUCCESS && mk)
                made(num(tok, n, 3, line));
            cmds++;
        } else if (!strcmp(op, "G")) {
            long q = num(tok, n, 2, line), nm = num(tok, n, 4, line), j, c = 0;
            cl_mem ms[64];
            for (j = 0; j < nm && j < 64; j++) {
                long b = num(tok, n, 5 + (int)j, line);
                if (b >= 0 && b < nb && bufs[b])
                    ms[c++] = bufs[b];
            }
            waits(tok, n, 5 + (int)nm, line, wl, &nw, &mk);
            if (q < 0 || q >= nq || !c)
                continue;
            err = clEnqueueMigrateMemObjects(queues[q], (cl_uint)c, ms, (cl_mem_migration_flags)unum(tok, n, 3, line),
                                             nw, nw ? wl : NULL, mk);
            if (err == CL_SUCCESS && mk)
                made(num(tok, n, 5 + (int)nm, line));
            cmds++;
        } else if (!strcmp(op, "P")) {
            long q = num(tok, n, 2, line), b = num(tok, n, 3, line);
            waits(tok, n, 8, line, wl, &nw, &mk);
            if (q < 0 || q >= nq || b < 0 || b >= nb || !bufs[b])
                continue;
            maps[b] = clEnqueueMapBuffer(queues[q], bufs[b], (cl_bool)num(tok, n, 4, line),
                                         (cl_map_flags)unum(tok, n, 5, line), unum(tok, n, 6, line),
                                         unum(tok, n, 7, line), nw, nw ? wl : NULL, mk, &err);
            if (err == CL_SUCCESS && mk)
                made(num(tok, n, 8, line));
            cmds++;
        } else if (!strcmp(op, "UM")) {
            long q = num(tok, n, 2, line), b = num(tok, n, 3, line);
            waits(tok, n, 4, line, wl, &nw, &mk);
            if (q < 0 || q >= nq || b < 0 || b >= nb || !bufs[b] || !maps[b])
                continue;
            err = clEnqueueUnmapMemObject(queues[q], bufs[b], maps[b], nw, nw ? wl : NULL, mk);
            maps[b] = NULL;
            if (err == CL_SUCCESS && mk)
                made(num(tok, n, 4, line));
            cmds++;
        } else if (!strcmp(op, "U")) {
            long e = num(tok, n, 2, line);
            cl_event *s = ev_slot(e);
            if (s) {
                *s = clCreateUserEvent(ctx, &err);
                made(e);
            }
        } else if (!strcmp(op, "V")) {
            long e = num(tok, n, 2, line);
            if (e >= 0 && e < ne && evs[e])
                clSetUserEventStatus(evs[e], (cl_int)num(tok, n, 3, line));
        } else if (!strcmp(op, "E") || !strcmp(op, "e")) {
            long e = num(tok, n, 2, line);
            if (e < 0 || e >= ne || !evs[e] || e >= refs_n)
                continue;
            if (op[0] == 'e') {
                clRetainEvent(evs[e]);
                refs[e]++;
            } else {
                clReleaseEvent(evs[e]);
                if (--refs[e] <= 0)
                    evs[e] = NULL;
            }
        } else if (!strcmp(op, "I") || !strcmp(op, "J")) {
            long e = num(tok, n, 2, line);
            if (e >= 0 && e < ne && evs[e]) {
                if (op[0] == 'I') {
                    cl_int s;
                    clGetEventInfo(evs[e], CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof(s), &s, NULL);
                } else {
                    cl_ulong t;
                    clGetEventProfilingInfo(evs[e], CL_PROFILING_COMMAND_END, sizeof(t), &t, NULL);
                }
            }
        } else if (!strcmp(op, "w")) {
            long c = num(tok, n, 2, line), j;
            nw = 0;
            for (j = 0; j < c && j < 64; j++) {
                long e = num(tok, n, 3 + (int)j, line);
                if (e >= 0 && e < ne && evs[e])
                    wl[nw++] = evs[e];
            }
            if (nw) {
                double s = now_us(), sc = cpu_us();
                clWaitForEvents(nw, wl);
                if (launches > from) {
                    r_wait += now_us() - s;
                    rc_wait += cpu_us() - sc;
                    t_wait += (double)unum(tok, n, 3 + (int)c, line) / 1e3;
                }
            }
            /* the CPU time the recorded thread spent waiting (a driver that
             * spins while it waits): not a run's host work either */
            if (launches > from && n >= 6 + (int)c && tc_seen &&
                strtoul(tok[5 + (int)c], NULL, 10) == tc_thread)
                tc_wait += (double)strtoull(tok[4 + (int)c], NULL, 10) / 1e3;
        } else if (!strcmp(op, "Z")) {
            if (launches > from)
                t_wait += (double)unum(tok, n, 2, line) / 1e3;
            /* a build's CPU time is one-time work too (a record from an
             * older cl_record.so has neither field) */
            if (launches > from && n >= 5 && tc_seen && strtoul(tok[3], NULL, 10) == tc_thread)
                tc_build += (double)strtoull(tok[4], NULL, 10) / 1e3;
        } else if (!strcmp(op, "f") || !strcmp(op, "l")) {
            long q = num(tok, n, 2, line);
            if (q >= 0 && q < nq && queues[q] && op[0] == 'f') {
                double s = now_us(), sc = cpu_us();
                clFinish(queues[q]);
                if (launches > from) {
                    r_wait += now_us() - s;
                    rc_wait += cpu_us() - sc;
                    t_wait += (double)unum(tok, n, 3, line) / 1e3;
                }
                if (launches > from && n >= 6 && tc_seen && strtoul(tok[5], NULL, 10) == tc_thread)
                    tc_wait += (double)strtoull(tok[4], NULL, 10) / 1e3;
            } else if (q >= 0 && q < nq && queues[q])
                clFlush(queues[q]);
        }
    }
    alarm(0);
    for (l = 0; l < (size_t)nq; l++)
        if (queues[l])
            clFinish(queues[l]);
    printf("floor: %s: %ld command(s), %ld launch(es) on %ld device(s); window: launches %ld..%ld (%ld)\n", path, cmds,
           nlaunch, ndev, from + 1, nlaunch, win_launches);
    {
        double w = (double)(win_launches ? win_launches : 1), gen = t_end - t_start, raw = r_end - r_start;
        double gen_busy = gen - t_at_end, raw_busy = raw - r_at_end;
        printf("floor: host time over the window: generated %.1f us, raw %.1f us (%.2f / %.2f us per launch); "
               "generated / raw %.2f\n",
               gen, raw, gen / w, raw / w, raw > 0 ? gen / raw : 0.0);
        printf("floor: less the time blocked in waits and builds (generated %.1f us, raw %.1f us): generated %.2f / raw %.2f us "
               "per launch; generated / raw %.2f\n",
               t_at_end, r_at_end, gen_busy / w, raw_busy / w, raw_busy > 0 ? gen_busy / raw_busy : 0.0);
        if (tc_seen && tc_threads == 1 && tc_end > tc_start) {
            double gc = tc_end - tc_start - tc_build - tc_wait, rcpu = rc_end - rc_start - rc_wait;
            printf("floor: CPU time of the launching thread, less its builds and waits (%.1f / %.1f us; raw's "
                   "waits %.1f us): generated %.2f / raw %.2f us per launch; generated / raw %.2f\n",
                   tc_build, tc_wait, rc_wait, gc / w, rcpu / w, rcpu > 0 ? gc / rcpu : 0.0);
        }
        else
            printf("floor: CPU time of the launching thread: %s\n",
                   tc_seen ? "launches came from several threads" : "the record has none (an older cl_record.so)");
        if (win_launches > 0) {
            double gm = median(gaps, win_launches, 0), rm = median(gaps, win_launches, 1);
            printf("floor: median gap between launches: generated %.2f us, raw %.2f us; generated / raw %.2f\n", gm,
                   rm, rm > 0 ? gm / rm : 0.0);
        }
    }
    return 0;
}
