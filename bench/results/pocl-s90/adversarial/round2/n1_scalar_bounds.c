/* NAS-style: bounds from a global array, scalars set in the region and used as later bounds */
#include <stdio.h>
#define N 12
static double u[N][N], r[N][N];
static int grid_points[3] = {N, N, N};
static int R[3];
static void f(void)
{
    int i, j, n, isize, jsize;
#pragma bbmm
    {
        isize = grid_points[0] - 1;
        jsize = grid_points[1] - 1;
        for (i = 1; i < isize; i++)
            for (j = 1; j < jsize; j++)
                r[i][j] = u[i][j] - 0.25 * (u[i - 1][j] + u[i + 1][j]);
        n = isize - 2;
        for (i = 0; i < n; i++)
            for (j = 0; j <= n - i && j < jsize; j++)
                u[i][j] = u[i][j] + r[i + 1][j] * 0.5;
        jsize = n + 1;
        for (j = 0; j < jsize; j++)
            r[0][j] = r[0][j] + 1.0;
    }
    R[0] = isize; R[1] = jsize; R[2] = n;
}
int main(void)
{
    int i, j, t;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { u[i][j] = (i * 5 + j * 3) % 7; r[i][j] = 0; }
    for (t = 0; t < 4; t++) {
        grid_points[0] = N - 3 * t; grid_points[1] = N - t;
        f();
        printf("%d %d %d\n", R[0], R[1], R[2]);
    }
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a %a\n", u[i][j], r[i][j]);
    return 0;
}
