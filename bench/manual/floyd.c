/* manual-floyd - hand-written multi-device OpenCL floyd-warshall, the
 * baseline the BBMM-generated floyd is compared with (paper §11.2.7).
 *
 *   manual-floyd [--devices D] [--whole] [--verify] [--out FILE] N
 *
 * path is N x N floats (samples/floyd_ref.h: floyd_init, floyd_reference).
 * For k = 0 .. N-1, for all (i, j):
 *   path[i][j] = path[i][k] + path[k][j] < path[i][j] ? path[i][k] + path[k][j] : path[i][j]
 *
 * The kernel.  A work-item takes 4 consecutive columns j .. j+3 of one row
 * i: it loads path[i][k] once, the 4 values of row i and the 4 of row k as
 * float4 (vload4; when N % 4 == 0, the program is built with
 * FLOYD_ALIGNED=1 and loads through float4 pointers, which lets the
 * compiler emit one 128-bit load), adds path[i][k] to each (one IEEE add
 * per element, as the sequential loop; FP_CONTRACT OFF) and stores each
 * component only where "via < old", as floyd_ref.h compares them: bit for
 * bit the sequential result.  The last work-item of a row takes the 1 to 3
 * columns left when N % 4 != 0 one by one.  Work-groups are 64 x 4 (256
 * work-items): one 16-byte load per work-item makes a warp read 512
 * contiguous bytes of a row (four whole 128-byte lines), and the 4 rows of
 * a group share their 1 KiB segment of row k through L1, where groups of
 * 256 x 1 (one row each) would each fetch their segment of row k again;
 * the launches of a single row use 256 x 1.  This is floyd's
 * memory-bound form: per step each element is read once and written only
 * when it improves.
 *
 * Multi-device (default).  The rows are cut into D contiguous blocks, one
 * per device and host thread (devices beyond N get none).  A device holds
 * its block and two row buffers: row k is in its block (its owner) or, on
 * the others, in row buffer k % 2.  Each device has two in-order queues:
 * queue 0 runs the kernels, queue 1 the row copies, which so overlap the
 * kernels.  All devices share one context, so the devices are ordered by
 * events alone and no host thread ever waits for a device on behalf of
 * another (no barrier, no blocking read):
 *
 *   - the owner of row k+1 splits its step k in two: first a launch over
 *     row k+1 alone, then, on queue 1 after that launch's event, the read
 *     of row k+1 (N floats) into pinned host row (k+1) % FLOYD_RING,
 *     posted (mb_post) to the other threads, and on queue 0 the rest of
 *     step k (every row but k+1), which runs while the row is copied out;
 *   - every other device enqueues, on its queue 1, the write of that host
 *     row into row buffer (k+1) % 2, with the owner's read event and its
 *     own last kernel of step k-1 (the last reader of that buffer) in the
 *     wait list, and its step k+1 kernel waits for that write;
 *   - a host row is read into again (row k+1+FLOYD_RING) only after every
 *     device's write from it (row k+1) has run: the read has those writes'
 *     events, handed back through the same slot, in its wait list.
 *
 * Step k changes neither row k nor column k (path[k][k] + x == x is never
 * < x, and a store happens only on improvement), as in the sequential
 * loop, so the rows a step reads are not written by it, and the owner's
 * read of row k+1 may run beside its step k+1: only its step k+2, the
 * first that may change the row, waits for the read.  So the row travels
 * device -> host -> devices while the owner's and the others' step k still
 * run, and a device goes on to step k+1 as soon as its step k and row k+1
 * are there: N floats device to host and (D-1) N host to device per k,
 * the minimum (a device needs exactly row k from others; row 0 too goes
 * through its owner, after the block's copy-in).  The host threads wait
 * only for each other's enqueues (the hand-off of an event), at most
 * FLOYD_RING steps apart, and run ahead of their devices by up to
 * MB_PROF_RING kernels (mb_launch); each queue is flushed once per step
 * (and before another queue waits for it), so the devices' queues never
 * run dry.
 *
 * MB_FLOYD_EARLY=0 leaves the owner's step whole (one launch; row k+1 is
 * read after it).  Since the owner never waits for the others (but for
 * the host row FLOYD_RING steps back), the others then trail it by the
 * copy's latency instead of taking it at every step, and the owner saves
 * a launch per step (a kernel boundary on the device, and the host's
 * enqueue, which NVIDIA's driver makes long: bench/RESULTS.md, nineteenth
 * session).  Which is faster is the machine's to say; the split, which
 * makes the row available earliest, is the default.
 *
 * --whole: one device, the whole matrix copied in once, N steps of the
 * same kernel (one launch each, no split: nothing to hand over), copied
 * out once (PolyBench-ACC style).
 */
