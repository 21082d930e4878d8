/* downward loop with (i >= 0 && i > k) || i == n + 5 (the || part never true from the start) */
#include <stdio.h>
#define N 24
static long A[N];
static void f(int n, int k)
{
    int i;
#pragma bbmm
    for (i = n - 1; (i >= 0 && i > k) || i == n + 5; i--)
        A[i] = A[i] * 3 + i - k;
}
int main(void)
{
    int i, n, k;
    for (i = 0; i < N; i++) A[i] = 1;
    for (n = 0; n <= N; n += 4) for (k = -3; k < 12; k += 4) f(n, k);
    for (i = 0; i < N; i++) printf("%ld\n", A[i] % 1000003);
    return 0;
}
