/* manual-blackscholes - hand-written multi-device OpenCL blackscholes, the
 * baseline the BBMM-generated blackscholes is compared with (paper
 * §11.2.7).
 *
 *   manual-blackscholes [--devices D] [--whole] [--verify] [--out FILE] N
 *
 * N options, seven double arrays (spot, strike, rate, volatility, time ->
 * call, put) from samples/bs_ref.h; the pricing is samples/bs_math.h's
 * BS_MATH, compiled by the host and, stringised, by OpenCL, so the results
 * are equal bit for bit (samples/blackscholes.c says why).
 *
 * The kernel.  One work-item per option, work-groups of 256: each of the
 * seven arrays is read or written by a warp as 256 contiguous bytes.  The
 * pricing is long (series in bs_exp and bs_log, loops whose trip counts
 * depend on the option) and the data are doubles, so taking 2 or 4
 * options per work-item as vectors would save no memory traffic and only
 * lengthen each work-item's serial path; one option each it is.
 *
 * Multi-device (default).  The options are cut into D contiguous slices
 * (fewer when N < D), one per device and host thread; each device holds
 * its slice of the seven arrays.  There is no coherence traffic and no
 * hand-off between devices, but the copies (56 bytes per option through
 * PCIe) weigh as much as the pricing, so each device overlaps them with
 * its kernel.  Its slice is cut into C chunks (C = ceil(slice /
 * BS_MIN_CHUNK), at most BS_CHUNKS), and three in-order queues run, for
 * chunk c:
 *
 *   queue 1  the writes of the five inputs of chunk c (host -> device)
 *   queue 0  the kernel over chunk c, after chunk c's last write
 *   queue 2  the reads of call and put of chunk c, after chunk c's kernel
 *
 * so the copy-in of chunk c+1, the kernel of chunk c and the copy-out of
 * chunk c-1 run at once (two copy directions and the compute).  The host
 * enqueues all the chunks up front (each queue flushed after each chunk),
 * from and to the pinned host arrays, and then waits for the queues.
 * Buffers are the whole slice (each chunk at its offset: no reuse, so no
 * hazard between chunks); call and put are only written, so they are not
 * copied in.  Bytes moved: 40 per option in, 16 out, as without chunks.
 *
 * --whole: one device, the seven arrays whole, the same chunked pipeline
 * over all N options: what one would write for one GPU, so the 1-device
 * time a speed-up is taken against is an honest one.
 */
#include "common.h"

#include "bs_ref.h"

/* Chunks per device at most, and the fewest options in a chunk (below
 * that, a copy's fixed cost outweighs what overlapping it saves). */
#define BS_CHUNKS 8
#define BS_MIN_CHUNK 32768

static const char bs_source[] =
    "#pragma OPENCL FP_CONTRACT OFF\n"
    "#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n" BS_STR(BS_MATH()) "\n"
    "kernel void blackscholes(global const double *spot, global const double *strike,\n"
    "                         global const double *rate, global const double *vol,\n"
    "                         global const double *years, global double *callp, global double *putp,\n"
    "                         long lo, long hi)\n"
    "{\n"
    "    long i = lo + (long)get_global_id(0);\n"
    "    double c, p;\n"
    "    if (i >= hi)\n"
    "        return;\n"
    "    bs_price(spot[i], strike[i], rate[i], vol[i], years[i], &c, &p);\n"
    "    callp[i] = c;\n"
    "    putp[i] = p;\n"
    "}\n";

typedef struct bs_job {
    const mb_cl *cl;
    int64_t n;
    int parts;           /* devices with options: min(D, N) */
    double *arr[BS_ARR]; /* pinned, N each */
} bs_job;

/* Price options "lo" .. "lo" + "len" - 1 on device "d": buffers, then per
 * chunk inputs in (queue 1), the kernel (queue 0) and outputs out (queue
 * 2), linked by events; then the queues waited for and the buffers
 * released. */