#include "common.h"

#include "floyd_ref.h"

/* Pinned host rows (and hand-off slots) that row k travels through; the
 * owner of row r waits for the writes of row r - FLOYD_RING from its slot,
 * so the host threads can be that many steps apart. */
#define FLOYD_RING 8
/* Work-group of the launches over several rows (columns of 4 floats x
 * rows) and of those over one row. */
#define FLOYD_LOCAL_X 64
#define FLOYD_LOCAL_Y 4
#define FLOYD_LOCAL_ROW 256

static const char floyd_source[] =
    "#pragma OPENCL FP_CONTRACT OFF\n"
    "#ifndef FLOYD_ALIGNED\n"
    "#define FLOYD_ALIGNED 0\n"
    "#endif\n"
    "#if FLOYD_ALIGNED\n"
    "#define LOAD4(p) (*(global const float4 *)(p))\n"
    "#else\n"
    "#define LOAD4(p) vload4(0, p)\n"
    "#endif\n"
    "/* Step k on rows row0 .. row0+count-1 but row skip of a block of rows of\n"
    " * n floats; row k is row kloc of the block when the block holds it\n"
    " * (kloc >= 0), else in krow.  A work-item takes columns 4g .. 4g+3. */\n"
    "kernel void floyd(global float *rows, global const float *krow, long n, long k, long kloc,\n"
    "                  long row0, long count, long skip)\n"
    "{\n"
    "    long g = get_global_id(1), j = (long)get_global_id(0) * 4, i = row0 + g;\n"
    "    if (g >= count || i == skip || j >= n)\n"
    "        return;\n"
    "    global float *ri = rows + i * n;\n"
    "    global const float *rk = kloc >= 0 ? rows + kloc * n : krow;\n"
    "    float ik = ri[k];\n"
    "    if (j + 4 <= n) {\n"
    "        float4 old = LOAD4(ri + j), via = ik + LOAD4(rk + j);\n"
    "        if (via.s0 < old.s0)\n"
    "            ri[j] = via.s0;\n"
    "        if (via.s1 < old.s1)\n"
    "            ri[j + 1] = via.s1;\n"
    "        if (via.s2 < old.s2)\n"
    "            ri[j + 2] = via.s2;\n"
    "        if (via.s3 < old.s3)\n"
    "            ri[j + 3] = via.s3;\n"
    "    } else {\n"
    "        for (; j < n; j++) {\n"
    "            float via = ik + rk[j];\n"
    "            if (via < ri[j])\n"
    "                ri[j] = via;\n"
    "        }\n"
    "    }\n"
    "}\n";

/* The hand-off of the rows that go through one pinned host row. */
typedef struct floyd_slot {
    mb_post rd;                 /* the owner's read of row r into it (tag r) */
    mb_post wr[MB_MAX_DEVICES]; /* device d's write of row r from it (tag r) */
} floyd_slot;

typedef struct floyd_job {
    const mb_cl *cl;
    int64_t n;
    int parts;   /* devices with rows: min(D, N) */
    int early;   /* the owner of row k+1 computes it first (MB_FLOYD_EARLY, default 1) */
    float *path; /* pinned, N x N */
    float *hrow; /* pinned, FLOYD_RING rows of N floats (multi-device, parts > 1) */
    floyd_slot slot[FLOYD_RING];
} floyd_job;

