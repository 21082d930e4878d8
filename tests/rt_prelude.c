/* tests/rt_prelude.c - the kernel prelude's box lookups on a real device.
 *
 * bbmm_hfind<D> (the lookup the tool hoists out of a kernel's loops: one
 * per work-item for all the elements it touches through one initial box)
 * must return exactly what the per-access search bbmm_find<D> would give
 * every one of those elements when they all get the same box, and -1
 * otherwise.  Random box tables (1 to 4 boxes, overlapping or not, 1 to 4
 * dimensions) and random query boxes run through both on the first OpenCL
 * device; the host enumerates every element of each query box with the
 * per-access search's results (computed by the device too) and checks the
 * hoisted answer against them.  The tool's C helpers for box bounds
 * (bbmm_pp_floord/ceild/min/max) are compared with the host's copies.
 */
#include "cl_test.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NCASES 4000
#define MAXD 4
#define MAXB 4
#define SPAN 6 /* coordinates 0 .. SPAN-1 */
#define NPOINTS 1296 /* SPAN^4 */

/* One case: the table (n, lo[b*D+d], hi[b*D+d]) and a query box. */
typedef struct tcase {
    int64_t ndim, n;
    int64_t lo[MAXB * MAXD], hi[MAXB * MAXD];
    int64_t qlo[MAXD], qhi[MAXD];
} tcase;

static const char kernel_src[] =
    "typedef struct { long ndim, n; long lo[16], hi[16]; long qlo[4], qhi[4]; } tcase;\n"
    "#define FILL(T, D) T bx; bx.n = c->n; \\\n"
    "    for (int q = 0; q < 4 * D; q++) { bx.lo[q] = c->lo[q]; bx.hi[q] = c->hi[q]; }\n"
    "kernel void hoisted(global const tcase *cs, global int *out)\n"
    "{\n"
    "    size_t i = get_global_id(0);\n"
    "    global const tcase *c = &cs[i];\n"
    "    if (c->ndim == 1) { FILL(bbmm_kboxes1, 1) out[i] = bbmm_hfind1(bx, c->qlo[0], c->qhi[0]); }\n"
    "    if (c->ndim == 2) { FILL(bbmm_kboxes2, 2)\n"
    "        out[i] = bbmm_hfind2(bx, c->qlo[0], c->qlo[1], c->qhi[0], c->qhi[1]); }\n"
    "    if (c->ndim == 3) { FILL(bbmm_kboxes3, 3)\n"
    "        out[i] = bbmm_hfind3(bx, c->qlo[0], c->qlo[1], c->qlo[2], c->qhi[0], c->qhi[1], c->qhi[2]); }\n"
    "    if (c->ndim == 4) { FILL(bbmm_kboxes4, 4)\n"
    "        out[i] = bbmm_hfind4(bx, c->qlo[0], c->qlo[1], c->qlo[2], c->qlo[3], c->qhi[0], c->qhi[1],\n"
    "                             c->qhi[2], c->qhi[3]); }\n"
    "}\n"
    "/* per point p of case i (row-major over the query box, NPOINTS max) */\n"
    "kernel void search(global const tcase *cs, global int *out)\n"
    "{\n"
    "    size_t i = get_global_id(1), p = get_global_id(0);\n"
    "    global const tcase *c = &cs[i];\n"
    "    long x[4] = {0, 0, 0, 0}, r = (long)p;\n"
    "    for (int d = (int)c->ndim - 1; d >= 0; d--) {\n"
    "        long ext = c->qhi[d] - c->qlo[d] + 1;\n"
    "        x[d] = c->qlo[d] + r % ext;\n"
    "        r /= ext;\n"
    "    }\n"
    "    int got = -2;\n"
    "    if (r == 0) {\n"
    "        if (c->ndim == 1) { FILL(bbmm_kboxes1, 1) got = bbmm_find1(bx, x[0]); }\n"
    "        if (c->ndim == 2) { FILL(bbmm_kboxes2, 2) got = bbmm_find2(bx, x[0], x[1]); }\n"
    "        if (c->ndim == 3) { FILL(bbmm_kboxes3, 3) got = bbmm_find3(bx, x[0], x[1], x[2]); }\n"
    "        if (c->ndim == 4) { FILL(bbmm_kboxes4, 4) got = bbmm_find4(bx, x[0], x[1], x[2], x[3]); }\n"
    "    }\n"
    "    out[i * 1296 + p] = got;\n"
    "}\n"
    "kernel void helpers(global const long *in, global long *out)\n"
    "{\n"
    "    size_t i = get_global_id(0);\n"
    "    long a = in[2 * i], b = in[2 * i + 1];\n"
    "    out[4 * i] = bbmm_pp_floord(a, b);\n"
    "    out[4 * i + 1] = bbmm_pp_ceild(a, b);\n"
    "    out[4 * i + 2] = bbmm_pp_min(a, b);\n"
    "    out[4 * i + 3] = bbmm_pp_max(a, b);\n"
    "}\n";

