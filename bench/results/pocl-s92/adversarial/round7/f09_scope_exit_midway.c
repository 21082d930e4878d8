/* explicit data scope left by exit() from host code when a region-computed residual is small enough */
#include <stdio.h>
#include <stdlib.h>
#define N 30
static double A[N], B[N];
int main(void)
{
    int i, t, n = 24;
    double res;
    for (i = 0; i < N; i++) { A[i] = (i % 2) * 8.0; B[i] = 0; }
#pragma bbmm data(A, B)
    for (t = 0; t < 100; t++) {
        res = 0.0;
#pragma scop
        for (i = 1; i < n - 1; i++)
            B[i] = 0.5 * (A[i - 1] + A[i + 1]);
        for (i = 1; i < n - 1; i++)
            res = res + (B[i] - A[i]) * (B[i] - A[i]);
        for (i = 1; i < n - 1; i++)
            A[i] = B[i];
#pragma endscop
        printf("t=%d res=%a\n", t, res);
        if (res < 40.0) {
            fflush(stdout);
            exit(0);
        }
    }
    return 0;
}
