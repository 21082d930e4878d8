/* unparenthesized do { } while (0) swap macro with a temporary, reversing each row in place */
#include <stdio.h>
#define N 21
#define SWAP(a, b) do { double t_ = a; a = b; b = t_; } while (0)
static double A[N][N];
static void rev(int n)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < n / 2; j++)
            SWAP(A[i][j], A[i][n - 1 - j]);
}
int main(void)
{
    int i, j, n;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = i * 100 + j;
    for (n = 0; n <= N; n += 4) rev(n);
    rev(1); rev(2); rev(3);
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", A[i][j]);
    return 0;
}
