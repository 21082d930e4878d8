/* mpi_fail - a rank that fails under several MPI ranks (tests/mpi.cmake,
 * mode "fail").  Every rank runs a 1-D nest on its share of an array; the
 * fault hook makes rank 1's first device allocation fail.  Rank 1 must get
 * its own failure (its message naming rank 1), every other rank
 * BBMM_ERR_RANK with a message naming rank 1, and all of them must go on
 * (unregister, destroy) without hanging.  Exit status 0 when so. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <bbmm.h>

static const char *fail_source(void)
{
    return "kernel void twice(BBMM_ARRAY_PARAM(double, a, 1), const bbmm_ktile tile) {\n"
           "    if (!BBMM_IN_TILE(tile)) return;\n"
           "    long i = BBMM_TILE_ID(tile, 0);\n"
           "    BBMM_REF1(a, i) = BBMM_REF1(a, i) * 2.0 + 1.0;\n"
           "}\n";
}

static bbmm_status fail_boxes(void *user, const bbmm_box *t, bbmm_tile_spec *spec)
{
    bbmm_box b = bbmm_bb_1d(t->lo[0], t->hi[0]);
    bbmm_status st = bbmm_spec_access(spec, 0, &b, BBMM_BOX_READ | BBMM_BOX_WRITE);
    (void)user;
    if (st == BBMM_OK)
        st = bbmm_spec_writeout(spec, 0, &b);
    return st;
}

int main(void)
{
    enum { N = 1000 };
    static double a[N];
    int64_t ext[1] = {N};
    bbmm_context *ctx;
    bbmm_array ha;
    bbmm_nest nest;
    char msg[4096];
    int me, nranks, i, ok;
    bbmm_status st = bbmm_context_create(NULL, &ctx, msg, sizeof(msg)), st2;
    if (st != BBMM_OK) {
        fprintf(stderr, "mpi_fail: %s\n", msg);
        return 2;
    }
    me = bbmm_rank(ctx, &nranks, NULL);
    for (i = 0; i < N; i++)
        a[i] = i;
    st = bbmm_array_register(ctx, a, sizeof(double), 1, ext, "a", &ha);
    memset(&nest, 0, sizeof(nest));
    nest.name = "twice";
    nest.source = fail_source();
    nest.kernel = "twice";
    nest.narrays = 1;
    nest.arrays = &ha;
    nest.space = bbmm_bb_1d(0, N - 1);
    nest.boxes = fail_boxes;
    if (me == 1)
        bbmm_test_fail_nth(ctx, BBMM_FAULT_ALLOC, 1);
    if (st == BBMM_OK)
        st = bbmm_run(ctx, &nest);
    bbmm_error_message(ctx, msg, sizeof(msg));
    printf("rank %d: %s\n", me, msg);
    ok = nranks > 1 && (me == 1 ? st == BBMM_ERR_INJECTED && strstr(msg, "rank 1: ") == msg
                                 : st == BBMM_ERR_RANK && strstr(msg, "rank 1 failed") != NULL);
    bbmm_test_fail_nth(ctx, BBMM_FAULT_ALLOC, 0);
    st2 = bbmm_array_unregister(ctx, ha); /* every rank: nothing waits for the failed one */
    if (st2 != BBMM_OK) {
        printf("rank %d: unregister: %s: %s\n", me, bbmm_status_text(st2), bbmm_error_message(ctx, msg, sizeof(msg)));
        ok = 0;
    }
    if (bbmm_context_destroy(ctx) != BBMM_OK)
        ok = 0;
    printf("rank %d: %s\n", me, ok ? "reported as expected" : "NOT as expected");
    return ok ? 0 : 1;
}
