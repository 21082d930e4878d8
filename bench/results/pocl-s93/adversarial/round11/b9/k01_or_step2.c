/* loop condition with || and a step of 2: for (i = k; i < n || i < 2 * k; i += 2) */
#include <stdio.h>
#define N 40
static double A[N];
static void f(int n, int k)
{
    int i;
#pragma bbmm
    for (i = k; i < n || i < 2 * k; i += 2)
        A[i] = A[i] * 0.5 + i + k;
}
int main(void)
{
    int i, n, k;
    for (i = 0; i < N; i++) A[i] = 1.0;
    for (n = 0; n <= 20; n += 3)
        for (k = 0; k <= 9; k += 2)
            f(n, k);
    for (i = 0; i < N; i++) printf("%a\n", A[i]);
    return 0;
}
