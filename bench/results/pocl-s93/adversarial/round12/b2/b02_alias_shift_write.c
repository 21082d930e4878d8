/* two pointer params to overlapping memory f(n, a, a + 1) with one written: a recurrence in disguise */
#include <stdio.h>
#define N 32
static void addone(int n, const double *x, double *y)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        y[i] = x[i] * 0.5 + 1.0;
}
int main(void)
{
    static double a[N + 1];
    int s, i;
    int ns[] = {0, 1, 2, 5, 31};
    for (s = 0; s < 5; s++) {
        for (i = 0; i <= N; i++) a[i] = i * 0.25;
        addone(ns[s], a, a + 1);
        for (i = 0; i <= N; i++) printf("%a\n", a[i]);
    }
    return 0;
}
