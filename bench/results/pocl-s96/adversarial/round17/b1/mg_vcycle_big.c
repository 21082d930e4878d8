/* NPB MG-style V-cycle: levels as slices of one big array (offsets ir[]), VLA-typed params, resid/psinv/rprj3/interp/comm3/norm2u3 */
#include <stdio.h>
#include <math.h>
#define LT 3
#define NM 18
#define NV (NM * NM * NM + 10 * 10 * 10 + 6 * 6 * 6 + 4 * 4 * 4)
static double ubig[NV], rbig[NV], v[NM * NM * NM];
static int m1[LT + 1], ir[LT + 1];
static double a[4] = { -8.0 / 3.0, 0.0, 1.0 / 6.0, 1.0 / 12.0 };
static double cc[4] = { -3.0 / 8.0, 1.0 / 32.0, -1.0 / 64.0, 0.0 };

static void comm3(int n, double u[n][n][n])
{
  int i1, i2, i3;
#pragma bbmm
  {
    for (i3 = 1; i3 < n - 1; i3++)
      for (i2 = 1; i2 < n - 1; i2++) {
        u[i3][i2][0] = u[i3][i2][n - 2];
        u[i3][i2][n - 1] = u[i3][i2][1];
      }
    for (i3 = 1; i3 < n - 1; i3++)
      for (i1 = 0; i1 < n; i1++) {
        u[i3][0][i1] = u[i3][n - 2][i1];
        u[i3][n - 1][i1] = u[i3][1][i1];
      }
    for (i2 = 0; i2 < n; i2++)
      for (i1 = 0; i1 < n; i1++) {
        u[0][i2][i1] = u[n - 2][i2][i1];
        u[n - 1][i2][i1] = u[1][i2][i1];
      }
  }
}

static void resid(int n, double u[n][n][n], double vv[n][n][n], double r[n][n][n])
{
  int i1, i2, i3;
#pragma bbmm
  for (i3 = 1; i3 < n - 1; i3++)
    for (i2 = 1; i2 < n - 1; i2++)
      for (i1 = 1; i1 < n - 1; i1++)
        r[i3][i2][i1] = vv[i3][i2][i1] - a[0] * u[i3][i2][i1]
          - a[2] * (u[i3][i2 - 1][i1 - 1] + u[i3][i2 - 1][i1 + 1] + u[i3][i2 + 1][i1 - 1] + u[i3][i2 + 1][i1 + 1]
                    + u[i3 - 1][i2][i1 - 1] + u[i3 - 1][i2][i1 + 1] + u[i3 + 1][i2][i1 - 1] + u[i3 + 1][i2][i1 + 1])
          - a[3] * (u[i3 - 1][i2 - 1][i1 - 1] + u[i3 - 1][i2 - 1][i1 + 1] + u[i3 + 1][i2 + 1][i1 - 1] + u[i3 + 1][i2 + 1][i1 + 1]);
  comm3(n, r);
}

static void psinv(int n, double r[n][n][n], double u[n][n][n])
{
  int i1, i2, i3;
#pragma bbmm
  for (i3 = 1; i3 < n - 1; i3++)
    for (i2 = 1; i2 < n - 1; i2++)
      for (i1 = 1; i1 < n - 1; i1++)
        u[i3][i2][i1] = u[i3][i2][i1] + cc[0] * r[i3][i2][i1]
          + cc[1] * (r[i3][i2][i1 - 1] + r[i3][i2][i1 + 1] + r[i3][i2 - 1][i1] + r[i3][i2 + 1][i1] + r[i3 - 1][i2][i1] + r[i3 + 1][i2][i1])
          + cc[2] * (r[i3][i2 - 1][i1 - 1] + r[i3][i2 + 1][i1 + 1] + r[i3 - 1][i2][i1 - 1] + r[i3 + 1][i2][i1 + 1]);
  comm3(n, u);
}

static void rprj3(int mk, double r[mk][mk][mk], int mj, double s[mj][mj][mj])
{
  int j1, j2, j3, i1, i2, i3;
#pragma bbmm
  for (j3 = 1; j3 < mj - 1; j3++)
    for (j2 = 1; j2 < mj - 1; j2++)
      for (j1 = 1; j1 < mj - 1; j1++) {
        i3 = 2 * j3 - 1; i2 = 2 * j2 - 1; i1 = 2 * j1 - 1;
        s[j3][j2][j1] = 0.5 * r[i3 + 1][i2 + 1][i1 + 1]
          + 0.25 * (r[i3 + 1][i2 + 1][i1] + r[i3 + 1][i2 + 1][i1 + 2] + r[i3][i2 + 1][i1 + 1] + r[i3 + 2][i2 + 1][i1 + 1])
          + 0.125 * (r[i3 + 1][i2][i1 + 1] + r[i3 + 1][i2 + 2][i1 + 1]);
      }
  comm3(mj, s);
}

