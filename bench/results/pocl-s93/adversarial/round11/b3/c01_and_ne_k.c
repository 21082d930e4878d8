/* loop condition i < n && i != k for many n, k (k before, inside, after the range, negative) */
#include <stdio.h>
#define N 20
static double A[N][N], B[N];
static void f(int n, int k)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n && i != k; i++)
        for (j = 0; j < n && j != k - 1; j++)
            A[i][j] = A[i][j] + i * 0.5 + j;
#pragma bbmm
    for (i = n - 1; i >= 0 && i != k; i--)
        B[i] = B[i] * 2.0 + i;
}
int main(void)
{
    int n, k, i, j;
    for (i = 0; i < N; i++) { B[i] = 0; for (j = 0; j < N; j++) A[i][j] = 0; }
    for (n = 0; n <= 7; n += 1)
        for (k = -2; k <= 9; k += 3)
            f(n, k);
    f(20, 13);
    for (i = 0; i < N; i++) { printf("%a:", B[i]); for (j = 0; j < N; j++) printf(" %a", A[i][j]); printf("\n"); }
    return 0;
}
