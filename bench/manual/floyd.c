/* manual-floyd - hand-written multi-device OpenCL floyd-warshall, the
 * baseline the BBMM-generated floyd is compared with (paper §11.2.7).
 *
 *   manual-floyd [--devices D] [--whole] [--verify] [--out FILE] N
 *
 * path is N x N floats (samples/floyd_ref.h: floyd_init, floyd_reference).
 * For k = 0 .. N-1, for all (i, j):
 *   path[i][j] = path[i][k] + path[k][j] < path[i][j] ? path[i][k] + path[k][j] : path[i][j]
 *
 * Multi-device (default).  The rows are cut into D contiguous blocks, one
 * per device and host thread.  A device holds its block and one row buffer
 * for row k: column k of its rows is in its block, row k in its block
 * (the owner) or in the row buffer (the others).  Per k the owner reads
 * row k (as step k-1 left it) into a pinned host row and, after a barrier,
 * every other device writes that row into its row buffer: N floats device
 * to host and (D-1) N host to device per k, the minimum (a device needs
 * exactly row k from others).  Everything else stays on the devices until
 * the blocks are read back at the end.
 *
 * Reading row k while the step writes the same array is safe: with a zero
 * diagonal and non-negative weights, step k changes neither row k nor
 * column k (path[k][k] + x == x is never < x), as in the sequential loop.
 *
 * Two pinned host rows alternate with the parity of k, so the owner of
 * row k+1 can fill one while the writes of row k may still be queued.
 * Before the barrier of step k a device waits for its write of step k-1,
 * the last reader of the slot the owner of step k+1 fills next; that write
 * ran before the device's kernel k-1, so the device's queue still holds
 * kernel k-1 ... while it waits, never empty.
 *
 * --whole: one device, the whole matrix copied in once, N steps, copied
 * out once (PolyBench-ACC style).
 */
#include "common.h"

#include "floyd_ref.h"

static const char floyd_source[] =
    "#pragma OPENCL FP_CONTRACT OFF\n"
    "/* Step k on a block of nrows rows of n floats; row k is row kloc of the\n"
    " * block when the block holds it (kloc >= 0), else in krow. */\n"
    "kernel void floyd(global float *rows, global const float *krow, long n, long nrows, long k, long kloc)\n"
    "{\n"
    "    long j = get_global_id(0), i = get_global_id(1);\n"
    "    if (i >= nrows || j >= n)\n"
    "        return;\n"
    "    global const float *rk = kloc >= 0 ? rows + kloc * n : krow;\n"
    "    float via = rows[i * n + k] + rk[j];\n"
    "    if (via < rows[i * n + j])\n"
    "        rows[i * n + j] = via;\n"
    "}\n";

typedef struct floyd_job {
    const mb_cl *cl;
    int64_t n;
    int parts;      /* devices with rows: min(D, N) */
    float *path;    /* pinned, N x N */
    float *hrow[2]; /* pinned host rows for row k, by parity of k (multi-device, D > 1) */
} floyd_job;

/* Set the arguments of "d"'s kernel that do not change with k: the block
 * "rows" of "nrows" rows, the row buffer "krow".  0, or 1 after recording
 * the failure. */
static int floyd_args(mb_run *run, int d, const floyd_job *job, cl_mem rows, cl_mem krow, int64_t nrows)
{
    cl_kernel k = job->cl->kernel[d];
    cl_long n = job->n, m = nrows;
    return mb_arg(run, d, k, 0, sizeof(cl_mem), &rows) || mb_arg(run, d, k, 1, sizeof(cl_mem), &krow) ||
           mb_arg(run, d, k, 2, sizeof(n), &n) || mb_arg(run, d, k, 3, sizeof(m), &m);
}

/* Enqueue step "k" on device "d" for a block of "nrows" rows holding row k
 * as its row "kloc" (-1: in the row buffer).  0, or 1 after recording the
 * failure. */
static int floyd_step(mb_run *run, int d, const floyd_job *job, int64_t nrows, int64_t k, int64_t kloc)
{
    cl_kernel kern = job->cl->kernel[d];
    cl_long kk = k, kl = kloc;
    size_t size[2], local[2] = {MB_LOCAL_X, MB_LOCAL_Y};
    size[0] = (size_t)job->n;
    size[1] = (size_t)nrows;
    return mb_arg(run, d, kern, 4, sizeof(kk), &kk) || mb_arg(run, d, kern, 5, sizeof(kl), &kl) ||
           mb_launch(run, d, kern, 2, size, local);
}

