/* A multigrid-like smoother and residual on "double ***" grids whose rows
 * are allocated one by one (NPB MG's form), the rows of each plane reached
 * through a table: the regions gather the rows they access into blocks and
 * copy back those they write.  Prints every element's bits. */
#include <stdio.h>
#include <stdlib.h>

#define M 40

static void smooth(double ***r, double ***u, int n1, int n2, int n3, const double c[4])
{
    int i3, i2, i1;
    double r1[M], r2[M];
#pragma bbmm
    for (i3 = 1; i3 < n3 - 1; i3++)
        for (i2 = 1; i2 < n2 - 1; i2++) {
            for (i1 = 0; i1 < n1; i1++) {
                r1[i1] = r[i3][i2 - 1][i1] + r[i3][i2 + 1][i1] + r[i3 - 1][i2][i1] + r[i3 + 1][i2][i1];
                r2[i1] = r[i3 - 1][i2 - 1][i1] + r[i3 - 1][i2 + 1][i1] + r[i3 + 1][i2 - 1][i1] + r[i3 + 1][i2 + 1][i1];
            }
            for (i1 = 1; i1 < n1 - 1; i1++)
                u[i3][i2][i1] = u[i3][i2][i1] + c[0] * r[i3][i2][i1] +
                                c[1] * (r[i3][i2][i1 - 1] + r[i3][i2][i1 + 1] + r1[i1]) +
                                c[2] * (r2[i1] + r1[i1 - 1] + r1[i1 + 1]);
        }
}

static void resid(double ***u, double ***v, double ***r, int n1, int n2, int n3, const double a[4])
{
    int i3, i2, i1;
#pragma bbmm
    for (i3 = 1; i3 < n3 - 1; i3++)
        for (i2 = 1; i2 < n2 - 1; i2++)
            for (i1 = 1; i1 < n1 - 1; i1++)
                r[i3][i2][i1] = v[i3][i2][i1] - a[0] * u[i3][i2][i1] -
                                a[2] * (u[i3][i2 - 1][i1] + u[i3][i2 + 1][i1] + u[i3 - 1][i2][i1] + u[i3 + 1][i2][i1]);
}

/* Periodic borders: every face copied from the opposite inner plane. */
static void borders(double ***u, int n1, int n2, int n3)
{
    int i3, i2;
#pragma bbmm
    for (i3 = 1; i3 < n3 - 1; i3++)
        for (i2 = 1; i2 < n2 - 1; i2++) {
            u[i3][i2][n1 - 1] = u[i3][i2][1];
            u[i3][i2][0] = u[i3][i2][n1 - 2];
        }
}

static double ***grid(int n1, int n2, int n3, int seed)
{
    double ***g = malloc((size_t)n3 * sizeof(*g));
    int i3, i2, i1;
    for (i3 = 0; i3 < n3; i3++) {
        g[i3] = malloc((size_t)n2 * sizeof(**g));
        for (i2 = 0; i2 < n2; i2++) {
            g[i3][i2] = malloc((size_t)n1 * sizeof(***g));
            for (i1 = 0; i1 < n1; i1++)
                g[i3][i2][i1] = (double)((i1 * 7 + i2 * 13 + i3 * 5 + seed) % 17) / 8.0;
        }
    }
    return g;
}

static void release(double ***g, int n2, int n3)
{
    int i3, i2;
    for (i3 = 0; i3 < n3; i3++) {
        for (i2 = 0; i2 < n2; i2++)
            free(g[i3][i2]);
        free(g[i3]);
    }
    free(g);
}

static void show(double ***g, int n1, int n2, int n3)
{
    int i3, i2, i1;
    for (i3 = 0; i3 < n3; i3++)
        for (i2 = 0; i2 < n2; i2++)
            for (i1 = 0; i1 < n1; i1++)
                printf("%a\n", g[i3][i2][i1]);
}

int main(void)
{
    const int n1 = 18, n2 = 12, n3 = 10;
    const double c[4] = {-3.0 / 8.0, 1.0 / 32.0, -1.0 / 64.0, 0.0}, a[4] = {-8.0 / 3.0, 0.0, 1.0 / 6.0, 1.0 / 12.0};
    double ***u = grid(n1, n2, n3, 1), ***v = grid(n1, n2, n3, 2), ***r = grid(n1, n2, n3, 3);
    int it;
    for (it = 0; it < 3; it++) {
        resid(u, v, r, n1, n2, n3, a);
        smooth(r, u, n1, n2, n3, c);
        borders(u, n1, n2, n3);
    }
    show(u, n1, n2, n3);
    show(r, n1, n2, n3);
    release(u, n2, n3);
    release(v, n2, n3);
    release(r, n2, n3);
    return 0;
}
