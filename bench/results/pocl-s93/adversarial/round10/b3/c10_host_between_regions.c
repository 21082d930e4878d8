/* one function, time loop, two regions with host code between them that reads and writes the arrays (boundary injection, a printed probe, a conditional host fix-up) */
#include <stdio.h>
#define N 40
static double a[N][N], b[N][N];

static void simulate(int n, int steps)
{
    int t, i, j;
    for (t = 0; t < steps; t++) {
#pragma bbmm
        for (i = 1; i < n - 1; i++)
            for (j = 1; j < n - 1; j++)
                b[i][j] = 0.2 * (a[i][j] + a[i-1][j] + a[i+1][j] + a[i][j-1] + a[i][j+1]);
        for (j = 0; j < n; j++) b[0][j] = 1.0 + 0.1 * t;
        if (n > 2 && b[1][1] > 0.3) b[n - 1][n - 1] = b[1][1];
        printf("t=%d probe=%a\n", t, b[n / 2][n / 2]);
#pragma bbmm
        for (i = 0; i < n; i++)
            for (j = 0; j < n; j++)
                a[i][j] = b[i][j] - 0.01 * a[i][j];
        a[0][0] = t;
    }
}

int main(void)
{
    int ns[] = {1, 2, 3, 6, 40};
    for (int c = 0; c < 5; c++) {
        int n = ns[c];
        for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) { a[i][j] = (double)((i ^ j) & 3) * 0.25; b[i][j] = 0.0; }
        simulate(n, 5);
        for (int i = 0; i < n; i++) printf("%a %a\n", a[i][n - 1 - i], b[i][i]);
    }
    return 0;
}
