/* j read after a nest whose last outer iteration runs the inner loop zero times (n > m) */
#include <stdio.h>
#define N 14
static double A[N][N], B[N + N];
static void f(int n, int m)
{
    int i, j;
#pragma bbmm
    {
        for (i = 0; i < n; i++)
            for (j = i; j < m; j++)
                A[i][j] = A[i][j] + 1.0;
        B[j] = B[j] + 10.0;
        B[N + i - j] = B[N + i - j] + 0.5;
    }
}
int main(void)
{
    int i, j, n, m;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = i * 0.5 - j;
    for (i = 0; i < 2 * N; i++) B[i] = i;
    for (n = 1; n <= N; n += 4)
        for (m = 0; m <= N; m += 5) f(n, m);
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", A[i][j]);
    for (i = 0; i < 2 * N; i++) printf("%a\n", B[i]);
    return 0;
}
