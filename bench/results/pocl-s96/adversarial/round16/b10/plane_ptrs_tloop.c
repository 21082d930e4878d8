/* double buffer as two planes of one 3-D array, reached through row pointers recomputed from t each step */
#include <stdio.h>
#define N 14
static double U[2][N][N];
static void run(int n, int steps)
{
    int t, i, j;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { U[0][i][j] = (double)((i * 3 + j) % 5); U[1][i][j] = -1.0; }
    for (t = 0; t < steps; t++) {
        double (*p)[N] = U[t % 2], (*q)[N] = U[(t + 1) % 2];
#pragma bbmm
        for (i = 0; i < n; i++)
            for (j = 0; j < n; j++)
                q[i][j] = 0.5 * p[i][j] + 0.125 * (p[i > 0 ? i - 1 : i][j] + p[i + 1 < n ? i + 1 : i][j] + p[i][j > 0 ? j - 1 : j] + p[i][j + 1 < n ? j + 1 : j]);
    }
    printf("n=%d steps=%d\n", n, steps);
    for (i = 0; i < n; i++) for (j = 0; j < n; j++) printf("%a %a\n", U[0][i][j], U[1][i][j]);
}
int main(void)
{
    run(0, 2); run(1, 1); run(2, 3); run(5, 4); run(14, 3);
    return 0;
}
