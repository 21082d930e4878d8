/* reflection with ?: in subscripts: writes A[i < k ? i : 2*k - i] collide for i around k */
#include <stdio.h>
#define N 20
static double A[N], B[N];
static void f(int n, int k)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        A[i < k ? i : 2 * k - i] = A[i < k ? i : 2 * k - i] + B[i] * (i + 1);
}
int main(void)
{
    int i, n, k;
    for (i = 0; i < N; i++) { A[i] = i; B[i] = (i % 3) - 1.0; }
    for (k = 5; k <= 10; k += 5)
        for (n = 0; n <= 2 * k && n <= N; n += 7) f(n, k);
    for (i = 0; i < N; i++) printf("%a\n", A[i]);
    return 0;
}
