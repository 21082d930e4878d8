/* tmp[] is filled and read within each i, but t carries B: tmp is expanded over i only (t stays a host loop in the order as written, --schedule-seconds 0; the scheduler otherwise moves t inside the work-items); tmp after the region holds the row of the last (t, i) */
// expect-args: --schedule-seconds 0
// expect-output: BBMM_[BH]REF2\(bbmm_x_tmp, [a-z0-9_]+(, [0-9])?, \(i\), \(j\)\)
// expect-output: for \(t = 0; \(t < 4\)
#include <stdio.h>
#define N 10
#define M 12
static double A[N][M], B[N][M], tmp[M + 2];
int main(void)
{
    int t, i, j;
    for (i = 0; i < N; i++)
        for (j = 0; j < M; j++) {
            A[i][j] = (double)(i * M + j) / 7.0;
            B[i][j] = 1.0 / (1 + i + j);
        }
    for (j = 0; j < M + 2; j++)
        tmp[j] = 100.0 + j;
#pragma bbmm
    for (t = 0; t < 4; t++)
        for (i = 0; i < N; i++) {
            for (j = 1; j <= M; j++)
                tmp[j] = A[i][j - 1] * (t + 1) + B[i][j - 1];
            for (j = 1; j < M - 1; j++)
                B[i][j] = 0.5 * B[i][j] + 0.25 * (tmp[j - 1 + 1] + tmp[j + 2]);
        }
    for (i = 0; i < N; i++)
        for (j = 0; j < M; j++)
            printf("%a\n", B[i][j]);
    for (j = 0; j < M + 2; j++)
        printf("tmp %a\n", tmp[j]);
    return 0;
}
