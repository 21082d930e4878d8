/* 3-D heat with pointer ping-pong (uold/unew swapped each step), Dirichlet faces set by a separate region on the new array, dt adapted from a device max-norm, host prints a probe every other step */
#include <stdio.h>
#include <math.h>
#define N 12
static double A[N][N][N], B[N][N][N], kap[N][N][N];

static void faces(int n, double (*u)[N][N], double val)
{
  int i, j;
#pragma bbmm
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++) {
      u[0][i][j] = val;
      u[n - 1][i][j] = 0.0;
      u[i][0][j] = 0.0;
      u[i][n - 1][j] = 0.0;
      u[i][j][0] = 0.0;
      u[i][j][n - 1] = 0.0;
    }
}

static double stepf(int n, double (*uo)[N][N], double (*un)[N][N], double dt)
{
  int i, j, k;
  double mx = 0.0, d;
#pragma bbmm
  for (i = 1; i < n - 1; i++)
    for (j = 1; j < n - 1; j++)
      for (k = 1; k < n - 1; k++)
        un[i][j][k] = uo[i][j][k] + dt * kap[i][j][k] * (uo[i - 1][j][k] + uo[i + 1][j][k] + uo[i][j - 1][k] + uo[i][j + 1][k] + uo[i][j][k - 1] + uo[i][j][k + 1] - 6.0 * uo[i][j][k]);
#pragma bbmm
  for (i = 1; i < n - 1; i++)
    for (j = 1; j < n - 1; j++)
      for (k = 1; k < n - 1; k++) {
        d = fabs(un[i][j][k] - uo[i][j][k]);
        if (d > mx) mx = d;
      }
  return mx;
}

int main(void)
{
  static const int sz[5] = { 1, 2, 3, 5, 12 };
  int c, i, j, k, t;
  for (c = 0; c < 5; c++) {
    int n = sz[c];
    double (*uo)[N][N] = A, (*un)[N][N] = B, (*tmp)[N][N];
    double dt = 0.15, mx;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) for (k = 0; k < N; k++) { A[i][j][k] = 0.0; B[i][j][k] = 0.0; kap[i][j][k] = 0.5 + 0.25 * ((i * j + k) % 3); }
    faces(n, uo, 1.0);
    for (t = 0; t < 6; t++) {
      faces(n, un, 1.0);
      mx = stepf(n, uo, un, dt);
      if (mx > 0.05) dt *= 0.5;
      if (t % 2 == 1 && n > 2) printf("t %d probe %a\n", t, un[n / 2][n / 2][n / 2]);
      printf("t %d mx %a dt %a\n", t, mx, dt);
      tmp = uo; uo = un; un = tmp;
    }
    for (i = 0; i < n; i++) for (j = 0; j < n; j++) for (k = 0; k < n; k++) printf("%a %a\n", A[i][j][k], B[i][j][k]);
  }
  return 0;
}
