/* a short scalar and a long scalar assigned in the region and used as loop bounds */
#include <stdio.h>
#define N 12
static double A[N], B[N];
static void f(int n)
{
    int i;
    short m;
    long L;
#pragma bbmm
    {
        m = n - 2;
        for (i = 0; i < m; i++)
            A[i] = A[i] + 1.0;
        L = (long)n * 2 - N;
        for (i = 0; i < L; i++)
            B[i] = B[i] + A[i];
    }
}
int main(void)
{
    int i, n;
    for (i = 0; i < N; i++) { A[i] = i; B[i] = 0; }
    for (n = 0; n <= N; n += 3) f(n);
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    return 0;
}
