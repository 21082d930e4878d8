// expect: 17:24: error: host access to 'b' inside a bbmm data scope: the devices may hold newer values; add '#pragma bbmm update host(b)' before it
#include <stdio.h>
static void step(int n, double A[n], double B[n])
{
    int i;
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        B[i] = 0.5 * (A[i - 1] + A[i + 1]);
}
int main(void)
{
    static double a[100], b[100];
    int t, n = 100;
#pragma bbmm data
    for (t = 0; t < 10; t++) {
        step(n, a, b);
        printf("%g\n", b[n / 2]);
        step(n, b, a);
    }
    return 0;
}
