/* ?: and min/max-like ternaries in bounds, with n even/odd and tiny */
#include <stdio.h>
#define N 26
static double A[N][N];
static void f(int n, int b)
{
    int i, j;
#pragma bbmm
    for (i = (n > 4 ? 2 : 0); i < (n > 4 ? n - 2 : n); i++)
        for (j = (i - b > 0 ? i - b : 0); j <= (i + b < n - 1 ? i + b : n - 1); j++)
            A[i][j] = A[i][j] * 0.5 + (i - j);
}
int main(void)
{
    int i, j, n;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = i + j;
    for (n = 0; n <= N; n += 5) f(n, n % 3);
    f(1, 0); f(2, 5); f(5, 1);
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", A[i][j]);
    return 0;
}
