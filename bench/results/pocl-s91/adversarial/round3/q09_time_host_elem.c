/* time loop: host sets a source term element and reads a probe each step through a static array object */
#include <stdio.h>
#define N 24
static double U[N][N], V[N][N], probe[8];
int main(void)
{
    int t, i, j;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) U[i][j] = V[i][j] = 0.0;
    for (t = 0; t < 6; t++) {
        U[N / 2][N / 2] += 1.0;
#pragma bbmm
        for (i = 1; i < N - 1; i++)
            for (j = 1; j < N - 1; j++)
                V[i][j] = 0.25 * (U[i - 1][j] + U[i + 1][j] + U[i][j - 1] + U[i][j + 1]);
#pragma bbmm
        for (i = 1; i < N - 1; i++)
            for (j = 1; j < N - 1; j++)
                U[i][j] = V[i][j];
        probe[t] = U[N / 2 + 1][N / 2];
    }
    for (t = 0; t < 6; t++) printf("%a\n", probe[t]);
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", U[i][j]);
    return 0;
}
