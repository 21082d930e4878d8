/* time loop: 2-D stencil pair whose extent changes every step (tile ownership moves between devices) */
#include <stdio.h>
#define N 30
static double A[N][N], B[N][N];
int main(void)
{
    int i, j, t, n;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { A[i][j] = (i * 5 + j * 3) % 11; B[i][j] = 0; }
    for (t = 0; t < 10; t++) {
        n = 4 + (t * 11) % (N - 3);
#pragma bbmm
        for (i = 1; i < n - 1; i++)
            for (j = 1; j < N - 1; j++)
                B[i][j] = 0.25 * (A[i - 1][j] + A[i + 1][j] + A[i][j - 1] + A[i][j + 1]);
#pragma bbmm
        for (i = 1; i < n - 1; i++)
            for (j = 1; j < N - 1; j++)
                A[i][j] = A[i][j] * 0.5 + B[i][j] * 0.5;
    }
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a %a\n", A[i][j], B[i][j]);
    return 0;
}
