/* 3-D two-level MG: device resid/psinv/rprj3/interp, periodic comm3 done by host loops between the regions (host writes arrays the regions keep), host norm each cycle */
#include <stdio.h>
#include <math.h>
#define NF 10
#define NC 6
static double u[NF][NF][NF], v[NF][NF][NF], r[NF][NF][NF];
static double uc[NC][NC][NC], rc[NC][NC][NC];

static void comm3_host(int n, double (*a)[NF][NF])
{
  int i1, i2, i3;
  for (i3 = 1; i3 < n - 1; i3++) for (i2 = 1; i2 < n - 1; i2++) { a[i3][i2][0] = a[i3][i2][n - 2]; a[i3][i2][n - 1] = a[i3][i2][1]; }
  for (i3 = 1; i3 < n - 1; i3++) for (i1 = 0; i1 < n; i1++) { a[i3][0][i1] = a[i3][n - 2][i1]; a[i3][n - 1][i1] = a[i3][1][i1]; }
  for (i2 = 0; i2 < n; i2++) for (i1 = 0; i1 < n; i1++) { a[0][i2][i1] = a[n - 2][i2][i1]; a[n - 1][i2][i1] = a[1][i2][i1]; }
}

static void comm3c(int n)
{
  int i1, i2, i3;
  for (i3 = 1; i3 < n - 1; i3++) for (i2 = 1; i2 < n - 1; i2++) { rc[i3][i2][0] = rc[i3][i2][n - 2]; rc[i3][i2][n - 1] = rc[i3][i2][1]; }
  for (i3 = 1; i3 < n - 1; i3++) for (i1 = 0; i1 < n; i1++) { rc[i3][0][i1] = rc[i3][n - 2][i1]; rc[i3][n - 1][i1] = rc[i3][1][i1]; }
  for (i2 = 0; i2 < n; i2++) for (i1 = 0; i1 < n; i1++) { rc[0][i2][i1] = rc[n - 2][i2][i1]; rc[n - 1][i2][i1] = rc[1][i2][i1]; }
}

static void resid(int n)
{
  int i1, i2, i3;
#pragma bbmm
  for (i3 = 1; i3 < n - 1; i3++)
    for (i2 = 1; i2 < n - 1; i2++)
      for (i1 = 1; i1 < n - 1; i1++)
        r[i3][i2][i1] = v[i3][i2][i1] + 6.0 * u[i3][i2][i1] - u[i3 - 1][i2][i1] - u[i3 + 1][i2][i1] - u[i3][i2 - 1][i1] - u[i3][i2 + 1][i1] - u[i3][i2][i1 - 1] - u[i3][i2][i1 + 1];
}

static void psinv(int n, double w)
{
  int i1, i2, i3;
#pragma bbmm
  for (i3 = 1; i3 < n - 1; i3++)
    for (i2 = 1; i2 < n - 1; i2++)
      for (i1 = 1; i1 < n - 1; i1++)
        u[i3][i2][i1] = u[i3][i2][i1] - w * r[i3][i2][i1];
}

static void rprj3(int nc)
{
  int j1, j2, j3;
#pragma bbmm
  for (j3 = 1; j3 < nc - 1; j3++)
    for (j2 = 1; j2 < nc - 1; j2++)
      for (j1 = 1; j1 < nc - 1; j1++)
        rc[j3][j2][j1] = 0.5 * r[2 * j3 - 1][2 * j2 - 1][2 * j1 - 1] + 0.0625 * (r[2 * j3][2 * j2 - 1][2 * j1 - 1] + r[2 * j3 - 2][2 * j2 - 1][2 * j1 - 1]
                         + r[2 * j3 - 1][2 * j2][2 * j1 - 1] + r[2 * j3 - 1][2 * j2 - 2][2 * j1 - 1] + r[2 * j3 - 1][2 * j2 - 1][2 * j1] + r[2 * j3 - 1][2 * j2 - 1][2 * j1 - 2]);
}

static void coarse(int nc)
{
  int i1, i2, i3;
#pragma bbmm
  for (i3 = 0; i3 < nc; i3++)
    for (i2 = 0; i2 < nc; i2++)
      for (i1 = 0; i1 < nc; i1++)
        uc[i3][i2][i1] = -0.125 * rc[i3][i2][i1];
}

static void interp(int nc)
{
  int i1, i2, i3;
#pragma bbmm
  for (i3 = 0; i3 < nc - 1; i3++)
    for (i2 = 0; i2 < nc - 1; i2++)
      for (i1 = 0; i1 < nc - 1; i1++) {
        u[2 * i3 + 1][2 * i2 + 1][2 * i1 + 1] += uc[i3 + 1][i2 + 1][i1 + 1];
        u[2 * i3][2 * i2 + 1][2 * i1 + 1] += 0.5 * (uc[i3][i2 + 1][i1 + 1] + uc[i3 + 1][i2 + 1][i1 + 1]);
      }
}

int main(void)
{
  static const int nfs[3] = { 4, 6, 10 };
  int c, i1, i2, i3, it;
  for (c = 0; c < 3; c++) {
    int n = nfs[c], nc = (n - 2) / 2 + 2;
    for (i3 = 0; i3 < NF; i3++) for (i2 = 0; i2 < NF; i2++) for (i1 = 0; i1 < NF; i1++) {
      u[i3][i2][i1] = 0.0; r[i3][i2][i1] = 0.0;
      v[i3][i2][i1] = ((i1 * 3 + i2 * 5 + i3 * 7) % 11 == 0) ? 1.0 : 0.0;
    }
    for (i3 = 0; i3 < NC; i3++) for (i2 = 0; i2 < NC; i2++) for (i1 = 0; i1 < NC; i1++) { uc[i3][i2][i1] = 0.0; rc[i3][i2][i1] = 0.0; }
    for (it = 0; it < 3; it++) {
      double s = 0.0;
      resid(n);
      comm3_host(n, r);
      rprj3(nc);
      comm3c(nc);
      coarse(nc);
      interp(nc);
      comm3_host(n, u);
      resid(n);
      comm3_host(n, r);
      psinv(n, 0.1);
      comm3_host(n, u);
      resid(n);
      for (i3 = 1; i3 < n - 1; i3++) for (i2 = 1; i2 < n - 1; i2++) for (i1 = 1; i1 < n - 1; i1++) s += r[i3][i2][i1] * r[i3][i2][i1];
      printf("n %d it %d %a\n", n, it, sqrt(s));
    }
    for (i3 = 0; i3 < n; i3++) for (i2 = 0; i2 < n; i2++) for (i1 = 0; i1 < n; i1++) printf("%a %a\n", u[i3][i2][i1], r[i3][i2][i1]);
  }
  return 0;
}
