/* skewed bounds: j from i-k to i+k clipped, anti-diagonal traversal */
#include <stdio.h>
#define N 26
static double A[N][N], B[N][N];
static void f(int n, int k)
{
    int d, i, j;
#pragma bbmm
    {
        for (d = 0; d <= 2 * n - 2; d++)
            for (i = (d - n + 1 > 0 ? d - n + 1 : 0); i <= (d < n - 1 ? d : n - 1); i++)
                A[i][d - i] = (i > 0 ? A[i - 1][d - i] : 1.0) + (d - i > 0 ? A[i][d - i - 1] : 0.0) * 0.5;
        for (i = 0; i < n; i++)
            for (j = i - k; j <= i + k; j++)
                if (j >= 0 && j < n)
                    B[i][j] = A[j][i] - B[i][j];
    }
}
int main(void)
{
    int i, j, t;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { A[i][j] = 0; B[i][j] = (i + j * 2) % 3; }
    static const int ns[4] = {26, 1, 0, 9}, ks[4] = {3, 0, 2, 20};
    for (t = 0; t < 4; t++) f(ns[t], ks[t]);
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a %a\n", A[i][j], B[i][j]);
    return 0;
}