/* The part of device "d" in the multi-device version (see the top). */
static void floyd_device(mb_run *run, int d, void *user)
{
    const floyd_job *job = (const floyd_job *)user;
    int64_t n = job->n, r0, m, k;
    size_t rowb = (size_t)n * sizeof(float), blockb;
    cl_mem rows = NULL, krow = NULL;
    cl_event wev = NULL, rev = NULL;
    int parts = job->parts, owner, bad;
    double last = mb_now();
    if (d >= parts)
        return;
    mb_split(n, parts, d, &r0, &m);
    blockb = (size_t)m * rowb;
    bad = mb_buffer(run, d, blockb, &rows) || (parts > 1 && mb_buffer(run, d, rowb, &krow)) ||
          mb_write(run, d, rows, 0, blockb, job->path + r0 * n, NULL) ||
          floyd_args(run, d, job, rows, parts > 1 ? krow : rows, m);
    for (k = 0; k < n; k++) {
        owner = mb_owner(n, parts, k);
        if (parts > 1) {
            bad = bad || mb_failed(run);
            if (!bad && owner == d)
                bad = mb_read(run, d, rows, (size_t)(k - r0) * rowb, rowb, job->hrow[k & 1], &rev) ||
                      mb_wait(run, d, &rev);
            bad = mb_wait(run, d, &wev) || bad;
            mb_barrier(run);
            bad = bad || mb_failed(run);
            if (!bad && owner != d)
                bad = mb_write(run, d, krow, 0, rowb, job->hrow[k & 1], &wev);
        }
        if (!bad)
            bad = floyd_step(run, d, job, m, k, owner == d ? k - r0 : -1);
        if (d == 0)
            mb_progress(job->cl, k, n, &last);
    }
    if (!bad)
        mb_read(run, d, rows, 0, blockb, job->path + r0 * n, NULL);
    mb_finish(run, d);
    if (wev)
        clReleaseEvent(wev);
    if (rev)
        clReleaseEvent(rev);
    mb_release(&rows);
    mb_release(&krow);
}

/* The whole-array version on device "d" (the only one). */
static void floyd_whole(mb_run *run, int d, void *user)
{
    const floyd_job *job = (const floyd_job *)user;
    int64_t n = job->n, k;
    size_t bytes = (size_t)n * (size_t)n * sizeof(float);
    cl_mem p = NULL;
    double last = mb_now();
    int bad = mb_buffer(run, d, bytes, &p) || mb_write(run, d, p, 0, bytes, job->path, NULL) ||
              floyd_args(run, d, job, p, p, n);
    for (k = 0; k < n && !bad; k++) {
        bad = floyd_step(run, d, job, n, k, k);
        mb_progress(job->cl, k, n, &last);
    }
    if (!bad)
        mb_read(run, d, p, 0, bytes, job->path, NULL);
    mb_finish(run, d);
    mb_release(&p);
}

int main(int argc, char **argv)
{
    static const char *const prog = "manual-floyd", *const names[] = {"N"}, *const arrays[] = {"path"};
    static const int64_t lo[] = {1}, hi[] = {(int64_t)1 << 24};
    mb_args a;
    mb_cl cl;
    mb_run run;
    mb_pinned path = {0}, hrow = {0};
    floyd_job job;
    void *ref[1] = {NULL}, *got[1];
    size_t bytes;
    double t0, seconds;
    int rc = mb_args_parse(&a, argc, argv, prog, "N", 1, names, lo, hi), verified = -1;
    if (rc >= 0)
        return rc;
    if (mb_mul3((size_t)a.pos[0], (size_t)a.pos[0], sizeof(float), &bytes)) {
        fprintf(stderr, "%s: N=%" PRId64 " is too large for this host\n", prog, a.pos[0]);
        return 2;
    }
    if (mb_cl_open(&cl, prog, a.devices, floyd_source, "floyd"))
        return 1;
    memset(&job, 0, sizeof(job));
    job.cl = &cl;
    job.n = a.pos[0];
    job.parts = a.whole ? 1 : (int)(job.n < cl.ndev ? job.n : cl.ndev);
    rc = 1;
    if (mb_pinned_alloc(&cl, bytes, "path", &path) ||
        (job.parts > 1 && mb_pinned_alloc(&cl, 2 * (size_t)job.n * sizeof(float), "row k", &hrow)))
        goto out;
    job.path = (float *)path.ptr;
    job.hrow[0] = (float *)hrow.ptr;
    job.hrow[1] = job.hrow[0] ? job.hrow[0] + job.n : NULL;
    floyd_init(job.path, job.n);
    got[0] = job.path;
    if (a.verify && mb_copies(prog, 1, got, &bytes, ref))
        goto out;
    if (mb_run_init(&run, &cl, job.parts > 1 ? job.parts : 0))
        goto out;
    t0 = mb_now();
    rc = mb_run_devices(&run, a.whole ? floyd_whole : floyd_device, &job);
    seconds = mb_now() - t0;
    if (!rc && a.verify) {
        floyd_reference((float *)ref[0], job.n);
        verified = mb_compare(prog, 1, arrays, got, ref, &bytes);
    }
    if (!rc) {
        rc = (a.out && mb_dump(prog, a.out, 1, got, &bytes)) || verified == 0;
        mb_summary(&run, "floyd", a.whole ? "whole" : "multi", job.n, job.n, seconds, verified);
    }
    mb_run_destroy(&run);
out:
    free(ref[0]);
    mb_pinned_free(&cl, &hrow);
    mb_pinned_free(&cl, &path);
    mb_cl_close(&cl);
    return rc;
}
