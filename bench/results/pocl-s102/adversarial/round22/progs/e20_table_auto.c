/* a table-of-rows heat loop large enough for host=auto to weigh devices */
#include <stdio.h>
#include <stdlib.h>
static void heat(int n, double **in, double **out)
{
    int i, j;
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        for (j = 1; j < n - 1; j++)
            out[i][j] = in[i][j] + 0.1 * (in[i - 1][j] + in[i + 1][j] + in[i][j - 1] + in[i][j + 1] - 4.0 * in[i][j]);
}
int main(void)
{
    int n = 180, i, j, t;
    double **a = malloc(n * sizeof *a), **b = malloc(n * sizeof *b);
    for (i = 0; i < n; i++) {
        a[i] = malloc(n * sizeof(double)); b[i] = malloc(n * sizeof(double));
        for (j = 0; j < n; j++) a[i][j] = b[i][j] = (double)(((i - n / 2) * (i - n / 2) + (j - n / 3) * (j - n / 3)) < 400);
    }
    for (t = 0; t < 15; t++) {
        heat(n, a, b);
        heat(n, b, a);
    }
    for (i = 0; i < n; i += 13) printf("%a %a\n", a[i][(i * 7) % n], b[i][i]);
    return 0;
}
