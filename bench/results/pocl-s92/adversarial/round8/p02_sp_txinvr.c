/* SP txinvr + speed: per-point scalars (ru1, uu, ac, r1..r5, t1..t3), bounds nx2 = grid_points[0]-2 set in the region, sqrt in values */
#include <stdio.h>
#include <math.h>
#define P 8
static double u[P][P][P][5], rhs[P][P][P][5], rho_i[P][P][P], us[P][P][P], vs[P][P][P], ws[P][P][P], qs[P][P][P], speed[P][P][P];
static int grid_points[3];
static double bt = 0.7071067811865476, c1c2 = 0.56;

static void txinvr(void)
{
  int i, j, k, nx2, ny2, nz2;
  double t1, t2, t3, ac, ru1, uu, vv, ww, r1, r2, r3, r4, r5, ac2inv, c2, rho_inv, aux;
#pragma bbmm
  {
    nx2 = grid_points[0] - 2;
    ny2 = grid_points[1] - 2;
    nz2 = grid_points[2] - 2;
    c2 = 0.4;
    for (k = 0; k <= nz2 + 1; k++)
      for (j = 0; j <= ny2 + 1; j++)
        for (i = 0; i <= nx2 + 1; i++) {
          rho_inv = 1.0 / u[k][j][i][0];
          rho_i[k][j][i] = rho_inv;
          us[k][j][i] = u[k][j][i][1] * rho_inv;
          vs[k][j][i] = u[k][j][i][2] * rho_inv;
          ws[k][j][i] = u[k][j][i][3] * rho_inv;
          qs[k][j][i] = 0.5 * (u[k][j][i][1] * u[k][j][i][1] + u[k][j][i][2] * u[k][j][i][2] + u[k][j][i][3] * u[k][j][i][3]) * rho_inv * rho_inv;
          aux = c1c2 * rho_inv * (u[k][j][i][4] - qs[k][j][i] * u[k][j][i][0]);
          speed[k][j][i] = sqrt(aux);
        }
    for (k = 1; k <= nz2; k++) {
      for (j = 1; j <= ny2; j++) {
        for (i = 1; i <= nx2; i++) {
          ru1 = rho_i[k][j][i];
          uu = us[k][j][i];
          vv = vs[k][j][i];
          ww = ws[k][j][i];
          ac = speed[k][j][i];
          ac2inv = ac * ac;
          r1 = rhs[k][j][i][0];
          r2 = rhs[k][j][i][1];
          r3 = rhs[k][j][i][2];
          r4 = rhs[k][j][i][3];
          r5 = rhs[k][j][i][4];
          t1 = c2 / ac2inv * (qs[k][j][i] * r1 - uu * r2 - vv * r3 - ww * r4 + r5);
          t2 = bt * ru1 * (uu * r1 - r2);
          t3 = (bt * ru1 * ac) * t1;
          rhs[k][j][i][0] = r1 - t1;
          rhs[k][j][i][1] = -ru1 * (ww * r1 - r4);
          rhs[k][j][i][2] = ru1 * (vv * r1 - r3);
          rhs[k][j][i][3] = -t2 + t3;
          rhs[k][j][i][4] = t2 + t3;
        }
      }
    }
  }
}

int main(void)
{
  int i, j, k, m, t;
  static const int sizes[5][3] = { {2, 2, 2}, {3, 3, 3}, {5, 4, 3}, {8, 8, 8}, {4, 7, 5} };
  for (t = 0; t < 5; t++) {
    for (k = 0; k < P; k++) for (j = 0; j < P; j++) for (i = 0; i < P; i++) for (m = 0; m < 5; m++) {
      u[k][j][i][m] = (m == 0 ? 1.5 : m == 4 ? 6.0 : 0.0) + 0.0625 * ((k * 3 + j * 5 + i + m * 2 + t) % 7);
      rhs[k][j][i][m] = 0.125 * ((i * j + k + m) % 9) - 0.5;
    }
    grid_points[0] = sizes[t][0]; grid_points[1] = sizes[t][1]; grid_points[2] = sizes[t][2];
    txinvr();
    for (k = 0; k < P; k++) for (j = 0; j < P; j++) for (i = 0; i < P; i++) {
      for (m = 0; m < 5; m++) printf("%a ", rhs[k][j][i][m]);
      printf("%a\n", speed[k][j][i]);
    }
  }
  return 0;
}
