#include <stdio.h>

#define N 30
double a[N];
static int *seen;

static void f(int n)
{
    static int m;
    seen = &m;
#pragma bbmm
    {
        m = n / 2;
        for (int i = 0; i < m; i++)
            a[i] = a[i] * 3.0;
    }
}

int main(void)
{
    for (int i = 0; i < N; i++) a[i] = i;
    f(N);
    printf("m=%d\n", *seen);
    f(9);
    printf("m=%d\n", *seen);
    double h = 0; for (int i = 0; i < N; i++) h = h * 0.9 + a[i];
    printf("%a\n", h);
    return 0;
}
