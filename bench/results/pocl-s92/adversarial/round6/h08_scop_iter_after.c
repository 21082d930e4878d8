/* PolyBench-style #pragma scop with a triangular solve; the scop's iterators printed after */
#include <stdio.h>
#define N 12
static double L[N][N], x[N], b[N];
static void trisolv(int n)
{
    int i, j = -1;
#pragma scop
    for (i = 0; i < n; i++) {
        x[i] = b[i];
        for (j = 0; j < i; j++)
            x[i] -= L[i][j] * x[j];
        x[i] = x[i] / L[i][i];
    }
#pragma endscop
    printf("%d %d %d\n", n, i, j);
}
int main(void)
{
    int i, j, n;
    for (i = 0; i < N; i++) { b[i] = i; for (j = 0; j < N; j++) L[i][j] = (double)(i + N - j + 1) * 2 / N; }
    for (n = 0; n <= N; n += 5) trisolv(n);
    for (i = 0; i < N; i++) printf("%a\n", x[i]);
    return 0;
}
