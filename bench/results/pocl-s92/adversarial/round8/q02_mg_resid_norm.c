/* MG resid with a[4] coefficients and u1/u2 scratch rows, then norm2u3: s += r*r and rnmu = max(fabs) in one region, sqrt(s/n) after */
#include <stdio.h>
#include <math.h>
#define M 10
static double u[M][M][M], v[M][M][M], r[M][M][M];
static double u1[M], u2[M];
static double a[4] = { -8.0 / 3.0, 0.0, 1.0 / 6.0, 1.0 / 12.0 };

static void resid(int n1, int n2, int n3)
{
  int i3, i2, i1;
#pragma bbmm
  for (i3 = 1; i3 < n3 - 1; i3++)
    for (i2 = 1; i2 < n2 - 1; i2++) {
      for (i1 = 0; i1 < n1; i1++) {
        u1[i1] = u[i3][i2 - 1][i1] + u[i3][i2 + 1][i1] + u[i3 - 1][i2][i1] + u[i3 + 1][i2][i1];
        u2[i1] = u[i3 - 1][i2 - 1][i1] + u[i3 - 1][i2 + 1][i1] + u[i3 + 1][i2 - 1][i1] + u[i3 + 1][i2 + 1][i1];
      }
      for (i1 = 1; i1 < n1 - 1; i1++)
        r[i3][i2][i1] = v[i3][i2][i1] - a[0] * u[i3][i2][i1] - a[2] * (u2[i1] + u1[i1 - 1] + u1[i1 + 1]) - a[3] * (u2[i1 - 1] + u2[i1 + 1]);
    }
}

static void norm2u3(int n1, int n2, int n3, double *rnm2, double *rnmu, int nx, int ny, int nz)
{
  double s, a_, rmax;
  int i3, i2, i1;
  double dn = 1.0 * nx * ny * nz;
  s = 0.0;
  rmax = 0.0;
#pragma bbmm
  for (i3 = 1; i3 < n3 - 1; i3++)
    for (i2 = 1; i2 < n2 - 1; i2++)
      for (i1 = 1; i1 < n1 - 1; i1++) {
        s = s + r[i3][i2][i1] * r[i3][i2][i1];
        a_ = fabs(r[i3][i2][i1]);
        if (a_ > rmax) rmax = a_;
      }
  *rnmu = rmax;
  *rnm2 = sqrt(s / dn);
}

int main(void)
{
  int i, j, k, t;
  double rnm2, rnmu;
  static const int sz[4] = { 2, 3, 6, 10 };
  for (t = 0; t < 4; t++) {
    int n = sz[t];
    for (k = 0; k < M; k++) for (j = 0; j < M; j++) for (i = 0; i < M; i++) {
      u[k][j][i] = 0.03125 * ((k * 5 + j * 9 + i * 13 + t) % 19) - 0.25;
      v[k][j][i] = ((k + j + i) % 7 == 0) ? 1.0 : 0.0;
      r[k][j][i] = 0.0;
    }
    resid(n, n, n);
    norm2u3(n, n, n, &rnm2, &rnmu, n - 2 > 0 ? n - 2 : 1, n, n);
    printf("%a %a\n", rnm2, rnmu);
    for (k = 0; k < M; k++) for (j = 0; j < M; j++) for (i = 0; i < M; i++) printf("%a\n", r[k][j][i]);
  }
  return 0;
}
