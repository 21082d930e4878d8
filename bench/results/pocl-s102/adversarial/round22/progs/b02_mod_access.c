/* a nest writing d, then one reading d[i % N][j % N] over a larger range
   and another array, with e written */
#include <stdio.h>
#define N 24
#define M 40
static double d[N][N], e[M][M], w[M];
int main(void)
{
    int i, j, t;
    for (i = 0; i < M; i++) w[i] = (double)(i % 6) / 5.0;
    for (t = 0; t < 3; t++) {
#pragma bbmm
        for (i = 0; i < N; i++)
            for (j = 0; j < N; j++)
                d[i][j] = (double)((i + j + t) % 7) * 0.5 + w[(i + j) % M];
#pragma bbmm
        for (i = 0; i < M; i++)
            for (j = 0; j < M; j++)
                e[i][j] = d[i % N][j % N] * w[j] + (double)t;
    }
    for (i = 0; i < M; i += 3) printf("%a %a\n", e[i][i], e[i][M - 1 - i]);
    return 0;
}