static void interp(int mj, double z[mj][mj][mj], int mk, double u[mk][mk][mk])
{
  int i1, i2, i3;
#pragma bbmm
  for (i3 = 0; i3 < mj - 1; i3++)
    for (i2 = 0; i2 < mj - 1; i2++)
      for (i1 = 0; i1 < mj - 1; i1++) {
        u[2 * i3][2 * i2][2 * i1] += z[i3][i2][i1];
        u[2 * i3][2 * i2][2 * i1 + 1] += 0.5 * (z[i3][i2][i1 + 1] + z[i3][i2][i1]);
        u[2 * i3][2 * i2 + 1][2 * i1] += 0.5 * (z[i3][i2 + 1][i1] + z[i3][i2][i1]);
        u[2 * i3 + 1][2 * i2][2 * i1] += 0.5 * (z[i3 + 1][i2][i1] + z[i3][i2][i1]);
      }
}

static void zero3(int n, double z[n][n][n])
{
  int i1, i2, i3;
#pragma bbmm
  for (i3 = 0; i3 < n; i3++)
    for (i2 = 0; i2 < n; i2++)
      for (i1 = 0; i1 < n; i1++)
        z[i3][i2][i1] = 0.0;
}

static void norm2u3(int n, double r[n][n][n], double *rnm2, double *rnmu)
{
  int i1, i2, i3;
  double s = 0.0, mx = 0.0;
#pragma bbmm
  for (i3 = 1; i3 < n - 1; i3++)
    for (i2 = 1; i2 < n - 1; i2++)
      for (i1 = 1; i1 < n - 1; i1++) {
        s = s + r[i3][i2][i1] * r[i3][i2][i1];
        if (fabs(r[i3][i2][i1]) > mx) mx = fabs(r[i3][i2][i1]);
      }
  *rnm2 = sqrt(s / ((n - 2) * (n - 2) * (n - 2)));
  *rnmu = mx;
}

static void mg3P(int lt)
{
  int k;
  for (k = lt; k >= 2; k--)
    rprj3(m1[k], (double (*)[m1[k]][m1[k]])&rbig[ir[k]], m1[k - 1], (double (*)[m1[k - 1]][m1[k - 1]])&rbig[ir[k - 1]]);
  zero3(m1[1], (double (*)[m1[1]][m1[1]])&ubig[ir[1]]);
  psinv(m1[1], (double (*)[m1[1]][m1[1]])&rbig[ir[1]], (double (*)[m1[1]][m1[1]])&ubig[ir[1]]);
  for (k = 2; k <= lt; k++) {
    zero3(m1[k], (double (*)[m1[k]][m1[k]])&ubig[ir[k]]);
    interp(m1[k - 1], (double (*)[m1[k - 1]][m1[k - 1]])&ubig[ir[k - 1]], m1[k], (double (*)[m1[k]][m1[k]])&ubig[ir[k]]);
    if (k < lt) {
      resid(m1[k], (double (*)[m1[k]][m1[k]])&ubig[ir[k]], (double (*)[m1[k]][m1[k]])&rbig[ir[k]], (double (*)[m1[k]][m1[k]])&rbig[ir[k]]);
      psinv(m1[k], (double (*)[m1[k]][m1[k]])&rbig[ir[k]], (double (*)[m1[k]][m1[k]])&ubig[ir[k]]);
    }
  }
  resid(m1[lt], (double (*)[m1[lt]][m1[lt]])&ubig[ir[lt]], (double (*)[m1[lt]][m1[lt]])v, (double (*)[m1[lt]][m1[lt]])&rbig[ir[lt]]);
  psinv(m1[lt], (double (*)[m1[lt]][m1[lt]])&rbig[ir[lt]], (double (*)[m1[lt]][m1[lt]])&ubig[ir[lt]]);
}

int main(void)
{
  int c, i, k, it, lt, n;
  double rnm2, rnmu;
  static const int tops[3] = { 6, 10, 18 };
  for (c = 0; c < 3; c++) {
    n = tops[c];
    lt = (n == 6) ? 2 : (n == 10 ? 3 : 3);
    /* level sizes: m1[k] = 2^(k-?)+2 style */
    m1[lt] = n;
    for (k = lt - 1; k >= 1; k--) m1[k] = (m1[k + 1] - 2) / 2 + 2;
    ir[lt] = 0;
    for (k = lt - 1; k >= 1; k--) ir[k] = ir[k + 1] + m1[k + 1] * m1[k + 1] * m1[k + 1];
    for (i = 0; i < NV; i++) { ubig[i] = 0.0; rbig[i] = 0.0; }
    for (i = 0; i < n * n * n; i++) v[i] = ((i * 37) % 101 == 0) ? 1.0 : ((i * 53) % 97 == 0 ? -1.0 : 0.0);
    resid(n, (double (*)[n][n])&ubig[ir[lt]], (double (*)[n][n])v, (double (*)[n][n])&rbig[ir[lt]]);
    norm2u3(n, (double (*)[n][n])&rbig[ir[lt]], &rnm2, &rnmu);
    printf("n=%d lt=%d init %a %a\n", n, lt, rnm2, rnmu);
    for (it = 1; it <= 3; it++) {
      mg3P(lt);
      resid(n, (double (*)[n][n])&ubig[ir[lt]], (double (*)[n][n])v, (double (*)[n][n])&rbig[ir[lt]]);
      norm2u3(n, (double (*)[n][n])&rbig[ir[lt]], &rnm2, &rnmu);
      printf("it %d %a %a\n", it, rnm2, rnmu);
    }
    for (i = 0; i < NV; i++) if (ubig[i] != 0.0 || rbig[i] != 0.0) printf("%d %a %a\n", i, ubig[i], rbig[i]);
  }
  return 0;
}
