/* 1D Gauss-Seidel in place with the time loop inside the region (wavefront) */
#include <stdio.h>
#define N 50
static double a[N];
static void gs(int n, int T)
{
    int t, i;
#pragma bbmm
    for (t = 0; t < T; t++)
        for (i = 1; i < n - 1; i++)
            a[i] = (a[i - 1] + a[i] + a[i + 1]) / 3.0;
}
int main(void)
{
    int i, n, T;
    for (n = 0; n <= N; n += 7)
        for (T = 1; T <= 7; T += 3) {
            for (i = 0; i < N; i++) a[i] = (i % 4 == 0) ? 1.0 : -0.5;
            gs(n, T);
            printf("n=%d T=%d\n", n, T);
            for (i = 0; i < n; i++) printf("%a\n", a[i]);
        }
    return 0;
}
