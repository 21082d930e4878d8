/* Thomas solves along rows of a triangular domain (row i has n-i unknowns) with global scratch arrays cp[]/dp[] that the host prints after the region */
#include <stdio.h>
#define N 24
static double A[N][N], X[N][N], cp[N], dp[N];

static void solve_rows(int n, double a, double b, double c)
{
    int i, k;
#pragma bbmm
    for (i = 0; i < n; i++) {
        int len = n - i;
        cp[0] = c / b;
        dp[0] = A[i][0] / b;
        for (k = 1; k < len; k++) {
            double m = b - a * cp[k - 1];
            cp[k] = c / m;
            dp[k] = (A[i][k] - a * dp[k - 1]) / m;
        }
        X[i][len - 1] = dp[len - 1];
        for (k = len - 2; k >= 0; k--)
            X[i][k] = dp[k] - cp[k] * X[i][k + 1];
    }
}

int main(void)
{
    int ns[] = {0, 1, 2, 3, 9, 24};
    for (int s = 0; s < 6; s++) {
        int n = ns[s];
        for (int i = 0; i < N; i++) { cp[i] = dp[i] = -7.0; for (int k = 0; k < N; k++) { A[i][k] = (double)((i * 5 + k * 3) % 11) - 5.0; X[i][k] = 0.5; } }
        for (int t = 0; t < 2; t++) {
            solve_rows(n, -1.0, 4.0 + t, -1.0);
            for (int i = 0; i < n; i++) for (int k = 0; k < n - i; k++) A[i][k] = X[i][k] * 0.5;
        }
        for (int k = 0; k < N; k++) printf("%a %a\n", cp[k], dp[k]);
        for (int i = 0; i < n; i++) printf("%a %a\n", X[i][0], X[i][(n - i) / 2]);
    }
    return 0;
}
