/* manual-heat2d - hand-written multi-device OpenCL heat-2d (PolyBench 4),
 * the baseline the BBMM-generated heat-2d is compared with (paper
 * §11.2.7).
 *
 *   manual-heat2d [--devices D] [--whole] [--verify] [--out FILE] N STEPS
 *
 * A and B are N x N doubles filled by samples/fill.h (A seed 0, B seed 1).
 * For t = 1 .. STEPS: B = sweep(A), then A = sweep(B), where sweep updates
 * the interior (1 .. N-2 in both dimensions) with exactly the expression
 * and order of operations of samples/regions/heat2d.c.  Rows and columns
 * 0 and N-1 never change.
 *
 * Multi-device (default).  The N-2 interior rows are cut into D contiguous
 * blocks (fewer when N-2 < D), one per device and host thread.  A device
 * holds, for A and for B, its rows and one halo row on each side: (m + 2)
 * x N doubles each.  Copied in: A's m + 2 rows; B's own rows and, on the
 * first and last device, the boundary halo (row 0 or N-1), which never
 * changes.  B's inner halos are not copied in: they are exchanged before
 * they are read.  After each sweep the devices swap the boundary rows of
 * the array just written with their neighbours, through pinned host
 * memory: each reads its first and last row (columns 1 .. N-2, the part a
 * sweep writes) to host slots, a barrier, and each writes its neighbours'
 * rows into its halos.  That is 2 (D-1) rows each way per sweep, the
 * minimum; the sweep after the last needs none.  At the end the own rows
 * of A and B are read back.
 *
 * The host slots alternate with the parity of the exchange.  The slot a
 * device fills at exchange e+2 was last read by its neighbour's write at
 * exchange e, which that neighbour's in-order queue ran before its reads
 * of exchange e+1, which it waited for before the barrier of e+1: so no
 * slot is overwritten while a write from it is pending, with no extra
 * wait.
 *
 * --whole: one device, A and B whole, copied in once, all sweeps, copied
 * out once (PolyBench-ACC style).
 */
#include "common.h"

#include "fill.h"

static const char heat_source[] =
    "#pragma OPENCL FP_CONTRACT OFF\n"
    "#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n"
    "/* One sweep dst = f(src) on rows 1 .. nrows of a block of rows of n\n"
    " * doubles (rows 0 and nrows+1 are halos), columns 1 .. n-2. */\n"
    "kernel void heat(global const double *src, global double *dst, long n, long nrows)\n"
    "{\n"
    "    long j = get_global_id(0) + 1, i = get_global_id(1) + 1;\n"
    "    if (i > nrows || j > n - 2)\n"
    "        return;\n"
    "    long c = i * n + j;\n"
    "    dst[c] = 0.125 * (src[c + n] - 2.0 * src[c] + src[c - n]) +\n"
    "             0.125 * (src[c + 1] - 2.0 * src[c] + src[c - 1]) + src[c];\n"
    "}\n";

/* The sequential program (samples/regions/heat2d.c) on "a" and "b". */
static void heat_reference(double *a, double *b, int64_t n, int64_t steps)
{
    int64_t t, i, j;
    for (t = 1; t <= steps; t++) {
        for (i = 1; i < n - 1; i++)
            for (j = 1; j < n - 1; j++)
                b[i * n + j] = 0.125 * (a[(i + 1) * n + j] - 2.0 * a[i * n + j] + a[(i - 1) * n + j]) +
                               0.125 * (a[i * n + j + 1] - 2.0 * a[i * n + j] + a[i * n + j - 1]) + a[i * n + j];
        for (i = 1; i < n - 1; i++)
            for (j = 1; j < n - 1; j++)
                a[i * n + j] = 0.125 * (b[(i + 1) * n + j] - 2.0 * b[i * n + j] + b[(i - 1) * n + j]) +
                               0.125 * (b[i * n + j + 1] - 2.0 * b[i * n + j] + b[i * n + j - 1]) + b[i * n + j];
    }
}

typedef struct heat_job {
    const mb_cl *cl;
    int64_t n, steps;
    int parts;      /* devices with rows: min(D, N-2), 0 when N < 3 */
    double *arr[2]; /* pinned A and B, N x N */
    /* Pinned exchange slots, [parity][0: first row, 1: last row][device],
     * N-2 doubles each (multi-device, parts > 1). */
    double *slot;
} heat_job;

/* The slot of "job" for "parity", "which" row (0 first, 1 last) of
 * device "d". */
