/* a recursive single-return integer helper in a bound (must be refused or run correctly) */
#include <stdio.h>
#define N 16
static double A[N];
static int tri(int a) { return a <= 0 ? 0 : a + tri(a - 1); }
static void f(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < tri(n) && i < N; i++)
        A[i] = i * 2.0;
}
int main(void)
{
    int n, i;
    for (n = 0; n <= 6; n++) {
        for (i = 0; i < N; i++) A[i] = -1;
        f(n);
        for (i = 0; i < N; i++) printf("%a\n", A[i]);
    }
    return 0;
}
