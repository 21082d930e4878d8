/* jacobi - a two-array 2-D Jacobi / heat stencil (PolyBench jacobi-2d) with
 * hand-written BBMM host code: no pragma, only the public API.
 *
 *   jacobi [N] [TSTEPS] [tile_rows]     (defaults 256, 20, 0 = automatic)
 *
 * The time loop runs on the host; each time step is two parallel nests over
 * the interior rows 1..N-2 × columns 1..N-2: B from A, then A from B, cut
 * into tiles of rows.  Per tile (the paper's Algorithm 1: one initial box
 * per access function) the boxes are:
 *   read   the input at (i, j), (i, j-1), (i, j+1), (i+1, j), (i-1, j)
 *          over the tile: five boxes, the tile shifted by each offset;
 *   write  the output over the tile;
 *   flow-out  the tile's first / last row (and column) when a neighbouring
 *          tile exists on that side: exactly what the next phase's other
 *          tiles read; none after the very last phase;
 *   write-out the tile, in the last time step (each array's final writer).
 * The result is compared bit for bit with the plain sequential loops; the
 * exit status is nonzero on mismatch.  BBMM_STATS=1 prints the statistics.
 */
#include "report.h"

#include "jacobi_ref.h"


typedef struct jacobi_state {
    int64_t n;
    int64_t t;
    int64_t tsteps;
    int phase; /* 0: B from A, 1: A from B */
} jacobi_state;

/* Return nonzero when the current phase of "s" is the last of the run (the
 * second phase of the last time step): nothing reads what it writes. */
static int jacobi_last_phase(const jacobi_state *s)
{
    return s->t == s->tsteps - 1 && s->phase == 1;
}

/* The boxes of tile "t" for the phase in "user" (a jacobi_state): slot 0 is
 * the input, read through five access functions; slot 1 the output,
 * written over the tile. */
static bbmm_status jacobi_boxes(void *user, const bbmm_box *t, bbmm_tile_spec *spec)
{
    const jacobi_state *s = (const jacobi_state *)user;
    bbmm_status st = jacobi_spec_io(t, spec);
    if (st == BBMM_OK && !jacobi_last_phase(s))
        st = jacobi_flowout(t, s->n, spec);
    if (st == BBMM_OK && s->t == s->tsteps - 1)
        st = bbmm_spec_writeout(spec, 1, t);
    return st;
}

/* The plain sequential algorithm: "tsteps" steps on "a" and "b" ("n"×"n"). */
static void jacobi_seq(float *a, float *b, int64_t n, int64_t tsteps)
{
    int64_t t;
    for (t = 0; t < tsteps; t++) {
        jacobi_sweep(b, a, n);
        jacobi_sweep(a, b, n);
    }
}

/* Fill "a" and "b" ("n"×"n") as PolyBench does. */
static void jacobi_init(float *a, float *b, int64_t n)
{
    int64_t i, j;
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++) {
            a[i * n + j] = ((float)i * (float)(j + 2) + 2.0f) / (float)n;
            b[i * n + j] = ((float)i * (float)(j + 3) + 3.0f) / (float)n;
        }
}

/* Fill "nest" for the input "in" and output "out" of "arr" (2 handles),
 * interior of "n"×"n", tiles of "tile_rows" rows (0: automatic), boxes from
 * "s". */
static void jacobi_nest(bbmm_nest *nest, const bbmm_array *arr, int64_t n, int64_t tile_rows, jacobi_state *s)
{
    memset(nest, 0, sizeof(*nest));
    nest->name = "jacobi";
    nest->source = jacobi_source;
    nest->kernel = "jacobi";
    nest->narrays = 2;
    nest->arrays = arr;
    nest->space = bbmm_bb_2d(1, n - 2, 1, n - 2);
    nest->tile[0] = tile_rows;
    nest->tile[1] = n - 2;
    nest->boxes = jacobi_boxes;
    nest->user = s;
}

/* Run "tsteps" steps on "a" and "b" ("n"×"n") with tiles of "tile_rows"
 * rows on the context "ctx" with the arrays "ha" (A, B); return the first
 * error. */
