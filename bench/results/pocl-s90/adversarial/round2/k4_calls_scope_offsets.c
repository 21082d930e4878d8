/* consecutive calls (automatic scope around them) of a region with offsets and sizes from parameters */
#include <stdio.h>
#define N 36
static double A[N], B[N], C[N];
static void f(int lo, int hi, int k)
{
    int i;
#pragma bbmm
    {
        for (i = lo; i < hi; i++)
            A[i] = A[i] * 0.5 + C[i];
        for (i = lo; i < hi - k; i++)
            B[i] = B[i] + A[i + k];
        for (i = k; i < hi; i++)
            C[i] = C[i] - B[i - k] * 0.25;
    }
}
int main(void)
{
    int i;
    for (i = 0; i < N; i++) { A[i] = i; B[i] = 1.0; C[i] = (i % 5) * 0.5; }
    f(0, N, 0);
    f(3, N - 2, 7);
    f(0, 20, 3);
    f(10, N, 11);
    f(0, N, 1);
    for (i = 0; i < N; i++) printf("%a %a %a\n", A[i], B[i], C[i]);
    return 0;
}