/* The host's copies of the generated code's helpers (include/bbmm/pp.h). */
static long long h_floord(long long a, long long b) { return a >= 0 ? a / b : -((-a + b - 1) / b); }
static long long h_ceild(long long a, long long b) { return a >= 0 ? (a + b - 1) / b : -(-a / b); }

static uint64_t rng = 88172645463325252ULL;
static int64_t rnd(int64_t n) { return cl_test_rnd(&rng, n); }

/* An interval of 0 .. SPAN-1 into lo/hi. */
static void interval(int64_t *lo, int64_t *hi)
{
    int64_t a = rnd(SPAN), b = rnd(SPAN);
    *lo = a < b ? a : b;
    *hi = a < b ? b : a;
}

static void make_case(tcase *c)
{
    int64_t b, d;
    memset(c, 0, sizeof(*c));
    c->ndim = 1 + rnd(MAXD);
    c->n = 1 + rnd(MAXB);
    for (b = 0; b < c->n; b++)
        for (d = 0; d < c->ndim; d++)
            interval(&c->lo[b * c->ndim + d], &c->hi[b * c->ndim + d]);
    /* small query boxes too: most lie in one box */
    for (d = 0; d < c->ndim; d++) {
        interval(&c->qlo[d], &c->qhi[d]);
        if (rnd(2))
            c->qhi[d] = c->qlo[d] + (c->qhi[d] > c->qlo[d]);
    }
}

/* Points of the query box of "c". */
static int64_t points(const tcase *c)
{
    int64_t d, n = 1;
    for (d = 0; d < c->ndim; d++)
        n *= c->qhi[d] - c->qlo[d] + 1;
    return n;
}