/* Enqueue on device "d", after the "nwait" events "wait" (NULL ones
 * skipped), step "k" over rows
 * "row0" .. "row0" + "count" - 1 but row "skip" (-1: none) of its block
 * "rows", row k being the block's row "kloc" or (kloc < 0) in "kbuf"; the
 * launch's event into "*ev" unless NULL.  0, or 1 after recording the
 * failure. */
static int floyd_launch(mb_run *run, int d, const floyd_job *job, cl_mem rows, cl_mem kbuf, int64_t k,
                        int64_t kloc, int64_t row0, int64_t count, int64_t skip, cl_uint nwait, const cl_event *wait,
                        cl_event *ev)
{
    cl_kernel kern = job->cl->kernel[d];
    cl_long arg[6];
    size_t size[2], wide[2] = {FLOYD_LOCAL_X, FLOYD_LOCAL_Y}, row[2] = {FLOYD_LOCAL_ROW, 1};
    cl_uint i;
    arg[0] = job->n;
    arg[1] = k;
    arg[2] = kloc;
    arg[3] = row0;
    arg[4] = count;
    arg[5] = skip;
    size[0] = (size_t)((job->n + 3) / 4);
    size[1] = (size_t)count;
    if (ev)
        *ev = NULL;
    if (mb_arg(run, d, kern, 0, sizeof(cl_mem), &rows) || mb_arg(run, d, kern, 1, sizeof(cl_mem), &kbuf))
        return 1;
    for (i = 0; i < 6; i++)
        if (mb_arg(run, d, kern, 2 + i, sizeof(cl_long), &arg[i]))
            return 1;
    return mb_launch(run, d, kern, 2, size, count == 1 ? row : wide, nwait, wait, ev);
}

/* Device "d" (block "rows" from row "r0") hands row "r" to the others:
 * the read of it, on queue 1 after "after" (what computed it; NULL:
 * nothing), into host row r % FLOYD_RING once every device's write of row
 * r - FLOYD_RING from there has run, posted once submitted; its event
 * into "*ev" (the caller releases it, also after a failure).  0, or 1
 * after a failure. */
static int floyd_produce(mb_run *run, int d, floyd_job *job, cl_mem rows, int64_t r0, int64_t r, cl_event after,
                         cl_event *ev)
{
    int s = (int)(r % FLOYD_RING), i, nw = 0, bad = 0;
    int64_t prev = r - FLOYD_RING;
    size_t rowb = (size_t)job->n * sizeof(float);
    floyd_slot *slot = &job->slot[s];
    cl_event wait[MB_MAX_DEVICES + 1];
    *ev = NULL;
    wait[nw++] = after;
    if (prev >= 0) {
        int o = mb_owner(job->n, job->parts, prev);
        for (i = 0; i < job->parts && !bad; i++)
            if (i != o)
                bad = mb_post_get(run, d, &slot->wr[i], prev, &wait[nw++]);
    }
    bad = bad || mb_flush(run, d, 0) ||
          mb_read(run, d, 1, rows, (size_t)(r - r0) * rowb, rowb, job->hrow + (size_t)s * (size_t)job->n,
                  (cl_uint)nw, wait, ev) ||
          mb_flush(run, d, 1) || mb_post_put(run, d, &slot->rd, r, *ev);
    for (i = 1; i < nw; i++)
        mb_event_release(&wait[i]);
    return bad;
}

/* Device "d" fetches row "k" into its row buffer "krow": the write, on
 * queue 1, from the host row its owner posted, after that read and after
 * "after" (its last kernel that read "krow"; NULL: none), posted back for
 * the owner of row k + FLOYD_RING; its event into "*ev" (the caller
 * releases it, also after a failure).  0, or 1 after a failure. */
