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
 * The kernel.  One work-item per element, in work-groups of 32 x 8: a warp
 * reads 32 consecutive doubles of a row, and the 8 rows of a group share
 * the rows above and below through L1.  Work-item x is column x itself
 * (columns 0 and N-1 do nothing), so a warp's loads start on a 256-byte
 * boundary of the row (when N is even) rather than one double past it.
 * The sweep is memory-bound (5 loads, all but one from cache, and a
 * store per element); doubles in vectors would only save instructions,
 * and the interior starts at an odd column, so they are not used.  One
 * kernel serves every launch: it takes rows row0, row0 + stride, ... (count
 * of them) of a block, so the boundary rows of a block can go first.
 *
 * Multi-device (default).  The N-2 interior rows are cut into D contiguous
 * blocks (fewer when N-2 < D), one per device and host thread.  A device
 * holds, for A and for B, its m rows and one halo row on each side: (m + 2)
 * x N doubles each.  Copied in: A's m + 2 rows; B's own rows and, on the
 * first and last device, the boundary halo (row 0 or N-1), which never
 * changes.  B's inner halos are not copied in: they are exchanged before
 * they are read.  Each device has two in-order queues: queue 0 runs the
 * kernels, queue 1 the halo copies, which so overlap the kernels.  All
 * devices share one context: they are ordered by events alone, and no host
 * thread waits for a device on behalf of another (no barrier, no blocking
 * read).  Sweep e (e = 0 .. 2 STEPS - 1, src -> dst) on a device, but the
 * last (whose result nobody else needs):
 *
 *   1. a launch over the block's boundary rows that a neighbour needs (its
 *      first row when it has a device above, its last when below), after
 *      the last command of queue 1 (the halos of src written, and the
 *      reads of the boundary rows of dst from sweep e-2 done);
 *   2. on queue 1, after that launch, the read of each such row (columns
 *      1 .. N-2, the part a sweep writes) into a pinned host slot, posted
 *      (mb_post) to the neighbour;
 *   3. on queue 0 the rest of the block's rows, which run while the rows
 *      are copied out;
 *   4. on queue 1, the write of each neighbour's posted row into the halo
 *      of dst, after the neighbour's read and after this device's last
 *      kernel of sweep e-1 (which read that halo as its src); the first
 *      launch of sweep e+1 waits for them (the last command of queue 1).
 *
 * That is 2 (D-1) rows each way per sweep, the minimum; the sweep after the
 * last needs none.  At the end the own rows of A and B are read back.
 * The slots of a device's boundary row form a ring of HEAT_RING pinned
 * host rows: the read of exchange e goes into slot e % HEAT_RING once the
 * neighbour's write of exchange e - HEAT_RING from it has run (its event,
 * posted back, is in the read's wait list).  So the host threads wait only
 * for each other's enqueues, at most HEAT_RING sweeps apart, and run ahead
 * of their devices by up to MB_PROF_RING kernels (mb_launch); each queue
 * is flushed once per sweep (and before another queue waits for it), so
 * the devices' queues never run dry.
 *
 * --whole: one device, A and B whole, copied in once, all sweeps (one
 * launch each of the same kernel), copied out once (PolyBench-ACC style).
 */
#include "common.h"

#include "fill.h"

/* Pinned host slots per boundary row of a device (exchanges in flight). */
#define HEAT_RING 4
/* Work-group of the launches over 1 or 2 rows. */
#define HEAT_LOCAL_ROW 256

static const char heat_source[] =
    "#pragma OPENCL FP_CONTRACT OFF\n"
    "#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n"
    "/* One sweep dst = f(src) on rows row0 + g * stride (g = 0 .. count-1) of\n"
    " * a block of rows of n doubles (with a halo row above and below),\n"
    " * columns 1 .. n-2; work-item x is column x. */\n"
    "kernel void heat(global const double *src, global double *dst, long n, long row0, long stride, long count)\n"
    "{\n"
    "    long j = get_global_id(0), g = get_global_id(1);\n"
    "    if (g >= count || j < 1 || j > n - 2)\n"
    "        return;\n"
    "    long c = (row0 + g * stride) * n + j;\n"
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
    /* Pinned exchange slots, [device][0: first row, 1: last row][exchange
     * % HEAT_RING], N-2 doubles each (multi-device, parts > 1). */
    double *slot;
    /* rd: the device's read of that row into the slot (tag: the
     * exchange); wr: the neighbour's write from it into its halo. */
    mb_post rd[MB_MAX_DEVICES][2][HEAT_RING], wr[MB_MAX_DEVICES][2][HEAT_RING];
} heat_job;

