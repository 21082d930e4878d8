/* one function holding a region called inside one data scope with different arrays, lengths and views into kept arrays */
#include <stdio.h>
#define N 30
static double A[N], B[N];
static void step(int n, double *x)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        x[i] = x[i] * 0.5 + (double)i;
}
int main(void)
{
    int i, r;
    for (i = 0; i < N; i++) { A[i] = i * 1.5; B[i] = -i * 0.25; }
#pragma bbmm data
    for (r = 0; r < 3; r++) {
        step(N, A);
        step(N, B);
        step(N - 1, A + 1);
        step(N - 1 - r, A);
        step(5, B + 10 + r);
        step(0, A + 7);
        step(1, A + N - 1);
    }
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    return 0;
}
