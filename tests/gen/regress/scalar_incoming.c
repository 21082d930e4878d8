/* a scalar declared outside the region that a parallel loop reads before the region writes it: read in from the variable as a one-element array, the last value written back */
// expect-output: bbmm_array_register\(bbmm_ctx, \(void \*\)&\(s\)
// expect-output: BBMM_ARRAY_PARAM(_R)?\(double, s, 1\)
#include <stdio.h>
#define N 31
double A[N], B[N];
static double scaled(int n)
{
    int i;
    double s = 0.5;
#pragma scop
    for (i = 0; i < n; i++)
        B[i] = A[i] * s;
    s = B[n - 1];
#pragma endscop
    return s;
}
int main(void)
{
    int i;
    for (i = 0; i < N; i++)
        A[i] = 1.0 / (i + 1);
    printf("%a\n", scaled(N));
    for (i = 0; i < N; i++)
        printf("%a\n", B[i]);
    return 0;
}