/* Make the posts of "job" empty, releasing their events when "clear". */
static void heat_posts(heat_job *job, int clear)
{
    int d, w;
    for (d = 0; d < MB_MAX_DEVICES; d++)
        for (w = 0; w < 2; w++) {
            if (clear) {
                mb_post_clear(job->rd[d][w], HEAT_RING);
                mb_post_clear(job->wr[d][w], HEAT_RING);
            } else {
                mb_post_init(job->rd[d][w], HEAT_RING);
                mb_post_init(job->wr[d][w], HEAT_RING);
            }
        }
}

/* The slot of "job" for device "d"'s "which" row (0 first, 1 last) at
 * exchange "e". */
static double *heat_slot(const heat_job *job, int d, int which, int64_t e)
{
    return job->slot +
           (((size_t)d * 2 + (size_t)which) * HEAT_RING + (size_t)(e % HEAT_RING)) * (size_t)(job->n - 2);
}

/* Enqueue on device "d", after "wait" (NULL: nothing), the sweep "dst" =
 * f("src") over rows "row0" + g "stride" (g < "count") of a block; its
 * event into "*ev" unless NULL.  0, or 1 after recording the failure. */
static int heat_sweep(mb_run *run, int d, const heat_job *job, cl_mem src, cl_mem dst, int64_t row0,
                      int64_t stride, int64_t count, cl_event wait, cl_event *ev)
{
    cl_kernel k = job->cl->kernel[d];
    cl_long n = job->n, r = row0, s = stride, c = count;
    size_t size[2], block[2] = {MB_LOCAL_X, MB_LOCAL_Y}, row[2] = {HEAT_LOCAL_ROW, 1};
    size[0] = (size_t)job->n;
    size[1] = (size_t)count;
    if (ev)
        *ev = NULL;
    return mb_arg(run, d, k, 0, sizeof(cl_mem), &src) || mb_arg(run, d, k, 1, sizeof(cl_mem), &dst) ||
           mb_arg(run, d, k, 2, sizeof(n), &n) || mb_arg(run, d, k, 3, sizeof(r), &r) ||
           mb_arg(run, d, k, 4, sizeof(s), &s) || mb_arg(run, d, k, 5, sizeof(c), &c) ||
           mb_launch(run, d, k, 2, size, count <= 2 ? row : block, 1, &wait, ev);
}

/* Device "d" (block of "m" rows) reads its "which" boundary row of "buf"
 * (0: its first, 1: its last) for exchange "e" on queue 1, after "after"
 * (the launch that computed it) and after the neighbour's write of
 * exchange e - HEAT_RING from the same slot; its event into "*ev" (the
 * caller releases it, also after a failure).  0, or 1 after a failure. */
static int heat_read(mb_run *run, int d, heat_job *job, cl_mem buf, int64_t m, int which, int64_t e,
                     cl_event after, cl_event *ev)
{
    size_t rowb = (size_t)job->n * sizeof(double), cols = (size_t)(job->n - 2) * sizeof(double);
    cl_event wait[2] = {after, NULL};
    int bad = e >= HEAT_RING && mb_post_get(run, d, &job->wr[d][which][e % HEAT_RING], e - HEAT_RING, &wait[1]);
    *ev = NULL;
    bad = bad || mb_read(run, d, 1, buf, (size_t)(which ? m : 1) * rowb + sizeof(double), cols,
                         heat_slot(job, d, which, e), 2, wait, ev);
    mb_event_release(&wait[1]);
    return bad;
}

/* Device "d" (block of "m" rows) writes, for exchange "e" on queue 1, its
 * neighbour's boundary row into its "which" halo of "buf" (0: above, from
 * device d-1's last row; 1: below, from device d+1's first row), after the
 * neighbour's read and after "after" (its last kernel that read the
 * halo); its event into "*ev" (the caller releases it, also after a
 * failure).  0, or 1 after a failure. */
static int heat_write(mb_run *run, int d, heat_job *job, cl_mem buf, int64_t m, int which, int64_t e,
                      cl_event after, cl_event *ev)
{
    size_t rowb = (size_t)job->n * sizeof(double), cols = (size_t)(job->n - 2) * sizeof(double);
    int nb = which ? d + 1 : d - 1, bad;
    cl_event wait[2] = {NULL, after};
    *ev = NULL;
    bad = mb_post_get(run, d, &job->rd[nb][!which][e % HEAT_RING], e, &wait[0]) ||
          mb_write(run, d, 1, buf, (size_t)(which ? m + 1 : 0) * rowb + sizeof(double), cols,
                   heat_slot(job, nb, !which, e), 2, wait, ev);
    mb_event_release(&wait[0]);
    return bad;
}

