#include <stdio.h>
#include <stddef.h>

#define N 40
double A[N][N], B[N], C[N];

static void f(int n, int k)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n && i != k; i++)
        for (j = 0; j <= n - 1; j++)
            A[i][j] = A[i][j] + i - j * 0.5;
#pragma bbmm
    for (i = n - 1; i >= 0; i--)
        B[i] = B[i] * 3.0 + i;
#pragma bbmm
    for (size_t u = (size_t)n; u-- > 0;)
        C[u] = C[u] + B[u] * 0.5;
#pragma bbmm
    for (i = 0; i != n; i++)
        for (j = n - 1; j > i; j--)
            A[i][j] = A[i][j] - A[j][i];
}

int main(void)
{
    int ns[] = {0, 1, 2, 7, 33, 40};
    int ks[] = {0, 5, 1, 3, 40, 17};
    for (int s = 0; s < 6; s++) {
        for (int i = 0; i < N; i++) {
            B[i] = i * 0.25; C[i] = -i;
            for (int j = 0; j < N; j++) A[i][j] = (i * j) % 9;
        }
        f(ns[s], ks[s]);
        double h = 0;
        for (int i = 0; i < N; i++) {
            h = h * 0.75 + B[i] + C[i];
            for (int j = 0; j < N; j++) h += A[i][j] * 1e-3;
        }
        printf("n=%d k=%d %a\n", ns[s], ks[s], h);
    }
    return 0;
}
