/* conditional in-place relaxation: a cell is updated only if its neighbour (clamped) is larger; sweeps in time */
#include <stdio.h>
#define N 16
static int h[N][N];
static void run(int n, int steps)
{
    int t, i, j;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) h[i][j] = (i * 37 + j * 11) % 23;
#pragma bbmm
    for (t = 0; t < steps; t++)
        for (i = 0; i < n; i++)
            for (j = 0; j < n; j++)
                if (h[i][j > 0 ? j - 1 : 0] > h[i][j] + 2)
                    h[i][j] = h[i][j] + 1;
    printf("n=%d steps=%d\n", n, steps);
    for (i = 0; i < n; i++) { for (j = 0; j < n; j++) printf("%d ", h[i][j]); printf("\n"); }
}
int main(void)
{
    run(0, 1); run(1, 3); run(2, 2); run(5, 4); run(16, 3);
    return 0;
}
