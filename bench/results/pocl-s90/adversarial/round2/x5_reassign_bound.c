/* iterator k assigned between loops and used in bounds and subscripts; j = n - 1 used as a column */
#include <stdio.h>
#define N 12
static double A[N][N];
static void f(int n)
{
    int i, j, k;
#pragma bbmm
    {
        for (k = 0; k < n; k++)
            A[k][0] = A[k][0] + 1.0;
        k = 1;
        for (i = k; i < n - k; i++)
            A[i][k] = A[i][k] * 0.5 + A[i - 1][k + 1];
        j = n - 1;
        for (i = 0; i < n; i++)
            A[i][j] = A[i][j] - A[i][k] * 0.25;
        k = 2;
        for (i = 0; i < n - k; i++)
            A[i + k][j - 1] = A[i + k][j - 1] + i;
    }
    i = 0; j = 0; k = 0;
}
int main(void)
{
    int i, j, n;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = (i * 7 + j * 3) % 10;
    for (n = 3; n <= N; n += 3) f(n);
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", A[i][j]);
    return 0;
}
