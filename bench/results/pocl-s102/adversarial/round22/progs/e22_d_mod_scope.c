/* d[i % n][j % n] read in a time loop, explicit scope, both d and e written */
#include <stdio.h>
#define N 16
#define M 32
static double d[N][N], e[M][M];
int main(void)
{
    int i, j, t, n = N;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) d[i][j] = (double)((i * 3 + j) % 5);
    for (i = 0; i < M; i++) for (j = 0; j < M; j++) e[i][j] = 0;
#pragma bbmm data(d, e)
    for (t = 0; t < 6; t++) {
#pragma bbmm
        for (i = 0; i < M; i++)
            for (j = 0; j < M; j++)
                e[i][j] = e[i][j] * 0.5 + d[i % n][j % n];
#pragma bbmm
        for (i = 0; i < n; i++)
            for (j = 0; j < n; j++)
                d[i][j] = d[i][j] + 0.125 * e[i + n][j] - 0.0625 * e[i][j + n];
    }
    for (i = 0; i < M; i += 3) printf("%a %a\n", e[i][(i * 5) % M], d[i % N][i % N]);
    return 0;
}
