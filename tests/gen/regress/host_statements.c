/* Statements outside every parallel loop beside parallel nests: one outside
 * every loop (correlation's corr[M-1][M-1] = 1.0), one in the serial k loop
 * (lu's pivot), both run as single-work-item launches; the rest stays
 * parallel on every device. */
#include <stdio.h>
#define N 48
double A[N][N], c[N];
int main(void)
{
    int i, j, k, n = N;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            A[i][j] = (i == j) ? N + 1.0 : (double)((i * 5 + j * 3) % 7) / 8.0;
#pragma bbmm
    {
        c[n - 1] = 1.0;
        for (k = 0; k < n; k++) {
            c[k] = 1.0 / A[k][k];
            for (i = k + 1; i < n; i++)
                A[i][k] = A[i][k] * c[k];
            for (i = k + 1; i < n; i++)
                for (j = k + 1; j < n; j++)
                    A[i][j] = A[i][j] - A[i][k] * A[k][j];
        }
    }
    for (i = 0; i < N; i++) {
        printf("%a\n", c[i]);
        for (j = 0; j < N; j++)
            printf("%a\n", A[i][j]);
    }
    return 0;
}
