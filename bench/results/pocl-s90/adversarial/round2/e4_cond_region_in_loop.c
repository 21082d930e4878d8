/* data scope with a region run only on some steps and a region with zero-trip sizes on others */
#include <stdio.h>
#define N 12
static double A[N][N], B[N][N];
int main(void)
{
    int i, j, t, n;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { A[i][j] = (2 * i + j) % 7; B[i][j] = 1.0; }
    for (t = 0; t < 6; t++) {
        n = (t * 5) % 13;
        if (t % 2 == 0) {
#pragma bbmm
            for (i = 0; i < N; i++)
                for (j = 0; j < N; j++)
                    B[i][j] = B[i][j] * 0.5 + A[i][j];
        }
#pragma bbmm
        for (i = 0; i < n; i++)
            for (j = 0; j < n; j++)
                A[i][j] = A[i][j] + B[j][i] * 0.125;
    }
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a %a\n", A[i][j], B[i][j]);
    return 0;
}
