/* the same array passed for two pointer parameters inside an explicit data scope */
#include <stdio.h>
#define N 10
static double X[N * N], Y[N * N];
static void sm(int n, double *a, double *b)
{
    int i, j;
#pragma bbmm array(a[n][n], b[n][n])
    for (i = 1; i < n - 1; i++)
        for (j = 1; j < n - 1; j++)
            b[i * n + j] = 0.5 * a[i * n + j] + 0.125 * (a[(i - 1) * n + j] + a[i * n + j - 1]);
}
int main(void)
{
    int n = N, i;
    for (i = 0; i < N * N; i++) { X[i] = (i * 13) % 7; Y[i] = i % 5; }
#pragma bbmm data(X, Y)
    {
        sm(n, X, Y);
        sm(n, Y, Y);
    }
    for (i = 0; i < N * N; i++) printf("%a %a\n", X[i], Y[i]);
    return 0;
}
