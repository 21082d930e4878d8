/* (npts = nx*ny computed before the region after refusal) flat loop over nx*ny points of a 1-D malloc'd field (for (ij = 0; ij < nx*ny; ij++)), then 2-D view loop with array() clause */
#include <stdio.h>
#include <stdlib.h>

static void axpy_flat(int nx, int ny, double a, double *x, double *y)
{
  int ij, npts;
  npts = nx * ny;
#pragma bbmm array(x[npts], y[npts])
  for (ij = 0; ij < npts; ij++)
    y[ij] = a * x[ij] + y[ij];
}

int main(void)
{
  int i, c;
  static const int sz[5][2] = { {0, 4}, {1, 1}, {3, 5}, {7, 2}, {9, 9} };
  for (c = 0; c < 5; c++) {
    int n = sz[c][0] * sz[c][1];
    double *x = malloc((n + 1) * sizeof(double)), *y = malloc((n + 1) * sizeof(double));
    for (i = 0; i <= n; i++) { x[i] = 0.5 * (i % 7); y[i] = 0.25 * (i % 5); }
    axpy_flat(sz[c][0], sz[c][1], 1.5, x, y);
    for (i = 0; i <= n; i++) printf("%a\n", y[i]);
    free(x); free(y);
  }
  return 0;
}
