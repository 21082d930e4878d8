/* fdtd-like field updates on component arrays E[N][N][2], H[N][N] with boundary rows, sibling nests inside a time loop region */
#include <stdio.h>
#define N 12
static double E[N][N][2], H[N][N];

static void fdtd(int nx, int ny, int steps)
{
  int t, i, j;
#pragma bbmm
  for (t = 0; t < steps; t++) {
    for (j = 0; j < ny; j++)
      E[0][j][1] = 0.125 * t;
    for (i = 1; i < nx; i++)
      for (j = 0; j < ny; j++)
        E[i][j][1] = E[i][j][1] - 0.5 * (H[i][j] - H[i-1][j]);
    for (i = 0; i < nx; i++)
      for (j = 1; j < ny; j++)
        E[i][j][0] = E[i][j][0] - 0.5 * (H[i][j] - H[i][j-1]);
    for (i = 0; i < nx - 1; i++)
      for (j = 0; j < ny - 1; j++)
        H[i][j] = H[i][j] - 0.7 * (E[i][j+1][0] - E[i][j][0] + E[i+1][j][1] - E[i][j][1]);
  }
}

int main(void)
{
  int sz[][3] = { {12, 12, 4}, {1, 1, 2}, {2, 5, 3}, {6, 1, 2}, {9, 7, 0}, {11, 4, 5} };
  int t, i, j;
  for (t = 0; t < 6; t++) {
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) {
      E[i][j][0] = 0.0625 * ((i * 3 + j + t) % 7); E[i][j][1] = 0.125 * ((i + j * 5) % 5); H[i][j] = 0.25 * ((i * j) % 3);
    }
    fdtd(sz[t][0], sz[t][1], sz[t][2]);
    double s = 0.0;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) s += (E[i][j][0] + 2.0 * E[i][j][1] + 3.0 * H[i][j]) * (1 + (i + j) % 5);
    printf("%d %a\n", t, s);
  }
  return 0;
}