static bbmm_status jacobi_run(bbmm_context *ctx, const bbmm_array *ha, int64_t n, int64_t tsteps,
                              int64_t tile_rows)
{
    bbmm_array ab[2], ba[2];
    bbmm_nest nest[2];
    jacobi_state s;
    bbmm_status st = BBMM_OK;
    ab[0] = ba[1] = ha[0];
    ab[1] = ba[0] = ha[1];
    s.n = n;
    s.tsteps = tsteps;
    jacobi_nest(&nest[0], ab, n, tile_rows, &s);
    jacobi_nest(&nest[1], ba, n, tile_rows, &s);
    for (s.t = 0; s.t < tsteps && st == BBMM_OK; s.t++)
        for (s.phase = 0; s.phase < 2 && st == BBMM_OK; s.phase++)
            st = bbmm_run(ctx, &nest[s.phase]);
    if (st == BBMM_OK)
        st = bbmm_array_sync(ctx, ha[0]);
    if (st == BBMM_OK)
        st = bbmm_array_sync(ctx, ha[1]);
    return st;
}

/* Run the stencil on "a" and "b" with BBMM, filling "rep"; print a message
 * and return nonzero on error. */
static int jacobi_bbmm(float *a, float *b, int64_t n, int64_t tsteps, int64_t tile_rows, sample_report *rep)
{
    bbmm_context *ctx;
    bbmm_array ha[2];
    int64_t ext[2] = {n, n};
    char msg[4096];
    double t0 = sample_now();
    /* the report prints kernel_ns: read the device times (runtime.h) */
    const bbmm_context_desc desc = {.device_times = 1};
    bbmm_status st = bbmm_context_create(&desc, &ctx, msg, sizeof(msg));
    if (st) {
        fprintf(stderr, "jacobi: %s\n", msg);
        return 1;
    }
    st = bbmm_array_register(ctx, a, sizeof(float), 2, ext, "A", &ha[0]);
    if (st == BBMM_OK)
        st = bbmm_array_register(ctx, b, sizeof(float), 2, ext, "B", &ha[1]);
    if (st == BBMM_OK)
        st = jacobi_run(ctx, ha, n, tsteps, tile_rows);
    if (st)
        fprintf(stderr, "jacobi: %s: %s\n", bbmm_status_text(st), bbmm_error_message(ctx, msg, sizeof(msg)));
    sample_report_take(rep, "jacobi", ctx, sample_now() - t0);
    if (bbmm_context_destroy(ctx) && !st)
        st = BBMM_ERR_OPENCL;
    return st != BBMM_OK;
}

int main(int argc, char **argv)
{
    int64_t n = argc > 1 ? atoll(argv[1]) : 256;
    int64_t tsteps = argc > 2 ? atoll(argv[2]) : 20;
    int64_t tile_rows = argc > 3 ? atoll(argv[3]) : 0;
    size_t bytes;
    float *a, *b, *ra, *rb;
    sample_report rep;
    int rc;
    if (n < 3 || n > 32768 || tsteps < 1 || tsteps > 100000 || tile_rows < 0 || argc > 4) {
        fprintf(stderr, "usage: jacobi [N] [TSTEPS] [tile_rows]   (3 <= N <= 32768, TSTEPS >= 1, "
                        "tile_rows >= 0, 0: automatic)\n");
        return 2;
    }
    bytes = (size_t)(n * n) * sizeof(float);
    a = malloc(bytes);
    b = malloc(bytes);
    ra = malloc(bytes);
    rb = malloc(bytes);
    if (!a || !b || !ra || !rb) {
        fprintf(stderr, "jacobi: out of memory\n");
        return 1;
    }
    jacobi_init(a, b, n);
    memcpy(ra, a, bytes);
    memcpy(rb, b, bytes);
    jacobi_seq(ra, rb, n, tsteps);
    rc = jacobi_bbmm(a, b, n, tsteps, tile_rows, &rep);
    if (!rc) {
        rc = memcmp(a, ra, bytes) != 0 || memcmp(b, rb, bytes) != 0;
        printf("jacobi N=%lld TSTEPS=%lld tile_rows=%lld: %s\n", (long long)n, (long long)tsteps,
               (long long)tile_rows, rc ? "MISMATCH" : "verified (bitwise equal to sequential)");
        sample_report_print(&rep, !rc);
    }
    free(a);
    free(b);
    free(ra);
    free(rb);
    return rc;
}
