/* a time loop written with goto around two regions, host writes at the top of each step */
#include <stdio.h>
#define N 16
static double A[N][N], B[N][N];
int main(void)
{
    int t = 0, i, j;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { A[i][j] = i + j; B[i][j] = 0; }
again:
    A[t][t] = 100.0 + t;
#pragma bbmm
    for (i = 1; i < N - 1; i++)
        for (j = 1; j < N - 1; j++)
            B[i][j] = 0.25 * (A[i - 1][j] + A[i + 1][j] + A[i][j - 1] + A[i][j + 1]);
#pragma bbmm
    for (i = 1; i < N - 1; i++)
        for (j = 1; j < N - 1; j++)
            A[i][j] = B[i][j];
    if (++t < 5) goto again;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", A[i][j]);
    return 0;
}
