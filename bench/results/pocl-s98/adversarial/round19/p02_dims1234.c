/* one nest with arrays of 1, 2, 3 and 4 dimensions, each read at an offset, writing a 3-D array over a sub-range */
#include <stdio.h>
#define N 12
static double c1[N + 3];
static float c2[N + 2][N + 2];
static double u3[N + 2][N + 2][N + 2];
static int w4[2][N + 1][N + 1][N + 1];
static double o3[N][N][N];
static void k(int n)
{
  int i, j, l;
#pragma bbmm
  for (i = 1; i < n; i++)
    for (j = 0; j < n - 1; j++)
      for (l = 2; l < n; l++)
        o3[i][j][l] = c1[l + 2] * u3[i + 1][j][l - 1] + c2[j + 1][i] - w4[1][i - 1][j + 1][l] + o3[i][j][l] * 0.5;
}
int main(void)
{
  static const int ns[] = {0, 1, 2, 3, 4, 7, 11, 12};
  int q, i, j, l;
  for (q = 0; q < 8; q++) {
    int n = ns[q];
    for (i = 0; i < N + 3; i++) c1[i] = 1.0 / (i + 1);
    for (i = 0; i < N + 2; i++) for (j = 0; j < N + 2; j++) { c2[i][j] = (float)(i * 3 - j) / 7.0f; for (l = 0; l < N + 2; l++) u3[i][j][l] = i + j * 0.5 + l * 0.25; }
    for (i = 0; i < N + 1; i++) for (j = 0; j < N + 1; j++) for (l = 0; l < N + 1; l++) { w4[0][i][j][l] = 1; w4[1][i][j][l] = i * j - l; }
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) for (l = 0; l < N; l++) o3[i][j][l] = i - j + l;
    k(n); k(n);
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) for (l = 0; l < N; l++) printf("%d %a\n", n, o3[i][j][l]);
  }
  return 0;
}
