/* in-place Gauss-Seidel sweep with clamped neighbour subscripts (?:), several sweeps, sizes 0..odd */
#include <stdio.h>
#define N 20
static double u[N][N];
static void run(int n, int sweeps)
{
    int s, i, j;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) u[i][j] = (double)((i * 3 + j * 7) % 10);
#pragma bbmm
    for (s = 0; s < sweeps; s++)
        for (i = 0; i < n; i++)
            for (j = 0; j < n; j++)
                u[i][j] = 0.2 * (u[i][j] + u[i > 0 ? i - 1 : i][j] + u[i < n - 1 ? i + 1 : i][j]
                               + u[i][j > 0 ? j - 1 : j] + u[i][j < n - 1 ? j + 1 : j]);
    printf("n=%d sweeps=%d\n", n, sweeps);
    for (i = 0; i < n; i++) for (j = 0; j < n; j++) printf("%a\n", u[i][j]);
}
int main(void)
{
    run(0, 1); run(1, 2); run(2, 2); run(3, 1); run(7, 3); run(20, 2);
    return 0;
}
