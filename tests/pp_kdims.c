/* tests/pp_kdims.c - kernels over arrays of 5 and 6 dimensions, after NAS
 * BT's x_solve: per grid point (i, j, k) the 5 x 5 flux Jacobians fjac and
 * njac (5-D, some elements by constant subscripts), then the three 5 x 5
 * blocks of the point's row of the block-tridiagonal system, lhs (6-D),
 * from the Jacobians of the point and its two neighbours in i, then those
 * blocks times u into rhs (lhs read, also the previous row's: a tile's
 * lhs then spans the boxes of two tiles).  The parallel loops are the outer
 * three; the 3 x 5 x 5 inner ones run inside the kernels.  Between steps
 * the host moves u by rhs.
 *
 *   pp_kdims N STEPS OUT
 *
 * Built through bbmm-pp and as the plain sequential program; both write
 * u, rhs, fjac, njac and lhs (every element; the inputs differ element by
 * element, so an element read or written at a wrong offset changes the
 * output) to OUT, compared byte for byte (tests/pp_kdims.cmake). */
#include <stdio.h>
#include <stdlib.h>

static void jacobians(int n, double u[n][n][n][5], double fjac[n][n][n][5][5], double njac[n][n][n][5][5])
{
    int i, j, k, m, p;
#pragma bbmm name(jacobians)
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            for (k = 0; k < n; k++) {
                for (m = 0; m < 5; m++)
                    for (p = 0; p < 5; p++) {
                        fjac[i][j][k][m][p] = 0.5 * fjac[i][j][k][m][p] + u[i][j][k][m] * (double)(p + 1) -
                                              u[i][j][k][p] / (double)(m + 2);
                        njac[i][j][k][m][p] = 0.25 * njac[i][j][k][p][m] + u[i][j][k][m] * u[i][j][k][p];
                    }
                njac[i][j][k][0][0] = 0.0;
                njac[i][j][k][1][0] = -u[i][j][k][1] / u[i][j][k][0];
                njac[i][j][k][4][3] = njac[i][j][k][3][4] - 0.125 * u[i][j][k][4];
            }
}

static void blocks(int n, double dt, double fjac[n][n][n][5][5], double njac[n][n][n][5][5],
                   double lhs[n][n][n][3][5][5])
{
    int i, j, k, m, p;
#pragma bbmm name(blocks)
    for (i = 1; i < n - 1; i++)
        for (j = 1; j < n - 1; j++)
            for (k = 1; k < n - 1; k++)
                for (m = 0; m < 5; m++)
                    for (p = 0; p < 5; p++) {
                        lhs[i][j][k][0][m][p] = -dt * fjac[i - 1][j][k][m][p] - dt * njac[i - 1][j][k][m][p];
                        lhs[i][j][k][1][m][p] = (double)(m == p) + 2.0 * dt * njac[i][j][k][m][p];
                        lhs[i][j][k][2][m][p] = dt * fjac[i + 1][j][k][m][p] - dt * njac[i + 1][j][k][p][m];
                    }
}

static void apply(int n, double u[n][n][n][5], double lhs[n][n][n][3][5][5], double rhs[n][n][n][5])
{
    int i, j, k, m, p;
#pragma bbmm name(apply)
    for (i = 1; i < n - 1; i++)
        for (j = 1; j < n - 1; j++)
            for (k = 1; k < n - 1; k++)
                for (m = 0; m < 5; m++) {
                    double s = 0.5 * rhs[i][j][k][m];
                    for (p = 0; p < 5; p++)
                        s = s - lhs[i][j][k][0][m][p] * u[i - 1][j][k][p] - lhs[i][j][k][1][m][p] * u[i][j][k][p] -
                            lhs[i][j][k][2][m][p] * u[i + 1][j][k][p] + 0.5 * lhs[i - 1][j][k][2][p][m];
                    rhs[i][j][k][m] = s;
                }
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 10, steps = argc > 2 ? atoi(argv[2]) : 3, t;
    const char *out = argc > 3 ? argv[3] : NULL;
    size_t n3, x, y;
    double *u, *rhs, *fjac, *njac, *lhs;
    FILE *f;
    if (n < 3 || steps < 1 || !out) {
        fprintf(stderr, "usage: pp_kdims N STEPS OUT (N >= 3, STEPS >= 1)\n");
        return EXIT_FAILURE;
    }
    n3 = (size_t)n * (size_t)n * (size_t)n;
    u = (double *)malloc(n3 * 5 * sizeof(double));
    rhs = (double *)malloc(n3 * 5 * sizeof(double));
    fjac = (double *)malloc(n3 * 25 * sizeof(double));
    njac = (double *)malloc(n3 * 25 * sizeof(double));
    lhs = (double *)malloc(n3 * 75 * sizeof(double));
    if (!u || !rhs || !fjac || !njac || !lhs) {
        fprintf(stderr, "pp_kdims: out of memory\n");
        return EXIT_FAILURE;
    }
    /* u at least 1 (njac divides by its first component) */
    for (x = 0; x < n3 * 5; x++) {
        u[x] = 1.0 + (double)(x * 131 % 97) / 97.0;
        rhs[x] = (double)(x * 29 % 89) / 89.0 - 0.5;
    }
    for (x = 0; x < n3 * 25; x++) {
        fjac[x] = (double)(x * 13 % 53) / 53.0 - 0.5;
        njac[x] = (double)(x * 17 % 59) / 59.0;
    }
    for (x = 0; x < n3 * 75; x++)
        lhs[x] = (double)(x * 7 % 101) / 101.0;
    for (t = 0; t < steps; t++) {
        jacobians(n, (double(*)[n][n][5])u, (double(*)[n][n][5][5])fjac, (double(*)[n][n][5][5])njac);
        blocks(n, 0.015625, (double(*)[n][n][5][5])fjac, (double(*)[n][n][5][5])njac,
               (double(*)[n][n][3][5][5])lhs);
        apply(n, (double(*)[n][n][5])u, (double(*)[n][n][3][5][5])lhs, (double(*)[n][n][5])rhs);
        for (x = 0; x < n3 * 5; x++)
            u[x] += 0.0625 * rhs[x];
    }
    if (!(f = fopen(out, "wb"))) {
        perror(out);
        return EXIT_FAILURE;
    }
    y = fwrite(u, sizeof(double), n3 * 5, f) + fwrite(rhs, sizeof(double), n3 * 5, f) +
        fwrite(fjac, sizeof(double), n3 * 25, f) + fwrite(njac, sizeof(double), n3 * 25, f) +
        fwrite(lhs, sizeof(double), n3 * 75, f);
    if (fclose(f) || y != n3 * 135) {
        fprintf(stderr, "pp_kdims: cannot write %s\n", out);
        return EXIT_FAILURE;
    }
    free(u);
    free(rhs);
    free(fjac);
    free(njac);
    free(lhs);
    return EXIT_SUCCESS;
}