static int floyd_fetch(mb_run *run, int d, floyd_job *job, cl_mem krow, int64_t k, cl_event after, cl_event *ev)
{
    int s = (int)(k % FLOYD_RING), bad;
    floyd_slot *slot = &job->slot[s];
    cl_event wait[2] = {NULL, after};
    *ev = NULL;
    bad = mb_post_get(run, d, &slot->rd, k, &wait[0]) || mb_flush(run, d, 0) ||
          mb_write(run, d, 1, krow, 0, (size_t)job->n * sizeof(float), job->hrow + (size_t)s * (size_t)job->n, 2,
                   wait, ev) ||
          mb_flush(run, d, 1) || mb_post_put(run, d, &slot->wr[d], k, *ev);
    mb_event_release(&wait[0]);
    return bad;
}

/* The part of device "d" in the multi-device version (see the top). */
static void floyd_device(mb_run *run, int d, void *user)
{
    floyd_job *job = (floyd_job *)user;
    int64_t n = job->n, r0, m, k, kloc, r;
    size_t rowb = (size_t)n * sizeof(float), blockb;
    cl_mem rows = NULL, krow[2] = {NULL, NULL}, kbuf;
    /* kev[p]: the last kernel of the last step k with k % 2 == p (the
     * last reader of row buffer p); wk: the write of row k into its row
     * buffer; rd[p]: this device's last read of a row r with r % 2 == p
     * (step r+1, the first that may change row r, waits for it; an older
     * one, waited for again, costs nothing) */
    cl_event kev[2] = {NULL, NULL}, rd[2] = {NULL, NULL}, wk = NULL, ev = NULL, part = NULL, wait[2];
    int parts = job->parts, multi = parts > 1, owner, next, bad;
    double last = mb_now();
    if (d >= parts)
        return;
    mb_split(n, parts, d, &r0, &m);
    blockb = (size_t)m * rowb;
    bad = mb_buffer(run, d, blockb, &rows) ||
          (multi && (mb_buffer(run, d, rowb, &krow[0]) || mb_buffer(run, d, rowb, &krow[1]))) ||
          mb_write(run, d, 0, rows, 0, blockb, job->path + r0 * n, 0, NULL, multi && r0 == 0 ? &ev : NULL);
    if (!bad && multi && r0 == 0)
        bad = floyd_produce(run, d, job, rows, r0, 0, ev, &rd[0]);
    mb_event_release(&ev);
    for (k = 0; k < n && !bad; k++) {
        if (mb_failed(run)) {
            bad = 1;
            break;
        }
        owner = mb_owner(n, parts, k);
        next = multi && k + 1 < n && k + 1 >= r0 && k + 1 < r0 + m;
        kloc = owner == d ? k - r0 : -1;
        kbuf = owner == d ? rows : krow[k & 1];
        if (owner != d)
            bad = floyd_fetch(run, d, job, krow[k & 1], k, kev[k & 1], &wk);
        /* the first launch of step k waits for row k in the row buffer
         * and for the read of row k-1 (which step k may change; row k it
         * does not change, so its read, maybe still running, is no
         * hazard); both on queue 1, flushed */
        wait[0] = wk;
        wait[1] = k > 0 ? rd[(k - 1) & 1] : NULL;
        if (!bad && next && job->early) {
            /* row k+1 first, out while the rest of step k runs */
            r = k + 1 - r0;
            bad = floyd_launch(run, d, job, rows, kbuf, k, kloc, r, 1, -1, 2, wait, &part) ||
                  floyd_produce(run, d, job, rows, r0, k + 1, part, &ev);
            mb_event_set(&rd[(k + 1) & 1], ev);
            ev = NULL;
            if (!bad && m > 1)
                bad = floyd_launch(run, d, job, rows, kbuf, k, kloc, 0, m, r, 0, NULL, &ev);
            else
                ev = part, part = NULL;
            mb_event_release(&part);
        } else if (!bad) {
            bad = floyd_launch(run, d, job, rows, kbuf, k, kloc, 0, m, -1, 2, wait, &ev);
            if (!bad && next) {
                /* row k+1 out after the whole step */
                bad = floyd_produce(run, d, job, rows, r0, k + 1, ev, &part);
                mb_event_set(&rd[(k + 1) & 1], part);
                part = NULL;
            }
        }
        mb_event_set(&kev[k & 1], ev);
        ev = NULL;
        mb_event_release(&wk);
        bad = bad || mb_flush(run, d, 0);
        if (d == 0)
            mb_progress(job->cl, k, n, &last);
    }
    if (!bad)
        mb_read(run, d, 0, rows, 0, blockb, job->path + r0 * n, 0, NULL, NULL);
    mb_finish(run, d);
    mb_event_release(&kev[0]);
    mb_event_release(&kev[1]);
    mb_event_release(&rd[0]);
    mb_event_release(&rd[1]);
    mb_event_release(&wk);
    mb_event_release(&ev);
    mb_event_release(&part);
    mb_release(&rows);
    mb_release(&krow[0]);
    mb_release(&krow[1]);
}

