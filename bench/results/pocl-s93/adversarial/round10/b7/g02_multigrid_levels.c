/* 1-D multigrid V-cycles with level arrays in one malloc'd block (pointers off[l]), smooth/residual/restrict/prolong helpers with array() clauses, host loop of cycles printing the residual norm */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
static double g_rn;
static void smooth(int n, double *u, const double *f, int sweeps)
{
    int s, i;
    for (s = 0; s < sweeps; s++) {
#pragma bbmm array(u[n + 2], f[n + 2])
        for (i = 1; i <= n; i++)
            u[i] = u[i] + 0.6 * 0.5 * (u[i - 1] + u[i + 1] - 2.0 * u[i] + f[i]);
    }
}
static void residual(int n, const double *u, const double *f, double *r)
{
    int i;
#pragma bbmm array(u[n + 2], f[n + 2], r[n + 2])
    {
        g_rn = 0.0;
        for (i = 1; i <= n; i++) {
            r[i] = f[i] + u[i - 1] + u[i + 1] - 2.0 * u[i];
            g_rn += r[i] * r[i];
        }
    }
}
static void restrict1(int nc, const double *r, double *fc, double *uc)
{
    int i;
#pragma bbmm array(r[2 * nc + 3], fc[nc + 2], uc[nc + 2])
    for (i = 1; i <= nc; i++) {
        fc[i] = 4.0 * (0.25 * r[2 * i - 1] + 0.5 * r[2 * i] + 0.25 * r[2 * i + 1]);
        uc[i] = 0.0;
    }
}
static void prolong(int nc, const double *uc, double *u)
{
    int i;
#pragma bbmm array(uc[nc + 2], u[2 * nc + 3])
    {
        for (i = 1; i <= nc; i++) u[2 * i] += uc[i];
        for (i = 0; i <= nc; i++) u[2 * i + 1] += 0.5 * (uc[i] + uc[i + 1]);
    }
}
int main(void)
{
    int L = 4;
    int nl[8], off[8], total = 0;
    nl[0] = 31;
    for (int l = 1; l < L; l++) nl[l] = (nl[l - 1] - 1) / 2;
    for (int l = 0; l < L; l++) { off[l] = total; total += nl[l] + 2; }
    double *U = calloc(total, sizeof(double)), *F = calloc(total, sizeof(double)), *R = calloc(total, sizeof(double));
    for (int i = 1; i <= nl[0]; i++) F[i] = (i % 5) * 0.01 - 0.02;
    for (int cyc = 0; cyc < 5; cyc++) {
        for (int l = 0; l < L - 1; l++) {
            smooth(nl[l], U + off[l], F + off[l], 2);
            residual(nl[l], U + off[l], F + off[l], R + off[l]);
            if (l == 0) printf("cycle %d rn=%a\n", cyc, sqrt(g_rn));
            restrict1(nl[l + 1], R + off[l], F + off[l + 1], U + off[l + 1]);
        }
        smooth(nl[L - 1], U + off[L - 1], F + off[L - 1], 20);
        for (int l = L - 2; l >= 0; l--) {
            prolong(nl[l + 1], U + off[l + 1], U + off[l]);
            smooth(nl[l], U + off[l], F + off[l], 2);
        }
    }
    for (int i = 0; i < total; i += 3) printf("%a\n", U[i]);
    free(U); free(F); free(R);
    return 0;
}
