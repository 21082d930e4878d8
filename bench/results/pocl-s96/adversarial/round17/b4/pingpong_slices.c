/* 2-D wave equation with three time levels stored as slices of u[3][N][N], the step function gets u[t%3], u[(t+1)%3], u[(t+2)%3] as separate pointer arguments, host reads a receiver trace each step */
#include <stdio.h>
#define N 32
static double u[3][N][N], vel[N][N];

static void wave(int n, double (*um)[N], double (*uc)[N], double (*up)[N], double c2)
{
  int i, j;
#pragma bbmm
  for (i = 1; i < n - 1; i++)
    for (j = 1; j < n - 1; j++)
      up[i][j] = 2.0 * uc[i][j] - um[i][j] + c2 * vel[i][j] * (uc[i - 1][j] + uc[i + 1][j] + uc[i][j - 1] + uc[i][j + 1] - 4.0 * uc[i][j]);
}

int main(void)
{
  static const int sz[5] = { 2, 3, 4, 11, 32 };
  int c, i, j, t, l;
  for (c = 0; c < 5; c++) {
    int n = sz[c];
    for (l = 0; l < 3; l++) for (i = 0; i < N; i++) for (j = 0; j < N; j++) u[l][i][j] = 0.0;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) vel[i][j] = 0.5 + 0.25 * ((i + j) % 2);
    u[1][n / 2][n / 2] = 1.0;
    u[0][n / 2][n / 2] = 0.5;
    for (t = 0; t < 10; t++) {
      wave(n, u[t % 3], u[(t + 1) % 3], u[(t + 2) % 3], 0.2);
      printf("t %d rec %a\n", t, u[(t + 2) % 3][n / 2][n > 2 ? 1 : 0]);
    }
    for (l = 0; l < 3; l++) for (i = 0; i < n; i++) for (j = 0; j < n; j++) printf("%a\n", u[l][i][j]);
  }
  return 0;
}
