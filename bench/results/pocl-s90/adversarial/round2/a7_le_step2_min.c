/* i <= n with step 2 and a conjunction i < n && i < k with step 3: exit values used as bounds */
#include <stdio.h>
#define N 20
static double A[N + 4], B[N + 4];
static void f(int n, int k)
{
    int i, j;
#pragma bbmm
    {
        for (i = 0; i <= n; i += 2)
            A[i] = A[i] + 1.0;
        for (j = 0; j < n && j < k; j += 3)
            B[j] = B[j] + 2.0;
        for (i = i; i < N + 4; i++)
            B[i] = B[i] - 0.5;
        for (i = j; i < N + 4; i++)
            A[i] = A[i] * 0.5;
    }
}
int main(void)
{
    int i, n, k;
    for (i = 0; i < N + 4; i++) { A[i] = i; B[i] = i * 0.25; }
    for (n = 0; n <= N; n += 7)
        for (k = 0; k <= N; k += 8) f(n, k);
    for (i = 0; i < N + 4; i++) printf("%a %a\n", A[i], B[i]);
    return 0;
}
