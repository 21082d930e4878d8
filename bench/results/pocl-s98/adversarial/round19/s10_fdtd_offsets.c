/* fdtd-2d: ey/ex/hz updates over different sub-ranges with a 1-D source array, several n and steps */
#include <stdio.h>
#define N 48
static double ex[N][N], ey[N][N], hz[N][N], fict[20];
static void fdtd(int tmax, int nx, int ny)
{
  int t, i, j;
  for (t = 0; t < tmax; t++) {
#pragma bbmm
    for (j = 0; j < ny; j++)
      ey[0][j] = fict[t];
#pragma bbmm
    for (i = 1; i < nx; i++)
      for (j = 0; j < ny; j++)
        ey[i][j] = ey[i][j] - 0.5 * (hz[i][j] - hz[i - 1][j]);
#pragma bbmm
    for (i = 0; i < nx; i++)
      for (j = 1; j < ny; j++)
        ex[i][j] = ex[i][j] - 0.5 * (hz[i][j] - hz[i][j - 1]);
#pragma bbmm
    for (i = 0; i < nx - 1; i++)
      for (j = 0; j < ny - 1; j++)
        hz[i][j] = hz[i][j] - 0.7 * (ex[i][j + 1] - ex[i][j] + ey[i + 1][j] - ey[i][j]);
  }
}
int main(void)
{
  static const int nxs[] = {0, 1, 2, 3, 7, 16, 33, 48, 20};
  static const int nys[] = {1, 3, 2, 5, 7, 19, 40, 48, 1};
  int q, i, j;
  for (q = 0; q < 9; q++) {
    for (i = 0; i < 20; i++) fict[i] = i * 0.5;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { ex[i][j] = (i * (j + 1)) / 7.0; ey[i][j] = (i * (j + 2)) / 9.0; hz[i][j] = (i * (j + 3)) / 11.0; }
    fdtd(10, nxs[q], nys[q]);
    for (i = 0; i < nxs[q]; i++) for (j = 0; j < nys[q]; j++) printf("%d %a %a %a\n", q, ex[i][j], ey[i][j], hz[i][j]);
  }
  return 0;
}
