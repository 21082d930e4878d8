/* in-place smoothing where the neighbour distance is 1 + t/2 for sweep t, time loop in the region, 2D rows */
#include <stdio.h>
#define N 20
static double u[N][N];
static void run(int n, int T)
{
    int t, i, j;
#pragma bbmm
    for (t = 0; t < T; t++)
        for (i = 0; i < n; i++)
            for (j = 1 + t / 2; j < n; j++)
                u[i][j] = 0.5 * (u[i][j] + u[i][j - 1 - t / 2]);
}
int main(void)
{
    int i, j, n;
    for (n = 1; n <= N; n += 6) {
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) u[i][j] = (double)((i + j * 3) % 5);
        run(n, 5);
        printf("n=%d\n", n);
        for (i = 0; i < n; i++) { for (j = 0; j < n; j++) printf("%a ", u[i][j]); printf("\n"); }
    }
    return 0;
}
