/* loop condition forms: n > i, (i < n) != 0, i + 1 <= n, 2 * i < n, i < n - k && i >= k */
#include <stdio.h>
#define N 30
static long A[N];
static void f(int n, int k)
{
    int i;
#pragma bbmm
    for (i = 0; n > i; i++) A[i] += 1;
#pragma bbmm
    for (i = 0; i < n; ++i) A[i] += 10;
#pragma bbmm
    for (i = 0; i + 1 <= n; i++) A[i] += 100;
#pragma bbmm
    for (i = 0; 2 * i < n; i++) A[i] += 1000;
#pragma bbmm
    for (i = k; i < n - k && i >= k; i++) A[i] += 10000;
}
int main(void)
{
    int i, n, k;
    for (i = 0; i < N; i++) A[i] = 0;
    for (n = 0; n < 31; n += 5)
        for (k = 0; k < 4; k++)
            f(n, k);
    for (i = 0; i < N; i++) printf("%ld\n", A[i]);
    return 0;
}
