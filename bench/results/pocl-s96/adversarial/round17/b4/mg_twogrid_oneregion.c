/* two-grid cycle entirely inside one region: residual, full-weighting restriction, several coarse Jacobi sweeps with ping-pong, bilinear prolongation with i/2 and i%2 in the fine loop, post-smoothing */
#include <stdio.h>
#define NF 33
#define NC 17
static double u[NF][NF], f[NF][NF], r[NF][NF], ec[NC][NC], ec2[NC][NC], rc[NC][NC];

static void twogrid(int nf, int ncyc)
{
  int cyc, s, i, j, nc = (nf + 1) / 2;
#pragma bbmm
  for (cyc = 0; cyc < ncyc; cyc++) {
    for (i = 1; i < nf - 1; i++)
      for (j = 1; j < nf - 1; j++)
        r[i][j] = f[i][j] - (4.0 * u[i][j] - u[i - 1][j] - u[i + 1][j] - u[i][j - 1] - u[i][j + 1]);
    for (i = 1; i < nc - 1; i++)
      for (j = 1; j < nc - 1; j++)
        rc[i][j] = 0.25 * r[2 * i][2 * j] + 0.125 * (r[2 * i - 1][2 * j] + r[2 * i + 1][2 * j] + r[2 * i][2 * j - 1] + r[2 * i][2 * j + 1])
                 + 0.0625 * (r[2 * i - 1][2 * j - 1] + r[2 * i + 1][2 * j + 1] + r[2 * i - 1][2 * j + 1] + r[2 * i + 1][2 * j - 1]);
    for (i = 0; i < nc; i++)
      for (j = 0; j < nc; j++) { ec[i][j] = 0.0; ec2[i][j] = 0.0; }
    for (s = 0; s < 4; s++) {
      for (i = 1; i < nc - 1; i++)
        for (j = 1; j < nc - 1; j++)
          ec2[i][j] = 0.25 * (ec[i - 1][j] + ec[i + 1][j] + ec[i][j - 1] + ec[i][j + 1] + 4.0 * rc[i][j]);
      for (i = 1; i < nc - 1; i++)
        for (j = 1; j < nc - 1; j++)
          ec[i][j] = ec2[i][j];
    }
    for (i = 1; i < nf - 1; i++)
      for (j = 1; j < nf - 1; j++)
        u[i][j] += (i % 2 == 0 && j % 2 == 0) ? ec[i / 2][j / 2]
                 : (i % 2 == 0) ? 0.5 * (ec[i / 2][j / 2] + ec[i / 2][j / 2 + 1])
                 : (j % 2 == 0) ? 0.5 * (ec[i / 2][j / 2] + ec[i / 2 + 1][j / 2])
                 : 0.25 * (ec[i / 2][j / 2] + ec[i / 2 + 1][j / 2] + ec[i / 2][j / 2 + 1] + ec[i / 2 + 1][j / 2 + 1]);
    for (i = 1; i < nf - 1; i++)
      for (j = 1; j < nf - 1; j++)
        if ((i + j) % 2 == 0)
          u[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1] - f[i][j]);
  }
}

int main(void)
{
  static const int sz[5] = { 3, 5, 9, 17, 33 };
  int c, i, j;
  for (c = 0; c < 5; c++) {
    int n = sz[c];
    for (i = 0; i < NF; i++) for (j = 0; j < NF; j++) { u[i][j] = 0.0; r[i][j] = 0.0; f[i][j] = ((i * 7 + j * 11) % 13 == 0) ? -1.0 : 0.0; }
    for (i = 0; i < NC; i++) for (j = 0; j < NC; j++) { ec[i][j] = ec2[i][j] = rc[i][j] = 0.0; }
    twogrid(n, 3);
    for (i = 0; i < n; i++) for (j = 0; j < n; j++) printf("%a %a\n", u[i][j], r[i][j]);
    for (i = 0; i < (n + 1) / 2; i++) for (j = 0; j < (n + 1) / 2; j++) printf("%a\n", ec[i][j]);
  }
  return 0;
}
