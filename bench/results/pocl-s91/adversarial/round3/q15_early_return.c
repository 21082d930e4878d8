/* a function with two regions and an early return between them on a scalar argument */
#include <stdio.h>
#define N 20
static double A[N], B[N];
static int stage(int n, int stop)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        A[i] = A[i] + B[i];
    if (stop)
        return 1;
#pragma bbmm
    for (i = 0; i < n; i++)
        B[i] = A[i] * 0.5 - B[i];
    return 0;
}
int main(void)
{
    int i, t, r = 0;
    for (i = 0; i < N; i++) { A[i] = i; B[i] = 1.0; }
    for (t = 0; t < 5; t++)
        r += stage(N - t, t % 2);
    printf("%d\n", r);
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    return 0;
}
