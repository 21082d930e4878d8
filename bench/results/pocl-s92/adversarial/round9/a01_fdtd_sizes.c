/* fdtd-2d as PolyBench writes it (boundary row, ey interior, ex interior fused), several nx/ny incl. 0,1,2, odd */
#include <stdio.h>
#define NX 20
#define NY 24
static double ex[NX][NY], ey[NX][NY], hz[NX][NY], fict[8];
static void kernel(int tmax, int nx, int ny)
{
  int t, i, j;
#pragma scop
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
#pragma endscop
}
int main(void)
{
  static const int sz[][3] = {{2, 0, 0}, {3, 1, 1}, {2, 2, 2}, {4, 1, 5}, {3, 5, 1}, {5, 7, 9}, {6, 20, 24}, {3, 13, 2}};
  int c, i, j;
  for (c = 0; c < (int)(sizeof sz / sizeof sz[0]); c++) {
    for (i = 0; i < 8; i++) fict[i] = 0.25 * i + c;
    for (i = 0; i < NX; i++)
      for (j = 0; j < NY; j++) {
        ex[i][j] = ((double)i * (j + 1) + c) / NX;
        ey[i][j] = ((double)i * (j + 2) + 1) / NY;
        hz[i][j] = ((double)i * (j + 3) + 2) / NX;
      }
    kernel(sz[c][0], sz[c][1], sz[c][2]);
    for (i = 0; i < NX; i++)
      for (j = 0; j < NY; j++)
        printf("%a %a %a\n", ex[i][j], ey[i][j], hz[i][j]);
  }
  return 0;
}
