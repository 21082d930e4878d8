// A region of NAS LU's size (erhs: a flux difference and a fourth-order
// dissipation over 5-component arrays, a hundred references to a[..][0]
// ... a[..][4]) is analysed within the default isl operation limit: the
// references whose constant subscripts differ are no dependence pairs,
// the boxes of one array share their bounds, and it becomes kernels.
// expect-output: bbmm_run.bbmm_ctx, .bbmm_n
// expect-explain: kernel band: j k
#define NX 12
#define NY 12
#define NZ 12
static double u[NX][NY][NZ][5], f[NX][NY][NZ][5], g[NX][NY][NZ][5];
void rhs(int nx, int jst, int jend, int nz, double t1, double t2, double d)
{
    int i, j, k, m, ist = 1, iend = nx - 2;
    double q, r0, r1, r2, r3, s0, s1, s2, s3;
#pragma bbmm
    for (j = jst; j <= jend; j++) {
        for (k = 1; k <= nz - 2; k++) {
            for (i = ist; i <= iend; i++)
                for (m = 0; m < 5; m++)
                    f[i][j][k][m] = f[i][j][k][m] - t1 * (g[i + 1][j][k][m] - g[i - 1][j][k][m]);
            for (i = ist; i <= iend + 1; i++) {
                q = 1.0 / u[i][j][k][0];
                r0 = q * u[i][j][k][1];
                r1 = q * u[i][j][k][2];
                r2 = q * u[i][j][k][3];
                r3 = q * u[i][j][k][4];
                q = 1.0 / u[i - 1][j][k][0];
                s0 = q * u[i - 1][j][k][1];
                s1 = q * u[i - 1][j][k][2];
                s2 = q * u[i - 1][j][k][3];
                s3 = q * u[i - 1][j][k][4];
                g[i][j][k][1] = t2 * (r0 - s0);
                g[i][j][k][2] = t2 * (r1 - s1);
                g[i][j][k][3] = t2 * (r2 - s2);
                g[i][j][k][4] = t2 * ((r0 * r0 + r1 * r1 + r2 * r2) - (s0 * s0 + s1 * s1 + s2 * s2)) +
                                t2 * (r3 - s3);
            }
            for (i = ist; i <= iend; i++) {
                f[i][j][k][0] = f[i][j][k][0] + t1 * (u[i - 1][j][k][0] - 2.0 * u[i][j][k][0] + u[i + 1][j][k][0]);
                f[i][j][k][1] = f[i][j][k][1] + t2 * (g[i + 1][j][k][1] - g[i][j][k][1]) +
                                t1 * (u[i - 1][j][k][1] - 2.0 * u[i][j][k][1] + u[i + 1][j][k][1]);
                f[i][j][k][2] = f[i][j][k][2] + t2 * (g[i + 1][j][k][2] - g[i][j][k][2]) +
                                t1 * (u[i - 1][j][k][2] - 2.0 * u[i][j][k][2] + u[i + 1][j][k][2]);
                f[i][j][k][3] = f[i][j][k][3] + t2 * (g[i + 1][j][k][3] - g[i][j][k][3]) +
                                t1 * (u[i - 1][j][k][3] - 2.0 * u[i][j][k][3] + u[i + 1][j][k][3]);
                f[i][j][k][4] = f[i][j][k][4] + t2 * (g[i + 1][j][k][4] - g[i][j][k][4]) +
                                t1 * (u[i - 1][j][k][4] - 2.0 * u[i][j][k][4] + u[i + 1][j][k][4]);
            }
            for (m = 0; m < 5; m++) {
                f[1][j][k][m] = f[1][j][k][m] - d * (5.0 * u[1][j][k][m] - 4.0 * u[2][j][k][m] + u[3][j][k][m]);
                f[2][j][k][m] = f[2][j][k][m] -
                                d * (-4.0 * u[1][j][k][m] + 6.0 * u[2][j][k][m] - 4.0 * u[3][j][k][m] + u[4][j][k][m]);
            }
            for (i = 3; i <= nx - 4; i++)
                for (m = 0; m < 5; m++)
                    f[i][j][k][m] = f[i][j][k][m] -
                                    d * (u[i - 2][j][k][m] - 4.0 * u[i - 1][j][k][m] + 6.0 * u[i][j][k][m] -
                                         4.0 * u[i + 1][j][k][m] + u[i + 2][j][k][m]);
            for (m = 0; m < 5; m++) {
                f[nx - 3][j][k][m] = f[nx - 3][j][k][m] - d * (u[nx - 5][j][k][m] - 4.0 * u[nx - 4][j][k][m] +
                                                               6.0 * u[nx - 3][j][k][m] - 4.0 * u[nx - 2][j][k][m]);
                f[nx - 2][j][k][m] = f[nx - 2][j][k][m] - d * (u[nx - 4][j][k][m] - 4.0 * u[nx - 3][j][k][m] +
                                                               5.0 * u[nx - 2][j][k][m]);
            }
        }
    }
}
