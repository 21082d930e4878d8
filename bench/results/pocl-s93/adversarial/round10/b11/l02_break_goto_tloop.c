/* time loops left by break (convergence) and by goto (blow-up guard) with the arrays read after the loop in the same function */
#include <stdio.h>
#define N 30
static double a[N][N], b[N][N];
static double dmax;

static void relax(int n, double w)
{
    int i, j;
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        for (j = 1; j < n - 1; j++)
            b[i][j] = (1 - w) * a[i][j] + w * 0.25 * (a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1]);
#pragma bbmm
    {
        dmax = 0.0;
        for (i = 1; i < n - 1; i++)
            for (j = 1; j < n - 1; j++) {
                double d = b[i][j] - a[i][j];
                dmax = d > dmax ? d : (-d > dmax ? -d : dmax);
                a[i][j] = b[i][j];
            }
    }
}

int main(void)
{
    double ws[] = {0.8, 1.0, 2.5};
    for (int c = 0; c < 3; c++) {
        int n = 12 + 6 * c, t;
        for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) a[i][j] = b[i][j] = (i == 0) ? 1.0 : ((i + j) % 5 == 0 ? 0.3 : 0.0);
        for (t = 0; t < 200; t++) {
            relax(n, ws[c]);
            if (dmax > 1e6) goto blowup;
            if (dmax < 1e-4) break;
        }
        printf("n=%d t=%d dmax=%a\n", n, t, dmax);
        for (int i = 0; i < n; i++) printf("%a ", a[i][n / 2]);
        printf("\n");
        continue;
    blowup:
        printf("n=%d blew up at t=%d %a\n", n, t, a[n / 2][n / 2]);
    }
    return 0;
}
