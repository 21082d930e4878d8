/* outer i += 2 with <= from a negative start, k read after a triple nest */
#include <stdio.h>
#define N 16
static double A[N + 4][N][N];
static void f(int lo, int n)
{
    int i, j = -8, k = 3;
#pragma bbmm
    for (i = lo; i <= n; i += 2)
        for (j = 0; j < n; j++)
            for (k = j; k < n; k++)
                A[i + 4][j][k] = A[i + 4][j][k] + i - k;
    printf("%d %d %d %d %d\n", lo, n, i, j, k);
}
int main(void)
{
    int i, j, k, n;
    for (i = 0; i < N + 4; i++) for (j = 0; j < N; j++) for (k = 0; k < N; k++) A[i][j][k] = (i + j * k) % 7;
    for (n = 0; n < N; n += 4) { f(-3, n); f(-4, n); f(2, n); }
    for (i = 0; i < N + 4; i++) for (j = 0; j < N; j++) for (k = 0; k < N; k++) printf("%a\n", A[i][j][k]);
    return 0;
}
