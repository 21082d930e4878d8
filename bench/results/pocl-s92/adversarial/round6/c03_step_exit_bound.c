/* exit value of a step-3 loop used inside the region as the bound and subscript of the next loop */
#include <stdio.h>
#define N 40
static double A[N], B[N];
static void f(int n)
{
    int i, j;
#pragma bbmm
    {
        for (i = 1; i <= n; i += 3)
            A[i] = A[i] * 2.0 + 1.0;
        B[0] = i;
        for (j = 0; j < i - 1 && j < N; j++)
            B[j + 1] = B[j + 1] + A[j] + i;
    }
    printf("%d %d\n", i, j);
}
int main(void)
{
    int i, n;
    for (n = -1; n <= 30; n += 4) {
        for (i = 0; i < N; i++) { A[i] = i % 4; B[i] = -1.0; }
        f(n);
        for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    }
    return 0;
}
