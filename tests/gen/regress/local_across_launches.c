/* A scalar declared in a serial loop and used by statements that would
 * run as separate single-work-item launches (found by bbmm-gen on 49
 * programs, "use of undeclared identifier" in the OpenCL build): the
 * region stays sequential, with a warning. */
#include <stdio.h>
#define N 24
double A[N][N], C[N], D[N][N];
int main(void)
{
    int i, j, n = N;
    for (i = 0; i < N; i++) {
        C[i] = i * 0.5;
        for (j = 0; j < N; j++)
            D[i][j] = A[i][j] = (i * 3 + j) % 5;
    }
#pragma bbmm
    {
        for (i = 1; i < n; i++) {
            double s0 = A[i - 1][1] - A[12][19];
            D[i][i] = D[n - 1 - i][i] + 1.0;
            C[i] = s0 * C[i - 1];
        }
        for (j = 0; j < n; j++)
            D[0][j] = A[1][j] * 2;
    }
    for (i = 0; i < N; i++) {
        printf("%a\n", C[i]);
        for (j = 0; j < N; j++)
            printf("%a\n", D[i][j]);
    }
    return 0;
}
