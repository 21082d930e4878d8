/* host-evaluated scalars (outside all loops) in a region, read after the region and in the next call */
#include <stdio.h>
#define N 16
static double A[N], B[N];
double dx, dy;
static void f(int n)
{
    int i;
#pragma bbmm
    {
        dx = 1.0 / (n + 1);
        for (i = 0; i < n; i++)
            A[i] = A[i] + dx * i + dy;
        dy = dx * 0.5 + A[0];
        for (i = 0; i < n; i++)
            B[i] = B[i] - dy;
    }
}
int main(void)
{
    int i, n;
    for (i = 0; i < N; i++) { A[i] = i; B[i] = -i; }
    dy = 0.125;
    for (n = 1; n <= N; n += 5) { f(n); printf("%a %a\n", dx, dy); }
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    return 0;
}
