/* block tridiagonal forward sweep along i: lhs[N][3][5][5] with matvec_sub(lhs[i][0], rhs[i-1], rhs[i]) and matmul_sub, j lines parallel */
#include <stdio.h>
#define NI 6
#define NJ 5
static double lhs[NJ][NI][3][5][5], rhs[NJ][NI][5];

void matvec_sub(double ablock[5][5], double avec[5], double bvec[5]);
void matmul_sub(double ablock[5][5], double bblock[5][5], double cblock[5][5]);
void scale_blk(double blk[5][5], double r[5], double s);

static void sweep(int ni, int nj)
{
  int i, j;
#pragma bbmm
  for (j = 0; j < nj; j++)
    for (i = 1; i < ni; i++) {
      matvec_sub(lhs[j][i][0], rhs[j][i-1], rhs[j][i]);
      matmul_sub(lhs[j][i][0], lhs[j][i-1][2], lhs[j][i][1]);
      scale_blk(lhs[j][i][1], rhs[j][i], 0.5);
    }
}

void matvec_sub(double ablock[5][5], double avec[5], double bvec[5])
{
  int m, n;
  for (m = 0; m < 5; m++)
    for (n = 0; n < 5; n++)
      bvec[m] = bvec[m] - ablock[m][n] * avec[n];
}

void matmul_sub(double ablock[5][5], double bblock[5][5], double cblock[5][5])
{
  int p, q, r;
  for (p = 0; p < 5; p++)
    for (q = 0; q < 5; q++)
      for (r = 0; r < 5; r++)
        cblock[p][q] -= ablock[p][r] * bblock[r][q];
}

void scale_blk(double blk[5][5], double r[5], double s)
{
  int m;
  for (m = 0; m < 5; m++) {
    r[m] = r[m] * s / (1.0 + blk[m][m] * blk[m][m]);
  }
}

int main(void)
{
  int sz[][2] = { {6, 5}, {1, 5}, {2, 1}, {0, 3}, {5, 2}, {3, 4} };
  int t, i, j, b, m, n;
  for (t = 0; t < 6; t++) {
    for (j = 0; j < NJ; j++) for (i = 0; i < NI; i++) for (m = 0; m < 5; m++) {
      rhs[j][i][m] = 0.125 * ((i * 3 + j + m * 5 + t) % 9) - 0.5;
      for (b = 0; b < 3; b++) for (n = 0; n < 5; n++)
        lhs[j][i][b][m][n] = (m == n ? 1.0 : 0.0) + 0.03125 * ((i + j * 2 + b * 3 + m * 5 + n * 7) % 11) - 0.125;
    }
    sweep(sz[t][0], sz[t][1]);
    double s1 = 0.0, s2 = 0.0;
    for (j = 0; j < NJ; j++) for (i = 0; i < NI; i++) for (m = 0; m < 5; m++) {
      s1 += rhs[j][i][m] * (m + 1);
      for (n = 0; n < 5; n++) s2 += lhs[j][i][1][m][n] * (n + 1);
    }
    printf("%d %a %a %a\n", t, s1, s2, rhs[NJ-1][NI-1][4]);
  }
  return 0;
}
