/* a region computes a sum then uses it (and a count) in a parallel nest: scalars flow across nests and out */
#include <stdio.h>
#define N 30
static double x[N], y[N];
static void f(int n)
{
    int i, cnt = 0;
    double s = 0.0, mean = -1.0;
#pragma scop
    for (i = 0; i < n; i++) {
        s = s + x[i];
        if (x[i] > 1.0) cnt = cnt + 1;
    }
    mean = s / (n + 1);
    for (i = 0; i < n; i++)
        y[i] = x[i] - mean + cnt;
#pragma endscop
    printf("n=%d s=%a mean=%a cnt=%d i=%d\n", n, s, mean, cnt, i);
}
int main(void)
{
    int i, n;
    for (i = 0; i < N; i++) x[i] = (i * 7 % 9) * 0.375;
    for (n = 0; n <= 12; n++) f(n);
    for (i = 0; i < N; i++) printf("%a\n", y[i]);
    return 0;
}
