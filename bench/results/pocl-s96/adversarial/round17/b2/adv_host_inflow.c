/* 2-D upwind advection-diffusion: time loop, host sets inflow column and reads a probe each step between regions, a helper function on the host rescales a kept array every 3rd step */
#include <stdio.h>
#define NX 20
#define NY 16
static double c[NX][NY], cn[NX][NY], vel[NX][NY];

static void rescale(int nx, int ny, double (*a)[NY], double f)
{
  int i, j;
  for (i = 0; i < nx; i++)
    for (j = 0; j < ny; j++)
      a[i][j] *= f;
}

static void transport(int nx, int ny, double dt)
{
  int i, j;
#pragma bbmm
  for (i = 1; i < nx - 1; i++)
    for (j = 1; j < ny - 1; j++)
      cn[i][j] = c[i][j] - dt * (vel[i][j] > 0.0 ? vel[i][j] * (c[i][j] - c[i - 1][j]) : vel[i][j] * (c[i + 1][j] - c[i][j]))
               + 0.1 * dt * (c[i][j + 1] - 2.0 * c[i][j] + c[i][j - 1]);
#pragma bbmm
  for (i = 1; i < nx - 1; i++)
    for (j = 1; j < ny - 1; j++)
      c[i][j] = cn[i][j];
}

int main(void)
{
  static const int sz[4][2] = { { 3, 3 }, { 5, 4 }, { 8, 11 }, { 20, 16 } };
  int s, i, j, t;
  for (s = 0; s < 4; s++) {
    int nx = sz[s][0], ny = sz[s][1];
    double probe = 0.0;
    for (i = 0; i < NX; i++) for (j = 0; j < NY; j++) { c[i][j] = 0.0; cn[i][j] = 0.0; vel[i][j] = 0.5 - 0.0625 * ((i * 3 + j) % 5); }
    for (t = 0; t < 7; t++) {
      for (j = 0; j < ny; j++) c[0][j] = 1.0 + 0.125 * t;
      transport(nx, ny, 0.25);
      probe += c[nx / 2][ny / 2];
      if (t % 3 == 2) rescale(nx, ny, c, 0.5);
      c[nx - 1][ny - 1] = c[nx - 2][ny - 2];
      printf("t %d probe %a\n", t, probe);
    }
    for (i = 0; i < nx; i++) for (j = 0; j < ny; j++) printf("%a %a\n", c[i][j], cn[i][j]);
  }
  return 0;
}
