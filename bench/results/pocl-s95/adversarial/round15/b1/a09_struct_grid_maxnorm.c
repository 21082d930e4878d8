/* grid struct with g->nx, g->ny bounds and member arrays; max-norm with fabs in a region (if on data into a scalar) and L2 norm */
#include <stdio.h>
#include <math.h>
#define MX 17
struct grid { int nx, ny; double h; double u[MX][MX], r[MX][MX]; };
static struct grid G;

static void residual(struct grid *g, double *rmax, double *rl2)
{
  int i, j;
  double mx = 0.0, s = 0.0;
#pragma bbmm
  {
    for (i = 1; i < g->nx - 1; i++)
      for (j = 1; j < g->ny - 1; j++)
        g->r[i][j] = (4.0 * g->u[i][j] - g->u[i-1][j] - g->u[i+1][j] - g->u[i][j-1] - g->u[i][j+1]) / (g->h * g->h);
    for (i = 1; i < g->nx - 1; i++)
      for (j = 1; j < g->ny - 1; j++) {
        if (fabs(g->r[i][j]) > mx) mx = fabs(g->r[i][j]);
        s += g->r[i][j] * g->r[i][j];
      }
  }
  *rmax = mx;
  *rl2 = s;
}

int main(void)
{
  int sz[][2] = { {17, 17}, {0, 0}, {3, 3}, {2, 9}, {9, 4}, {5, 16} };
  int t, i, j;
  for (t = 0; t < 6; t++) {
    G.nx = sz[t][0]; G.ny = sz[t][1]; G.h = 1.0 / (G.nx + 1);
    for (i = 0; i < MX; i++) for (j = 0; j < MX; j++) {
      G.u[i][j] = sin(0.3 * i) * cos(0.2 * j) + 0.001 * ((i * j) % 7);
      G.r[i][j] = 0.0;
    }
    double rmax, rl2;
    residual(&G, &rmax, &rl2);
    printf("%d %a %a %a\n", t, rmax, rl2, G.r[1][1]);
  }
  return 0;
}
