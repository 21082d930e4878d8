/* signed iterator compared with an unsigned bound: -3 < n is false as unsigned, the loop runs zero times */
#include <stdio.h>
#define N 16
static double A[N + 4], B[N + 4];
static void f(unsigned n, int lo)
{
    int i;
#pragma bbmm
    {
        for (i = lo; i < n; i++)
            A[i + 3] = A[i + 3] + 1.0;
        for (i = lo; i < (int)n; i++)
            B[i + 3] = B[i + 3] * 2.0 + i;
    }
}
int main(void)
{
    int i, lo;
    unsigned n;
    for (i = 0; i < N + 4; i++) { A[i] = i; B[i] = -i; }
    for (lo = -3; lo <= 1; lo += 2)
        for (n = 0; n <= N; n += 5) f(n, lo);
    for (i = 0; i < N + 4; i++) printf("%a %a\n", A[i], B[i]);
    return 0;
}
