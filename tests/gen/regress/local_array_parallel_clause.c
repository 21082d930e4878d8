/* scratch arrays declared inside the loops a parallel(i, j) clause names: a new object each iteration, so the claim holds and the arrays are expanded */
#include <stdio.h>
#define N 24
#define M 8
static double u[N][N][M], r[N][N][M];
static void f(int n)
{
    int i, j, m;
#pragma bbmm parallel(i, j)
    for (i = 1; i < n - 1; i++)
        for (j = 1; j < n - 1; j++) {
            double r1[M], r2[M];
            for (m = 0; m < M; m++) {
                r1[m] = u[i - 1][j][m] + u[i + 1][j][m];
                r2[m] = u[i][j - 1][m] - u[i][j + 1][m];
            }
            for (m = 0; m < M; m++)
                r[i][j][m] = r1[m] * 0.5 + r2[(m + 1) % M] * 0.25;
        }
}
int main(void)
{
    int i, j, m, n;
    for (n = 0; n <= N; n += 7) {
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) for (m = 0; m < M; m++) { u[i][j][m] = i * 0.5 - j + m * 0.125; r[i][j][m] = 0; }
        f(n);
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) { for (m = 0; m < M; m++) printf(" %a", r[i][j][m]); printf("\n"); }
    }
    return 0;
}
