// A host function summing a kept table's numbers into a "double" between regions: a floating
// element holds no address, so the sum (and the loop counters beside it) are no pointers into the
// table, and the time loop keeps its arrays (before: "host access to 'acc' (which may point into
// 'rows')", a review's program).
// expect-explain: automatic data scope in main, lines [0-9]+-[0-9]+: out stay on the devices
// expect-output: bbmm_data_begin
// expect-output: bbmm_pp_kept_read
#include <stdio.h>
#include <stdlib.h>
#define N 16
static void scale(double **out, int n)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            out[i][j] = 0.5 * out[i][j] + 1.0;
}
static double total(double **r, int n)
{
    double acc = 0.0;
    int i, j;
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            acc = acc * 0.75 + r[i][j];
    return acc;
}
int main(void)
{
    double **out = malloc(N * sizeof(*out)), s = 0.0;
    int i, j, t;
    for (i = 0; i < N; i++) {
        out[i] = malloc(N * sizeof(**out));
        for (j = 0; j < N; j++)
            out[i][j] = i + j;
    }
    for (t = 0; t < 4; t++) {
        scale(out, N);
        printf("t %d %.17g\n", t, total(out, N));
    }
    s = total(out, N);
    printf("%.17g\n", s);
    for (i = 0; i < N; i++)
        free(out[i]);
    free(out);
    return 0;
}
