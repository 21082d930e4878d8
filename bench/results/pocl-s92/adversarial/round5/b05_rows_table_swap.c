/* double ** row tables allocated row by row, time loop swapping the two tables, region in a step function */
#include <stdio.h>
#include <stdlib.h>
static void step(int n, int m, double **a, double **b)
{
    int i, j;
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        for (j = 1; j < m - 1; j++)
            b[i][j] = (a[i-1][j] + a[i+1][j] + a[i][j-1] + a[i][j+1] + 2.0 * a[i][j]) / 6.0;
}
int main(void)
{
    int n, m, i, j, t;
    for (n = 1; n <= 13; n += 4) {
        m = 17 - n;
        double **a = malloc(n * sizeof *a), **b = malloc(n * sizeof *b), **tmp;
        for (i = 0; i < n; i++) {
            a[i] = malloc(m * sizeof **a); b[i] = malloc(m * sizeof **b);
            for (j = 0; j < m; j++) a[i][j] = b[i][j] = (double)((i * 7 + j * 5) % 9);
        }
        for (t = 0; t < 4; t++) { step(n, m, a, b); tmp = a; a = b; b = tmp; }
        printf("n=%d m=%d\n", n, m);
        for (i = 0; i < n; i++) { for (j = 0; j < m; j++) printf("%a ", a[i][j]); printf("\n"); free(a[i]); free(b[i]); }
        free(a); free(b);
    }
    return 0;
}
