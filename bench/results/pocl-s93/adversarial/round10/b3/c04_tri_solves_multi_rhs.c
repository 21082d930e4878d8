/* forward then back substitution with a dense triangular factor, for several right-hand sides in a host loop; diagonal from host, rhs rebuilt on host each time */
#include <stdio.h>
#define N 28
static double L[N][N], U[N][N], b[N], y[N], x[N];

static void solve(int n)
{
    int i, j;
#pragma bbmm
    {
        for (i = 0; i < n; i++) {
            y[i] = b[i];
            for (j = 0; j < i; j++)
                y[i] -= L[i][j] * y[j];
            y[i] = y[i] / L[i][i];
        }
        for (i = n - 1; i >= 0; i--) {
            x[i] = y[i];
            for (j = i + 1; j < n; j++)
                x[i] -= U[i][j] * x[j];
            x[i] = x[i] / U[i][i];
        }
    }
}

int main(void)
{
    int ns[] = {0, 1, 2, 5, 28};
    for (int s = 0; s < 5; s++) {
        int n = ns[s];
        for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) {
            L[i][j] = j <= i ? (i == j ? 2.0 + i % 3 : 0.125 * ((i + j) % 5 - 2)) : 0.0;
            U[i][j] = j >= i ? (i == j ? 3.0 - i % 2 : 0.0625 * ((i * j) % 7 - 3)) : 0.0;
        }
        for (int r = 0; r < 3; r++) {
            for (int i = 0; i < N; i++) b[i] = (double)((i + r) % 4) - 1.5 + (r == 2 ? x[i] : 0.0);
            solve(n);
            double s2 = 0;
            for (int i = 0; i < n; i++) s2 += x[i] * (i + 1);
            printf("n=%d r=%d %a\n", n, r, s2);
        }
        for (int i = 0; i < n; i++) printf("%a %a\n", x[i], y[i]);
    }
    return 0;
}
