/* parallel(i) with a scratch declared at the top of the region block (outside i) but fully rewritten per i: false dependences only */
#include <stdio.h>
#define N 13
#define M 4
static double a[N][M], b[N];
static void f(int n)
{
    int i, m;
#pragma bbmm parallel(i)
    {
        double w[M];
        for (i = 0; i < n; i++) {
            for (m = 0; m < M; m++) w[m] = a[i][m] * (m + 1);
            b[i] = w[0] + w[1] * w[2] - w[3];
        }
    }
}
int main(void)
{
    int n, i, m;
    for (n = 0; n <= N; n += 4) {
        for (i = 0; i < N; i++) { b[i] = -1; for (m = 0; m < M; m++) a[i][m] = i - m * 0.5; }
        f(n);
        for (i = 0; i < N; i++) printf("%a\n", b[i]);
    }
    return 0;
}