static double *heat_slot(const heat_job *job, int parity, int which, int d)
{
    return job->slot + ((size_t)(parity * 2 + which) * (size_t)job->parts + (size_t)d) * (size_t)(job->n - 2);
}

/* Enqueue on device "d" the sweep "dst" = f("src") over "nrows" rows of a
 * block.  0, or 1 after recording the failure. */
static int heat_sweep(mb_run *run, int d, const heat_job *job, cl_mem src, cl_mem dst, int64_t nrows)
{
    cl_kernel k = job->cl->kernel[d];
    cl_long n = job->n, m = nrows;
    size_t size[2], local[2] = {MB_LOCAL_X, MB_LOCAL_Y};
    size[0] = (size_t)(job->n - 2);
    size[1] = (size_t)nrows;
    return mb_arg(run, d, k, 0, sizeof(cl_mem), &src) || mb_arg(run, d, k, 1, sizeof(cl_mem), &dst) ||
           mb_arg(run, d, k, 2, sizeof(n), &n) || mb_arg(run, d, k, 3, sizeof(m), &m) ||
           mb_launch(run, d, k, 2, size, local);
}

/* Exchange number "e" on device "d" (block of "m" rows) of the boundary
 * rows of "buf" with the neighbours (see the top); every device with rows
 * calls it, to meet at the barrier, also after a failure ("*bad" set: it
 * only waits).  "*bad" is set on failure. */
static void heat_exchange(mb_run *run, int d, const heat_job *job, cl_mem buf, int64_t m, int64_t e, int *bad)
{
    size_t rowb = (size_t)job->n * sizeof(double), cols = (size_t)(job->n - 2) * sizeof(double);
    int p = (int)(e & 1), last = job->parts - 1;
    cl_event ev[2] = {NULL, NULL};
    *bad = *bad || mb_failed(run);
    if (!*bad && d > 0)
        *bad = mb_read(run, d, buf, rowb + sizeof(double), cols, heat_slot(job, p, 0, d), &ev[0]);
    if (!*bad && d < last)
        *bad = mb_read(run, d, buf, (size_t)m * rowb + sizeof(double), cols, heat_slot(job, p, 1, d), &ev[1]);
    *bad = mb_wait(run, d, &ev[0]) || *bad;
    *bad = mb_wait(run, d, &ev[1]) || *bad;
    mb_barrier(run);
    *bad = *bad || mb_failed(run);
    if (!*bad && d > 0)
        *bad = mb_write(run, d, buf, sizeof(double), cols, heat_slot(job, p, 1, d - 1), NULL);
    if (!*bad && d < last)
        *bad = mb_write(run, d, buf, (size_t)(m + 1) * rowb + sizeof(double), cols, heat_slot(job, p, 0, d + 1),
                        NULL);
}

/* The part of device "d" in the multi-device version (see the top). */
static void heat_device(mb_run *run, int d, void *user)
{
    const heat_job *job = (const heat_job *)user;
    int64_t n = job->n, r0, m, t, bfirst, brows;
    size_t rowb = (size_t)n * sizeof(double), blockb;
    cl_mem buf[2] = {NULL, NULL};
    int parts = job->parts, s, bad;
    double last = mb_now();
    if (d >= parts)
        return;
    mb_split(n - 2, parts, d, &r0, &m);
    r0 += 1;
    blockb = (size_t)(m + 2) * rowb;
    bfirst = d == 0 ? r0 - 1 : r0;
    brows = m + (d == 0) + (d == parts - 1);
    bad = mb_buffer(run, d, blockb, &buf[0]) || mb_buffer(run, d, blockb, &buf[1]) ||
          mb_write(run, d, buf[0], 0, blockb, job->arr[0] + (r0 - 1) * n, NULL) ||
          mb_write(run, d, buf[1], (size_t)(bfirst - (r0 - 1)) * rowb, (size_t)brows * rowb,
                   job->arr[1] + bfirst * n, NULL);
    for (t = 1; t <= job->steps; t++) {
        for (s = 0; s < 2; s++) {
            if (!bad)
                bad = heat_sweep(run, d, job, buf[s], buf[!s], m);
            if (parts > 1 && !(t == job->steps && s == 1))
                heat_exchange(run, d, job, buf[!s], m, 2 * (t - 1) + s, &bad);
        }
        if (d == 0)
            mb_progress(job->cl, t, job->steps, &last);
    }
    for (s = 0; s < 2 && !bad; s++)
        bad = mb_read(run, d, buf[s], rowb, (size_t)m * rowb, job->arr[s] + r0 * n, NULL);
    mb_finish(run, d);
    mb_release(&buf[0]);
    mb_release(&buf[1]);
}

