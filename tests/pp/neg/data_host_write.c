// expect: 18:9: error: host write to 'b' inside a bbmm data scope reaches the devices only after '#pragma bbmm update device(b)' (a region uses it at line 19)
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
#pragma bbmm update host(b)
        b[0] = 1.0;
        step(n, b, a);
    }
    return 0;
}
