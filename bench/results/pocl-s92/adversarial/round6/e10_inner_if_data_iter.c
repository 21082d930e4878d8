/* inner loop under an if on data with its iterator read after the region */
#include <stdio.h>
#define N 16
static double A[N][N], D[N];
static void f(int n)
{
    int i, j = -4;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            if (D[i] > 0.0)
                A[i][j] = A[i][j] / D[i];
    printf("%d %d\n", n, j);
}
int main(void)
{
    int i, j, n;
    for (i = 0; i < N; i++) { D[i] = (i % 3) - 1.0; for (j = 0; j < N; j++) A[i][j] = i + j; }
    for (n = 0; n <= N; n += 5) f(n);
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", A[i][j]);
    return 0;
}
