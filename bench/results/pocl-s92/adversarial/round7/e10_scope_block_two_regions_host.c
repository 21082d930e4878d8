/* explicit data scope over a block: two regions, host reads/writes between with updates, iterators read in the scope */
#include <stdio.h>
#define N 26
static double A[N][N], B[N][N];
int main(void)
{
    int i, j, t, n = 21;
    double probe = 0.0;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { A[i][j] = (i + j) % 4; B[i][j] = 0; }
#pragma bbmm data(A, B)
    {
        for (t = 0; t < 4; t++) {
#pragma bbmm
            for (i = 1; i < n - 1; i++)
                for (j = 1; j < n - 1 - t; j++)
                    B[i][j] = 0.25 * (A[i - 1][j] + A[i + 1][j] + A[i][j - 1] + A[i][j + 1]);
            probe = probe + i * 100 + j;
#pragma bbmm update host(B)
            probe = probe + B[n / 2][n / 3];
            B[1][1] = probe;
#pragma bbmm update device(B)
#pragma bbmm
            for (i = 1; i < n - 1; i++)
                for (j = 1; j < n - 1; j++)
                    A[i][j] = B[i][j];
        }
    }
    printf("probe=%a i=%d j=%d\n", probe, i, j);
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a %a\n", A[i][j], B[i][j]);
    return 0;
}