static void bs_slice(mb_run *run, int d, const bs_job *job, int64_t lo, int64_t len)
{
    cl_kernel k = job->cl->kernel[d];
    cl_mem buf[BS_ARR] = {NULL};
    cl_event wev = NULL, kev = NULL;
    cl_long range[2];
    size_t bytes = (size_t)len * sizeof(double), off, size, local = MB_LOCAL_1D;
    int64_t chunks = (len + BS_MIN_CHUNK - 1) / BS_MIN_CHUNK, c, c0, cn;
    int a, bad = 0;
    chunks = chunks < 1 ? 1 : chunks > BS_CHUNKS ? BS_CHUNKS : chunks;
    for (a = 0; a < BS_ARR && !bad; a++)
        bad = mb_buffer(run, d, bytes, &buf[a]) || mb_arg(run, d, k, (cl_uint)a, sizeof(cl_mem), &buf[a]);
    for (c = 0; c < chunks && !bad; c++) {
        mb_split(len, (int)chunks, (int)c, &c0, &cn);
        off = (size_t)c0 * sizeof(double);
        size = (size_t)cn;
        /* the inputs; the queue is in order, so the last write's event
         * stands for all five */
        for (a = 0; a < BS_IN && !bad; a++)
            bad = mb_write(run, d, 1, buf[a], off, size * sizeof(double), job->arr[a] + lo + c0, 0, NULL,
                           a == BS_IN - 1 ? &wev : NULL);
        bad = bad || mb_flush(run, d, 1);
        range[0] = c0;
        range[1] = c0 + cn;
        bad = bad || mb_arg(run, d, k, BS_ARR, sizeof(cl_long), &range[0]) ||
              mb_arg(run, d, k, BS_ARR + 1, sizeof(cl_long), &range[1]) ||
              mb_launch(run, d, k, 1, &size, &local, 1, &wev, &kev) || mb_flush(run, d, 0);
        for (a = BS_IN; a < BS_ARR && !bad; a++)
            bad = mb_read(run, d, 2, buf[a], off, size * sizeof(double), job->arr[a] + lo + c0, 1, &kev, NULL);
        bad = bad || mb_flush(run, d, 2);
        mb_event_release(&wev);
        mb_event_release(&kev);
    }
    mb_finish(run, d);
    mb_event_release(&wev);
    mb_event_release(&kev);
    for (a = 0; a < BS_ARR; a++)
        mb_release(&buf[a]);
}

/* The part of device "d" in the multi-device version: its slice. */
static void bs_device(mb_run *run, int d, void *user)
{
    const bs_job *job = (const bs_job *)user;
    int64_t lo, len;
    if (d >= job->parts)
        return;
    mb_split(job->n, job->parts, d, &lo, &len);
    bs_slice(run, d, job, lo, len);
}

/* The whole-array version on device "d" (the only one): every option. */
static void bs_whole(mb_run *run, int d, void *user)
{
    const bs_job *job = (const bs_job *)user;
    bs_slice(run, d, job, 0, job->n);
}

int main(int argc, char **argv)
{
    static const char *const prog = "manual-blackscholes", *const names[] = {"N"};
    static const char *const arrays[BS_ARR] = {"spot", "strike", "rate", "volatility", "time", "call", "put"};
    static const int64_t lo[] = {1}, hi[] = {(int64_t)1 << 40};
    mb_args a;
    mb_cl cl;
    mb_run run;
    mb_pinned arr[BS_ARR];
    bs_job job;
    void *ref[BS_ARR], *got[BS_ARR];
    double *refd[BS_ARR];
    size_t bytes[BS_ARR];
    double t0, seconds;
    int rc = mb_args_parse(&a, argc, argv, prog, "N", 1, names, lo, hi), verified = -1, i;
    if (rc >= 0)
        return rc;
    memset(arr, 0, sizeof(arr));
    memset(ref, 0, sizeof(ref));
    if (mb_mul((size_t)a.pos[0], sizeof(double), &bytes[0])) {
        fprintf(stderr, "%s: N=%" PRId64 " is too large for this host\n", prog, a.pos[0]);
        return 2;
    }
    for (i = 1; i < BS_ARR; i++)
        bytes[i] = bytes[0];
    if (mb_cl_open(&cl, prog, a.devices, 3, bs_source, "", "blackscholes"))
        return 1;
    memset(&job, 0, sizeof(job));
    job.cl = &cl;
    job.n = a.pos[0];
    job.parts = a.whole ? 1 : (int)(job.n < cl.ndev ? job.n : cl.ndev);
    rc = 1;
    for (i = 0; i < BS_ARR; i++) {
        if (mb_pinned_alloc(&cl, bytes[i], arrays[i], &arr[i]))
            goto out;
        got[i] = job.arr[i] = (double *)arr[i].ptr;
    }
    bs_init(job.arr, job.n);
    if (a.verify && mb_copies(prog, BS_ARR, got, bytes, ref))
        goto out;
    if (mb_run_init(&run, &cl))
        goto out;
    t0 = mb_now();
    rc = mb_run_devices(&run, a.whole ? bs_whole : bs_device, &job);
    seconds = mb_now() - t0;
    if (!rc && a.verify) {
        for (i = 0; i < BS_ARR; i++)
            refd[i] = (double *)ref[i];
        bs_seq(refd, job.n);
        verified = mb_compare(prog, BS_ARR, arrays, got, ref, bytes);
    }
    if (!rc) {
        rc = (a.out && mb_dump(prog, a.out, BS_ARR, got, bytes)) || verified == 0;
        mb_summary(&run, "blackscholes", a.whole ? "whole" : "multi", job.n, 1, seconds, verified);
    }
    mb_run_destroy(&run);
out:
    for (i = 0; i < BS_ARR; i++) {
        free(ref[i]);
        mb_pinned_free(&cl, &arr[i]);
    }
    mb_cl_close(&cl);
    return rc;
}
