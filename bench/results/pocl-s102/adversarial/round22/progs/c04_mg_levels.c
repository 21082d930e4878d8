/* NPB MG style: double ***u built level by level, resid/psinv on u[k] */
#include <stdio.h>
#include <stdlib.h>
#define LT 3
static int nx[LT + 1];
static void resid(double **u, double **v, double **r, int n1, int n2)
{
    int i1, i2;
#pragma bbmm
    for (i2 = 1; i2 < n2 - 1; i2++)
        for (i1 = 1; i1 < n1 - 1; i1++)
            r[i2][i1] = v[i2][i1] - 0.5 * u[i2][i1] + 0.125 * (u[i2 - 1][i1] + u[i2 + 1][i1] + u[i2][i1 - 1] + u[i2][i1 + 1]);
}
static void psinv(double **r, double **u, int n1, int n2)
{
    int i1, i2;
#pragma bbmm
    for (i2 = 1; i2 < n2 - 1; i2++)
        for (i1 = 1; i1 < n1 - 1; i1++)
            u[i2][i1] = u[i2][i1] + 0.3 * r[i2][i1] + 0.05 * (r[i2 - 1][i1] + r[i2 + 1][i1]);
}
static void rprj(double **r, int m1, double **s, int n1, int n2)
{
    int j1, j2;
#pragma bbmm
    for (j2 = 1; j2 < n2 - 1; j2++)
        for (j1 = 1; j1 < n1 - 1; j1++)
            s[j2][j1] = 0.5 * r[2 * j2][2 * j1] + 0.25 * (r[2 * j2 - 1][2 * j1] + r[2 * j2][2 * j1 + 1]);
}
int main(void)
{
    double ***u, ***r, **v;
    int k, i, j, it;
    u = malloc((LT + 1) * sizeof *u); r = malloc((LT + 1) * sizeof *r);
    for (k = 1; k <= LT; k++) {
        nx[k] = (1 << (k + 2)) + 2;
        u[k] = malloc(nx[k] * sizeof **u); r[k] = malloc(nx[k] * sizeof **r);
        for (i = 0; i < nx[k]; i++) {
            u[k][i] = malloc(nx[k] * sizeof ***u); r[k][i] = malloc(nx[k] * sizeof ***r);
            for (j = 0; j < nx[k]; j++) { u[k][i][j] = 0.0; r[k][i][j] = 0.0; }
        }
    }
    v = malloc(nx[LT] * sizeof *v);
    for (i = 0; i < nx[LT]; i++) { v[i] = malloc(nx[LT] * sizeof **v); for (j = 0; j < nx[LT]; j++) v[i][j] = (double)((i * 7 + j * 3) % 11 == 0) - 0.1; }
    for (it = 0; it < 3; it++) {
        resid(u[LT], v, r[LT], nx[LT], nx[LT]);
        for (k = LT; k > 1; k--)
            rprj(r[k], nx[k], r[k - 1], nx[k - 1], nx[k - 1]);
        for (k = 1; k <= LT; k++)
            psinv(r[k], u[k], nx[k], nx[k]);
    }
    for (k = 1; k <= LT; k++) for (i = 0; i < nx[k]; i += 3) printf("%d %a %a\n", k, u[k][i][nx[k] / 2], r[k][i][i]);
    return 0;
}
