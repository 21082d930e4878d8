/* triangular loops with step 2 and a band with max/min, in-place lower-triangular forward update */
#include <stdio.h>
#define N 24
static double L[N][N], x[N];
static void f(int n)
{
    int i, j;
#pragma bbmm
    {
        for (i = 0; i < n; i += 2)
            for (j = i + 1; j < n; j += 2)
                L[j][i] = L[i][j] * 0.5 - L[j][i];
        for (i = 0; i < n; i++) {
            x[i] = x[i] / L[i][i];
            for (j = i + 1; j < n; j++) x[j] -= L[j][i] * x[i];
        }
    }
}
int main(void)
{
    int i, j, n;
    for (n = 0; n <= N; n += 5) {
        for (i = 0; i < N; i++) { x[i] = i + 1.0; for (j = 0; j < N; j++) L[i][j] = (i == j) ? 2.0 + i : 1.0 / (1 + i + j); }
        f(n);
        for (i = 0; i < N; i++) printf("%d %a %a %a\n", n, x[i], L[i][0], L[N - 1][i]);
    }
    return 0;
}
