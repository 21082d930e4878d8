/* exit of j != k && j < n, read as bound of the next loop; downward loop with >= and != */
#include <stdio.h>
#define N 12
static double A[N], B[N];
static int R[2];
static void f(int n, int k)
{
    int i, j;
#pragma bbmm
    {
        for (j = 0; j != k && j < n; j++)
            A[j] = A[j] + 1.0;
        for (i = j; i < n; i++)
            B[i] = B[i] + A[i];
        for (i = n - 1; i >= 0 && i != k; i--)
            A[i] = A[i] * 0.5;
        B[0] = B[0] + i;
    }
    R[0] = i; R[1] = j;
}
int main(void)
{
    int i, n, k;
    for (i = 0; i < N; i++) { A[i] = i; B[i] = -i; }
    for (n = 0; n <= N; n += 4)
        for (k = -1; k <= N; k += 5) { f(n, k); printf("%d %d\n", R[0], R[1]); }
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    return 0;
}
