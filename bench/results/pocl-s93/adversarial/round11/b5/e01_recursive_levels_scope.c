/* recursive V-cycle-like function: regions, a recursive call on a coarser level, regions; no host code between (automatic scopes nest) */
#include <stdio.h>
#define L 4
static double lev[L][65], tmp[L][65];
static void smooth(int n, double u[65], double w[65])
{
    int i;
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        w[i] = 0.5 * u[i] + 0.25 * (u[i - 1] + u[i + 1]);
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        u[i] = w[i];
}
static void restrict1(int n, double f[65], double c[65])
{
    int i;
#pragma bbmm
    for (i = 1; i < (n + 1) / 2 - 1; i++)
        c[i] = 0.5 * f[2 * i] + 0.25 * (f[2 * i - 1] + f[2 * i + 1]);
}
static void prolong(int n, double c[65], double f[65])
{
    int i;
#pragma bbmm
    for (i = 1; i < (n + 1) / 2 - 1; i++)
        f[2 * i] = f[2 * i] + 0.5 * c[i];
}
static void cycle(int l, int n)
{
    smooth(n, lev[l], tmp[l]);
    if (l + 1 < L && n > 4) {
        restrict1(n, lev[l], lev[l + 1]);
        cycle(l + 1, (n + 1) / 2);
        prolong(n, lev[l + 1], lev[l]);
    }
    smooth(n, lev[l], tmp[l]);
}
int main(void)
{
    int i, l, r;
    for (l = 0; l < L; l++) for (i = 0; i < 65; i++) { lev[l][i] = l == 0 ? (double)((i * 11) % 7) : 0.0; tmp[l][i] = 0; }
    for (r = 0; r < 3; r++) cycle(0, 65 - r * 8);
    for (l = 0; l < L; l++) for (i = 0; i < 65; i++) printf("%a%c", lev[l][i], i == 64 ? '\n' : ' ');
    return 0;
}
