/* the same function called on a file-scope static array and on a local array of main */
#include <stdio.h>
#define N 20
static double G[N][N];
static void relax(int n, double a[N][N])
{
    int i, j;
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        for (j = 1; j < n - 1; j++)
            a[i][j] = 0.2 * (a[i][j] + a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1]);
}
int main(void)
{
    double L[N][N];
    int i, j, t;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { G[i][j] = (i + j) % 4; L[i][j] = (i * j) % 5; }
    for (t = 0; t < 3; t++) {
        relax(N, G);
        relax(N - t * 3, L);
    }
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a %a\n", G[i][j], L[i][j]);
    return 0;
}
