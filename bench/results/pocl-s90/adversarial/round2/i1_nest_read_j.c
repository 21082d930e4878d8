/* j read after a nest whose inner bounds depend on i, in values and subscripts */
#include <stdio.h>
#define N 12
static double A[N][N], B[2 * N];
static int I[4];
static void f(int n, int m)
{
    int i, j;
#pragma bbmm
    {
        for (i = 0; i < n; i++)
            for (j = i; j < m; j++)
                A[i][j] = A[i][j] + 0.5 * j;
        B[j] = B[j] + 1.0;
        for (i = 0; i < j; i++)
            B[i + N] = B[i] * 2.0 + j;
    }
    I[0] = i; I[1] = j;
}
int main(void)
{
    int i, j, n, m;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = (i * 7 + j) % 5;
    for (i = 0; i < 2 * N; i++) B[i] = i * 0.25;
    for (n = 1; n < N; n += 3)
        for (m = n; m < N; m += 4) { f(n, m); printf("%d %d\n", I[0], I[1]); }
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", A[i][j]);
    for (i = 0; i < 2 * N; i++) printf("%a\n", B[i]);
    return 0;
}
