/* 2-D inclusive prefix sum in place in one region (both directions), long ints, then a diff to recover the input */
#include <stdio.h>
#define N 20
static long P[N][N], D[N][N];
static void run(int n, int m)
{
    int i, j;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) P[i][j] = (long)((i * 13 + j * 7) % 11) - 5;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < m; j++)
            P[i][j] = P[i][j] + (i > 0 ? P[i - 1][j] : 0) + (j > 0 ? P[i][j - 1] : 0) - (i > 0 && j > 0 ? P[i - 1][j - 1] : 0);
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < m; j++)
            D[i][j] = P[i][j] - (i > 0 ? P[i - 1][j] : 0) - (j > 0 ? P[i][j - 1] : 0) + (i > 0 && j > 0 ? P[i - 1][j - 1] : 0);
    printf("n=%d m=%d\n", n, m);
    for (i = 0; i < n; i++) { for (j = 0; j < m; j++) printf("%ld/%ld ", P[i][j], D[i][j]); printf("\n"); }
}
int main(void)
{
    run(0, 0); run(1, 1); run(1, 6); run(6, 1); run(2, 3); run(20, 20); run(9, 14);
    return 0;
}
