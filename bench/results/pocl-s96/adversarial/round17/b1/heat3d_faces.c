/* 3-D explicit heat, variable coefficient array, six Dirichlet/Neumann face loops as separate regions, dt from a device max-norm region (fmax) each step */
#include <stdio.h>
#include <math.h>
#define N 14
static double u[N][N][N], un[N][N][N], c3[N][N][N];

static void set_faces(int n, double hot)
{
  int i, j, k;
#pragma bbmm
  for (j = 0; j < n; j++) for (k = 0; k < n; k++) { u[0][j][k] = hot; u[n - 1][j][k] = 0.0; }
#pragma bbmm
  for (i = 1; i < n - 1; i++) for (k = 0; k < n; k++) { u[i][0][k] = u[i][1][k]; u[i][n - 1][k] = u[i][n - 2][k]; }
#pragma bbmm
  for (i = 1; i < n - 1; i++) for (j = 1; j < n - 1; j++) { u[i][j][0] = 0.5 * u[i][j][1]; u[i][j][n - 1] = u[i][j][n - 2]; }
}

static double advance(int n, double dt)
{
  int i, j, k;
  double m = 0.0;
#pragma bbmm
  for (i = 1; i < n - 1; i++)
    for (j = 1; j < n - 1; j++)
      for (k = 1; k < n - 1; k++)
        un[i][j][k] = u[i][j][k] + dt * c3[i][j][k] * (u[i + 1][j][k] + u[i - 1][j][k] + u[i][j + 1][k] + u[i][j - 1][k] + u[i][j][k + 1] + u[i][j][k - 1] - 6.0 * u[i][j][k]);
#pragma bbmm
  for (i = 1; i < n - 1; i++)
    for (j = 1; j < n - 1; j++)
      for (k = 1; k < n - 1; k++)
        m = fmax(m, fabs(un[i][j][k] - u[i][j][k]));
#pragma bbmm
  for (i = 1; i < n - 1; i++)
    for (j = 1; j < n - 1; j++)
      for (k = 1; k < n - 1; k++)
        u[i][j][k] = un[i][j][k];
  return m;
}

int main(void)
{
  static const int sz[5] = { 2, 3, 4, 7, 14 };
  int c, i, j, k, t;
  for (c = 0; c < 5; c++) {
    int n = sz[c];
    double dt = 0.1, m;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) for (k = 0; k < N; k++) {
      u[i][j][k] = 0.0; un[i][j][k] = -1.0;
      c3[i][j][k] = 0.25 + 0.125 * ((i + 2 * j + 3 * k) % 3);
    }
    for (t = 0; t < 5; t++) {
      set_faces(n, 2.0);
      m = advance(n, dt);
      dt = (m > 0.05) ? dt * 0.75 : dt;
      printf("t %d m %a dt %a\n", t, m, dt);
    }
    for (i = 0; i < n; i++) for (j = 0; j < n; j++) for (k = 0; k < n; k++) printf("%a\n", u[i][j][k]);
  }
  return 0;
}
