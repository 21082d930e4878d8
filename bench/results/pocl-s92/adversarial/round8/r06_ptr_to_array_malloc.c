/* NPB-C style pointer-to-array malloc: double (*u)[JM][IM] = malloc(...), 3-D 7-point stencil through it, sizes vary per call */
#include <stdio.h>
#include <stdlib.h>
#define JM 8
#define IM 9

static void stencil(int nz, int ny, int nx, double (*u)[JM][IM], double (*r)[JM][IM])
{
  int i, j, k;
#pragma bbmm array(u[nz][JM][IM], r[nz][JM][IM])
  for (k = 1; k < nz - 1; k++)
    for (j = 1; j < ny - 1; j++)
      for (i = 1; i < nx - 1; i++)
        r[k][j][i] = 6.0 * u[k][j][i] - u[k - 1][j][i] - u[k + 1][j][i] - u[k][j - 1][i] - u[k][j + 1][i] - u[k][j][i - 1] - u[k][j][i + 1];
}

int main(void)
{
  int i, j, k, c;
  static const int sz[4][3] = { {1, 1, 1}, {3, 3, 3}, {5, 8, 9}, {4, 6, 2} };
  for (c = 0; c < 4; c++) {
    int nz = sz[c][0];
    double (*u)[JM][IM] = malloc(sizeof(double[JM][IM]) * nz);
    double (*r)[JM][IM] = malloc(sizeof(double[JM][IM]) * nz);
    for (k = 0; k < nz; k++) for (j = 0; j < JM; j++) for (i = 0; i < IM; i++) { u[k][j][i] = 0.0625 * ((k * 5 + j * 3 + i) % 13); r[k][j][i] = -1.0; }
    stencil(nz, sz[c][1], sz[c][2], u, r);
    for (k = 0; k < nz; k++) for (j = 0; j < JM; j++) for (i = 0; i < IM; i++) printf("%a\n", r[k][j][i]);
    free(u); free(r);
  }
  return 0;
}
