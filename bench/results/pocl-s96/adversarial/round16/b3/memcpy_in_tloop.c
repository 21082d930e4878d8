/* time loop: memcpy of the new state into the old one between steps, memset of a work array, regions read both */
#include <stdio.h>
#include <string.h>
#define N 24
static double u[N][N], uold[N][N], work[N][N];
static void run(int n, int steps)
{
    int i, j, t;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { u[i][j] = (double)((i + 2 * j) % 5); uold[i][j] = 0.0; }
    for (t = 0; t < steps; t++) {
        memcpy(uold, u, sizeof u);
        memset(work, 0, sizeof work);
#pragma bbmm
        for (i = 1; i < n - 1; i++)
            for (j = 1; j < n - 1; j++)
                work[i][j] = uold[i - 1][j] + uold[i + 1][j] + uold[i][j - 1] + uold[i][j + 1] - 4.0 * uold[i][j];
#pragma bbmm
        for (i = 0; i < n; i++)
            for (j = 0; j < n; j++)
                u[i][j] = uold[i][j] + 0.2 * work[i][j];
        printf("t=%d %a %a\n", t, u[n / 2][n / 2], work[1][1]);
    }
    for (i = 0; i < n; i++) for (j = 0; j < n; j++) printf("%a\n", u[i][j]);
}
int main(void)
{
    run(0, 1); run(1, 2); run(3, 2); run(8, 3); run(N, 3);
    return 0;
}
