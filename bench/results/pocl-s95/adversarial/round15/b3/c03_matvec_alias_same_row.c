/* block helper called with the same row as input and output: matvec_sub(a[i], x[i], x[i]) updates in place as C does, plus binvrhs on the diagonal block */
#include <stdio.h>
#define N 8
static double a[N][5][5], x[N][5];

void matvec_sub(double ablock[5][5], double avec[5], double bvec[5])
{
  int m;
  for (m = 0; m < 5; m++)
    bvec[m] = bvec[m] - ablock[m][0] * avec[0] - ablock[m][1] * avec[1] - ablock[m][2] * avec[2]
              - ablock[m][3] * avec[3] - ablock[m][4] * avec[4];
}

void binvrhs(double lhs[5][5], double r[5])
{
  double pivot, coeff;
  int p, q;
  for (p = 0; p < 5; p++) {
    pivot = 1.0 / lhs[p][p];
    for (q = p + 1; q < 5; q++) lhs[p][q] = lhs[p][q] * pivot;
    r[p] = r[p] * pivot;
    for (q = 0; q < 5; q++)
      if (q != p) {
        coeff = lhs[q][p];
        int s;
        for (s = p + 1; s < 5; s++) lhs[q][s] = lhs[q][s] - coeff * lhs[p][s];
        r[q] = r[q] - coeff * r[p];
      }
  }
}

static void apply(int n)
{
  int i;
#pragma bbmm
  for (i = 0; i < n; i++) {
    matvec_sub(a[i], x[i], x[i]);
    binvrhs(a[i], x[i]);
  }
}

int main(void)
{
  int ns[] = { 8, 0, 1, 3 };
  int t, i, m, q;
  for (t = 0; t < 4; t++) {
    for (i = 0; i < N; i++) for (m = 0; m < 5; m++) {
      x[i][m] = 0.25 * ((i + m * 3 + t) % 7) - 0.5;
      for (q = 0; q < 5; q++) a[i][m][q] = (m == q ? 3.0 : 0.0) + 0.0625 * ((i * 5 + m * 3 + q) % 9) - 0.25;
    }
    apply(ns[t]);
    for (i = 0; i < N; i++) { for (m = 0; m < 5; m++) printf("%a ", x[i][m]); printf("%a\n", a[i][4][4]); }
  }
  return 0;
}
