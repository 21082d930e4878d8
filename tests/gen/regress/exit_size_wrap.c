/* a size_t bound that wraps around for some parameters (n - 1 with n == 0, capped at 8 columns): the region runs on the devices where nothing wraps and on the host as written where something does */
// expect-output: const int bbmm_assumed = .*\(bbmm_pp_i64\(n\) >= 1 \|\| bbmm_pp_i64\(m\) == 0\); /\* else a 64-bit value it computes would wrap around
// expect-output: if \(bbmm_pr\.host \|\| !bbmm_assumed( \|\| bbmm_alias)?\)
// expect-no-output: 18446744073709551616
#include <stdio.h>
#include <stdlib.h>
#define ROWS 12
#define COLS 16
static void step(double (*A)[COLS], double (*B)[COLS], size_t m, size_t n)
{
    size_t i, j;
#pragma bbmm array(A[ROWS][COLS], B[ROWS][COLS])
    for (i = 0; i < m; i++)
        for (j = 0; j < (n - 1 < 8 ? n - 1 : 8); j++)
            B[i][j + 1] = A[i][j] * 0.5 + A[i][j + 1];
}
int main(void)
{
    static double A[ROWS][COLS], B[ROWS][COLS];
    size_t n[5] = {0, 5, 1, 12, 0};
    int i, j, t;
    for (i = 0; i < ROWS; i++)
        for (j = 0; j < COLS; j++)
            A[i][j] = (i * COLS + j) % 17 * 0.25;
    for (t = 0; t < 5; t++) {
        step(A, B, ROWS - t, n[t]);
        for (i = 0; i < ROWS; i++)
            for (j = 0; j < COLS; j++)
                A[i][j] += B[i][j];
    }
    for (i = 0; i < ROWS; i++)
        for (j = 0; j < COLS; j++)
            printf("%a %a\n", A[i][j], B[i][j]);
    return 0;
}