int main(void)
{
    static tcase cs[NCASES];
    static int hoisted[NCASES], *search;
    static const long long pairs[][2] = {{7, 2}, {-7, 2}, {-8, 2}, {0, 3}, {-1, 3}, {5, 5}, {-5, 5}, {-6, 5},
                                         {123456789012LL, 7}, {-123456789012LL, 7}, {3, -4}, {-9, 1}};
    enum { NPAIRS = sizeof(pairs) / sizeof(pairs[0]) };
    long long hin[2 * NPAIRS], hout[4 * NPAIRS];
    size_t gsz[2];
    cl_test cl;
    cl_program prog;
    cl_kernel kh, ks, kp;
    cl_mem mcs, mh, ms, mhin, mhout;
    cl_int err;
    int i, bad = 0, found = 0, refused = 0;
    search = (int *)malloc(sizeof(int) * (size_t)NCASES * NPOINTS);
    if (!search)
        return 1;
    for (i = 0; i < NCASES; i++)
        make_case(&cs[i]);
    for (i = 0; i < NPAIRS; i++) {
        hin[2 * i] = pairs[i][0];
        hin[2 * i + 1] = pairs[i][1];
    }
    if (cl_test_open(&cl, "rt_prelude") || !(prog = cl_test_build(&cl, kernel_src, "")))
        return 1;
    kh = clCreateKernel(prog, "hoisted", &err);
    CL_TEST_CHECK(err, "clCreateKernel hoisted");
    ks = clCreateKernel(prog, "search", &err);
    CL_TEST_CHECK(err, "clCreateKernel search");
    kp = clCreateKernel(prog, "helpers", &err);
    CL_TEST_CHECK(err, "clCreateKernel helpers");
    mcs = clCreateBuffer(cl.ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, sizeof(cs), cs, &err);
    CL_TEST_CHECK(err, "clCreateBuffer");
    mh = clCreateBuffer(cl.ctx, CL_MEM_WRITE_ONLY, sizeof(hoisted), NULL, &err);
    CL_TEST_CHECK(err, "clCreateBuffer");
    ms = clCreateBuffer(cl.ctx, CL_MEM_WRITE_ONLY, sizeof(int) * (size_t)NCASES * NPOINTS, NULL, &err);
    CL_TEST_CHECK(err, "clCreateBuffer");
    mhin = clCreateBuffer(cl.ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, sizeof(hin), hin, &err);
    CL_TEST_CHECK(err, "clCreateBuffer");
    mhout = clCreateBuffer(cl.ctx, CL_MEM_WRITE_ONLY, sizeof(hout), NULL, &err);
    CL_TEST_CHECK(err, "clCreateBuffer");
    CL_TEST_CHECK(clSetKernelArg(kh, 0, sizeof(cl_mem), &mcs), "clSetKernelArg");
    CL_TEST_CHECK(clSetKernelArg(kh, 1, sizeof(cl_mem), &mh), "clSetKernelArg");
    CL_TEST_CHECK(clSetKernelArg(ks, 0, sizeof(cl_mem), &mcs), "clSetKernelArg");
    CL_TEST_CHECK(clSetKernelArg(ks, 1, sizeof(cl_mem), &ms), "clSetKernelArg");
    CL_TEST_CHECK(clSetKernelArg(kp, 0, sizeof(cl_mem), &mhin), "clSetKernelArg");
    CL_TEST_CHECK(clSetKernelArg(kp, 1, sizeof(cl_mem), &mhout), "clSetKernelArg");
    gsz[0] = NCASES;
    CL_TEST_CHECK(clEnqueueNDRangeKernel(cl.q, kh, 1, NULL, gsz, NULL, 0, NULL, NULL), "hoisted");
    gsz[0] = NPOINTS;
    gsz[1] = NCASES;
    CL_TEST_CHECK(clEnqueueNDRangeKernel(cl.q, ks, 2, NULL, gsz, NULL, 0, NULL, NULL), "search");
    gsz[0] = NPAIRS;
    CL_TEST_CHECK(clEnqueueNDRangeKernel(cl.q, kp, 1, NULL, gsz, NULL, 0, NULL, NULL), "helpers");
    CL_TEST_CHECK(clEnqueueReadBuffer(cl.q, mh, CL_TRUE, 0, sizeof(hoisted), hoisted, 0, NULL, NULL), "read");
    CL_TEST_CHECK(
        clEnqueueReadBuffer(cl.q, ms, CL_TRUE, 0, sizeof(int) * (size_t)NCASES * NPOINTS, search, 0, NULL, NULL),
        "read");
    CL_TEST_CHECK(clEnqueueReadBuffer(cl.q, mhout, CL_TRUE, 0, sizeof(hout), hout, 0, NULL, NULL), "read");
    for (i = 0; i < NCASES; i++) {
        const tcase *c = &cs[i];
        int64_t p, np = points(c);
        int want, in_all = 1;
        int64_t d;
        /* every element's box from the per-access search; one box for all
         * of them (and each element really in it), or -1 */
        want = search[(size_t)i * NPOINTS];
        for (p = 0; p < np; p++) {
            int64_t x[MAXD], r = p;
            int b = search[(size_t)i * NPOINTS + (size_t)p];
            for (d = c->ndim - 1; d >= 0; d--) {
                int64_t ext = c->qhi[d] - c->qlo[d] + 1;
                x[d] = c->qlo[d] + r % ext;
                r /= ext;
            }
            if (b != want)
                want = -1;
            for (d = 0; b >= 0 && d < c->ndim && c->n > 1; d++)
                if (x[d] < c->lo[b * c->ndim + d] || x[d] > c->hi[b * c->ndim + d])
                    in_all = 0;
        }
        if (!in_all)
            want = -1;
        if (hoisted[i] != want) {
            if (bad++ < 10)
                fprintf(stderr, "rt_prelude: case %d (%lld-D, %lld boxes): hoisted lookup %d, per-access %d\n", i,
                        (long long)c->ndim, (long long)c->n, hoisted[i], want);
        }
        if (want >= 0)
            found++;
        else
            refused++;
    }
    for (i = 0; i < NPAIRS; i++) {
        long long a = pairs[i][0], b = pairs[i][1];
        if (b <= 0)
            continue; /* the helpers take b > 0 */
        if (hout[4 * i] != h_floord(a, b) || hout[4 * i + 1] != h_ceild(a, b) || hout[4 * i + 2] != (a < b ? a : b) ||
            hout[4 * i + 3] != (a > b ? a : b)) {
            fprintf(stderr, "rt_prelude: helpers of (%lld, %lld) differ from the host's\n", a, b);
            bad++;
        }
    }
    printf("rt_prelude: %d cases (%d with one box for all elements, %d searched per access), %d wrong\n", NCASES,
           found, refused, bad);
    clReleaseMemObject(mcs);
    clReleaseMemObject(mh);
    clReleaseMemObject(ms);
    clReleaseMemObject(mhin);
    clReleaseMemObject(mhout);
    clReleaseKernel(kh);
    clReleaseKernel(ks);
    clReleaseKernel(kp);
    clReleaseProgram(prog);
    cl_test_close(&cl);
    free(search);
    return bad || !found || !refused ? 1 : 0;
}
