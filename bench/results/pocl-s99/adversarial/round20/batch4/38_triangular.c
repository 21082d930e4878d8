#include <stdio.h>

#define N 24
double L[N][N], b[N], x[N], A[N][N];

int main(void)
{
    int ns[] = {0, 1, 2, 5, 24};
    for (int s = 0; s < 5; s++) {
        int n = ns[s];
        for (int i = 0; i < N; i++) { b[i] = i + 1; x[i] = 0; for (int j = 0; j < N; j++) { L[i][j] = (j <= i) ? 1.0 / (1 + i + j) : 0; A[i][j] = (i == j) ? 4.0 : 1.0 / (1 + (i > j ? i - j : j - i)); } }
        /* forward substitution */
#pragma bbmm
        for (int i = 0; i < n; i++) {
            x[i] = b[i];
            for (int j = 0; j < i; j++)
                x[i] -= L[i][j] * x[j];
            x[i] = x[i] / L[i][i];
        }
        /* in-place LU, right-looking, count-down inner loop */
#pragma bbmm
        for (int k = 0; k < n; k++) {
            for (int i = n - 1; i > k; i--)
                A[i][k] = A[i][k] / A[k][k];
            for (int i = k + 1; i < n; i++)
                for (int j = n - 1; j >= k + 1; j--)
                    A[i][j] -= A[i][k] * A[k][j];
        }
        double h = 0; for (int i = 0; i < N; i++) { h = h * 0.9 + x[i]; for (int j = 0; j < N; j++) h += A[i][j] * 1e-2; }
        printf("n=%d %a\n", n, h);
    }
    return 0;
}
