#include <stdio.h>
#include <stdlib.h>

#define LEVELS 4
static double *u[LEVELS], *r[LEVELS];
static int sz[LEVELS];

static void smooth(int n, double *x, const double *f)
{
#pragma bbmm
    for (int i = 1; i < n - 1; i++)
        x[i] = 0.5 * (x[i - 1] + x[i + 1]) + 0.25 * f[i];
}

static void restrict_(int nc, double *fc, const double *xf)
{
#pragma bbmm
    for (int i = 1; i < nc - 1; i++)
        fc[i] = 0.25 * (xf[2 * i - 1] + 2 * xf[2 * i] + xf[2 * i + 1]);
}

static void prolong(int nc, double *xf, const double *xc)
{
#pragma bbmm
    for (int i = 1; i < nc - 1; i++)
        xf[2 * i] += xc[i];
}

static void vcycle(int l)
{
    smooth(sz[l], u[l], r[l]);
    if (l + 1 < LEVELS) {
        restrict_(sz[l + 1], r[l + 1], u[l]);
        vcycle(l + 1);
        prolong(sz[l + 1], u[l], u[l + 1]);
    }
    smooth(sz[l], u[l], r[l]);
}

int main(void)
{
    int n = 65;
    for (int l = 0; l < LEVELS; l++) {
        sz[l] = n; u[l] = calloc(n, sizeof(double)); r[l] = calloc(n, sizeof(double));
        n = (n + 1) / 2;
    }
    for (int i = 0; i < sz[0]; i++) r[0][i] = (i % 9) * 0.1;
    for (int c = 0; c < 3; c++) {
        vcycle(0);
        printf("cycle %d %a %a\n", c, u[0][sz[0] / 2], u[1][3]);
    }
    return 0;
}
