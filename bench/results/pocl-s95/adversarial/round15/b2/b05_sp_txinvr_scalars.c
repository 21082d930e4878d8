/* SP txinvr: per-point private scalars (ru1, uu, vv, ww, ac, ac2inv, r1..r5) declared at function level, written then read each (k,j,i) */
#include <stdio.h>
#include <math.h>
#define P 7
static double u[P][P][P][5], rhs[P][P][P][5], rho_i[P][P][P], speed[P][P][P], qs[P][P][P];
static int nx2, ny2, nz2;
static const double c2 = 0.4, bt = 0.70710678118654752;

static void txinvr(void)
{
  int i, j, k;
  double t1, t2, t3, ac, ru1, uu, vv, ww, r1, r2, r3, r4, r5, ac2inv;
#pragma bbmm
  for (k = 1; k <= nz2; k++)
    for (j = 1; j <= ny2; j++)
      for (i = 1; i <= nx2; i++) {
        ru1 = rho_i[k][j][i];
        uu = u[k][j][i][1] * ru1;
        vv = u[k][j][i][2] * ru1;
        ww = u[k][j][i][3] * ru1;
        ac = speed[k][j][i];
        ac2inv = 1.0 / (ac * ac);
        r1 = rhs[k][j][i][0];
        r2 = rhs[k][j][i][1];
        r3 = rhs[k][j][i][2];
        r4 = rhs[k][j][i][3];
        r5 = rhs[k][j][i][4];
        t1 = c2 * ac2inv * (qs[k][j][i] * r1 - uu * r2 - vv * r3 - ww * r4 + r5);
        t2 = bt * ru1 * (uu * r1 - r2);
        t3 = (bt * ru1 * ac) * t1;
        rhs[k][j][i][0] = r1 - t1;
        rhs[k][j][i][1] = -ru1 * (ww * r1 - r4);
        rhs[k][j][i][2] = ru1 * (vv * r1 - r3);
        rhs[k][j][i][3] = -t2 + t3;
        rhs[k][j][i][4] = t2 + t3;
      }
}

int main(void)
{
  int gp[][3] = { {5, 5, 5}, {0, 0, 0}, {1, 3, 2}, {5, 1, 4}, {3, 5, 1} };
  int t, i, j, k, m;
  for (t = 0; t < 5; t++) {
    for (k = 0; k < P; k++) for (j = 0; j < P; j++) for (i = 0; i < P; i++) {
      for (m = 0; m < 5; m++) {
        u[k][j][i][m] = 1.0 + 0.125 * ((k + j * 3 + i * 5 + m) % 7);
        rhs[k][j][i][m] = 0.0625 * ((k * 2 + j + i * 7 + m * 3 + t) % 11) - 0.25;
      }
      rho_i[k][j][i] = 1.0 / u[k][j][i][0];
      speed[k][j][i] = sqrt(1.4 * 0.4 * (1.0 + 0.03125 * ((i + j + k) % 4)));
      qs[k][j][i] = 0.5 * (u[k][j][i][1] * u[k][j][i][1]) * rho_i[k][j][i] * rho_i[k][j][i];
    }
    nx2 = gp[t][0]; ny2 = gp[t][1]; nz2 = gp[t][2];
    txinvr();
    double s = 0.0;
    for (k = 0; k < P; k++) for (j = 0; j < P; j++) for (i = 0; i < P; i++) for (m = 0; m < 5; m++) s += rhs[k][j][i][m] * (m + 1 + k);
    printf("%d %a %a\n", t, s, rhs[1][1][1][3]);
  }
  return 0;
}
