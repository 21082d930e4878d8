/* fdtd-2d on malloc'd arrays passed as VLA-typed pointer parameters, fused updates, odd sizes */
#include <stdio.h>
#include <stdlib.h>
static void kernel(int tmax, int nx, int ny, double ex[nx][ny], double ey[nx][ny], double hz[nx][ny], double *fict)
{
  int t, i, j;
#pragma bbmm array(fict[tmax])
  for (t = 0; t < tmax; t++) {
    for (j = 0; j < ny; j++)
      ey[0][j] = fict[t];
    for (i = 1; i < nx; i++)
      for (j = 0; j < ny; j++)
        ey[i][j] = ey[i][j] - 0.5 * (hz[i][j] - hz[i - 1][j]);
    for (i = 0; i < nx; i++)
      for (j = 1; j < ny; j++)
        ex[i][j] = ex[i][j] - 0.5 * (hz[i][j] - hz[i][j - 1]);
    for (i = 0; i < nx - 1; i++)
      for (j = 0; j < ny - 1; j++)
        hz[i][j] = hz[i][j] - 0.7 * (ex[i][j + 1] - ex[i][j] + ey[i + 1][j] - ey[i][j]);
  }
}
int main(void)
{
  static const int sz[][2] = {{1, 1}, {1, 4}, {4, 1}, {2, 2}, {7, 5}, {16, 33}, {31, 9}};
  int c, i, j;
  for (c = 0; c < 7; c++) {
    int nx = sz[c][0], ny = sz[c][1];
    double (*ex)[ny] = malloc(sizeof(double) * nx * ny), (*ey)[ny] = malloc(sizeof(double) * nx * ny), (*hz)[ny] = malloc(sizeof(double) * nx * ny);
    double fict[5];
    for (i = 0; i < 5; i++) fict[i] = i * 0.5 + c;
    for (i = 0; i < nx; i++) for (j = 0; j < ny; j++) { ex[i][j] = (i * (j + 1)) / (double)nx; ey[i][j] = (i * (j + 2)) / (double)ny; hz[i][j] = (i * (j + 3)) / (double)nx; }
    kernel(5, nx, ny, ex, ey, hz, fict);
    for (i = 0; i < nx; i++) for (j = 0; j < ny; j++) printf("%a %a %a\n", ex[i][j], ey[i][j], hz[i][j]);
    free(ex); free(ey); free(hz);
  }
  return 0;
}
