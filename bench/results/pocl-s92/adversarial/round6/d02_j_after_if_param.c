/* inner iterator read after the region when the inner loop sits under if (i < m) */
#include <stdio.h>
#define N 20
static double A[N][N];
static void f(int n, int m)
{
    int i, j = -5;
#pragma bbmm
    for (i = 0; i < n; i++) {
        A[i][0] = A[i][0] * 2.0;
        if (i < m)
            for (j = 1; j < n - i; j++)
                A[i][j] = A[i][j] + A[i][0];
    }
    printf("%d %d %d %d\n", n, m, i, j);
}
int main(void)
{
    int i, j, n, m;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = (i + j) % 3;
    for (n = 0; n <= 12; n += 3)
        for (m = -1; m <= n + 1; m += 2) f(n, m);
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", A[i][j]);
    return 0;
}
