/* sibling nests with a true dependence between them at a shifted point (second reads what first writes at i+1 and at j-1), so they must not run as one, inside a host time loop */
#include <stdio.h>
#define N 30
static double x[N][N], y[N][N], z[N][N];

static void upd(int n)
{
    int i, j;
#pragma bbmm
    {
        for (i = 0; i < n; i++)
            for (j = 0; j < n; j++)
                y[i][j] = x[i][j] * 0.5 + 1.0;
        for (i = 0; i < n - 1; i++)
            for (j = 1; j < n; j++)
                z[i][j] = y[i + 1][j - 1] - y[i][j];
        for (i = 0; i < n; i++)
            for (j = 0; j < n; j++)
                x[i][j] = z[i][j] + (i + 1 < n && j > 0 ? y[i + 1][j - 1] : 0.0);
    }
}

int main(void)
{
    int ns[] = {1, 2, 3, 8, 30};
    for (int s = 0; s < 5; s++) {
        int n = ns[s];
        for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) { x[i][j] = (i + 3 * j) % 5; y[i][j] = 0; z[i][j] = 0.25; }
        for (int t = 0; t < 3; t++) upd(n);
        for (int i = 0; i < n; i++) printf("%a %a %a\n", x[i][n / 2], y[i][i], z[i][n - 1 - i]);
    }
    return 0;
}
