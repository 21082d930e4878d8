/* 2-D explicit heat with variable conductivity, Neumann (left/right) and Dirichlet (top/bottom) boundary loops as separate regions, dt from a host max-norm each step */
#include <stdio.h>
#define NX 20
#define NY 18
static double T[NX][NY], Tn[NX][NY], kx[NX][NY], src[NX][NY];
static double flx[NX][NY];

static void boundaries(int nx, int ny, double top)
{
  int i, j;
#pragma bbmm
  for (i = 0; i < nx; i++) {
    T[i][0] = T[i][1];
    T[i][ny - 1] = T[i][ny - 2];
  }
#pragma bbmm
  for (j = 0; j < ny; j++) {
    T[0][j] = top;
    T[nx - 1][j] = 0.0;
  }
}

static double step(int nx, int ny, double dt)
{
  int i, j;
  double mx = 0.0, d;
#pragma bbmm
  for (i = 0; i < nx - 1; i++)
    for (j = 1; j < ny - 1; j++)
      flx[i][j] = 0.5 * (kx[i][j] + kx[i + 1][j]) * (T[i + 1][j] - T[i][j]);
#pragma bbmm
  for (i = 1; i < nx - 1; i++)
    for (j = 1; j < ny - 1; j++)
      Tn[i][j] = T[i][j] + dt * (flx[i][j] - flx[i - 1][j]
                 + 0.5 * (kx[i][j] + kx[i][j + 1]) * (T[i][j + 1] - T[i][j])
                 - 0.5 * (kx[i][j] + kx[i][j - 1]) * (T[i][j] - T[i][j - 1]) + src[i][j]);
#pragma bbmm
  for (i = 1; i < nx - 1; i++)
    for (j = 1; j < ny - 1; j++) {
      d = Tn[i][j] - T[i][j];
      if (d < 0) d = -d;
      mx = mx > d ? mx : d;
      T[i][j] = Tn[i][j];
    }
  return mx;
}

int main(void)
{
  static const int sz[5][2] = { { 3, 3 }, { 4, 3 }, { 3, 7 }, { 9, 10 }, { 20, 18 } };
  int c, i, j, t;
  for (c = 0; c < 5; c++) {
    int nx = sz[c][0], ny = sz[c][1];
    double dt = 0.125, mx;
    for (i = 0; i < NX; i++) for (j = 0; j < NY; j++) {
      T[i][j] = 0.0; Tn[i][j] = 0.0; flx[i][j] = 0.0;
      kx[i][j] = 0.5 + 0.0625 * ((i * 3 + j * 7) % 8);
      src[i][j] = ((i + j) % 5 == 0) ? 0.25 : 0.0;
    }
    for (t = 0; t < 6; t++) {
      boundaries(nx, ny, 1.0);
      mx = step(nx, ny, dt);
      if (mx > 0.1) dt = dt * 0.5;
      else if (mx < 0.01) dt = dt * 1.25;
      printf("t %d mx %a dt %a\n", t, mx, dt);
    }
    for (i = 0; i < nx; i++) for (j = 0; j < ny; j++) printf("%a\n", T[i][j]);
  }
  return 0;
}
