/* time loop reading row t % n of one array and writing two others */
#include <stdio.h>
#define N 30
static double a[N][N], b[N][N], c[N][N];
static void step(int n, int t)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            b[i][j] = b[i][j] * 0.5 + a[t % n][j] * c[i][j];
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            a[i][j] = a[i][j] + 0.125 * b[i][(j + 1) % n];
}
int main(void)
{
    int i, j, t;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) {
        a[i][j] = (double)((i * j) % 5); b[i][j] = 1.0; c[i][j] = (double)((i + j) % 3) / 2.0; }
    for (t = 0; t < 40; t++) step(N, t);
    for (i = 0; i < N; i += 3) printf("%a %a\n", a[i][(i*5)%N], b[i][i]);
    return 0;
}
