/* Jacobi solver on a struct grid passed by pointer: member arrays g->u, g->f, g->tmp, sizes and omega as struct members used as region bounds/scalars, host changes g->omega and g->nx between calls */
#include <stdio.h>
#include <math.h>
#define NMAX 16
struct grid {
  int nx, ny;
  double omega, h2;
  double u[NMAX][NMAX], f[NMAX][NMAX], tmp[NMAX][NMAX];
};
static struct grid G;

static double jacobi(struct grid *g)
{
  int i, j;
  double err = 0.0, d;
#pragma bbmm
  for (i = 1; i < g->nx - 1; i++)
    for (j = 1; j < g->ny - 1; j++)
      g->tmp[i][j] = 0.25 * (g->u[i - 1][j] + g->u[i + 1][j] + g->u[i][j - 1] + g->u[i][j + 1] - g->h2 * g->f[i][j]);
#pragma bbmm
  for (i = 1; i < g->nx - 1; i++)
    for (j = 1; j < g->ny - 1; j++) {
      d = g->tmp[i][j] - g->u[i][j];
      g->u[i][j] += g->omega * d;
      err += d * d;
    }
  return sqrt(err);
}

int main(void)
{
  static const int sz[4][2] = { { 2, 5 }, { 3, 3 }, { 7, 5 }, { 16, 13 } };
  int c, i, j, it;
  for (c = 0; c < 4; c++) {
    G.nx = sz[c][0]; G.ny = sz[c][1]; G.omega = 1.0; G.h2 = 0.25;
    for (i = 0; i < NMAX; i++) for (j = 0; j < NMAX; j++) { G.u[i][j] = (i == 0) ? 1.0 : 0.0; G.f[i][j] = 0.0625 * ((i + j) % 3); G.tmp[i][j] = 0.0; }
    for (it = 0; it < 12; it++) {
      double e = jacobi(&G);
      printf("it %d e %a\n", it, e);
      if (it == 5) G.omega = 0.8;
      if (e < 1e-3) break;
    }
    for (i = 0; i < G.nx; i++) for (j = 0; j < G.ny; j++) printf("%a\n", G.u[i][j]);
  }
  return 0;
}