/* The whole-array version on device "d" (the only one). */
static void floyd_whole(mb_run *run, int d, void *user)
{
    const floyd_job *job = (const floyd_job *)user;
    int64_t n = job->n, k;
    size_t bytes = (size_t)n * (size_t)n * sizeof(float);
    cl_mem p = NULL;
    double last = mb_now();
    int bad = mb_buffer(run, d, bytes, &p) || mb_write(run, d, 0, p, 0, bytes, job->path, 0, NULL, NULL);
    for (k = 0; k < n && !bad; k++) {
        bad = floyd_launch(run, d, job, p, p, k, k, 0, n, -1, 0, NULL, NULL) || mb_flush(run, d, 0);
        mb_progress(job->cl, k, n, &last);
    }
    if (!bad)
        mb_read(run, d, 0, p, 0, bytes, job->path, 0, NULL, NULL);
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
    size_t bytes, hbytes;
    double t0, seconds;
    const char *early = getenv("MB_FLOYD_EARLY");
    int rc = mb_args_parse(&a, argc, argv, prog, "N", 1, names, lo, hi), verified = -1, s;
    if (rc >= 0)
        return rc;
    if (mb_mul3((size_t)a.pos[0], (size_t)a.pos[0], sizeof(float), &bytes) ||
        mb_mul3((size_t)a.pos[0], FLOYD_RING, sizeof(float), &hbytes)) {
        fprintf(stderr, "%s: N=%" PRId64 " is too large for this host\n", prog, a.pos[0]);
        return 2;
    }
    if (mb_cl_open(&cl, prog, a.devices, 2, floyd_source, a.pos[0] % 4 == 0 ? "-DFLOYD_ALIGNED=1" : "",
                   "floyd"))
        return 1;
    memset(&job, 0, sizeof(job));
    for (s = 0; s < FLOYD_RING; s++) {
        mb_post_init(&job.slot[s].rd, 1);
        mb_post_init(job.slot[s].wr, MB_MAX_DEVICES);
    }
    job.cl = &cl;
    job.n = a.pos[0];
    job.parts = a.whole ? 1 : (int)(job.n < cl.ndev ? job.n : cl.ndev);
    job.early = !(early && !strcmp(early, "0"));
    rc = 1;
    if (mb_pinned_alloc(&cl, bytes, "path", &path) ||
        (job.parts > 1 && mb_pinned_alloc(&cl, hbytes, "row k", &hrow)))
        goto out;
    job.path = (float *)path.ptr;
    job.hrow = (float *)hrow.ptr;
    floyd_init(job.path, job.n);
    got[0] = job.path;
    if (a.verify && mb_copies(prog, 1, got, &bytes, ref))
        goto out;
    if (mb_run_init(&run, &cl))
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
    for (s = 0; s < FLOYD_RING; s++) {
        mb_post_clear(&job.slot[s].rd, 1);
        mb_post_clear(job.slot[s].wr, MB_MAX_DEVICES);
    }
    free(ref[0]);
    mb_pinned_free(&cl, &hrow);
    mb_pinned_free(&cl, &path);
    mb_cl_close(&cl);
    return rc;
}
