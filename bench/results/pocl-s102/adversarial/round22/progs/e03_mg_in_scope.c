/* tables of rows (double ***) inside an explicit data scope around the
   iteration loop; u[k] passed to functions with regions */
#include <stdio.h>
#include <stdlib.h>
#define LT 2
static int nx[LT + 1];
static void smooth(double **r, double **u, int n)
{
    int i, j;
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        for (j = 1; j < n - 1; j++)
            u[i][j] = u[i][j] + 0.2 * (r[i][j] + 0.25 * (r[i - 1][j] + r[i + 1][j] + r[i][j - 1] + r[i][j + 1]));
}
static void restrict_(double **r, double **s, int n)
{
    int i, j;
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        for (j = 1; j < n - 1; j++)
            s[i][j] = 0.5 * r[2 * i][2 * j] + 0.125 * (r[2 * i - 1][2 * j] + r[2 * i + 1][2 * j]);
}
int main(void)
{
    double ***u = malloc((LT + 1) * sizeof *u), ***r = malloc((LT + 1) * sizeof *r);
    int k, i, j, it;
    for (k = 1; k <= LT; k++) {
        nx[k] = (1 << (k + 3)) + 2;
        u[k] = malloc(nx[k] * sizeof **u); r[k] = malloc(nx[k] * sizeof **r);
        for (i = 0; i < nx[k]; i++) {
            u[k][i] = calloc(nx[k], sizeof ***u); r[k][i] = malloc(nx[k] * sizeof ***r);
            for (j = 0; j < nx[k]; j++) r[k][i][j] = (double)((i * 3 + j * 5 + k) % 7) / 6.0 - 0.5;
        }
    }
#pragma bbmm data
    for (it = 0; it < 4; it++) {
        restrict_(r[LT], r[LT - 1], nx[LT - 1]);
        for (k = 1; k <= LT; k++)
            smooth(r[k], u[k], nx[k]);
        smooth(u[LT], r[LT], nx[LT]);
    }
    for (k = 1; k <= LT; k++) for (i = 0; i < nx[k]; i += 3) printf("%d %a %a\n", k, u[k][i][(i * 5) % nx[k]], r[k][i][i]);
    return 0;
}