/* The part of device "d" in the multi-device version (see the top). */
static void heat_device(mb_run *run, int d, void *user)
{
    heat_job *job = (heat_job *)user;
    int64_t n = job->n, sweeps = 2 * job->steps, r0, m, e, bfirst, brows, lo, hi;
    size_t rowb = (size_t)n * sizeof(double), blockb;
    cl_mem buf[2] = {NULL, NULL}, src, dst;
    /* kprev: the last kernel of the previous sweep; xev: the last command
     * of queue 1, which the first launch of a sweep waits for */
    cl_event kprev = NULL, xev = NULL, ev = NULL, early = NULL, rd[2] = {NULL, NULL}, wr[2] = {NULL, NULL};
    int parts = job->parts, need[2], w, bad;
    double last = mb_now();
    if (d >= parts)
        return;
    mb_split(n - 2, parts, d, &r0, &m);
    r0 += 1;
    blockb = (size_t)(m + 2) * rowb;
    bfirst = d == 0 ? r0 - 1 : r0;
    brows = m + (d == 0) + (d == parts - 1);
    bad = mb_buffer(run, d, blockb, &buf[0]) || mb_buffer(run, d, blockb, &buf[1]) ||
          mb_write(run, d, 0, buf[0], 0, blockb, job->arr[0] + (r0 - 1) * n, 0, NULL, NULL) ||
          mb_write(run, d, 0, buf[1], (size_t)(bfirst - (r0 - 1)) * rowb, (size_t)brows * rowb,
                   job->arr[1] + bfirst * n, 0, NULL, NULL);
    for (e = 0; e < sweeps && !bad; e++) {
        if (mb_failed(run)) {
            bad = 1;
            break;
        }
        src = buf[e & 1];
        dst = buf[!(e & 1)];
        need[0] = parts > 1 && e + 1 < sweeps && d > 0;
        need[1] = parts > 1 && e + 1 < sweeps && d < parts - 1;
        if (!need[0] && !need[1]) {
            bad = heat_sweep(run, d, job, src, dst, 1, 1, m, xev, &ev);
        } else {
            /* 1, 2: the boundary rows first, copied out as soon as done */
            if (need[0] && need[1] && m > 1)
                bad = heat_sweep(run, d, job, src, dst, 1, m - 1, 2, xev, &early);
            else
                bad = heat_sweep(run, d, job, src, dst, need[0] ? 1 : m, 1, 1, xev, &early);
            bad = bad || mb_flush(run, d, 0);
            for (w = 0; w < 2 && !bad; w++)
                if (need[w])
                    bad = heat_read(run, d, job, dst, m, w, e, early, &rd[w]);
            bad = bad || mb_flush(run, d, 1);
            for (w = 0; w < 2 && !bad; w++)
                if (need[w])
                    bad = mb_post_put(run, d, &job->rd[d][w][e % HEAT_RING], e, rd[w]);
            mb_event_release(&rd[0]);
            mb_event_release(&rd[1]);
            /* 3: the other rows */
            lo = need[0] ? 2 : 1;
            hi = need[1] ? m - 1 : m;
            if (!bad && hi >= lo)
                bad = heat_sweep(run, d, job, src, dst, lo, 1, hi - lo + 1, NULL, &ev);
            else
                ev = early, early = NULL;
            mb_event_release(&early);
            /* 4: the neighbours' rows into the halos of dst */
            for (w = 0; w < 2 && !bad; w++)
                if (need[w])
                    bad = heat_write(run, d, job, dst, m, w, e, kprev, &wr[w]);
            bad = bad || mb_flush(run, d, 1);
            for (w = 0; w < 2 && !bad; w++)
                if (need[w])
                    bad = mb_post_put(run, d, &job->wr[w ? d + 1 : d - 1][!w][e % HEAT_RING], e, wr[w]);
            for (w = 0; w < 2; w++)
                if (wr[w]) {
                    mb_event_set(&xev, wr[w]);
                    wr[w] = NULL;
                }
        }
        mb_event_set(&kprev, ev);
        ev = NULL;
        bad = bad || mb_flush(run, d, 0);
        if (d == 0 && e % 2)
            mb_progress(job->cl, e / 2 + 1, job->steps, &last);
    }
    for (w = 0; w < 2 && !bad; w++)
        bad = mb_read(run, d, 0, buf[w], rowb, (size_t)m * rowb, job->arr[w] + r0 * n, 0, NULL, NULL);
    mb_finish(run, d);
    mb_event_release(&kprev);
    mb_event_release(&xev);
    mb_event_release(&ev);
    mb_event_release(&early);
    for (w = 0; w < 2; w++) {
        mb_event_release(&rd[w]);
        mb_event_release(&wr[w]);
    }
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
        bad = mb_buffer(run, d, bytes, &buf[s]) || mb_write(run, d, 0, buf[s], 0, bytes, job->arr[s], 0, NULL, NULL);
    for (t = 1; t <= job->steps && !bad && job->n > 2; t++) {
        for (s = 0; s < 2 && !bad; s++)
            bad = heat_sweep(run, d, job, buf[s], buf[!s], 1, 1, job->n - 2, NULL, NULL) || mb_flush(run, d, 0);
        mb_progress(job->cl, t, job->steps, &last);
    }
    for (s = 0; s < 2 && !bad; s++)
        bad = mb_read(run, d, 0, buf[s], 0, bytes, job->arr[s], 0, NULL, NULL);
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
    heat_job *job = NULL;
    void *ref[2] = {NULL, NULL}, *got[2];
    size_t bytes[2], slots;
    double t0, seconds;
    int rc = mb_args_parse(&a, argc, argv, prog, "N STEPS", 2, names, lo, hi), verified = -1, s;
    if (rc >= 0)
        return rc;
    if (mb_mul3((size_t)a.pos[0], (size_t)a.pos[0], sizeof(double), &bytes[0]) ||
        mb_mul3(2 * HEAT_RING * (size_t)a.pos[0], (size_t)MB_MAX_DEVICES, sizeof(double), &slots)) {
        fprintf(stderr, "%s: N=%" PRId64 " is too large for this host\n", prog, a.pos[0]);
        return 2;
    }
    bytes[1] = bytes[0];
    if (!(job = (heat_job *)calloc(1, sizeof(*job)))) {
        fprintf(stderr, "%s: out of host memory\n", prog);
        return 1;
    }
    if (mb_cl_open(&cl, prog, a.devices, 2, heat_source, "", "heat")) {
        free(job);
        return 1;
    }
    heat_posts(job, 0);
    job->cl = &cl;
    job->n = a.pos[0];
    job->steps = a.pos[1];
    job->parts = job->n < 3 ? 0 : a.whole ? 1 : (int)(job->n - 2 < cl.ndev ? job->n - 2 : cl.ndev);
    rc = 1;
    for (s = 0; s < 2; s++)
        if (mb_pinned_alloc(&cl, bytes[s], arrays[s], &arr[s]))
            goto out;
    slots = 2 * HEAT_RING * (size_t)job->parts * (size_t)(job->n > 2 ? job->n - 2 : 0) * sizeof(double);
    if (!a.whole && job->parts > 1 && mb_pinned_alloc(&cl, slots, "halo slots", &slot))
        goto out;
    for (s = 0; s < 2; s++) {
        got[s] = job->arr[s] = (double *)arr[s].ptr;
        sample_fill(job->arr[s], (size_t)job->n * (size_t)job->n, SAMPLE_SEED(s));
    }
    job->slot = (double *)slot.ptr;
    if (a.verify && mb_copies(prog, 2, got, bytes, ref))
        goto out;
    if (mb_run_init(&run, &cl))
        goto out;
    t0 = mb_now();
    rc = mb_run_devices(&run, a.whole ? heat_whole : heat_device, job);
    seconds = mb_now() - t0;
    if (!rc && a.verify) {
        heat_reference((double *)ref[0], (double *)ref[1], job->n, job->steps);
        verified = mb_compare(prog, 2, arrays, got, ref, bytes);
    }
    if (!rc) {
        rc = (a.out && mb_dump(prog, a.out, 2, got, bytes)) || verified == 0;
        mb_summary(&run, "heat2d", a.whole ? "whole" : "multi", job->n, job->steps, seconds, verified);
    }
    mb_run_destroy(&run);
out:
    heat_posts(job, 1);
    free(job);
    free(ref[0]);
    free(ref[1]);
    mb_pinned_free(&cl, &slot);
    mb_pinned_free(&cl, &arr[1]);
    mb_pinned_free(&cl, &arr[0]);
    mb_cl_close(&cl);
    return rc;
}