/* The whole-array version on device "d" (the only one). */
static void heat_whole(mb_run *run, int d, void *user)
{
    const heat_job *job = (const heat_job *)user;
    size_t bytes = (size_t)job->n * (size_t)job->n * sizeof(double);
    cl_mem buf[2] = {NULL, NULL};
    int64_t t;
    double last = mb_now();
    int s, bad = 0;
    for (s = 0; s < 2 && !bad; s++)
        bad = mb_buffer(run, d, bytes, &buf[s]) || mb_write(run, d, buf[s], 0, bytes, job->arr[s], NULL);
    for (t = 1; t <= job->steps && !bad && job->n > 2; t++) {
        for (s = 0; s < 2 && !bad; s++)
            bad = heat_sweep(run, d, job, buf[s], buf[!s], job->n - 2);
        mb_progress(job->cl, t, job->steps, &last);
    }
    for (s = 0; s < 2 && !bad; s++)
        bad = mb_read(run, d, buf[s], 0, bytes, job->arr[s], NULL);
    mb_finish(run, d);
    mb_release(&buf[0]);
    mb_release(&buf[1]);
}

int main(int argc, char **argv)
{
    static const char *const prog = "manual-heat2d", *const names[] = {"N", "STEPS"}, *const arrays[] = {"A", "B"};
    static const int64_t lo[] = {1, 0}, hi[] = {(int64_t)1 << 24, (int64_t)1 << 40};
    mb_args a;
    mb_cl cl;
    mb_run run;
    mb_pinned arr[2] = {{0}, {0}}, slot = {0};
    heat_job job;
    void *ref[2] = {NULL, NULL}, *got[2];
    size_t bytes[2], slots;
    double t0, seconds;
    int rc = mb_args_parse(&a, argc, argv, prog, "N STEPS", 2, names, lo, hi), verified = -1, s;
    if (rc >= 0)
        return rc;
    if (mb_mul3((size_t)a.pos[0], (size_t)a.pos[0], sizeof(double), &bytes[0]) ||
        mb_mul3(4 * (size_t)a.pos[0], (size_t)MB_MAX_DEVICES, sizeof(double), &slots)) {
        fprintf(stderr, "%s: N=%" PRId64 " is too large for this host\n", prog, a.pos[0]);
        return 2;
    }
    bytes[1] = bytes[0];
    if (mb_cl_open(&cl, prog, a.devices, heat_source, "heat"))
        return 1;
    memset(&job, 0, sizeof(job));
    job.cl = &cl;
    job.n = a.pos[0];
    job.steps = a.pos[1];
    job.parts = job.n < 3 ? 0 : a.whole ? 1 : (int)(job.n - 2 < cl.ndev ? job.n - 2 : cl.ndev);
    rc = 1;
    for (s = 0; s < 2; s++)
        if (mb_pinned_alloc(&cl, bytes[s], arrays[s], &arr[s]))
            goto out;
    slots = 4 * (size_t)job.parts * (size_t)(job.n > 2 ? job.n - 2 : 0) * sizeof(double);
    if (!a.whole && job.parts > 1 && mb_pinned_alloc(&cl, slots, "halo slots", &slot))
        goto out;
    for (s = 0; s < 2; s++) {
        got[s] = job.arr[s] = (double *)arr[s].ptr;
        sample_fill(job.arr[s], (size_t)job.n * (size_t)job.n, SAMPLE_SEED(s));
    }
    job.slot = (double *)slot.ptr;
    if (a.verify && mb_copies(prog, 2, got, bytes, ref))
        goto out;
    if (mb_run_init(&run, &cl, !a.whole && job.parts > 1 ? job.parts : 0))
        goto out;
    t0 = mb_now();
    rc = mb_run_devices(&run, a.whole ? heat_whole : heat_device, &job);
    seconds = mb_now() - t0;
    if (!rc && a.verify) {
        heat_reference((double *)ref[0], (double *)ref[1], job.n, job.steps);
        verified = mb_compare(prog, 2, arrays, got, ref, bytes);
    }
    if (!rc) {
        rc = (a.out && mb_dump(prog, a.out, 2, got, bytes)) || verified == 0;
        mb_summary(&run, "heat2d", a.whole ? "whole" : "multi", job.n, job.steps, seconds, verified);
    }
    mb_run_destroy(&run);
out:
    free(ref[0]);
    free(ref[1]);
    mb_pinned_free(&cl, &slot);
    mb_pinned_free(&cl, &arr[1]);
    mb_pinned_free(&cl, &arr[0]);
    mb_cl_close(&cl);
    return rc;
}
