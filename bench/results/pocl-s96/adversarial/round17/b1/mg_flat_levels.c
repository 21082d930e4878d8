/* MG two-grid cycle on 2-D grids with separate static arrays per level, flat macro indexing with the row length as a #define per level, periodic comm, restriction/prolongation, host norm */
#include <stdio.h>
#include <math.h>
#define NF 18
#define NC 10
#define F(a,i,j) a[(i) * NF + (j)]
#define C(a,i,j) a[(i) * NC + (j)]
static double uf[NF * NF], rf[NF * NF], vf[NF * NF], uc[NC * NC], rc[NC * NC];

static void comm2(int n, double *a, int ld)
{
  int i;
#pragma bbmm array(a[n][ld])
  for (i = 1; i < n - 1; i++) {
    a[i * ld + 0] = a[i * ld + n - 2];
    a[i * ld + n - 1] = a[i * ld + 1];
  }
#pragma bbmm array(a[n][ld])
  for (i = 0; i < n; i++) {
    a[0 * ld + i] = a[(n - 2) * ld + i];
    a[(n - 1) * ld + i] = a[1 * ld + i];
  }
}

static void residf(int n)
{
  int i, j;
#pragma bbmm
  for (i = 1; i < n - 1; i++)
    for (j = 1; j < n - 1; j++)
      F(rf, i, j) = F(vf, i, j) - (4.0 * F(uf, i, j) - F(uf, i - 1, j) - F(uf, i + 1, j) - F(uf, i, j - 1) - F(uf, i, j + 1));
}

static void smoothf(int n, double w)
{
  int i, j;
#pragma bbmm
  for (i = 1; i < n - 1; i++)
    for (j = 1; j < n - 1; j++)
      F(uf, i, j) += w * 0.25 * F(rf, i, j);
}

static void restrict_(int nc)
{
  int i, j;
#pragma bbmm
  for (i = 1; i < nc - 1; i++)
    for (j = 1; j < nc - 1; j++)
      C(rc, i, j) = 0.25 * F(rf, 2 * i - 1, 2 * j - 1) + 0.125 * (F(rf, 2 * i - 2, 2 * j - 1) + F(rf, 2 * i, 2 * j - 1) + F(rf, 2 * i - 1, 2 * j - 2) + F(rf, 2 * i - 1, 2 * j))
                  + 0.0625 * (F(rf, 2 * i - 2, 2 * j - 2) + F(rf, 2 * i, 2 * j) + F(rf, 2 * i - 2, 2 * j) + F(rf, 2 * i, 2 * j - 2));
}

static void coarse_solve(int nc, int sweeps)
{
  int s, i, j;
#pragma bbmm
  for (i = 0; i < nc; i++) for (j = 0; j < nc; j++) C(uc, i, j) = 0.0;
  for (s = 0; s < sweeps; s++) {
#pragma bbmm
    for (i = 1; i < nc - 1; i++)
      for (j = 1; j < nc - 1; j++)
        C(uc, i, j) = 0.25 * (C(uc, i - 1, j) + C(uc, i + 1, j) + C(uc, i, j - 1) + C(uc, i, j + 1) + 4.0 * C(rc, i, j));
  }
}

static void prolong(int nc)
{
  int i, j;
#pragma bbmm
  for (i = 0; i < nc - 1; i++)
    for (j = 0; j < nc - 1; j++) {
      F(uf, 2 * i, 2 * j) += C(uc, i, j);
      F(uf, 2 * i + 1, 2 * j) += 0.5 * (C(uc, i, j) + C(uc, i + 1, j));
      F(uf, 2 * i, 2 * j + 1) += 0.5 * (C(uc, i, j) + C(uc, i, j + 1));
      F(uf, 2 * i + 1, 2 * j + 1) += 0.25 * (C(uc, i, j) + C(uc, i + 1, j) + C(uc, i, j + 1) + C(uc, i + 1, j + 1));
    }
}

int main(void)
{
  static const int nfs[3] = { 6, 10, 18 };
  int c, i, j, it;
  for (c = 0; c < 3; c++) {
    int n = nfs[c], nc = (n - 2) / 2 + 2;
    for (i = 0; i < NF * NF; i++) { uf[i] = 0.0; rf[i] = 0.0; vf[i] = ((i * 29) % 31 == 0) ? 1.0 : 0.0; }
    for (i = 0; i < NC * NC; i++) { uc[i] = 0.0; rc[i] = 0.0; }
    for (it = 0; it < 3; it++) {
      double s = 0.0;
      residf(n);
      comm2(n, rf, NF);
      smoothf(n, 0.8);
      comm2(n, uf, NF);
      residf(n);
      comm2(n, rf, NF);
      restrict_(nc);
      comm2(nc, rc, NC);
      coarse_solve(nc, 3);
      prolong(nc);
      comm2(n, uf, NF);
      residf(n);
      for (i = 1; i < n - 1; i++) for (j = 1; j < n - 1; j++) s += F(rf, i, j) * F(rf, i, j);
      printf("n %d it %d %a\n", n, it, sqrt(s));
    }
    for (i = 0; i < n; i++) for (j = 0; j < n; j++) printf("%a %a\n", F(uf, i, j), F(rf, i, j));
    for (i = 0; i < nc; i++) for (j = 0; j < nc; j++) printf("%a\n", C(uc, i, j));
  }
  return 0;
}
