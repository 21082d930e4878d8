/* a recursive multigrid-like V-cycle: each level smooths, restricts, recurses, prolongs (regions on rows of static 2-D storage) */
#include <stdio.h>
#define L 4
#define N 65
static double U[L][N], F[L][N], R[L][N];
static void smooth(int n, double *u, const double *f)
{
    int i;
#pragma bbmm array(u[n], f[n])
    for (i = 1; i < n - 1; i++)
        u[i] = 0.5 * (u[i - 1] + u[i + 1] + f[i]);
}
static void restrict_(int n, const double *r, double *fc)
{
    int i;
#pragma bbmm array(r[n], fc[n / 2 + 1])
    for (i = 1; i < n / 2; i++)
        fc[i] = 0.25 * r[2 * i - 1] + 0.5 * r[2 * i] + 0.25 * r[2 * i + 1];
}
static void prolong(int n, double *u, const double *uc)
{
    int i;
#pragma bbmm array(u[n], uc[n / 2 + 1])
    for (i = 1; i < n - 1; i++)
        u[i] += (i % 2 == 0) ? uc[i / 2] : 0.5 * (uc[i / 2] + uc[i / 2 + 1]);
}
static void vcycle(int l, int n)
{
    int i;
    smooth(n, U[l], F[l]);
    if (l + 1 < L && n > 4) {
        for (i = 0; i < n; i++) R[l][i] = F[l][i] - U[l][i];
        restrict_(n, R[l], F[l + 1]);
        for (i = 0; i < n / 2 + 1; i++) U[l + 1][i] = 0.0;
        vcycle(l + 1, n / 2 + 1);
        prolong(n, U[l], U[l + 1]);
    }
    smooth(n, U[l], F[l]);
}
int main(void)
{
    int i, l, c;
    for (l = 0; l < L; l++) for (i = 0; i < N; i++) { U[l][i] = 0.0; F[l][i] = 0.0; R[l][i] = 0.0; }
    for (i = 0; i < N; i++) F[0][i] = (i % 9) * 0.125;
    for (c = 0; c < 3; c++) vcycle(0, N);
    for (l = 0; l < L; l++) for (i = 0; i < N; i++) printf("%a %a\n", U[l][i], F[l][i]);
    return 0;
}
