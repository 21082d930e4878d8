/* LU-shaped nest; the innermost iterator read inside the region after the nest */
#include <stdio.h>
#define N 12
static double A[N][N], B[N];
static void f(int n)
{
    int i, j = -5, k, m;
#pragma bbmm
    {
        for (k = 0; k < n; k++)
            for (i = k + 1; i < n; i++)
                for (j = k + 1; j < n; j++)
                    A[i][j] = A[i][j] - A[i][k] * A[k][j] / A[k][k];
        for (m = 0; m < n; m++)
            B[m] = B[m] + j;
    }
}
int main(void)
{
    int i, j, n;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = i == j ? 8.0 : 1.0 / (i + j + 1);
    for (n = 0; n <= N; n += 3) f(n);
    for (i = 0; i < N; i++) printf("%a\n", B[i]);
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", A[i][j]);
    return 0;
}
