/* floyd - all-pairs shortest paths (floyd-warshall, the paper's Fig. 2) with
 * hand-written BBMM host code: no pragma, only the public API.
 *
 *   floyd [N]        (default 256)
 *
 * The k loop runs on the host; for each k the tile loop of the (i, j) nest
 * (include/bbmm/tile.h, what bbmm_run() does and bbmm-pp generates) runs
 * one tile of rows per device.  The result is compared bit for bit
 * with the plain sequential loop; the exit status is nonzero on mismatch.
 * BBMM_STATS=1 prints the statistics table.
 */
#include "report.h"

#include "floyd_ref.h"


/* The boxes of tile "t" at step k: path[i][j] (read, written), path[i][k],
 * path[k][j] (iteration-local); flow-out: the part of row k+1 and column
 * k+1 that other tiles read at step k+1, and the iterations that write it
 * (early flow-out); write-out: the tile at the last k. */
static bbmm_status floyd_boxes(void *user, const bbmm_box *t, bbmm_tile_spec *spec)
{
    const floyd_state *s = (const floyd_state *)user;
    int64_t n = s->n, k = s->k, r0 = t->lo[0], r1 = t->hi[0], c0 = t->lo[1], c1 = t->hi[1];
    bbmm_box b = bbmm_bb_2d(r0, r1, c0, c1);
    bbmm_status st = bbmm_spec_access(spec, 0, &b, BBMM_BOX_READ | BBMM_BOX_WRITE);
    int whole_rows = r0 == 0 && r1 == n - 1, whole_cols = c0 == 0 && c1 == n - 1;
    if (st == BBMM_OK) {
        b = bbmm_bb_2d(r0, r1, k, k);
        st = bbmm_spec_access(spec, 0, &b, BBMM_BOX_READ);
    }
    if (st == BBMM_OK) {
        b = bbmm_bb_2d(k, k, c0, c1);
        st = bbmm_spec_access(spec, 0, &b, BBMM_BOX_READ | BBMM_BOX_ITER_LOCAL);
    }
    if (st == BBMM_OK && k + 1 < n && k + 1 >= r0 && k + 1 <= r1 && !whole_rows) {
        b = bbmm_bb_2d(k + 1, k + 1, c0, c1);
        st = bbmm_spec_flowout(spec, 0, &b);
        if (st == BBMM_OK) /* iteration (i, j) writes path[i][j]: the same box */
            st = bbmm_spec_early(spec, &b);
    }
    if (st == BBMM_OK && k + 1 < n && k + 1 >= c0 && k + 1 <= c1 && !whole_cols) {
        b = bbmm_bb_2d(r0, r1, k + 1, k + 1);
        st = bbmm_spec_flowout(spec, 0, &b);
        if (st == BBMM_OK)
            st = bbmm_spec_early(spec, &b);
    }
    if (st == BBMM_OK && k == n - 1) {
        b = bbmm_bb_2d(r0, r1, c0, c1);
        st = bbmm_spec_writeout(spec, 0, &b);
    }
    return st;
}

/* Run floyd-warshall on "p" with BBMM, filling "rep"; print a message and
 * return nonzero on error. */
static int floyd_bbmm(float *p, int64_t n, sample_report *rep)
{
    bbmm_context *ctx;
    bbmm_array a;
    bbmm_nest nest;
    bbmm_kernel_arg args[2];
    floyd_state s;
    int64_t ext[2] = {n, n};
    char msg[4096];
    double t0 = sample_now();
    /* the report prints kernel_ns: read the device times (runtime.h) */
    const bbmm_context_desc desc = {.device_times = 1};
    bbmm_status st = bbmm_context_create(&desc, &ctx, msg, sizeof(msg));
    if (st) {
        fprintf(stderr, "floyd: %s\n", msg);
        return 1;
    }
    st = bbmm_array_register(ctx, p, sizeof(float), 2, ext, "path", &a);
    memset(&nest, 0, sizeof(nest));
    nest.name = "floyd";
    nest.source = floyd_kernel_source();
    nest.kernel = "floyd";
    nest.narrays = 1;
    nest.arrays = &a;
    nest.space = bbmm_bb_2d(0, n - 1, 0, n - 1);
    nest.boxes = floyd_boxes;
    nest.user = &s;
    nest.nscalars = 2;
    nest.scalars = args;
    s.n = n;
    args[0].size = sizeof(int64_t);
    args[0].value = &s.n;
    args[1].size = sizeof(int64_t);
    args[1].value = &s.k;
    for (s.k = 0; s.k < n && st == BBMM_OK; s.k++) { /* serial loop: on the host */
        bbmm_tiles tl;
        bbmm_tile *t;
        bbmm_tiles_begin(ctx, &nest, &tl);
        while ((t = bbmm_tiles_next(&tl)) != NULL) { /* tile loop (the paper's Fig. 9) */
            bbmm_tile_boxes(&tl, t);                  /* floyd_boxes, then Algorithm 2 */
            bbmm_tile_place(&tl, t);                  /* bb_present / bb_alloc / bb_readin */
            bbmm_tile_launch(&tl, t);
            bbmm_tile_flowout(&tl, t);                /* flowout + flowin: row and column k+1 */
            bbmm_tile_writeout(&tl, t);
            bbmm_tile_release(&tl, t);
        }
        st = bbmm_tiles_end(&tl);
    }
    if (st == BBMM_OK)
        st = bbmm_array_sync(ctx, a);
    if (st)
        fprintf(stderr, "floyd: %s: %s\n", bbmm_status_text(st), bbmm_error_message(ctx, msg, sizeof(msg)));
    sample_report_take(rep, "floyd", ctx, sample_now() - t0);
    if (bbmm_context_destroy(ctx) && !st)
        st = BBMM_ERR_OPENCL;
    return st != BBMM_OK;
}

int main(int argc, char **argv)
{
    int64_t n = argc > 1 ? atoll(argv[1]) : 256;
    float *p, *ref;
    sample_report rep;
    int rc;
    if (n < 1 || n > 32768) {
        fprintf(stderr, "usage: floyd [N]   (1 <= N <= 32768)\n");
        return 2;
    }
    p = malloc((size_t)(n * n) * sizeof(float));
    ref = malloc((size_t)(n * n) * sizeof(float));
    if (!p || !ref) {
        fprintf(stderr, "floyd: out of memory\n");
        return 1;
    }
    floyd_init(p, n);
    memcpy(ref, p, (size_t)(n * n) * sizeof(float));
    floyd_reference(ref, n);
    rc = floyd_bbmm(p, n, &rep);
    if (!rc) {
        rc = memcmp(p, ref, (size_t)(n * n) * sizeof(float)) != 0;
        printf("floyd N=%lld: %s\n", (long long)n, rc ? "MISMATCH" : "verified (bitwise equal to sequential)");
        sample_report_print(&rep, !rc);
    }
    free(p);
    free(ref);
    return rc;
}
