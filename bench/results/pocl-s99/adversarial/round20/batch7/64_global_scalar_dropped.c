#include <stdio.h>

#define N 30
double a[N];
int lim;
double tmp;

static void report(void) { printf("lim=%d tmp=%a\n", lim, tmp); }

static void f(int n)
{
#pragma bbmm
    {
        lim = n - 2;
        for (int i = 0; i < lim; i++)
            a[i] = a[i] + 1.0;
    }
    report();
#pragma bbmm
    for (int i = 0; i < n; i++) {
        tmp = a[i] * 2.0;
        a[i] = tmp + 0.5;
    }
    report();
}

int main(void)
{
    for (int i = 0; i < N; i++) a[i] = i;
    lim = -1; tmp = -1;
    f(N);
    f(7);
    double h = 0; for (int i = 0; i < N; i++) h = h * 0.9 + a[i];
    printf("%a\n", h);
    return 0;
}
