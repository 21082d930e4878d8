/* Hand-written host code against the installed header and library. */
#include <stdio.h>

#include <bbmm.h>

int main(void)
{
    bbmm_box a = bbmm_bb_2d(0, 3, 0, 7), b = bbmm_bb_2d(2, 9, 4, 4), out[BBMM_SUBTRACT_MAX];
    bbmm_context *ctx;
    char err[1024];
    int n = bbmm_bb_subtract(&a, &b, out);
    if (bbmm_context_create(NULL, &ctx, err, sizeof(err)) != BBMM_OK) {
        fprintf(stderr, "%s\n", err);
        return 1;
    }
    printf("%d pieces, %d device(s)\n", n, bbmm_device_count(ctx));
    return bbmm_context_destroy(ctx) != BBMM_OK || n != 3;
}
