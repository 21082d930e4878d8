/* i < n && i != k with i read after the region, k inside, outside and negative */
#include <stdio.h>
#define N 30
static double A[N];
static int f(int n, int k)
{
    int i;
#pragma bbmm
    for (i = 0; i < n && i != k; i++)
        A[i] = A[i] + k;
    return i;
}
int main(void)
{
    int i, n, k;
    for (i = 0; i < N; i++) A[i] = i;
    for (n = 0; n <= N; n += 7)
        for (k = -2; k <= n + 2; k += 3)
            printf("%d %d %d\n", n, k, f(n, k));
    for (i = 0; i < N; i++) printf("%a\n", A[i]);
    return 0;
}
