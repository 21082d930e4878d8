/* loop conditions with || and !, <= mixing parameters and iterators */
#include <stdio.h>
#define N 50
static double A[N], B[N][N];
static void f(int n, int m, int k)
{
    int i, j;
#pragma bbmm
    {
        for (i = 0; i < n || i < m; i++)
            A[i] = A[i] * 0.5 + 1.0;
        for (i = 0; !(i >= n) && i <= k; i++)
            for (j = i; j <= m || j < i + 2; j++)
                B[i][j] = B[i][j] + i - j;
        for (i = n - 1; i >= 0 && (i > k || i == 2); i--)
            A[i] += A[i + 1 < N ? i + 1 : i] * 0.25;
    }
}
int main(void)
{
    int i, j, t;
    for (i = 0; i < N; i++) { A[i] = i * 0.5; for (j = 0; j < N; j++) B[i][j] = (i + j) % 4; }
    static const int ns[5] = {20, 0, 1, 40, 6}, ms[5] = {30, 0, 3, 10, 47}, ks[5] = {5, 0, 0, 38, 2};
    for (t = 0; t < 5; t++) f(ns[t], ms[t], ks[t]);
    for (i = 0; i < N; i++) { printf("%a\n", A[i]); for (j = 0; j < N; j++) printf("%a\n", B[i][j]); }
    return 0;
}
